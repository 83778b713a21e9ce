"""The engine before and after legal actions stopped listing payments plays the same games.

A seeded driver picks among the legal moves and pays claims with one of the old engine's
listed payments (or leaves the choice to the engine). The games were recorded with the
engine of that time (`python tests/test_engine_differential.py --record`, run with the
old engine first on the path) and are replayed here with today's `legal_actions` and
`apply`, requiring the same final states. The old `legal_actions` (every payment of every
claim and station listed, Nordic group compositions capped at 24 per way of paying) is
kept here as `old_legal_actions`: at every step of one game in ten, today's
`legal_actions` and `payments` must offer exactly what it offered (more only where its cap
cut the list short), the engine's own choice of payment first.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Mapping
from pathlib import Path

from engine import (
    Action,
    BuildStation,
    ClaimRoute,
    DrawCard,
    DrawTickets,
    KeepTickets,
    Pass,
    PayTunnel,
    WithdrawTunnel,
    apply,
    legal_actions,
    new_game,
)
from engine.cards import COLORS, LOCOMOTIVE, Cards, total
from engine.choices import keep_choices
from engine.deck import face_up_choices
from engine.game import claimable_tracks, map_of, rules_of, station_cost
from engine.maps import Track
from engine.payments import (
    _groups,
    _plain_payments,
    extra_payments,
    locomotives_allowed,
    payment_cost,
    station_payments,
)
from engine.rng import RandomStream
from engine.rules import RuleSet
from engine.state import GameState
from engine.turns import seats_to_act

RECORD = Path(__file__).parent / "data" / "engine_differential.json"
#: (game, players, games); 2000 games in all
PLAN = [("usa", 2, 300), ("usa", 3, 200), ("usa", 4, 150), ("usa", 5, 100),
        ("europe", 2, 250), ("europe", 3, 200), ("europe", 4, 150), ("europe", 5, 100),
        ("nordic", 2, 300), ("nordic", 3, 250)]
OLD_CAP = 24


# --- the old enumeration (engine/game.py and engine/payments.py before the change) ---


def old_route_payments(rules: RuleSet, track: Track, hand: Mapping[str, int]
                       ) -> tuple[list[Cards], bool]:
    """The old list of payments, and whether its cap left any out."""
    f = track.locomotives
    n = track.length - f
    held = total(hand)
    if held < track.length:
        return [], False
    if track.color != "gray" and not rules.any_cards_substitute and (
            not f or not rules.ferry_locomotive_substitute):
        locos = hand.get(LOCOMOTIVE, 0) if locomotives_allowed(rules, track) else 0
        if hand.get(track.color, 0) + locos < track.length:
            return [], False
    q = rules.substitute_rate(track.a, track.b)
    r = rules.ferry_locomotive_substitute if f else None
    ok = locomotives_allowed(rules, track)
    k = hand.get(LOCOMOTIVE, 0)
    colours = [track.color] if track.color != "gray" else [c for c in COLORS if hand.get(c)]
    if not q and not r:
        return _plain_payments(colours, n, f, k if ok else min(k, f), hand), False
    found: dict[tuple, Cards] = {}
    capped = False
    for m in colours or [None]:
        a = hand.get(m, 0) if m else 0
        for y in range(min(k, f) + 1):
            z = f - y
            if z and not r:
                continue
            fewest_groups = max(0, n - a - ((k - y) if ok else 0))
            if fewest_groups and not q:
                continue
            for w in range(fewest_groups, n + 1 if q else 1):
                direct = n - w
                group_size = w * (q or 0) + z * (r or 0)
                if direct + y + group_size > held:
                    break
                for dk in range(min(k - y, direct) if ok else 0, -1, -1):
                    dm = direct - dk
                    if dm > a or (dm and m is None):
                        continue
                    base: Cards = {}
                    if dm:
                        base[m] = dm  # type: ignore[index]
                    if y + dk:
                        base[LOCOMOTIVE] = y + dk
                    avail = {c: hand.get(c, 0) - base.get(c, 0) for c in hand}
                    kinds = sorted((c for c in avail if avail[c] > 0),
                                   key=lambda c: (c == LOCOMOTIVE, -avail[c], c))
                    for count, group in enumerate(_groups(avail, kinds, group_size)):
                        if count >= OLD_CAP:
                            capped = True
                            break
                        pay = dict(base)
                        for c, x in group.items():
                            pay[c] = pay.get(c, 0) + x
                        found.setdefault(tuple(sorted(pay.items())), pay)
    return list(found.values()), capped


def old_legal_actions(state: GameState, seat: int) -> tuple[list[Action], set[int]]:
    """The old legal actions, and the tracks whose payments the old cap cut short."""
    capped: set[int] = set()
    if state.phase == "finished":
        return [], capped
    player = state.players[seat]
    if player.offered:
        return [KeepTickets(tickets=k) for k in keep_choices(player.offered,
                                                             player.keep_min)], capped
    if state.phase != "playing" or seat != state.current:
        return [], capped
    rules = rules_of(state)
    if state.pending_tunnel is not None:
        pt = state.pending_tunnel
        return [*(PayTunnel(cards=c) for c in extra_payments(pt.color, pt.extra, player.hand)),
                WithdrawTunnel()], capped
    actions: list[Action] = [DrawCard(card=c) for c in face_up_choices(state, rules)]
    if len(state.deck) + len(state.discard) > 0:
        actions.append(DrawCard(card="deck"))
    if state.drawn_this_turn:
        return actions, capped
    if state.ticket_deck:
        actions.append(DrawTickets())
    routes = map_of(state).routes
    for t in claimable_tracks(state, seat):
        pays, cut = old_route_payments(rules, routes[t], player.hand)
        if cut:
            capped.add(t)
        actions.extend(ClaimRoute(track=t, cards=p) for p in pays)
    if player.stations_left:
        pays = station_payments(station_cost(state, seat), player.hand)
        if pays:
            taken = {c for p in state.players for c in p.station_cities}
            for city in map_of(state).city_ids:
                if city not in taken:
                    actions.extend(BuildStation(city=city, cards=p) for p in pays)
    return actions or [Pass()], capped


# --- the driver ------------------------------------------------------------------------


def _key(cards: Mapping[str, int]) -> tuple:
    return tuple(sorted(cards.items()))


def moves(state: GameState, seat: int) -> list[Action]:
    """The engine's legal actions with each claim and station once, payment left out (the
    old engine listed one per payment, today's one per track or city)."""
    out: dict = {}
    for a in legal_actions(state, seat):
        if isinstance(a, ClaimRoute):
            a = ClaimRoute(track=a.track)
        elif isinstance(a, BuildStation):
            a = BuildStation(city=a.city)
        out.setdefault((type(a), a), a)
    return list(out.values())


