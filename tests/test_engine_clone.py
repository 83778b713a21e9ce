"""`clone` for search: a copy equal to the state that shares nothing mutable with it."""

from __future__ import annotations

import pytest

from engine import apply, legal_actions, private_view
from engine import cardgame as cg
from engine.bots import get_bot
from engine.cardgame.bots import get_bot as get_card_bot
from engine.cardgame.clone import clone as clone_cardgame
from engine.clone import clone
from engine.game import new_game
from engine.rng import RandomStream
from engine.turns import seats_to_act


def _play(state, steps: int, seed: str) -> None:
    bot = get_bot("random")
    for i in range(steps):
        if state.phase == "finished":
            return
        seat = seats_to_act(state)[0]
        apply(state, seat, bot.choose(private_view(state, seat), legal_actions(state, seat),
                                      RandomStream(seed, i)))


@pytest.mark.parametrize("game,players", [("usa", 4), ("europe", 3), ("nordic", 3)])
def test_a_clone_plays_on_without_touching_the_original(game: str, players: int) -> None:
    state, _ = new_game(game, [f"P{i}" for i in range(players)], 5)
    for step in range(12):
        _play(state, 15, f"main:{step}")
        before = state.model_dump_json()
        copy = clone(state)
        assert copy == state and copy.model_dump_json() == before
        _play(copy, 400, f"copy:{step}")
        assert state.model_dump_json() == before
        # and the other way round: the original moving on leaves a clone as it was
        copy = clone(state)
        _play(state, 3, f"again:{step}")
        assert copy.model_dump_json() == before


def test_every_mutable_part_of_a_clone_is_its_own() -> None:
    state, _ = new_game("europe", ["A", "B"], 2)
    _play(state, 60, "x")
    before = state.model_dump_json()
    copy = clone(state)
    for p in copy.players:
        p.hand["red"] = 99
        p.known_cards["blue"] = 99
        for part in (p.tickets, p.offered, p.station_cities, p.tracks, p.returned):
            part.append(1)  # type: ignore[arg-type]
    for part in (copy.deck, copy.discard, copy.face_up, copy.ticket_deck, copy.tunnel_cards):
        part.append(1)  # type: ignore[arg-type]
    copy.owners[999] = 0
    assert state.model_dump_json() == before


def test_a_card_game_clone_plays_on_without_touching_the_original() -> None:
    state, _ = cg.new_game(["A", "B", "C"], 4)
    bot = get_card_bot("greedy")
    for step in range(8):
        for i in range(10):
            if state.phase == "finished":
                break
            seat = seats_to_act(state)[0]
            apply_action = bot.choose(cg.private_view(state, seat), cg.legal_actions(state, seat),
                                      RandomStream(f"m{step}", i))
            cg.apply(state, seat, apply_action)
        before = state.model_dump_json()
        copy = clone_cardgame(state)
        assert copy == state
        for i in range(300):
            if copy.phase == "finished":
                break
            seat = seats_to_act(copy)[0]
            cg.apply(copy, seat, bot.choose(cg.private_view(copy, seat),
                                            cg.legal_actions(copy, seat),
                                            RandomStream(f"c{step}", i)))
        assert state.model_dump_json() == before
