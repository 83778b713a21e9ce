"""A player's rail network: which cities it joins, and how far a ticket still is."""

from __future__ import annotations

import heapq
from collections.abc import Iterable

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


def trains_needed(game_map: GameMap, costs: list[int | None], a: str, b: str
                  ) -> tuple[int, list[int]] | None:
    """Fewest trains still needed to join a and b at the given track costs (see
    `track_costs`), with the tracks to claim. None when no path is left.

    Dijkstra over cities numbered in name order, so that ties go the same way as
    comparing names."""
    index, names, adj = graph(game_map)
    start, goal = index[a], index[b]
    far = 1 << 30
    best = [far] * len(names)
    best[start] = 0
    via_track = [0] * len(names)
    via_city = [0] * len(names)
    heap = [(0, start)]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        d, city = pop(heap)
        if city == goal:
            path = []
            while city != start:
                t = via_track[city]
                city = via_city[city]
                if costs[t]:
                    path.append(t)
            return d, path
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
                    push(heap, (nd, nxt))
    return None


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
