"""The one error type every rule refusal raises."""

from __future__ import annotations

from typing import Any

#: every RuleError code with its meaning: the one list of them (the bot words each one in
#: every language; tests/test_rule_error_codes.py keeps this list and the code in step)
CODES: dict[str, str] = {
    # reading what was typed
    "bad_command": "the text is no action (params: text)",
    "missing_argument": "a command lacks a needed argument (argument)",
    "unknown_card": "a word is no card colour (card; near_cards: what it may have meant)",
    "unknown_route": "no route joins the named cities (route; near_routes)",
    "unknown_city": "no city of that name on this map (city; near_cities)",
    "unknown_ticket": "no destination ticket of that name (ticket)",
    "unknown_game": "no game of that name (game)",
    "ticket_printed_twice": "a Card Game ticket name is printed twice: say which (ticket, "
                            "options)",
    # whose move it is
    "not_seated": "the seat number is not at this table (seat)",
    "game_over": "the game has finished",
    "player_count": "the game is not for that many players (game, min, max)",
    "not_your_turn": "another player is to move (current)",
    "waiting_for_tickets": "players are still choosing their first tickets",
    "must_choose_tickets": "this player must first keep some of the tickets offered",
    "must_draw_second_card": "this player must take the second card of their draw",
    "tunnel_pending": "this player must first pay for their tunnel or give it up",
    "cannot_pass": "passing is allowed only when nothing else is",
    # train cards
    "deck_empty": "no card can come off the deck (Card Game: none can be drawn at all "
                  "once it has run out)",
    "card_not_face_up": "no face-up card of that colour (card)",
    "locomotive_second_card": "a face-up locomotive cannot be the second card of a draw",
    # tickets
    "no_tickets_left": "the ticket deck is empty",
    "no_tickets_offered": "no tickets are waiting to be chosen",
    "ticket_not_offered": "that ticket was not offered (ticket)",
    "keep_more_tickets": "fewer tickets kept than the rules ask (keep_min)",
    # routes
    "route_taken": "the track is already claimed (route, owner)",
    "double_route_closed": "with this few players only one track of a double route is "
                           "used (route)",
    "double_route_own": "nobody may claim both tracks of a double route (route)",
    "not_enough_trains": "too few trains left for the route (route, trains)",
    "cannot_pay": "the hand cannot pay for the route at all (route)",
    "cannot_pay_colour": "the hand cannot pay for the route (or station) in that colour "
                         "(route, color)",
    "cards_not_in_hand": "the named cards are not all in the hand (route; missing)",
    "wrong_cards": "the named cards do not pay for the route (route, length, color, "
                   "locomotives)",
    "no_tunnel_pending": "no tunnel is waiting for its extra cards",
    "cannot_pay_tunnel": "the hand lacks the tunnel's extra cards: give it up (extra, color)",
    "wrong_tunnel_cards": "the named cards do not pay the tunnel's extra cards (extra, "
                          "color: the colour paid in, none for locomotives only)",
    # stations
    "no_stations_here": "this game has no stations",
    "no_stations_left": "the player has built all their stations",
    "station_taken": "the city already has a station (city)",
    "cannot_pay_station": "the hand cannot pay for a station now (cost)",
    "wrong_station_cards": "the named cards do not pay for a station (cost)",
    "station_cards_not_in_hand": "the named cards are not all in the hand (city)",
    # the Card Game's Siding
    "bad_siding_play": "a play needs one count per colour",
    "bad_mixed_play": "cards of different colours are played three at a time, one of each",
    "run_needs_colour": "a run needs at least one card of its colour",
    "run_too_short": "a run of one colour is too short (min)",
    "locomotive_in_mixed_play": "locomotives join only a run of one colour",
    "colour_on_own_siding": "the player's Siding already has a row of that colour (colour)",
    "colour_held": "another player's row of that colour is as long or longer (holder, have, "
                   "played, colour)",
    "one_count_per_colour": "a colour was given two counts (colour)",
}


class RuleError(Exception):
    """An action the rules refuse.

    `code` is stable (the bot turns it into a sentence in the user's language) and
    `params` carries what that sentence needs. The state is unchanged when this is raised.
    """

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        detail = ", ".join(f"{k}={v!r}" for k, v in params.items())
        super().__init__(f"{code}({detail})" if detail else code)


class InputError(ValueError):
    """A malformed request to a command-line tool (`engine.score`): one clear line."""
