"""Every rule of the USA game (RULES.en.md: common board-game rules and USA)."""

from __future__ import annotations

import pytest

from engine import (
    BuildStation,
    ClaimRoute,
    DrawCard,
    DrawTickets,
    KeepTickets,
    Pass,
    RuleError,
    apply,
    final_scores,
    legal_actions,
    new_game,
    public_view,
)
from engine.cards import COLORS, LOCOMOTIVE, count_cards
from engine.game import total_cards
from engine.maps import load_map
from engine.rules import USA
from engine.state import GameState
from tests.positions import refused, set_deck_top, set_face_up, set_hand, started, track

# --- set-up ------------------------------------------------------------------------------

def test_deck_has_110_cards_12_per_colour_and_14_locomotives():
    state, _ = new_game("usa", ["A", "B", "C"], 7)
    everything = list(state.deck) + [c for c in state.face_up if c]
    for p in state.players:
        everything += [c for c, n in p.hand.items() for _ in range(n)]
    counts = count_cards(everything)
    assert len(everything) == 110
    assert all(counts[c] == 12 for c in COLORS)
    assert counts[LOCOMOTIVE] == 14


def test_setup_deals_4_cards_5_face_up_3_tickets_and_45_trains():
    state, events = new_game("usa", ["A", "B", "C", "D", "E"], 3)
    assert all(sum(p.hand.values()) == 4 for p in state.players)
    assert all(p.trains == 45 for p in state.players)
    assert len([c for c in state.face_up if c]) == 5
    assert all(len(p.offered) == 3 and p.keep_min == 2 for p in state.players)
    assert len(state.ticket_deck) == 30 - 15
    offers = [e for e in events if e.kind == "tickets_offered"]
    assert [e.to for e in offers] == [0, 1, 2, 3, 4]


def test_player_counts_outside_2_to_5_are_refused():
    with pytest.raises(RuleError) as info:
        new_game("usa", ["A"], 1)
    assert info.value.code == "player_count"
    with pytest.raises(RuleError):
        new_game("usa", list("ABCDEF"), 1)


def test_starting_tickets_keep_at_least_two_and_return_the_rest_under_the_deck():
    state, _ = new_game("usa", ["A", "B"], 5)
    offered = state.players[0].offered
    refused(state, 0, KeepTickets(tickets=(offered[0],)), "keep_more_tickets")
    apply(state, 0, KeepTickets(tickets=tuple(offered[:2])))
    assert state.players[0].tickets == offered[:2]
    assert state.ticket_deck[-1] == offered[2]
    assert state.phase == "choosing_tickets"  # B has not chosen yet
    refused(state, 0, DrawCard(card="deck"), "waiting_for_tickets")
    apply(state, 1, KeepTickets(tickets=tuple(state.players[1].offered)))
    assert state.phase == "playing" and state.current == 0


def test_keeping_a_ticket_that_was_not_offered_is_refused():
    state, _ = new_game("usa", ["A", "B"], 5)
    other = state.players[1].offered[0]
    refused(state, 0, KeepTickets(tickets=(state.players[0].offered[0], other)),
            "ticket_not_offered")


# --- drawing train cards -------------------------------------------------------------------

def test_two_face_up_cards_are_drawn_and_each_is_replaced_at_once():
    state = started()
    set_face_up(state, ["red", "blue", "green", "white", "black"])
    set_deck_top(state, ["yellow", "orange"])
    hand = dict(state.players[0].hand)
    apply(state, 0, DrawCard(card="red"))
    assert state.face_up == ["yellow", "blue", "green", "white", "black"]
    assert state.current == 0 and state.drawn_this_turn == 1
    apply(state, 0, DrawCard(card="blue"))
    assert state.face_up == ["yellow", "orange", "green", "white", "black"]
    assert state.players[0].hand.get("red", 0) == hand.get("red", 0) + 1
    assert state.players[0].hand.get("blue", 0) == hand.get("blue", 0) + 1
    assert state.current == 1


