"""The tournament's pairings and standings as pure functions: tables shared out evenly,
Swiss rounds that seat the leaders together and avoid rematches where they can, round
robins where everyone meets everyone, and the standings' tie-breaks."""

from __future__ import annotations

from itertools import combinations

from bot.league.swiss import (
    TableResult,
    meetings,
    pair,
    round_robin,
    standings,
    swiss_round,
    table_sizes,
)


def test_people_are_shared_out_over_as_few_tables_as_seat_them() -> None:
    assert table_sizes(6, 4) == [3, 3]
    assert table_sizes(7, 3) == [3, 2, 2]
    assert table_sizes(2, 5) == [2]
    assert table_sizes(9, 2) == [2, 2, 2, 2, 1]


def test_a_swiss_round_avoids_every_rematch_it_can() -> None:
    players = [f"p{i}" for i in range(8)]
    first = [["p0", "p1"], ["p2", "p3"], ["p4", "p5"], ["p6", "p7"]]
    tables = pair(players, 2, meetings([first]))
    assert tables == [["p0", "p2"], ["p1", "p3"], ["p4", "p6"], ["p5", "p7"]]
    assert not set(meetings([first])) & set(meetings([tables]))


def test_a_swiss_round_seats_players_by_their_standings() -> None:
    players = ["a", "b", "c", "d"]
    first = [["a", "b"], ["c", "d"]]
    won = [[TableResult({"a": 0, "b": 1}, {"a": 50, "b": 60}),
            TableResult({"c": 1, "d": 0}, {"c": 70, "d": 40})]]
    # c and b won (c by more points in its game): the winners sit together, c first
    assert swiss_round(players, 2, [first], won) == [["c", "b"], ["a", "d"]]


def test_a_round_robin_has_everyone_meet_everyone() -> None:
    for count, size in ((4, 2), (5, 2), (6, 3), (7, 3), (5, 4)):
        players = [f"p{i}" for i in range(count)]
        rounds = round_robin(players, size, 10)
        met = meetings(rounds)
        assert set(met) == {frozenset(p) for p in combinations(players, 2)}, (count, size)
        for tables in rounds:
            assert sorted(p for t in tables for p in t) == sorted(players)
    assert len(round_robin([f"p{i}" for i in range(4)], 2, 10)) == 3
    assert len(round_robin([f"p{i}" for i in range(6)], 2, 2)) == 2  # capped


def test_standings_break_ties_by_buchholz_then_median_then_score() -> None:
    players = ["a", "b", "c", "d"]
    rounds = [[["a", "b"], ["c", "d"]], [["a", "c"], ["b", "d"]], [["a", "d"], ["b", "c"]]]
    results = [[TableResult({"a": 1, "b": 0}, {"a": 10, "b": 9}),
                TableResult({"c": 1, "d": 0}, {"c": 10, "d": 9})],
               [TableResult({"a": 0, "c": 1}, {"a": 8, "c": 12}),
                TableResult({"b": 1, "d": 0}, {"b": 11, "d": 7})],
               [TableResult({"a": 1, "d": 0}, {"a": 9, "d": 8}), None]]
    rows = standings(players, rounds, results)
    assert [(s.player, s.points, s.buchholz, s.median, s.score, s.played) for s in rows] == [
        ("a", 2, 3, 1, 27, 3),  # met b (1), c (2), d (0): median drops 2 and 0
        ("c", 2, 2, 2, 22, 2),  # as many points, less Buchholz; fewer than three all count
        ("b", 1, 2, 2, 20, 2),
        ("d", 0, 5, 2, 24, 3)]
    # equal points and Buchholz: the median decides, then the game score
    even = [[TableResult({"a": 1, "b": 1}, {"a": 5, "b": 9})]]
    assert [s.player for s in standings(["a", "b"], [[["a", "b"]]], even)] == ["b", "a"]
