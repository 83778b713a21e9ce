"""The longest continuous path of a player's trains.

A path may pass a city several times and contain loops, but uses each track at most
once: the longest trail of the player's network, found exactly.

1. Cities where exactly two tracks meet are folded away: a longest trail never stops in
   the middle of such a chain.
2. A longest trail cannot be extended, so it ends only at cities of odd degree (or, with
   none, uses every track as a circuit). With at most two such cities, every track is used
   (an Euler trail).
3. Otherwise the tracks left out must make all but two odd cities even. The lightest
   such sets (minimum T-joins, by matching odd cities over shortest distances) bound the
   answer from above; the lightest one that leaves a single part gives a trail at once
   (its Euler trail). When that trail is shorter than the bound, a depth-first search from
   the odd cities looks for a longer one, pruning branches that cannot beat the best
   trail found and states (city, tracks used) already searched.
`bench/engine.py` prints the worst time over simulated games and dense networks.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from .maps import GameMap
from .network import linked_groups

#: an edge of the folded network: (city, city, length, tracks from the first city on)
Edge = tuple[str, str, int, list[int]]
Adjacency = dict[str, list[tuple[int, str, int]]]

#: above this many odd cities the matching bound is skipped (its cost grows as 2^n)
MAX_ODD_FOR_BOUND = 14


def longest_path(game_map: GameMap, tracks: Iterable[int]) -> tuple[int, list[int]]:
    """Length in trains of the longest trail over `tracks`, and its tracks in order."""
    routes = game_map.routes
    edges: list[Edge] = [(routes[t].a, routes[t].b, routes[t].length, [t]) for t in tracks]
    best: tuple[int, list[int]] = (0, [])
    for part in _components(_fold_chains(edges)):
        found = _part_trail(tuple((a, b, n, tuple(ts)) for a, b, n, ts in part))
        if found[0] > best[0]:
            best = found
    return best[0], list(best[1])


def _fold_chains(edges: list[Edge]) -> list[Edge]:
    """Merge the two edges at every city where exactly two different edges meet."""
    while True:
        ends: dict[str, list[int]] = {}
        for i, (a, b, _, _) in enumerate(edges):
            ends.setdefault(a, []).append(i)
            ends.setdefault(b, []).append(i)
        city = next((c for c, es in ends.items() if len(es) == 2 and es[0] != es[1]), None)
        if city is None:
            return edges
        i, j = ends[city]
        a1, b1, l1, t1 = edges[i]
        a2, b2, l2, t2 = edges[j]
        first = (a1, t1) if b1 == city else (b1, t1[::-1])  # ends at `city`
        second = (b2, t2) if a2 == city else (a2, t2[::-1])  # starts at `city`
        merged = (first[0], second[0], l1 + l2, first[1] + second[1])
        edges = [e for k, e in enumerate(edges) if k not in (i, j)] + [merged]


def _components(edges: list[Edge]) -> list[list[Edge]]:
    groups = linked_groups((a, b) for a, b, _, _ in edges)
    parts: dict[str, list[Edge]] = {}
    for e in edges:
        parts.setdefault(groups[e[0]], []).append(e)
    return list(parts.values())


@lru_cache(maxsize=1 << 12)
def _part_trail(part: tuple[tuple[str, str, int, tuple[int, ...]], ...]
                ) -> tuple[int, list[int]]:
    """`_longest_trail` of a part, worked out once per part (a searching player's
    play-outs end with many parts alike). Read it only."""
    return _longest_trail([(a, b, n, list(ts)) for a, b, n, ts in part])


def _longest_trail(edges: list[Edge]) -> tuple[int, list[int]]:
    """The longest trail of one connected part."""
    adj: Adjacency = {}
    for bit, (a, b, length, _) in enumerate(edges):
        adj.setdefault(a, []).append((bit, b, length))
        adj.setdefault(b, []).append((bit, a, length))
    for ways in adj.values():
        ways.sort(key=lambda w: -w[2])
    everything = sum(e[2] for e in edges)
    odd = [c for c, ways in adj.items() if len(ways) % 2]
    if len(odd) <= 2:
        return everything, _euler_trail(edges, odd[0] if odd else edges[0][0])
    bound = everything
    best_len, best_tracks = 0, []
    # a trail from a city leaves out at least the lightest removal with that city an end
    start_bound = dict.fromkeys(odd, everything)
    if len(odd) <= MAX_ODD_FOR_BOUND:
        removals, odd = _removals(adj, odd)
        bound = everything - removals[0][0]
        for weight, _, ends in reversed(removals):
            for end in ends:
                start_bound[end] = everything - weight
        for weight, removed, ends in removals:
            kept = [e for bit, e in enumerate(edges) if bit not in removed]
            if len(_components(kept)) == 1:
                # what is left is one part whose only odd cities are the two ends: its
                # Euler trail is the longest trail when nothing lighter could be removed
                best_len, best_tracks = everything - weight, _euler_trail(kept, ends[0])
                break
        if best_len == bound:
            return best_len, best_tracks
    def reachable(city: str, used: int) -> int:
        """How long a trail from `city` over the unused tracks can still be: the unused
        tracks reachable from it, less what the tracks it must leave out weigh at least.
        A trail leaves out a set of tracks meeting an odd number of times every city of
        odd degree but its two ends; each track left out serves at most two such cities,
        so half the sum, over those cities, of their shortest unused track is a bound."""
        stack, seen, length, counted = [city], {city}, 0, used
        odd_least: list[int] = []
        while stack:
            degree, least = 0, 1 << 30
            for bit, nxt, ln in adj[stack.pop()]:
                if not used >> bit & 1:
                    degree += 1
                    if ln < least:
                        least = ln
                    if not counted >> bit & 1:
                        counted |= 1 << bit
                        length += ln
                    if nxt not in seen:
                        seen.add(nxt)
                        stack.append(nxt)
            if degree & 1:
                odd_least.append(least)
        if len(odd_least) > 2:
            odd_least.sort()
            length -= (sum(odd_least[:-2]) + 1) // 2
        return length

    # A trail's future depends only on where it is and which tracks it used; a state met
    # again (the same tracks in another order) cannot beat the best trail found since.
    seen: set[tuple[str, int]] = set()

    def walk(city: str, used: int, length: int, order: list[tuple[int, str]]) -> bool:
        """Search on from `city`; True once a trail reaches the bound."""
        nonlocal best_len, best_tracks
        if (city, used) in seen:
            return False
        seen.add((city, used))
        if length > best_len:
            best_len, best_tracks = length, _unfold(edges, order)
            if best_len >= bound:
                return True
        if length + reachable(city, used) <= best_len:
            return False
        for bit, nxt, ln in adj[city]:
            if not used >> bit & 1:
                order.append((bit, city))
                if walk(nxt, used | 1 << bit, length + ln, order):
                    return True
                order.pop()
        return False

    for city in odd:
        if start_bound[city] > best_len and walk(city, 0, 0, []):
            break
    return best_len, best_tracks


def _removals(adj: Adjacency, odd: list[str]
              ) -> tuple[list[tuple[int, set[int], tuple[str, str]]], list[str]]:
    """Sets of tracks whose removal leaves only two odd cities, lightest first: per pair of
    cities left odd, a minimum-weight perfect matching of the other odd cities over
    shortest distances (a minimum T-join), with its total length and the pair. Then the
    odd cities ordered by the lightest removal that leaves them an end."""
    paths = {c: _shortest_paths(adj, c) for c in odd}
    n = len(odd)
    dist = [[paths[a][b][0] for b in odd] for a in odd]
    least: dict[int, int] = {0: 0}

    def weight(mask: int) -> int:
        """The lightest perfect matching of the odd cities in `mask` (memoised)."""
        found = least.get(mask)
        if found is None:
            i = (mask & -mask).bit_length() - 1
            rest = mask & ~(1 << i)
            row = dist[i]
            found = 1 << 30
            m = rest
            while m:
                low = m & -m
                m ^= low
                w = row[low.bit_length() - 1] + weight(rest ^ low)
                if w < found:
                    found = w
            least[mask] = found
        return found

    def matching(mask: int) -> tuple[int, tuple[tuple[int, int], ...]]:
        """The lightest matching's weight and pairs: each city paired with the first
        partner that keeps the weight least (the weights of the smaller sets it reads
        were all worked out on the way to the whole one's)."""
        total_weight, pairs = weight(mask), []
        left = total_weight
        while mask:
            i = (mask & -mask).bit_length() - 1
            rest = mask & ~(1 << i)
            row = dist[i]
            m = rest
            while m:
                low = m & -m
                m ^= low
                j = low.bit_length() - 1
                if row[j] + least[rest ^ low] == left:
                    pairs.append((i, j))
                    mask = rest ^ low
                    left = least[mask]
                    break
        return total_weight, tuple(pairs)

    full = (1 << n) - 1
    options = sorted((*matching(full & ~(1 << s) & ~(1 << t)), (odd[s], odd[t]))
                     for s in range(n) for t in range(s + 1, n))
    removals = []
    for weight, pairs, ends in options:
        removed: set[int] = set()
        for i, j in pairs:
            removed ^= set(paths[odd[i]][odd[j]][1])
        removals.append((weight, removed, ends))
    starts = list(dict.fromkeys(c for *_, pair in options for c in pair))
    return removals, starts


def _shortest_paths(adj: Adjacency, start: str) -> dict[str, tuple[int, list[int]]]:
    """Shortest distance from `start` to every city, with the edges of one such path."""
    import heapq

    dist = {start: 0}
    via: dict[str, tuple[int, str]] = {}
    heap = [(0, start)]
    while heap:
        d, city = heapq.heappop(heap)
        if d > dist[city]:
            continue
        for bit, nxt, ln in adj[city]:
            if d + ln < dist.get(nxt, 1 << 30):
                dist[nxt] = d + ln
                via[nxt] = (bit, city)
                heapq.heappush(heap, (d + ln, nxt))
    out = {}
    for city, d in dist.items():
        bits, c = [], city
        while c != start:
            bit, c = via[c]
            bits.append(bit)
        out[city] = (d, bits)
    return out


def _euler_trail(edges: list[Edge], start: str) -> list[int]:
    """Every track of a part with at most two odd cities, in trail order from `start`
    (Hierholzer's algorithm)."""
    adj: Adjacency = {}
    for bit, (a, b, length, _) in enumerate(edges):
        adj.setdefault(a, []).append((bit, b, length))
        adj.setdefault(b, []).append((bit, a, length))
    used = [False] * len(edges)
    pointer = dict.fromkeys(adj, 0)
    stack: list[tuple[str, int, str]] = [(start, -1, start)]
    circuit: list[tuple[int, str]] = []
    while stack:
        city, via, came_from = stack[-1]
        ways = adj[city]
        while pointer[city] < len(ways) and used[ways[pointer[city]][0]]:
            pointer[city] += 1
        if pointer[city] == len(ways):
            stack.pop()
            if via >= 0:
                circuit.append((via, came_from))
        else:
            bit, nxt, _ = ways[pointer[city]]
            used[bit] = True
            stack.append((nxt, bit, city))
    return _unfold(edges, circuit[::-1])


def _unfold(edges: list[Edge], order: list[tuple[int, str]]) -> list[int]:
    """The original tracks of a folded trail (edge, city it was entered from)."""
    tracks: list[int] = []
    for bit, start in order:
        a, _, _, ts = edges[bit]
        tracks.extend(ts if a == start else ts[::-1])
    return tracks
