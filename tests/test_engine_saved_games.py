"""Games saved by the previous engine load in this one and finish exactly as they did
there (`tests/data/saved_games.json`, written by `tests/make_saved_games.py` with the
engine of main before a board game's state became plain slotted objects): a mid-game
state of every map and of the Card Game, the moves that finished it, its final state and
its result. A saved game's random source must go on drawing the same cards, so the
random stream's numbers are recorded too.

The saved JSON is compared as data: the old engine wrote the keys of a fresh last move
in the order it was built in (and in the declared order once loaded), this one always
in the declared order. Fields the state gained since (each seat's `draws_in_a_row`) are
left out of the comparison: a saved game without them loads with their defaults."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import GAMES
from engine.rng import RandomStream

SAVED = json.loads((Path(__file__).parent / "data" / "saved_games.json").read_text())
#: a seat's fields the engine that saved the games did not have
NEW_PLAYER_FIELDS = ("draws_in_a_row",)


def as_saved(text: str) -> dict:
    """A state's JSON as the engine that saved the games would have written it."""
    data = json.loads(text)
    for player in data["players"]:
        for name in NEW_PLAYER_FIELDS:
            player.pop(name, None)
    return data


@pytest.mark.parametrize("case", SAVED["games"], ids=lambda c: c["game"])
def test_a_game_saved_by_the_previous_engine_finishes_as_it_did(case: dict) -> None:
    rules = GAMES[case["game"]]
    state = rules.load(case["saved"])
    assert as_saved(rules.dump(state)) == json.loads(case["saved"])
    for line in case["moves"]:
        seat, text = line.split(" ", 1)
        rules.apply(state, int(seat), rules.parse(state, int(seat), text))
    assert rules.is_over(state)
    assert as_saved(rules.dump(state)) == json.loads(case["final"])
    assert rules.result(state) == case["result"]


def test_a_saved_game_saved_again_reads_back_the_same() -> None:
    for case in SAVED["games"]:
        rules = GAMES[case["game"]]
        text = rules.dump(rules.load(case["saved"]))
        assert rules.dump(rules.load(text)) == text


@pytest.mark.parametrize("case", SAVED["numbers"], ids=lambda c: f"{c['seed']}:{c['step']}")
def test_the_random_stream_draws_the_recorded_numbers(case: dict) -> None:
    stream = RandomStream(case["seed"], case["step"])
    assert [stream.below(case["bound"]) for _ in range(20)] == case["below"]
    deck = list(range(110))
    stream.shuffle(deck)
    assert deck == case["shuffled"]
