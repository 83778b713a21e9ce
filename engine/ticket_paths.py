"""How far each of a player's tickets is, cached per state and player.

A ticket's status (completed, trains still needed, the tracks of the cheapest gap) changes
only when a track is claimed, yet views are built after every action: the statuses are
kept per state and seat (see `state_cache`), with the claimed tracks they were computed
for, and computed again (a Dijkstra per unfinished ticket) only after the player's own
claim or a claim on the ticket's gap.
"""

from __future__ import annotations

from .game import closed_tracks, map_of
from .network import city_groups, joined, track_costs, trains_needed
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
        known.update(_compute(state, seat, missing))
    return [(t, known[t]) for t in player.tickets]


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


def _compute(state: GameState, seat: int, tickets: list[int]) -> dict[int, Status]:
    game_map = map_of(state)
    own = set(state.players[seat].tracks)
    groups = city_groups(game_map, own)
    closed = closed_tracks(state, game_map, seat)
    owners = state.owners
    usable = {t for t in range(len(game_map.routes)) if t not in owners and t not in closed}
    costs = track_costs(game_map, own, usable)
    out: dict[int, Status] = {}
    for i in tickets:
        t = game_map.tickets[i]
        if joined(groups, t.a, t.b):
            out[i] = (True, None, ())
            continue
        gap = trains_needed(game_map, costs, t.a, t.b)
        out[i] = (False, None, ()) if gap is None else (False, gap[0], tuple(gap[1]))
    return out
