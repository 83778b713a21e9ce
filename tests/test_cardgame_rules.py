"""The Card Game's rules, one by one: setup, the two-phase turn, drawing, playing onto
the Siding, train robbing, tickets, the end of the deck and the 4-player second run."""

from __future__ import annotations

import pytest

from engine.cardgame import (
    RULES,
    CardGameState,
    DrawCard,
    DrawTickets,
    KeepTickets,
    Pass,
    PlaySiding,
    apply,
    legal_actions,
    load_cardgame,
    new_game,
    total_cards,
)
from engine.cards import COLORS, LOCOMOTIVE
from engine.errors import RuleError

NAMES = ["Ann", "Bob", "Cid", "Dee"]
L = LOCOMOTIVE


def started(players: int = 2, seed: int = 1, **options: bool) -> CardGameState:
    """A game in play: every player kept the first ticket offered."""
    state, _ = new_game(NAMES[:players], seed, **options)
    for seat in range(players):
        apply(state, seat, KeepTickets(tickets=(state.players[seat].offered[0],)))
    return state


def set_hand(state: CardGameState, seat: int, cards: dict[str, int]) -> None:
    """Give `seat` exactly `cards`, trading cards with the deck so 96 stay in play."""
    player = state.players[seat]
    for c, n in player.hand.items():
        state.deck.extend([c] * n)
    player.hand = {}
    for c, n in cards.items():
        for _ in range(n):
            state.deck.remove(c)
        player.hand[c] = n


def refused(state: CardGameState, seat: int, action, code: str) -> RuleError:
    """Apply `action` expecting the refusal `code`; the state must not change."""
    before = state.model_dump_json()
    with pytest.raises(RuleError) as err:
        apply(state, seat, action)
    assert err.value.code == code, err.value
    assert state.model_dump_json() == before
    return err.value


def end_turn(state: CardGameState, seat: int) -> None:
    """Finish `seat`'s turn with a draw that does not touch the Sidings."""
    apply(state, seat, DrawCard(card="deck"))
    if state.current == seat and state.drawn_this_turn:
        apply(state, seat, DrawCard(card="deck"))


# --- setup ----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_deals_a_locomotive_seven_cards_five_face_up_and_six_tickets(players: int
                                                                            ) -> None:
    state, events = new_game(NAMES[:players], 7)
    assert state.phase == "choosing_tickets"
    for p in state.players:
        assert sum(p.hand.values()) == RULES.initial_hand + 1
        assert p.hand.get(L, 0) >= 1
        assert len(p.offered) == 6 and len(set(p.offered)) == 6
        assert p.keep_min == 1 and p.tickets == [] and p.siding == {} and p.tracks == {}
    assert len(state.face_up) == 5 and None not in state.face_up
    assert len(state.deck) == 96 - 8 * players - 5
    assert total_cards(state) == 96
    offered = [t for p in state.players for t in p.offered]
    assert sorted(offered + state.ticket_deck) == list(range(46))
    private = [e for e in events if e.kind == "tickets_offered"]
    assert [e.to for e in private] == list(range(players))


@pytest.mark.parametrize("players", [1, 5])
def test_only_two_to_four_players(players: int) -> None:
    with pytest.raises(RuleError) as err:
        new_game(NAMES[:1] * players, 1)
    assert err.value.code == "player_count"


def test_starting_tickets_keep_at_least_one_and_unwanted_go_back_shuffled() -> None:
    state, _ = new_game(NAMES[:2], 3)
    offered = list(state.players[0].offered)
    refused(state, 0, KeepTickets(tickets=()), "keep_more_tickets")
    refused(state, 0, KeepTickets(tickets=(state.players[1].offered[0],)), "ticket_not_offered")
    assert len(legal_actions(state, 0)) == 2 ** 6 - 1
    deck_before = list(state.ticket_deck)
    apply(state, 0, KeepTickets(tickets=tuple(offered[:2])))
    assert state.players[0].tickets == sorted(offered[:2])
    assert sorted(state.ticket_deck) == sorted(deck_before + offered[2:])
    assert state.ticket_deck[-4:] != offered[2:]  # shuffled in, not put on the bottom
    assert state.phase == "choosing_tickets"
    refused(state, 0, DrawCard(card="deck"), "waiting_for_tickets")
    refused(state, 1, DrawCard(card="deck"), "must_choose_tickets")
    apply(state, 1, KeepTickets(tickets=tuple(state.players[1].offered)))
    assert len(state.players[1].tickets) == 6
    assert state.phase == "playing" and state.current == 0


