"""A board game as pure functions: set up, list legal actions, apply an action.

`apply` checks everything before it changes anything, so a RuleError leaves the state
exactly as it was. Randomness comes only from the state's own random source.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

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
from .cards import CARD_KINDS, COLORS, LOCOMOTIVE, Cards, add, contains, one_by_one, spend, total
from .choices import keep_actions
from .clone import build_model
from .deck import can_draw, face_up_choices, refill_face_up, take_top
from .errors import RuleError
from .events import Events, event
from .maps import GameMap, Track, load_map
from .payments import (
    best_route_payment,
    best_station_payment,
    can_pay_route,
    can_pay_station,
    extra_payments,
    iter_route_payments,
    locomotives_allowed,
    payment_color,
    plain_track,
    station_payments,
    tunnel_extra,
    valid_extra,
    valid_station_payment,
)
from .rng import next_stream
from .rules import RULESETS, RuleSet
from .state import GameState, LastMove, PendingTunnel, PlayerState
from .state_cache import memos


def rules_of(state: GameState) -> RuleSet:
    return RULESETS[state.game]


def map_of(state: GameState) -> GameMap:
    return load_map(rules_of(state).map_id)


# --- set-up ---------------------------------------------------------------------------


def new_game(game: str, players: list[str], seed: int | str) -> tuple[GameState, Events]:
    """A new game of `game` ("usa", "europe", "nordic") for the named players, seat 0
    first. Every player is offered their starting tickets at once."""
    if game not in RULESETS:
        raise RuleError("unknown_game", game=game)
    rules = RULESETS[game]
    if not rules.min_players <= len(players) <= rules.max_players:
        raise RuleError("player_count", game=game, min=rules.min_players,
                        max=rules.max_players, count=len(players))
    game_map = load_map(rules.map_id)
    state = GameState(
        game=game, seed=seed,
        players=[PlayerState(name=n, trains=rules.trains, stations_left=rules.stations)
                 for n in players],
    )
    events: Events = []
    deck = [c for c in COLORS for _ in range(rules.cards_per_color)]
    deck += [LOCOMOTIVE] * rules.locomotive_cards
    next_stream(state).shuffle(deck)
    state.deck = deck
    for p in state.players:
        for _ in range(rules.initial_hand):
            add(p.hand, {state.deck.pop(): 1})
    state.face_up = [None] * rules.face_up
    refill_face_up(state, rules, events)

    regular = [i for i, t in enumerate(game_map.tickets) if not t.long]
    long = [i for i, t in enumerate(game_map.tickets) if t.long]
    next_stream(state).shuffle(regular)
    next_stream(state).shuffle(long)
    for seat, p in enumerate(state.players):
        p.offered = [long.pop() for _ in range(rules.initial_long_tickets)]
        p.offered += [regular.pop() for _ in range(rules.initial_tickets)]
        p.keep_min = min(rules.initial_keep_min, len(p.offered))
        events.append(event(kind="tickets_offered", player=seat, to=seat,
                            params={"tickets": list(p.offered), "keep_min": p.keep_min}))
    state.ticket_deck = regular  # unused long tickets leave the game unseen
    state.phase = "choosing_tickets"
    return state, events


# --- what may be done -----------------------------------------------------------------


def closed_tracks(state: GameState, game_map: GameMap, seat: int) -> set[int]:
    """Unclaimed tracks this seat may not claim (double-route rules)."""
    rules = rules_of(state)
    few = len(state.players) < rules.double_routes_min_players
    closed = set()
    siblings = game_map.siblings
    for t in state.owners:
        for s in siblings[t]:
            if s not in state.owners and (few or state.owners[t] == seat):
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


#: a group of plain tracks (no groups of any cards may pay for them): their colour,
#: whether locomotives may pay for their ordinary spaces, and their ferry spaces
_Group = tuple[str, bool, int]


@dataclass(frozen=True)
class _ClaimTable:
    """A game's tracks sorted for listing claims fast, and the actions listed for them
    (made once: actions are immutable)."""

    #: one ClaimRoute per track
    claims: tuple[ClaimRoute, ...]
    #: per group of plain tracks, its lengths and tracks, by length then track
    groups: dict[_Group, tuple[tuple[int, ...], tuple[int, ...]]]
    #: per track, its group (None: a track that groups of any cards may pay for)
    group_of: tuple[_Group | None, ...]
    #: the other tracks as (track, length, shape): tracks of one shape take the same
    #: payments
    others: tuple[tuple[int, int, int], ...]
    #: per shape, a track of that shape
    shape_tracks: tuple[Track, ...]
    #: one BuildStation per city
    stations: dict[str, BuildStation]


@cache
def _claim_table(game: str) -> _ClaimTable:
    rules = RULESETS[game]
    game_map = load_map(rules.map_id)
    index: dict[tuple, int] = {}
    group_of: list[_Group | None] = []
    plain: dict[_Group, list[tuple[int, int]]] = {}
    others: list[tuple[int, int, int]] = []
    shape_tracks: list[Track] = []
    for t, r in enumerate(game_map.routes):
        if plain_track(rules, r):
            group = (r.color, locomotives_allowed(rules, r), r.locomotives)
            plain.setdefault(group, []).append((r.length, t))
            group_of.append(group)
            continue
        group_of.append(None)
        shape = (r.length, r.color, r.locomotives, r.tunnel, rules.substitute_rate(r.a, r.b))
        if shape not in index:
            index[shape] = len(shape_tracks)
            shape_tracks.append(r)
        others.append((t, r.length, index[shape]))
    groups = {g: (tuple(n for n, _ in sorted(ts)), tuple(t for _, t in sorted(ts)))
              for g, ts in plain.items()}
    return _ClaimTable(
        claims=tuple(ClaimRoute(track=t) for t in range(len(game_map.routes))),
        groups=groups, group_of=tuple(group_of), others=tuple(others),
        shape_tracks=tuple(shape_tracks),
        stations={c: BuildStation(city=c) for c in game_map.city_ids})


#: the tracks still open to a seat: per group of plain tracks its lengths and tracks (as
#: in `_ClaimTable.groups`), and the other tracks as (track, length, shape)
_OpenTracks = tuple[dict[_Group, tuple[list[int], list[int]]], list[tuple[int, int, int]]]


def _open_tracks(state: GameState, seat: int, table: _ClaimTable) -> _OpenTracks:
    """The tracks nobody owns that the double-route rules leave open to the seat, kept
    per state and seat: new claims take their tracks (and the doubles they close) off
    the list; anything else about the claims changed starts it again."""
    claims = tuple(state.owners.items())
    memo = memos(state)
    key = ("open_tracks", seat)
    found = memo.get(key)
    if found is not None:
        before, out = found
        if before == claims:
            return out
        if claims[:len(before)] == before:
            few = len(state.players) < rules_of(state).double_routes_min_players
            siblings = map_of(state).siblings
            owners = state.owners
            for track, owner in claims[len(before):]:
                _close(out, track, table)
                for s in siblings[track]:
                    if s not in owners and (few or owner == seat):
                        _close(out, s, table)
            memo[key] = (claims, out)
            return out
    closed = closed_tracks(state, map_of(state), seat)
    gone = state.owners.keys() | closed
    plain = {}
    for group, (lengths, tracks) in table.groups.items():
        kept = [i for i, t in enumerate(tracks) if t not in gone]
        plain[group] = ([lengths[i] for i in kept], [tracks[i] for i in kept])
    out = (plain, [o for o in table.others if o[0] not in gone])
    memo[key] = (claims, out)
    return out


def _close(open_tracks: _OpenTracks, track: int, table: _ClaimTable) -> None:
    """Take a track off the open tracks (if it is there)."""
    plain, others = open_tracks
    group = table.group_of[track]
    if group is None:
        open_tracks[1][:] = [o for o in others if o[0] != track]
        return
    lengths, tracks = plain[group]
    if track in tracks:
        i = tracks.index(track)
        del lengths[i], tracks[i]


def _payable_tracks(state: GameState, seat: int, table: _ClaimTable, rules: RuleSet
                    ) -> list[int]:
    """The open tracks the seat has the trains and the cards for, in track order."""
    player = state.players[seat]
    hand = player.hand
    most = min(total(hand), player.trains)
    if not most:
        return []
    plain, others = _open_tracks(state, seat, table)
    locos = hand.get(LOCOMOTIVE, 0)
    most_of_a_colour = max([hand.get(c, 0) for c in COLORS])
    found: list[int] = []
    for (colour, locos_pay, ferry), (lengths, tracks) in plain.items():
        # a plain track takes a locomotive per ferry space and one colour, locomotives
        # filling in where they may; with none of its colour, locomotives alone (see
        # can_pay_route)
        usable = locos if locos_pay else min(locos, ferry)
        if usable < ferry:
            continue
        have = most_of_a_colour if colour == "gray" else hand.get(colour, 0)
        longest = min(have + usable if have else usable, most)
        if longest > 0 and tracks:
            found.extend(tracks[:bisect_right(lengths, longest)])
    payable: dict[int, bool] = {}
    for t, length, shape in others:
        if length > most:
            continue
        ok = payable.get(shape)
        if ok is None:  # tracks of the same shape take the same payments
            ok = payable[shape] = can_pay_route(rules, table.shape_tracks[shape], hand)
        if ok:
            found.append(t)
    found.sort()
    return found


def station_cost(state: GameState, seat: int) -> int:
    """Cards the seat's next station costs."""
    rules = rules_of(state)
    built = rules.stations - state.players[seat].stations_left
    return rules.station_costs[built]