def test_a_face_up_locomotive_as_first_card_ends_the_draw():
    state = started()
    set_face_up(state, [LOCOMOTIVE, "blue", "green", "white", "black"])
    set_deck_top(state, ["yellow"])
    locos = state.players[0].hand.get(LOCOMOTIVE, 0)
    apply(state, 0, DrawCard(card=LOCOMOTIVE))
    assert state.players[0].hand[LOCOMOTIVE] == locos + 1
    assert state.current == 1 and state.drawn_this_turn == 0


def test_a_face_up_locomotive_may_not_be_the_second_card_even_when_just_turned_up():
    state = started()
    set_face_up(state, ["red", "blue", "green", "white", "black"])
    set_deck_top(state, [LOCOMOTIVE])
    apply(state, 0, DrawCard(card="red"))
    assert LOCOMOTIVE in state.face_up
    refused(state, 0, DrawCard(card=LOCOMOTIVE), "locomotive_second_card")
    assert DrawCard(card=LOCOMOTIVE) not in legal_actions(state, 0)
    refused(state, 0, DrawTickets(), "must_draw_second_card")


def test_a_locomotive_drawn_blind_counts_as_one_card():
    state = started()
    set_deck_top(state, [LOCOMOTIVE, LOCOMOTIVE])
    apply(state, 0, DrawCard(card="deck"))
    assert state.current == 0
    apply(state, 0, DrawCard(card="deck"))
    assert state.current == 1


def test_three_face_up_locomotives_discard_the_row():
    state = started()
    set_face_up(state, [LOCOMOTIVE, LOCOMOTIVE, "blue", "green", "white"])
    set_deck_top(state, [LOCOMOTIVE, "red", "red", "red", "red", "red"])
    apply(state, 0, DrawCard(card="blue"))  # replaced by a third locomotive
    assert state.face_up == ["red"] * 5
    assert state.discard[-5:].count(LOCOMOTIVE) == 3
    assert total_cards(state) == 110


def test_the_row_is_reset_at_most_three_times_in_a_row():
    state = started()
    set_face_up(state, [LOCOMOTIVE, LOCOMOTIVE, "blue", "green", "white"])
    # every new row shows three locomotives again
    row = [LOCOMOTIVE, LOCOMOTIVE, LOCOMOTIVE, "red", "red"]
    set_deck_top(state, [LOCOMOTIVE] + row * 3)
    events = apply(state, 0, DrawCard(card="blue"))
    assert sum(e.kind == "face_up_reset" for e in events) == 3
    assert state.face_up.count(LOCOMOTIVE) == 3  # left as it is after the third reset


def test_an_empty_deck_is_rebuilt_from_the_shuffled_discards():
    state = started()
    state.discard = state.deck[:-1]
    state.deck = state.deck[-1:]
    apply(state, 0, DrawCard(card="deck"))
    assert state.deck == [] and len(state.discard) > 0
    n = len(state.discard)
    events = apply(state, 0, DrawCard(card="deck"))
    assert any(e.kind == "deck_reshuffled" for e in events)
    assert len(state.deck) == n - 1 and state.discard == []
    assert total_cards(state) == 110


def test_with_deck_and_discards_empty_no_blind_draw_is_possible():
    state = started()
    for card in state.deck + state.discard:  # player 1 holds every other card
        state.players[1].hand[card] = state.players[1].hand.get(card, 0) + 1
    state.deck, state.discard = [], []
    refused(state, 0, DrawCard(card="deck"), "deck_empty")
    assert DrawCard(card="deck") not in legal_actions(state, 0)
    # face-up cards can still be taken, and are not replaced
    card = next(c for c in state.face_up if c and c != LOCOMOTIVE)
    apply(state, 0, DrawCard(card=card))
    assert None in state.face_up


def test_drawing_a_card_that_is_not_face_up_is_refused():
    state = started()
    set_face_up(state, ["red", "blue", "green", "white", "black"])
    refused(state, 0, DrawCard(card="yellow"), "card_not_face_up")


