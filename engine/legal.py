"""What a board-game seat may do now: the legal actions (claims listed fast from a table
of the map's tracks, kept per state and seat) and the payments a claim or station may
take."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass
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
from .cards import CARD_KINDS, COLORS, LOCOMOTIVE, Cards, total
from .choices import keep_actions
from .deck import face_up_choices
from .maps import GameMap, Track, load_map
from .payments import (
    best_route_payment,
    best_station_payment,
    can_pay_route,
    can_pay_station,
    extra_payments,
    iter_route_payments,
    locomotives_allowed,
    plain_track,
    station_payments,
)
from .rules import RULESETS, RuleSet, map_of, rules_of
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


def station_cities_built(state: GameState) -> set[str]:
    """Every city with a station."""
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
