"""A game move by move from its action log: what the table saw after each move (the log
command) and the public views an animated replay is drawn from."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from engine import game_of
from engine.replay import Step, steps


def moves(data: dict[str, Any]) -> Iterator[Step]:
    """The game's moves so far, replayed (the game need not be over)."""
    return steps(data, complete=False)


def view_of(state: Any) -> Any:
    """The public view of any game."""
    return game_of(state).public_view(state)


def replay_views(data: dict[str, Any]) -> Sequence[Any]:
    """Public views of a finished game: the start, each time the table grew, the end."""
    views: list[Any] = []
    seen: tuple | None = None
    state = None
    for step in steps(data):
        state = step.state
        key = game_of(state).progress(state)  # the table shows something new
        if key != seen:
            views.append(view_of(state))
            seen = key
    if state is not None and not views:
        views.append(view_of(state))
    return views
