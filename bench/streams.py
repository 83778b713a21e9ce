"""How much per-seat draw streams steady `hard`'s comparisons (`engine.bots.draw_streams`).

    python bench/streams.py [--map GAME] [--positions N] [--worlds W]

On the positions of `bench/worlds.py` (seeded 2-player games of `normal`), `normal`'s
first three moves are each played out in the same W sampled worlds (as `hard` samples
them) twice: once with the decks as dealt, once cut into per-seat streams. For each
move after the first, the standard deviation of its world-by-world difference from the
first is taken; the root mean square of those is printed for both, with the ratio of
the variances (one deck / streams: above 1, the streams tell moves apart as well as
that many times the worlds would in one deck).
Fixed worlds, no clock: the same numbers every run.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve()
sys.path[:0] = [str(HERE.parents[1]), str(HERE.parent)]

from worlds import positions  # noqa: E402

#: moves of `normal`'s list compared
MOVES = 3


def spreads(game_name: str, count: int, worlds: int) -> dict[str, list[float]]:
    """Per position and move, the spread of its difference from `normal`'s first move,
    in one deck ("one_deck") and in streams ("streams")."""
    from engine import GAMES
    from engine.bots.draw_streams import cut
    from engine.bots.search import play_out

    rules = GAMES[game_name]
    out: dict[str, list[float]] = {"one_deck": [], "streams": []}
    for state, seat in positions(game_name, count):
        hard = rules.bot("hard", worlds=1)
        view = rules.private_view(state, seat)
        moves, sample, lead = _searched(game_name, hard, view, rules.legal(state, seat))
        if len(moves) < 2:
            continue
        for name, prepare in (("one_deck", lambda w: w), ("streams", cut)):
            rows = []
            for w in range(worlds):
                world = prepare(sample(w))
                row = []
                for action in moves:
                    trial = rules.clone(world)
                    finished = play_out(rules, trial, seat, action, hard.normal,
                                        lambda turns, made: turns >= 400)
                    row.append(lead(trial) if finished else 0.0)
                rows.append(row)
            out[name] += [statistics.stdev(r[j] - r[0] for r in rows)
                          for j in range(1, len(moves))]
    return out


def _searched(game_name: str, hard: object, view: object, legal: list) -> tuple:
    """`normal`'s first moves, the worlds as the game's `hard` deals them (one deck) and
    the lead of a finished world."""
    if game_name == "cardgame":
        from engine.cardgame.bots.hard import dealt, lead

        return (hard.normal.ranked(view, legal)[:MOVES], lambda w: dealt(view, 0, w),
                lambda world: lead(world, view.seat))
    from engine.bots.hard import lead, sampled_world
    from engine.bots.inference import ticket_beliefs
    from engine.bots.planning import map_and_rules

    game_map, rules = map_and_rules(view)
    moves = hard.normal.ranked(hard.normal.read(view, game_map, rules), legal)[:MOVES]
    beliefs = ticket_beliefs(view, game_map)
    return (moves, lambda w: sampled_world(view, beliefs, 0, w),
            lambda world: lead(world, view.seat, hard.normal))


def rms(values: list[float]) -> float:
    return math.sqrt(statistics.mean(v * v for v in values)) if values else 0.0


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--map", default="nordic", help="usa, europe, nordic or cardgame")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--worlds", type=int, default=16)
    args = parser.parse_args(argv)
    found = spreads(args.map, args.positions, args.worlds)
    one, streams = rms(found["one_deck"]), rms(found["streams"])
    print(json.dumps({"map": args.map, "moves_compared": len(found["one_deck"]),
                      "one_deck": round(one, 2), "streams": round(streams, 2),
                      "variance_ratio": round(one * one / (streams * streams), 2)
                      if streams else None}))


if __name__ == "__main__":
    main()
