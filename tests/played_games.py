"""Whole games played by computer players and recorded as the bot records them: each
action's text form taken right after it was applied (tests of exports and replays)."""

from __future__ import annotations

from engine.games import GAMES
from engine.replay import make_export
from engine.rng import RandomStream


def played_actions(game: str, names: list[str], seed: int | str,
                   options: dict | None = None, bot_name: str = "greedy"
                   ) -> tuple[object, list[tuple[int, str]]]:
    """Computer players play a whole game: the final state and the action log."""
    rules = GAMES[game]
    state = rules.new(names, seed, **(options or {}))
    log: list[tuple[int, str]] = []
    bot = rules.bot(bot_name)
    while (seat := rules.to_act(state)) is not None:
        assert len(log) < 5000
        action = bot.choose(rules.private_view(state, seat), rules.legal(state, seat),
                            RandomStream(f"test:{seed}", len(log)))
        rules.apply(state, seat, action)
        log.append((seat, rules.describe(state, action)))
    return state, log


def played_export(game: str, players: int, seed: int | str = 7,
                  options: dict | None = None) -> tuple[object, dict]:
    """The final state of a played game and its export."""
    names = ["Ann", "Bob", "Cyd", "Dee", "Eve"][:players]
    state, log = played_actions(game, names, seed, options)
    seats = [{"name": n, "computer": "greedy"} for n in names]
    return state, make_export(game, seats, seed, log, options=options)