def choose(state: GameState, seat: int, rng: RandomStream) -> Action:
    """A seeded pick among the moves: half the time a claim when one is offered. A claim
    or station is paid with one of the old list's payments, or (a third of the time,
    where the old list was complete) left to the engine."""
    options = moves(state, seat)
    claims = [a for a in options if isinstance(a, ClaimRoute)]
    action = rng.choice(claims) if claims and rng.below(2) else rng.choice(options)
    hand = state.players[seat].hand
    if isinstance(action, ClaimRoute):
        pays, capped = old_route_payments(rules_of(state), map_of(state).routes[action.track],
                                          hand)
        if not capped and rng.below(3) == 0:
            return action
        return ClaimRoute(track=action.track, cards=rng.choice(pays))
    if isinstance(action, BuildStation):
        if rng.below(3) == 0:
            return action
        pays = station_payments(station_cost(state, seat), hand)
        return BuildStation(city=action.city, cards=rng.choice(pays))
    return action


def check_offers(state: GameState, seat: int, old: list[Action], capped: set[int]) -> None:
    """Today's legal actions and payments offer what the old list offered."""
    from engine import payments
    from engine.payments import best_route_payment

    new = legal_actions(state, seat)
    plain_old = [a for a in old if not isinstance(a, ClaimRoute | BuildStation)]
    assert [a for a in new if not isinstance(a, ClaimRoute | BuildStation)] == plain_old
    old_tracks = list(dict.fromkeys(a.track for a in old if isinstance(a, ClaimRoute)))
    assert [a.track for a in new if isinstance(a, ClaimRoute)] == old_tracks
    old_cities = list(dict.fromkeys(a.city for a in old if isinstance(a, BuildStation)))
    assert [a.city for a in new if isinstance(a, BuildStation)] == old_cities
    hand = state.players[seat].hand
    rules = rules_of(state)
    for t in old_tracks:
        listed = [a.cards for a in old if isinstance(a, ClaimRoute) and a.track == t]
        if t in capped:
            # new lists every composition: the old ones are among them, the engine's
            # choice costs no more than the old list's best
            route = map_of(state).routes[t]
            best = best_route_payment(rules, route, hand)
            assert best is not None
            old_best = min(listed, key=lambda p: payment_cost(p, hand))  # type: ignore[arg-type]
            assert payment_cost(best, hand) <= payment_cost(old_best, hand)  # type: ignore[arg-type]
            continue
        offered = payments(state, seat, ClaimRoute(track=t))
        assert sorted(map(_key, offered)) == sorted(map(_key, listed))  # type: ignore[arg-type]
        assert offered[0] == min(listed, key=lambda p: payment_cost(p, hand))  # type: ignore[arg-type]
    if old_cities:
        listed = [a.cards for a in old if isinstance(a, BuildStation) and a.city == old_cities[0]]
        offered = payments(state, seat, BuildStation(city=old_cities[0]))
        assert sorted(map(_key, offered)) == sorted(map(_key, listed))  # type: ignore[arg-type]


