"""A hint's reason is checked against the position: no "fits your trains" for tickets
the trains left cannot reach, no "trains to spare" with a few trains left, no "time for
more tickets" in the last round."""

from __future__ import annotations

from positions import started, track

from bot.i18n import say
from bot.kinds.board.hints import reason_phrase
from bot.kinds.cardgame.hints import reason_phrase as card_reason
from engine import GAMES, ClaimRoute, DrawTickets, KeepTickets, load_map, private_view
from engine.bots.hard import Choice
from engine.bots.reasons import explain
from engine.cardgame import DrawTickets as DrawCardTickets
from engine.cardgame import KeepTickets as KeepCardTickets

USA = load_map("usa")
LONG = next(i for i, t in enumerate(USA.tickets) if t.name == "los_angeles-new_york")


def reason(state, action) -> str:
    found = explain(private_view(state, 0), Choice(action=action, reason="plan"))
    return found.code, say("en", reason_phrase(USA, found))


def position(trains: int):
    state = started("usa", 2, seed=3)
    me = state.players[0]
    me.tickets, me.trains = [], trains
    return state


def test_a_ticket_beyond_the_trains_left_is_not_said_to_fit():
    state = position(7)
    state.players[0].offered = [LONG]
    code, text = reason(state, KeepTickets(tickets=(LONG,)))
    assert code == "keep_short" and "fit your trains" not in text
    assert "Los Angeles – New York" in text


def test_tickets_within_the_trains_left_fit():
    state = position(45)
    state.players[0].offered = [LONG]
    assert reason(state, KeepTickets(tickets=(LONG,)))[0] == "keep"


def test_two_trains_left_are_not_trains_to_spare():
    state = position(2)
    code, text = reason(state, ClaimRoute(track=track("usa", "seattle-portland")))
    assert code == "points_late" and "to spare" not in text


def test_many_trains_and_no_ticket_are_trains_to_spare():
    state = position(40)
    assert reason(state, ClaimRoute(track=track("usa", "seattle-portland")))[0] == "points"


def test_no_time_for_more_tickets_in_the_last_round():
    state = position(40)
    assert reason(state, DrawTickets())[0] == "tickets"
    state.final_turns_left = 1
    code, text = reason(state, DrawTickets())
    assert code == "move" and "still time" not in text


def test_card_game_reasons_speak_of_cards_and_no_more_tickets_at_the_end():
    state = GAMES["cardgame"].new(["A", "B"], 3)
    keep = say("en", card_reason(state, KeepCardTickets(tickets=(0,))))
    assert "trains" not in keep and "cards" in keep
    assert say("en", card_reason(state, DrawCardTickets())) == say("en", "hint.why.tickets")
    state.final_turns_left = 2
    assert "still time" not in say("en", card_reason(state, DrawCardTickets()))