# --- claiming routes -------------------------------------------------------------------------

@pytest.mark.parametrize(("length", "points"), [(1, 1), (2, 2), (3, 4), (4, 7), (5, 10), (6, 15)])
def test_route_points_by_length(length, points):
    assert USA.route_points[length] == points
    state = started()
    game_map = load_map("usa")
    t = next(i for i, r in enumerate(game_map.routes) if r.length == length)
    colour = game_map.routes[t].color if game_map.routes[t].color != "gray" else "red"
    set_hand(state, 0, {colour: length})
    apply(state, 0, ClaimRoute(track=t, cards={colour: length}))
    assert state.players[0].route_points == points
    assert state.players[0].trains == 45 - length
    assert state.owners[t] == 0 and state.players[0].hand == {}


def test_a_coloured_route_takes_its_colour_or_locomotives_only():
    state = started()
    t = track("usa", "denver-omaha")  # 4 purple
    set_hand(state, 0, {"purple": 2, LOCOMOTIVE: 2, "red": 4})
    refused(state, 0, ClaimRoute(track=t, cards={"red": 4}), "wrong_cards")
    refused(state, 0, ClaimRoute(track=t, cards={"purple": 2, "red": 2}), "wrong_cards")
    refused(state, 0, ClaimRoute(track=t, cards={"purple": 2, LOCOMOTIVE: 1}), "wrong_cards")
    apply(state, 0, ClaimRoute(track=t, cards={"purple": 2, LOCOMOTIVE: 2}))
    assert state.players[0].hand == {"red": 4}
    assert state.discard[-4:].count(LOCOMOTIVE) == 2


def test_a_gray_route_takes_any_one_colour():
    state = started()
    t = track("usa", "seattle-calgary")  # 4 gray
    set_hand(state, 0, {"orange": 3, "white": 1, LOCOMOTIVE: 1})
    refused(state, 0, ClaimRoute(track=t, cards={"orange": 3, "white": 1}), "wrong_cards")
    apply(state, 0, ClaimRoute(track=t, cards={"orange": 3, LOCOMOTIVE: 1}))
    assert state.players[0].hand == {"white": 1}


def test_only_locomotives_pay_any_route():
    state = started()
    t = track("usa", "los_angeles-el_paso")  # 6 black
    set_hand(state, 0, {LOCOMOTIVE: 6})
    apply(state, 0, ClaimRoute(track=t, cards={LOCOMOTIVE: 6}))
    assert state.players[0].route_points == 15


def test_cards_not_in_hand_are_refused():
    state = started()
    t = track("usa", "denver-omaha")
    set_hand(state, 0, {"purple": 3})
    refused(state, 0, ClaimRoute(track=t, cards={"purple": 4}), "cards_not_in_hand")


def test_a_claimed_route_cannot_be_claimed_again():
    state = started()
    t = track("usa", "denver-omaha")
    set_hand(state, 0, {"purple": 4})
    apply(state, 0, ClaimRoute(track=t, cards={"purple": 4}))
    set_hand(state, 1, {"purple": 4})
    refused(state, 1, ClaimRoute(track=t, cards={"purple": 4}), "route_taken")


def test_not_enough_trains_refuses_a_route():
    state = started()
    t = track("usa", "los_angeles-el_paso")
    set_hand(state, 0, {"black": 6})
    state.players[0].trains = 5
    refused(state, 0, ClaimRoute(track=t, cards={"black": 6}), "not_enough_trains")


def test_the_engine_picks_a_payment_without_spending_locomotives_needlessly():
    state = started()
    t = track("usa", "seattle-calgary")
    set_hand(state, 0, {"orange": 4, "white": 2, LOCOMOTIVE: 3})
    apply(state, 0, ClaimRoute(track=t))
    assert state.players[0].hand == {"white": 2, LOCOMOTIVE: 3}


