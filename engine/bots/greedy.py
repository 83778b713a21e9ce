"""The greedy computer player: plans the cheapest paths for its tickets, collects the
colours those paths need, claims them, and takes new tickets once its own are done."""

from __future__ import annotations

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
from ..cards import LOCOMOTIVE, Cards
from ..game import payments_for
from ..legal import closed_by
from ..maps import GameMap, load_map
from ..network import city_groups, joined, track_costs, trains_needed
from ..payments import iter_route_payments, payment_cost, station_payments
from ..rng import RandomStream
from ..rules import RULESETS
from ..ticket_paths import own_statuses
from ..views import PrivateView, TicketStatus, ticket_status

#: below this many trains the bot stops taking new tickets
TICKET_TRAIN_RESERVE = 14


def own_tickets(view: PrivateView, game_map: GameMap) -> list[TicketStatus]:
    """The bot's tickets as its own tracks alone reach them, stations not counted: the
    baseline plays as it always has, whatever the views learn to count."""
    me = view.players[view.seat]
    if not me.station_cities and not me.stations_left:  # the views count the same
        return list(view.tickets)
    few = len(view.players) < RULESETS[view.game].double_routes_min_players
    closed = closed_by(game_map, view.owners, view.seat, few)
    held = list(view.ticket_ids)
    found = own_statuses(game_map, view.owners, me.tracks, closed, held)
    return [ticket_status(view.map_id, t, found[t]) for t in held]


