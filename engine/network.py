"""A player's rail network: which cities it joins, and how far a ticket still is."""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Sequence

from .maps import GameMap


def city_groups(game_map: GameMap, tracks: Iterable[int]) -> dict[str, str]:
    """City -> a representative of its connected group, over the given tracks."""
    routes = game_map.routes
    return linked_groups((routes[t].a, routes[t].b) for t in tracks)


def linked_groups(links: Iterable[tuple[str, str]]) -> dict[str, str]:
    """City -> a representative of its connected group, over pairs of linked cities."""
    parent: dict[str, str] = {}
    for a, b in links:
        if a not in parent:
            parent[a] = a
        if b not in parent:
            parent[b] = b
        ra = a
        while parent[ra] != ra:  # halving the way to the root as it goes
            parent[ra] = parent[parent[ra]]
            ra = parent[ra]
        rb = b
        while parent[rb] != rb:
            parent[rb] = parent[parent[rb]]
            rb = parent[rb]
        if ra != rb:
            parent[ra] = rb
    groups: dict[str, str] = {}
    for c in parent:
        root = c
        while parent[root] != root:
            parent[root] = parent[parent[root]]
            root = parent[root]
        groups[c] = root
    return groups


def joined(groups: dict[str, str], a: str, b: str) -> bool:
    """Whether two cities are in one group of `city_groups`."""
    return a in groups and b in groups and groups[a] == groups[b]


def track_costs(game_map: GameMap, own: set[int], usable: set[int]) -> list[int | None]:
    """Per track, the trains it still costs a player: 0 for their own, its length for a
    usable unclaimed one, None for one they cannot use."""
    return [0 if t in own else r.length if t in usable else None
            for t, r in enumerate(game_map.routes)]


def trains_needed(game_map: GameMap, costs: Sequence[float | None], a: str, b: str,
                  whole: bool | None = None) -> tuple[float, list[int]] | None:
    """Fewest trains still needed to join a and b at the given track costs (see
    `track_costs`), with the tracks to claim. None when no path is left.

    Dijkstra over cities numbered in name order, so that ties go the same way as
    comparing names. Where every cost is an int (`whole`, found out when not said),
    each (distance, city) waiting is packed in one int ordered as the pair is: the
    same search, quicker."""
    index, names, adj = graph(game_map)
    if whole is None:
        whole = all(c is None or type(c) is int for c in costs)
    if whole:
        return _whole_search(adj, costs, index[a], index[b])
    start, goal = index[a], index[b]
    best: dict[int, float] = {start: 0}
    via_track: dict[int, int] = {}
    via_city: dict[int, int] = {}
    heap: list[tuple[float, int]] = [(0, start)]
    while heap:
        d, city = heapq.heappop(heap)
        if city == goal:
            return d, _way_back(costs, via_track, via_city, start, city)
        if d <= best[city]:
            for t, nxt in adj[city]:
                if costs[t] is not None and d + costs[t] < best.get(nxt, 1 << 30):
                    best[nxt], via_track[nxt], via_city[nxt] = d + costs[t], t, city
                    heapq.heappush(heap, (d + costs[t], nxt))
    return None


def _whole_search(adj: list[list[tuple[int, int]]], costs: list[int | None], start: int,
                  goal: int) -> tuple[int, list[int]] | None:
    """`trains_needed` over whole costs: a waiting city is distance << shift | city."""
    shift = len(adj).bit_length()
    low = (1 << shift) - 1
    far = 1 << 30
    best = [far] * len(adj)
    best[start] = 0
    via_track = [0] * len(adj)
    via_city = [0] * len(adj)
    heap = [start]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        key = pop(heap)
        city = key & low
        d = key >> shift
        if city == goal:
            return d, _way_back(costs, via_track, via_city, start, city)
        if d > best[city]:
            continue
        for t, nxt in adj[city]:
            cost = costs[t]
            if cost is not None:
                nd = d + cost
                if nd < best[nxt]:
                    best[nxt] = nd
                    via_track[nxt] = t
                    via_city[nxt] = city
                    push(heap, nd << shift | nxt)
    return None


def _way_back(costs: Sequence[float | None], via_track: Sequence[int] | dict[int, int],
              via_city: Sequence[int] | dict[int, int], start: int, city: int) -> list[int]:
    """The tracks still to claim on the way found back from `city` to `start`."""
    path = []
    while city != start:
        t = via_track[city]
        city = via_city[city]
        if costs[t]:
            path.append(t)
    return path


_GRAPHS: dict[int, tuple[GameMap, dict[str, int], list[str], list[list[tuple[int, int]]]]] = {}


def graph(game_map: GameMap) -> tuple[dict[str, int], list[str], list[list[tuple[int, int]]]]:
    """The map's cities numbered in name order, and per city (track, other city)."""
    found = _GRAPHS.get(id(game_map))
    if found is None or found[0] is not game_map:
        names = sorted(game_map.neighbours)
        index = {c: i for i, c in enumerate(names)}
        adj = [[(t, index[nxt]) for t, nxt, _ in game_map.neighbours[c]] for c in names]
        found = _GRAPHS[id(game_map)] = (game_map, index, names, adj)
    return found[1], found[2], found[3]
