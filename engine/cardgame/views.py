"""What each person may see of a Card Game: the public view (channel, spectators,
pictures) and a player's private view. The only place secrets are stripped.

Public: Sidings, the face-up row, how many cards each pile, hand and deck holds, the
cards each player took face up and has not played since, the discard pile (robbed rows),
and the results of every scoring (the rulebook has players show the tickets they
complete and the cards used). Secret: hands, held and offered tickets, the order of the decks,
and every On-the-Tracks card, from everyone including the pile's owner; only the
beginners' variant (`own_pile_visible`) shows owners their own pile.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ..cards import Cards, total
from ..lazy_view import TABLE_READERS, LazyPlayers, LazySeatView, in_field_order
from ..unvalidated import build_model
from .data import load_cardgame
from .rules import RULES
from .state import CardGameState, FinalResult, LastMove, ScoringRound


class PlayerPublic(BaseModel):
    """A seat as everyone sees it."""

    seat: int
    name: str
    #: cards in hand
    cards: int
    #: tickets held and not completed yet
    tickets: int
    choosing_tickets: bool
    #: colour -> the row's cards, bottom first (locomotives on top)
    siding: dict[str, list[str]]
    #: cards in the face-down On-the-Tracks pile
    tracks: int
    #: tickets completed at earlier scorings
    completed: int
    #: how many tickets they are choosing from
    offered_count: int = 0
    #: cards everyone knows they hold (taken face up and not played since)
    known_cards: Cards = Field(default_factory=dict)


class PublicView(BaseModel):
    """Everything on the table; no hand, ticket, deck order or On-the-Tracks card."""

    game: str
    phase: str
    current: int
    turn: int
    players: list[PlayerPublic]
    face_up: list[str | None]
    deck_size: int
    discard_size: int
    #: the discard pile's cards (the robbed rows everyone saw)
    discard: Cards = Field(default_factory=dict)
    ticket_deck_size: int
    #: tickets drawn off the ticket deck so far
    tickets_drawn: int = 0
    drawn_this_turn: int
    #: the cards drawn so far this turn: face-up colours, "deck" for one drawn blind
    turn_draws: list[str] = Field(default_factory=list)
    #: which pass through the train deck, and how many this game has
    run: int
    runs: int
    final_turns_left: int | None = None
    last_round_by: int | None = None
    last_move: LastMove | None = None
    own_pile_visible: bool = False
    scorings: list[ScoringRound]
    final: FinalResult | None = None
    #: train robberies so far
    robberies: int = 0


class TicketInfo(BaseModel):
    """A ticket as its holder sees it."""

    model_config = ConfigDict(frozen=True)

    ticket: int
    name: str
    points: int
    colors: list[str]


class PrivateView(PublicView):
    """The public view plus one seat's hand and tickets (and, in the beginners'
    variant, their own On-the-Tracks pile)."""

    seat: int
    hand: Cards
    tickets: list[TicketInfo]
    offered: list[TicketInfo]
    keep_min: int
    #: the own On-the-Tracks pile; None unless the game lets owners see it
    own_tracks: Cards | None = None
    #: tickets this seat gave back: (ticket, place in the ticket deck counted like
    #: tickets_drawn, or -1 when shuffled into it at setup)
    returned: list[tuple[int, int]] = Field(default_factory=list)


@cache
def ticket_info(ticket: int) -> TicketInfo:
    data = load_cardgame()
    t = data.tickets[ticket]
    return TicketInfo(ticket=ticket, name=data.ticket_name(ticket), points=t.points,
                      colors=list(t.colors))


def _player(state: CardGameState, seat: int) -> PlayerPublic:
    p = state.players[seat]
    return build_model(PlayerPublic,
        seat=seat, name=p.name, cards=total(p.hand), tickets=len(p.tickets),
        choosing_tickets=bool(p.offered),
        siding={c: list(row) for c, row in p.siding.items()},
        tracks=total(p.tracks), completed=len(p.completed),
        offered_count=len(p.offered), known_cards=dict(p.known_cards))


#: how each field of the public view is read off the state (each a copy where mutable)
_PUBLIC: dict[str, Callable[[CardGameState], Any]] = in_field_order(PublicView, {
    **TABLE_READERS,
    "players": lambda s: [_player(s, i) for i in range(len(s.players))],
    "turn_draws": lambda s: list(s.turn_draws),
    "run": lambda s: s.run,
    "runs": lambda s: RULES.deck_runs[len(s.players)],
    "own_pile_visible": lambda s: s.own_pile_visible,
    "scorings": lambda s: list(s.scorings),
    "final": lambda s: s.result,
    "robberies": lambda s: s.robberies,
})

#: the fields only the seat itself sees, read off the state and the seat
_OWN: dict[str, Callable[[CardGameState, int], Any]] = {
    "seat": lambda s, seat: seat,
    "hand": lambda s, seat: dict(s.players[seat].hand),
    "tickets": lambda s, seat: [ticket_info(t) for t in s.players[seat].tickets],
    "offered": lambda s, seat: [ticket_info(t) for t in s.players[seat].offered],
    "keep_min": lambda s, seat: s.players[seat].keep_min,
    "own_tracks": lambda s, seat: dict(s.players[seat].tracks) if s.own_pile_visible
    else None,
    "returned": lambda s, seat: list(s.players[seat].returned),
}


def public_view(state: CardGameState) -> PublicView:
    """The table as everyone may see it."""
    return build_model(PublicView, **{name: read(state) for name, read in _PUBLIC.items()})


def private_view(state: CardGameState, seat: int) -> PrivateView:
    """What `seat` may see: the table plus their own cards and tickets."""
    return build_model(PrivateView, **{name: read(state) for name, read in _PUBLIC.items()},
                       **{name: read(state, seat) for name, read in _OWN.items()})


class SeatView(LazySeatView):
    """What `seat` may see, read like a `PrivateView` but each attribute worked out
    only when first read (`engine.lazy_view`): what computer players are given."""

    public = {**_PUBLIC, "players": lambda s: LazyPlayers(s, _player)}
    own = _OWN

    build = staticmethod(private_view)
