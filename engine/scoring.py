"""End-of-game scoring for the board games: tickets, stations, bonuses, ranking."""

from __future__ import annotations

from itertools import product

from pydantic import BaseModel, Field

from .longest_path import longest_path
from .maps import GameMap
from .network import city_groups, joined
from .rules import RuleSet


class PlayerScore(BaseModel):
    """One player's final tally (the names follow `python -m engine.score`)."""

    name: str
    route_points: int
    tickets_completed: list[int] = Field(default_factory=list)
    tickets_failed: list[int] = Field(default_factory=list)
    ticket_points: int = 0
    stations_left: int = 0
    station_points: int = 0
    #: per station city, the opponent track it borrows (None: none useful)
    borrowed: dict[str, int | None] = Field(default_factory=dict)
    longest_route: int = 0
    longest_tracks: list[int] = Field(default_factory=list)
    longest_bonus: int = 0
    globetrotter_bonus: int = 0
    total: int = 0


class Holding(BaseModel):
    """What scoring needs of one player."""

    name: str
    tracks: list[int]
    tickets: list[int]
    station_cities: list[str] = Field(default_factory=list)
    stations_left: int = 0


def ticket_result(game_map: GameMap, tracks: list[int], tickets: list[int]
                  ) -> tuple[list[int], list[int], int]:
    """Completed and failed tickets and their points over a set of tracks."""
    groups = city_groups(game_map, tracks)
    done, failed, points = [], [], 0
    for i in tickets:
        t = game_map.tickets[i]
        if joined(groups, t.a, t.b):
            done.append(i)
            points += t.points
        else:
            failed.append(i)
            points -= t.points
    return done, failed, points


def best_borrowing(game_map: GameMap, owners: dict[int, int], seat: int, holding: Holding
                   ) -> tuple[dict[str, int | None], list[int], list[int], int]:
    """Each station borrows one opponent track into its city; the choice that scores the
    owner's tickets best (one track per station for all its tickets)."""
    options: list[list[int | None]] = []
    for city in holding.station_cities:
        seen_pairs: set[tuple[str, str]] = set()
        choices: list[int | None] = [None]
        for t in game_map.tracks_at[city]:
            owner = owners.get(t)
            if owner is None or owner == seat or game_map.routes[t].pair in seen_pairs:
                continue
            seen_pairs.add(game_map.routes[t].pair)
            choices.append(t)
        options.append(choices)
    best = None
    for combo in product(*options):
        extra = [t for t in combo if t is not None]
        done, failed, points = ticket_result(game_map, holding.tracks + extra, holding.tickets)
        key = (points, -len(extra))
        if best is None or key > best[0]:
            best = (key, combo, done, failed, points)
    assert best is not None
    _, combo, done, failed, points = best
    return dict(zip(holding.station_cities, combo, strict=True)), done, failed, points


def score_players(rules: RuleSet, game_map: GameMap, holdings: list[Holding],
                  trails: bool = True) -> list[PlayerScore]:
    """Final scores of every player (route points recomputed from the tracks). With
    `trails` False, for the totals only: the longest route is worked out only where
    the rules give a bonus for it (it is the slowest part of a score)."""
    owners = {t: seat for seat, h in enumerate(holdings) for t in h.tracks}
    scores = []
    trail = trails or rules.longest_path_bonus > 0
    for seat, h in enumerate(holdings):
        borrowed, done, failed, tpoints = best_borrowing(game_map, owners, seat, h)
        length, path = longest_path(game_map, h.tracks) if trail else (0, [])
        scores.append(PlayerScore(
            name=h.name,
            route_points=sum(rules.route_points[game_map.routes[t].length] for t in h.tracks),
            tickets_completed=done, tickets_failed=failed, ticket_points=tpoints,
            stations_left=h.stations_left, station_points=h.stations_left * rules.station_points,
            borrowed=borrowed, longest_route=length, longest_tracks=path,
        ))
    if rules.longest_path_bonus:
        top = max(s.longest_route for s in scores)
        for s in scores:
            if top > 0 and s.longest_route == top:
                s.longest_bonus = rules.longest_path_bonus
    if rules.globetrotter_bonus:
        top = max(len(s.tickets_completed) for s in scores)
        for s in scores:
            if top > 0 and len(s.tickets_completed) == top:
                s.globetrotter_bonus = rules.globetrotter_bonus
    for s in scores:
        s.total = (s.route_points + s.ticket_points + s.station_points + s.longest_bonus
                   + s.globetrotter_bonus)
    return scores


def ranking(rules: RuleSet, scores: list[PlayerScore], holdings: list[Holding]) -> list[int]:
    """Seats from first to last by points, then the rule set's tie-breakers."""
    def key(seat: int) -> tuple[int, ...]:
        s = scores[seat]
        parts = [s.total]
        for rule in rules.tie_breakers:
            if rule == "tickets_completed":
                parts.append(len(s.tickets_completed))
            elif rule == "fewest_stations_built":
                parts.append(-len(holdings[seat].station_cities))
            elif rule == "longest_path_holder":
                parts.append(1 if s.longest_bonus else 0)
            elif rule == "longest_path":
                parts.append(s.longest_route)
        return tuple(parts)

    return sorted(range(len(scores)), key=key, reverse=True)
