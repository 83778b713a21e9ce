"""Europe: long tickets, ferries, tunnels, stations, the European Express (RULES.en.md)."""

from __future__ import annotations

from engine import (
    BuildStation,
    ClaimRoute,
    DrawCard,
    DrawTickets,
    KeepTickets,
    PayTunnel,
    WithdrawTunnel,
    apply,
    legal_actions,
    new_game,
    public_view,
)
from engine.cards import LOCOMOTIVE
from engine.game import total_cards
from engine.maps import load_map
from engine.rules import EUROPE
from engine.score import score_board
from tests.positions import refused, set_deck_top, set_hand, started, track

EU = load_map("europe")


def test_setup_offers_one_long_and_three_regular_tickets_keep_two_and_the_rest_leave():
    state, _ = new_game("europe", ["A", "B", "C"], 4)
    long_ids = {i for i, t in enumerate(EU.tickets) if t.long}
    for p in state.players:
        assert len(p.offered) == 4 and p.keep_min == 2
        assert sum(t in long_ids for t in p.offered) == 1
        assert p.trains == 45 and p.stations_left == 3
    # the three unused long tickets left the game unseen; only regular ones stay in the deck
    assert not set(state.ticket_deck) & long_ids
    assert len(state.ticket_deck) == 40 - 9
    offered = state.players[0].offered
    refused(state, 0, KeepTickets(tickets=(offered[0],)), "keep_more_tickets")
    apply(state, 0, KeepTickets(tickets=(offered[0], offered[1])))
    assert offered[2] not in state.ticket_deck and offered[3] not in state.ticket_deck
    assert len(state.ticket_deck) == 40 - 9


def test_later_tickets_come_from_the_regular_deck_and_return_under_it():
    state = started("europe")
    top = state.ticket_deck[:3]
    apply(state, 0, DrawTickets())
    apply(state, 0, KeepTickets(tickets=(top[0],)))
    assert state.ticket_deck[-2:] == top[1:]


def test_route_points_include_8_for_21():
    assert EUROPE.route_points == {1: 1, 2: 2, 3: 4, 4: 7, 6: 15, 8: 21}
    state = started("europe")
    t = track("europe", "petrograd-stockholm")  # a tunnel: turn up no blue
    set_hand(state, 0, {"blue": 8})
    set_deck_top(state, ["red", "red", "red"])
    apply(state, 0, ClaimRoute(track=t, cards={"blue": 8}))
    assert state.players[0].route_points == 21


def test_double_routes_are_closed_for_three_players_and_open_for_four():
    a, b = EU.tracks_between("paris", "frankfurt")
    state = started("europe", players=3)
    set_hand(state, 0, {"orange": 3})
    apply(state, 0, ClaimRoute(track=a, cards={"orange": 3}))
    set_hand(state, 1, {"white": 3})
    refused(state, 1, ClaimRoute(track=b, cards={"white": 3}), "double_route_closed")
    state = started("europe", players=4)
    set_hand(state, 0, {"orange": 3})
    apply(state, 0, ClaimRoute(track=a, cards={"orange": 3}))
    set_hand(state, 1, {"white": 3})
    apply(state, 1, ClaimRoute(track=b, cards={"white": 3}))


# --- ferries --------------------------------------------------------------------------------

def test_a_ferry_needs_one_locomotive_per_locomotive_space():
    state = started("europe")
    t = track("europe", "smyrna-palermo")  # 6 gray, 2 locomotive spaces
    set_hand(state, 0, {"red": 6, LOCOMOTIVE: 2})
    refused(state, 0, ClaimRoute(track=t, cards={"red": 5, LOCOMOTIVE: 1}), "wrong_cards")
    refused(state, 0, ClaimRoute(track=t, cards={"red": 6}), "wrong_cards")
    apply(state, 0, ClaimRoute(track=t, cards={"red": 4, LOCOMOTIVE: 2}))
    assert state.players[0].hand == {"red": 2} and state.owners[t] == 0