def test_keep_all_six_is_allowed() -> None:
    state, _ = new_game(NAMES[:3], 5)
    apply(state, 2, KeepTickets(tickets=tuple(state.players[2].offered)))
    assert len(state.players[2].tickets) == 6


# --- phase 1: the Siding moves onto the tracks ----------------------------------------


def test_first_turn_and_empty_siding_skip_phase_one() -> None:
    state = started(2)
    assert state.players[0].tracks == {}
    events = apply(state, 0, DrawCard(card="deck"))
    events += apply(state, 0, DrawCard(card="deck"))
    assert state.current == 1
    assert not [e for e in events if e.kind == "moved_to_tracks"]


def test_phase_one_moves_the_top_card_of_each_row_locomotives_first() -> None:
    state = started(2)
    set_hand(state, 0, {"green": 2, L: 2, "red": 1, "blue": 1, "yellow": 1})
    apply(state, 0, PlaySiding(cards={"green": 2, L: 2}))
    assert state.players[0].siding == {"green": ["green", "green", L, L]}
    end_turn(state, 1)
    assert state.players[0].tracks == {L: 1}
    assert state.players[0].siding == {"green": ["green", "green", L]}
    apply(state, 0, PlaySiding(cards={"red": 1, "blue": 1, "yellow": 1}))
    events = []
    apply(state, 1, DrawCard(card="deck"))
    events = apply(state, 1, DrawCard(card="deck"))
    moved = [e for e in events if e.kind == "moved_to_tracks"]
    assert len(moved) == 1 and moved[0].player == 0 and moved[0].to is None
    assert moved[0].params["count"] == 4
    assert "cards" not in moved[0].params
    assert state.players[0].tracks == {L: 2, "red": 1, "blue": 1, "yellow": 1}
    assert state.players[0].siding == {"green": ["green", "green"]}
    assert not [e for e in events if e.kind == "moved_to_tracks_cards"]


def test_beginners_variant_tells_the_owner_what_moved() -> None:
    state = started(2, own_pile_visible=True)
    set_hand(state, 0, {"white": 3})
    apply(state, 0, PlaySiding(cards={"white": 3}))
    apply(state, 1, DrawCard(card="deck"))
    events = apply(state, 1, DrawCard(card="deck"))
    private = [e for e in events if e.kind == "moved_to_tracks_cards"]
    assert [(e.to, e.params["cards"]) for e in private] == [(0, {"white": 1})]


# --- phase 2 A: drawing train cards ---------------------------------------------------


def test_blind_draws_are_private_and_face_up_draws_are_replaced_from_the_deck() -> None:
    state = started(2)
    top = state.deck[-1]
    events = apply(state, 0, DrawCard(card="deck"))
    public = [e for e in events if e.to is None]
    assert [e.kind for e in public] == ["drew_blind"] and "card" not in public[0].params
    assert [(e.kind, e.to, e.params["card"]) for e in events if e.to is not None] == [
        ("drew_card", 0, top)]
    state.face_up = ["red", "blue", "white", "black", "green"]
    hand = dict(state.players[0].hand)
    nxt = state.deck[-1]
    events = apply(state, 0, DrawCard(card="white"))
    assert state.players[0].hand.get("white", 0) == hand.get("white", 0) + 1
    assert state.face_up == ["red", "blue", nxt, "black", "green"]
    assert events[0].kind == "drew_face_up" and events[0].params == {
        "card": "white", "replaced_by": nxt}
    assert state.current == 1
    assert state.last_move is not None and state.last_move.blind == 1
    assert state.last_move.cards == {"white": 1}


