"""A game read from the store, ready to change: its record, kind, table and state, and
what can be read off it without the store (names, secrets, who is waited for)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..i18n import Phrase
from ..kinds import KINDS, GameKind, Name
from ..store import GameRecord, Status
from .display_names import shown
from .model import Table


@dataclass
class Game:
    """A game read from the store, ready to change."""

    record: GameRecord
    kind: GameKind
    table: Table
    state: Any | None
    status: Status

    @property
    def id(self) -> int:
        """The game's number in the store."""
        return self.record.id


def load_game(record: GameRecord) -> Game:
    """The game a store record holds: its kind, its table and its state (None in a lobby)."""
    kind = KINDS[record.kind]
    table = Table.model_validate_json(record.table)
    state = kind.load(record.state) if record.state is not None else None
    return Game(record=record, kind=kind, table=table, state=state, status=record.status)


def seat_names(table: Table) -> list[Name]:
    """Each seat's name as messages show it (a computer player's with its level)."""
    return [Phrase("seat.computer", {"name": shown(s.name),
                                     "level": Phrase(f"level.{s.computer or 'normal'}")})
            if s.user is None else shown(s.name) for s in table.seats]


def secrets_of(game: Game) -> dict[int, str]:
    """Each seat's secret (its cards and tickets) as text, to tell whose changed."""
    if game.state is None:
        return {}
    return {i: game.kind.secret(game.state, i) for i in range(len(game.table.seats))}


def waiting_people(game: Game) -> list[str]:
    """The people (not computer players) whose move the game waits for."""
    assert game.state is not None
    return [s.user for i, s in enumerate(game.table.seats)
            if i in game.kind.waiting(game.state) and s.user and not s.computer]