def test_a_ferry_may_use_more_locomotives_but_not_mixed_colours():
    state = started("europe")
    t = track("europe", "athina-brindisi")  # 4 gray, 1 locomotive space
    set_hand(state, 0, {"green": 2, "red": 1, LOCOMOTIVE: 2})
    refused(state, 0, ClaimRoute(track=t, cards={"green": 2, "red": 1, LOCOMOTIVE: 1}),
            "wrong_cards")
    apply(state, 0, ClaimRoute(track=t, cards={"green": 2, LOCOMOTIVE: 2}))


def test_a_ferry_without_enough_locomotives_is_not_offered():
    state = started("europe")
    t = track("europe", "smyrna-palermo")
    set_hand(state, 0, {"red": 8, LOCOMOTIVE: 1})
    assert not any(isinstance(a, ClaimRoute) and a.track == t for a in legal_actions(state, 0))
    refused(state, 0, ClaimRoute(track=t), "cannot_pay")


# --- tunnels --------------------------------------------------------------------------------

def test_a_turned_up_locomotive_forces_one_extra_card():
    state = started("europe")
    t = track("europe", "madrid-pamplona:black")  # 3 black tunnel
    set_hand(state, 0, {"black": 4, "red": 1})
    set_deck_top(state, [LOCOMOTIVE, "red", "blue"])
    events = apply(state, 0, ClaimRoute(track=t, cards={"black": 3}))
    assert [e.params for e in events if e.kind == "tunnel_revealed"][0]["extra"] == 1
    assert state.pending_tunnel is not None and state.current == 0
    view = public_view(state)
    assert view.pending_tunnel.revealed == [LOCOMOTIVE, "red", "blue"]
    assert view.pending_tunnel.extra == 1
    # while the tunnel is pending nothing else may be done
    refused(state, 0, DrawCard(card="deck"), "tunnel_pending")
    refused(state, 0, PayTunnel(cards={"red": 1}), "wrong_tunnel_cards")
    assert {type(a) for a in legal_actions(state, 0)} == {PayTunnel, WithdrawTunnel}
    apply(state, 0, PayTunnel(cards={"black": 1}))
    assert state.owners[t] == 0 and state.players[0].hand == {"red": 1}
    assert state.players[0].route_points == 4 and state.current == 1
    # the three turned-up cards are discarded at the end of the turn
    assert state.discard[-3:] == [LOCOMOTIVE, "red", "blue"]
    assert total_cards(state) == 110


def test_turned_up_cards_of_the_paid_colour_each_need_one_more_card_or_a_locomotive():
    state = started("europe")
    t = track("europe", "paris-zurich")  # 3 gray tunnel
    set_hand(state, 0, {"green": 4, LOCOMOTIVE: 1})
    set_deck_top(state, ["green", "green", "red"])
    apply(state, 0, ClaimRoute(track=t, cards={"green": 3}))
    assert state.pending_tunnel.extra == 2 and state.pending_tunnel.color == "green"
    refused(state, 0, PayTunnel(cards={"green": 1}), "wrong_tunnel_cards")
    apply(state, 0, PayTunnel(cards={"green": 1, LOCOMOTIVE: 1}))
    assert state.players[0].hand == {}


def test_a_locomotives_only_tunnel_counts_only_turned_up_locomotives():
    state = started("europe")
    t = track("europe", "paris-zurich")
    set_hand(state, 0, {LOCOMOTIVE: 4, "red": 2})
    set_deck_top(state, ["red", LOCOMOTIVE, "green"])
    apply(state, 0, ClaimRoute(track=t, cards={LOCOMOTIVE: 3}))
    assert state.pending_tunnel.extra == 1 and state.pending_tunnel.color is None
    refused(state, 0, PayTunnel(cards={"red": 1}), "wrong_tunnel_cards")
    apply(state, 0, PayTunnel(cards={LOCOMOTIVE: 1}))
    assert state.players[0].hand == {"red": 2}


def test_a_tunnel_with_no_matching_card_turned_up_is_claimed_at_once():
    state = started("europe")
    t = track("europe", "paris-zurich")
    set_hand(state, 0, {"blue": 3})
    set_deck_top(state, ["red", "red", "green"])
    apply(state, 0, ClaimRoute(track=t, cards={"blue": 3}))
    assert state.owners[t] == 0 and state.pending_tunnel is None and state.current == 1


