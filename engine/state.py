"""The full state of a board game: everything, secrets included (never shown as is)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from .cards import Cards

Phase = Literal["choosing_tickets", "playing", "finished"]


class PendingTunnel(BaseModel):
    """A tunnel claim waiting for its extra payment (or withdrawal)."""

    track: int
    paid: Cards
    #: the colour the claim was paid in (None: locomotives only)
    color: str | None
    revealed: list[str]
    extra: int


class PlayerState(BaseModel):
    """One seat: its secrets (hand, tickets) and its public belongings."""

    name: str
    hand: Cards = Field(default_factory=dict)
    tickets: list[int] = Field(default_factory=list)
    #: tickets drawn and not yet chosen
    offered: list[int] = Field(default_factory=list)
    #: the least number of offered tickets to keep
    keep_min: int = 0
    trains: int
    stations_left: int = 0
    station_cities: list[str] = Field(default_factory=list)
    tracks: list[int] = Field(default_factory=list)
    route_points: int = 0
    #: cards everyone knows this player holds: taken face up (or back from a withdrawn
    #: tunnel) and not spent since (public)
    known_cards: Cards = Field(default_factory=dict)
    #: tickets this player gave back, with where each went: its place in the ticket deck
    #: counted from the first ticket ever drawn (see GameState.tickets_drawn), or -1 when
    #: it left the game (secret: only this player knows which tickets they were)
    returned: list[tuple[int, int]] = Field(default_factory=list)


class LastMove(BaseModel):
    """What the last completed turn did, for pictures and the channel (public)."""

    player: int
    kind: str
    tracks: list[int] = Field(default_factory=list)
    city: str | None = None
    #: the cards a claim or station paid (every player saw them go to the discard)
    cards: dict[str, int] = Field(default_factory=dict)
    #: a draw's cards in order: the face-up colours taken, "blind" for one from the deck
    taken: list[str] = Field(default_factory=list)


class GameState(BaseModel):
    """A board game in progress. Only `engine` reads it; views strip its secrets."""

    model_config = ConfigDict(validate_assignment=False)

    game: str
    seed: int | str
    rng_step: int = 0
    players: list[PlayerState]
    phase: Phase = "choosing_tickets"
    current: int = 0
    #: completed turns; buttons carry it so a stale click is refused
    turn: int = 0
    deck: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    face_up: list[str | None] = Field(default_factory=list)
    ticket_deck: list[int] = Field(default_factory=list)
    #: tickets taken off the ticket deck so far (public)
    tickets_drawn: int = 0
    #: track index -> seat that claimed it
    owners: dict[int, int] = Field(default_factory=dict)
    #: cards drawn so far in this turn's draw action (0 or 1)
    drawn_this_turn: int = 0
    #: the cards drawn so far this turn, as LastMove.taken says them (public)
    taken_this_turn: list[str] = Field(default_factory=list)
    pending_tunnel: PendingTunnel | None = None
    #: cards turned up by a tunnel, discarded when the turn ends
    tunnel_cards: list[str] = Field(default_factory=list)
    #: turns still to play once the last round began (None: not begun)
    final_turns_left: int | None = None
    last_round_by: int | None = None
    last_move: LastMove | None = None
    #: consecutive passes; the game ends if every player passes in a row
    passes_in_a_row: int = 0
