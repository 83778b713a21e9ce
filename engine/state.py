"""The full state of a board game: everything, secrets included (never shown as is).

Plain slotted dataclasses, changed in place by `apply` at plain attribute speed; built
from the engine's own values without validation, validated where a state comes in from
outside (`Stored.model_validate_json`: a saved game). Their JSON is the one the pydantic
models of earlier versions wrote, so every saved game loads.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from .cards import Cards
from .stored import Stored

Phase = Literal["choosing_tickets", "playing", "finished"]


#: a part of the state: keyword arguments only, slotted
state_class = dataclass(slots=True, kw_only=True)


@state_class
class PendingTunnel(Stored):
    """A tunnel claim waiting for its extra payment (or withdrawal)."""

    track: int
    paid: Cards
    #: the colour the claim was paid in (None: locomotives only)
    color: str | None
    revealed: list[str]
    extra: int


@state_class
class PlayerState(Stored):
    """One seat: its secrets (hand, tickets) and its public belongings."""

    name: str
    hand: Cards = field(default_factory=dict)
    tickets: list[int] = field(default_factory=list)
    #: tickets drawn and not yet chosen
    offered: list[int] = field(default_factory=list)
    #: the least number of offered tickets to keep
    keep_min: int = 0
    trains: int
    stations_left: int = 0
    station_cities: list[str] = field(default_factory=list)
    tracks: list[int] = field(default_factory=list)
    route_points: int = 0
    #: cards everyone knows this player holds: taken face up (or back from a withdrawn
    #: tunnel) and not spent since (public)
    known_cards: Cards = field(default_factory=dict)
    #: tickets this player gave back, with where each went: its place in the ticket deck
    #: counted from the first ticket ever drawn (see GameState.tickets_drawn), or -1 when
    #: it left the game (secret: only this player knows which tickets they were)
    returned: list[tuple[int, int]] = field(default_factory=list)
    #: this player's turns in a row that drew cards, up to their last one (public)
    draws_in_a_row: int = 0


@state_class
class LastMove(Stored):
    """What the last completed turn did, for pictures and the channel (public)."""

    player: int
    kind: str
    tracks: list[int] = field(default_factory=list)
    city: str | None = None
    #: the cards a claim or station paid (every player saw them go to the discard)
    cards: dict[str, int] = field(default_factory=dict)
    #: a draw's cards in order: the face-up colours taken, "blind" for one from the deck
    taken: list[str] = field(default_factory=list)


@dataclass(slots=True, kw_only=True, weakref_slot=True)  # (memos refer to it weakly)
class GameState(Stored):
    """A board game in progress. Only `engine` reads it; views strip its secrets."""

    game: str
    seed: int | str
    rng_step: int = 0
    players: list[PlayerState]
    phase: Phase = "choosing_tickets"
    current: int = 0
    #: completed turns; buttons carry it so a stale click is refused
    turn: int = 0
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    face_up: list[str | None] = field(default_factory=list)
    ticket_deck: list[int] = field(default_factory=list)
    #: tickets taken off the ticket deck so far (public)
    tickets_drawn: int = 0
    #: track index -> seat that claimed it
    owners: dict[int, int] = field(default_factory=dict)
    #: cards drawn so far in this turn's draw action (0 or 1)
    drawn_this_turn: int = 0
    #: the cards drawn so far this turn, as LastMove.taken says them (public)
    taken_this_turn: list[str] = field(default_factory=list)
    pending_tunnel: PendingTunnel | None = None
    #: cards turned up by a tunnel, discarded when the turn ends
    tunnel_cards: list[str] = field(default_factory=list)
    #: turns still to play once the last round began (None: not begun)
    final_turns_left: int | None = None
    last_round_by: int | None = None
    last_move: LastMove | None = None
    #: consecutive passes; the game ends if every player passes in a row
    passes_in_a_row: int = 0