def test_a_withdrawn_tunnel_returns_exactly_the_committed_cards():
    state = started("europe")
    t = track("europe", "paris-zurich")
    set_hand(state, 0, {"blue": 3, LOCOMOTIVE: 1, "red": 2})
    set_deck_top(state, ["blue", "blue", "blue"])
    apply(state, 0, ClaimRoute(track=t, cards={"blue": 2, LOCOMOTIVE: 1}))
    assert state.players[0].hand == {"blue": 1, "red": 2}
    apply(state, 0, WithdrawTunnel())
    assert state.players[0].hand == {"blue": 3, LOCOMOTIVE: 1, "red": 2}
    assert t not in state.owners and state.current == 1
    assert state.discard[-3:] == ["blue", "blue", "blue"]
    assert total_cards(state) == 110


def test_a_tunnel_that_cannot_be_paid_is_refused_until_withdrawn():
    state = started("europe")
    t = track("europe", "paris-zurich")
    set_hand(state, 0, {"blue": 3})
    set_deck_top(state, ["blue", "red", "red"])
    apply(state, 0, ClaimRoute(track=t, cards={"blue": 3}))
    refused(state, 0, PayTunnel(), "cannot_pay_tunnel")
    assert legal_actions(state, 0) == [WithdrawTunnel()]


def test_a_tunnel_turns_up_fewer_cards_when_deck_and_discards_hold_fewer():
    state = started("europe")
    t = track("europe", "paris-zurich")
    set_hand(state, 0, {"blue": 3})
    rest = state.deck + state.discard
    for card in rest[:-2]:  # player 1 holds all but two cards
        state.players[1].hand[card] = state.players[1].hand.get(card, 0) + 1
    state.deck, state.discard = ["red"], ["red"]
    for card in rest[-2:]:
        state.players[1].hand[card] = state.players[1].hand.get(card, 0) + 1
    state.players[1].hand["red"] -= 2
    events = apply(state, 0, ClaimRoute(track=t, cards={"blue": 3}))
    revealed = [e for e in events if e.kind == "tunnel_revealed"][0].params["cards"]
    assert revealed == ["red", "red"]  # the discard was shuffled in to turn the second
    assert state.owners[t] == 0
    assert total_cards(state) == 110


def test_a_tunnel_with_deck_and_discards_empty_is_an_ordinary_route():
    state = started("europe")
    t = track("europe", "paris-zurich")
    set_hand(state, 0, {"blue": 3})
    for card in state.deck + state.discard:
        state.players[1].hand[card] = state.players[1].hand.get(card, 0) + 1
    state.deck, state.discard = [], []
    events = apply(state, 0, ClaimRoute(track=t, cards={"blue": 3}))
    assert [e for e in events if e.kind == "tunnel_revealed"][0].params["cards"] == []
    assert state.owners[t] == 0 and state.current == 1


# --- stations -------------------------------------------------------------------------------

def pass_turn(state, seat):
    apply(state, seat, DrawCard(card="deck"))
    apply(state, seat, DrawCard(card="deck"))


def test_stations_cost_one_then_two_then_three_cards_of_one_colour():
    state = started("europe")
    set_hand(state, 0, {"red": 1, "green": 1, "blue": 2, "white": 1, LOCOMOTIVE: 2})
    refused(state, 0, BuildStation(city="wien", cards={"red": 1, "green": 1}),
            "wrong_station_cards")
    apply(state, 0, BuildStation(city="wien", cards={"green": 1}))
    assert state.players[0].stations_left == 2 and state.current == 1
    pass_turn(state, 1)
    set_hand(state, 0, {"red": 1, "blue": 2, "white": 1, LOCOMOTIVE: 2})
    refused(state, 0, BuildStation(city="roma", cards={"red": 1}), "wrong_station_cards")
    refused(state, 0, BuildStation(city="roma", cards={"red": 1, "white": 1}),
            "wrong_station_cards")
    apply(state, 0, BuildStation(city="roma", cards={"red": 1, LOCOMOTIVE: 1}))
    pass_turn(state, 1)
    refused(state, 0, BuildStation(city="riga", cards={"blue": 2}), "wrong_station_cards")
    apply(state, 0, BuildStation(city="riga", cards={"blue": 2, LOCOMOTIVE: 1}))
    assert state.players[0].station_cities == ["wien", "roma", "riga"]
    assert state.players[0].hand == {"white": 1}
    pass_turn(state, 1)
    set_hand(state, 0, {"red": 4})
    refused(state, 0, BuildStation(city="kyiv", cards={"red": 4}), "no_stations_left")
    assert total_cards(state) == 110


