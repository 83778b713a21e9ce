"""The Card Game's lazy view, what its computer players are given, reads exactly like
its private view and shows nothing more."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.cardgame import CardGameState, apply, legal_actions, new_game, private_view
from engine.cardgame.api import RULES_ONLY
from engine.cardgame.bots import get_bot
from engine.cardgame.determinize import determinize
from engine.cardgame.views import PrivateView, SeatView
from engine.rng import RandomStream
from tests.test_cardgame_views import scrambled


def positions(players: int, seed: int, **options: bool) -> Iterator[CardGameState]:
    """Every position of a game between `normal` and `random` players, to its end."""
    state, _ = new_game([f"P{i}" for i in range(players)], seed, **options)
    bots = [get_bot("normal"), get_bot("random")]
    step = 0
    while True:
        yield state
        seat = RULES_ONLY.to_act(state)
        if seat is None:
            return
        apply(state, seat, bots[seat % 2].choose(SeatView(state, seat),
                                                  legal_actions(state, seat),
                                                  RandomStream(seed, step)))
        step += 1


@pytest.mark.parametrize("players,visible", [(2, False), (3, True), (4, False)])
def test_every_attribute_of_the_lazy_view_equals_the_private_views(players, visible):
    for i, state in enumerate(positions(players, 11, own_pile_visible=visible)):
        if i % 9 and state.phase != "finished":
            continue
        for seat in range(players):
            full = private_view(state, seat)
            lazy = RULES_ONLY.bot_view(state, seat)
            for name in reversed(PrivateView.model_fields):  # any order of first reads
                assert getattr(lazy, name) == getattr(full, name), name
            assert SeatView(state, seat).model() == full


def test_the_lazy_view_shows_only_the_seats_own_secrets():
    for i, state in enumerate(positions(3, 12)):
        if i % 13 or state.phase == "finished":
            continue
        mine, theirs = SeatView(state, 1), SeatView(scrambled(state, 1), 1)
        for name in PrivateView.model_fields:
            assert getattr(mine, name) == getattr(theirs, name), name


def test_the_lazy_view_is_read_only_and_copies_what_it_shows():
    state = next(s for i, s in enumerate(positions(2, 13)) if i == 20)
    view = SeatView(state, 0)
    with pytest.raises(AttributeError):
        view.hand = {"red": 9}
    for secret in ("deck", "ticket_deck", "seed"):
        with pytest.raises(AttributeError):
            getattr(view, secret)
    view.hand["red"] = 99  # a copy: the state's hand is untouched
    view.players[1].siding["red"] = ["red"] * 9
    assert state.players[0].hand.get("red", 0) != 99
    assert state.players[1].siding.get("red") != ["red"] * 9


def test_determinize_reads_a_lazy_view_like_the_private_view():
    for i, state in enumerate(positions(3, 14)):
        if i % 20 or state.phase == "finished":
            continue
        assert determinize(SeatView(state, 2), 2, "w") == determinize(state, 2, "w")
