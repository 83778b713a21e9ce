"""The lazy view bots are given reads exactly like the private view, and the tracks kept
open per state follow every claim (and any other change of the owners)."""

from __future__ import annotations

import pytest

from engine import ClaimRoute, apply, legal_actions, new_game, private_view
from engine.bots import get_bot
from engine.game import claimable_tracks
from engine.rng import RandomStream
from engine.turns import seats_to_act
from engine.views import PrivateView, SeatView, seat_view
from tests.test_engine_properties import with_secrets_changed

GAMES = [("usa", 2), ("usa", 4), ("europe", 5), ("nordic", 3)]


def positions(game: str, players: int, seed: int):
    """Every position of a game between a greedy and a random player, to its end."""
    state, _ = new_game(game, [f"P{i}" for i in range(players)], seed)
    bots = [get_bot("greedy"), get_bot("random")]
    step = 0
    while True:
        yield state
        if state.phase == "finished":
            return
        seat = seats_to_act(state)[0]
        apply(state, seat, bots[step % 2].choose(seat_view(state, seat),
                                                 legal_actions(state, seat),
                                                 RandomStream(seed, step)))
        step += 1


@pytest.mark.parametrize("game,players", GAMES)
def test_every_attribute_of_the_lazy_view_equals_the_private_views(game, players):
    for i, state in enumerate(positions(game, players, 5)):
        if i % 7 and state.phase != "finished":
            continue
        for seat in range(players):
            full = private_view(state, seat)
            lazy = seat_view(state, seat)
            for name in reversed(PrivateView.model_fields):  # any order of first reads
                assert getattr(lazy, name) == getattr(full, name), name
            assert seat_view(state, seat).model() == full


def test_the_lazy_view_shows_only_the_seats_own_secrets():
    for i, state in enumerate(positions("europe", 3, 8)):
        if i % 11 or state.phase == "finished":
            continue
        other = with_secrets_changed(state)
        other.players[1] = state.players[1]
        mine, theirs = seat_view(state, 1), seat_view(other, 1)
        for name in PrivateView.model_fields:
            assert getattr(mine, name) == getattr(theirs, name), name


def test_the_lazy_view_is_read_only_and_knows_only_the_views_fields():
    state, _ = new_game("usa", ["A", "B"], 3)
    view = seat_view(state, 0)
    assert isinstance(view, SeatView)
    with pytest.raises(AttributeError):
        view.hand = {"red": 9}
    with pytest.raises(AttributeError):
        _ = view.deck
    with pytest.raises(AttributeError):
        _ = view.ticket_deck
    view.hand["red"] = 99  # a copy: the state's hand is untouched
    assert state.players[0].hand.get("red", 0) != 99


@pytest.mark.parametrize("game,players", GAMES)
def test_listed_claims_are_the_claimable_tracks_the_hand_can_pay(game, players):
    """At every position the listed claims are exactly the tracks `claimable_tracks`
    gives (computed afresh, nothing kept) that have at least one payment."""
    from engine.game import payments

    for state in positions(game, players, 2):
        seat = seats_to_act(state)[0] if state.phase != "finished" else 0
        listed = [a.track for a in legal_actions(state, seat) if isinstance(a, ClaimRoute)]
        if state.phase != "playing" or state.drawn_this_turn or state.pending_tunnel \
                or state.players[seat].offered:
            assert listed == []
            continue
        fresh = [t for t in claimable_tracks(state, seat)
                 if payments(state, seat, ClaimRoute(track=t), limit=1)]
        assert listed == fresh


def test_owners_changed_outside_the_engine_are_seen():
    state, _ = new_game("usa", ["A", "B"], 4)
    for p in state.players:
        p.offered = []
    state.phase = "playing"
    state.players[0].hand = {"locomotive": 6}
    before = {a.track for a in legal_actions(state, 0) if isinstance(a, ClaimRoute)}
    some = sorted(before)[:3]
    state.owners = {some[0]: 1, some[1]: 1}
    after = {a.track for a in legal_actions(state, 0) if isinstance(a, ClaimRoute)}
    assert some[0] not in after and some[1] not in after and some[2] in after
    state.owners = {some[2]: 1}  # not an extension of the claims seen before
    again = {a.track for a in legal_actions(state, 0) if isinstance(a, ClaimRoute)}
    assert some[0] in again and some[1] in again and some[2] not in again


def test_the_lazy_views_seats_read_like_a_list():
    state = next(s for i, s in enumerate(positions("usa", 4, 6)) if i == 60)
    full = private_view(state, 2).players
    lazy = seat_view(state, 2).players
    assert lazy[2] == full[2] and lazy[-1] == full[-1]
    assert lazy[1:3] == full[1:3] and len(lazy) == 4
    assert list(lazy) == full and [p.seat for p in lazy] == [0, 1, 2, 3]
    with pytest.raises(IndexError):
        _ = lazy[4]


def test_ticket_statuses_are_shared_so_they_cannot_be_changed():
    from pydantic import ValidationError

    state = next(s for i, s in enumerate(positions("usa", 2, 6)) if i == 30)
    status = seat_view(state, 0).tickets[0]
    assert private_view(state, 0).tickets[0] is status
    with pytest.raises(ValidationError):
        status.completed = not status.completed


def test_determinize_reads_a_lazy_view_like_the_private_view():
    from engine.determinize import determinize

    for i, state in enumerate(positions("europe", 3, 4)):
        if i % 25 or state.phase == "finished":
            continue
        assert determinize(seat_view(state, 1), 1, "w") == determinize(state, 1, "w")