def test_double_route_with_2_or_3_players_closes_the_second_track():
    for players in (2, 3):
        state = started(players=players)
        a, b = load_map("usa").tracks_between("new_york", "washington")
        set_hand(state, 0, {"black": 2})
        apply(state, 0, ClaimRoute(track=a, cards={"black": 2}))
        set_hand(state, 1, {"orange": 2})
        refused(state, 1, ClaimRoute(track=b, cards={"orange": 2}), "double_route_closed")
        assert all(not (isinstance(x, ClaimRoute) and x.track == b)
                   for x in legal_actions(state, 1))


def test_double_route_with_4_players_is_open_to_another_player_but_never_both_to_one():
    state = started(players=4)
    a, b = load_map("usa").tracks_between("new_york", "washington")
    set_hand(state, 0, {"black": 2, "orange": 2})
    apply(state, 0, ClaimRoute(track=a, cards={"black": 2}))
    for seat in (1, 2, 3):
        apply(state, seat, DrawCard(card="deck"))
        apply(state, seat, DrawCard(card="deck"))
    refused(state, 0, ClaimRoute(track=b, cards={"orange": 2}), "double_route_own")
    apply(state, 0, DrawCard(card="deck"))
    apply(state, 0, DrawCard(card="deck"))
    set_hand(state, 1, {"orange": 2})
    apply(state, 1, ClaimRoute(track=b, cards={"orange": 2}))
    assert state.owners[b] == 1


# --- destination tickets -------------------------------------------------------------------

def test_drawing_tickets_offers_3_keeps_at_least_1_and_puts_the_rest_under_the_deck():
    state = started()
    top3 = state.ticket_deck[:3]
    apply(state, 0, DrawTickets())
    assert state.players[0].offered == top3 and state.current == 0
    refused(state, 0, KeepTickets(tickets=()), "keep_more_tickets")
    refused(state, 1, DrawCard(card="deck"), "not_your_turn")
    refused(state, 0, DrawCard(card="deck"), "must_choose_tickets")
    kept_before = list(state.players[0].tickets)
    apply(state, 0, KeepTickets(tickets=(top3[1],)))
    assert state.players[0].tickets == [*kept_before, top3[1]]
    assert state.ticket_deck[-2:] == [top3[0], top3[2]]
    assert state.current == 1


def test_fewer_than_3_tickets_left_offers_what_is_left_and_none_refuses():
    state = started()
    state.ticket_deck = state.ticket_deck[:2]
    apply(state, 0, DrawTickets())
    assert len(state.players[0].offered) == 2
    apply(state, 0, KeepTickets(tickets=tuple(state.players[0].offered)))
    assert state.ticket_deck == []
    refused(state, 1, DrawTickets(), "no_tickets_left")


def test_usa_has_no_stations():
    state = started()
    refused(state, 0, BuildStation(city="denver"), "no_stations_left")


# --- turns and the end ---------------------------------------------------------------------

def test_acting_out_of_turn_is_refused():
    state = started()
    refused(state, 1, DrawCard(card="deck"), "not_your_turn")


def test_the_last_round_gives_everyone_including_the_trigger_one_more_turn():
    state = started(players=3)
    t = track("usa", "los_angeles-el_paso")
    state.players[0].trains = 8
    set_hand(state, 0, {"black": 6})
    events = apply(state, 0, ClaimRoute(track=t, cards={"black": 6}))
    assert state.players[0].trains == 2
    assert any(e.kind == "last_round" for e in events)
    for seat in (1, 2, 0):
        assert state.phase == "playing" and state.current == seat
        apply(state, seat, DrawCard(card="deck"))
        apply(state, seat, DrawCard(card="deck"))
    assert state.phase == "finished"
    refused(state, 1, DrawCard(card="deck"), "game_over")


def test_three_trains_left_does_not_start_the_last_round():
    state = started()
    t = track("usa", "los_angeles-el_paso")
    state.players[0].trains = 9
    set_hand(state, 0, {"black": 6})
    apply(state, 0, ClaimRoute(track=t, cards={"black": 6}))
    assert state.final_turns_left is None


