"""Fast copies of a board game's state for search: a computer player that tries thousands
of continuations copies the state for each. `clone` copies every mutable part by hand,
setting the slots of new objects directly (no constructor, no validation); the copy is a
full `GameState`, equal to the original and safe to mutate or `apply` to."""

from __future__ import annotations

from .state import GameState, LastMove, PendingTunnel, PlayerState

_new = object.__new__


def _player(p: PlayerState) -> PlayerState:
    out = _new(PlayerState)
    out.name = p.name
    out.hand = p.hand.copy()
    out.tickets = p.tickets.copy()
    out.offered = p.offered.copy()
    out.keep_min = p.keep_min
    out.trains = p.trains
    out.stations_left = p.stations_left
    out.station_cities = p.station_cities.copy()
    out.tracks = p.tracks.copy()
    out.route_points = p.route_points
    out.known_cards = p.known_cards.copy()
    out.returned = p.returned.copy()
    out.draws_in_a_row = p.draws_in_a_row
    return out


def _tunnel(pt: PendingTunnel) -> PendingTunnel:
    out = _new(PendingTunnel)
    out.track = pt.track
    out.paid = pt.paid.copy()
    out.color = pt.color
    out.revealed = pt.revealed.copy()
    out.extra = pt.extra
    return out


def _move(move: LastMove) -> LastMove:
    out = _new(LastMove)
    out.player = move.player
    out.kind = move.kind
    out.tracks = move.tracks.copy()
    out.city = move.city
    out.cards = move.cards.copy()
    out.taken = move.taken.copy()
    return out


def clone(state: GameState) -> GameState:
    """A copy of `state` that shares nothing mutable with it (equal to it; `apply` to
    either leaves the other as it was)."""
    out = _new(GameState)
    out.game = state.game
    out.seed = state.seed
    out.rng_step = state.rng_step
    out.players = [_player(p) for p in state.players]
    out.phase = state.phase
    out.current = state.current
    out.turn = state.turn
    out.deck = state.deck.copy()
    out.discard = state.discard.copy()
    out.face_up = state.face_up.copy()
    out.ticket_deck = state.ticket_deck.copy()
    out.tickets_drawn = state.tickets_drawn
    out.owners = state.owners.copy()
    out.drawn_this_turn = state.drawn_this_turn
    out.taken_this_turn = state.taken_this_turn.copy()
    pt = state.pending_tunnel
    out.pending_tunnel = None if pt is None else _tunnel(pt)
    out.tunnel_cards = state.tunnel_cards.copy()
    out.final_turns_left = state.final_turns_left
    out.last_round_by = state.last_round_by
    move = state.last_move
    out.last_move = None if move is None else _move(move)
    out.passes_in_a_row = state.passes_in_a_row
    return out
