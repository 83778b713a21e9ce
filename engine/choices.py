"""Destination tickets offered and kept, the same in every game (each with its own
numbers): the offer off the ticket deck, which offered tickets a player may keep, and the
keep itself."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any, TypeVar

from .errors import RuleError
from .events import Events, event

A = TypeVar("A")


def keep_choices(offered: list[int], keep_min: int) -> list[tuple[int, ...]]:
    """Every subset of `offered`, in offer order, with at least `keep_min` tickets."""
    return [tuple([offered[i] for i in kept])
            for kept in _subsets(len(offered), keep_min)]


@lru_cache(maxsize=64)
def _subsets(size: int, keep_min: int) -> tuple[tuple[int, ...], ...]:
    """The places of `keep_choices` in an offer of `size` tickets, in its order (by
    bit mask of the places kept)."""
    out = []
    for mask in range(1 << size):
        kept = tuple(i for i in range(size) if mask >> i & 1)
        if len(kept) >= keep_min:
            out.append(kept)
    return tuple(out)


@lru_cache(maxsize=1024)
def keep_actions(make: Callable[..., A], offered: tuple[int, ...], keep_min: int
                 ) -> tuple[A, ...]:
    """One keep action per choice of `keep_choices`, made by `make(tickets=...)` (a
    game's KeepTickets): made once per offer, as actions are immutable."""
    return tuple([make(tickets=kept) for kept in keep_choices(list(offered), keep_min)])


def offer_tickets(state: Any, seat: int, count: int, keep_min: int) -> Events:
    """The top `count` tickets of the ticket deck offered to the seat, who must keep at
    least `keep_min` of them (fewer if fewer are left); RuleError when none is left."""
    if not state.ticket_deck:
        raise RuleError("no_tickets_left")
    player = state.players[seat]
    player.offered = state.ticket_deck[:count]
    del state.ticket_deck[:count]
    state.tickets_drawn += len(player.offered)
    player.keep_min = min(keep_min, len(player.offered))
    return [
        event(kind="drew_tickets", player=seat, params={"count": len(player.offered)}),
        event(kind="tickets_offered", player=seat, to=seat,
              params={"tickets": list(player.offered), "keep_min": player.keep_min}),
    ]


def keep_offered(player: Any, seat: int, tickets: Sequence[int]) -> tuple[list[int], Events]:
    """The seat keeps `tickets` of its offer (RuleError, nothing changed, unless they are
    offered, each once, and at least as many as it must keep): it holds them and has no
    offer left. The tickets it did not keep (for the game to put back), and what it is
    told."""
    if not player.offered:
        raise RuleError("no_tickets_offered")
    kept = list(tickets)
    if len(set(kept)) != len(kept) or any(t not in player.offered for t in kept):
        raise RuleError("ticket_not_offered")
    if len(kept) < player.keep_min:
        raise RuleError("keep_more_tickets", keep_min=player.keep_min)
    returned = [t for t in player.offered if t not in kept]
    player.tickets.extend(kept)
    player.offered = []
    player.keep_min = 0
    return returned, [
        event(kind="kept_tickets", player=seat,
              params={"kept": len(kept), "returned": len(returned)}),
        event(kind="your_tickets", player=seat, to=seat, params={"kept": kept}),
    ]
