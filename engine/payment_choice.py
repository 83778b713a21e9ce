"""Which cards pay when a player names only a colour (`claim denver-omaha in red`,
`station wien in red`, `pay in locomotive`): the engine's choice among the payments the
hand can make in that colour. Without a colour the engine pays its own best choice
(`payments.best_route_payment`, `best_station_payment`, the first extra payment).

Pure functions of the state; they raise RuleError when the colour cannot pay, and leave
the cards open (None) wherever `apply` is the one to pay or to refuse with its reason.
"""

from __future__ import annotations

from .actions import BuildStation, ClaimRoute, PayTunnel
from .cards import LOCOMOTIVE
from .errors import RuleError
from .game import closed_tracks, map_of, payments, rules_of, station_cost
from .payments import extra_payments, payment_color, payment_cost, station_payments
from .state import GameState

#: the most payments of a claim searched for one in a colour (a hand of many cards has
#: tens of thousands for a track any cards may pay for)
PAYMENTS_SEARCHED = 2000


def may_move(state: GameState, seat: int) -> bool:
    """Whether the seat is at the start of an ordinary turn (else `apply` says why not)."""
    return (state.phase == "playing" and seat == state.current
            and not state.players[seat].offered and state.pending_tunnel is None
            and not state.drawn_this_turn)


def claim_in(state: GameState, seat: int, track: int, colour: str | None) -> ClaimRoute:
    """The claim of `track` paid in `colour` (a card kind; None or the track's own colour:
    the engine's best payment), the cheapest such payment for the hand."""
    game_map = map_of(state)
    route = game_map.routes[track]
    player = state.players[seat]
    if colour == route.color:
        colour = None  # the colour named the track; its own colour pays it anyway
    if (colour is None or not may_move(state, seat) or track in state.owners
            or track in closed_tracks(state, game_map, seat) or player.trains < route.length):
        return ClaimRoute(track=track)  # the engine pays, or refuses with the reason
    rules = rules_of(state)
    claim = ClaimRoute(track=track)
    options = [p for p in payments(state, seat, claim, limit=PAYMENTS_SEARCHED)
               if (payment_color(rules, route, p) or LOCOMOTIVE) == colour]
    if not options:
        if not payments(state, seat, claim, limit=1):
            return claim
        raise RuleError("cannot_pay_colour", route=track, color=colour)
    return ClaimRoute(track=track, cards=min(options, key=lambda p: payment_cost(p, player.hand)))


def station_in(state: GameState, seat: int, city: str, colour: str | None) -> BuildStation:
    """A station in `city` paid in `colour` (None: the engine's best payment), with as
    few locomotives as may be."""
    player = state.players[seat]
    if colour is None or not may_move(state, seat) or not player.stations_left:
        return BuildStation(city=city)
    options = [p for p in station_payments(station_cost(state, seat), player.hand)
               if colour in p and (colour == LOCOMOTIVE or p.get(colour))]
    if colour == LOCOMOTIVE:
        options = [p for p in options if set(p) == {LOCOMOTIVE}]
    if not options:
        raise RuleError("cannot_pay_colour", route=city, color=colour)
    return BuildStation(city=city, cards=min(options, key=lambda p: p.get(LOCOMOTIVE, 0)))


def tunnel_in(state: GameState, seat: int, colour: str | None) -> PayTunnel:
    """The tunnel's extra cards paid in `colour` (None: the engine's first choice)."""
    pt = state.pending_tunnel
    if colour is None or pt is None or seat != state.current:
        return PayTunnel()
    options = extra_payments(pt.color, pt.extra, state.players[seat].hand)
    if colour == LOCOMOTIVE:
        options = [p for p in options if set(p) == {LOCOMOTIVE}]
    elif colour != pt.color:
        raise RuleError("wrong_tunnel_cards", extra=pt.extra, color=pt.color)
    if not options:
        raise RuleError("cannot_pay_tunnel", extra=pt.extra, color=pt.color)
    return PayTunnel(cards=options[0])
