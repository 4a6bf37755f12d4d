"""The base of the rules' value records (actions, variants, melds, outcomes, seat views, scores).

They are written out as plain classes rather than dataclasses: a dataclass writes and compiles
the source of six methods for every class at import, which the game's start pays for each record.
A record names its fields in `FIELDS` (constructor order), sets them in its own `__init__` (a frozen
one with `set_field`), and writes `__eq__` and `__hash__` itself where the engine and the computer
players use them heavily; what stays here behaves as a dataclass's would.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any

#: Sets a field of a frozen record (its `__init__` only): `set_field(self, "cards", cards)`.
set_field = object.__setattr__


def _reader(fields: tuple[str, ...]) -> Callable[[Any], tuple]:
    """A method that returns the values of `fields` as a tuple (read by attrgetter, in C: records are
    pickled and compared often)."""
    if len(fields) == 1:
        (name,) = fields
        return lambda record: (getattr(record, name),)
    if not fields:
        return lambda record: ()
    read = attrgetter(*fields)
    return lambda record: read(record)


def _refused(text: str) -> Exception:
    from dataclasses import FrozenInstanceError  # loaded when a change is refused, not at import
    return FrozenInstanceError(text)


class Record:
    """A record of the fields `FIELDS`: equal to a record of its own class with equal fields, shown as
    ``Name(field=value, ...)`` (the fields of `SHOWN`), pickled and copied as the call that builds it
    again. It has no hash: its fields may change (see `Frozen`)."""

    __slots__ = ()
    FIELDS: tuple[str, ...] = ()
    SHOWN: tuple[str, ...] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "SHOWN" not in cls.__dict__:
            cls.SHOWN = cls.FIELDS
        setattr(cls, "__match_args__", cls.FIELDS)  # noqa: B010 (a class attribute the type checker does not know)
        setattr(cls, "_values", _reader(cls.FIELDS))  # noqa: B010 (the method replaced per class)

    def _values(self) -> tuple:
        """The fields' values, in constructor order."""
        return ()

    def __eq__(self, other: Any) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()
        return NotImplemented

    def __repr__(self) -> str:
        shown = ", ".join([f"{name}={getattr(self, name)!r}" for name in self.SHOWN])
        return f"{type(self).__qualname__}({shown})"

    def __reduce__(self) -> tuple:
        return type(self), self._values()

    def replace(self, **changes: Any) -> Any:
        """A record of its class with the fields `changes` names set to other values, the others shared
        (as `dataclasses.replace`); TypeError for a name that is no field."""
        return type(self)(**{**dict(zip(self.FIELDS, self._values())), **changes})


class Frozen(Record):
    """An unchangeable record: hashed by its fields; a change raises FrozenInstanceError (as a frozen
    dataclass does); a copy, even a deep one, is the record itself (its fields never change either)."""

    __slots__ = ()

    def __hash__(self) -> int:
        return hash(self._values())

    def __setattr__(self, name: str, value: object) -> None:
        raise _refused(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise _refused(f"cannot delete field {name!r}")

    def __copy__(self) -> Frozen:
        return self

    def __deepcopy__(self, memo: dict) -> Frozen:
        return self
