"""Applying the board games' claims: routes (paid at once, or a tunnel's extra cards paid
or withdrawn once three cards are turned up) and stations."""

from __future__ import annotations

from .actions import (
    BuildStation,
    ClaimRoute,
    PayTunnel,
)
from .cards import Cards, add, contains, lacking, one_by_one, spend
from .deck import take_top
from .errors import RuleError
from .events import Event, Events, event
from .legal import station_cities_built, station_cost
from .maps import GameMap, Track, load_map
from .payments import (
    best_route_payment,
    best_station_payment,
    extra_payments,
    payment_color,
    shortfall,
    tunnel_extra,
    valid_extra,
    valid_station_payment,
)
from .rules import RULESETS, RuleSet, map_of
from .state import GameState, LastMove, PendingTunnel, PlayerState
from .turns import end_turn, move_of


def _spend(player: PlayerState, cards: Cards) -> None:
    """Take paid cards out of a hand; the cards others knew it held go first."""
    spend(player.hand, player.known_cards, cards)


def _check_claim(state: GameState, seat: int, track: int, rules: RuleSet, game_map: GameMap
                 ) -> None:
    if not 0 <= track < len(game_map.routes):
        raise RuleError("unknown_route", route=str(track))
    owners = state.owners
    if track in owners:
        raise RuleError("route_taken", route=game_map.track_name(track), owner=owners[track])
    for s in game_map.siblings[track]:
        if s in owners:
            if owners[s] == seat:
                raise RuleError("double_route_own", route=game_map.track_name(track))
            if len(state.players) < rules.double_routes_min_players:
                raise RuleError("double_route_closed", route=game_map.track_name(track),
                                min_players=rules.double_routes_min_players)
    length = game_map.routes[track].length
    if state.players[seat].trains < length:
        raise RuleError("not_enough_trains", route=game_map.track_name(track), need=length,
                        have=state.players[seat].trains)


def claim(state: GameState, seat: int, action: ClaimRoute) -> Events:
    """A route claimed and paid; a tunnel turns up three cards first and may ask
    for more."""
    rules = RULESETS[state.game]
    game_map = load_map(rules.map_id)
    _check_claim(state, seat, action.track, rules, game_map)
    route = game_map.routes[action.track]
    player = state.players[seat]
    cards = action.cards
    if cards is None:
        cards = best_route_payment(rules, route, player.hand)
        if cards is None:
            raise RuleError("cannot_pay", route=game_map.track_name(action.track),
                            missing=shortfall(rules, route, player.hand))
    elif not contains(player.hand, cards):
        raise RuleError("cards_not_in_hand", route=game_map.track_name(action.track),
                        missing=lacking(player.hand, cards))
    color = payment_color(rules, route, cards)
    if color is False:
        raise RuleError("wrong_cards", route=game_map.track_name(action.track),
                        length=route.length, color=route.color, locomotives=route.locomotives)
    events: Events = []
    if not route.tunnel:
        _spend(player, cards)
        _complete_claim(state, seat, action.track, cards, events, rules, route)
        return events
    _spend(player, cards)
    revealed = [c for c in (take_top(state, events) for _ in range(3)) if c is not None]
    state.tunnel_cards = revealed
    extra = tunnel_extra(color if isinstance(color, str) else None, revealed)
    events.append(event(kind="tunnel_revealed", player=seat,
                        params={"route": action.track, "cards": revealed, "extra": extra}))
    if extra == 0:
        _complete_claim(state, seat, action.track, cards, events, rules, route)
    else:
        state.pending_tunnel = PendingTunnel(
            track=action.track, paid=dict(cards),
            color=color if isinstance(color, str) else None, revealed=list(revealed),
            extra=extra)
    return events


def pay_tunnel(state: GameState, seat: int, action: PayTunnel) -> Events:
    """The tunnel's extra cards paid: the claim completes."""
    pt = state.pending_tunnel
    if pt is None:
        raise RuleError("no_tunnel_pending")
    player = state.players[seat]
    cards = action.cards
    if cards is None:
        options = extra_payments(pt.color, pt.extra, player.hand)
        if not options:
            raise RuleError("cannot_pay_tunnel", extra=pt.extra, color=pt.color)
        cards = options[0]
    elif not valid_extra(pt.color, pt.extra, cards):
        raise RuleError("wrong_tunnel_cards", extra=pt.extra, color=pt.color)
    elif not contains(player.hand, cards):
        raise RuleError("cards_not_in_hand", route=map_of(state).track_name(pt.track),
                        missing=lacking(player.hand, cards))
    _spend(player, cards)
    paid = dict(pt.paid)
    add(paid, cards)
    state.pending_tunnel = None
    events: Events = []
    rules = RULESETS[state.game]
    route = load_map(rules.map_id).routes[pt.track]
    _complete_claim(state, seat, pt.track, paid, events, rules, route)
    return events


def withdraw_tunnel(state: GameState, seat: int) -> Events:
    """The tunnel given up: the paid cards go back to the hand, the turn ends."""
    pt = state.pending_tunnel
    if pt is None:
        raise RuleError("no_tunnel_pending")
    add(state.players[seat].hand, pt.paid)
    add(state.players[seat].known_cards, pt.paid)  # everyone saw them
    state.pending_tunnel = None
    events = [event(kind="tunnel_withdrawn", player=seat, params={"route": pt.track})]
    end_turn(state, seat, move_of(seat, "withdraw", tracks=[pt.track]), events)
    return events


def _complete_claim(state: GameState, seat: int, track: int, cards: Cards,
                    events: Events, rules: RuleSet, route: Track) -> None:
    player = state.players[seat]
    state.discard += one_by_one(cards)
    state.owners[track] = seat
    player.tracks.append(track)
    player.trains -= route.length
    points = rules.route_points[route.length]
    player.route_points += points
    events.append(Event("claimed_route", seat, None,
                        {"route": track, "cards": dict(cards), "points": points}))
    end_turn(state, seat, LastMove(player=seat, kind="claim", tracks=[track], cards=dict(cards)),
             events)


def build_station(state: GameState, seat: int, action: BuildStation) -> Events:
    """A station built in a city and paid."""
    game_map = map_of(state)
    player = state.players[seat]
    if action.city not in game_map.city_ids:
        raise RuleError("unknown_city", city=action.city)
    if not player.stations_left:
        raise RuleError("no_stations_left")
    if action.city in station_cities_built(state):
        raise RuleError("station_taken", city=action.city)
    cost = station_cost(state, seat)
    cards = action.cards
    if cards is None:
        cards = best_station_payment(cost, player.hand)
        if cards is None:
            raise RuleError("cannot_pay_station", cost=cost)
    elif not valid_station_payment(cost, cards):
        raise RuleError("wrong_station_cards", cost=cost)
    elif not contains(player.hand, cards):
        raise RuleError("station_cards_not_in_hand", city=action.city)
    _spend(player, cards)
    state.discard.extend(one_by_one(cards))
    player.stations_left -= 1
    player.station_cities.append(action.city)
    events = [event(kind="built_station", player=seat,
                    params={"city": action.city, "cards": dict(cards)})]
    move = move_of(seat, "station", city=action.city, cards=dict(cards))
    end_turn(state, seat, move, events)
    return events
