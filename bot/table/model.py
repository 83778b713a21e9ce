"""A table: the lobby, the seats and who plays them, the options and the turn clock.

Stored beside the game state (the engine's own JSON). Seat i of the table is seat i of
the engine's game once the game has started.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from engine import Event

#: how many of the game's latest public events a table keeps for its board card
RECENT = 8


class Options(BaseModel):
    """Per-game options chosen with /ttr new."""

    #: seconds a person has for a move before the computer moves for them (None: no limit)
    turn_limit: int | None = None
    #: Card Game beginners' variant: players may look at their own "on the tracks" pile
    private_pile: bool = False
    #: a person away (/ttr away): the computer plays for them, or their turn clock is held
    away: Literal["play", "hold"] = "play"
    #: the `hard` computer players search this many sampled worlds a move instead of
    #: thinking for a time, so the same position always gets the same move (None: by time)
    worlds: int | None = None


class Seat(BaseModel):
    """One seat: a person (user id) or a computer player's own seat (user None)."""

    user: str | None = None
    name: str
    #: the computer strategy playing this seat now (None: the person plays it)
    computer: str | None = None
    #: the person's language for direct messages
    locale: str = "en"
    #: the person left a game in progress; the computer plays for them
    left: bool = False
    #: the person is away (/ttr away); the computer plays for them until they are back
    away: bool = False

    @property
    def person(self) -> bool:
        """A person sits here (they may be away and the computer playing for them)."""
        return self.user is not None

    @property
    def messaged(self) -> bool:
        """Whether the seat's person gets direct messages about their cards."""
        return self.user is not None and not self.left


class Clock(BaseModel):
    """The wait for a person's move: since when, for which wait, reminded yet."""

    key: str | None = None
    started: float = 0.0
    reminded: bool = False


class Table(BaseModel):
    """Everything about a game that is not the rules' state."""

    game: str
    host: str
    host_name: str
    options: Options = Field(default_factory=Options)
    seed: int
    seats: list[Seat] = Field(default_factory=list)
    #: actions applied to the game so far; buttons carry it so a stale click is refused
    step: int = 0
    clock: Clock = Field(default_factory=Clock)
    #: the game's latest public events, oldest first (the board card's last moves)
    recent: list[Event] = Field(default_factory=list)
    #: the day (YYYY-MM-DD, UTC) of the daily challenge this game is an attempt at
    daily: str | None = None

    def remember(self, events: list[Event]) -> None:
        """Keep an action's public events for the board card's last moves (what everyone
        was told; never a seat's own events)."""
        self.recent = [*self.recent, *(e for e in events if e.public)][-RECENT:]

    def seat_of(self, user: str) -> int | None:
        for i, s in enumerate(self.seats):
            if s.user == user:
                return i
        return None

    def player_of(self, user: str) -> int | None:
        """The seat the person still plays (None after they left it: its hand is no
        longer theirs to see)."""
        seat = self.seat_of(user)
        return None if seat is None or self.seats[seat].left else seat

    def names(self) -> list[str]:
        return [s.name for s in self.seats]
