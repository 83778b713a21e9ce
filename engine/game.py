"""A board game as pure functions: set up, list legal actions, apply an action.

`apply` checks everything before it changes anything, so a RuleError leaves the state
exactly as it was. Randomness comes only from the state's own random source. What may
be done is worked out in `engine.legal`; the draws are applied in `engine.draws`, the
claims, tunnels and stations in `engine.claims`, the end of a turn in `engine.turns`.
"""

from __future__ import annotations

from collections.abc import Callable
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
from .cards import COLORS, LOCOMOTIVE, add, total
from .claims import build_station, claim, pay_tunnel, withdraw_tunnel
from .deck import refill_face_up
from .draws import draw_card, draw_tickets, keep_tickets
from .errors import RuleError
from .events import Events, event
from .legal import (
    claimable_tracks,
    closed_tracks,
    legal_actions,
    payments,
    payments_for,
    station_cost,
)
from .maps import load_map
from .rng import next_stream
from .rules import RULESETS, map_of, rules_of
from .state import GameState, PlayerState
from .turns import end_turn, move_of

# the board game's functions, importable from here as before the rules were split
__all__ = ["apply", "claimable_tracks", "closed_tracks", "legal_actions", "map_of",
           "new_game", "payments", "payments_for", "rules_of", "station_cost", "total_cards"]


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


# --- applying an action ---------------------------------------------------------------


def apply(state: GameState, seat: int, action: Action) -> Events:
    """Apply `seat`'s action to `state` in place and return what happened.

    Raises RuleError (and changes nothing) when the rules refuse the action.
    """
    if not 0 <= seat < len(state.players):
        raise RuleError("not_seated", seat=seat)
    phase = state.phase
    if phase == "finished":
        raise RuleError("game_over")
    if isinstance(action, KeepTickets):
        return keep_tickets(state, seat, action)
    if state.players[seat].offered:
        raise RuleError("must_choose_tickets")
    if phase != "playing":
        raise RuleError("waiting_for_tickets")
    if seat != state.current:
        raise RuleError("not_your_turn", current=state.current)
    kind = type(action)
    rule = _RULES.get(kind)
    if rule is None:  # (not one of the action types themselves: a subclass, or no action)
        kind, rule = next(((k, r) for k, r in _RULES.items() if isinstance(action, k)),
                          (kind, None))
    if state.pending_tunnel is not None and kind is not PayTunnel and kind is not WithdrawTunnel:
        raise RuleError("tunnel_pending")
    if state.drawn_this_turn and kind is not DrawCard:
        raise RuleError("must_draw_second_card")
    if rule is None:
        raise RuleError("bad_command", text=str(action))
    return rule(state, seat, action)


def _pass(state: GameState, seat: int, action: Pass) -> Events:
    if legal_actions(state, seat) != [Pass()]:
        raise RuleError("cannot_pass")
    events = [event(kind="passed", player=seat)]
    state.passes_in_a_row += 1
    end_turn(state, seat, move_of(seat, "pass"), events, passed=True)
    return events


#: the rule applying each kind of action (once the turn's checks are passed)
_RULES: dict[type, Callable[[GameState, int, Any], Events]] = {
    DrawCard: draw_card,
    DrawTickets: lambda state, seat, action: draw_tickets(state, seat),
    ClaimRoute: claim,
    PayTunnel: pay_tunnel,
    WithdrawTunnel: lambda state, seat, action: withdraw_tunnel(state, seat),
    BuildStation: build_station,
    Pass: _pass,
}


def total_cards(state: GameState) -> int:
    """Every train card in the game, wherever it is (conservation checks)."""
    return (len(state.deck) + len(state.discard) + len(state.tunnel_cards)
            + sum(1 for c in state.face_up if c is not None)
            + sum(total(p.hand) for p in state.players)
            + (total(state.pending_tunnel.paid) if state.pending_tunnel else 0))