def _station_cities(state: GameState) -> set[str]:
    return {c for p in state.players for c in p.station_cities}


def _open_stations(state: GameState, table: _ClaimTable) -> list[BuildStation]:
    """One BuildStation per city without a station (kept per state until one is built)."""
    built = tuple(c for p in state.players for c in p.station_cities)
    memo = memos(state)
    found = memo.get("open_stations")
    if found is None or found[0] != built:
        found = memo["open_stations"] = (
            built, [a for c, a in table.stations.items() if c not in built])
    return found[1]


#: the draw actions, made once
_DRAWS = {c: DrawCard(card=c) for c in (*CARD_KINDS, "deck")}


def legal_actions(state: GameState, seat: int) -> list[Action]:
    """Every action `seat` may take now: one `ClaimRoute(track)` per track they may claim
    and pay for, one `BuildStation(city)` per city where they may build and pay, both
    without cards (the payments are listed on demand by `payments`)."""
    if state.phase == "finished":
        return []
    player = state.players[seat]
    if player.offered:
        return list(keep_actions(KeepTickets, tuple(player.offered), player.keep_min))
    if state.phase != "playing" or seat != state.current:
        return []
    rules = rules_of(state)
    if state.pending_tunnel is not None:
        pt = state.pending_tunnel
        pays: list[Action] = [PayTunnel(cards=c)
                              for c in extra_payments(pt.color, pt.extra, player.hand)]
        return [*pays, WithdrawTunnel()]
    actions: list[Action] = [_DRAWS[c] for c in face_up_choices(state, rules)]
    if state.deck or state.discard:
        actions.append(_DRAWS["deck"])
    if state.drawn_this_turn:
        return actions
    if state.ticket_deck:
        actions.append(DrawTickets())
    table = _claim_table(state.game)
    claims = table.claims
    actions.extend([claims[t] for t in _payable_tracks(state, seat, table, rules)])
    if player.stations_left and can_pay_station(station_cost(state, seat), player.hand):
        actions.extend(_open_stations(state, table))
    return actions or [Pass()]


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
        best = best_route_payment(rules, route, hand)
        rest = iter_route_payments(rules, route, hand)
    if best is None:
        return []
    out = [best]
    for pay in rest:
        if limit is not None and len(out) >= limit:
            break
        if pay != best:
            out.append(pay)
    return out


