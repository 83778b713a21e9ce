"""Strength ladder: each computer level's win rate against the level below it, on every
game, two players (or `--players N`: the upper level in one seat, the lower in all the
others), seats turning (the simulator turns the seats every game), on seeds fixed
before the run, with 95% Wilson intervals, the mean cards each side still held at the
end and the upper level's move times (p50, p95). With more than two players, even is
1/N: `--players 3` counts the games the upper level wins against two of the lower.

    python bench/ladder.py [--games N] [--seed S] [--first I] [--jobs N]
                           [--maps usa,europe,nordic,cardgame]
                           [--pairs normal:greedy,hard:normal] [--players N]
                           [--think MS [--cpu] | --worlds N] [--against DIR] [--json]

Every pairing runs `python -m engine.simulate` in its own process. With `--against DIR`
(another checkout, e.g. the previous main in a `git worktree`), each pairing also runs
in DIR on the same seeds, and the old and new results are printed side by side, with
the upper level's gain in final lead game by game (new minus old on the same seed, mean
and standard error: the same deals make it far surer than two win counts).
`hard` thinks `--think` ms a move (1000: about a minute a game) or searches `--worlds`
sampled worlds a move (the same games every run). `--jobs N` plays the games in N
simulators side by side (with `--cpu` the results are those of one); `--first I` starts
at the seed's game I, so games 0-39 and `--first 40 --games 160` add up to the
200-game ladder.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
from pathlib import Path
from statistics import mean, stdev

ROOT = Path(__file__).resolve().parents[1]

#: the ladder, each level above the one after the colon
PAIRS = ("easy:random", "normal:easy", "normal:greedy", "hard:normal")
MAPS = ("usa", "europe", "nordic", "cardgame")
#: the first seed of the ladder's games (chosen before any run; tuning used others)
SEED = 920000
#: z for a 95% interval
Z = 1.959964


def wilson(wins: int, games: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate, as shares."""
    if not games:
        return 0.0, 1.0
    p = wins / games
    centre = (p + Z * Z / (2 * games)) / (1 + Z * Z / games)
    half = Z * math.sqrt(p * (1 - p) / games + Z * Z / (4 * games * games)) \
        / (1 + Z * Z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def seats(upper: str, lower: str, players: int) -> str:
    """The simulator's `--bot` list: the upper level once, the lower in every other
    seat (the simulator turns the list one seat further each game)."""
    return ",".join([upper] + [lower] * (players - 1))


def parts(first: int, games: int, jobs: int) -> list[tuple[int, int]]:
    """The games first..first+games-1 cut into at most `jobs` runs of consecutive games,
    as (first game, games) pairs."""
    jobs = max(1, min(jobs, games))
    size, extra = divmod(games, jobs)
    out, start = [], first
    for j in range(jobs):
        n = size + (j < extra)
        out.append((start, n))
        start += n
    return out


def run_pair(checkout: Path, game: str, upper: str, lower: str, args: argparse.Namespace
             ) -> dict:
    """One pairing in one checkout: wins, interval, mean scores and cards held. With
    `--jobs`, the games are played by that many simulators side by side."""
    command = [sys.executable, "-m", "engine.simulate", "--map", game,
               "--players", str(args.players), "--seed", str(args.seed),
               "--bot", seats(upper, lower, args.players), "--json"]
    if args.worlds is not None:
        command += ["--worlds", str(args.worlds)]
    else:
        command += ["--think", str(args.think)] + (["--cpu"] if args.cpu else [])
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    # `--first` only where a part does not start at game 0: a checkout older than it
    # (`--against`) still runs a ladder in one part
    running = [subprocess.Popen([*command, "--games", str(n)]
                                + (["--first", str(start)] if start else []),
                                cwd=checkout, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
               for start, n in parts(args.first, args.games, args.jobs)]
    results = []
    for process in running:
        out, err = process.communicate()
        if process.returncode:
            return {"error": err.strip().splitlines()[-1] if err.strip() else "failed"}
        results.append(json.loads(out))
    result = merged(results)
    games = result["completed"]
    wins = result["wins"].get(upper, 0) if upper != lower else result["wins_by_seat"][0]
    low, high = wilson(wins, games)
    return {"wins": wins, "games": games, "players": result["players"],
            "rate": round(wins / games, 3) if games else 0.0,
            "interval": [round(low, 3), round(high, 3)],
            "score": result["score"], "held": result["held"],
            "lead": round(mean(result["lead_by_game"].values()), 2)
            if result["lead_by_game"] else None,
            "lead_by_game": result["lead_by_game"],
            "move_ms": result["move_ms"][upper], "errors": result["errors"]}


def paired(new: dict, old: dict) -> dict | None:
    """The upper level's gain in final lead, new minus old, over the games both
    finished on the same seeds: mean and standard error (None without two such games,
    as against a checkout whose simulator does not report leads)."""
    common = [g for g in new.get("lead_by_game", {}) if g in old.get("lead_by_game", {})]
    if len(common) < 2:
        return None
    gains = [new["lead_by_game"][g] - old["lead_by_game"][g] for g in common]
    return {"games": len(common), "gain": round(mean(gains), 2),
            "error": round(stdev(gains) / math.sqrt(len(gains)), 2)}


def merged(results: list[dict]) -> dict:
    """The simulator's answers for parts of one run as one: wins and errors added,
    means weighted by the games of each part; move times: p50 the mean of the parts'
    weighted by their moves, p95 the highest part's (an upper bound of the whole's)."""
    total = sum(r["completed"] for r in results) or 1
    wins: dict[str, int] = {}
    for r in results:
        for name, n in r["wins"].items():
            wins[name] = wins.get(name, 0) + n

    def mean_of(key: str) -> dict[str, float]:
        return {name: round(sum(r[key][name] * r["completed"] for r in results
                                if name in r[key]) / total, 2)
                for name in results[0][key]}

    times = {}
    for name in results[0]["move_ms"]:
        each = [r["move_ms"][name] for r in results if name in r["move_ms"]]
        moves = sum(t["moves"] for t in each) or 1
        times[name] = {"p50": round(sum(t["p50"] * t["moves"] for t in each) / moves, 2),
                       "p95": max(t["p95"] for t in each)}
    return {"completed": sum(r["completed"] for r in results),
            "players": results[0]["players"], "wins": wins,
            "wins_by_seat": [sum(col) for col in zip(*(r["wins_by_seat"] for r in results),
                                                     strict=True)],
            "score": mean_of("score_mean_by_bot"), "held": mean_of("cards_held_by_bot"),
            "lead_by_game": {g: n for r in results
                             for g, n in r.get("lead_by_game", {}).items()},
            "move_ms": times, "errors": sum(r["errors"] for r in results)}


def line(result: dict) -> str:
    """One result in words: wins of games, the rate and its interval, the upper level's
    mean final lead, cards held, its move times."""
    if "error" in result:
        return f"error: {result['error']}"
    low, high = result["interval"]
    held = ", ".join(f"{k} {v}" for k, v in sorted(result["held"].items()))
    times = result["move_ms"]
    lead = f"lead {result['lead']:+.1f}  " if result.get("lead") is not None else ""
    return (f"{result['wins']}/{result['games']} = {100 * result['rate']:.0f}% "
            f"[{100 * low:.0f}, {100 * high:.0f}]  {lead}held: {held}  "
            f"move ms p50 {times['p50']:.0f}, p95 {times['p95']:.0f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python bench/ladder.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--first", type=int, default=0, metavar="I",
                        help="start at the seed's game I (a long ladder in parts)")
    parser.add_argument("--jobs", type=int, default=1, metavar="N",
                        help="simulators run side by side, each a share of the games")
    parser.add_argument("--maps", default=",".join(MAPS))
    parser.add_argument("--pairs", default=",".join(PAIRS),
                        help="upper:lower pairings, comma-separated")
    parser.add_argument("--players", type=int, default=2,
                        help="seats: the upper level in one, the lower in the others")
    parser.add_argument("--think", type=float, default=1000.0, metavar="MS")
    parser.add_argument("--cpu", action="store_true")
    parser.add_argument("--worlds", type=int, default=None, metavar="N")
    parser.add_argument("--against", type=Path, default=None, metavar="DIR",
                        help="an older checkout to run side by side")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    pairs = [tuple(p.split(":")) for p in args.pairs.split(",") if p]
    if any(len(p) != 2 for p in pairs):
        print("pairs are written upper:lower, e.g. hard:normal", file=sys.stderr)
        return 2
    if args.against is not None and not (args.against / "engine").is_dir():
        print(f"{args.against} is not a checkout of this project", file=sys.stderr)
        return 2
    rows = []
    for game in [m for m in args.maps.split(",") if m]:
        for upper, lower in pairs:
            row = {"map": game, "pair": f"{upper} v {lower}",
                   "new": run_pair(ROOT, game, upper, lower, args)}
            if args.against is not None:
                row["old"] = run_pair(args.against.resolve(), game, upper, lower, args)
                row["paired"] = paired(row["new"], row["old"])
            rows.append(row)
            if not args.json:
                print(f"{game:9} {row['pair']:17} new {line(row['new'])}"
                      + (f"\n{'':27} old {line(row['old'])}" if "old" in row else "")
                      + (f"\n{'':27} lead gain game by game {row['paired']['gain']:+.2f} "
                         f"+- {row['paired']['error']:.2f} over {row['paired']['games']}"
                         if row.get("paired") else ""), flush=True)
    if args.json:
        print(json.dumps({"games": args.games, "seed": args.seed, "first": args.first,
                          "players": args.players, "rows": rows}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
