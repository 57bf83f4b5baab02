"""The error types every layer raises and catches.

Malformed input (a card code that does not exist, a verb no game knows) is kept apart from
well-formed input that the rules forbid (a card that does not follow suit), as python-chess
keeps InvalidMoveError apart from IllegalMoveError. Every message is written in the
player's terms.
"""


class CardaviaError(Exception):
    """Base class of every error Cardavia raises on purpose."""


class BadNotation(CardaviaError, ValueError):
    """Text that is not a card code, action or value Cardavia understands."""


class IllegalAction(CardaviaError, ValueError):
    """A well-formed action that the rules do not allow in this position."""


class InvalidRecord(CardaviaError, ValueError):
    """A deal record that is malformed before any of its actions is considered."""