# --- applying an action ---------------------------------------------------------------


def apply(state: GameState, seat: int, action: Action) -> Events:
    """Apply `seat`'s action to `state` in place and return what happened.

    Raises RuleError (and changes nothing) when the rules refuse the action.
    """
    if not 0 <= seat < len(state.players):
        raise RuleError("not_seated", seat=seat)
    if state.phase == "finished":
        raise RuleError("game_over")
    player = state.players[seat]
    if isinstance(action, KeepTickets):
        return _keep_tickets(state, seat, action)
    if player.offered:
        raise RuleError("must_choose_tickets")
    if state.phase != "playing":
        raise RuleError("waiting_for_tickets")
    if seat != state.current:
        raise RuleError("not_your_turn", current=state.current)
    if state.pending_tunnel is not None and not isinstance(action, PayTunnel | WithdrawTunnel):
        raise RuleError("tunnel_pending")
    if state.drawn_this_turn and not isinstance(action, DrawCard):
        raise RuleError("must_draw_second_card")
    if isinstance(action, DrawCard):
        return _draw_card(state, seat, action)
    if isinstance(action, DrawTickets):
        return _draw_tickets(state, seat)
    if isinstance(action, ClaimRoute):
        return _claim(state, seat, action)
    if isinstance(action, PayTunnel):
        return _pay_tunnel(state, seat, action)
    if isinstance(action, WithdrawTunnel):
        return _withdraw_tunnel(state, seat)
    if isinstance(action, BuildStation):
        return _build_station(state, seat, action)
    if isinstance(action, Pass):
        return _pass(state, seat)
    raise RuleError("bad_command", text=str(action))


