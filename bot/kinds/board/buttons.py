"""Board-game buttons and menus, and suggestions for what a player is typing.

Board buttons show only what is on the table; a hand's menu (tickets to keep) goes in a
private message. Every component has a command that does the same.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import engine
from engine import (
    CARD_KINDS,
    LOCOMOTIVE,
    PAYMENTS_SEARCHED,
    ClaimRoute,
    GameState,
    can_pay_route,
    cards_available,
    claimable_tracks,
    closed_tracks,
    face_up_choices,
    fold,
    map_of,
    payment_color,
    rules_of,
    station_cost,
    station_payments,
)

from ...i18n import say
from ...replies import Button, Component, Menu, MenuOption, custom_id
from . import menus
from .words import colour, route_label, ticket

#: how many suggestions Discord shows
MAX_CHOICES = 25
#: buttons whose stamp is the turn rather than the step (a ticket choice made while
#: others act stays valid until the turn ends)
TURN_STAMPED = frozenset({"keep"})


def stamp(state: GameState, step: int, action: str) -> int:
    return state.turn if action in TURN_STAMPED else step


def board_components(state: GameState, game_id: int, step: int,
                     locale: str) -> list[Component]:
    if state.phase == "finished":
        return []
    rules = rules_of(state)
    out: list[Component] = []

    def button(action: str, label: str, command: str, **kw: Any) -> Button:
        return Button(custom_id(game_id, stamp(state, step, action), action), label, command,
                      **kw)

    if state.phase == "playing" and not state.players[state.current].offered:
        if state.pending_tunnel is not None:
            out.append(button("pay", say(locale, "button.pay"), "/ttr pay", style="success"))
            out.append(button("withdraw", say(locale, "button.withdraw"), "/ttr withdraw",
                              style="danger"))
        else:
            for c in face_up_choices(state, rules):
                out.append(button(f"draw-{c}", say(locale, "button.draw_card",
                                                   colour=colour(c)),
                                  f"/ttr draw {c}", style="primary", card=c))
            if cards_available(state):
                out.append(button("draw-deck", say(locale, "button.draw_deck"),
                                  "/ttr draw deck", style="primary"))
            if not state.drawn_this_turn and state.ticket_deck:
                out.append(button("tickets", say(locale, "button.tickets"), "/ttr tickets"))
            if not state.drawn_this_turn:
                if not out:  # nothing to take: passing may be the only move (the engine says)
                    out.append(button("pass", say(locale, "button.pass"), "/ttr pass",
                                      style="danger"))
                out.append(button("routes", say(locale, "button.routes"), "/ttr claim",
                                  style="success"))
                if rules.stations:
                    out.append(button("stations", say(locale, "button.stations"),
                                      "/ttr station", style="success"))
    out.append(button("hand", say(locale, "button.hand"), "/ttr hand", style="success"))
    return out


def hand_components(state: GameState, seat: int, game_id: int, locale: str) -> list[Component]:
    player = state.players[seat]
    if not player.offered:
        return []
    game_map = map_of(state)
    options = tuple(
        MenuOption(value=game_map.tickets[t].name,
                   label=say(locale, ticket(game_map, t)))
        for t in player.offered)
    return [Menu(custom_id=custom_id(game_id, state.turn, "keep"),
                 placeholder=say(locale, "menu.keep", keep_min=player.keep_min),
                 options=options, command="/ttr keep", min_values=max(player.keep_min, 1),
                 max_values=len(options))]


def button_command(action: str, values: Sequence[str]
                   ) -> tuple[str, dict[str, Any]] | None:
    if action.startswith("draw-"):
        card = action.removeprefix("draw-")
        if card in CARD_KINDS or card == "deck":
            return "draw", {"card": card}
        return None
    if action == "keep":
        return "keep", {"tickets": list(values)}
    if action in ("tickets", "pay", "withdraw", "pass"):
        return action, {}
    return menus.button_command(action, values)


# --- suggestions ----------------------------------------------------------------------


def _matches(typed: str, *texts: str) -> bool:
    want = fold(typed).replace(" ", "").replace("-", "").replace("_", "")
    if not want:
        return True
    return any(want in fold(t).replace(" ", "").replace("-", "").replace("_", "")
               for t in texts)


def _route_choices(state: GameState, seat: int | None, typed: str,
                   locale: str) -> list[tuple[str, str]]:
    game_map = map_of(state)
    rules = rules_of(state)
    if seat is None:
        closed: set[int] = set()
        tracks = [t for t in range(len(game_map.routes)) if t not in state.owners]
        hand: dict[str, int] = {}
    else:
        closed = closed_tracks(state, game_map, seat)
        tracks = [t for t in claimable_tracks(state, seat) if t not in closed]
        hand = state.players[seat].hand
    found = []
    for t in tracks:
        r = game_map.routes[t]
        value = game_map.track_name(t)
        label = say(locale, route_label(game_map, t))
        if not _matches(typed, value, label):
            continue
        payable = bool(hand) and can_pay_route(rules, r, hand)
        found.append((not payable, -r.length, label, value))
    found.sort()
    return [(label, value) for _, _, label, value in found[:MAX_CHOICES]]


def _claim_colours(state: GameState, seat: int, route: str, locale: str
                   ) -> list[tuple[str, str]]:
    game_map = map_of(state)
    try:
        track = game_map.find_track(route, set(state.owners))
    except KeyError:
        return []
    rules = rules_of(state)
    seen: list[str] = []
    for pay in engine.payments(state, seat, ClaimRoute(track=track), limit=PAYMENTS_SEARCHED):
        c = payment_color(rules, game_map.routes[track], pay)
        name = c if isinstance(c, str) else LOCOMOTIVE
        if name not in seen:
            seen.append(name)
    return [(say(locale, colour(c)), c) for c in CARD_KINDS if c in seen]


def _station_cities(state: GameState, typed: str) -> list[tuple[str, str]]:
    game_map = map_of(state)
    taken = {c for p in state.players for c in p.station_cities}
    out = [(c.name, c.id) for c in sorted(game_map.cities, key=lambda c: fold(c.name))
           if c.id not in taken and _matches(typed, c.id, c.name)]
    return out[:MAX_CHOICES]


def choices(state: GameState, seat: int | None, command: str, option: str, typed: str,
            filled: Mapping[str, Any], locale: str) -> list[tuple[str, str]]:
    game_map = map_of(state)
    if command == "claim" and option == "route":
        return _route_choices(state, seat, typed, locale)
    if command == "claim" and option == "color" and seat is not None:
        return _claim_colours(state, seat, str(filled.get("route", "")), locale)
    if command == "station" and option == "city":
        return _station_cities(state, typed)
    if command == "station" and option == "color" and seat is not None:
        if not state.players[seat].stations_left:
            return []
        pays = station_payments(station_cost(state, seat), state.players[seat].hand)
        kinds = {c for p in pays for c in p}
        return [(say(locale, colour(c)), c) for c in CARD_KINDS if c in kinds]
    if command == "keep" and option == "tickets" and seat is not None:
        return [(say(locale, ticket(game_map, t)), game_map.tickets[t].name)
                for t in state.players[seat].offered]
    if command == "draw" and option == "card":
        out = [(say(locale, colour(c)), c) for c in face_up_choices(state, rules_of(state))]
        if cards_available(state):
            out.append((say(locale, "button.draw_deck"), "deck"))
        return out
    if command == "pay" and option == "color" and state.pending_tunnel is not None:
        c = state.pending_tunnel.color
        kinds = [c, LOCOMOTIVE] if c else [LOCOMOTIVE]
        return [(say(locale, colour(k)), k) for k in kinds]
    return []

