"""A game move by move from its action log: what the table saw after each move (the log
command) and the public views an animated replay is drawn from."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from engine import cardgame
from engine.replay import Step, steps
from engine.views import public_view


def moves(data: dict[str, Any]) -> Iterator[Step]:
    """The game's moves so far, replayed (the game need not be over)."""
    return steps(data, complete=False)


def view_of(state: Any) -> Any:
    """The public view of either kind of game."""
    if isinstance(state, cardgame.CardGameState):
        return cardgame.public_view(state)
    return public_view(state)


def _progress(state: Any) -> tuple:
    """Changes when the table shows something new: a route, a station, a new turn."""
    if isinstance(state, cardgame.CardGameState):
        return (state.turn, state.phase)
    return (len(state.owners), sum(len(p.station_cities) for p in state.players), state.phase)


def replay_views(data: dict[str, Any]) -> Sequence[Any]:
    """Public views of a finished game: the start, each time the table grew, the end."""
    views: list[Any] = []
    seen: tuple | None = None
    state = None
    for step in steps(data):
        state = step.state
        key = _progress(state)
        if key != seen:
            views.append(view_of(state))
            seen = key
    if state is not None and not views:
        views.append(view_of(state))
    return views