def _draw_card(state: GameState, seat: int, action: DrawCard) -> Events:
    rules = rules_of(state)
    events: Events = []
    player = state.players[seat]
    first = state.drawn_this_turn == 0
    if action.card == "deck":
        if len(state.deck) + len(state.discard) == 0:
            raise RuleError("deck_empty")
        card = take_top(state, events)
        assert card is not None
        add(player.hand, {card: 1})
        events.append(event(kind="drew_blind", player=seat))
        events.append(event(kind="drew_card", player=seat, to=seat, params={"card": card}))
        ends = not first
    else:
        if action.card not in state.face_up:
            raise RuleError("card_not_face_up", card=action.card)
        if action.card not in face_up_choices(state, rules):
            raise RuleError("locomotive_second_card")
        slot = state.face_up.index(action.card)
        state.face_up[slot] = None
        add(player.hand, {action.card: 1})
        add(player.known_cards, {action.card: 1})
        events.append(event(kind="drew_face_up", player=seat, params={"card": action.card}))
        counts_two = action.card == LOCOMOTIVE and rules.face_up_locomotive_counts_two
        ends = not first or counts_two
        refill_face_up(state, rules, events)
    state.taken_this_turn.append("blind" if action.card == "deck" else action.card)
    if not ends:
        state.drawn_this_turn = 1
        ends = not can_draw(state, rules)
    if ends:
        move = _move(seat, "draw", taken=list(state.taken_this_turn))
        _end_turn(state, seat, move, events)
    return events


def _draw_tickets(state: GameState, seat: int) -> Events:
    rules = rules_of(state)
    if not state.ticket_deck:
        raise RuleError("no_tickets_left")
    player = state.players[seat]
    player.offered = state.ticket_deck[:rules.draw_tickets]
    del state.ticket_deck[:rules.draw_tickets]
    state.tickets_drawn += len(player.offered)
    player.keep_min = min(rules.draw_keep_min, len(player.offered))
    return [
        event(kind="drew_tickets", player=seat, params={"count": len(player.offered)}),
        event(kind="tickets_offered", player=seat, to=seat,
              params={"tickets": list(player.offered), "keep_min": player.keep_min}),
    ]


