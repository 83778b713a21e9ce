"""The exact longest continuous path, checked against a brute-force search."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.longest_path import longest_path
from engine.maps import GameMap, load_map


def brute_force(game_map: GameMap, tracks: list[int]) -> int:
    """Longest trail by trying every way on from every city (small networks only)."""
    adj: dict[str, list[tuple[int, str, int]]] = {}
    for bit, t in enumerate(tracks):
        r = game_map.routes[t]
        adj.setdefault(r.a, []).append((bit, r.b, r.length))
        adj.setdefault(r.b, []).append((bit, r.a, r.length))
    memo: dict[tuple[str, int], int] = {}

    def best(city: str, used: int) -> int:
        if (city, used) not in memo:
            memo[(city, used)] = max([ln + best(nxt, used | 1 << bit)
                                      for bit, nxt, ln in adj[city] if not used >> bit & 1]
                                     or [0])
        return memo[(city, used)]

    return max([best(c, 0) for c in adj] or [0])


def is_trail(game_map: GameMap, tracks: list[int]) -> bool:
    """Whether the tracks, in this order, form one continuous trail with no track twice."""
    if len(set(tracks)) != len(tracks):
        return False
    if len(tracks) < 2:
        return True
    r = game_map.routes
    first, second = r[tracks[0]], r[tracks[1]]
    shared = {first.a, first.b} & {second.a, second.b}
    if not shared:
        return False
    # try both ends of the first track as the start
    for start in (first.a, first.b):
        city, ok = start, True
        for t in tracks:
            if city not in (r[t].a, r[t].b):
                ok = False
                break
            city = r[t].other(city)
        if ok:
            return True
    return False


def connected_network(game_map: GameMap, picks: list[int], size: int) -> list[int]:
    """A connected set of up to `size` tracks grown by the picks."""
    start = game_map.routes[picks[0] % len(game_map.routes)]
    cities, chosen = {start.a, start.b}, [picks[0] % len(game_map.routes)]
    for p in picks[1:]:
        if len(chosen) >= size:
            break
        options = sorted({t for c in cities for t in game_map.tracks_at[c]} - set(chosen))
        if not options:
            break
        t = options[p % len(options)]
        chosen.append(t)
        cities |= {game_map.routes[t].a, game_map.routes[t].b}
    return chosen


@settings(max_examples=150, deadline=None)
@given(game=st.sampled_from(["usa", "europe", "nordic"]),
       picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=16),
       size=st.integers(1, 16))
def test_longest_path_equals_brute_force_and_is_a_real_trail(game, picks, size):
    game_map = load_map(game)
    tracks = connected_network(game_map, picks, size)
    length, trail = longest_path(game_map, tracks)
    assert length == brute_force(game_map, tracks)
    assert sum(game_map.routes[t].length for t in trail) == length
    assert set(trail) <= set(tracks)
    assert is_trail(game_map, trail)


def test_two_separate_networks_count_only_the_longer():
    m = load_map("usa")
    tracks = [m.find_track("seattle-calgary"), m.find_track("miami-atlanta")]
    assert longest_path(m, tracks)[0] == 5


def test_a_loop_is_walked_round_and_left_by_a_tail():
    m = load_map("usa")
    names = ["kansas_city-denver:black", "denver-omaha", "omaha-kansas_city", "omaha-duluth"]
    length, trail = longest_path(m, [m.find_track(n) for n in names])
    assert length == 4 + 4 + 1 + 2 and len(trail) == 4
