"""The longest continuous path of a player's trains.

A path may pass a city several times and contain loops, but uses each track at most
once: the longest trail of the graph, found exactly by depth-first search over
track bitmasks (`bench/engine.py` prints the worst time seen in simulated games).
"""

from __future__ import annotations

from collections.abc import Iterable

from .maps import GameMap


def longest_path(game_map: GameMap, tracks: Iterable[int]) -> tuple[int, list[int]]:
    """Length in trains of the longest trail over `tracks`, and the tracks along it."""
    tracks = list(tracks)
    if not tracks:
        return 0, []
    routes = game_map.routes
    adj: dict[str, list[tuple[int, str, int]]] = {}
    for bit, t in enumerate(tracks):
        r = routes[t]
        adj.setdefault(r.a, []).append((bit, r.b, r.length))
        adj.setdefault(r.b, []).append((bit, r.a, r.length))

    best_len = 0
    best_order: list[int] = []

    def walk(city: str, used: int, length: int, order: list[int]) -> None:
        nonlocal best_len, best_order
        extended = False
        for bit, nxt, ln in adj[city]:
            if not used >> bit & 1:
                extended = True
                order.append(bit)
                walk(nxt, used | 1 << bit, length + ln, order)
                order.pop()
        if not extended and length > best_len:
            best_len, best_order = length, list(order)

    for city in adj:
        walk(city, 0, 0, [])
    return best_len, [tracks[b] for b in best_order]
