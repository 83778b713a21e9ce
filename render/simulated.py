"""Seeded games between computer players, with snapshots at the start, middle and end:
the material of the demo pictures and of the render benchmark."""

from __future__ import annotations

from dataclasses import dataclass

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


def demo_bot() -> Bot:
    """The strongest computer player available (greedy; random until it exists)."""
    from engine.bots import get_bot

    try:
        return get_bot("greedy")
    except (ImportError, KeyError):
        from engine.bots.random_bot import RandomBot

        return RandomBot()


@dataclass
class Snapshots:
    """A played game: its state at the first turn, half way, and at the end."""

    game: str
    states: dict[str, GameState]


@dataclass
class CardGameSnapshots:
    """A played Card Game at the first turn, half way, and at the end."""

    states: dict[str, cg.CardGameState]


def play(game: str, seed: int, players: int | None = None, bot: Bot | None = None
         ) -> Snapshots:
    """Play one seeded game to its end and keep the three stages."""
    n = players or SEATS[game]
    bot = bot or demo_bot()
    state, _ = new_game(game, list(PLAYER_NAMES[:n]), seed)
    by_turn: dict[int, GameState] = {}
    for step in range(MAX_ACTIONS):
        if state.phase == "finished":
            break
        if state.phase == "playing" and state.turn not in by_turn:
            by_turn[state.turn] = state.model_copy(deep=True)
        seat = next(s for s in range(n) if legal_actions(state, s))
        action = bot.choose(private_view(state, seat), legal_actions(state, seat),
                            RandomStream(f"{seed}:bot:{seat}", step))
        apply(state, seat, action)
    turns = sorted(by_turn)
    return Snapshots(game, {"start": by_turn[turns[0]], "middle": by_turn[turns[len(turns) // 2]],
                            "end": state})


def play_cardgame(seed: int, players: int | None = None) -> CardGameSnapshots:
    """Play one seeded Card Game between greedy computer players; keep three stages."""
    n = players or SEATS["cardgame"]
    bot = get_card_bot("greedy")
    state, _ = cg.new_game(list(PLAYER_NAMES[:n]), seed)
    by_turn: dict[int, cg.CardGameState] = {}
    for step in range(MAX_ACTIONS):
        if state.phase == "finished":
            break
        if state.phase == "playing" and state.turn not in by_turn:
            by_turn[state.turn] = state.model_copy(deep=True)
        seat = next(s for s in range(n) if state.players[s].offered) \
            if state.phase == "choosing_tickets" else state.current
        action = bot.choose(cg.private_view(state, seat), cg.legal_actions(state, seat),
                            RandomStream(f"{seed}:cardbot:{seat}", step))
        cg.apply(state, seat, action)
    turns = sorted(by_turn)
    return CardGameSnapshots({"start": by_turn[turns[0]],
                              "middle": by_turn[turns[len(turns) // 2]], "end": state})
