"""A tournament's tables and standings, as pure functions: who sits together each round
(Swiss by standings, avoiding rematches; or round robin, everyone meeting everyone), the
points of each finished table, and the standings with their tie-breaks.

The rule (also in `/ttr help tournament`):
- a table gives each tournament player one point for every seat that finished below
  them (computer seats included; a table not played to its end gives nothing);
- standings are ordered by points, then Buchholz (the sum of the points of every
  tournament player met, once per meeting), then median Buchholz (the same without the
  highest and the lowest of those, when there are three or more), then the total of the
  player's game scores.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

#: a round's tables: each the tournament players (their keys) seated at it
Tables = list[list[str]]


@dataclass(frozen=True)
class TableResult:
    """A finished table: each tournament player's points and game score there."""

    points: Mapping[str, int]
    scores: Mapping[str, int]


@dataclass(frozen=True)
class Standing:
    """A player's line in the standings."""

    player: str
    points: int
    buchholz: int
    median: int
    score: int
    played: int


def table_sizes(players: int, size: int) -> list[int]:
    """How many tournament players sit at each table: as few tables as seat everyone at
    tables of `size`, shared out as evenly as possible (computer seats fill the rest)."""
    tables = max(1, math.ceil(players / size))
    base, extra = divmod(players, tables)
    return [base + 1 if i < extra else base for i in range(tables)]


def meetings(rounds: Sequence[Tables]) -> Counter[frozenset[str]]:
    """How often each pair of players has sat at one table."""
    met: Counter[frozenset[str]] = Counter()
    for tables in rounds:
        for table in tables:
            met.update(frozenset(p) for p in combinations(table, 2))
    return met


def pair(order: Sequence[str], size: int, met: Counter[frozenset[str]]) -> Tables:
    """Tables for the players in `order` (the best first): each table takes the first
    player not yet seated, then, one by one, the next in order who has met those already
    at the table least often; a rematch happens only where every choice left is one."""
    left = list(order)
    tables: Tables = []
    for want in table_sizes(len(order), size):
        table = [left.pop(0)]
        while len(table) < want:
            best = min(range(len(left)),
                       key=lambda i: (sum(met[frozenset((left[i], p))] for p in table), i))
            table.append(left.pop(best))
        tables.append(table)
    return tables


def round_robin(players: Sequence[str], size: int, most: int) -> list[Tables]:
    """A round robin: rounds in a fixed order until every pair has met (at most `most`
    rounds); two-player tables by the circle method, larger ones by least meetings."""
    if size == 2:
        ring = list(players) + ([""] if len(players) % 2 else [])
        rounds: list[Tables] = []
        for _ in range(min(len(ring) - 1, most)):
            rounds.append([[x for x in (ring[i], ring[-1 - i]) if x]
                           for i in range(len(ring) // 2)])
            ring = [ring[0], ring[-1], *ring[1:-1]]
        return rounds
    everyone = {frozenset(p) for p in combinations(players, 2)}
    rounds = []
    while len(rounds) < most and not everyone <= set(meetings(rounds)):
        met = meetings(rounds)
        start = len(rounds) % max(1, len(players))
        order = list(players[start:]) + list(players[:start])
        rounds.append(pair(order, size, met))
    return rounds


def standings(players: Sequence[str], rounds: Sequence[Tables],
              results: Sequence[Sequence[TableResult | None]]) -> list[Standing]:
    """The standings after the rounds given (`results[r][t]`: table t of round r, None
    while it is not finished), best first (ties broken as the module says, then by the
    order of `players`)."""
    points: Counter[str] = Counter()
    scores: Counter[str] = Counter()
    played: Counter[str] = Counter()
    opponents: dict[str, list[str]] = {p: [] for p in players}
    for tables, done in zip(rounds, results, strict=False):
        for table, result in zip(tables, done, strict=False):
            if result is None:
                continue
            for p in table:
                points[p] += result.points.get(p, 0)
                scores[p] += result.scores.get(p, 0)
                played[p] += 1
                opponents[p] += [q for q in table if q != p]
    out = []
    for p in players:
        met = sorted(points[q] for q in opponents[p])
        median = sum(met[1:-1]) if len(met) >= 3 else sum(met)
        out.append(Standing(p, points[p], sum(met), median, scores[p], played[p]))
    rank = {p: i for i, p in enumerate(players)}
    return sorted(out, key=lambda s: (-s.points, -s.buchholz, -s.median, -s.score,
                                      rank[s.player]))


def swiss_round(players: Sequence[str], size: int, rounds: Sequence[Tables],
                results: Sequence[Sequence[TableResult | None]]) -> Tables:
    """The next Swiss round's tables: players by their standings, seated by `pair`."""
    order = [s.player for s in standings(players, rounds, results)]
    return pair(order, size, meetings(rounds))
