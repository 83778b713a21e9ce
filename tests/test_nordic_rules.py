"""Nordic Countries: its locomotive rules, ferries, Murmansk-Lieksa, Globetrotter
(RULES.en.md and nordic.pl.md)."""

from __future__ import annotations

import pytest

from engine import (
    ClaimRoute,
    DrawCard,
    DrawTickets,
    KeepTickets,
    RuleError,
    apply,
    legal_actions,
    new_game,
    payments,
)
from engine.cards import LOCOMOTIVE
from engine.rules import NORDIC
from engine.score import score_board
from tests.positions import refused, set_deck_top, set_face_up, set_hand, started, track


def test_two_or_three_players_with_40_trains():
    for n in (2, 3):
        state, _ = new_game("nordic", [f"P{i}" for i in range(n)], 1)
        assert all(p.trains == 40 and p.stations_left == 0 for p in state.players)
    for n in (1, 4):
        with pytest.raises(RuleError):
            new_game("nordic", [f"P{i}" for i in range(n)], 1)


def test_five_tickets_dealt_keep_two_and_the_returned_ones_leave_the_game():
    state, _ = new_game("nordic", ["A", "B"], 2)
    assert all(len(p.offered) == 5 and p.keep_min == 2 for p in state.players)
    assert len(state.ticket_deck) == 46 - 10
    offered = state.players[0].offered
    refused(state, 0, KeepTickets(tickets=(offered[0],)), "keep_more_tickets")
    apply(state, 0, KeepTickets(tickets=(offered[0], offered[1])))
    assert not set(offered[2:]) & set(state.ticket_deck)
    assert len(state.ticket_deck) == 36


def test_later_tickets_keep_one_and_the_returned_ones_leave_the_game():
    state = started("nordic")
    top = state.ticket_deck[:3]
    apply(state, 0, DrawTickets())
    apply(state, 0, KeepTickets(tickets=(top[2],)))
    assert not set(top) & set(state.ticket_deck)
    assert len(state.ticket_deck) == 36 - 3


def test_two_face_up_locomotives_may_be_drawn_in_one_turn():
    state = started("nordic")
    set_face_up(state, [LOCOMOTIVE, LOCOMOTIVE, "red", "blue", "green"])
    set_deck_top(state, ["white", "black"])
    locos = state.players[0].hand.get(LOCOMOTIVE, 0)
    apply(state, 0, DrawCard(card=LOCOMOTIVE))
    assert state.current == 0  # a face-up locomotive counts as one card
    apply(state, 0, DrawCard(card=LOCOMOTIVE))
    assert state.players[0].hand[LOCOMOTIVE] == locos + 2 and state.current == 1


def test_three_face_up_locomotives_stay_there():
    state = started("nordic")
    set_face_up(state, [LOCOMOTIVE, LOCOMOTIVE, "red", "blue", "green"])
    set_deck_top(state, [LOCOMOTIVE])
    events = apply(state, 0, DrawCard(card="red"))
    assert state.face_up.count(LOCOMOTIVE) == 3
    assert not any(e.kind == "face_up_reset" for e in events)


def test_locomotives_are_refused_on_an_ordinary_route():
    state = started("nordic")
    t = track("nordic", "kirkenes-rovaniemi")  # 5 blue, ordinary
    set_hand(state, 0, {"blue": 4, LOCOMOTIVE: 1})
    refused(state, 0, ClaimRoute(track=t, cards={"blue": 4, LOCOMOTIVE: 1}), "wrong_cards")
    refused(state, 0, ClaimRoute(track=t), "cannot_pay")
    assert not any(isinstance(a, ClaimRoute) and a.track == t for a in legal_actions(state, 0))


def test_locomotives_pay_for_tunnels():
    state = started("nordic")
    t = track("nordic", "lillehammer-oslo")  # 2 purple tunnel
    set_hand(state, 0, {"purple": 1, LOCOMOTIVE: 1})
    set_deck_top(state, ["red", "red", "red"])
    apply(state, 0, ClaimRoute(track=t, cards={"purple": 1, LOCOMOTIVE: 1}))
    assert state.owners[t] == 0


def test_a_tunnel_counts_turned_up_locomotives_as_matching():
    state = started("nordic")
    t = track("nordic", "lillehammer-oslo")
    set_hand(state, 0, {"purple": 3})
    set_deck_top(state, [LOCOMOTIVE, "purple", "red"])
    apply(state, 0, ClaimRoute(track=t, cards={"purple": 2}))
    assert state.pending_tunnel.extra == 2


