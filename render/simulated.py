"""Seeded games between computer players, turn by turn: the material of the demo
pictures, the render benchmark and the tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeVar

from engine import GameState, apply, legal_actions, new_game, private_view
from engine import cardgame as cg
from engine.bots import Bot
from engine.cardgame.bots import get_bot as get_card_bot
from engine.rng import RandomStream

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
    bot = demo_bot()
    state, _ = new_game(game, list(PLAYER_NAMES[:n]), seed)
    seen = -1
    for step in range(MAX_ACTIONS):
        if state.phase == "finished":
            break
        if state.phase == "playing" and state.turn != seen:
            seen = state.turn
            yield state.model_copy(deep=True)
        seat = next(s for s in range(n) if legal_actions(state, s))
        action = bot.choose(private_view(state, seat), legal_actions(state, seat),
                            RandomStream(f"{seed}:bot:{seat}", step))
        apply(state, seat, action)
    yield state


def cardgame_turns(seed: int, players: int | None = None) -> Iterator[cg.CardGameState]:
    """A seeded Card Game between greedy players, turn by turn as `board_turns`."""
    n = players or SEATS["cardgame"]
    bot = get_card_bot("greedy")
    state, _ = cg.new_game(list(PLAYER_NAMES[:n]), seed)
    seen = -1
    for step in range(MAX_ACTIONS):
        if state.phase == "finished":
            break
        if state.phase == "playing" and state.turn != seen:
            seen = state.turn
            yield state.model_copy(deep=True)
        seat = next(s for s in range(n) if state.players[s].offered) \
            if state.phase == "choosing_tickets" else state.current
        action = bot.choose(cg.private_view(state, seat), cg.legal_actions(state, seat),
                            RandomStream(f"{seed}:cardbot:{seat}", step))
        cg.apply(state, seat, action)
    yield state


def stages(turns: Iterator[S]) -> dict[str, S]:
    """The first turn, the middle one and the end of a game."""
    states = list(turns)
    return {"start": states[0], "middle": states[(len(states) - 1) // 2], "end": states[-1]}
