"""Which of the offered destination tickets a player may keep (every game)."""

from __future__ import annotations


def keep_choices(offered: list[int], keep_min: int) -> list[tuple[int, ...]]:
    """Every subset of `offered`, in offer order, with at least `keep_min` tickets."""
    out = []
    for mask in range(1 << len(offered)):
        kept = tuple(t for i, t in enumerate(offered) if mask >> i & 1)
        if len(kept) >= keep_min:
            out.append(kept)
    return out
