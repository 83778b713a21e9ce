"""Play whole games between computer players and print statistics.

    python -m engine.simulate --map MAP --players N --games G --seed S [--bot NAME]
                              [--think MS [--cpu] | --worlds N] --json

`--bot` names one bot for every seat, or a comma-separated list cycled over the seats
(`hard,greedy`), turned one seat further each game so every bot plays every seat.
`--think MS` is the searching bot's (`hard`) time per move; `--worlds N` makes it search
a fixed number of sampled worlds instead, so the same arguments always give the same
games (as they do for every other bot). `--cpu` counts the think time in the process's
CPU time, so a busy machine measures what an idle one plays.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from .actions import BuildStation, ClaimRoute, WithdrawTunnel
from .bots import BOT_NAMES, Bot, get_bot
from .game import apply, legal_actions, map_of, new_game
from .matchstats import MatchStats, seat_names
from .rng import RandomStream
from .state import GameState
from .turns import seats_to_act
from .views import final_view, seat_view

#: a game still running after this many actions counts as an error
MAX_ACTIONS = 5000


@dataclass
class GameRecord:
    """What one simulated game produced."""

    state: GameState
    actions: int
    turns: int
    counts: Counter = field(default_factory=Counter)


def play_game(game: str, bots: list[Bot], seed: int | str,
              timed: Callable[[int, float], None] | None = None) -> GameRecord:
    """One complete game, seat i played by bots[i]; `timed(seat, seconds)` hears how
    long each move took to choose."""
    state, _ = new_game(game, [f"{b.name}{i + 1}" for i, b in enumerate(bots)], seed)
    game_map = map_of(state)
    counts: Counter = Counter()
    actions = 0
    while state.phase != "finished":
        if actions >= MAX_ACTIONS:
            raise RuntimeError(f"game {seed} did not finish in {MAX_ACTIONS} actions")
        seat = seats_to_act(state)[0]
        legal = legal_actions(state, seat)
        view = seat_view(state, seat)
        started = time.perf_counter()
        action = bots[seat].choose(view, legal, RandomStream(f"bot:{seed}", actions))
        if timed is not None:
            timed(seat, time.perf_counter() - started)
        if isinstance(action, ClaimRoute):
            route = game_map.routes[action.track]
            counts["tunnel_attempts" if route.tunnel else
                   "ferries" if route.is_ferry else "routes"] += 1
        elif isinstance(action, BuildStation):
            counts["stations"] += 1
        elif isinstance(action, WithdrawTunnel):
            counts["tunnels_withdrawn"] += 1
        apply(state, seat, action)
        actions += 1
    return GameRecord(state=state, actions=actions, turns=state.turn, counts=counts)


def make_bots(names: list[str], think_ms: float, worlds: int | None, cpu: bool = False
              ) -> dict[str, Bot]:
    """One bot per name; `hard` thinks by the clock (the process's CPU time with `cpu`),
    or over a fixed number of worlds."""
    return {name: get_bot(name, think_ms=think_ms, worlds=worlds,
                          clock=None if worlds else think_clock(cpu))
            for name in dict.fromkeys(names)}


def think_clock(cpu: bool) -> Callable[[], float]:
    """The clock a searching bot thinks by: the wall clock, or with `cpu` the process's
    CPU time (what the wall clock gives on an idle machine, measured on a busy one)."""
    return time.process_time if cpu else time.perf_counter


def simulate(game: str, players: int, games: int, seed: int, bot: str = "greedy",
             think_ms: float = 1000.0, worlds: int | None = None, cpu: bool = False) -> dict:
    """Statistics over `games` games (the JSON of the command line)."""
    names = bot.split(",")
    bots = make_bots(names, think_ms, worlds, cpu)
    stats = MatchStats(players)
    started = time.perf_counter()
    completed = errors = 0
    turns = scores = winner_scores = kept = done = 0
    counts: Counter = Counter()
    first_error = None
    for i in range(games):
        seats = seat_names(names, players, i)
        try:
            record = play_game(game, [bots[n] for n in seats], f"{seed}:{i}",
                               lambda seat, seconds, seats=seats: stats.move(seats[seat], seconds))
        except Exception as e:  # a crash is what this tool exists to count
            errors += 1
            first_error = first_error or f"game {i}: {type(e).__name__}: {e}"
            continue
        completed += 1
        final = final_view(record.state)
        turns += record.turns
        totals = [s.total for s in final.scores]
        scores += sum(totals)
        winner_scores += totals[final.ranking[0]]
        stats.game(seats, final.ranking[0], totals,
                   [sum(p.hand.values()) for p in record.state.players])
        kept += sum(len(s.tickets_completed) + len(s.tickets_failed) for s in final.scores)
        done += sum(len(s.tickets_completed) for s in final.scores)
        counts.update(record.counts)
    elapsed = time.perf_counter() - started
    result = {
        "map": game, "players": players, "games": games, "completed": completed,
        "errors": errors,
        "turns_mean": round(turns / completed, 2) if completed else 0,
        "score_mean": round(scores / (completed * players), 2) if completed else 0,
        "winner_score_mean": round(winner_scores / completed, 2) if completed else 0,
        "tickets_completed_rate": round(done / kept, 4) if kept else 0,
        "games_per_sec": round(games / elapsed, 2) if elapsed else 0,
        **stats.fields(seat_names(names, players, 0)),
        "per_game": {k: round(v / completed, 3) for k, v in sorted(counts.items())}
        if completed else {},
    }
    if first_error:
        result["first_error"] = first_error
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.simulate", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--map", required=True, choices=["usa", "europe", "nordic", "cardgame"])
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
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
        if args.map == "cardgame":
            from .cardgame.simulate import simulate_cardgame
            result = simulate_cardgame(args.players, args.games, args.seed, args.bot,
                                       think_ms=args.think, worlds=args.worlds, cpu=args.cpu)
        else:
            from .rules import RULESETS
            rules = RULESETS[args.map]
            if not rules.min_players <= args.players <= rules.max_players:
                print(f"{args.map} is for {rules.min_players}-{rules.max_players} players",
                      file=sys.stderr)
                return 2
            result = simulate(args.map, args.players, args.games, args.seed, args.bot,
                              think_ms=args.think, worlds=args.worlds, cpu=args.cpu)
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
