"""The error types every layer raises and catches.

Malformed input (a card code that does not exist, a verb no game knows) is kept apart from
well-formed input that the rules forbid (a card that does not follow suit), as python-chess
keeps InvalidMoveError apart from IllegalMoveError. Every message is written in the
player's terms.

A message is an English template with ``{placeholders}`` and the details that fill them,
so that a user interface can show it in the player's language: a detail named ``card`` is
a card, ``cards`` a card set, and a string detail is a word the catalogue translates
(a suit, a contract), an error is said whole (why a record is refused); numbers are shown
as they are.
"""


class CardaviaError(Exception):
    """Base class of every error Cardavia raises on purpose."""

    def __init__(self, message: str, /, **details: object) -> None:
        super().__init__(message)
        self.message = message
        self.details = details

    def __str__(self) -> str:
        if not self.details:
            return self.message
        # Imported here: cards.py raises BadNotation, so it imports this module first.
        from cardavia.core.cards import card_name, cards_in

        def english(key: str, value: object) -> str:
            if key == "card" and isinstance(value, int):
                return card_name(value)
            if key == "cards" and isinstance(value, int):
                return ", ".join(card_name(card) for card in cards_in(value))
            return str(value)

        return self.message.format(**{k: english(k, v) for k, v in self.details.items()})


class BadNotation(CardaviaError, ValueError):
    """Text that is not a card code, action or value Cardavia understands."""


class IllegalAction(CardaviaError, ValueError):
    """A well-formed action that the rules do not allow in this position."""


class InvalidRecord(CardaviaError, ValueError):
    """A deal record that is malformed before any of its actions is considered."""
