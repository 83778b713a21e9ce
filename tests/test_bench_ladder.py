"""The strength ladder (bench/ladder.py): who sits where, and what it counts."""

from __future__ import annotations

import json

import pytest

from bench.ladder import main, parts, seats


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
