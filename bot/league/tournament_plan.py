"""What a tournament is, as its store row keeps it (JSON): its settings, its players, each
round's tables; and the results of its finished tables, read from the league."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ..store.league import LeagueGame
from .rating import Entrant, ranks
from .swiss import TableResult, Tables

Format = Literal["swiss", "robin"]
FORMATS: tuple[Format, ...] = ("swiss", "robin")


class Player(BaseModel):
    """A person in the tournament."""

    id: str
    name: str
    locale: str = "en"


class Plan(BaseModel):
    """A tournament's settings, players and tables (`tables[r]`: round r + 1's tables,
    each the ids of the players seated at it; computer seats fill it to `size`)."""

    game: str
    format: Format = "swiss"
    #: rounds to play (a round robin: as many as it needs, at most this)
    rounds: int
    size: int
    turn_limit: int | None = None
    #: seconds a round may last before the computer plays every seat still open
    round_limit: int | None = None
    level: str = "normal"
    creator: str
    creator_name: str
    seed: int
    players: list[Player] = Field(default_factory=list)
    tables: list[Tables] = Field(default_factory=list)
    #: when the round being played began
    round_started: float = 0.0

    def player(self, user: str) -> Player | None:
        """The tournament's player with this id."""
        return next((p for p in self.players if p.id == user), None)

    def names(self) -> dict[str, str]:
        """Each player's name by id."""
        return {p.id: p.name for p in self.players}


def table_result(game: LeagueGame) -> TableResult:
    """A finished table's points and scores for its people: a point for each seat that
    finished below them, by the league's rule (one who left is below all who stayed)."""
    entrants = [Entrant(s.player, s.place, s.left_early) for s in game.seats]
    rank = ranks(entrants)
    points, scores = {}, {}
    for seat, mine in zip(game.seats, rank, strict=True):
        if not seat.player.startswith("user:"):
            continue
        who = seat.player.removeprefix("user:")
        points[who] = sum(other > mine for other in rank)
        scores[who] = seat.score
    return TableResult(points=points, scores=scores)
