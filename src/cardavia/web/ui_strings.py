"""Every string the table's JavaScript shows, marked for the catalogue.

The game page sends them, translated, as JSON (``#ui-strings``); the script looks each one
up by its English text. Placeholders are written ``{name}`` and filled in by the script.
"""

from collections.abc import Callable


def N_(message: str) -> str:
    return message


UI_STRINGS: tuple[str, ...] = (
    N_("You"),
    N_("Dealer"),
    N_("Your turn"),
    N_("Waiting for {player}"),
)


def translated(gettext: Callable[[str], str]) -> dict[str, str]:
    """Each UI string mapped to its translation."""
    return {message: gettext(message) for message in UI_STRINGS}