def _keep_tickets(state: GameState, seat: int, action: KeepTickets) -> Events:
    rules = rules_of(state)
    player = state.players[seat]
    if not player.offered:
        raise RuleError("no_tickets_offered")
    kept = list(action.tickets)
    if len(set(kept)) != len(kept) or any(t not in player.offered for t in kept):
        raise RuleError("ticket_not_offered")
    if len(kept) < player.keep_min:
        raise RuleError("keep_more_tickets", keep_min=player.keep_min)
    setup = state.phase == "choosing_tickets"
    returned = [t for t in player.offered if t not in kept]
    where = rules.initial_returned if setup else rules.draw_returned
    if where == "bottom":
        bottom = state.tickets_drawn + len(state.ticket_deck)
        player.returned.extend((t, bottom + i) for i, t in enumerate(returned))
        state.ticket_deck.extend(returned)
    else:
        player.returned.extend((t, -1) for t in returned)
    player.tickets.extend(kept)
    player.offered = []
    player.keep_min = 0
    events = [
        event(kind="kept_tickets", player=seat,
              params={"kept": len(kept), "returned": len(returned)}),
        event(kind="your_tickets", player=seat, to=seat, params={"kept": kept}),
    ]
    if setup:
        if all(not p.offered for p in state.players):
            state.phase = "playing"
            state.current = 0
            events.append(event(kind="game_started", player=0))
    else:
        _end_turn(state, seat, _move(seat, "tickets"), events)
    return events


def _spend(player: PlayerState, cards: Cards) -> None:
    """Take paid cards out of a hand; the cards others knew it held go first."""
    spend(player.hand, player.known_cards, cards)


def _check_claim(state: GameState, seat: int, track: int) -> None:
    game_map = map_of(state)
    if not 0 <= track < len(game_map.routes):
        raise RuleError("unknown_route", route=str(track))
    name = game_map.track_name(track)
    if track in state.owners:
        raise RuleError("route_taken", route=name, owner=state.owners[track])
    for s in game_map.sibling_tracks(track):
        if s in state.owners:
            if state.owners[s] == seat:
                raise RuleError("double_route_own", route=name)
            if len(state.players) < rules_of(state).double_routes_min_players:
                raise RuleError("double_route_closed", route=name,
                                min_players=rules_of(state).double_routes_min_players)
    length = game_map.routes[track].length
    if state.players[seat].trains < length:
        raise RuleError("not_enough_trains", route=name, need=length,
                        have=state.players[seat].trains)


def _claim(state: GameState, seat: int, action: ClaimRoute) -> Events:
    rules = rules_of(state)
    game_map = map_of(state)
    _check_claim(state, seat, action.track)
    route = game_map.routes[action.track]
    name = game_map.track_name(action.track)
    player = state.players[seat]
    cards = action.cards
    if cards is None:
        cards = best_route_payment(rules, route, player.hand)
        if cards is None:
            raise RuleError("cannot_pay", route=name)
    elif not contains(player.hand, cards):
        raise RuleError("cards_not_in_hand", route=name)
    color = payment_color(rules, route, cards)
    if color is False:
        raise RuleError("wrong_cards", route=name, length=route.length, color=route.color,
                        locomotives=route.locomotives)
    events: Events = []
    if not route.tunnel:
        _spend(player, cards)
        _complete_claim(state, seat, action.track, cards, events)
        return events
    _spend(player, cards)
    revealed = [c for c in (take_top(state, events) for _ in range(3)) if c is not None]
    state.tunnel_cards = revealed
    extra = tunnel_extra(color if isinstance(color, str) else None, revealed)
    events.append(event(kind="tunnel_revealed", player=seat,
                        params={"route": action.track, "cards": revealed, "extra": extra}))
    if extra == 0:
        _complete_claim(state, seat, action.track, cards, events)
    else:
        state.pending_tunnel = build_model(
            PendingTunnel, track=action.track, paid=dict(cards),
            color=color if isinstance(color, str) else None, revealed=list(revealed),
            extra=extra)
    return events


