"""Render benchmark: board, hand and final pictures of seeded simulated games.

    python bench/render.py [--games 2] [--every 8]

Prints one JSON object: per picture kind and map (and the Card Game's table and hand),
p50/p95 render time in ms (PNG bytes included), the largest PNG in bytes, and the
picture dimensions; plus the one-off cost of drawing each map's static layer.
Budgets: board and hand p95 < 120 ms, board PNG < 250 KB; every posted picture 1650x1050
(the desktop box's shape, three times its size).
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

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
from render.layout import map_area  # noqa: E402
from render.simulated import S, game_turns  # noqa: E402
from render.timing import percentile, timed  # noqa: E402


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
    args = parser.parse_args()
    result: dict = {"static_board_once_ms": {}}
    for game in BOARD_MAPS:
        _, ms = timed(lambda g=game: static_board(g, *map_area(g)))
        result["static_board_once_ms"][game] = round(ms, 1)
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
    print(json.dumps(result))


if __name__ == "__main__":
    main()
