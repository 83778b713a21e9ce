"""`python -m render demo --out DIR`: every picture of every game at the start, middle and
end of seeded simulated games, saved as GAME-PICTURE-STAGE.png; the last line printed is
one JSON object of render times per picture kind."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path

from engine import cardgame as cg
from engine import private_view, public_view
from engine.maps import BOARD_MAPS

from .board_png import render_board
from .board_static import static_board
from .cardgame import render_cardgame_table
from .cardgame_hand import render_cardgame_hand
from .final import render_final
from .hand_png import render_hand
from .layout import map_area
from .simulated import STAGES, game_turns, score_race, stages
from .timing import summary, timed


def _save(out: Path, name: str, render: Callable[[], bytes], times: dict[str, list[float]],
          kind: str) -> None:
    """Render, save, and time it twice: `KIND_first` includes drawing the sprites of
    pieces not seen before (a game moves one piece per turn; the demo jumps many turns),
    `KIND` is the render of a position whose pieces are drawn, as on most moves."""
    data, ms = timed(render)
    times.setdefault(f"{kind}_first", []).append(ms)
    _, ms = timed(render)
    times.setdefault(kind, []).append(ms)
    (out / name).write_bytes(data)


def board_game_pictures(out: Path, seed: int, times: dict[str, list[float]]) -> list[str]:
    """Board, hand and final pictures of the three board games; the file names written."""
    names = []
    for game in BOARD_MAPS:
        _, ms = timed(lambda g=game: static_board(g, *map_area(g)))
        times.setdefault("static_board_once", []).append(ms)
        states = list(game_turns(game, seed))
        race = score_race(states)
        played = stages(iter(states))
        for stage in STAGES:
            state = played[stage]
            pub = public_view(state)
            mine = private_view(state, state.current)
            for kind, render in (("board", lambda v=pub: render_board(v)),
                                 ("hand", lambda v=mine: render_hand(v))):
                name = f"{game}-{kind}-{stage}.png"
                _save(out, name, render, times, kind)
                names.append(name)
            if pub.final is not None:
                name = f"{game}-final-{stage}.png"
                _save(out, name, lambda v=pub, r=race: render_final(v, race=r), times, "final")
                names.append(name)
    return names


def cardgame_pictures(out: Path, seed: int, times: dict[str, list[float]]) -> list[str]:
    """Table and hand pictures of the Card Game; the file names written."""
    names = []
    played = stages(game_turns("cardgame", seed))
    for stage in STAGES:
        state = played[stage]
        for kind, render in (
                ("table", lambda s=state: render_cardgame_table(cg.public_view(s))),
                ("hand", lambda s=state: render_cardgame_hand(cg.private_view(s, s.current)))):
            name = f"cardgame-{kind}-{stage}.png"
            _save(out, name, render, times, f"cardgame_{kind}")
            names.append(name)
    return names


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m render")
    sub = parser.add_subparsers(dest="command", required=True)
    demo = sub.add_parser("demo", help="render every picture of seeded simulated games")
    demo.add_argument("--out", required=True, type=Path, help="folder for the PNG files")
    demo.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    times: dict[str, list[float]] = {}
    names = board_game_pictures(args.out, args.seed, times)
    names += cardgame_pictures(args.out, args.seed, times)
    for name in names:
        print(args.out / name)
    print(json.dumps(summary(times)))
    return 0
