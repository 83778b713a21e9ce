"""A computer player's plan for a board game, from its private view only: which
tracks it may still use, the tracks that join its tickets (shared where tickets
overlap), the cards those tracks need, and how many turns the game likely has left."""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import filterfalse

from ..cards import COLORS, LOCOMOTIVE, Cards
from ..maps import GameMap, Track, load_map
from ..network import city_groups, joined, trains_needed
from ..rules import RULESETS, RuleSet
from ..views import PrivateView

#: trains a player is assumed to place per turn before their own pace is known
DEFAULT_PACE = 1.1


def usable_tracks(view: PrivateView, game_map: GameMap, rules: RuleSet) -> frozenset[int]:
    """Unclaimed tracks the seat may still claim (double-route rules applied). Shared
    between equal questions (a play-out asks again every turn until a claim): frozen."""
    owners = view.owners
    few = len(view.players) < rules.double_routes_min_players
    # (with few players every claim closes its doubles, whoever made it)
    key = (game_map.id, tuple(owners)) if few else \
        (game_map.id, view.seat, tuple(owners.items()))
    found = _USABLE.get(key)
    if found is None:
        closed: set[int] = set(owners)
        seat, siblings = view.seat, game_map.siblings
        for t, owner in owners.items():
            if (few or owner == seat) and siblings[t]:
                closed.update(siblings[t])
        if len(_USABLE) >= USABLE_KEPT:
            _USABLE.clear()
        # (added in track order, as a set comprehension adds them: the same order)
        found = _USABLE[key] = frozenset(filterfalse(closed.__contains__,
                                                     range(len(game_map.routes))))
    return found


#: the usable tracks per question (map, seat unless the players are few, claims): a
#: play-out asks about one position at a time (each set about 8 KB)
_USABLE: dict[tuple, frozenset[int]] = {}
USABLE_KEPT = 1 << 8


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


def plan_tickets(game_map: GameMap, own: Iterable[int], usable: AbstractSet[int],
                 tickets: Iterable[int], trains: int, hand: Cards | None = None,
                 weight: float = 0.5, locomotives_anywhere: bool = True) -> Plan:
    """Join tickets one by one, tracks already planned costing nothing, so tickets
    that overlap share their tracks. A ticket needing more trains than are left is
    given up (adds None). With a `hand`, a path also pays for the cards of its colours
    the hand lacks (`weight` trains a card), so of two near paths the one the held
    cards pay for is planned; the hand's locomotives fill in for a lacking colour only
    where they pay (every track, or with `locomotives_anywhere` False only tunnels and
    ferries, as on the Nordic map). The plan is shared between equal questions: read it
    only.

    When the tracks usable have only lost some since the latest equal question, and
    none of those was planned, the plan is the same (taking away a track off every
    path found makes no city nearer, so each search finds the same path first)."""
    held = tuple(sorted(hand.items())) if hand is not None else None
    key = (game_map.id, frozenset(own), tuple(tickets), trains, held, weight,
           locomotives_anywhere)
    usable = frozenset(usable)
    last = _LATEST.get(key)
    if last is not None and (usable is last[0] or usable <= last[0] and
                             usable.issuperset(last[1].tracks)):
        plan = last[1]
    else:
        plan = _plan(key[0], key[1], usable, *key[2:])
    if len(_LATEST) >= LATEST_KEPT:
        _LATEST.clear()
    _LATEST[key] = (usable, plan)
    return plan


#: per question but the usable tracks, the latest plan and the tracks usable for it
_LATEST: dict[tuple, tuple[frozenset[int], Plan]] = {}
LATEST_KEPT = 1 << 12


@dataclass(frozen=True)
class TrackShapes:
    """A map's tracks as plain tuples, read by the planning's inner loops: each track's
    length, ferry spaces, ordinary spaces, colour (None for gray), and whether
    locomotives pay for it under every rule set (a tunnel or a ferry)."""

    lengths: tuple[int, ...]
    ferries: tuple[int, ...]
    ordinary: tuple[int, ...]
    colours: tuple[str | None, ...]
    wild: tuple[bool, ...]


