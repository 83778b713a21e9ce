"""Ratings with OpenSkill (Plackett-Luce), one per server, game and player.

The rule (also in the README):
- a game changes ratings once, when it finishes with at least two seats; an aborted game
  changes nothing and is not in anyone's statistics;
- seats are ranked by the game's final ranking (its tie-breakers applied), except that a
  person who left the game early is ranked below every seat that stayed (several who left
  share the last place): the computer that played on for them does not earn their rating;
- a computer seat is rated as "Computer (level)"; when one level plays several seats of a
  game, each seat is rated in the match and the level takes the mean of their new ratings.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

from ..store.league import Rating

MODEL = PlackettLuce()


@dataclass(frozen=True)
class Entrant:
    """One seat in a rated match."""

    player: str
    place: int
    left_early: bool = False


def ranks(entrants: Sequence[Entrant]) -> list[int]:
    """The rank each seat is rated at: its place, below everyone who stayed if it left."""
    stayed = [e for e in entrants if not e.left_early]
    order = sorted(stayed, key=lambda e: e.place)
    rank = {id(e): i + 1 for i, e in enumerate(order)}
    last = len(stayed) + 1
    return [last if e.left_early else rank[id(e)] for e in entrants]


def rate(entrants: Sequence[Entrant], current: Mapping[str, Rating]) -> list[Rating]:
    """New ratings of every player of a finished match (players without a rating start at
    the model's default)."""
    if len(entrants) < 2:
        return []
    teams = []
    for e in entrants:
        known = current.get(e.player)
        teams.append([MODEL.rating(mu=known.mu, sigma=known.sigma) if known
                      else MODEL.rating()])
    rated = MODEL.rate(teams, ranks=ranks(entrants))
    by_player: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for e, team in zip(entrants, rated, strict=True):
        by_player[e.player].append((team[0].mu, team[0].sigma))
    out = []
    for player, values in by_player.items():
        known = current.get(player)
        out.append(Rating(player=player, mu=sum(v[0] for v in values) / len(values),
                          sigma=sum(v[1] for v in values) / len(values),
                          games=(known.games if known else 0) + 1))
    return out
