"""Why a computer player's move is good, in one short reason a hint can say: which
ticket a claim completes or works towards, which opponent route it blocks, what a
draw collects for."""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Action, BuildStation, ClaimRoute, DrawCard, DrawTickets, KeepTickets
from ..network import city_groups, joined
from ..views import PrivateView
from .hard import Choice
from .planning import map_and_rules, plan_tickets, usable_tracks

#: trains beyond its tickets' plan a player must have for them to be "to spare"
TO_SPARE = 6


@dataclass(frozen=True)
class Reason:
    """`code` is one of completes, towards, blocks, collects, station, tickets, keep,
    keep_short, points, points_late, move; `ticket` and `track` say which (indexes into
    the map)."""

    code: str
    ticket: int | None = None
    track: int | None = None


def explain(view: PrivateView, choice: Choice) -> Reason:
    """The reason for the chosen move, from the player's own view."""
    action: Action = choice.action
    game_map, rules = map_and_rules(view)
    me = view.players[view.seat]
    if isinstance(action, ClaimRoute) and choice.reason == "block":
        return Reason("blocks", ticket=choice.blocked[1] if choice.blocked else None,
                      track=action.track)
    usable = usable_tracks(view, game_map, rules)
    plan = plan_tickets(game_map, me.tracks, usable, list(view.ticket_ids),
                        me.trains)
    if isinstance(action, ClaimRoute):
        groups = city_groups(game_map, [*me.tracks, action.track])
        for t in plan.open:
            ticket = game_map.tickets[t.ticket]
            if joined(groups, ticket.a, ticket.b):
                return Reason("completes", ticket=t.ticket, track=action.track)
        for t in plan.open:
            if action.track in t.tracks:
                return Reason("towards", ticket=t.ticket, track=action.track)
        length = game_map.routes[action.track].length
        spare = me.trains - length - plan.trains  # trains no ticket of the plan needs
        late = view.final_turns_left is not None or spare < TO_SPARE
        return Reason("points_late" if late else "points", track=action.track)
    if isinstance(action, DrawCard):
        for t in plan.open:
            colours = {game_map.routes[k].color for k in t.tracks}
            if action.card in colours or action.card in ("deck", "locomotive"):
                return Reason("collects", ticket=t.ticket)
        return Reason("collects")
    if isinstance(action, BuildStation):
        lost = plan.lost
        return Reason("station", ticket=lost[0].ticket if lost else None)
    if isinstance(action, DrawTickets):
        time_left = view.final_turns_left is None and me.trains - plan.trains >= TO_SPARE
        return Reason("tickets" if time_left else "move")
    if isinstance(action, KeepTickets):
        kept = plan_tickets(game_map, me.tracks, usable,
                            [*view.ticket_ids, *action.tickets], me.trains)
        short = [t for t in kept.lost if t.ticket in action.tickets]
        return Reason("keep_short", ticket=short[0].ticket) if short else Reason("keep")
    return Reason("move")
