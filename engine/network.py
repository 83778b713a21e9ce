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

    def find(x: str) -> str:
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for a, b in links:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[ra] = rb
    return {c: find(c) for c in parent}


def joined(groups: dict[str, str], a: str, b: str) -> bool:
    """Whether two cities are in one group of `city_groups`."""
    return a in groups and b in groups and groups[a] == groups[b]


def trains_needed(game_map: GameMap, own: set[int], usable: set[int], a: str, b: str
                  ) -> tuple[int, list[int]] | None:
    """Fewest trains still needed to join a and b using own tracks (free) and `usable`
    unclaimed tracks; with the tracks to claim. None when no path is left."""
    adj = game_map.neighbours
    routes = game_map.routes
    best: dict[str, int] = {a: 0}
    via: dict[str, int] = {}
    heap = [(0, a)]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        d, city = pop(heap)
        if city == b:
            path = []
            while city != a:
                t = via[city]
                if t not in own:
                    path.append(t)
                city = routes[t].other(city)
            return d, path
        if d > best[city]:
            continue
        for t, nxt, length in adj[city]:
            if t in own:
                nd = d
            elif t in usable:
                nd = d + length
            else:
                continue
            if nd < best.get(nxt, 1 << 30):
                best[nxt] = nd
                via[nxt] = t
                push(heap, (nd, nxt))
    return None
