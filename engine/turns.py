"""Whose move it is, in every game."""

from __future__ import annotations

from typing import Any


def seats_to_act(state: Any) -> list[int]:
    """The seats that may act now: everyone still choosing starting tickets, or the
    player whose turn it is (none once the game is over)."""
    if state.phase == "finished":
        return []
    if state.phase == "choosing_tickets":
        return [i for i, p in enumerate(state.players) if p.offered]
    return [state.current]
