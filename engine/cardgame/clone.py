"""Fast copies of a Card Game's state for search (see engine.clone): every mutable part
copied by hand; the frozen records (scorings, results, the last move) are shared."""

from __future__ import annotations

from ..unvalidated import copy_model
from .state import CardGameState, CardPlayer


def _player(p: CardPlayer) -> CardPlayer:
    return copy_model(p, hand=p.hand.copy(), tickets=p.tickets.copy(), offered=p.offered.copy(),
                      siding={c: row.copy() for c, row in p.siding.items()},
                      tracks=p.tracks.copy(), completed=p.completed.copy(),
                      known_cards=p.known_cards.copy(), returned=p.returned.copy())


def clone(state: CardGameState) -> CardGameState:
    """A copy of `state` that shares nothing mutable with it (equal to it; `apply` to
    either leaves the other as it was)."""
    return copy_model(
        state,
        players=[_player(p) for p in state.players],
        deck=state.deck.copy(), discard=state.discard.copy(), face_up=state.face_up.copy(),
        ticket_deck=state.ticket_deck.copy(), turn_draws=state.turn_draws.copy(),
        scorings=state.scorings.copy(),
    )
