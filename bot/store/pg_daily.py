"""The daily challenge's SQL for the PostgreSQL store (see bot.store.daily)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any

import asyncpg

from .daily import DAILY_COLUMNS, DailyRow, daily_row
from .pg_outage import GuardedPool


class PostgresDaily:
    """The daily challenge's tables of the PostgreSQL store."""

    pool: GuardedPool
    _writing: Callable[..., AbstractAsyncContextManager[asyncpg.Connection]]

    async def _daily_write(self, sql: str, *params: Any) -> str:
        async with self._writing(one_statement=True) as con:
            return str(await con.execute(sql, *params))

    async def daily_claim(self, guild: str, day: str, game: str, player: str,
                          name: str) -> bool:
        """Take the person's one attempt of the day (False: taken already)."""
        done = await self._daily_write(
            "INSERT INTO daily_attempts (guild, day, game, player, name) "
            "VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING", guild, day, game, player, name)
        return done.endswith(" 1")

    async def daily_drop(self, guild: str, day: str, game: str, player: str) -> None:
        """Give back an attempt whose game could not be opened."""
        await self._daily_write(
            "DELETE FROM daily_attempts WHERE guild = $1 AND day = $2 AND game = $3 "
            "AND player = $4 AND game_id IS NULL", guild, day, game, player)

    async def daily_started(self, guild: str, day: str, game: str, player: str,
                            game_id: int) -> None:
        """The attempt's game."""
        await self._daily_write(
            "UPDATE daily_attempts SET game_id = $1 WHERE guild = $2 AND day = $3 "
            "AND game = $4 AND player = $5", game_id, guild, day, game, player)

    async def daily_settle(self, game_id: int, status: str, score: int | None,
                           computer_score: int | None) -> None:
        """An attempt's game ended: finished with these scores, or aborted."""
        await self._daily_write(
            "UPDATE daily_attempts SET status = $1, score = $2, computer_score = $3 "
            "WHERE game_id = $4", status, score, computer_score, game_id)

    async def _daily_fetch(self, sql: str, *params: Any) -> list[Sequence[Any]]:
        return [tuple(r) for r in await self.pool.fetch(sql, *params)]

    async def daily_rows(self, guild: str, first: str, last: str) -> list[DailyRow]:
        """The server's attempts from day `first` to day `last`, oldest first."""
        return [daily_row(r) for r in await self._daily_fetch(
            f"SELECT {DAILY_COLUMNS} FROM daily_attempts WHERE guild = $1 AND day >= $2 "
            "AND day <= $3 ORDER BY day, game, player", guild, first, last)]

    async def daily_of_player(self, guild: str, player: str) -> list[DailyRow]:
        """One person's attempts in the server, newest first."""
        return [daily_row(r) for r in await self._daily_fetch(
            f"SELECT {DAILY_COLUMNS} FROM daily_attempts WHERE guild = $1 AND player = $2 "
            "ORDER BY day DESC", guild, player)]

    async def daily_unsettled(self, guild: str) -> list[int]:
        """The games of the server's attempts still being played."""
        return [r[0] for r in await self._daily_fetch(
            "SELECT game_id FROM daily_attempts WHERE guild = $1 AND status = 'playing' "
            "AND game_id IS NOT NULL", guild)]

    async def daily_mark_posted(self, guild: str, day: str) -> bool:
        """Claim posting a day's results (False: posted already, by any process)."""
        done = await self._daily_write(
            "INSERT INTO daily_posts (guild, day) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            guild, day)
        return done.endswith(" 1")
