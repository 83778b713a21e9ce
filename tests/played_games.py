"""Whole games played by computer players and recorded as the bot records them: each
action's text form taken right after it was applied (tests of exports and replays)."""

from __future__ import annotations

from engine import bots as board_bots
from engine.cardgame import bots as card_bots
from engine.cardgame import legal_actions as card_legal
from engine.cardgame import private_view as card_view
from engine.game import legal_actions
from engine.replay import action_text, apply_any, make_export, start_state
from engine.rng import RandomStream
from engine.turns import seats_to_act
from engine.views import private_view


def played_actions(game: str, names: list[str], seed: int | str,
                   options: dict | None = None, bot_name: str = "greedy"
                   ) -> tuple[object, list[tuple[int, str]]]:
    """Computer players play a whole game: the final state and the action log."""
    state = start_state(game, names, seed, options)
    log: list[tuple[int, str]] = []
    card = game == "cardgame"
    bot = card_bots.get_bot(bot_name) if card else board_bots.get_bot(bot_name)
    while state.phase != "finished":
        assert len(log) < 5000
        seat = seats_to_act(state)[0]
        legal = card_legal(state, seat) if card else legal_actions(state, seat)
        view = card_view(state, seat) if card else private_view(state, seat)
        action = bot.choose(view, legal, RandomStream(f"test:{seed}", len(log)))
        apply_any(state, seat, action)
        log.append((seat, action_text(state, action)))
    return state, log


def played_export(game: str, players: int, seed: int | str = 7,
                  options: dict | None = None) -> tuple[object, dict]:
    """The final state of a played game and its export."""
    names = ["Ann", "Bob", "Cyd", "Dee", "Eve"][:players]
    state, log = played_actions(game, names, seed, options)
    seats = [{"name": n, "computer": "greedy"} for n in names]
    return state, make_export(game, seats, seed, log, options=options)
