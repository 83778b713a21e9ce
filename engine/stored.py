"""The stored form of the engine's plain state objects.

A board game's state is made of plain slotted dataclasses, so that `apply` and
`legal_actions` read and write attributes at plain Python speed (no validation or
`__setattr__` hook inside a move). Pydantic still validates at the edges: a state is
written and read as JSON through a `TypeAdapter` of its class, the same JSON, field for
field, as when the state was a pydantic model, so every saved game loads and continues.
`Stored` gives these classes the names callers already use for that (`model_dump_json`,
`model_validate_json`, `model_dump`, `model_validate`, `model_copy`).
"""

from __future__ import annotations

import copy
from functools import cache
from typing import Any, Literal, TypeVar

from pydantic import TypeAdapter

S = TypeVar("S", bound="Stored")


@cache
def adapter(cls: type) -> TypeAdapter:
    """The pydantic adapter that validates and serialises `cls` (made once per class)."""
    return TypeAdapter(cls)


class Stored:
    """A plain dataclass's JSON form and validation, under pydantic's method names."""

    __slots__ = ()

    @classmethod
    def model_validate_json(cls: type[S], text: str | bytes) -> S:
        """The object `model_dump_json` wrote, validated (pydantic's ValidationError
        when it is not one)."""
        return adapter(cls).validate_json(text)

    @classmethod
    def model_validate(cls: type[S], data: Any) -> S:
        """The object from plain data (as `model_dump` gives it), validated."""
        return adapter(cls).validate_python(data)

    def model_dump_json(self) -> str:
        """The stored JSON text."""
        return adapter(type(self)).dump_json(self).decode()

    def model_dump(self, mode: Literal["python", "json"] = "python") -> dict[str, Any]:
        """The object as plain data (with `mode="json"`, only JSON's types)."""
        return adapter(type(self)).dump_python(self, mode=mode)

    def model_copy(self: S, deep: bool = False) -> S:
        """A copy: sharing the lists and dicts inside, or with `deep` nothing at all."""
        return copy.deepcopy(self) if deep else copy.copy(self)
