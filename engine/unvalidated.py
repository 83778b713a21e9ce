"""Pydantic models made from values already known valid (the engine's own), without
validating them again: the views, the events of the Card Game and its state's copies,
built at a fraction of pydantic's cost."""

from __future__ import annotations

from functools import cache
from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)

_new = object.__new__
# pydantic's own slots, set through their descriptors (a model's __setattr__ validates;
# object.__setattr__ would look each up again)
_SET_DICT = BaseModel.__dict__["__dict__"].__set__
_SET_FIELDS_SET = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_SET_EXTRA = BaseModel.__dict__["__pydantic_extra__"].__set__
_SET_PRIVATE = BaseModel.__dict__["__pydantic_private__"].__set__


def _made(cls: type[M], fields: dict[str, Any], fields_set: set[str]) -> M:
    """A model of `cls` holding `fields` as they are."""
    out = _new(cls)
    _SET_DICT(out, fields)
    _SET_FIELDS_SET(out, fields_set)
    _SET_EXTRA(out, None)
    _SET_PRIVATE(out, None)
    return out


def copy_model(model: M, **changes: Any) -> M:
    """A shallow copy of a pydantic model without validation, with `changes` replacing
    fields (the caller passes copies of the mutable fields it must not share)."""
    fields = model.__dict__.copy()
    fields.update(changes)
    return _made(type(model), fields, set(model.__pydantic_fields_set__))


@cache
def _defaults(cls: type[BaseModel]) -> tuple[tuple[str, Any, Any], ...]:
    """Per field of a model: its name, default value and default factory."""
    return tuple((name, f.default, f.default_factory) for name, f in cls.model_fields.items())


def build_model(cls: type[M], **fields: Any) -> M:
    """A model made from values already known valid (the engine's own state), without
    validating them: like `model_construct`, at a fraction of its cost."""
    given = set(fields)
    defaults = _defaults(cls)
    if len(given) < len(defaults):  # (a model given every field has nothing to fill in)
        for name, default, factory in defaults:
            if name not in fields:
                fields[name] = factory() if factory is not None else default
    return _made(cls, fields, given)
