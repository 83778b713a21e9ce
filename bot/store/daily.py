"""The daily challenge's SQL for the SQLite store: each person's attempt of a day, its
result, and the days whose results were posted. A mixin: SqliteStore provides `db`, the
lock and `_writing`."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any

import aiosqlite

#: the columns of a DailyRow, in its order
DAILY_COLUMNS = "guild, day, game, player, name, game_id, status, score, computer_score"
#: the setting (scope `guild:<id>`) naming the channel the day's results are posted in
DAILY_CHANNEL = "daily_channel"


@dataclass(frozen=True)
class DailyRow:
    """One person's attempt at a day's challenge."""

    guild: str
    day: str
    game: str
    #: 'user:<id>'
    player: str
    name: str
    game_id: int | None
    #: playing, finished or aborted
    status: str
    score: int | None
    computer_score: int | None

    @property
    def margin(self) -> int:
        """Points ahead of the computer (behind: negative)."""
        return (self.score or 0) - (self.computer_score or 0)


def daily_row(row: Sequence[Any]) -> DailyRow:
    return DailyRow(*row)


class SqliteDaily:
    """The daily challenge's tables of the SQLite store."""

    db: aiosqlite.Connection
    _lock: asyncio.Lock
    _writing: Callable[[], AbstractAsyncContextManager[None]]

    async def _daily_write(self, sql: str, params: Sequence[Any]) -> int:
        async with self._lock, self._writing():
            cur = await self.db.execute(sql, tuple(params))
            return cur.rowcount

    async def daily_claim(self, guild: str, day: str, game: str, player: str,
                          name: str) -> bool:
        """Take the person's one attempt of the day (False: taken already)."""
        return await self._daily_write(
            "INSERT OR IGNORE INTO daily_attempts (guild, day, game, player, name) "
            "VALUES (?, ?, ?, ?, ?)", (guild, day, game, player, name)) == 1

    async def daily_drop(self, guild: str, day: str, game: str, player: str) -> None:
        """Give back an attempt whose game could not be opened."""
        await self._daily_write(
            "DELETE FROM daily_attempts WHERE guild = ? AND day = ? AND game = ? "
            "AND player = ? AND game_id IS NULL", (guild, day, game, player))

    async def daily_started(self, guild: str, day: str, game: str, player: str,
                            game_id: int) -> None:
        """The attempt's game."""
        await self._daily_write(
            "UPDATE daily_attempts SET game_id = ? WHERE guild = ? AND day = ? AND game = ? "
            "AND player = ?", (game_id, guild, day, game, player))

    async def daily_settle(self, game_id: int, status: str, score: int | None,
                           computer_score: int | None) -> None:
        """An attempt's game ended: finished with these scores, or aborted."""
        await self._daily_write(
            "UPDATE daily_attempts SET status = ?, score = ?, computer_score = ? "
            "WHERE game_id = ?", (status, score, computer_score, game_id))

    async def daily_rows(self, guild: str, first: str, last: str) -> list[DailyRow]:
        """The server's attempts from day `first` to day `last`, oldest first."""
        async with self._lock, self.db.execute(
                f"SELECT {DAILY_COLUMNS} FROM daily_attempts WHERE guild = ? AND day >= ? "
                "AND day <= ? ORDER BY day, game, player", (guild, first, last)) as cur:
            return [daily_row(r) for r in await cur.fetchall()]

    async def daily_of_player(self, guild: str, player: str) -> list[DailyRow]:
        """One person's attempts in the server, newest first."""
        async with self._lock, self.db.execute(
                f"SELECT {DAILY_COLUMNS} FROM daily_attempts WHERE guild = ? AND player = ? "
                "ORDER BY day DESC", (guild, player)) as cur:
            return [daily_row(r) for r in await cur.fetchall()]

    async def daily_unsettled(self, guild: str) -> list[int]:
        """The games of the server's attempts still being played."""
        async with self._lock, self.db.execute(
                "SELECT game_id FROM daily_attempts WHERE guild = ? AND status = 'playing' "
                "AND game_id IS NOT NULL", (guild,)) as cur:
            return [r[0] for r in await cur.fetchall()]

    async def daily_mark_posted(self, guild: str, day: str) -> bool:
        """Claim posting a day's results (False: posted already, by any process)."""
        return await self._daily_write(
            "INSERT OR IGNORE INTO daily_posts (guild, day) VALUES (?, ?)", (guild, day)) == 1


__all__ = ["DAILY_CHANNEL", "DailyRow", "SqliteDaily", "daily_row"]
