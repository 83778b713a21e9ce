"""Play many Card Games between computer players and sum them up.

`simulate_cardgame(players, games, seed, bot)` backs
`python -m engine.simulate --map cardgame`. `bot` names one bot for every seat
(`greedy`, `random`) or a comma-separated list taken seat by seat (`greedy,random`);
the seats then rotate from game to game so no bot always starts. The same seed gives
the same result (but for `games_per_sec`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from statistics import mean

from ..errors import RuleError
from ..matchstats import MatchStats, seat_names
from ..rng import RandomStream
from ..simulate import think_clock
from ..turns import seats_to_act
from .bots import BOT_NAMES, CardBot, get_bot
from .game import apply, legal_actions, new_game, total_cards
from .rules import RULES
from .views import private_view

#: a game still running after this many turns counts as an error (none comes close)
MAX_TURNS = 2000


def play_game(bot_names: list[str], seed: int | str, bots: list[CardBot] | None = None,
              timed: Callable[[int, float], None] | None = None) -> dict:
    """One game between the named bots (seat order); what happened in it.
    `timed(seat, seconds)` hears how long each move took to choose."""
    bots = bots or [get_bot(name) for name in bot_names]
    state, _ = new_game([f"{name}{i}" for i, name in enumerate(bot_names)], seed)
    conserved = total_cards(state) == RULES.deck_size
    step = 0
    while state.phase != "finished":
        if state.turn > MAX_TURNS:
            raise RuntimeError(f"game {seed} still running after {MAX_TURNS} turns")
        seat = seats_to_act(state)[0]
        legal = legal_actions(state, seat)
        view = private_view(state, seat)
        started = time.perf_counter()
        action = bots[seat].choose(view, legal, RandomStream(f"bot:{seed}", step))
        if timed is not None:
            timed(seat, time.perf_counter() - started)
        step += 1
        apply(state, seat, action)
        conserved = conserved and total_cards(state) == RULES.deck_size
    result = state.result
    assert result is not None
    return {"state": state, "result": result, "conserved": conserved}


def simulate_cardgame(players: int, games: int, seed: int, bot: str = "greedy",
                      think_ms: float = 1000.0, worlds: int | None = None, cpu: bool = False
                      ) -> dict:
    """Play `games` games of `players` bots; numbers for the simulator's JSON.
    `think_ms` / `worlds` set how long `hard` searches (see `engine.simulate`)."""
    names = [b.strip() for b in bot.split(",") if b.strip()]
    for name in names:
        if name not in BOT_NAMES:
            raise ValueError(f"unknown bot '{name}' (choose from {', '.join(BOT_NAMES)})")
    if not RULES.min_players <= players <= RULES.max_players:
        raise ValueError(f"the Card Game is for {RULES.min_players}-{RULES.max_players} "
                         f"players, not {players}")
    if not names:
        raise ValueError("no bot named")
    started = time.perf_counter()
    completed = errors = 0
    turns, scores, winners, robberies = [], [], [], []
    held = done = 0
    stats = MatchStats(players)
    bots = {name: get_bot(name, think_ms=think_ms, worlds=worlds,
                          clock=None if worlds else think_clock(cpu))
            for name in dict.fromkeys(names)}
    first_error = ""
    for g in range(games):
        seats = seat_names(names, players, g)
        try:
            played = play_game(seats, f"{seed}:{g}", [bots[n] for n in seats],
                               lambda seat, seconds, seats=seats: stats.move(seats[seat], seconds))
        except (RuleError, RuntimeError, AssertionError, ValueError, KeyError) as e:
            errors += 1
            first_error = first_error or f"game {g}: {type(e).__name__}: {e}"
            continue
        if not played["conserved"]:  # a card lost or made up is a broken game
            errors += 1
            first_error = first_error or f"game {g}: the train cards were not conserved"
            continue
        completed += 1
        state, result = played["state"], played["result"]
        turns.append(state.turn)
        robberies.append(state.robberies)
        totals = [p.total for p in result.players]
        scores.extend(totals)
        winners.append(result.players[result.ranking[0]].total)
        for p in result.players:
            held += len(p.completed) + len(p.failed)
            done += len(p.completed)
        stats.game(seats, result.ranking[0], totals,
                   [sum(p.hand.values()) for p in state.players])
    elapsed = time.perf_counter() - started
    out = {
        "map": "cardgame",
        "players": players,
        "games": games,
        "completed": completed,
        "errors": errors,
        "turns_mean": round(mean(turns), 2) if turns else 0,
        "score_mean": round(mean(scores), 2) if scores else 0,
        "winner_score_mean": round(mean(winners), 2) if winners else 0,
        "tickets_completed_rate": round(done / held, 4) if held else 0,
        "games_per_sec": round(completed / elapsed, 2) if elapsed > 0 else 0,
    }
    out.update(stats.fields(seat_names(names, players, 0)))
    # the same fields as the board games (engine.simulate); the Card Game's own counts
    # per game go where theirs do
    out["per_game"] = {"robberies": round(mean(robberies), 3)} if robberies else {}
    if first_error:
        out["first_error"] = first_error
    return out
