"""A computer player's plan for a board game, from its private view only: which
tracks it may still use, the tracks that join its tickets (shared where tickets
overlap), the cards those tracks need, and how many turns the game likely has left."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from ..cards import COLORS, LOCOMOTIVE, Cards
from ..maps import GameMap, Track, load_map
from ..network import city_groups, joined, trains_needed
from ..payments import locomotives_allowed
from ..rules import RULESETS, RuleSet
from ..views import PrivateView

#: trains a player is assumed to place per turn before their own pace is known
DEFAULT_PACE = 1.1


def usable_tracks(view: PrivateView, game_map: GameMap, rules: RuleSet) -> set[int]:
    """Unclaimed tracks the seat may still claim (double-route rules applied)."""
    owners = view.owners
    few = len(view.players) < rules.double_routes_min_players
    closed: set[int] = set()
    for t, owner in owners.items():
        if few or owner == view.seat:
            closed.update(game_map.siblings[t])
    return {t for t in range(len(game_map.routes)) if t not in owners and t not in closed}


@dataclass
class TicketPlan:
    """One ticket within the joint plan."""

    ticket: int
    points: int
    done: bool
    #: trains this ticket adds to the plan (None: it cannot be joined any more)
    adds: int | None
    tracks: list[int] = field(default_factory=list)


@dataclass
class Plan:
    """The tracks that join every still possible ticket, the most valuable first."""

    tickets: list[TicketPlan]
    tracks: list[int]
    trains: int

    @property
    def open(self) -> list[TicketPlan]:
        return [t for t in self.tickets if not t.done and t.adds is not None]

    @property
    def lost(self) -> list[TicketPlan]:
        return [t for t in self.tickets if not t.done and t.adds is None]


def plan_tickets(game_map: GameMap, own: Iterable[int], usable: set[int],
                 tickets: Iterable[int], trains: int, hand: Cards | None = None,
                 weight: float = 0.5) -> Plan:
    """Join tickets one by one, tracks already planned costing nothing, so tickets
    that overlap share their tracks. A ticket needing more trains than are left is
    given up (adds None). With a `hand`, a path also pays for the cards of its colours
    the hand lacks (`weight` trains a card), so of two near paths the one the held
    cards pay for is planned. The plan is shared between equal questions: read it
    only."""
    held = tuple(sorted(hand.items())) if hand is not None else None
    return _plan(game_map.id, frozenset(own), frozenset(usable), tuple(tickets), trains,
                 held, weight)


def _track_costs(game_map: GameMap, own: frozenset[int], usable: frozenset[int],
                 held: tuple[tuple[str, int], ...] | None, weight: float
                 ) -> list[float | None]:
    """What each track costs a plan: nothing for the own, its trains (and with a hand,
    the cards it lacks) for a usable one, None for the rest."""
    hand = dict(held) if held is not None else None
    most = max((n for c, n in hand.items() if c != LOCOMOTIVE), default=0) if hand else 0
    locos = hand.get(LOCOMOTIVE, 0) if hand else 0
    costs: list[float | None] = []
    for t, r in enumerate(game_map.routes):
        if t in own:
            costs.append(0)
        elif t not in usable:
            costs.append(None)
        elif hand is None:
            costs.append(r.length)
        else:
            have = most if r.color == "gray" else hand.get(r.color, 0)
            costs.append(r.length + weight * max(0, r.length - have - locos))
    return costs


@lru_cache(maxsize=1 << 12)
def _plan(map_id: str, own: frozenset[int], usable: frozenset[int],
          tickets: tuple[int, ...], trains: int,
          held: tuple[tuple[str, int], ...] | None, weight: float) -> Plan:
    """`plan_tickets`, worked out once per position (a play-out asks again every turn
    until a claim changes the board)."""
    game_map = load_map(map_id)
    groups = city_groups(game_map, own)
    costs = _track_costs(game_map, own, usable, held, weight)
    order = sorted(tickets, key=lambda i: -game_map.tickets[i].points)
    plans: list[TicketPlan] = []
    planned: list[int] = []
    used = 0
    for i in order:
        ticket = game_map.tickets[i]
        if joined(groups, ticket.a, ticket.b):
            plans.append(TicketPlan(i, ticket.points, True, 0))
            continue
        gap = trains_needed(game_map, costs, ticket.a, ticket.b)
        needs = sum(game_map.routes[t].length for t in gap[1]) if gap else 0
        if gap is None or used + needs > trains:
            plans.append(TicketPlan(i, ticket.points, False, None))
            continue
        used += needs
        for t in gap[1]:
            costs[t] = 0
            planned.append(t)
        plans.append(TicketPlan(i, ticket.points, False, needs, list(gap[1])))
    return Plan(plans, planned, used)


def colour_needs(rules: RuleSet, routes: tuple[Track, ...], tracks: Iterable[int],
                 hand: Cards) -> Cards:
    """Cards the tracks need by colour (locomotives for ferry spaces); a gray track
    takes the colour the hand has most to spare for it."""
    need: Cards = {}
    grays: list[Track] = []
    for t in tracks:
        route = routes[t]
        ordinary = route.length - route.locomotives
        if route.locomotives:
            need[LOCOMOTIVE] = need.get(LOCOMOTIVE, 0) + route.locomotives
        if route.color == "gray":
            grays.append(route)
        else:
            need[route.color] = need.get(route.color, 0) + ordinary
    for route in sorted(grays, key=lambda r: -r.length):
        ordinary = route.length - route.locomotives
        colour = max(COLORS, key=lambda c: (hand.get(c, 0) - need.get(c, 0), c))
        need[colour] = need.get(colour, 0) + ordinary
    return need


def deficit(rules: RuleSet, routes: tuple[Track, ...], tracks: Iterable[int],
            hand: Cards) -> tuple[Cards, int]:
    """Per colour, the cards still missing for the tracks, and the total missing once
    the hand's locomotives have filled in where they may."""
    tracks = list(tracks)
    need = colour_needs(rules, routes, tracks, hand)
    short = {c: n - hand.get(c, 0) for c, n in need.items() if n > hand.get(c, 0)}
    locos = hand.get(LOCOMOTIVE, 0) - need.get(LOCOMOTIVE, 0)
    wild = any(locomotives_allowed(rules, routes[t]) for t in tracks)
    missing = sum(n for c, n in short.items() if c != LOCOMOTIVE)
    if wild and locos > 0:
        missing = max(0, missing - locos)
    return short, missing + short.get(LOCOMOTIVE, 0)


def turns_left(view: PrivateView, rules: RuleSet) -> float:
    """How many more turns of its own the seat likely gets: the fastest opponent's
    trains over their pace so far (the seat controls its own end)."""
    if view.final_turns_left is not None:
        return 0.0 if view.final_turns_left <= 1 else 1.0
    n = len(view.players)
    own_turns = max(1, view.turn // n)
    best = 1e9
    for p in view.players:
        if p.seat == view.seat:
            continue
        used = rules.trains - p.trains
        pace = max(DEFAULT_PACE, used / own_turns) if own_turns >= 6 else DEFAULT_PACE
        best = min(best, (p.trains - rules.last_round_trains) / pace + 1)
    return max(1.0, best)


def map_and_rules(view: PrivateView) -> tuple[GameMap, RuleSet]:
    return load_map(view.map_id), RULESETS[view.game]