def test_face_up_locomotive_ends_the_draw_and_may_not_be_the_second_card() -> None:
    state = started(2)
    state.face_up = [L, "red", "blue", "white", "black"]
    apply(state, 0, DrawCard(card=L))
    assert state.current == 1
    state.face_up = [L, "red", "blue", "white", "black"]
    apply(state, 1, DrawCard(card="deck"))
    assert state.current == 1
    assert DrawCard(card=L) not in legal_actions(state, 1)
    refused(state, 1, DrawCard(card=L), "locomotive_second_card")
    refused(state, 1, DrawTickets(), "must_draw_second_card")
    apply(state, 1, DrawCard(card="red"))
    assert state.current == 0


def test_a_blind_locomotive_counts_as_one_card() -> None:
    state = started(2)
    state.deck.append(L)
    state.deck.remove(next(c for c in state.deck[:-1] if c == L))
    apply(state, 0, DrawCard(card="deck"))
    assert state.current == 0 and state.drawn_this_turn == 1


def test_three_face_up_locomotives_do_not_reset_the_row() -> None:
    state = started(2)
    state.face_up = [L, L, L, "red", "blue"]
    for _ in range(2):
        state.deck.remove(L)
    state.discard.extend([L, L])  # keep all 96 cards in play
    nxt = state.deck[-1]
    events = apply(state, 0, DrawCard(card="red"))
    assert state.face_up == [L, L, L, nxt, "blue"]
    assert not [e for e in events if "reset" in e.kind]
    assert total_cards(state) == 96


def test_a_missing_face_up_card_cannot_be_drawn() -> None:
    state = started(2)
    state.face_up = ["red", "red", "red", "red", "red"]
    refused(state, 0, DrawCard(card="blue"), "card_not_face_up")


# --- phase 2 B: playing onto the Siding -----------------------------------------------


def test_a_run_of_one_colour_with_locomotives_on_top() -> None:
    state = started(2)
    set_hand(state, 0, {"green": 3, L: 2})
    events = apply(state, 0, PlaySiding(cards={L: 2, "green": 2}))
    assert state.players[0].siding == {"green": ["green", "green", L, L]}
    assert state.players[0].hand == {"green": 1}
    assert events[0].kind == "played_siding" and events[0].to is None
    assert events[0].params["cards"] == {L: 2, "green": 2}


def test_one_card_and_locomotives_alone_are_not_runs() -> None:
    state = started(2)
    set_hand(state, 0, {"green": 3, L: 2})
    refused(state, 0, PlaySiding(cards={"green": 1}), "run_too_short")
    refused(state, 0, PlaySiding(cards={L: 2}), "run_needs_colour")
    apply(state, 0, PlaySiding(cards={"green": 1, L: 1}))
    assert state.players[0].siding == {"green": ["green", L]}


def test_three_different_colours() -> None:
    state = started(2)
    set_hand(state, 0, {"red": 1, "blue": 1, "yellow": 1, "black": 1})
    apply(state, 0, PlaySiding(cards={"red": 1, "blue": 1, "yellow": 1}))
    assert state.players[0].siding == {"blue": ["blue"], "yellow": ["yellow"], "red": ["red"]}
    assert state.players[0].hand == {"black": 1}


def test_three_colours_may_not_contain_a_locomotive() -> None:
    state = started(2)
    set_hand(state, 0, {"red": 2, "blue": 1, "yellow": 1, L: 2})
    refused(state, 0, PlaySiding(cards={"red": 1, "blue": 1, "yellow": 1, L: 1}),
            "locomotive_in_mixed_play")
    refused(state, 0, PlaySiding(cards={"red": 1, "blue": 1, L: 1}),
            "locomotive_in_mixed_play")
    for action in legal_actions(state, 0):
        if isinstance(action, PlaySiding) and L in action.cards:
            assert len([c for c in action.cards if c != L]) == 1


