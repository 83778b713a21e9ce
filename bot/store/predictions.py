"""Spectators' predictions' SQL for the SQLite store: one per person and game, settled
once the game ends; the server's table of correct predictions. A mixin: SqliteStore
provides `db`, the lock and `_writing`."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any

import aiosqlite


@dataclass(frozen=True)
class PredictionLine:
    """A person's predictions in a server: how many were right of how many settled."""

    player: str
    name: str
    correct: int
    settled: int


#: the server's table: most correct, then fewest tried, then name
TABLE_SQL = ("SELECT player, MAX(name), SUM(correct), COUNT(*) FROM predictions "
             "WHERE guild = {0} AND correct IS NOT NULL GROUP BY player "
             "ORDER BY SUM(correct) DESC, COUNT(*), MAX(name)")


class SqlitePredictions:
    """The predictions table of the SQLite store."""

    db: aiosqlite.Connection
    _lock: asyncio.Lock
    _writing: Callable[[], AbstractAsyncContextManager[None]]

    async def predict(self, game_id: int, guild: str, player: str, name: str, seat: int,
                      now: float) -> None:
        """The person's prediction of the game's winner (replacing an earlier one)."""
        async with self._lock, self._writing():
            await self.db.execute(
                "INSERT INTO predictions (game_id, guild, player, name, seat, made_at) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, player) DO UPDATE "
                "SET seat = excluded.seat, name = excluded.name, made_at = excluded.made_at",
                (game_id, guild, player, name, seat, now))

    async def unsettled_predictions(self, guild: str) -> list[int]:
        """The games of the server with predictions not settled yet."""
        async with self._lock, self.db.execute(
                "SELECT DISTINCT game_id FROM predictions WHERE guild = ? AND correct IS NULL",
                (guild,)) as cur:
            return [r[0] for r in await cur.fetchall()]

    async def settle_predictions(self, game_id: int, winner: int | None) -> None:
        """A game ended: its predictions of `winner` right, the others wrong (None: it was
        aborted, and its predictions are dropped)."""
        async with self._lock, self._writing():
            if winner is None:
                await self.db.execute("DELETE FROM predictions WHERE game_id = ?", (game_id,))
            else:
                await self.db.execute(
                    "UPDATE predictions SET correct = CASE WHEN seat = ? THEN 1 ELSE 0 END "
                    "WHERE game_id = ?", (winner, game_id))

    async def prediction_table(self, guild: str) -> list[PredictionLine]:
        """The server's prediction table."""
        async with self._lock, self.db.execute(TABLE_SQL.format("?"), (guild,)) as cur:
            return [PredictionLine(*r) for r in await cur.fetchall()]

    async def predictions_of(self, game_id: int) -> dict[str, int]:
        """The game's predictions: the seat each person predicted."""
        async with self._lock, self.db.execute(
                "SELECT player, seat FROM predictions WHERE game_id = ?", (game_id,)) as cur:
            return {r[0]: r[1] for r in await cur.fetchall()}


def prediction_line(row: Sequence[Any]) -> PredictionLine:
    return PredictionLine(*row)
