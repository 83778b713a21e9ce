"""Fast copies of a board game's state for search: a computer player that tries thousands
of continuations copies the state for each. `clone` copies every mutable part by hand
(about 10x cheaper than pydantic's deep `model_copy`); the copy is a full `GameState`,
equal to the original and safe to mutate or `apply` to."""

from __future__ import annotations

from functools import cache
from typing import Any, TypeVar

from pydantic import BaseModel

from .state import GameState, LastMove, PendingTunnel, PlayerState

M = TypeVar("M", bound=BaseModel)

_set = object.__setattr__


def copy_model(model: M, **changes: Any) -> M:
    """A shallow copy of a pydantic model without validation, with `changes` replacing
    fields (the caller passes copies of the mutable fields it must not share)."""
    cls = type(model)
    fields = model.__dict__.copy()
    fields.update(changes)
    out = cls.__new__(cls)
    _set(out, "__dict__", fields)
    _set(out, "__pydantic_fields_set__", set(model.__pydantic_fields_set__))
    _set(out, "__pydantic_extra__", None)
    _set(out, "__pydantic_private__", None)
    return out


@cache
def _defaults(cls: type[BaseModel]) -> tuple[tuple[str, Any, Any], ...]:
    """Per field of a model: its name, default value and default factory."""
    return tuple((name, f.default, f.default_factory) for name, f in cls.model_fields.items())


def build_model(cls: type[M], **fields: Any) -> M:
    """A model made from values already known valid (the engine's own state), without
    validating them: like `model_construct`, at a fraction of its cost."""
    given = set(fields)
    for name, default, factory in _defaults(cls):
        if name not in fields:
            fields[name] = factory() if factory is not None else default
    out = cls.__new__(cls)
    _set(out, "__dict__", fields)
    _set(out, "__pydantic_fields_set__", given)
    _set(out, "__pydantic_extra__", None)
    _set(out, "__pydantic_private__", None)
    return out


def _player(p: PlayerState) -> PlayerState:
    return copy_model(p, hand=p.hand.copy(), tickets=p.tickets.copy(), offered=p.offered.copy(),
                      station_cities=p.station_cities.copy(), tracks=p.tracks.copy(),
                      known_cards=p.known_cards.copy(), returned=p.returned.copy())


def clone(state: GameState) -> GameState:
    """A copy of `state` that shares nothing mutable with it (equal to it; `apply` to
    either leaves the other as it was)."""
    pt: PendingTunnel | None = state.pending_tunnel
    move: LastMove | None = state.last_move
    return copy_model(
        state,
        players=[_player(p) for p in state.players],
        deck=state.deck.copy(), discard=state.discard.copy(), face_up=state.face_up.copy(),
        ticket_deck=state.ticket_deck.copy(), owners=state.owners.copy(),
        tunnel_cards=state.tunnel_cards.copy(), taken_this_turn=state.taken_this_turn.copy(),
        pending_tunnel=None if pt is None else copy_model(
            pt, paid=pt.paid.copy(), revealed=pt.revealed.copy()),
        last_move=None if move is None else copy_model(
            move, tracks=move.tracks.copy(), cards=move.cards.copy(), taken=move.taken.copy()),
    )
