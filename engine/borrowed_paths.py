"""How far a ticket is when stations may borrow opponents' tracks (Europe).

At the end each station lends its owner one opponent track into or out of its city. So
a ticket is still open while a path joins its cities over the player's own tracks,
unclaimed ones, and opponent tracks each borrowed by a distinct station: one already
built in one of the track's cities, or one still in hand, built later in a city that
has no station yet. The path's cost is the trains of its unclaimed tracks.
"""

from __future__ import annotations

import heapq
from collections.abc import Collection, Sequence

from .maps import GameMap
from .network import graph


def borrowing_trains_needed(game_map: GameMap, costs: Sequence[int | None],
                            borrowable: Collection[int], built: Sequence[str],
                            in_hand: int, free_cities: Collection[str], a: str, b: str,
                            beat: int | None = None) -> tuple[int, list[int]] | None:
    """Fewest trains still needed to join a and b (with the tracks to claim), where an
    opponent track in `borrowable` costs nothing but one station: one of `built` (the
    player's station cities) in one of its cities, or one of `in_hand` stations built in
    one of its cities that is in `free_cities`. None when no path is left, or none needs
    fewer trains than `beat` (a path known without stations). Ties go to the path using
    fewer stations."""
    index, _, adj = graph(game_map)
    routes = game_map.routes
    start, goal = index[a], index[b]
    # a node: (city, stations built used as a bit mask, stations in hand used)
    best: dict[tuple[int, int, int], tuple[int, int]] = {(start, 0, 0): (0, 0)}
    via: dict[tuple[int, int, int], tuple[int, tuple[int, int, int]]] = {}
    far = 1 << 30 if beat is None else beat
    settled: list[list[tuple[int, int]]] = [[] for _ in adj]
    heap = [(0, 0, start, 0, 0)]
    while heap:
        d, used, city, mask, hand = heapq.heappop(heap)
        node = (city, mask, hand)
        if best.get(node, (d, used)) < (d, used):
            continue
        # a node reached no dearer with no more stations used makes this one useless
        if any(m | mask == mask and h <= hand for m, h in settled[city]):
            continue
        settled[city].append((mask, hand))
        if city == goal:
            path = []
            while node != (start, 0, 0):
                t, node = via[node]
                if costs[t]:
                    path.append(t)
            return d, path
        for t, nxt in adj[city]:
            steps: list[tuple[int, int, int]] = []
            cost = costs[t]
            if cost is not None:
                steps.append((cost, mask, hand))
            elif t in borrowable:
                ends = (routes[t].a, routes[t].b)
                steps += [(0, mask | 1 << i, hand) for i, c in enumerate(built)
                          if c in ends and not mask & 1 << i]
                if hand < in_hand and any(c in free_cities for c in ends):
                    steps.append((0, mask, hand + 1))
            for extra, m, h in steps:
                key = (nxt, m, h)
                value = (d + extra, bin(m).count("1") + h)
                if value[0] < far and value < best.get(key, (far, 0)):
                    best[key] = value
                    via[key] = (t, node)
                    heapq.heappush(heap, (*value, nxt, m, h))
    return None
