"""How far each of a player's tickets is, cached per state and player.

A ticket's status (completed, trains still needed, the tracks of the cheapest gap) changes
only when a track is claimed, yet views are built after every action: the statuses are
kept per state and seat (see `state_cache`), with the claimed tracks they were computed
for, and computed again (a Dijkstra per unfinished ticket) only after the player's own
claim or a claim on the ticket's gap. Stations count as final scoring counts them: a
ticket joined through the tracks the player's stations borrow is completed, and a path may
borrow opponents' tracks with the stations built or still in hand (see `borrowed_paths`);
while a seat has stations to use, any claim or station works its statuses out again.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping

from .borrowed_paths import borrowing_trains_needed
from .game import closed_tracks, map_of
from .legal import station_cities_built
from .maps import GameMap
from .network import city_groups, joined, trains_needed
from .scoring import Holding, best_borrowing
from .state import GameState
from .state_cache import memos

#: (completed, trains needed or None, the unclaimed tracks of the cheapest gap)
Status = tuple[bool, int | None, tuple[int, ...]]


def ticket_paths(state: GameState, seat: int) -> list[tuple[int, Status]]:
    """The seat's tickets in order, each with its status (see `Status`)."""
    player = state.players[seat]
    claims = tuple(state.owners.items())
    own = tuple(player.tracks)
    stations = _stations(state, seat)
    entries = memos(state)
    key = ("ticket_paths", seat)
    entry = entries.get(key)
    if entry is None or entry[0][1:] != (own, stations):
        known: dict[int, Status] = {}
    elif entry[0][0] == claims:
        known = entry[1]
    elif stations is None:
        known = _still_valid(state, entry[0][0], claims, entry[1])
    else:  # an opponent's claim may open a way through a station
        known = {}
    entries[key] = ((claims, own, stations), known)
    missing = [t for t in player.tickets if t not in known]
    if missing:
        known.update(_compute(state, seat, missing, _own_groups(state, seat, own)))
    return [(t, known[t]) for t in player.tickets]


def _stations(state: GameState, seat: int) -> tuple[tuple[str, ...], int, frozenset[str]] | None:
    """What the seat's stations depend on: its station cities, its stations in hand and
    every city with a station (None when it has no station built or in hand)."""
    player = state.players[seat]
    if not player.station_cities and not player.stations_left:
        return None
    return (tuple(player.station_cities), player.stations_left,
            frozenset(station_cities_built(state)))


def _with_stations(state: GameState, seat: int, tickets: list[int],
                   plain: dict[int, Status]) -> dict[int, Status]:
    """The statuses of tickets not completed by the seat's own tracks, counting what its
    stations borrow: completed as final scoring would count it now, else the cheapest
    path that borrows opponents' tracks with the stations built or in hand."""
    game_map = map_of(state)
    player = state.players[seat]
    owners = state.owners
    open_tickets = [t for t in tickets if not plain[t][0]]
    borrowable = {t for t, s in owners.items() if s != seat}
    if not open_tickets or not borrowable:
        return {}
    holding = Holding(name=player.name, tracks=list(player.tracks), tickets=open_tickets,
                      station_cities=list(player.station_cities))
    _, done, _, _ = best_borrowing(game_map, owners, seat, holding)
    own = set(player.tracks)
    closed = closed_tracks(state, game_map, seat)
    costs = [0 if t in own else None if t in owners or t in closed else r.length
             for t, r in enumerate(game_map.routes)]
    free = set(game_map.neighbours) - station_cities_built(state)
    out: dict[int, Status] = {}
    for i in open_tickets:
        if i in done:
            out[i] = (True, None, ())
            continue
        t = game_map.tickets[i]
        gap = borrowing_trains_needed(game_map, costs, borrowable, player.station_cities,
                                      player.stations_left, free, t.a, t.b, plain[i][1])
        if gap is not None:
            out[i] = (False, gap[0], tuple(gap[1]))
    return out


def _own_groups(state: GameState, seat: int, own: tuple[int, ...]) -> dict[str, str]:
    """`city_groups` of the seat's own tracks, kept per state and seat: the seat's new
    claims join their cities' groups; anything else changed starts them again."""
    memo = memos(state)
    key = ("own_groups", seat)
    found = memo.get(key)
    if found is None or found[0] != own[:len(found[0])]:
        groups = city_groups(map_of(state), own)
    else:
        groups = found[1]
        routes = map_of(state).routes
        for t in own[len(found[0]):]:
            a, b = routes[t].a, routes[t].b
            ra, rb = groups.setdefault(a, a), groups.setdefault(b, b)
            if ra != rb:
                for city, rep in groups.items():
                    if rep == rb:
                        groups[city] = ra
    memo[key] = (own, groups)
    return groups


def _still_valid(state: GameState, before: tuple, claims: tuple, known: dict[int, Status]
                 ) -> dict[int, Status]:
    """The statuses that other players' claims since `before` leave exactly as they were:
    a track taken from the map (claimed, or its double closed) changes a cheapest gap only
    if it lies on that gap; Dijkstra, run again, finds the same path otherwise."""
    if claims[:len(before)] != before:
        return {}
    siblings = map_of(state).siblings
    gone: set[int] = set()
    for track, _ in claims[len(before):]:
        gone.add(track)
        gone.update(siblings[track])
    return {t: s for t, s in known.items() if not gone.intersection(s[2])}


def _compute(state: GameState, seat: int, tickets: list[int],
             groups: dict[str, str] | None = None) -> dict[int, Status]:
    """The tickets' statuses worked out afresh, stations counted (`groups`: the seat's
    `city_groups`, if known already)."""
    game_map = map_of(state)
    out = own_statuses(game_map, state.owners, state.players[seat].tracks,
                       closed_tracks(state, game_map, seat), tickets, groups)
    if _stations(state, seat) is not None:
        out.update(_with_stations(state, seat, tickets, out))
    return out


def own_statuses(game_map: GameMap, owners: Mapping[int, int], tracks: Iterable[int],
                 closed: Collection[int], tickets: Iterable[int],
                 groups: dict[str, str] | None = None) -> dict[int, Status]:
    """The tickets' statuses over a player's own `tracks` and the unclaimed tracks not
    `closed` to them, stations not counted."""
    own = set(tracks)
    if groups is None:
        groups = city_groups(game_map, own)
    # as `track_costs` gives them: 0 for own, the length for a usable unclaimed one
    costs = [0 if t in own else None if t in owners or t in closed else r.length
             for t, r in enumerate(game_map.routes)]
    out: dict[int, Status] = {}
    for i in tickets:
        t = game_map.tickets[i]
        if joined(groups, t.a, t.b):
            out[i] = (True, None, ())
            continue
        gap = trains_needed(game_map, costs, t.a, t.b)
        out[i] = (False, None, ()) if gap is None else (False, gap[0], tuple(gap[1]))
    return out