def digest(state: GameState) -> str:
    """A fingerprint of the whole state, leaving out what the old state did not have."""
    data = state.model_dump(mode="json")
    data.pop("tickets_drawn", None)
    data.pop("taken_this_turn", None)
    if data["last_move"]:
        data["last_move"].pop("cards", None)
        data["last_move"].pop("taken", None)
    for p in data["players"]:
        p.pop("known_cards", None)
        p.pop("returned", None)
        p.pop("draws_in_a_row", None)
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def play(game: str, players: int, seed: str, check: bool) -> tuple[str, int]:
    """One driven game: the final state's fingerprint and the number of actions."""
    state, _ = new_game(game, [f"P{i}" for i in range(players)], seed)
    steps = 0
    while state.phase != "finished" and steps < 3000:
        seat = seats_to_act(state)[0]
        if check:
            check_offers(state, seat, *old_legal_actions(state, seat))
        apply(state, seat, choose(state, seat, RandomStream(f"drive:{seed}", steps)))
        steps += 1
    return digest(state), steps


def games() -> list[tuple[str, int, str]]:
    return [(game, players, f"{game}:{players}:{i}")
            for game, players, count in PLAN for i in range(count)]


def test_the_engine_plays_the_recorded_games_to_the_same_states():
    recorded = json.loads(RECORD.read_text())
    assert len(recorded) == sum(count for *_, count in PLAN) == 2000
    for number, (game, players, seed) in enumerate(games()):
        # the offers are compared at every step of one game in ten (the old list is slow)
        assert list(play(game, players, seed, check=number % 10 == 0)) == recorded[seed], seed


if __name__ == "__main__" and "--record" in sys.argv:
    RECORD.parent.mkdir(exist_ok=True)
    lines = [f"{json.dumps(seed)}: {json.dumps(play(game, players, seed, check=False))}"
             for game, players, seed in games()]
    RECORD.write_text("{\n" + ",\n".join(lines) + "\n}\n")
