"""The computer players choose exactly the moves the previous checkout chose
(`tests/data/bot_moves.json`, written by `tests/make_bot_moves.py` with the bots of main
before their planning was made faster): whole seeded games of `normal` and `easy` on
every board map and player count, and `hard`'s move at a fixed number of worlds in
positions of those games, down to every move `normal` made in its play-outs and the
value of each play-out. A faster player is only welcome if it is the same player.

A change meant to change a decision (of `normal`, or of how `hard` searches: its
candidates, worlds or scoring) is recorded again with the checkout that makes it:
`python tests/make_bot_moves.py`, saying so in the commit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from make_bot_moves import hard_decision, play

RECORDED = json.loads((Path(__file__).parent / "data" / "bot_moves.json").read_text())


@pytest.mark.parametrize("case", RECORDED["games"], ids=lambda c: c["seed"])
def test_a_seeded_game_is_played_move_for_move_as_before(case: dict) -> None:
    moves, _ = play(case["game"], case["players"], case["bot"], case["seed"])
    pairs = zip(moves, case["moves"], strict=False)
    same = next((i for i, (a, b) in enumerate(pairs) if a != b), None)
    assert same is None, f"move {same}: {moves[same]!r}, before {case['moves'][same]!r}"
    assert len(moves) == len(case["moves"])


@pytest.mark.parametrize("case", RECORDED["hard"], ids=lambda c: f"{c['seed']}@{c['at']}")
def test_hard_searches_the_same_worlds_and_chooses_the_same_move(case: dict) -> None:
    _, positions = play(case["game"], case["players"], "normal", case["seed"])
    state, seat = positions[case["at"]]
    found = hard_decision(case["game"], state, seat, f"{case['seed']}:{case['at']}")
    assert found["values"] == case["values"]
    assert (found["normal_moves"], found["normal_digest"]) == \
        (case["normal_moves"], case["normal_digest"])
    assert found["move"] == case["move"]
