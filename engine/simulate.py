"""Play whole games between computer players and print statistics.

    python -m engine.simulate --map MAP --players N --games G --seed S [--first I]
                              [--bot NAME] [--think MS [--cpu] | --worlds N] --json

`--bot` names one bot for every seat, or a comma-separated list cycled over the seats
(`hard,greedy`), turned one seat further each game so every bot plays every seat.
`--think MS` is the searching bot's (`hard`) time per move; `--worlds N` makes it search
a fixed number of sampled worlds instead, so the same arguments always give the same
games (as they do for every other bot). `--cpu` counts the think time, and the move
times printed, in the process's CPU time, so a busy machine measures what an idle one
plays and how long a player waits for it. `--first I` starts at the seed's game I (game
i is seeded `S:i` and seats the bots as game i always does), so a long run can be played
in parts, one after another or side by side, and the parts add up to the whole.
`lead_by_game` holds, for each finished game i the bot named first plays, its final lead
(its total minus the best other seat's, at its first seat), so two versions of a bot
can be compared game by game on the same seeds.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .api import Player
from .bots import BOT_NAMES
from .games import GAMES
from .matchstats import MatchStats, lead_of, seat_names
from .rng import RandomStream

#: a game still running after this many actions counts as an error
MAX_ACTIONS = 5000


@dataclass
class GameRecord:
    """What one simulated game produced."""

    state: Any
    actions: int
    turns: int
    counts: Counter = field(default_factory=Counter)


def play_game(game: str, bots: list[Player], seed: int | str,
              timed: Callable[[int, float], None] | None = None,
              clock: Callable[[], float] = time.perf_counter) -> GameRecord:
    """One complete game of `engine.GAMES[game]`, seat i played by bots[i];
    `timed(seat, seconds)` hears how long each move took to choose, by `clock`. The
    game's own counts (`Game.tally`, `Game.final_tally`) go into `counts`; RuntimeError
    when the game does not end or loses a card."""
    rules = GAMES[game]
    state = rules.new([f"{b.name}{i + 1}" for i, b in enumerate(bots)], seed)
    counts: Counter = Counter()
    actions = 0
    bot_seed = f"bot:{seed}"
    to_act, legal_actions, bot_view = rules.to_act, rules.legal, rules.bot_view
    tally, apply = rules.tally, rules.apply
    while (seat := to_act(state)) is not None:
        if actions >= MAX_ACTIONS:
            raise RuntimeError(f"game {seed} did not finish in {MAX_ACTIONS} actions")
        legal = legal_actions(state, seat)
        view = bot_view(state, seat)
        if timed is None:
            action = bots[seat].choose(view, legal, RandomStream(bot_seed, actions))
        else:
            started = clock()
            action = bots[seat].choose(view, legal, RandomStream(bot_seed, actions))
            timed(seat, clock() - started)
        counted = tally(state, action)
        if counted is not None:
            counts[counted] += 1
        apply(state, seat, action)
        actions += 1
    if not rules.conserved(state):
        raise RuntimeError(f"game {seed}: the train cards were not conserved")
    counts.update(rules.final_tally(state))
    return GameRecord(state=state, actions=actions, turns=state.turn, counts=counts)


def make_bots(game: str, names: list[str], think_ms: float, worlds: int | None,
              cpu: bool = False) -> dict[str, Player]:
    """One bot per name; `hard` thinks by the clock (the process's CPU time with `cpu`),
    or over a fixed number of worlds."""
    return {name: GAMES[game].bot(name, think_ms=think_ms, worlds=worlds,
                                  clock=None if worlds else think_clock(cpu))
            for name in dict.fromkeys(names)}


def think_clock(cpu: bool) -> Callable[[], float]:
    """The clock a searching bot thinks by: the wall clock, or with `cpu` the process's
    CPU time (what the wall clock gives on an idle machine, measured on a busy one)."""
    return time.process_time if cpu else time.perf_counter


def check_request(game: str, players: int, names: list[str]) -> None:
    """ValueError unless `game` is known, is for `players` players and every bot is."""
    if game not in GAMES:
        raise ValueError(f"unknown game '{game}' (choose from {', '.join(GAMES)})")
    for name in names:
        if name not in BOT_NAMES:
            raise ValueError(f"unknown bot '{name}' (choose from {', '.join(BOT_NAMES)})")
    fewest, most = GAMES[game].seat_range
    if not fewest <= players <= most:
        raise ValueError(f"{game} is for {fewest}-{most} players, not {players}")


def simulate(game: str, players: int, games: int, seed: int, bot: str = "greedy",
             think_ms: float = 1000.0, worlds: int | None = None, cpu: bool = False,
             first: int = 0) -> dict:
    """Statistics over `games` games from the seed's game `first` on (the JSON of the
    command line). ValueError for an unknown game or bot or a player count the game is
    not for."""
    names = [b.strip() for b in bot.split(",") if b.strip()]
    check_request(game, players, names)
    rules = GAMES[game]
    bots = make_bots(game, names, think_ms, worlds, cpu)
    stats = MatchStats(players)
    clock = think_clock(cpu)
    started = time.perf_counter()
    completed = errors = 0
    turns = scores = winner_scores = kept = done = 0
    counts: Counter = Counter()
    leads: dict[str, int] = {}
    first_error = None
    for i in range(first, first + games):
        seats = seat_names(names, players, i)
        try:
            record = play_game(game, [bots[n] for n in seats], f"{seed}:{i}",
                               lambda seat, seconds, seats=seats: stats.move(seats[seat], seconds),
                               clock)
        except Exception as e:  # a crash is what this tool exists to count
            errors += 1
            first_error = first_error or f"game {i}: {type(e).__name__}: {e}"
            continue
        completed += 1
        result = rules.result(record.state)
        turns += record.turns
        totals = [p["total"] for p in result["players"]]
        scores += sum(totals)
        winner_scores += totals[result["ranking"][0]]
        stats.game(seats, result["ranking"][0], totals, rules.cards_held(record.state))
        if names[0] in seats:  # (with more bots named than seats, it may sit out)
            leads[str(i)] = lead_of(totals, seats.index(names[0]))
        kept += sum(p["tickets_completed"] + p["tickets_failed"] for p in result["players"])
        done += sum(p["tickets_completed"] for p in result["players"])
        counts.update(record.counts)
    elapsed = time.perf_counter() - started
    out = {
        "map": game, "players": players, "games": games, "first": first,
        "completed": completed, "errors": errors,
        "turns_mean": round(turns / completed, 2) if completed else 0,
        "score_mean": round(scores / (completed * players), 2) if completed else 0,
        "winner_score_mean": round(winner_scores / completed, 2) if completed else 0,
        "tickets_completed_rate": round(done / kept, 4) if kept else 0,
        "games_per_sec": round(games / elapsed, 2) if elapsed else 0,
        **stats.fields(seat_names(names, players, 0)),
        "per_game": {k: round(v / completed, 3) for k, v in sorted(counts.items())}
        if completed else {},
        "lead_by_game": leads,
    }
    if first_error:
        out["first_error"] = first_error
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.simulate", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--map", required=True, choices=list(GAMES))
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, metavar="I",
                        help="start at the seed's game I (play a long run in parts)")
    parser.add_argument("--bot", default="greedy",
                        help=f"bot for every seat or a comma list: {', '.join(BOT_NAMES)}")
    parser.add_argument("--think", type=float, default=1000.0, metavar="MS",
                        help="the searching bot's time per move in milliseconds")
    parser.add_argument("--worlds", type=int, default=None, metavar="N",
                        help="the searching bot searches N sampled worlds a move (same "
                             "moves every run) instead of thinking by the clock")
    parser.add_argument("--cpu", action="store_true",
                        help="think time counts this process's CPU time, not the wall "
                             "clock (fair measurements on a busy machine)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if any(b not in BOT_NAMES for b in args.bot.split(",")):
        print(f"unknown bot '{args.bot}': choose from {', '.join(BOT_NAMES)}", file=sys.stderr)
        return 2
    try:
        result = simulate(args.map, args.players, args.games, args.seed, args.bot,
                          think_ms=args.think, worlds=args.worlds, cpu=args.cpu,
                          first=args.first)
    except ValueError as e:
        print(str(e), file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