def test_a_player_with_nothing_legal_passes_and_only_then():
    state = started()
    refused(state, 0, Pass(), "cannot_pass")
    set_hand(state, 0, {})
    for p in state.players:
        p.hand = {}
    state.deck, state.discard, state.face_up = [], [], [None] * 5
    state.ticket_deck = []
    assert legal_actions(state, 0) == [Pass()]
    apply(state, 0, Pass())
    assert state.current == 1


# --- scoring -------------------------------------------------------------------------------

def finished_with(routes: list[list[str]], tickets: list[list[str]]) -> GameState:
    """A finished USA game with these routes and tickets per player."""
    game_map = load_map("usa")
    state = started(players=len(routes))
    for seat, names in enumerate(routes):
        p = state.players[seat]
        p.tickets = [game_map.find_ticket(t) for t in tickets[seat]]
        for name in names:
            t = game_map.find_track(name, set(state.owners))
            state.owners[t] = seat
            p.tracks.append(t)
            p.trains -= game_map.routes[t].length
    state.phase = "finished"
    return state


def test_completed_tickets_add_failed_tickets_subtract_and_the_longest_path_scores_10():
    state = finished_with(
        [["seattle-portland", "portland-san_francisco:green", "san_francisco-los_angeles:yellow"],
         ["denver-omaha"]],
        [["seattle-los_angeles", "portland-phoenix"], ["denver-el_paso"]])
    a, b = final_scores(state)
    game_map = load_map("usa")
    assert [game_map.tickets[t].name for t in a.tickets_completed] == ["seattle-los_angeles"]
    assert [game_map.tickets[t].name for t in a.tickets_failed] == ["portland-phoenix"]
    assert (a.route_points, a.ticket_points, a.longest_route, a.longest_bonus) == (15, -2, 9, 10)
    assert a.total == 15 - 2 + 10
    assert (b.route_points, b.ticket_points, b.longest_bonus, b.total) == (7, -4, 0, 3)


def test_longest_path_may_pass_a_city_twice_but_never_uses_a_track_twice():
    # a triangle Omaha-Kansas City-Denver with tails Helena-Duluth-Omaha and Omaha-Chicago,
    # plus a branch Kansas City-Saint Louis that no single trail can also use
    state = finished_with(
        [["kansas_city-denver:black", "denver-omaha", "omaha-kansas_city", "omaha-duluth",
          "duluth-helena", "omaha-chicago", "kansas_city-saint_louis:blue"], []], [[], []])
    a, _ = final_scores(state)
    assert a.longest_route == 6 + 2 + 1 + 4 + 4 + 4
    assert len(a.longest_tracks) == 6 and len(set(a.longest_tracks)) == 6


def test_longest_path_bonus_goes_to_every_tied_player():
    state = finished_with([["denver-omaha"], ["seattle-calgary"]], [[], []])
    a, b = final_scores(state)
    assert a.longest_route == b.longest_route == 4
    assert a.longest_bonus == b.longest_bonus == 10


def test_a_points_tie_goes_to_more_completed_tickets():
    state = finished_with(
        [["el_paso-houston"],
         ["denver-santa_fe", "santa_fe-el_paso", "portland-san_francisco:green",
          "charleston-miami"]],
        [[], ["denver-el_paso"]])
    a, b = final_scores(state)
    assert a.total == b.total == 25
    assert public_view(state).final.ranking == [1, 0]


def test_a_points_and_tickets_tie_goes_to_the_longest_path_holder():
    state = finished_with(
        [["portland-san_francisco:green", "charleston-miami", "montreal-new_york",
          "los_angeles-phoenix"], ["el_paso-houston"]],
        [[], []])
    a, b = final_scores(state)
    assert a.total == b.total == 25 and b.longest_bonus == 10 and a.longest_bonus == 0
    assert public_view(state).final.ranking == [1, 0]