def test_mixed_plays_are_exactly_three_single_cards() -> None:
    state = started(2)
    set_hand(state, 0, {"red": 2, "blue": 1, "yellow": 1, "black": 1})
    refused(state, 0, PlaySiding(cards={"red": 1, "blue": 1}), "bad_mixed_play")
    refused(state, 0, PlaySiding(cards={"red": 1, "blue": 1, "yellow": 1, "black": 1}),
            "bad_mixed_play")
    refused(state, 0, PlaySiding(cards={"red": 2, "blue": 1, "yellow": 1}), "bad_mixed_play")


def test_cards_must_be_in_hand() -> None:
    state = started(2)
    set_hand(state, 0, {"red": 1, "blue": 1})
    refused(state, 0, PlaySiding(cards={"red": 2}), "cards_not_in_hand")
    refused(state, 0, PlaySiding(cards={"red": 1, "blue": 1, "white": 1}), "cards_not_in_hand")


def test_never_a_colour_already_on_your_own_siding() -> None:
    state = started(2)
    set_hand(state, 0, {"red": 5, "blue": 1, "yellow": 1})
    apply(state, 0, PlaySiding(cards={"red": 2}))
    end_turn(state, 1)
    assert state.players[0].siding == {"red": ["red"]}
    refused(state, 0, PlaySiding(cards={"red": 3}), "colour_on_own_siding")
    refused(state, 0, PlaySiding(cards={"red": 1, "blue": 1, "yellow": 1}),
            "colour_on_own_siding")
    assert not [a for a in legal_actions(state, 0)
                if isinstance(a, PlaySiding) and "red" in a.cards]
    end_turn(state, 0)
    end_turn(state, 1)  # the last red card left the Siding at the start of this turn
    assert state.players[0].siding == {}
    apply(state, 0, PlaySiding(cards={"red": 3}))


# --- train robbing --------------------------------------------------------------------


def test_the_rulebook_robbery() -> None:
    """Michał plays 1 blue, 1 red, 1 yellow; Paweł plays 3 blue and Michał discards his
    blue card."""
    state, _ = new_game(["Michał", "Paweł"], 11)
    for seat in range(2):
        apply(state, seat, KeepTickets(tickets=(state.players[seat].offered[0],)))
    set_hand(state, 0, {"blue": 1, "red": 1, "yellow": 1})
    set_hand(state, 1, {"blue": 3})
    apply(state, 0, PlaySiding(cards={"blue": 1, "red": 1, "yellow": 1}))
    discard = len(state.discard)
    events = apply(state, 1, PlaySiding(cards={"blue": 3}))
    # Michał's turn begins: his two rows left move onto his On-the-Tracks pile
    assert state.players[0].siding == {}
    assert state.players[0].tracks == {"red": 1, "yellow": 1}
    assert state.players[1].siding == {"blue": ["blue", "blue", "blue"]}
    assert state.discard[discard:] == ["blue"]
    robbed = [e for e in events if e.kind == "robbed"]
    assert len(robbed) == 1 and robbed[0].to is None and robbed[0].player == 1
    assert robbed[0].params["victim"] == 0 and robbed[0].params["colour"] == "blue"
    assert robbed[0].params["count"] == 1
    told = [e for e in events if e.kind == "you_were_robbed"]
    assert [e.to for e in told] == [0]
    assert state.robberies == 1
    assert total_cards(state) == 96


def test_a_colour_someone_holds_needs_more_cards_than_their_row() -> None:
    state = started(3)
    set_hand(state, 0, {"blue": 2, L: 1})
    set_hand(state, 1, {"blue": 2, "red": 1, "white": 1, L: 1})
    apply(state, 0, PlaySiding(cards={"blue": 2, L: 1}))
    err = refused(state, 1, PlaySiding(cards={"blue": 2, L: 1}), "colour_held")
    assert err.params == {"colour": "blue", "holder": 0, "have": 3, "played": 3}
    refused(state, 1, PlaySiding(cards={"blue": 1, "red": 1, "white": 1}), "colour_held")
    plays = [a for a in legal_actions(state, 1) if isinstance(a, PlaySiding)]
    assert not [a for a in plays if "blue" in a.cards]
    set_hand(state, 1, {"blue": 3, L: 1})
    assert PlaySiding(cards={"blue": 3, L: 1}) in legal_actions(state, 1)
    discard = len(state.discard)
    apply(state, 1, PlaySiding(cards={"blue": 3, L: 1}))
    assert state.players[0].siding == {}
    assert sorted(state.discard[discard:]) == sorted(["blue", "blue", L])


