"""Memos kept beside a game state, never in it.

What the engine works out again and again from a state that changes little between
actions (ticket paths, the tracks still open to a seat) is kept here per state object,
under a key naming what it was computed for. An entry holds a weak reference to its
state: it goes when the state goes, and a new object at the same address never sees the
old one's entries. The caller checks an entry is still valid for the state as it is now
(each stores what it depends on); the memos never change what a function returns. Like
the state itself (which `apply` changes in place), they are for one thread at a time.
"""

from __future__ import annotations

import weakref
from typing import Any

# id(state) -> (weak reference to it, {key: entry})
_MEMOS: dict[int, tuple[weakref.ref, dict[Any, Any]]] = {}


def _forget(key: int) -> None:
    _MEMOS.pop(key, None)


def memos(state: object) -> dict[Any, Any]:
    """The memo dictionary of `state` (empty for a state not seen before)."""
    key = id(state)
    found = _MEMOS.get(key)
    if found is None or found[0]() is not state:
        found = (weakref.ref(state, lambda _, key=key: _forget(key)), {})
        _MEMOS[key] = found
    return found[1]