def test_a_ferry_takes_one_locomotive_per_locomotive_space_and_extra_locomotives():
    state = started("nordic")
    t = track("nordic", "helsinki-stockholm:yellow")  # 4 yellow, 1 locomotive space
    set_hand(state, 0, {"yellow": 3, LOCOMOTIVE: 2})
    refused(state, 0, ClaimRoute(track=t, cards={"yellow": 4}), "cards_not_in_hand")
    set_hand(state, 0, {"yellow": 4, LOCOMOTIVE: 2})
    refused(state, 0, ClaimRoute(track=t, cards={"yellow": 4}), "wrong_cards")
    apply(state, 0, ClaimRoute(track=t, cards={"yellow": 2, LOCOMOTIVE: 2}))
    assert state.players[0].hand == {"yellow": 2}


def test_a_ferry_locomotive_may_be_replaced_by_three_cards_of_any_kind():
    state = started("nordic")
    t = track("nordic", "helsinki-stockholm:yellow")
    set_hand(state, 0, {"yellow": 3, "red": 2, "blue": 1})
    apply(state, 0, ClaimRoute(track=t, cards={"yellow": 3, "red": 2, "blue": 1}))
    assert state.owners[t] == 0 and state.players[0].hand == {}
    assert state.players[0].route_points == 7


def test_a_ferry_with_two_locomotive_spaces_takes_any_mix_of_locomotives_and_triples():
    state = started("nordic")
    t = track("nordic", "helsinki-stockholm:gray")  # 4 gray, 2 locomotive spaces
    set_hand(state, 0, {"green": 2, LOCOMOTIVE: 1, "red": 3, "white": 1})
    refused(state, 0, ClaimRoute(track=t, cards={"green": 2, LOCOMOTIVE: 1, "red": 2}),
            "wrong_cards")
    apply(state, 0, ClaimRoute(track=t, cards={"green": 2, LOCOMOTIVE: 1, "red": 3}))
    assert state.players[0].hand == {"white": 1}


def test_murmansk_lieksa_takes_four_cards_for_one_of_the_chosen_colour():
    state = started("nordic")
    t = track("nordic", "murmansk-lieksa")
    set_hand(state, 0, {"green": 7, "red": 5, "blue": 2, LOCOMOTIVE: 1})
    refused(state, 0, ClaimRoute(track=t, cards={"green": 7, "red": 5, "blue": 2}),
            "wrong_cards")
    apply(state, 0, ClaimRoute(track=t, cards={"green": 7, "red": 5, "blue": 2, LOCOMOTIVE: 1}))
    assert state.owners[t] == 0
    assert state.players[0].route_points == 27 and state.players[0].trains == 31


def test_murmansk_lieksa_refuses_a_lone_locomotive_for_a_card():
    state = started("nordic")
    t = track("nordic", "murmansk-lieksa")
    set_hand(state, 0, {"green": 8, LOCOMOTIVE: 1})
    refused(state, 0, ClaimRoute(track=t, cards={"green": 8, LOCOMOTIVE: 1}), "wrong_cards")


def test_murmansk_lieksa_payments_are_listed_on_demand_with_the_engine_choice_first():
    state = started("nordic")
    t = track("nordic", "murmansk-lieksa")
    hand = {"green": 6, "red": 3, "blue": 3, "yellow": 2, "black": 2, "white": 2, LOCOMOTIVE: 1}
    set_hand(state, 0, hand)
    assert [a for a in legal_actions(state, 0) if isinstance(a, ClaimRoute)
            and a.track == t] == [ClaimRoute(track=t)]
    listed = payments(state, 0, ClaimRoute(track=t))
    # 6 green for six spaces and every other colour card as three groups of four
    assert listed[0] == {"green": 6, "red": 3, "blue": 3, "yellow": 2, "black": 2, "white": 2}
    # no cap: every way to make the three groups, locomotive included, is listed
    assert {"green": 6, "red": 3, "blue": 3, "yellow": 2, "black": 2, "white": 1,
            LOCOMOTIVE: 1} in listed
    # the groups leave out exactly one of the 13 other cards: one kind of six
    keys = [tuple(sorted(p.items())) for p in listed]
    assert len(keys) == len(set(keys)) == 6
    assert payments(state, 0, ClaimRoute(track=t), limit=5) == listed[:5]
    apply(state, 0, ClaimRoute(track=t))
    assert state.players[0].hand == {LOCOMOTIVE: 1}


def test_a_large_hand_finds_the_cheapest_murmansk_lieksa_payment_without_listing_all():
    state = started("nordic")
    t = track("nordic", "murmansk-lieksa")
    set_hand(state, 0, {c: 5 for c in ("green", "red", "blue", "yellow", "black", "white",
                                       "orange", "purple", LOCOMOTIVE)})
    first = payments(state, 0, ClaimRoute(track=t), limit=25)
    assert len(first) == 25
    # 5 of one colour, then four groups of four from whole colours (none stranded)
    assert sum(first[0].values()) == 21 and LOCOMOTIVE not in first[0]
    assert sorted(first[0].values()) == [1, 5, 5, 5, 5]
    apply(state, 0, ClaimRoute(track=t))
    assert state.players[0].trains == 31