_SHAPES: dict[int, tuple[tuple[Track, ...], TrackShapes]] = {}
#: the card colours in reverse name order: the first of the most spare wins a tie, as
#: the greatest name does
_COLOURS_LAST_FIRST = tuple(sorted(COLORS, reverse=True))


def track_shapes(routes: tuple[Track, ...]) -> TrackShapes:
    """The `TrackShapes` of a map's tracks, worked out once per map."""
    found = _SHAPES.get(id(routes))
    if found is None or found[0] is not routes:
        shapes = TrackShapes(
            tuple(r.length for r in routes), tuple(r.locomotives for r in routes),
            tuple(r.length - r.locomotives for r in routes),
            tuple(None if r.color == "gray" else r.color for r in routes),
            tuple(r.tunnel or r.is_ferry for r in routes))
        found = _SHAPES[id(routes)] = (routes, shapes)
    return found[1]


def _track_costs(game_map: GameMap, own: frozenset[int], usable: frozenset[int],
                 held: tuple[tuple[str, int], ...] | None, weight: float,
                 locomotives_anywhere: bool = True) -> list[float | None]:
    """What each track costs a plan: nothing for the own, its trains (and with a hand,
    the cards it lacks, locomotives filling in where they pay) for a usable one, None
    for the rest. Ints where the weight of a card is a whole number."""
    shapes = track_shapes(game_map.routes)
    lengths = shapes.lengths
    costs: list[float | None] = [None] * len(lengths)
    if held is None:
        for t in usable:
            costs[t] = lengths[t]
    else:
        hand = dict(held)
        most = max((n for c, n in hand.items() if c != LOCOMOTIVE), default=0) if hand else 0
        locos = hand.get(LOCOMOTIVE, 0)
        colours, wild = shapes.colours, shapes.wild
        if float(weight).is_integer():
            weight = int(weight)
        for t in usable:
            length, colour = lengths[t], colours[t]
            have = most if colour is None else hand.get(colour, 0)
            lack = length - have - (locos if locomotives_anywhere or wild[t] else 0)
            costs[t] = length + weight * (lack if lack > 0 else 0)
    for t in own:
        costs[t] = 0
    return costs


@lru_cache(maxsize=1 << 10)
def own_groups(map_id: str, own: frozenset[int]) -> dict[str, str]:
    """`city_groups` of a seat's own tracks, worked out once per network (read it
    only)."""
    return city_groups(load_map(map_id), own)


class _Planner:
    """Tickets joined one after another onto a network: the track costs so far (a
    planned track costs nothing more) and the trains they take."""

    def __init__(self, game_map: GameMap, groups: dict[str, str],
                 costs: list[float | None], trains: int, whole: bool) -> None:
        self.game_map = game_map
        self.groups = groups
        self.costs = costs
        #: whether every cost is an int (the search then packs its queue in ints)
        self.whole = whole
        self.trains = trains
        self.used = 0
        self.planned: list[int] = []

    def copy(self) -> _Planner:
        """Another planner going on from where this one is."""
        other = _Planner(self.game_map, self.groups, list(self.costs), self.trains,
                         self.whole)
        other.used = self.used
        other.planned = list(self.planned)
        return other

    def add(self, i: int, keep: bool = True) -> TicketPlan:
        """Ticket i joined to the plan (with `keep` False, only what it would add)."""
        game_map = self.game_map
        ticket = game_map.tickets[i]
        if joined(self.groups, ticket.a, ticket.b):
            return TicketPlan(i, ticket.points, True, 0)
        gap = trains_needed(game_map, self.costs, ticket.a, ticket.b, self.whole)
        lengths = track_shapes(game_map.routes).lengths
        needs = sum(lengths[t] for t in gap[1]) if gap else 0
        if gap is None or self.used + needs > self.trains:
            return TicketPlan(i, ticket.points, False, None)
        if keep:
            self.used += needs
            for t in gap[1]:
                self.costs[t] = 0
                self.planned.append(t)
        return TicketPlan(i, ticket.points, False, needs, list(gap[1]))


def _by_points(game_map: GameMap, tickets: Iterable[int]) -> list[int]:
    """Tickets in the order a plan takes them: the most points first."""
    return sorted(tickets, key=lambda i: -game_map.tickets[i].points)


