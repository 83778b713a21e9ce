"""Seasons' SQL for the PostgreSQL store (see bot.store.seasons)."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

import asyncpg

from .pg_outage import GuardedPool
from .seasons import SEASON_COLUMNS, Season


class PostgresSeasons:
    """The seasons table of the PostgreSQL store."""

    pool: GuardedPool
    _writing: Callable[..., AbstractAsyncContextManager[asyncpg.Connection]]

    async def _season_rows(self, where: str, *params: Any) -> list[Season]:
        rows = await self.pool.fetch(f"SELECT {SEASON_COLUMNS} FROM seasons WHERE {where}",
                                     *params)
        return [Season(*tuple(r)) for r in rows]

    async def season_start(self, guild: str, game: str, channel: str, now: float,
                           ends_at: float | None, role: str | None) -> Season | None:
        """Start the server's next season of the game (None: one is running)."""
        async with self._writing(one_statement=True) as con:
            new = await con.fetchval(
                "INSERT INTO seasons (guild, game, number, channel, started_at, ends_at, role) "
                "VALUES ($1, $2, (SELECT COUNT(*) + 1 FROM seasons WHERE guild = $1 "
                "AND game = $2), $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id",
                guild, game, channel, now, ends_at, role)
        if new is None:
            return None
        [found] = await self._season_rows("id = $1", new)
        return found

    async def season_running(self, guild: str, game: str) -> Season | None:
        """The server's running season of the game, if any."""
        found = await self._season_rows("guild = $1 AND game = $2 AND ended_at IS NULL",
                                        guild, game)
        return found[0] if found else None

    async def season_end(self, season_id: int, now: float, winner: str | None,
                         standings: str) -> bool:
        """End a running season with its winner and table (False: it has ended already,
        also by another process)."""
        async with self._writing(one_statement=True) as con:
            done = await con.execute(
                "UPDATE seasons SET ended_at = $1, winner = $2, standings = $3 "
                "WHERE id = $4 AND ended_at IS NULL", now, winner, standings, season_id)
        return str(done).endswith(" 1")

    async def seasons_due(self, now: float) -> list[Season]:
        """Running seasons whose set end has come."""
        return await self._season_rows("ended_at IS NULL AND ends_at <= $1 ORDER BY id", now)

    async def seasons_naming(self, player: str) -> list[Season]:
        """Every season whose winner or kept table names the player."""
        return await self._season_rows("winner = $1 OR standings LIKE $2",
                                       player, f'%"{player}"%')

    async def rewrite_season(self, season_id: int, winner: str | None, standings: str) -> None:
        """A season's winner and kept table written anew (a person forgotten)."""
        async with self._writing(one_statement=True) as con:
            await con.execute("UPDATE seasons SET winner = $1, standings = $2 WHERE id = $3",
                              winner, standings, season_id)

    async def season_history(self, guild: str, game: str) -> list[Season]:
        """The server's ended seasons of the game, newest first."""
        return await self._season_rows(
            "guild = $1 AND game = $2 AND ended_at IS NOT NULL ORDER BY number DESC",
            guild, game)
