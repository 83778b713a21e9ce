"""Spectators' predictions' SQL for the PostgreSQL store (see bot.store.predictions)."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager

import asyncpg

from .pg_outage import GuardedPool
from .predictions import TABLE_SQL, PredictionLine, prediction_line


class PostgresPredictions:
    """The predictions table of the PostgreSQL store."""

    pool: GuardedPool
    _writing: Callable[..., AbstractAsyncContextManager[asyncpg.Connection]]

    async def predict(self, game_id: int, guild: str, player: str, name: str, seat: int,
                      now: float) -> None:
        """The person's prediction of the game's winner (replacing an earlier one)."""
        async with self._writing(one_statement=True) as con:
            await con.execute(
                "INSERT INTO predictions (game_id, guild, player, name, seat, made_at) "
                "VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (game_id, player) DO UPDATE "
                "SET seat = excluded.seat, name = excluded.name, made_at = excluded.made_at",
                game_id, guild, player, name, seat, now)

    async def unsettled_predictions(self, guild: str) -> list[int]:
        """The games of the server with predictions not settled yet."""
        rows = await self.pool.fetch(
            "SELECT DISTINCT game_id FROM predictions WHERE guild = $1 AND correct IS NULL",
            guild)
        return [r[0] for r in rows]

    async def settle_predictions(self, game_id: int, winner: int | None) -> None:
        """A game ended: its predictions of `winner` right, the others wrong (None: it was
        aborted, and its predictions are dropped)."""
        async with self._writing(one_statement=True) as con:
            if winner is None:
                await con.execute("DELETE FROM predictions WHERE game_id = $1", game_id)
            else:
                await con.execute(
                    "UPDATE predictions SET correct = CASE WHEN seat = $1 THEN 1 ELSE 0 END "
                    "WHERE game_id = $2", winner, game_id)

    async def prediction_table(self, guild: str) -> list[PredictionLine]:
        """The server's prediction table."""
        rows = await self.pool.fetch(TABLE_SQL.format("$1"), guild)
        return [prediction_line(tuple(r)) for r in rows]

    async def predictions_of(self, game_id: int) -> dict[str, int]:
        """The game's predictions: the seat each person predicted."""
        rows = await self.pool.fetch("SELECT player, seat FROM predictions WHERE game_id = $1",
                                     game_id)
        return {r[0]: r[1] for r in rows}
