"""Away mode's SQL for the SQLite store: the games being played that may seat any of the
people away, found in one pass (a text match the caller confirms on the loaded table). A
mixin: SqliteStore provides `db` and the lock."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence

import aiosqlite

from .base import GAME_COLUMNS, GameRecord, game_record


def seat_patterns(users: Sequence[str]) -> list[str]:
    """LIKE patterns matching a table that names one of these users (as a seat's user, or
    anywhere else: the caller checks the seats)."""
    return [f"%{json.dumps(u)}%" for u in users]


class SqliteAway:
    """The games of the people away, in the SQLite store."""

    db: aiosqlite.Connection
    _lock: asyncio.Lock

    async def playing_games_naming(self, users: Sequence[str]) -> list[GameRecord]:
        """Games being played whose table names any of these users, by number."""
        if not users:
            return []
        matches = " OR ".join("table_json LIKE ?" for _ in users)
        async with self._lock, self.db.execute(
                f"SELECT {GAME_COLUMNS} FROM games WHERE status = 'playing' AND ({matches}) "
                "ORDER BY id", tuple(seat_patterns(users))) as cur:
            rows = await cur.fetchall()
        return [g for g in (game_record(r) for r in rows) if g is not None]
