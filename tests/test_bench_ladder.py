"""The strength ladder (bench/ladder.py): who sits where, and what it counts."""

from __future__ import annotations

import json

from bench.ladder import main, seats


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