def test_a_play_that_holds_a_colour_after_phase_one_counts_what_is_left() -> None:
    state = started(2)
    set_hand(state, 0, {"orange": 3})
    apply(state, 0, PlaySiding(cards={"orange": 3}))
    end_turn(state, 1)
    end_turn(state, 0)
    assert state.players[0].siding == {"orange": ["orange", "orange"]}
    set_hand(state, 1, {"orange": 3})
    apply(state, 1, PlaySiding(cards={"orange": 3}))
    assert state.players[0].siding == {}


# --- phase 2 C: tickets ---------------------------------------------------------------


def test_draw_four_tickets_keep_any_number_rest_under_the_deck() -> None:
    state = started(2)
    top = state.ticket_deck[:4]
    rest = state.ticket_deck[4:]
    events = apply(state, 0, DrawTickets())
    assert state.players[0].offered == top
    public = [e for e in events if e.to is None]
    assert [(e.kind, e.params) for e in public] == [("drew_tickets", {"count": 4})]
    assert state.current == 0
    refused(state, 0, DrawCard(card="deck"), "must_choose_tickets")
    assert KeepTickets(tickets=()) in legal_actions(state, 0)
    assert len(legal_actions(state, 0)) == 16
    held = list(state.players[0].tickets)
    apply(state, 0, KeepTickets(tickets=(top[2],)))
    assert state.players[0].tickets == [*held, top[2]]
    assert state.ticket_deck == rest + [top[0], top[1], top[3]]
    assert state.current == 1
    apply(state, 1, DrawTickets())
    apply(state, 1, KeepTickets(tickets=()))
    assert state.current == 0


def test_the_ticket_deck_runs_dry() -> None:
    state = started(2)
    state.players[1].tickets += state.ticket_deck[:-2]
    state.ticket_deck = state.ticket_deck[-2:]
    apply(state, 0, DrawTickets())
    assert len(state.players[0].offered) == 2
    apply(state, 0, KeepTickets(tickets=tuple(state.players[0].offered)))
    assert DrawTickets() not in legal_actions(state, 1)
    refused(state, 1, DrawTickets(), "no_tickets_left")


def test_turn_order_is_enforced() -> None:
    state = started(3)
    refused(state, 1, DrawCard(card="deck"), "not_your_turn")
    refused(state, 7, DrawCard(card="deck"), "not_seated")
    assert legal_actions(state, 1) == []


# --- the end of the deck --------------------------------------------------------------


def drain_deck(state: CardGameState, leave: int) -> None:
    """Move all but `leave` deck cards to the discards (they stay in play)."""
    state.discard.extend(state.deck[:-leave] if leave else state.deck)
    state.deck = state.deck[-leave:] if leave else []


@pytest.mark.parametrize("players", [2, 3])
def test_the_last_card_gives_everyone_one_more_turn_then_the_game_ends(players: int) -> None:
    state = started(players)
    drain_deck(state, 2)
    apply(state, 0, DrawCard(card="deck"))
    events = apply(state, 0, DrawCard(card="deck"))
    kinds = [e.kind for e in events]
    assert "deck_ran_out" in kinds and "last_turns" in kinds
    assert state.final_turns_left == players and state.last_round_by == 0
    for seat in [*range(1, players), 0]:
        assert state.phase == "playing" and state.current == seat
        apply(state, seat, DrawTickets())
        events = apply(state, seat, KeepTickets(tickets=()))
    assert state.phase == "finished"
    assert [e.kind for e in events][-1] == "game_over"
    assert state.result is not None and len(state.scorings) == 1
    assert legal_actions(state, 0) == []
    refused(state, 0, DrawTickets(), "game_over")