class GreedyBot:
    """Ticket-driven play; uses only its private view and the legal actions."""

    name = "greedy"

    def choose(self, view: PrivateView, legal: list[Action], rng: RandomStream) -> Action:
        game_map = load_map(view.map_id)
        tickets = own_tickets(view, game_map)
        keeps = [a for a in legal if isinstance(a, KeepTickets)]
        if keeps:
            return self._keep(view, game_map, keeps, tickets)
        if any(isinstance(a, PayTunnel | WithdrawTunnel) for a in legal):
            pays = [a for a in legal if isinstance(a, PayTunnel)]
            return pays[0] if pays else WithdrawTunnel()
        me = view.players[view.seat]
        targets = self._targets(view, tickets)
        priced: dict[tuple, Cards | None] = {}
        wanted = self._claims(view, game_map, legal, priced, set(targets))
        if wanted:
            return max(wanted, key=lambda a: (
                game_map.routes[a.track].length, -payment_cost(a.cards or {}, view.hand)[0]))
        station = self._station(view, game_map, legal, tickets)
        if station is not None:
            return station
        if not targets and DrawTickets() in legal and me.trains >= TICKET_TRAIN_RESERVE \
                and view.final_turns_left is None:
            return DrawTickets()
        if not targets and (me.trains < TICKET_TRAIN_RESERVE or DrawTickets() not in legal):
            claims = self._claims(view, game_map, legal, priced)
            if claims:
                return max(claims, key=lambda a: (game_map.routes[a.track].length,
                                                  -payment_cost(a.cards or {}, view.hand)[0]))
        draw = self._draw(view, game_map, targets, legal)
        if draw is not None:
            return draw
        claims = self._claims(view, game_map, legal, priced)
        if claims:
            return max(claims, key=lambda a: game_map.routes[a.track].length)
        others = [a for a in legal if not isinstance(a, Pass)]
        if others and isinstance(others[0], ClaimRoute):  # an unsafe tunnel: pay as listed
            rules = RULESETS[view.game]
            route = game_map.routes[others[0].track]
            return ClaimRoute(track=others[0].track,
                              cards=next(iter_route_payments(rules, route, view.hand)))
        return others[0] if others else legal[0]

    # --- tickets ------------------------------------------------------------------

    def _keep(self, view: PrivateView, game_map: GameMap, keeps: list[KeepTickets],
              tickets: list[TicketStatus]) -> KeepTickets:
        me = view.players[view.seat]
        own = set(me.tracks)
        usable = {t for t in range(len(game_map.routes)) if t not in view.owners}
        costs = track_costs(game_map, own, usable)
        budget = me.trains - sum(s.trains_needed or 0 for s in tickets if not s.completed)

        def cost(t: int) -> tuple[float, int]:
            ticket = game_map.tickets[t]
            gap = trains_needed(game_map, costs, ticket.a, ticket.b)
            need = gap[0] if gap else 99
            return (need - ticket.points * 0.8, need)

        offered = sorted(view.offered, key=cost)
        keep: list[int] = []
        for t in offered:
            need = cost(t)[1]
            if len(keep) < view.keep_min or need <= budget * 0.6:
                keep.append(t)
                budget -= need
        chosen = set(keep)
        for a in keeps:
            if set(a.tickets) == chosen:
                return a
        return keeps[0]

    def _targets(self, view: PrivateView, tickets: list[TicketStatus]) -> list[int]:
        """Unclaimed tracks on the cheapest paths of unfinished, still possible tickets,
        the most valuable ticket first."""
        me = view.players[view.seat]
        targets: list[int] = []
        for status in sorted(tickets, key=lambda s: -s.points):
            if status.completed or status.trains_needed is None:
                continue
            if status.trains_needed > me.trains:
                continue
            targets.extend(t for t in status.gap_tracks if t not in targets)
        return targets

    def _claims(self, view: PrivateView, game_map: GameMap, legal: list[Action],
                priced: dict[tuple, Cards | None], only: set[int] | None = None
                ) -> list[ClaimRoute]:
        """The legal claims (of the `only` tracks), each with the cheapest payment the bot
        would make (a tunnel only with a payment that passes `_tunnel_safe`); `priced`
        keeps the payment per shape of route for the other calls of one choice."""
        rules = RULESETS[view.game]
        out = []
        for a in legal:
            if not isinstance(a, ClaimRoute) or (only is not None and a.track not in only):
                continue
            route = game_map.routes[a.track]
            shape = (route.length, route.color, route.locomotives, route.tunnel,
                     rules.substitute_rate(route.a, route.b))
            if shape not in priced:
                priced[shape] = self._payment(view, route.tunnel, a)
            pay = priced[shape]
            if pay is not None:
                out.append(ClaimRoute(track=a.track, cards=pay))
        return out

    def _payment(self, view: PrivateView, tunnel: bool, claim: ClaimRoute) -> Cards | None:
        """The cheapest payment for the claim (for a tunnel, the cheapest safe one)."""
        if not tunnel or view.final_turns_left is not None:
            pays = payments_for(view.game, view.hand, 0, claim, limit=1)
        else:
            pays = [p for p in payments_for(view.game, view.hand, 0, claim)
                    if self._tunnel_safe(view, p)]
        return min(pays, key=lambda p: payment_cost(p, view.hand)) if pays else None

    def _tunnel_safe(self, view: PrivateView, paid: Cards) -> bool:
        """A tunnel is tried only with a spare card of its colour (or a locomotive) left
        for the likely extra."""
        colours = [c for c in paid if c != LOCOMOTIVE]
        spare = view.hand.get(LOCOMOTIVE, 0) - paid.get(LOCOMOTIVE, 0)
        if colours:
            spare += view.hand.get(colours[0], 0) - paid[colours[0]]
        return spare >= 1

    # --- cards --------------------------------------------------------------------

    def _needed_colours(self, view: PrivateView, game_map: GameMap, targets: list[int]
                        ) -> list[str]:
        need: list[str] = []
        for t in targets:
            colour = game_map.routes[t].color
            if colour == "gray":
                have = [c for c, n in sorted(view.hand.items(), key=lambda x: -x[1])
                        if c != LOCOMOTIVE]
                colour = have[0] if have else "gray"
            if colour not in need:
                need.append(colour)
        return need

    def _draw(self, view: PrivateView, game_map: GameMap, targets: list[int],
              legal: list[Action]) -> Action | None:
        draws = [a for a in legal if isinstance(a, DrawCard)]
        if not draws:
            return None
        for colour in self._needed_colours(view, game_map, targets):
            if DrawCard(card=colour) in draws:
                return DrawCard(card=colour)
        if DrawCard(card=LOCOMOTIVE) in draws and view.drawn_this_turn == 0:
            return DrawCard(card=LOCOMOTIVE)
        if DrawCard(card="deck") in draws:
            return DrawCard(card="deck")
        return draws[0]

    # --- stations -----------------------------------------------------------------

    def _station(self, view: PrivateView, game_map: GameMap, legal: list[Action],
                 tickets: list[TicketStatus]) -> Action | None:
        """A station that completes a ticket by borrowing an opponent's route, once the
        ticket cannot be finished with the bot's own trains."""
        stations = [a for a in legal if isinstance(a, BuildStation)]
        if not stations:
            return None
        me = view.players[view.seat]
        blocked = [s for s in tickets if not s.completed
                   and (s.trains_needed is None or s.trains_needed > me.trains)]
        if not blocked:
            return None
        cities = {a.city for a in stations}
        own = list(me.tracks)
        for status in sorted(blocked, key=lambda s: -s.points):
            ticket = game_map.tickets[status.ticket]
            for city in sorted(cities):
                for t in game_map.tracks_at[city]:
                    owner = view.owners.get(t)
                    if owner is None or owner == view.seat:
                        continue
                    if joined(city_groups(game_map, [*own, t]), ticket.a, ticket.b):
                        rules = RULESETS[view.game]
                        cost = rules.station_costs[rules.stations - me.stations_left]
                        pay = min(station_payments(cost, view.hand),
                                  key=lambda p: payment_cost(p, view.hand))
                        return BuildStation(city=city, cards=pay)
        return None
