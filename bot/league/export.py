"""A game's export file and its replay data, from the table and the action log."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from engine.replay import FORMAT, VERSION, make_export, rules_data

from ..store import ActionRecord, GameRecord
from ..table.model import Table


def moves_of(actions: Sequence[ActionRecord]) -> list[tuple[int, str]]:
    """The game's moves (seat, text form) from its action log: every logged action with a
    text after the start (lobby commands and the clock's notes have none)."""
    moves: list[tuple[int, str]] = []
    started = False
    for a in actions:
        entry = json.loads(a.action)
        if entry.get("command") == "start":
            started = True
            continue
        if started and entry.get("text") and a.seat is not None:
            moves.append((a.seat, entry["text"]))
    return moves


def engine_options(table: Table) -> dict[str, Any]:
    """The engine's options of a table (what the game was set up with)."""
    return {"own_pile_visible": True} if table.options.private_pile else {}


def seats_of(table: Table) -> list[dict[str, Any]]:
    """The seats as an export lists them: names and computer levels, never user ids."""
    return [{"name": s.name, "computer": s.computer if s.user is None else None}
            for s in table.seats]


def replay_data(table: Table, actions: Sequence[ActionRecord]) -> dict[str, Any]:
    """An export-shaped record of the game so far (for replaying it move by move)."""
    return {"format": FORMAT, "version": VERSION, "game": table.game,
            "rules": rules_data(table.game), "seed": table.seed,
            "options": engine_options(table), "seats": seats_of(table),
            "actions": [{"seat": s, "action": t} for s, t in moves_of(actions)]}


def export_of(record: GameRecord, table: Table, actions: Sequence[ActionRecord]) -> dict:
    """The export of a finished game (ReplayError if its log does not replay)."""
    finished = datetime.fromtimestamp(record.updated_at, UTC).isoformat(timespec="seconds")
    return make_export(table.game, seats_of(table), table.seed, moves_of(actions),
                       options=engine_options(table),
                       meta={"id": record.id, "finished_at": finished})
