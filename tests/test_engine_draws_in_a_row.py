"""The public count of a player's turns in a row spent drawing cards: everyone at the
table sees it, so a computer player may read it (`hard` waits at most WAITING turns
near the end while it could claim)."""

from __future__ import annotations

from engine import ClaimRoute, DrawCard, DrawTickets, KeepTickets, apply, private_view
from engine.clone import clone
from engine.determinize import determinize
from engine.views import public_view
from tests.positions import set_face_up, set_hand, started, track


def _draw_blind(state, seat: int) -> None:
    apply(state, seat, DrawCard(card="deck"))
    apply(state, seat, DrawCard(card="deck"))


def test_card_draws_count_up_and_any_other_turn_starts_the_count_again() -> None:
    state = started("usa", players=2)
    set_face_up(state, ["red", "blue", "green", "black", "white"])
    _draw_blind(state, 0)
    assert [p.draws_in_a_row for p in state.players] == [1, 0]
    set_hand(state, 1, {"yellow": 1, "orange": 1})
    apply(state, 1, ClaimRoute(track=track("usa", "Seattle-Vancouver")))
    apply(state, 0, DrawCard(card="red"))  # a face-up card is a draw too
    apply(state, 0, DrawCard(card="deck"))
    assert [p.draws_in_a_row for p in state.players] == [2, 0]
    _draw_blind(state, 1)
    assert public_view(state).players[0].draws_in_a_row == 2
    assert private_view(state, 1).players[0].draws_in_a_row == 2
    assert clone(state).players[0].draws_in_a_row == 2
    assert determinize(state, 1, "w").players[0].draws_in_a_row == 2
    apply(state, 0, DrawTickets())
    apply(state, 0, KeepTickets(tickets=state.players[0].offered[:1]))
    assert [p.draws_in_a_row for p in state.players] == [0, 1]