def _pay_tunnel(state: GameState, seat: int, action: PayTunnel) -> Events:
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
        raise RuleError("cards_not_in_hand", route=map_of(state).track_name(pt.track))
    _spend(player, cards)
    paid = dict(pt.paid)
    add(paid, cards)
    state.pending_tunnel = None
    events: Events = []
    _complete_claim(state, seat, pt.track, paid, events)
    return events


def _withdraw_tunnel(state: GameState, seat: int) -> Events:
    pt = state.pending_tunnel
    if pt is None:
        raise RuleError("no_tunnel_pending")
    add(state.players[seat].hand, pt.paid)
    add(state.players[seat].known_cards, pt.paid)  # everyone saw them
    state.pending_tunnel = None
    events = [event(kind="tunnel_withdrawn", player=seat, params={"route": pt.track})]
    _end_turn(state, seat, _move(seat, "withdraw", tracks=[pt.track]), events)
    return events


def _complete_claim(state: GameState, seat: int, track: int, cards: Cards,
                    events: Events) -> None:
    rules = rules_of(state)
    route = map_of(state).routes[track]
    player = state.players[seat]
    state.discard.extend(one_by_one(cards))
    state.owners[track] = seat
    player.tracks.append(track)
    player.trains -= route.length
    points = rules.route_points[route.length]
    player.route_points += points
    events.append(event(kind="claimed_route", player=seat,
                        params={"route": track, "cards": dict(cards), "points": points}))
    move = _move(seat, "claim", tracks=[track], cards=dict(cards))
    _end_turn(state, seat, move, events)


def _build_station(state: GameState, seat: int, action: BuildStation) -> Events:
    game_map = map_of(state)
    player = state.players[seat]
    if action.city not in game_map.city_ids:
        raise RuleError("unknown_city", city=action.city)
    if not player.stations_left:
        raise RuleError("no_stations_left")
    if action.city in _station_cities(state):
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
    move = _move(seat, "station", city=action.city, cards=dict(cards))
    _end_turn(state, seat, move, events)
    return events


def _pass(state: GameState, seat: int) -> Events:
    if legal_actions(state, seat) != [Pass()]:
        raise RuleError("cannot_pass")
    events = [event(kind="passed", player=seat)]
    state.passes_in_a_row += 1
    _end_turn(state, seat, _move(seat, "pass"), events, passed=True)
    return events


def _move(seat: int, kind: str, **fields: Any) -> LastMove:
    """What a completed turn did (built from the engine's own values, not validated)."""
    return build_model(LastMove, player=seat, kind=kind, **fields)


# --- turns ----------------------------------------------------------------------------


def _end_turn(state: GameState, seat: int, move: LastMove, events: Events,
              passed: bool = False) -> None:
    """Close the current turn: discard tunnel cards, check the last round, move on."""
    rules = rules_of(state)
    if state.tunnel_cards:  # (each field set only when it changes: setting costs)
        state.discard.extend(state.tunnel_cards)
        state.tunnel_cards = []
    if state.drawn_this_turn:
        state.drawn_this_turn = 0
    if state.taken_this_turn:
        state.taken_this_turn = []
    state.last_move = move
    state.turn += 1
    if not passed and state.passes_in_a_row:
        state.passes_in_a_row = 0
    n = len(state.players)
    if state.final_turns_left is not None:
        state.final_turns_left -= 1
    elif state.players[seat].trains <= rules.last_round_trains:
        state.final_turns_left = n
        state.last_round_by = seat
        events.append(event(kind="last_round", player=seat,
                            params={"trains": state.players[seat].trains}))
    if state.final_turns_left == 0 or state.passes_in_a_row >= n:
        state.phase = "finished"
        events.append(event(kind="game_over"))
        return
    state.current = (seat + 1) % n


def total_cards(state: GameState) -> int:
    """Every train card in the game, wherever it is (conservation checks)."""
    return (len(state.deck) + len(state.discard) + len(state.tunnel_cards)
            + sum(1 for c in state.face_up if c is not None)
            + sum(total(p.hand) for p in state.players)
            + (total(state.pending_tunnel.paid) if state.pending_tunnel else 0))