@lru_cache(maxsize=1 << 12)
def _plan(map_id: str, own: frozenset[int], usable: frozenset[int],
          tickets: tuple[int, ...], trains: int,
          held: tuple[tuple[str, int], ...] | None, weight: float,
          locomotives_anywhere: bool) -> Plan:
    """`plan_tickets`, worked out once per position (a play-out asks again every turn
    until a claim changes the board)."""
    game_map = load_map(map_id)
    planner = _Planner(game_map, own_groups(map_id, own),
                       _track_costs(game_map, own, usable, held, weight,
                                    locomotives_anywhere), trains,
                       held is None or float(weight).is_integer())
    plans = [planner.add(i) for i in _by_points(game_map, tickets)]
    return Plan(plans, planner.planned, planner.used)


def plans_adding(game_map: GameMap, own: Iterable[int], usable: AbstractSet[int],
                 tickets: list[int], extras: list[tuple[int, ...]], trains: int
                 ) -> list[Plan]:
    """`plan_tickets` (without a hand) of the tickets and each of the extras, the work
    on the tickets they take first in common done once."""
    own, usable = frozenset(own), frozenset(usable)
    root = _Planner(game_map, own_groups(game_map.id, own),
                    _track_costs(game_map, own, usable, None, 0.5), trains, True)
    done: dict[tuple[int, ...], tuple[_Planner, list[TicketPlan]]] = {(): (root, [])}
    out = []
    for extra in extras:
        order = tuple(_by_points(game_map, [*tickets, *extra]))
        known = len(order)
        while order[:known] not in done:
            known -= 1
        planner, plans = done[order[:known]]
        for j in range(known, len(order)):
            planner, plans = planner.copy(), list(plans)
            plans.append(planner.add(order[j]))
            done[order[:j + 1]] = (planner, plans)
        out.append(Plan(plans, list(planner.planned), planner.used))
    return out


def added_tickets(game_map: GameMap, own: Iterable[int], usable: AbstractSet[int],
                  tickets: Iterable[int], trains: int) -> AddedTickets:
    """For every ticket not among `tickets`: its part of `plan_tickets` (without a
    hand) of `tickets` and it, were it added last. Read it only."""
    return _added(game_map.id, frozenset(own), frozenset(usable), tuple(tickets), trains)


class AddedTickets:
    """`added_tickets` of one position, each ticket's part worked out when first asked
    for (a question about a share of them may stop early). A ticket added last comes
    after the held ones with as many points or more, so its part is planned onto
    theirs: the plan of the held tickets is kept after each of them."""

    def __init__(self, game_map: GameMap, planner: _Planner, tickets: tuple[int, ...]
                 ) -> None:
        self._points = [t.points for t in game_map.tickets]
        self._order = _by_points(game_map, tickets)
        self._planners = [planner]
        self._parts: dict[int, TicketPlan] = {}

    def __getitem__(self, i: int) -> TicketPlan:
        part = self._parts.get(i)
        if part is None:
            points, order, planners = self._points, self._order, self._planners
            taken = 0
            while taken < len(order) and points[order[taken]] >= points[i]:
                taken += 1
            while len(planners) <= taken:
                planner = planners[-1].copy()
                planner.add(order[len(planners) - 1])
                planners.append(planner)
            part = self._parts[i] = planners[taken].add(i, keep=False)
        return part


@lru_cache(maxsize=1 << 10)
def _added(map_id: str, own: frozenset[int], usable: frozenset[int],
           tickets: tuple[int, ...], trains: int) -> AddedTickets:
    """`added_tickets`, one per position."""
    game_map = load_map(map_id)
    return AddedTickets(game_map, _Planner(
        game_map, own_groups(map_id, own),
        _track_costs(game_map, own, usable, None, 0.5), trains, True), tickets)


def colour_needs(rules: RuleSet, routes: tuple[Track, ...], tracks: Iterable[int],
                 hand: Cards) -> Cards:
    """Cards the tracks need by colour (locomotives for ferry spaces); a gray track
    takes the colour the hand has most to spare for it."""
    return _needs(track_shapes(routes), tracks, hand)


