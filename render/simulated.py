"""Seeded games between computer players, turn by turn: the material of the demo
pictures, the render benchmark and the tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from engine import GameState, apply, legal_actions, new_game, private_view
from engine import cardgame as cg
from engine.bots import Bot
from engine.cardgame.bots import get_bot as get_card_bot
from engine.rng import RandomStream
from engine.turns import seats_to_act

PLAYER_NAMES = ("Anna", "Bořek", "Zsófia", "Łukasz", "Søren")
#: how many players each demo game seats
SEATS = {"usa": 5, "europe": 4, "nordic": 3, "cardgame": 4}
STAGES = ("start", "middle", "end")
MAX_ACTIONS = 5000

S = TypeVar("S", GameState, cg.CardGameState)


def demo_bot() -> Bot:
    """The strongest computer player available (greedy; random until it exists)."""
    from engine.bots import get_bot

    try:
        return get_bot("greedy")
    except (ImportError, KeyError):
        from engine.bots.random_bot import RandomBot

        return RandomBot()


def board_turns(game: str, seed: int, players: int | None = None) -> Iterator[GameState]:
    """A seeded board game: a copy of the state at the start of every turn once play has
    begun, then the finished state."""
    n = players or SEATS[game]
    state, _ = new_game(game, list(PLAYER_NAMES[:n]), seed)
    return _turns(state, demo_bot(), legal_actions, apply, private_view, f"{seed}:bot")


def cardgame_turns(seed: int, players: int | None = None) -> Iterator[cg.CardGameState]:
    """A seeded Card Game between greedy players, turn by turn as `board_turns`."""
    n = players or SEATS["cardgame"]
    state, _ = cg.new_game(list(PLAYER_NAMES[:n]), seed)
    return _turns(state, get_card_bot("greedy"), cg.legal_actions, cg.apply, cg.private_view,
                  f"{seed}:cardbot")


def _turns(state: S, bot: Any, legal: Callable, play: Callable, view: Callable,
           stream: str) -> Iterator[S]:
    seen = -1
    for step in range(MAX_ACTIONS):
        if state.phase == "finished":
            break
        if state.phase == "playing" and state.turn != seen:
            seen = state.turn
            yield state.model_copy(deep=True)
        seat = seats_to_act(state)[0]
        action = bot.choose(view(state, seat), legal(state, seat),
                            RandomStream(f"{stream}:{seat}", step))
        play(state, seat, action)
    yield state


def score_race(states: list[GameState]) -> list[list[int]]:
    """Every player's points after each turn of a game whose states at the start of each
    turn (and the finished state) are `states`, as the final picture charts them."""
    return [[p.route_points for p in s.players] for s in states[1:]]


def stages(turns: Iterator[S]) -> dict[str, S]:
    """The first turn, the middle one and the end of a game."""
    states = list(turns)
    return {"start": states[0], "middle": states[(len(states) - 1) // 2], "end": states[-1]}