def test_one_card_left_may_be_taken_alone_then_nobody_draws() -> None:
    state = started(2)
    drain_deck(state, 1)
    state.discard.extend(c for c in state.face_up if c is not None)
    state.face_up = [None] * 5
    assert DrawCard(card="deck") in legal_actions(state, 0)
    apply(state, 0, DrawCard(card="deck"))
    assert state.current == 1 and state.final_turns_left == 2
    assert not [a for a in legal_actions(state, 1) if isinstance(a, DrawCard)]
    refused(state, 1, DrawCard(card="deck"), "deck_empty")


def test_taking_the_last_card_ends_the_draw_and_nobody_draws_after() -> None:
    """cardgame.pl.md: the player who takes the last card "may decide to use this turn to
    take that card"; then "the other players have only two choices in phase 2 (drawing
    tickets or playing onto the Siding)". Face-up cards left lie unused."""
    state = started(3)
    drain_deck(state, 1)
    state.face_up = ["red", "blue", None, None, None]
    held = sum(state.players[0].hand.values())
    events = apply(state, 0, DrawCard(card="deck"))  # the last card, as the first of a draw
    assert sum(state.players[0].hand.values()) == held + 1  # no second card
    assert state.current == 1 and state.final_turns_left == 3 and state.last_round_by == 0
    assert [e.kind for e in events].count("last_turns") == 1
    assert state.face_up == ["red", "blue", None, None, None]
    for seat in (1, 2, 0):  # everyone, the drawer included, has one more turn
        assert state.current == seat
        legal = legal_actions(state, seat)
        assert legal and all(isinstance(a, PlaySiding | DrawTickets | Pass) for a in legal)
        refused(state, seat, DrawCard(card="red"), "deck_empty")
        refused(state, seat, DrawCard(card="deck"), "deck_empty")
        apply(state, seat, DrawTickets())
        apply(state, seat, KeepTickets(tickets=()))
    assert state.phase == "finished"


def test_a_face_up_card_whose_refill_is_the_last_card_ends_the_draw() -> None:
    state = started(2)
    drain_deck(state, 1)
    last = state.deck[-1]
    state.face_up = ["red", "blue", None, None, None]
    apply(state, 0, DrawCard(card="red"))
    assert state.face_up == [last, "blue", None, None, None] and not state.deck
    assert state.current == 1 and state.final_turns_left == 2
    assert not [a for a in legal_actions(state, 1) if isinstance(a, DrawCard)]


def test_the_last_card_as_the_second_of_a_draw_ends_the_turn_as_usual() -> None:
    state = started(2)
    drain_deck(state, 2)
    apply(state, 0, DrawCard(card="deck"))
    assert state.current == 0 and state.drawn_this_turn
    apply(state, 0, DrawCard(card="deck"))
    assert state.current == 1 and state.final_turns_left == 2


def test_four_players_draw_nothing_in_the_turns_before_the_middle_scoring() -> None:
    state = four_at_run_out()
    for seat in (1, 2, 3, 0):
        assert state.current == seat and state.run == 1
        assert not [a for a in legal_actions(state, seat) if isinstance(a, DrawCard)]
        refused(state, seat, DrawCard(card="deck"), "deck_empty")
        apply(state, seat, DrawTickets())
        apply(state, seat, KeepTickets(tickets=()))
    assert state.run == 2 and len(state.scorings) == 1
    assert [a for a in legal_actions(state, state.current) if isinstance(a, DrawCard)]


def test_a_player_with_nothing_to_do_passes() -> None:
    state = started(2)
    drain_deck(state, 0)
    state.discard.extend(c for c in state.face_up if c is not None)
    state.face_up = [None] * 5
    state.discard.extend(c for c, n in state.players[0].hand.items() for _ in range(n))
    state.players[0].hand = {}
    state.players[1].tickets += state.ticket_deck
    state.ticket_deck = []
    refused(state, 1, Pass(), "not_your_turn")
    assert legal_actions(state, 0) == [Pass()]
    apply(state, 0, Pass())
    assert state.current == 1
    refused(state, 1, Pass(), "cannot_pass")