def _needs(shapes: TrackShapes, tracks: Iterable[int], hand: Cards) -> Cards:
    """`colour_needs` over the map's `TrackShapes`."""
    ferries, ordinary, colours = shapes.ferries, shapes.ordinary, shapes.colours
    need: Cards = {}
    grays: list[int] = []
    for t in tracks:
        if ferries[t]:
            need[LOCOMOTIVE] = need.get(LOCOMOTIVE, 0) + ferries[t]
        colour = colours[t]
        if colour is None:
            grays.append(t)
        else:
            need[colour] = need.get(colour, 0) + ordinary[t]
    if grays:
        if len(grays) > 1:
            lengths = shapes.lengths
            grays.sort(key=lambda t: -lengths[t])
        held, needed = hand.get, need.get
        for t in grays:
            best, spare = "", 0
            for c in _COLOURS_LAST_FIRST:
                left = held(c, 0) - needed(c, 0)
                if not best or left > spare:
                    best, spare = c, left
            need[best] = needed(best, 0) + ordinary[t]
    return need


def deficit(rules: RuleSet, routes: tuple[Track, ...], tracks: Iterable[int],
            hand: Cards) -> tuple[Cards, int]:
    """Per colour, the cards still missing for the tracks, and the total missing once
    the hand's locomotives have filled in where they may."""
    tracks = list(tracks)
    if not tracks:
        return {}, 0
    shapes = track_shapes(routes)
    need = _needs(shapes, tracks, hand)
    held = hand.get
    short: Cards = {}
    missing = 0
    for c, n in need.items():
        have = held(c, 0)
        if n > have:
            short[c] = n - have
            if c != LOCOMOTIVE:
                missing += n - have
    locos = held(LOCOMOTIVE, 0) - need.get(LOCOMOTIVE, 0)
    if locos > 0 and missing and (rules.locomotives_on == "all"
                                  or any(map(shapes.wild.__getitem__, tracks))):
        missing = max(0, missing - locos)
    return short, missing + short.get(LOCOMOTIVE, 0)


def missing_alone(rules: RuleSet, routes: tuple[Track, ...], tracks: Iterable[int],
                  hand: Cards) -> dict[int, int]:
    """Per track, the total of `deficit` of that track alone: the cards the hand still
    misses for it once its locomotives have filled in where they may."""
    shapes = track_shapes(routes)
    ferries, ordinary, colours, wild = shapes.ferries, shapes.ordinary, shapes.colours, \
        shapes.wild
    locos = hand.get(LOCOMOTIVE, 0)
    everywhere = rules.locomotives_on == "all"
    # a gray track alone takes the colour held most (the greatest name on a tie)
    most = max(hand.get(c, 0) for c in _COLOURS_LAST_FIRST)
    out: dict[int, int] = {}
    for t in tracks:
        colour, ferry = colours[t], ferries[t]
        have = most if colour is None else hand.get(colour, 0)
        missing = ordinary[t] - have
        if missing <= 0:
            missing = 0
        elif locos > ferry and (everywhere or wild[t]):
            missing = max(0, missing - (locos - ferry))
        out[t] = missing + (ferry - locos if ferry > locos else 0)
    return out


def turns_left(view: PrivateView, rules: RuleSet) -> float:
    """How many more turns of its own the seat likely gets: the fastest opponent's
    trains over their pace so far (the seat controls its own end)."""
    if view.final_turns_left is not None:
        return 0.0 if view.final_turns_left <= 1 else 1.0
    n = len(view.players)
    own_turns = max(1, view.turn // n)
    best = 1e9
    players, seat = view.players, view.seat
    for i in range(n):  # (a seat's number is its place)
        if i == seat:
            continue
        p = players[i]
        used = rules.trains - p.trains
        pace = max(DEFAULT_PACE, used / own_turns) if own_turns >= 6 else DEFAULT_PACE
        best = min(best, (p.trains - rules.last_round_trains) / pace + 1)
    return max(1.0, best)


def map_and_rules(view: PrivateView) -> tuple[GameMap, RuleSet]:
    return load_map(view.map_id), RULESETS[view.game]
