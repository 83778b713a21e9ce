"""The claims `legal_actions` lists by groups of tracks (one colour, the same locomotive
rules: payable up to a length) are exactly the tracks a per-track search finds payable,
as the claims of a game come in and when a state's claims are replaced; a plain
track's payment is judged as the general search over every split of the cards judges
it; and a track paid partly with groups of any cards is payable exactly when a payment
for it is listed."""

from __future__ import annotations

from itertools import product

import pytest

from engine import ClaimRoute, apply, legal_actions, new_game
from engine.bots import get_bot
from engine.game import claimable_tracks, map_of, rules_of
from engine.maps import load_map
from engine.payments import (
    _any_payment_color,
    can_pay_route,
    iter_route_payments,
    payment_color,
    plain_track,
)
from engine.rng import RandomStream
from engine.rules import RULESETS
from engine.turns import seats_to_act
from engine.views import seat_view


def per_track(state, seat: int) -> list[int]:
    """The payable tracks found one track at a time."""
    rules, routes = rules_of(state), map_of(state).routes
    hand = state.players[seat].hand
    return [t for t in claimable_tracks(state, seat) if can_pay_route(rules, routes[t], hand)]


def listed(state, seat: int) -> list[int]:
    return [a.track for a in legal_actions(state, seat) if isinstance(a, ClaimRoute)]


def choosing_claims(state, seat: int) -> bool:
    return (state.phase == "playing" and seat == state.current and not state.drawn_this_turn
            and state.pending_tunnel is None and not state.players[seat].offered)


@pytest.mark.parametrize("game,players", [("usa", 2), ("usa", 5), ("europe", 3),
                                          ("nordic", 2), ("nordic", 3)])
def test_the_grouped_claims_are_the_tracks_payable_one_by_one(game: str, players: int) -> None:
    bot = get_bot("random")
    for number in range(6):
        state, _ = new_game(game, [f"P{i}" for i in range(players)], f"payable:{number}")
        step = 0
        while state.phase != "finished" and step < 600:
            seat = seats_to_act(state)[0]
            if choosing_claims(state, seat):
                for other in range(players):  # every seat's open tracks follow the claims
                    if not state.players[other].offered:
                        assert listed_for(state, other) == per_track(state, other)
            legal = legal_actions(state, seat)
            apply(state, seat, bot.choose(seat_view(state, seat), legal,
                                          RandomStream(f"payable:{number}", step)))
            step += 1


def listed_for(state, seat: int) -> list[int]:
    """The claims the seat would be offered were it its turn to choose one."""
    current, drawn = state.current, state.drawn_this_turn
    state.current, state.drawn_this_turn = seat, 0
    try:
        return listed(state, seat)
    finally:
        state.current, state.drawn_this_turn = current, drawn


def test_claims_replaced_in_a_state_are_listed_afresh() -> None:
    state, _ = new_game("usa", ["A", "B"], 3)
    for seat in (0, 1):
        state.players[seat].offered = []
    state.phase = "playing"
    state.players[0].hand = {"red": 6, "locomotive": 2}
    before = listed(state, 0)
    taken = before[:3]
    state.owners = {t: 1 for t in taken}  # a new dict: not an extension of the claims seen
    assert listed(state, 0) == per_track(state, 0)
    assert not set(taken) & set(listed(state, 0))
    state.owners = {}
    assert listed(state, 0) == before


@pytest.mark.parametrize("game", sorted(RULESETS))
def test_a_plain_tracks_payment_is_judged_as_by_every_split(game: str) -> None:
    rules = RULESETS[game]
    shapes = {(r.length, r.color, r.locomotives, r.tunnel, r.is_ferry): r
              for r in load_map(rules.map_id).routes if plain_track(rules, r)}
    judged = 0
    for route in shapes.values():
        for first, second in (("red", "blue"), (route.color, "green"), ("green", route.color)):
            for a, b, k in product(range(route.length + 2), range(3), range(route.length + 2)):
                cards = {c: n for c, n in ((first, a), (second, b), ("locomotive", k)) if n}
                if first == "gray" or second == "gray":
                    continue
                fast = payment_color(rules, route, cards)
                assert fast == _any_payment_color(rules, route, cards), (route, cards)
                judged += fast is not False
    assert judged > 0


@pytest.mark.parametrize("game", sorted(RULESETS))
def test_a_track_with_groups_is_payable_exactly_when_a_payment_is_listed(game: str) -> None:
    rules = RULESETS[game]
    grouped = [r for r in load_map(rules.map_id).routes if not plain_track(rules, r)]
    kinds = ("red", "blue", "locomotive")
    for route in grouped:
        colour = route.color if route.color != "gray" else "green"
        for counts in product(range(6), range(4), range(4), range(5)):
            hand = {c: n for c, n in zip((colour, *kinds), counts, strict=True) if n}
            listed_one = next(iter_route_payments(rules, route, hand), None) is not None
            assert can_pay_route(rules, route, hand) == listed_one, (route, hand)
