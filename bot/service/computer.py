"""The computer players at the table: a seat's move by its level, from the engine's
players of the game (`engine.GAMES[game].bot`), seeing only what the seat may see."""

from __future__ import annotations

import time
from functools import cache
from typing import Any

from engine import GAMES, Player, RandomStream

from ..kinds.base import TABLE_THINK_MS


@cache
def _plain(game: str, level: str) -> Player:
    return GAMES[game].bot(level)


def player(game: str, level: str, think_ms: float = TABLE_THINK_MS,
           worlds: int | None = None) -> Player:
    """The computer player `level` of `game`; KeyError for an unknown one. `hard` thinks
    for `think_ms` by the clock (a fresh one each move: it keeps its reasons), or over
    `worlds` sampled worlds (the same move for the same position and random stream)."""
    if level == "hard" and worlds is not None:
        return GAMES[game].bot("hard", worlds=worlds)
    if level == "hard":
        return GAMES[game].bot("hard", think_ms=think_ms, clock=time.perf_counter)
    return _plain(game, level)


def computer_move(game: str, state: Any, seat: int, level: str, rng: RandomStream,
                  think_ms: float = TABLE_THINK_MS, worlds: int | None = None) -> Any:
    """The move of the computer player `level` for the seat (`hard` thinks for `think_ms`,
    or over `worlds`: run it off the event loop)."""
    rules = GAMES[game]
    return player(game, level, think_ms, worlds).choose(rules.private_view(state, seat),
                                                        rules.legal(state, seat), rng)
