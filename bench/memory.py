"""Memory per active game: what 1,000 board games in the middle of play take, held as the
bot holds them (each loaded from its saved JSON), and once each has listed its legal
actions (with the memos the engine keeps beside a state).

    python bench/memory.py [--games N] [--against DIR]

The games: seeded random games of every map and player count in turn, stopped after 40
to 120 moves. Prints one JSON object: `json_bytes_per_game` (the saved text),
`loaded_bytes_per_game` and `listed_bytes_per_game` (Python's allocations, measured by
tracemalloc, divided by the number of games). With `--against DIR` (another checkout,
e.g. the previous main in a `git worktree`), each checkout is measured in its own process
and the object holds "new", "old" and "ratio" (new ÷ old: below 1 takes less).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tracemalloc
from pathlib import Path

HERE = Path(__file__).resolve()
ROOT = Path(os.environ.get("TTR_BENCH_ROOT", HERE.parents[1]))
sys.path.insert(0, str(ROOT))

from checkout import measured_in  # noqa: E402

#: (game, players) played in turn
TABLES = [("usa", 2), ("usa", 3), ("usa", 4), ("usa", 5), ("europe", 2), ("europe", 3),
          ("europe", 4), ("europe", 5), ("nordic", 2), ("nordic", 3)]


def saved_games(count: int) -> list[tuple[str, str]]:
    """(game, saved JSON) of `count` games in the middle of play."""
    from engine import GAMES
    from engine.rng import RandomStream

    out = []
    for i in range(count):
        game, players = TABLES[i % len(TABLES)]
        rules = GAMES[game]
        bot = rules.bot("random")
        state = rules.new([f"P{k}" for k in range(players)], f"memory:{i}")
        for step in range(40 + i % 81):
            seat = rules.to_act(state)
            if seat is None:
                break
            rules.apply(state, seat, bot.choose(rules.bot_view(state, seat),
                                                rules.legal(state, seat),
                                                RandomStream(f"memory:{i}", step)))
        out.append((game, rules.dump(state)))
    return out


def measure(count: int) -> dict:
    from engine import GAMES

    saved = saved_games(count)
    for game in {g for g, _ in saved}:  # whatever is made once per game: made before
        rules = GAMES[game]
        state = rules.load(saved[[g for g, _ in saved].index(game)][1])
        rules.legal(state, rules.to_act(state) or 0)
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    states = [GAMES[game].load(text) for game, text in saved]
    loaded = tracemalloc.get_traced_memory()[0] - base
    for state in states:
        seat = GAMES[state.game].to_act(state)
        if seat is not None:
            GAMES[state.game].legal(state, seat)
    listed = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    return {"games": count,
            "json_bytes_per_game": round(sum(len(t) for _, t in saved) / count),
            "loaded_bytes_per_game": round(loaded / count),
            "listed_bytes_per_game": round(listed / count)}


def in_process(root: Path, games: int) -> dict:
    """The benchmark in a fresh process importing the checkout at `root`."""
    return measured_in(root, HERE, ["--games", str(games)])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--against", type=Path, help="another checkout to measure too")
    args = parser.parse_args()
    if args.against is None:
        print(json.dumps(measure(args.games)))
        return
    new = in_process(HERE.parents[1], args.games)
    old = in_process(args.against.resolve(), args.games)
    ratio = {k: round(new[k] / old[k], 2) for k in new if k.endswith("per_game") and old[k]}
    print(json.dumps({"new": new, "old": old, "ratio": ratio}))


if __name__ == "__main__":
    main()
