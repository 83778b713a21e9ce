"""How many sampled worlds `hard` searches a move in its think time (1 s by default).

    python bench/worlds.py [--map GAME] [--positions N] [--think MS] [--against DIR]

The positions: seeded 2-player games (USA unless `--map` names another game) played by
`normal` on both seats, a position every few turns of each game where the seat to move
is choosing its turn (not a second card, a tunnel or tickets). On each, `hard` decides
with the think time counted in the CPU time of the measuring process (what other
programs on a busy machine take does not count). Moves where the search did not run
(one candidate) are left out.

Prints one JSON object: `moves` searched, `worlds_per_move_mean` and `_p50`, the moves
that used their whole think time (`full_time_moves`: the others stopped early, the
answer settled) and their mean worlds (`worlds_per_full_time_move`), and
`worlds_per_cpu_second` (every world over every search's CPU time). With `--against
DIR` (another checkout, e.g. the previous main in a `git worktree`), each checkout is
measured in its own process, alternating, and the object holds "new", "old" and "ratio"
(new ÷ old: above 1 searches more).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve()
ROOT = Path(os.environ.get("TTR_BENCH_ROOT", HERE.parents[1]))
sys.path.insert(0, str(ROOT))

from checkout import measured_in  # noqa: E402

#: turns between two positions of a game, and the first
EVERY, FIRST = 6, 8


def positions(game_name: str, count: int) -> list:
    """`count` positions (state, seat) of seeded games between two `normal` players."""
    from engine import GAMES
    from engine.rng import RandomStream

    rules = GAMES[game_name]
    normal = rules.bot("normal")
    found: list = []
    game = 0
    while len(found) < count:
        state = rules.new(["A", "B"], f"worlds:{game}")
        moves = 0
        next_turn = FIRST
        while (seat := rules.to_act(state)) is not None and len(found) < count:
            if (state.turn >= next_turn and state.phase == "playing"
                    and not state.drawn_this_turn
                    and getattr(state, "pending_tunnel", None) is None):
                found.append((rules.clone(state), seat))
                next_turn = state.turn + EVERY
            action = normal.choose(rules.bot_view(state, seat), rules.legal(state, seat),
                                   RandomStream(f"worlds:{game}", moves))
            rules.apply(state, seat, action)
            moves += 1
        game += 1
    return found


def measure(game_name: str, count: int, think_ms: float) -> dict:
    """`hard` deciding on every position; its worlds and CPU time."""
    from engine import GAMES
    from engine.rng import RandomStream

    rules = GAMES[game_name]
    worlds: list[int] = []
    full: list[int] = []
    spent = 0.0
    for i, (state, seat) in enumerate(positions(game_name, count)):
        hard = rules.bot("hard", think_ms=think_ms, clock=time.process_time)
        searches = _recorded(hard)
        start = time.process_time()
        hard.choose(rules.private_view(state, seat), rules.legal(state, seat),
                    RandomStream("worlds:hard", i))
        took = time.process_time() - start
        searched = sum(searches)
        if not searched:
            continue
        worlds.append(searched)
        spent += took
        if took * 1000 >= think_ms:
            full.append(searched)
    return {"moves": len(worlds),
            "worlds_per_move_mean": round(statistics.mean(worlds), 1) if worlds else 0,
            "worlds_per_move_p50": statistics.median(worlds) if worlds else 0,
            "full_time_moves": len(full),
            "worlds_per_full_time_move": round(statistics.mean(full), 1) if full else 0,
            "worlds_per_cpu_second": round(sum(worlds) / spent, 1) if spent else 0}


def _recorded(bot: object) -> list[int]:
    """The worlds of every search `bot` makes from now on (its module's `best_move`
    wrapped to note them: every game's `hard` searches with it, and an older checkout's
    bot need not report its worlds itself)."""
    module = sys.modules[type(bot).__module__]
    searches: list[int] = []
    search = getattr(module.best_move, "__wrapped__", module.best_move)

    def recording(*args: object, **kwargs: object) -> object:
        found = search(*args, **kwargs)
        searches.append(found.worlds)
        return found

    recording.__wrapped__ = search  # type: ignore[attr-defined]
    module.best_move = recording
    return searches


def in_process(root: Path, args: argparse.Namespace) -> dict:
    """The benchmark in a fresh process importing the checkout at `root`."""
    return measured_in(root, HERE, ["--map", args.map, "--positions", str(args.positions),
                                    "--think", str(args.think)])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--map", default="usa", help="usa, europe, nordic or cardgame")
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--think", type=float, default=1000.0, metavar="MS")
    parser.add_argument("--against", type=Path, help="another checkout to measure too")
    args = parser.parse_args()
    if args.against is None:
        print(json.dumps(measure(args.map, args.positions, args.think)))
        return
    new = in_process(HERE.parents[1], args)
    old = in_process(args.against.resolve(), args)
    ratio = {k: round(new[k] / old[k], 2) for k in new
             if k.startswith("worlds") and new[k] and old.get(k)}
    print(json.dumps({"new": new, "old": old, "ratio": ratio}))


if __name__ == "__main__":
    main()
