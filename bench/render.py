"""Render benchmark: board, hand and final pictures of seeded simulated games.

    python bench/render.py [--games 2] [--every 8] [--clock cpu] [--against DIR]

Prints one JSON object: per picture kind and map (and the Card Game's table and hand),
p50/p95 render time in ms (PNG bytes included), the largest PNG in bytes, and the
picture dimensions; plus the one-off costs of drawing each map's static layer and of
choosing its hands' palette (both made as the bot's picture workers start), and
(`hand_log/<map>`) what the bot adds to each hand picture from the game's log: the
tickets' needs at the seat's previous turn, asked after every move of a game as the bot
asks them. Times are wall-clock, or with `--clock cpu` the CPU time of this process.
With `--against DIR` (another checkout, e.g. the previous main in a `git worktree`),
both checkouts are measured, each in its own process, and the object holds "new", "old"
and "ratio" (old ÷ new of every time: above 1 is faster).
Budgets: board and hand p95 < 120 ms, board PNG < 250 KB; every posted picture 1650x1050
(the desktop box's shape, three times its size).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve()
ROOT = Path(os.environ.get("TTR_BENCH_ROOT", HERE.parents[1]))
sys.path.insert(0, str(ROOT))

from checkout import measured_in  # noqa: E402
from PIL import Image  # noqa: E402

from engine import cardgame as cg  # noqa: E402
from engine import private_view, public_view  # noqa: E402
from engine.maps import BOARD_MAPS  # noqa: E402
from render import (  # noqa: E402
    render_board,
    render_cardgame_hand,
    render_cardgame_table,
    render_final,
    render_hand,
)
from render.board_static import static_board  # noqa: E402

try:  # what the bot's picture workers make as they start, measured apart like the map
    from render.hand_png import hand_palette
except ImportError:  # a checkout that chooses each hand's colours as it draws it
    hand_palette = None
from render.layout import map_area  # noqa: E402
from render.simulated import S, game_turns  # noqa: E402
from render.timing import percentile  # noqa: E402

#: the clock every time is read from (see --clock)
CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}
clock = CLOCKS["wall"]


def timed(fn):  # type: ignore[no-untyped-def]
    """Call fn; its result and how long it took in milliseconds, by `clock`."""
    start = clock()
    result = fn()
    return result, (clock() - start) * 1000


def hand_log(game: str, seed: int) -> list[float]:
    """Milliseconds of the hand picture's log work after each move of a seeded game, for
    the seat that moves next (as the bot draws that seat's hand then)."""
    from bot.kinds.board.history import Origin, needed_before
    from engine import GAMES
    from engine.rng import RandomStream

    rules = GAMES[game]
    state = rules.new(["Anna", "Bořek", "Zsófia"], seed)
    bot, moves, times = rules.bot("greedy"), [], []
    origin = Origin.of(state)
    while (seat := rules.to_act(state)) is not None:
        action = bot.choose(rules.private_view(state, seat), rules.legal(state, seat),
                            RandomStream(f"{seed}:log", len(moves)))
        moves.append((seat, rules.describe(state, action)))
        rules.apply(state, seat, action)
        log, nxt = list(moves), rules.to_act(state) or 0
        times.append(timed(lambda log=log, nxt=nxt: needed_before(origin, log, nxt))[1])
    return times


def every(turns: Iterator[S], step: int) -> list[S]:
    """Every `step`-th turn of a game, and its end."""
    states = list(turns)
    return [s for s in states[:-1] if s.turn % step == 0] + [states[-1]]


def measure(kind: str, render, views) -> dict:  # type: ignore[no-untyped-def]
    times, sizes, dims = [], [], set()
    for view in views:
        data, ms = timed(lambda v=view: render(v))
        times.append(ms)
        sizes.append(len(data))
        dims.add(Image.open(io.BytesIO(data)).size)
    return {"count": len(times), "p50_ms": round(percentile(times, 50), 1),
            "p95_ms": round(percentile(times, 95), 1), "max_ms": round(max(times), 1),
            "png_max_bytes": max(sizes), "png_p50_bytes": int(percentile(sizes, 50)),
            "sizes": sorted(f"{w}x{h}" for w, h in dims)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--every", type=int, default=8)
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall",
                        help="wall-clock time, or the CPU time of the measuring process")
    parser.add_argument("--against", type=Path, help="another checkout to measure too")
    args = parser.parse_args()
    global clock
    clock = CLOCKS[args.clock]
    if args.against is not None:
        compare(args)
        return
    print(json.dumps(measure_all(args)))


def in_process(root: Path, args: argparse.Namespace) -> dict:
    """The whole benchmark in a fresh process importing the checkout at `root`."""
    return measured_in(root, HERE, ["--games", str(args.games), "--every", str(args.every),
                                    "--clock", args.clock])


def compare(args: argparse.Namespace) -> None:
    """Both checkouts measured, and old ÷ new of every time in ms."""
    old = in_process(args.against.resolve(), args)
    new = in_process(HERE.parents[1], args)
    ratio = {f"{kind}.{key}": round(old[kind][key] / new[kind][key], 2)
             for kind in new if isinstance(new[kind], dict) and kind in old
             for key in ("p50_ms", "p95_ms", "max_ms")
             if new[kind].get(key) and old[kind].get(key)}
    print(json.dumps({"new": new, "old": old, "ratio": ratio}))


def measure_all(args: argparse.Namespace) -> dict:
    result: dict = {"static_board_once_ms": {}}
    for game in BOARD_MAPS:
        _, ms = timed(lambda g=game: static_board(g, *map_area(g)))
        result["static_board_once_ms"][game] = round(ms, 1)
        if hand_palette is not None:
            _, ms = timed(lambda g=game: hand_palette(g))
            result.setdefault("hand_palette_once_ms", {})[game] = round(ms, 1)
        states = [s for seed in range(args.games)
                  for s in every(game_turns(game, seed), args.every)]
        pubs = [public_view(s) for s in states]
        render_board(pubs[0])  # first paint of the panel's legend and card sprites
        result[f"board/{game}"] = measure("board", render_board, pubs)
        result[f"hand/{game}"] = measure("hand", render_hand,
                                         [private_view(s, s.current) for s in states])
        result[f"final/{game}"] = measure("final", render_final,
                                          [p for p in pubs if p.final is not None])
    card_states = [s for seed in range(args.games)
                   for s in every(game_turns("cardgame", seed), args.every)]
    result["cardgame_table"] = measure("table", render_cardgame_table,
                                       [cg.public_view(s) for s in card_states])
    result["cardgame_hand"] = measure("hand", render_cardgame_hand,
                                      [cg.private_view(s, s.current) for s in card_states])
    boards = [v for k, v in result.items() if k.startswith("board/")]
    result["board_p95_ms_worst"] = max(b["p95_ms"] for b in boards)
    result["board_png_max_bytes"] = max(b["png_max_bytes"] for b in boards)
    for game in BOARD_MAPS:
        times = [t for seed in range(args.games) for t in hand_log(game, seed)]
        result[f"hand_log/{game}"] = {
            "count": len(times), "p50_ms": round(percentile(times, 50), 2),
            "p95_ms": round(percentile(times, 95), 2), "max_ms": round(max(times), 2)}
    return result


if __name__ == "__main__":
    main()
