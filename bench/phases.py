"""Where `hard`'s strength comes from: `hard` searching only in some phases of the game
(the others take `normal`'s move) against `normal` in every other seat, on seeds fixed
before the run, seats turning every game as the simulator turns them.

    python bench/phases.py --map nordic --phases keep,ending [--games N] [--seed S]
                           [--players N] [--think MS [--cpu] | --worlds N]
                           [--paired-with OLD.json] [--json]

The phases are those of `engine.bots.hard.search_phase`: `keep` (which tickets to
keep), `mid` (the game before the end), `ending` (near the end); `--phases none` is
`normal` against `normal`. Games searched only near the end are the same game up to
the end whatever the search does there, so two runs on the same seeds compare closely:
`--paired-with` takes another run's `--json` output and adds the game-by-game
difference of the final leads, with its standard error, and how many games changed
winner. Prints the wins with a 95% Wilson interval, the mean final lead (the searching
seat's score minus the best other's) with its standard error, the tickets it completed
and the cards it still held.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve()
sys.path.insert(0, str(HERE.parents[1]))

from bench.ladder import wilson  # noqa: E402
from engine.actions import Action  # noqa: E402
from engine.bots import get_bot  # noqa: E402
from engine.bots.hard import Choice, HardBot, search_phase  # noqa: E402
from engine.game import map_of, rules_of  # noqa: E402
from engine.rng import RandomStream  # noqa: E402
from engine.scoring import score_players  # noqa: E402
from engine.simulate import play_game, think_clock  # noqa: E402
from engine.views import PrivateView, holdings  # noqa: E402

PHASES = ("keep", "mid", "ending")


class PhaseBot(HardBot):
    """`hard` in the phases named, `normal` in the rest."""

    def __init__(self, phases: set[str], **search: object) -> None:
        super().__init__(**search)  # type: ignore[arg-type]
        self.phases = phases

    def decide(self, view: PrivateView, legal: list[Action], rng: RandomStream) -> Choice:
        if search_phase(view, legal, self.normal) in self.phases:
            return super().decide(view, legal, rng)
        return Choice(self.normal.choose(view, legal, rng), "plan")


def measure(game: str, phases: set[str], games: int, seed: int, players: int,
            think_ms: float, cpu: bool, worlds: int | None) -> dict:
    """The searching seat's results over `games` games (seeds `seed:0`, `seed:1`, ...)."""
    leads, completed, held = [], [], []
    for i in range(games):
        searcher = PhaseBot(phases, think_ms=think_ms, worlds=worlds,
                            clock=None if worlds else think_clock(cpu))
        seat = i % players
        bots = [searcher if s == seat else get_bot("normal") for s in range(players)]
        state = play_game(game, bots, f"{seed}:{i}").state
        scores = score_players(rules_of(state), map_of(state), holdings(state))
        leads.append(scores[seat].total - max(s.total for j, s in enumerate(scores)
                                               if j != seat))
        completed.append(len(scores[seat].tickets_completed))
        held.append(sum(state.players[seat].hand.values()))
    wins = sum(lead > 0 for lead in leads)
    low, high = wilson(wins, games)
    return {"map": game, "phases": sorted(phases), "games": games, "seed": seed,
            "players": players, "wins": wins, "interval": [round(low, 3), round(high, 3)],
            "lead": round(statistics.mean(leads), 2), "lead_se": round(_se(leads), 2),
            "tickets_completed": round(statistics.mean(completed), 2),
            "cards_held": round(statistics.mean(held), 2), "leads": leads}


def paired(new: dict, old: dict) -> dict:
    """The game-by-game difference of two runs' final leads on the same seeds."""
    if (new["map"], new["seed"], new["games"], new["players"]) != \
            (old["map"], old["seed"], old["games"], old["players"]):
        raise ValueError("the runs are not on the same map, seeds and seats")
    gaps = [a - b for a, b in zip(new["leads"], old["leads"], strict=True)]
    return {"lead_gain": round(statistics.mean(gaps), 2), "lead_gain_se": round(_se(gaps), 2),
            "winner_changed": sum((a > 0) != (b > 0)
                                  for a, b in zip(new["leads"], old["leads"], strict=True)),
            "wins_gained": new["wins"] - old["wins"]}


def _se(values: list[int]) -> float:
    """The standard error of the mean (0 for fewer than two values)."""
    return statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python bench/phases.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--map", default="nordic", choices=("usa", "europe", "nordic"))
    parser.add_argument("--phases", default="keep,mid,ending",
                        help="comma-separated: keep, mid, ending, or none")
    parser.add_argument("--games", type=int, default=120)
    parser.add_argument("--seed", type=int, default=700000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--think", type=float, default=300.0, metavar="MS")
    parser.add_argument("--cpu", action="store_true")
    parser.add_argument("--worlds", type=int)
    parser.add_argument("--paired-with", type=Path, metavar="OLD.json")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    phases = {p.strip() for p in args.phases.split(",") if p.strip()} - {"none"}
    if not phases <= set(PHASES):
        parser.error(f"phases are {', '.join(PHASES)} or none")
    out = measure(args.map, phases, args.games, args.seed, args.players, args.think,
                  args.cpu, args.worlds)
    if args.paired_with:
        out["paired"] = paired(out, json.loads(args.paired_with.read_text()))
    if args.json:
        print(json.dumps(out))
        return 0
    low, high = out["interval"]
    print(f"{args.map}, hard searching {args.phases} v normal, {args.games} games from "
          f"seed {args.seed}: won {out['wins']} ({out['wins'] / args.games:.0%} "
          f"[{low:.0%}, {high:.0%}]), lead {out['lead']:+.1f} +- {out['lead_se']:.1f}, "
          f"tickets completed {out['tickets_completed']}, cards held {out['cards_held']}")
    if "paired" in out:
        gain = out["paired"]
        print(f"against the other run: lead {gain['lead_gain']:+.1f} +- "
              f"{gain['lead_gain_se']:.1f} a game, winner changed in "
              f"{gain['winner_changed']}, wins {gain['wins_gained']:+d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
