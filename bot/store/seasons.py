"""Seasons' SQL for the SQLite store: at most one running season per server and game, its
end (claimed once, by one process) with its winner and final table kept. A mixin:
SqliteStore provides `db`, the lock and `_writing`."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any

import aiosqlite

#: the columns of a Season, in its order
SEASON_COLUMNS = ("id, guild, game, number, channel, started_at, ends_at, ended_at, role, "
                  "winner, standings")


@dataclass(frozen=True)
class Season:
    """A season of a server's game."""

    id: int
    guild: str
    game: str
    #: 1 for the server's first season of the game
    number: int
    #: where it was started: its table is posted there at the end
    channel: str
    started_at: float
    #: when it ends by itself (None: when a manager ends it)
    ends_at: float | None
    ended_at: float | None
    #: the role its winner is given (an adapter's id), if any
    role: str | None
    #: the winner's league key, once ended
    winner: str | None
    #: the final table as JSON, once ended
    standings: str | None


def season(row: Sequence[Any] | None) -> Season | None:
    return Season(*row) if row is not None else None


class SqliteSeasons:
    """The seasons table of the SQLite store."""

    db: aiosqlite.Connection
    _lock: asyncio.Lock
    _writing: Callable[[], AbstractAsyncContextManager[None]]

    async def _season_rows(self, where: str, params: Sequence[Any]) -> list[Season]:
        async with self._lock, self.db.execute(
                f"SELECT {SEASON_COLUMNS} FROM seasons WHERE {where}", tuple(params)) as cur:
            return [Season(*r) for r in await cur.fetchall()]

    async def season_start(self, guild: str, game: str, channel: str, now: float,
                           ends_at: float | None, role: str | None) -> Season | None:
        """Start the server's next season of the game (None: one is running)."""
        try:
            async with self._lock, self._writing():
                cur = await self.db.execute(
                    "INSERT INTO seasons (guild, game, number, channel, started_at, ends_at, "
                    "role) VALUES (?, ?, (SELECT COUNT(*) + 1 FROM seasons WHERE guild = ? "
                    "AND game = ?), ?, ?, ?, ?)",
                    (guild, game, guild, game, channel, now, ends_at, role))
                new = cur.lastrowid
        except sqlite3.IntegrityError:
            return None
        [found] = await self._season_rows("id = ?", (new,))
        return found

    async def season_running(self, guild: str, game: str) -> Season | None:
        """The server's running season of the game, if any."""
        found = await self._season_rows("guild = ? AND game = ? AND ended_at IS NULL",
                                        (guild, game))
        return found[0] if found else None

    async def season_end(self, season_id: int, now: float, winner: str | None,
                         standings: str) -> bool:
        """End a running season with its winner and table (False: it has ended already,
        also by another process)."""
        async with self._lock, self._writing():
            cur = await self.db.execute(
                "UPDATE seasons SET ended_at = ?, winner = ?, standings = ? "
                "WHERE id = ? AND ended_at IS NULL", (now, winner, standings, season_id))
            return cur.rowcount == 1

    async def seasons_due(self, now: float) -> list[Season]:
        """Running seasons whose set end has come."""
        return await self._season_rows("ended_at IS NULL AND ends_at <= ? ORDER BY id",
                                       (now,))

    async def seasons_naming(self, player: str) -> list[Season]:
        """Every season whose winner or kept table names the player."""
        return await self._season_rows("winner = ? OR standings LIKE ?",
                                       (player, f'%"{player}"%'))

    async def rewrite_season(self, season_id: int, winner: str | None, standings: str) -> None:
        """A season's winner and kept table written anew (a person forgotten)."""
        async with self._lock, self._writing():
            await self.db.execute("UPDATE seasons SET winner = ?, standings = ? WHERE id = ?",
                                  (winner, standings, season_id))

    async def season_history(self, guild: str, game: str) -> list[Season]:
        """The server's ended seasons of the game, newest first."""
        return await self._season_rows(
            "guild = ? AND game = ? AND ended_at IS NOT NULL ORDER BY number DESC", (guild, game))
