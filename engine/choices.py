"""Which of the offered destination tickets a player may keep (every game)."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TypeVar

A = TypeVar("A")


def keep_choices(offered: list[int], keep_min: int) -> list[tuple[int, ...]]:
    """Every subset of `offered`, in offer order, with at least `keep_min` tickets."""
    out = []
    for mask in range(1 << len(offered)):
        kept = tuple(t for i, t in enumerate(offered) if mask >> i & 1)
        if len(kept) >= keep_min:
            out.append(kept)
    return out


@lru_cache(maxsize=1024)
def keep_actions(make: Callable[..., A], offered: tuple[int, ...], keep_min: int
                 ) -> tuple[A, ...]:
    """One keep action per choice of `keep_choices`, made by `make(tickets=...)` (a
    game's KeepTickets): made once per offer, as actions are immutable."""
    return tuple(make(tickets=kept) for kept in keep_choices(list(offered), keep_min))
