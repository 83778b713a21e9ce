"""The full state of a Card Game: everything, secrets included (never shown as is).

Views (engine.cardgame.views) strip the secrets: hands, tickets, the order of the decks
and every On-the-Tracks card.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ..cards import Cards

Phase = Literal["choosing_tickets", "playing", "finished"]


class _Record(BaseModel):
    """A record that never changes once made (views share it with the state)."""

    model_config = ConfigDict(frozen=True)


class TicketResult(_Record):
    """A ticket at a scoring: completed with `cards` from the On-the-Tracks pile, or
    failed (no cards). `scoring` is the scoring that settled it (1, or 2 in a 4-player
    game's final scoring)."""

    ticket: int
    name: str
    points: int
    cards: Cards = Field(default_factory=dict)
    scoring: int = 1


class ScoringRound(_Record):
    """One scoring of completed tickets (a 4-player game has two). Public: the rulebook
    has every player show the tickets they complete and the cards used."""

    number: int
    #: per seat, the tickets completed at this scoring with the cards used
    completed: list[list[TicketResult]]
    #: per seat, the points those tickets are worth
    points: list[int]


class PlayerResult(_Record):
    """One player's final tally."""

    seat: int
    name: str
    completed: list[TicketResult] = Field(default_factory=list)
    failed: list[TicketResult] = Field(default_factory=list)
    #: completed points minus failed points
    ticket_points: int = 0
    #: the Big Cities whose bonus card this player won
    big_cities: list[str] = Field(default_factory=list)
    big_city_points: int = 0
    total: int = 0
    #: On-the-Tracks cards no ticket used (revealed at the end)
    unused: Cards = Field(default_factory=dict)


class FinalResult(_Record):
    """The end of the game, everything revealed; `ranking` lists seats, winner first."""

    players: list[PlayerResult]
    ranking: list[int]
    scorings: list[ScoringRound] = Field(default_factory=list)


class CardPlayer(BaseModel):
    """One seat: secrets (hand, tickets, On-the-Tracks pile) and the public Siding."""

    name: str
    hand: Cards = Field(default_factory=dict)
    #: tickets held and not completed yet
    tickets: list[int] = Field(default_factory=list)
    #: tickets drawn and not yet chosen
    offered: list[int] = Field(default_factory=list)
    keep_min: int = 0
    #: colour -> the row's cards, bottom first; locomotives lie on top
    siding: dict[str, list[str]] = Field(default_factory=dict)
    #: the face-down On-the-Tracks pile
    tracks: Cards = Field(default_factory=dict)
    #: tickets completed at earlier scorings, with the cards used
    completed: list[TicketResult] = Field(default_factory=list)
    #: cards everyone knows this player holds: taken face up and not played since
    #: (public)
    known_cards: Cards = Field(default_factory=dict)
    #: tickets this player gave back, with where each went: its place in the ticket deck
    #: counted from the first ticket drawn off it (see CardGameState.tickets_drawn), or
    #: -1 when shuffled into it at setup (secret: only this player knows which they were)
    returned: list[tuple[int, int]] = Field(default_factory=list)


class LastMove(_Record):
    """What the last completed turn did, for pictures and the channel (public)."""

    player: int
    kind: str
    #: cards played onto the Siding, or taken face up
    cards: Cards = Field(default_factory=dict)
    #: cards drawn blind
    blind: int = 0


class CardGameState(BaseModel):
    """A Card Game in progress. Only the engine reads it; views strip its secrets."""

    model_config = ConfigDict(validate_assignment=False)

    game: Literal["cardgame"] = "cardgame"
    seed: int | str
    rng_step: int = 0
    #: the beginners' variant: each player may look at their own On-the-Tracks pile
    own_pile_visible: bool = False
    players: list[CardPlayer]
    phase: Phase = "choosing_tickets"
    current: int = 0
    #: completed turns; buttons carry it so a stale click is refused
    turn: int = 0
    #: the train deck; its top card is the last element
    deck: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    face_up: list[str | None] = Field(default_factory=list)
    #: the ticket deck; its top is the first element
    ticket_deck: list[int] = Field(default_factory=list)
    #: tickets drawn off the ticket deck so far (public; the starting tickets are dealt
    #: before it is made)
    tickets_drawn: int = 0
    #: cards drawn so far in this turn's draw action: a face-up colour, or "deck"
    turn_draws: list[str] = Field(default_factory=list)
    #: which pass through the train deck this is (1, or 2 after a 4-player reshuffle)
    run: int = 1
    #: turns still to play once the deck ran out (None: it has not)
    final_turns_left: int | None = None
    #: the seat that drew the deck's last card
    last_round_by: int | None = None
    last_move: LastMove | None = None
    scorings: list[ScoringRound] = Field(default_factory=list)
    result: FinalResult | None = None
    #: train robberies so far (statistics)
    robberies: int = 0

    @property
    def drawn_this_turn(self) -> int:
        """Cards drawn so far in this turn's draw action (0 or 1)."""
        return len(self.turn_draws)
