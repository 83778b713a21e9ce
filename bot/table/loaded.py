"""A game read from the store, ready to change: its record, rules, face, table and state, and
what can be read off it without the store (names, secrets, who is waited for)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import GAMES
from engine import Game as Rules

from ..i18n import Phrase
from ..kinds import FACES, Face, Name
from ..store import GameRecord, Status
from .display_names import shown
from .model import Table


@dataclass
class Game:
    """A game read from the store, ready to change."""

    record: GameRecord
    #: the game's rules (`engine.GAMES`)
    rules: Rules
    #: how the table shows and reads it
    face: Face
    table: Table
    state: Any | None
    status: Status

    @property
    def id(self) -> int:
        """The game's number in the store."""
        return self.record.id


def load_game(record: GameRecord) -> Game:
    """The game a store record holds: its rules and face, its table and its state (None
    in a lobby)."""
    table = Table.model_validate_json(record.table)
    rules = GAMES[table.game]
    state = rules.load(record.state) if record.state is not None else None
    return Game(record=record, rules=rules, face=FACES[record.kind], table=table, state=state,
                status=record.status)


def seat_names(table: Table) -> list[Name]:
    """Each seat's name as messages show it (a computer player's with its level)."""
    return [Phrase("seat.computer", {"name": shown(s.name),
                                     "level": Phrase(f"level.{s.computer or 'normal'}")})
            if s.user is None else shown(s.name) for s in table.seats]


def secrets_of(game: Game) -> dict[int, str]:
    """Each seat's secret (its cards and tickets) as text, to tell whose changed."""
    if game.state is None:
        return {}
    return {i: game.face.secret(game.state, i) for i in range(len(game.table.seats))}


def waiting_people(game: Game) -> list[str]:
    """The people (not computer players) whose move the game waits for."""
    assert game.state is not None
    return [s.user for i, s in enumerate(game.table.seats)
            if i in game.rules.waiting(game.state) and s.user and not s.computer]
