"""The strength ladder (bench/ladder.py): who sits where, and what it counts."""

from __future__ import annotations

import json

import pytest

from bench.ladder import main, paired, parts, seats


def test_the_upper_level_takes_one_seat_and_the_lower_the_others() -> None:
    assert seats("hard", "normal", 2) == "hard,normal"
    assert seats("hard", "normal", 3) == "hard,normal,normal"


def test_three_players_count_the_upper_levels_wins(capsys) -> None:
    assert main(["--maps", "europe", "--pairs", "easy:random", "--players", "3",
                 "--games", "3", "--seed", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    row = out["rows"][0]["new"]
    assert out["players"] == 3 and row["players"] == 3
    assert (row["wins"], row["games"]) == (3, 3)
    assert set(row["score"]) == {"easy", "random"}


def test_the_games_are_cut_into_runs_of_consecutive_games() -> None:
    assert parts(40, 160, 3) == [(40, 54), (94, 53), (147, 53)]
    assert parts(0, 2, 5) == [(0, 1), (1, 1)]


def _row(args: list[str], capsys) -> dict:
    assert main(["--maps", "usa", "--pairs", "normal:greedy", "--seed", "5", "--json",
                 *args]) == 0
    return json.loads(capsys.readouterr().out)["rows"][0]["new"]


def test_a_ladder_played_in_parts_or_side_by_side_adds_up_to_the_whole(capsys) -> None:
    whole = _row(["--games", "6"], capsys)
    side_by_side = _row(["--games", "6", "--jobs", "3"], capsys)
    start = _row(["--games", "4"], capsys)
    rest = _row(["--games", "2", "--first", "4"], capsys)
    assert whole["games"] == side_by_side["games"] == 6
    for key in ("wins", "score", "held"):
        assert side_by_side[key] == whole[key]
    assert start["wins"] + rest["wins"] == whole["wins"]
    for name, score in whole["score"].items():
        assert (4 * start["score"][name] + 2 * rest["score"][name]) / 6 \
            == pytest.approx(score, abs=0.01)


def test_the_lead_of_each_game_is_the_upper_levels_total_minus_the_others(capsys) -> None:
    row = _row(["--games", "6"], capsys)
    assert sorted(row["lead_by_game"]) == [str(i) for i in range(6)]
    # two players: the mean lead is the difference of the mean scores
    assert row["lead"] == pytest.approx(row["score"]["normal"] - row["score"]["greedy"],
                                        abs=0.02)


def test_against_a_checkout_the_gain_in_lead_is_paired_game_by_game(capsys) -> None:
    from bench.ladder import ROOT
    assert main(["--maps", "usa", "--pairs", "normal:greedy", "--seed", "5", "--games",
                 "4", "--against", str(ROOT), "--json"]) == 0
    row = json.loads(capsys.readouterr().out)["rows"][0]
    # the same bots on the same seeds: every game's lead the same
    assert row["paired"] == {"games": 4, "gain": 0.0, "error": 0.0}
    new = {"lead_by_game": {"0": 10, "1": -4, "2": 7}}
    old = {"lead_by_game": {"0": 4, "1": -4, "3": 50}}
    assert paired(new, old) == {"games": 2, "gain": 3.0, "error": 3.0}
    assert paired(new, {"wins": 1}) is None