def test_unfinished_tickets_subtract_and_completed_ones_score_at_the_end() -> None:
    data = load_cardgame()
    state = started(2)
    drain_deck(state, 1)
    la_pit = data.find_ticket("los_angeles-pittsburgh")
    sea_mia = data.find_ticket("seattle-miami")
    for p in state.players:
        state.ticket_deck.extend(p.tickets)
        p.tickets = []
    state.ticket_deck.remove(la_pit)
    state.ticket_deck.remove(sea_mia)
    state.players[0].tickets = [la_pit, sea_mia]
    state.discard.remove("white")
    state.discard.remove("blue")
    state.discard.remove("blue")
    state.discard.remove(L)
    state.players[0].tracks = {"white": 1, "blue": 2, L: 1}
    assert total_cards(state) == 96
    apply(state, 0, DrawCard(card="deck"))  # the last card: the draw ends with it
    assert state.deck == [] and state.final_turns_left == 2
    apply(state, 1, DrawTickets())
    apply(state, 1, KeepTickets(tickets=()))
    apply(state, 0, DrawTickets())
    apply(state, 0, KeepTickets(tickets=()))
    assert state.result is not None
    ann = state.result.players[0]
    assert [t.name for t in ann.completed] == ["los_angeles-pittsburgh"]
    assert ann.completed[0].cards == {"white": 1, "blue": 2, L: 1}
    assert [t.name for t in ann.failed] == ["seattle-miami"]
    assert ann.ticket_points == 18 - 22
    assert ann.big_cities == ["los_angeles"]
    assert ann.total == 18 - 22 + 12


# --- 4 players: the intermediate scoring and the second run ---------------------------


def four_at_run_out() -> CardGameState:
    """A 4-player game whose deck has just run out, with things on every table."""
    data = load_cardgame()
    state = started(4, seed=4)
    for p in state.players:
        state.ticket_deck.extend(p.tickets)
        p.tickets = []
    sea_la = data.find_ticket("seattle-los_angeles")
    ny_mia = data.find_ticket("new_york-miami")
    chi_ny = data.find_ticket("chicago-new_york:yellow")
    for t in (sea_la, ny_mia, chi_ny):
        state.ticket_deck.remove(t)
    state.players[0].tickets = [sea_la, ny_mia]
    state.players[2].tickets = [chi_ny]
    set_hand(state, 0, {"black": 1, "white": 1, "blue": 1, "green": 2})
    apply(state, 0, PlaySiding(cards={"black": 1, "white": 1, "blue": 1}))
    set_hand(state, 1, {"red": 2, "purple": 1})
    apply(state, 1, PlaySiding(cards={"red": 2}))
    end_turn(state, 2)
    end_turn(state, 3)
    assert state.players[0].tracks == {"black": 1, "white": 1, "blue": 1}
    drain_deck(state, 2)
    end_turn(state, 0)
    assert state.final_turns_left == 4
    return state


