"""Seeded games between computer players, turn by turn: the material of the demo
pictures, the render benchmark and the tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, TypeVar

from engine import GAMES, Game, GameState
from engine.api import Player
from engine.rng import RandomStream

PLAYER_NAMES = ("Anna", "Bořek", "Zsófia", "Łukasz", "Søren")
#: how many players each demo game seats
SEATS = {"usa": 5, "europe": 4, "nordic": 3, "cardgame": 4}
#: the random stream the demo's players draw from, after the seed (a game not named
#: here: "bot")
STREAMS = {"cardgame": "cardbot"}
STAGES = ("start", "middle", "end")
MAX_ACTIONS = 5000

S = TypeVar("S")


def game_turns(game: str, seed: int, players: int | None = None) -> Iterator[Any]:
    """A seeded game between greedy players: a copy of the state at the start of every
    turn once play has begun, then the finished state."""
    rules = GAMES[game]
    state = rules.new(list(PLAYER_NAMES[:players or SEATS[game]]), seed)
    return _turns(rules, state, rules.bot("greedy"), f"{seed}:{STREAMS.get(game, 'bot')}")


def _turns(rules: Game, state: S, bot: Player, stream: str) -> Iterator[S]:
    seen = -1
    for step in range(MAX_ACTIONS):
        seat = rules.to_act(state)
        if seat is None:
            break
        if state.phase == "playing" and state.turn != seen:  # type: ignore[attr-defined]
            seen = state.turn  # type: ignore[attr-defined]
            yield rules.clone(state)
        action = bot.choose(rules.private_view(state, seat), rules.legal(state, seat),
                            RandomStream(f"{stream}:{seat}", step))
        rules.apply(state, seat, action)
    yield state


def score_race(states: list[GameState]) -> list[list[int]]:
    """Every player's points after each turn of a game whose states at the start of each
    turn (and the finished state) are `states`, as the final picture charts them."""
    return [[p.route_points for p in s.players] for s in states[1:]]


def stages(turns: Iterator[S]) -> dict[str, S]:
    """The first turn, the middle one and the end of a game."""
    states = list(turns)
    return {"start": states[0], "middle": states[(len(states) - 1) // 2], "end": states[-1]}