def test_a_city_takes_one_station_only():
    state = started("europe")
    set_hand(state, 0, {"red": 1})
    apply(state, 0, BuildStation(city="wien"))
    set_hand(state, 1, {"red": 1})
    refused(state, 1, BuildStation(city="wien", cards={"red": 1}), "station_taken")
    assert not any(isinstance(a, BuildStation) and a.city == "wien"
                   for a in legal_actions(state, 1))


def test_a_station_may_stand_in_a_city_with_no_route():
    state = started("europe")
    set_hand(state, 0, {"red": 1})
    apply(state, 0, BuildStation(city="erzurum", cards={"red": 1}))
    assert state.players[0].station_cities == ["erzurum"]


def station_position(stations_a: list[str]) -> dict:
    return {"map": "europe", "players": [
        {"name": "A", "routes": ["paris-frankfurt:orange", "frankfurt-munchen",
                                 "london-amsterdam", "amsterdam-essen", "essen-berlin"],
         "tickets": ["paris-wien", "london-wien"], "stations": stations_a},
        {"name": "B", "routes": ["munchen-wien", "berlin-wien"], "tickets": []}]}


def test_one_station_borrows_one_route_for_all_its_tickets_the_best_for_its_owner():
    a, _ = score_board(station_position(["wien"]))["players"]
    # borrowing Berlin-Wien completes London-Wien (10) and fails Paris-Wien (8);
    # borrowing München-Wien would complete the 8 and fail the 10
    assert a["tickets_completed"] == ["london-wien"]
    assert a["tickets_failed"] == ["paris-wien"]
    assert a["ticket_points"] == 2
    assert a["stations_left"] == 2 and a["station_points"] == 8
    # the longest path counts only A's own trains, never the borrowed route
    assert a["longest_route"] == 7


def test_without_a_station_both_tickets_fail_and_every_unbuilt_station_scores_4():
    a, b = score_board(station_position([]))["players"]
    assert a["ticket_points"] == -18 and a["station_points"] == 12
    assert b["stations_left"] == 3 and b["station_points"] == 12


def test_the_european_express_goes_to_every_player_tied_for_the_longest_path():
    result = score_board({"map": "europe", "players": [
        {"name": "A", "routes": ["paris-frankfurt:orange"]},
        {"name": "B", "routes": ["berlin-wien"]}]})
    assert [p["longest_bonus"] for p in result["players"]] == [10, 10]


def test_a_tie_goes_to_the_player_who_built_fewer_stations():
    result = score_board({"map": "europe", "players": [
        {"name": "A", "routes": ["paris-frankfurt:orange", "madrid-lisboa"],
         "stations": ["roma"]},
        {"name": "B", "routes": ["berlin-wien"]}]})
    a, b = result["players"]
    assert a["total"] == b["total"] == 26
    assert result["ranking"] == ["B", "A"]


def test_a_tie_with_equal_stations_goes_to_the_european_express_holder():
    result = score_board({"map": "europe", "players": [
        {"name": "B", "routes": ["amsterdam-essen", "angora-erzurum", "athina-sofia",
                                 "bucuresti-constantinople", "barcelona-madrid"]},
        {"name": "A", "routes": ["paris-frankfurt:orange", "frankfurt-berlin:black"]}]})
    b, a = result["players"]
    assert a["total"] == b["total"] == 30 and a["longest_bonus"] == 10
    assert result["ranking"] == ["A", "B"]


def test_a_station_paid_with_cards_not_held_is_refused_naming_the_city():
    state = started("europe")
    set_hand(state, 0, {"red": 1})
    refused(state, 0, BuildStation(city="wien", cards={"blue": 1}), "station_cards_not_in_hand")