def test_four_players_score_reshuffle_deal_four_and_play_on() -> None:
    state = four_at_run_out()
    data = load_cardgame()
    hands = [dict(p.hand) for p in state.players]
    for seat in (1, 2, 3):
        apply(state, seat, DrawTickets())
        apply(state, seat, KeepTickets(tickets=()))
    events = apply(state, 0, DrawTickets())
    events += apply(state, 0, KeepTickets(tickets=()))
    kinds = [e.kind for e in events]
    assert kinds.index("scoring") < kinds.index("deck_reshuffled") < kinds.index("dealt")
    assert state.phase == "playing" and state.run == 2 and state.final_turns_left is None
    assert len(state.scorings) == 1
    first = state.scorings[0]
    assert [t.name for t in first.completed[0]] == ["seattle-los_angeles"]
    assert first.completed[0][0].cards == {"black": 1, "white": 1}
    assert first.points == [9, 0, 0, 0]
    assert state.players[0].tickets == [data.find_ticket("new_york-miami")]
    assert [t.ticket for t in state.players[0].completed] == [
        data.find_ticket("seattle-los_angeles")]
    assert state.players[2].tickets == [data.find_ticket("chicago-new_york:yellow")]
    for seat, p in enumerate(state.players):
        assert sum(p.hand.values()) == sum(hands[seat].values()) + 4
        assert all(p.hand.get(c, 0) >= n for c, n in hands[seat].items())
        assert p.siding == {} and p.tracks == {}
    assert state.discard == [] and None not in state.face_up
    in_hands = sum(sum(h.values()) for h in hands)
    assert len(state.deck) == 96 - in_hands - 16 - 5
    assert total_cards(state) == 96
    assert state.current == 1  # left of seat 0, who played last
    dealt = [e for e in events if e.kind == "dealt_cards"]
    assert sorted(e.to for e in dealt) == [0, 1, 2, 3]
    assert all(e.to is None and "cards" not in e.params
               for e in events if e.kind == "dealt")


def test_four_players_second_run_out_ends_the_game_adding_both_scorings() -> None:
    state = four_at_run_out()
    for seat in (1, 2, 3, 0):
        apply(state, seat, DrawTickets())
        apply(state, seat, KeepTickets(tickets=()))
    assert state.run == 2
    state.discard.extend(state.deck[:-1])
    state.deck = state.deck[-1:]
    state.discard.remove("blue")
    state.discard.remove("red")
    state.players[0].tracks = {"blue": 1, "red": 1}
    seat = state.current
    apply(state, seat, DrawCard(card="deck"))  # the last card ends the draw
    for _ in range(4):
        seat = state.current
        apply(state, seat, DrawTickets())
        apply(state, seat, KeepTickets(tickets=()))
    assert state.phase == "finished"
    ann = state.result.players[0]
    assert [(t.name, t.scoring) for t in ann.completed] == [
        ("seattle-los_angeles", 1), ("new_york-miami", 2)]
    assert ann.ticket_points == 19
    assert sorted(ann.big_cities) == ["los_angeles", "miami", "new_york", "seattle"]
    cid = state.result.players[2]
    assert [t.name for t in cid.failed] == ["chicago-new_york:yellow"]
    assert cid.total == -5
    assert ann.total == 19 + 12 + 8 + 15 + 8
    assert state.result.ranking[0] == 0
    assert [s.number for s in state.result.scorings] == [1, 2]


def test_rules_are_data() -> None:
    assert RULES.deck_size == 96 == len(load_cardgame().deck_cards())
    assert RULES.deck_runs == {2: 1, 3: 1, 4: 2}
    assert RULES.locomotive_reset_at is None
    assert set(COLORS) == set(load_cardgame().deck.colors)


def test_four_players_a_reshuffled_deck_too_small_to_deal_starts_the_last_turns() -> None:
    state = four_at_run_out()
    # nearly every card is in a hand, and hands are not reshuffled
    for c in state.discard:
        state.players[3].hand[c] = state.players[3].hand.get(c, 0) + 1
    state.discard = []
    loose = sum(1 for c in state.face_up if c is not None) + sum(
        sum(p.tracks.values()) + sum(len(r) for r in p.siding.values()) for p in state.players)
    assert loose < 16
    hands = [sum(p.hand.values()) for p in state.players]
    events = []
    for seat in (1, 2, 3, 0):
        apply(state, seat, DrawTickets())
        events += apply(state, seat, KeepTickets(tickets=()))
    assert state.run == 2 and state.deck == [] and state.face_up == [None] * 5
    assert state.final_turns_left == 4
    dealt = sum(sum(p.hand.values()) for p in state.players) - sum(hands)
    assert dealt == loose
    assert [e.kind for e in events][-1] == "last_turns"
    for _ in range(4):
        seat = state.current
        apply(state, seat, DrawTickets())
        apply(state, seat, KeepTickets(tickets=()))
    assert state.phase == "finished" and len(state.scorings) == 2
    assert total_cards(state) == 96
