"""How far each of a player's tickets is, cached per state and player.

A ticket's status (completed, trains still needed, the tracks of the cheapest gap) changes
only when a track is claimed, yet views are built after every action: the statuses are
kept per state and seat (see `state_cache`), with the claimed tracks they were computed
for, and computed again (a Dijkstra per unfinished ticket) only after the player's own
claim or a claim on the ticket's gap.
"""

from __future__ import annotations

from .game import closed_tracks, map_of
from .network import city_groups, joined, trains_needed
from .state import GameState
from .state_cache import memos

#: (completed, trains needed or None, the unclaimed tracks of the cheapest gap)
Status = tuple[bool, int | None, tuple[int, ...]]


def ticket_paths(state: GameState, seat: int) -> list[tuple[int, Status]]:
    """The seat's tickets in order, each with its status (see `Status`)."""
    player = state.players[seat]
    claims = tuple(state.owners.items())
    own = tuple(player.tracks)
    entries = memos(state)
    key = ("ticket_paths", seat)
    entry = entries.get(key)
    if entry is None or entry[0][1] != own:
        known: dict[int, Status] = {}
    elif entry[0][0] == claims:
        known = entry[1]
    else:
        known = _still_valid(state, entry[0][0], claims, entry[1])
    entries[key] = ((claims, own), known)
    missing = [t for t in player.tickets if t not in known]
    if missing:
        known.update(_compute(state, seat, missing, _own_groups(state, seat, own)))
    return [(t, known[t]) for t in player.tickets]


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
    """The tickets' statuses worked out afresh (`groups`: the seat's `city_groups`, if
    known already)."""
    game_map = map_of(state)
    own = set(state.players[seat].tracks)
    if groups is None:
        groups = city_groups(game_map, own)
    closed = closed_tracks(state, game_map, seat)
    owners = state.owners
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
