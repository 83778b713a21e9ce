"""The `normal` computer player: a solid player that plans its tickets jointly, claims
a planned route as soon as it is paid for, spends spare trains on long routes, weighs
tunnel risk and station cost, takes tickets only when an offer likely holds one it can
still finish, and plays the end: it spends its trains and ends the game when it is
ahead, and claims for points once its plan cannot be finished in time. When the cards
it holds go unused, its plan moves onto paths they pay for; it does not draw cards its
trains can never spend.

It sees only its private view and the legal actions. Its knobs are a `Style`
(`engine.bots.style`), so the `easy` player is the same reasoning with plainer settings.
"""

from __future__ import annotations

from collections.abc import Iterator
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field

from ..actions import (
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
from ..cards import COLORS, LOCOMOTIVE, Cards, total
from ..game import payments_for
from ..maps import GameMap
from ..network import city_groups, joined
from ..payments import locomotives_allowed
from ..rng import RandomStream
from ..rules import RuleSet
from ..views import PlayerPublic, PrivateView
from .planning import (
    Plan,
    added_tickets,
    deficit,
    map_and_rules,
    missing_alone,
    plan_tickets,
    plans_adding,
    turns_left,
    usable_tracks,
)
from .style import EASY, NORMAL, Style

__all__ = ["EASY", "NORMAL", "NormalBot", "Style", "Turn"]

#: the most payments of one claim compared
PAYMENTS_TRIED = 24


@dataclass
class Turn:
    """What the bot works out once per move."""

    view: PrivateView
    game_map: GameMap
    rules: RuleSet
    usable: AbstractSet[int]
    plan: Plan
    turns_left: float
    #: `_best_points_claim`'s answer, once worked out
    best_points: tuple[Action | None] | None = None
    #: `_claims`'s answer for a list of legal actions, once worked out
    claims: tuple[list[Action], dict[int, list[ClaimRoute]]] | None = None

    #: `plan_deficit`'s answer, once worked out
    plan_short: tuple[Cards, int] | None = None
    #: the seat's own public side
    me: PlayerPublic = field(init=False)

    def __post_init__(self) -> None:
        self.me = self.view.players[self.view.seat]

    def plan_deficit(self) -> tuple[Cards, int]:
        """`deficit` of the plan's tracks with the hand held (read it only)."""
        if self.plan_short is None:
            self.plan_short = deficit(self.rules, self.game_map.routes, self.plan.tracks,
                                      self.view.hand)
        return self.plan_short


class NormalBot:
    """Plans, collects and claims; uses only its private view and the legal actions."""

    def __init__(self, style: Style = NORMAL) -> None:
        self.style = style
        self.name = style.name
        #: the steps of `_moves`, in order (bound once: a play-out asks every move)
        self._steps = (self._planned_claim, self._eager_claim, self._last_turn,
                       self._endgame, self._station, self._new_tickets, self._long_route,
                       self._filler_claim, self._spend, self._late, self._restless,
                       self._draw)

    # --- entry --------------------------------------------------------------------------

    def choose(self, view: PrivateView, legal: list[Action], rng: RandomStream) -> Action:
        game_map, rules = map_and_rules(view)
        keeps: list[KeepTickets] = []
        claims: dict[int, list[ClaimRoute]] = {}
        for a in legal:  # the exact classes: the engine lists no subclass
            if type(a) is ClaimRoute:
                claims.setdefault(a.track, []).append(a)
            elif type(a) is KeepTickets:
                keeps.append(a)
        if keeps:
            return self.keep(view, game_map, rules, keeps)
        turn = self.read(view, game_map, rules)
        turn.claims = (legal, claims)
        if view.pending_tunnel is not None:
            return self._tunnel(turn, legal)
        if view.drawn_this_turn:
            return self._draw(turn, legal)
        return next(self._moves(turn, legal))

    def read(self, view: PrivateView, game_map: GameMap, rules: RuleSet) -> Turn:
        usable = usable_tracks(view, game_map, rules)
        plan, short = self._plan(view, game_map, rules, usable)
        return Turn(view, game_map, rules, usable, plan, turns_left(view, rules),
                    plan_short=short)

    def _plan(self, view: PrivateView, game_map: GameMap, rules: RuleSet,
              usable: AbstractSet[int]) -> tuple[Plan, tuple[Cards, int] | None]:
        """The tickets' plan, its paths chosen with the cards held; once the hand holds
        `spare_cards` the plan cannot use (its colours are slow to come), the held
        colours weigh more, so the plan moves onto paths they pay for. With it, the
        plan's `deficit` when it was worked out on the way."""
        me, hand = view.players[view.seat], view.hand
        tickets = list(view.ticket_ids)
        if not self.style.plan_with_hand:
            return plan_tickets(game_map, me.tracks, usable, tickets, me.trains), None
        anywhere = rules.locomotives_on == "all"
        plan = plan_tickets(game_map, me.tracks, usable, tickets, me.trains,
                            hand if self.style.hand_weight else None, self.style.hand_weight,
                            anywhere)
        short = deficit(rules, game_map.routes, plan.tracks, hand)
        if self._unused(game_map, plan.tracks, hand, short[1]) < self.style.spare_cards:
            return plan, short
        return plan_tickets(game_map, me.tracks, usable, tickets, me.trains, hand,
                            self.style.stuck_hand_weight, anywhere), None

    @staticmethod
    def _unused(game_map: GameMap, tracks: list[int], hand: Cards, missing: int) -> int:
        """Cards in hand the tracks do not use, when they miss `missing`."""
        return total(hand) - (sum(game_map.routes[t].length for t in tracks) - missing)

    def ranked(self, turn: Turn, legal: list[Action]) -> list[Action]:
        """The bot's choice first, then the other moves it would consider (the `hard`
        player searches among these)."""
        return list(dict.fromkeys(self._moves(turn, legal)))

    def _moves(self, turn: Turn, legal: list[Action]) -> Iterator[Action]:
        """The moves of `ranked`, each worked out only when asked for (a play-out needs
        only the first)."""
        found = False
        for step in self._steps:
            action = step(turn, legal)
            if action is not None:
                found = True
                yield action
        if not found:
            others = [a for a in legal if not isinstance(a, Pass)]
            yield others[0] if others else legal[0]

    # --- tickets ------------------------------------------------------------------------

    def keep(self, view: PrivateView, game_map: GameMap, rules: RuleSet,
             keeps: list[KeepTickets]) -> KeepTickets:
        """The offer's subset with the best expected ticket points (tickets held too)."""
        return self.ranked_keeps(view, game_map, rules, keeps)[0]

    def ranked_keeps(self, view: PrivateView, game_map: GameMap, rules: RuleSet,
                     keeps: list[KeepTickets]) -> list[KeepTickets]:
        """The offer's subsets, best expected ticket points first (fewer tickets first on
        a tie; more than the style keeps only after the rest). The `hard` player
        searches among the first few."""
        me = view.players[view.seat]
        usable = usable_tracks(view, game_map, rules)
        held = list(view.ticket_ids)
        left = turns_left(view, rules)
        fewest = min(len(k.tickets) for k in keeps)

        plans = plans_adding(game_map, me.tracks, usable, held,
                             [k.tickets for k in keeps], me.trains)
        plan_of = {id(k): plan for k, plan in zip(keeps, plans, strict=True)}

        def key(option: KeepTickets) -> tuple[bool, float, int]:
            plan = plan_of[id(option)]
            value = self.plan_value(view, rules, game_map, plan, left)
            too_many = len(option.tickets) > max(self.style.keep_most, fewest)
            return too_many, -value, len(option.tickets)

        return sorted(keeps, key=key)

    def plan_value(self, view: PrivateView, rules: RuleSet, game_map: GameMap, plan: Plan,
                    left: float) -> float:
        """Expected ticket points of a plan: open tickets count as won in proportion to
        how comfortably the remaining turns cover the cards and claims they need."""
        _, missing = deficit(rules, game_map.routes, plan.tracks, view.hand)
        needed = missing / self._pace_of(rules) + len(plan.tracks)
        slack = left - needed
        chance = min(1.0, max(0.0, 0.5 + (slack - self.style.margin_turns) / 8))
        value = sum(t.points for t in plan.tickets if t.done)
        value += sum((2 * chance - 1) * t.points for t in plan.open)
        value -= sum(t.points for t in plan.lost)
        return value

    def _pace_of(self, rules: RuleSet) -> float:
        """Useful cards a turn: where locomotives pay only for ferries and tunnels, cards
        come together slower."""
        return self.style.pace if rules.locomotives_on == "all" else self.style.slow_pace

    def _new_tickets(self, turn: Turn, legal: list[Action]) -> Action | None:
        if DrawTickets() not in legal or turn.plan.open:
            return None
        if turn.me.trains < self._ticket_trains(turn) \
                or turn.turns_left < self.style.ticket_turns:
            return None
        if not self._offer_fits(turn):
            return None
        return DrawTickets()

    def _offer_fits(self, turn: Turn) -> bool:
        """Whether an offer of new tickets likely holds one the trains and turns left
        can still finish (one must be kept): whether the chance of that, from the share
        of the unseen tickets the plan fits with the cards it needs collected at the
        style's pace, reaches the style's `offer_fits`. The tickets are asked shortest
        first, until the count of those that fit settles the answer."""
        view, game_map, me = turn.view, turn.game_map, turn.me
        held = list(view.ticket_ids)
        pool = [i for i in range(len(game_map.tickets))
                if i not in held and i not in view.offered]
        draws, enough = turn.rules.draw_tickets, self.style.offer_fits
        if not pool:
            return enough <= 0.0
        # the fewest fitting tickets whose share gives the chance wanted (it grows
        # with the count)
        needed = next((fits for fits in range(len(pool) + 1)
                       if 1 - (1 - fits / len(pool)) ** draws >= enough), len(pool) + 1)
        pace = self._pace_of(turn.rules)
        fits, left = 0, len(pool)
        added = added_tickets(game_map, me.tracks, turn.usable, held, me.trains)
        points = game_map.tickets
        for i in sorted(pool, key=lambda i: points[i].points):
            if fits >= needed or fits + left < needed:
                break
            left -= 1
            new = added[i]
            if new.adds is None:
                continue
            _, missing = deficit(turn.rules, game_map.routes, new.tracks, view.hand)
            if new.done or missing / pace + len(new.tracks) <= turn.turns_left:
                fits += 1
        return fits >= needed

    def _ticket_trains(self, turn: Turn) -> int:
        """Fewest trains with which new tickets are drawn under these rules."""
        longest = self.style.ticket_trains_longest
        if turn.rules.longest_path_bonus and longest is not None:
            return longest
        return self.style.ticket_trains

    # --- claims -------------------------------------------------------------------------

    def _claims(self, turn: Turn, legal: list[Action]) -> dict[int, list[ClaimRoute]]:
        """Claimable tracks with their legal claims (one per payment, or one letting the
        engine pay)."""
        if turn.claims is not None and turn.claims[0] is legal:
            return turn.claims[1]
        out: dict[int, list[ClaimRoute]] = {}
        for a in legal:
            if isinstance(a, ClaimRoute):
                out.setdefault(a.track, []).append(a)
        turn.claims = (legal, out)
        return out

    def _payments(self, turn: Turn, claims: list[ClaimRoute]) -> list[Cards]:
        """The payments the claim may be made with (the engine's choice first; a few
        dozen at most where groups of any cards make thousands)."""
        listed = [a.cards for a in claims if a.cards is not None]
        if listed:
            return listed
        me = turn.me
        return payments_for(turn.view.game, turn.view.hand, me.stations_left,
                            ClaimRoute(track=claims[0].track), limit=PAYMENTS_TRIED)

    def pay(self, turn: Turn, track: int, claims: list[ClaimRoute],
             keep_for: list[int] | None = None) -> tuple[ClaimRoute, int]:
        """The claim whose payment leaves the rest of the plan best off, and how many
        more cards the rest of the plan then misses."""
        rest = [t for t in (turn.plan.tracks if keep_for is None else keep_for) if t != track]
        hand = turn.view.hand
        best: tuple[float, ...] | None = None
        chosen: Cards = {}
        missing_after = 0
        for pay in self._payments(turn, claims):
            after = {c: hand.get(c, 0) - pay.get(c, 0) for c in hand}
            _, missing = deficit(turn.rules, turn.game_map.routes, rest, after)
            key = (missing + 0.6 * pay.get(LOCOMOTIVE, 0), total(pay))
            if best is None or key < best:
                best, chosen, missing_after = key, pay, missing
        return ClaimRoute(track=track, cards=chosen), missing_after

    def _tunnel_ok(self, turn: Turn, track: int, pay: Cards) -> bool:
        """A tunnel is tried with a spare card of its colour or a locomotive for the
        likely extra, unless this is the last chance."""
        if not turn.game_map.routes[track].tunnel or turn.view.final_turns_left is not None:
            return True
        hand = turn.view.hand
        colours = [c for c in pay if c != LOCOMOTIVE]
        spare = hand.get(LOCOMOTIVE, 0) - pay.get(LOCOMOTIVE, 0)
        if colours:
            spare += hand.get(colours[0], 0) - pay[colours[0]]
        return spare >= 1

    def _planned_claim(self, turn: Turn, legal: list[Action]) -> Action | None:
        """A planned track as soon as it is paid for: the longest first (it needs the
        most cards to come together), then the one whose loss would cost most."""
        claims = self._claims(turn, legal)
        planned = [t for t in turn.plan.tracks if t in claims]
        options = []
        for t in planned:
            action, _ = self.pay(turn, t, claims[t])
            if self._tunnel_ok(turn, t, action.cards or {}):
                options.append((turn.game_map.routes[t].length, -planned.index(t), action))
        if not options:
            return None
        _, _, action = max(options, key=lambda o: (o[0], o[1]))
        if self._ends_behind(turn, action):
            return None
        return action

    def _eager_claim(self, turn: Turn, legal: list[Action]) -> Action | None:
        """A beginner's habit: with a full hand, the longest route it can pay."""
        if not self.style.claim_when_holding \
                or total(turn.view.hand) < self.style.claim_when_holding:
            return None
        claims = self._claims(turn, legal)
        spare = turn.me.trains - turn.plan.trains
        _, missing_now = turn.plan_deficit()
        for track in sorted(claims, key=lambda t: (-turn.game_map.routes[t].length, t)):
            if turn.game_map.routes[track].length > spare:
                continue
            action, missing = self.pay(turn, track, claims[track])
            if missing <= missing_now + 1:
                return action
        return None

    def _ends_behind(self, turn: Turn, action: ClaimRoute) -> bool:
        """Whether this claim would start the last round while the bot is behind and
        could still do better by playing on."""
        if not self.style.endgame or turn.view.final_turns_left is not None:
            return False
        length = turn.game_map.routes[action.track].length
        if turn.me.trains - length > turn.rules.last_round_trains:
            return False
        others_ending = turn.turns_left <= 2
        return not others_ending and self._lead(turn) < 0 and len(turn.plan.open) > 1

    def _lead(self, turn: Turn) -> float:
        """Own estimated score minus the best opponent's (their tickets guessed)."""
        plan = turn.plan
        mine = turn.me.route_points + sum(t.points for t in plan.tickets if t.done) \
            - sum(t.points for t in plan.tickets if not t.done)
        theirs = max((p.route_points + 5 * p.tickets for p in turn.view.players
                      if p.seat != turn.view.seat), default=0)
        return mine - theirs

    def _points(self, turn: Turn, track: int, before: dict[str, str]) -> float:
        """What claiming a track is worth now: its points, plus a ticket it completes.
        `before` is the own network's `city_groups`: the track joins two tickets' cities
        when it links their two groups (a city off the network is a group of itself)."""
        route = turn.game_map.routes[track]
        value = float(turn.rules.route_points.get(route.length, 0))
        ends = {before.get(route.a, route.a), before.get(route.b, route.b)}
        for t in turn.plan.tickets:
            if t.done:
                continue
            ticket = turn.game_map.tickets[t.ticket]
            pair = {before.get(ticket.a, ticket.a), before.get(ticket.b, ticket.b)}
            if len(pair) == 2 and pair == ends:
                value += 2 * t.points
        return value

    def _last_turn(self, turn: Turn, legal: list[Action]) -> Action | None:
        """In the last round: the claim worth most points now."""
        if turn.view.final_turns_left is None:
            return None
        return self._best_points_claim(turn, legal)

    def _best_points_claim(self, turn: Turn, legal: list[Action]) -> Action | None:
        """The claim worth most points now (worked out once a turn: two steps ask)."""
        if turn.best_points is None:
            turn.best_points = (next(self.point_claims(turn, legal), None),)
        return turn.best_points[0]

    def point_claims(self, turn: Turn, legal: list[Action]) -> Iterator[ClaimRoute]:
        """The claims worth most points now first (a ticket they complete counted), each
        with its best payment; tunnels only when `_tunnel_ok`."""
        claims = self._claims(turn, legal)
        before = city_groups(turn.game_map, turn.me.tracks)
        value = {t: self._points(turn, t, before) for t in claims}
        for t in sorted(claims, key=lambda t: -value[t]):  # stable: first listed wins ties
            action, _ = self.pay(turn, t, claims[t])
            if self._tunnel_ok(turn, t, action.cards or {}):
                yield action

    def _endgame(self, turn: Turn, legal: list[Action]) -> Action | None:
        """The game is about to end: points now beat cards for later. When ahead with
        nothing left to join, the bot spends its trains fast to end it."""
        if not self.style.endgame:
            return None
        closing = turn.turns_left <= 2
        finishing = (not turn.plan.open and turn.me.trains <= 12
                     and self._lead(turn) > 0 and DrawTickets() not in legal) \
            or (not turn.plan.open and turn.me.trains < self._ticket_trains(turn)
                and self._lead(turn) > 0)
        if not closing and not finishing:
            return None
        if closing and turn.plan.open:
            missing = turn.plan_deficit()[1]
            if missing <= 2 and len(turn.plan.tracks) <= 1:
                return None  # one more draw completes a ticket
        return self._best_points_claim(turn, legal)

    def _long_route(self, turn: Turn, legal: list[Action]) -> Action | None:
        """With trains to spare beyond the plan, a long route off the plan whose
        payment takes nothing the plan needs."""
        if not self.style.long_route_min:
            return None
        spare = turn.me.trains - turn.plan.trains
        claims = self._claims(turn, legal)
        _, missing_now = turn.plan_deficit()
        best: tuple[int, Action] | None = None
        for t, options in claims.items():
            length = turn.game_map.routes[t].length
            if length < self.style.long_route_min or t in turn.plan.tracks:
                continue
            if spare - length < self.style.long_route_spare:
                continue
            action, missing = self.pay(turn, t, options)
            if missing > missing_now or not self._tunnel_ok(turn, t, action.cards or {}):
                continue
            if self._ends_behind(turn, action):
                continue
            if best is None or length > best[0]:
                best = (length, action)
        return best[1] if best else None

    def _filler_target(self, turn: Turn) -> int | None:
        """With no ticket to work on: the route worth most for the cards it still
        needs, touching the own network when it can (the longest route)."""
        me = turn.me
        network = {c for t in me.tracks for c in turn.game_map.routes[t].pair}
        best: tuple[float, int] | None = None
        routes = turn.game_map.routes
        fitting = [t for t in turn.usable if routes[t].length <= me.trains]
        missing_of = missing_alone(turn.rules, routes, fitting, turn.view.hand)
        for t in fitting:
            route = routes[t]
            missing = missing_of[t]
            if missing > 2 * turn.turns_left + 1:
                continue
            value = turn.rules.route_points.get(route.length, 0) - 1.2 * missing
            value += 1.5 if route.a in network or route.b in network else 0
            value -= 1.5 if route.tunnel else 0
            if best is None or value > best[0]:
                best = (value, t)
        return best[1] if best else None

    def _filler_claim(self, turn: Turn, legal: list[Action]) -> Action | None:
        if turn.plan.open:
            return None
        target = self._filler_target(turn)
        claims = self._claims(turn, legal)
        if target is not None and target in claims:
            action, _ = self.pay(turn, target, claims[target], keep_for=[])
            if self._tunnel_ok(turn, target, action.cards or {}) \
                    and not self._ends_behind(turn, action):
                return action
        return None

    # --- spending -----------------------------------------------------------------------

    def _spend(self, turn: Turn, legal: list[Action]) -> Action | None:
        """Cards that can no longer be spent become points instead of more draws: with no
        ticket to work on and as many cards as trains, a claim that spares the route it
        collects for (`_sparing_claim`)."""
        if not self.style.spare_cards or total(turn.view.hand) < turn.me.trains \
                or turn.plan.open:
            return None
        return self._sparing_claim(turn, legal)

    def _restless(self, turn: Turn, legal: list[Action]) -> Action | None:
        """Near the end (the opponents may end the game within `ticket_turns` of its
        turns), after `waiting_turns` turns in a row of drawing: a claim that spares what
        the plan collects for (`_sparing_claim`) rather than one more draw; the colour
        that has not come may not come before the end."""
        if not self.style.waiting_turns or turn.me.draws_in_a_row < self.style.waiting_turns \
                or turn.turns_left > self.style.ticket_turns:
            return None
        return self._sparing_claim(turn, legal)

    def _sparing_claim(self, turn: Turn, legal: list[Action]) -> Action | None:
        """The claim worth most points now (the longer on a tie) that takes no card the
        tracks the bot collects for (`_draw_targets`) need and leaves them their trains."""
        me, hand, routes = turn.me, turn.view.hand, turn.game_map.routes
        targets = self._draw_targets(turn)
        wanted = sum(routes[t].length for t in targets)
        _, missing_now = deficit(turn.rules, routes, targets, hand)
        claims = self._claims(turn, legal)
        before = city_groups(turn.game_map, me.tracks)
        fitting = [t for t in claims
                   if t not in targets and routes[t].length <= me.trains - wanted]
        # the best first (stable: the first listed on a tie), each paid only when asked
        fitting.sort(key=lambda t: (-self._points(turn, t, before), -routes[t].length))
        for t in fitting:
            action, missing = self.pay(turn, t, claims[t], keep_for=targets)
            if missing <= missing_now and self._tunnel_ok(turn, t, action.cards or {}) \
                    and not self._ends_behind(turn, action):
                return action
        return None

    def _late(self, turn: Turn, legal: list[Action]) -> Action | None:
        """Near the end, with a plan the turns left cannot finish even at its pace of
        useful cards, the claim worth most points now rather than one more draw."""
        if not self.style.endgame or not turn.plan.open \
                or turn.turns_left > self.style.ticket_turns:
            return None
        _, missing = turn.plan_deficit()
        if missing / self._pace_of(turn.rules) + len(turn.plan.tracks) <= turn.turns_left:
            return None
        return self._best_points_claim(turn, legal)

    # --- stations -----------------------------------------------------------------------

    def _station(self, turn: Turn, legal: list[Action]) -> Action | None:
        """A station that completes a blocked ticket worth more than the station's 4
        points, through an opponent's track at that city."""
        if not self.style.stations:
            return None
        stations = [a for a in legal if isinstance(a, BuildStation)]
        if not stations or not turn.plan.lost:
            return None
        view, game_map = turn.view, turn.game_map
        by_city: dict[str, list[BuildStation]] = {}
        for a in stations:
            by_city.setdefault(a.city, []).append(a)
        own = list(turn.me.tracks)
        worth = turn.rules.station_points
        for lost in sorted(turn.plan.lost, key=lambda t: -t.points):
            if 2 * lost.points <= worth:
                continue
            ticket = game_map.tickets[lost.ticket]
            for city in sorted(by_city):
                for t in game_map.tracks_at[city]:
                    owner = view.owners.get(t)
                    if owner is None or owner == view.seat:
                        continue
                    if joined(city_groups(game_map, [*own, t]), ticket.a, ticket.b):
                        return min(by_city[city], key=lambda a: (
                            (a.cards or {}).get(LOCOMOTIVE, 0), total(a.cards or {})))
        return None

    # --- tunnels ------------------------------------------------------------------------

    def _tunnel(self, turn: Turn, legal: list[Action]) -> Action:
        """Pay a tunnel's extra for a planned track; off the plan, not with locomotives
        beyond one."""
        pays = [a for a in legal if isinstance(a, PayTunnel)]
        if not pays:
            return WithdrawTunnel()
        cheapest = min(pays, key=lambda a: ((a.cards or {}).get(LOCOMOTIVE, 0),
                                            total(a.cards or {})))
        track = turn.view.pending_tunnel.track if turn.view.pending_tunnel else -1
        locos = (cheapest.cards or {}).get(LOCOMOTIVE, 0)
        if track not in turn.plan.tracks and locos > 1 \
                and turn.view.final_turns_left is None:
            return WithdrawTunnel()
        return cheapest

    # --- drawing ------------------------------------------------------------------------

    def _draw_targets(self, turn: Turn) -> list[int]:
        if turn.plan.tracks:
            return turn.plan.tracks
        target = self._filler_target(turn)
        return [target] if target is not None else []

    def _waiting(self, turn: Turn, short: Cards, missing: int) -> bool:
        """Whether the plan waits on so few cards (`wait_cards`, their tracks taking
        locomotives) that a sure locomotive beats two blind cards: these bring fewer
        than one useful card on average (the unseen cards of the short colours and the
        locomotives, over every unseen card)."""
        if not 0 < missing <= self.style.wait_cards:
            return False
        targets = self._draw_targets(turn)
        routes = turn.game_map.routes
        if not all(locomotives_allowed(turn.rules, routes[t]) for t in targets
                   if routes[t].color in short or routes[t].color == "gray"):
            return False
        view, rules = turn.view, turn.rules
        seen = {c: view.hand.get(c, 0) + view.face_up.count(c) for c in (*COLORS, LOCOMOTIVE)}
        unseen = {c: max(0, rules.cards_per_color - n) for c, n in seen.items()}
        unseen[LOCOMOTIVE] = max(0, rules.locomotive_cards - seen[LOCOMOTIVE])
        useful = sum(unseen[c] for c in short if c in unseen) + unseen[LOCOMOTIVE]
        return 2 * useful < sum(unseen.values())

    def _draw(self, turn: Turn, legal: list[Action]) -> Action | None:
        """The face-up colour the plan misses most, a face-up locomotive when it
        misses much and no colour helps (one that takes the whole draw only when the
        plan needs locomotives; one that counts a single card as either draw whenever
        the plan misses any), else the deck."""
        draws = [a for a in legal if isinstance(a, DrawCard)]
        if not draws:
            return None
        targets = self._draw_targets(turn)
        short, missing = turn.plan_deficit() if targets is turn.plan.tracks \
            else deficit(turn.rules, turn.game_map.routes, targets, turn.view.hand)
        face = {a.card for a in draws}
        colours = sorted((c for c in short if c in face and c != LOCOMOTIVE),
                         key=lambda c: (-short[c], c))
        if colours:
            return DrawCard(card=colours[0])
        whole = turn.rules.face_up_locomotive_counts_two
        if self.style.cheap_locomotive and not whole:
            loco_ok, many = LOCOMOTIVE in face, missing >= 1
        else:
            loco_ok = LOCOMOTIVE in face and turn.view.drawn_this_turn == 0
            many = missing >= 3 and (self.style.whole_draw_locomotive or not whole)
        if loco_ok and (many or short.get(LOCOMOTIVE, 0) or self._waiting(turn, short, missing)):
            return DrawCard(card=LOCOMOTIVE)
        if DrawCard(card="deck") in draws:
            return DrawCard(card="deck")
        plain = [a for a in draws if a.card != LOCOMOTIVE]
        return plain[0] if plain else draws[0]

