"""House rules a table is started with (docs/house-rules.md): each game's set of variants
as one frozen value, every field off (or at the rulebook's value) by default.

A game's variants subclass ``Variants`` as a frozen dataclass of ``bool`` flags and ``int``
choices (an int field lists its allowed values in ``CHOICES``). The same value is written
into each deal record's header (``"variants"``, only the fields that differ from the
default, so that a record of the rulebook's game is written as before), read back from it,
and named on the command line (``kontra``, ``target=1000``).
"""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar, Final, Self

from cardavia.core.errors import InvalidRecord


@dataclass(frozen=True)
class Variants:
    """The base of every game's variant set; a game without variants uses it as it is."""

    CHOICES: ClassVar[Mapping[str, tuple[int, ...]]] = {}
    """The allowed values of each int field."""

    def to_json(self) -> dict[str, bool | int]:
        """The fields that differ from the default, as a record header writes them."""
        default = type(self)()
        return {
            field.name: getattr(self, field.name)
            for field in fields(self)
            if getattr(self, field.name) != getattr(default, field.name)
        }

    @classmethod
    def names(cls) -> tuple[str, ...]:
        return tuple(field.name for field in fields(cls))

    @classmethod
    def from_json(cls, data: object) -> Self:
        """The variants a record header names; raises InvalidRecord for an unknown name or
        a value the variant does not take."""
        if not isinstance(data, Mapping):
            raise InvalidRecord('"variants" must be an object of house-rule names')
        chosen = cls()
        for name, value in data.items():
            chosen = chosen._with(name, value)
        return chosen

    @classmethod
    def from_options(cls, options: Iterable[str]) -> Self:
        """The variants named on a command line: ``kontra`` switches a flag on,
        ``target=1000`` sets a choice; raises InvalidRecord saying what is wrong."""
        chosen = cls()
        for option in options:
            name, _, text = option.partition("=")
            value: object = True if not text else int(text) if text.isdigit() else text
            chosen = chosen._with(name.strip(), value)
        return chosen

    def _with(self, name: str, value: object) -> Self:
        self._check(name, value)
        return replace(self, **{name: value})

    def _check(self, name: str, value: object) -> None:
        """Raise InvalidRecord unless ``value`` is one house rule ``name`` takes. (Apart from
        ``_with`` so that ``value`` is not narrowed there: mypyc would unbox a bool.)"""
        kinds = {field.name: field.type for field in fields(self)}
        if name not in kinds:
            known = ", ".join(kinds) or "none"
            raise InvalidRecord(
                "unknown house rule {name}: this game's are {known}", name=repr(name), known=known
            )
        if kinds[name] in (bool, "bool"):
            if not isinstance(value, bool):
                raise InvalidRecord("house rule {name} is true or false", name=name)
        else:
            allowed = self.CHOICES[name]
            if isinstance(value, bool) or value not in allowed:
                raise InvalidRecord(
                    "house rule {name} is one of {allowed}",
                    name=name,
                    allowed=", ".join(map(str, allowed)),
                )

    @classmethod
    def every_combination(cls) -> tuple[Self, ...]:
        """Every variant set of the game (each flag on and off, each choice), default first."""
        combinations = [cls()]
        for field in fields(cls):
            values: tuple[Any, ...] = cls.CHOICES.get(field.name, (False, True))
            combinations = [
                replace(base, **{field.name: value}) for value in values for base in combinations
            ]
        default = cls()
        return (default, *(c for c in combinations if c != default))


NO_VARIANTS: Final = Variants()


def variants_from_record(kind: type[Variants], record: Mapping[str, Any]) -> Any:
    """The variants of a record's header (the default set when it names none)."""
    return kind.from_json(record.get("variants", {}))


def variants_header(variants: Variants) -> dict[str, Any]:
    """The record header field of ``variants``: none for the rulebook's own game."""
    chosen = variants.to_json()
    return {"variants": chosen} if chosen else {}