def test_route_points_include_9_for_27():
    assert NORDIC.route_points == {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 9: 27}


def test_double_routes_are_closed_for_two_players_and_open_for_three():
    a, b = (track("nordic", "orebro-oslo:green"), track("nordic", "orebro-oslo:yellow"))
    state = started("nordic", players=2)
    set_hand(state, 0, {"green": 2})
    apply(state, 0, ClaimRoute(track=a, cards={"green": 2}))
    set_hand(state, 1, {"yellow": 2})
    refused(state, 1, ClaimRoute(track=b, cards={"yellow": 2}), "double_route_closed")
    state = started("nordic", players=3)
    set_hand(state, 0, {"green": 2})
    apply(state, 0, ClaimRoute(track=a, cards={"green": 2}))
    set_hand(state, 1, {"yellow": 2})
    apply(state, 1, ClaimRoute(track=b, cards={"yellow": 2}))


def test_the_engine_never_spends_a_locomotive_where_coloured_cards_serve():
    state = started("nordic")
    t = track("nordic", "helsinki-stockholm:yellow")
    set_hand(state, 0, {"yellow": 5, LOCOMOTIVE: 2, "red": 3})
    apply(state, 0, ClaimRoute(track=t))
    assert state.players[0].hand == {"yellow": 2, LOCOMOTIVE: 1, "red": 3}


def test_the_engine_pays_with_three_cards_when_no_locomotive_is_held():
    state = started("nordic")
    t = track("nordic", "helsinki-stockholm:yellow")
    set_hand(state, 0, {"yellow": 3, "red": 3})
    apply(state, 0, ClaimRoute(track=t))
    assert state.players[0].hand == {}


def test_legal_actions_offer_the_claim_once_and_payments_list_every_distinct_payment():
    state = started("nordic")
    t = track("nordic", "alborg-goteborg")  # 2 gray, 1 locomotive space
    set_hand(state, 0, {"red": 2, "blue": 1, LOCOMOTIVE: 1})
    claims = [a for a in legal_actions(state, 0) if isinstance(a, ClaimRoute) and a.track == t]
    assert claims == [ClaimRoute(track=t)]
    listed = payments(state, 0, claims[0])
    # the engine's own choice first: fewest cards, then no red card left stranded
    assert listed[0] == {"blue": 1, LOCOMOTIVE: 1}
    offered = sorted(tuple(sorted(p.items())) for p in listed)
    assert len(offered) == len(set(offered))
    assert offered == sorted([
        (("locomotive", 1), ("red", 1)),
        (("blue", 1), ("locomotive", 1)),
        # three cards for the locomotive space and one for the other
        (("blue", 1), ("locomotive", 1), ("red", 2)),
    ])


def test_globetrotter_goes_to_every_player_tied_for_most_completed_tickets():
    result = score_board({"map": "nordic", "players": [
        {"name": "A", "routes": ["orebro-stockholm:black", "oslo-orebro:green"],
         "tickets": ["oslo-stockholm"]},
        {"name": "B", "routes": ["goteborg-kobenhavn", "goteborg-oslo"],
         "tickets": ["oslo-kobenhavn"]},
        {"name": "C", "routes": [], "tickets": []}]})
    a, b, c = result["players"]
    assert (a["globetrotter_bonus"], b["globetrotter_bonus"], c["globetrotter_bonus"]) == \
        (10, 10, 0)
    assert a["longest_bonus"] == b["longest_bonus"] == 0


def test_nordic_ties_go_to_completed_tickets_then_the_longest_path():
    # equal points and tickets (none): B's path of 4 beats A's two separate routes of 2
    result = score_board({"map": "nordic", "players": [
        {"name": "A", "routes": ["goteborg-oslo", "helsinki-tallinn"]},
        {"name": "B", "routes": ["orebro-stockholm:black", "oslo-orebro:green"]}]})
    a, b = result["players"]
    assert a["total"] == b["total"] == 4
    assert (a["longest_route"], b["longest_route"]) == (2, 4)
    assert result["ranking"] == ["B", "A"]
    # a completed ticket (and with it the Globetrotter) outranks a longer path
    result = score_board({"map": "nordic", "players": [
        {"name": "B", "routes": ["kirkenes-rovaniemi", "boden-umea:red", "goteborg-oslo"]},
        {"name": "A", "routes": ["helsinki-tallinn", "helsinki-tampere"],
         "tickets": ["tampere-tallinn"]}]})
    b, a = result["players"]
    assert a["total"] == b["total"] == 16 and b["longest_route"] > a["longest_route"]
    assert result["ranking"] == ["A", "B"]
