"""Applying the board games' draws: train cards (face up or blind) and tickets, and the
choice of the tickets to keep."""

from __future__ import annotations

from .actions import (
    DrawCard,
    KeepTickets,
)
from .cards import LOCOMOTIVE
from .choices import keep_offered, offer_tickets
from .deck import can_draw, refill_face_up, take_top
from .errors import RuleError
from .events import Event, Events, event
from .rules import RULESETS, rules_of
from .state import GameState, LastMove
from .turns import end_turn, move_of


def draw_card(state: GameState, seat: int, action: DrawCard) -> Events:
    """A train card taken face up or blind; the turn ends after the second (or a
    face-up locomotive where it counts as two)."""
    rules = RULESETS[state.game]
    events: Events = []
    player = state.players[seat]
    hand = player.hand
    first = not state.drawn_this_turn
    card = action.card
    if card == "deck":
        drawn = take_top(state, events)
        if drawn is None:
            raise RuleError("deck_empty")
        hand[drawn] = hand.get(drawn, 0) + 1
        events += (Event("drew_blind", seat), Event("drew_card", seat, seat, {"card": drawn}))
        ends = not first
        state.taken_this_turn.append("blind")
    else:
        face_up = state.face_up
        if card not in face_up:
            raise RuleError("card_not_face_up", card=card)
        counts_two = card == LOCOMOTIVE and rules.face_up_locomotive_counts_two
        if counts_two and not first:  # (see takeable_face_up)
            raise RuleError("locomotive_second_card")
        face_up[face_up.index(card)] = None
        hand[card] = hand.get(card, 0) + 1
        known = player.known_cards
        known[card] = known.get(card, 0) + 1
        events.append(Event("drew_face_up", seat, None, {"card": card}))
        ends = not first or counts_two
        refill_face_up(state, rules, events)
        state.taken_this_turn.append(card)
    if not ends:
        state.drawn_this_turn = 1
        ends = not can_draw(state, rules)
    if ends:  # (the turn's list goes to the move: end_turn starts a new one)
        end_turn(state, seat, LastMove(player=seat, kind="draw", taken=state.taken_this_turn),
                 events)
    return events


def draw_tickets(state: GameState, seat: int) -> Events:
    """Tickets taken off the ticket deck and offered to the seat."""
    rules = rules_of(state)
    return offer_tickets(state, seat, rules.draw_tickets, rules.draw_keep_min)


def keep_tickets(state: GameState, seat: int, action: KeepTickets) -> Events:
    """The offered tickets the seat keeps; the rest go back as the rule set says."""
    rules = rules_of(state)
    player = state.players[seat]
    returned, events = keep_offered(player, seat, action.tickets)
    setup = state.phase == "choosing_tickets"
    where = rules.initial_returned if setup else rules.draw_returned
    if where == "bottom":
        bottom = state.tickets_drawn + len(state.ticket_deck)
        player.returned.extend((t, bottom + i) for i, t in enumerate(returned))
        state.ticket_deck.extend(returned)
    else:
        player.returned.extend((t, -1) for t in returned)
    if setup:
        if all(not p.offered for p in state.players):
            state.phase = "playing"
            state.current = 0
            events.append(event(kind="game_started", player=0))
    else:
        end_turn(state, seat, move_of(seat, "tickets"), events)
    return events
