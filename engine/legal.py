"""What a board-game seat may do now: the legal actions (the claims listed fast by
`engine.payable`) and the payments a claim or station may take."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from .actions import (
    Action,
    BuildStation,
    ClaimRoute,
    DrawCard,
    DrawTickets,
    KeepTickets,
    Pass,
    PayTunnel,
    WithdrawTunnel,
)
from .cards import CARD_KINDS, Cards
from .choices import keep_actions
from .deck import takeable_face_up
from .maps import GameMap, load_map
from .payable import claim_table, payable_tracks
from .payments import (
    best_and_route_payments,
    best_station_payment,
    can_pay_station,
    extra_payments,
    station_payments,
)
from .rules import RULESETS, map_of, rules_of
from .state import GameState
from .state_cache import memos


def closed_tracks(state: GameState, game_map: GameMap, seat: int) -> set[int]:
    """Unclaimed tracks this seat may not claim (double-route rules)."""
    few = len(state.players) < rules_of(state).double_routes_min_players
    return closed_by(game_map, state.owners, seat, few)


def closed_by(game_map: GameMap, owners: dict[int, int], seat: int, few: bool) -> set[int]:
    """Unclaimed tracks closed to `seat` by the claims in `owners`: the double of its own
    claims, and of everyone's when the players are `few` for double routes."""
    closed = set()
    siblings = game_map.siblings
    for t in owners:
        for s in siblings[t]:
            if s not in owners and (few or owners[t] == seat):
                closed.add(s)
    return closed


def claimable_tracks(state: GameState, seat: int) -> list[int]:
    """Unclaimed tracks the seat may claim and has the trains for (cards aside)."""
    game_map = map_of(state)
    closed = closed_tracks(state, game_map, seat)
    trains = state.players[seat].trains
    owners = state.owners
    return [t for t, r in enumerate(game_map.routes)
            if r.length <= trains and t not in owners and t not in closed]


def station_cost(state: GameState, seat: int) -> int:
    """Cards the seat's next station costs."""
    rules = rules_of(state)
    built = rules.stations - state.players[seat].stations_left
    return rules.station_costs[built]


def station_cities_built(state: GameState) -> set[str]:
    """Every city with a station."""
    return {c for p in state.players for c in p.station_cities}


@cache
def _station_actions(game: str) -> dict[str, BuildStation]:
    """One BuildStation per city of the game's map (made once: actions are immutable)."""
    return {c: BuildStation(city=c) for c in load_map(RULESETS[game].map_id).city_ids}


def _open_stations(state: GameState) -> list[BuildStation]:
    """One BuildStation per city without a station (kept per state until one is built)."""
    built = tuple(c for p in state.players for c in p.station_cities)
    memo = memos(state)
    found = memo.get("open_stations")
    if found is None or found[0] != built:
        found = memo["open_stations"] = (
            built, [a for c, a in _station_actions(state.game).items() if c not in built])
    return found[1]


#: the actions without arguments, made once
_DRAWS = {c: DrawCard(card=c) for c in (*CARD_KINDS, "deck")}
_DRAW_DECK = _DRAWS["deck"]
_DRAW_OF = _DRAWS.__getitem__
_DRAW_TICKETS = DrawTickets()
_PASS = Pass()


def legal_actions(state: GameState, seat: int) -> list[Action]:
    """Every action `seat` may take now: one `ClaimRoute(track)` per track they may claim
    and pay for, one `BuildStation(city)` per city where they may build and pay, both
    without cards (the payments are listed on demand by `payments`)."""
    phase = state.phase
    if phase == "finished":
        return []
    player = state.players[seat]
    if player.offered:
        return list(keep_actions(KeepTickets, tuple(player.offered), player.keep_min))
    if phase != "playing" or seat != state.current:
        return []
    rules = RULESETS[state.game]
    pt = state.pending_tunnel
    if pt is not None:
        pays: list[Action] = [PayTunnel(cards=c)
                              for c in extra_payments(pt.color, pt.extra, player.hand)]
        return [*pays, WithdrawTunnel()]
    second = state.drawn_this_turn
    actions: list[Action] = list(map(_DRAW_OF, takeable_face_up(
        state.face_up, second > 0, rules.face_up_locomotive_counts_two)))
    if state.deck or state.discard:
        actions.append(_DRAW_DECK)
    if second:
        return actions
    if state.ticket_deck:
        actions.append(_DRAW_TICKETS)
    table = claim_table(state.game)
    claims = table.claims
    actions += [claims[t] for t in payable_tracks(state, seat, table, rules)]
    if player.stations_left and can_pay_station(station_cost(state, seat), player.hand):
        actions += _open_stations(state)
    return actions or [_PASS]


def payments(state: GameState, seat: int, action: ClaimRoute | BuildStation,
             limit: int | None = None) -> list[Cards]:
    """Every distinct payment `seat`'s hand can make for the claim or station (its own
    cards ignored), the engine's choice (what `apply` pays when cards is None) first,
    the others in the order of `payments.iter_route_payments` / `station_payments`.

    Empty when the hand cannot pay. Murmansk-Lieksa (any 4 cards for a space) has tens of
    thousands of payments for a hand of 36 cards: with `limit`, only the first `limit`
    are listed, computed lazily (the engine's choice always among them)."""
    player = state.players[seat]
    return payments_for(state.game, player.hand, player.stations_left, action, limit)


def payments_for(game: str, hand: Cards, stations_left: int,
                 action: ClaimRoute | BuildStation, limit: int | None = None) -> list[Cards]:
    """`payments` from what the payer knows: the game, their hand and stations left (so a
    bot can ask with its private view)."""
    rules = RULESETS[game]
    if isinstance(action, BuildStation):
        if not stations_left:
            return []
        cost = rules.station_costs[rules.stations - stations_left]
        best = best_station_payment(cost, hand)
        rest: Iterator[Cards] = iter(station_payments(cost, hand))
    else:
        route = load_map(rules.map_id).routes[action.track]
        best, rest = best_and_route_payments(rules, route, hand)
    if best is None:
        return []
    out = [best]
    for pay in rest:
        if limit is not None and len(out) >= limit:
            break
        if pay != best:
            out.append(pay)
    return out
