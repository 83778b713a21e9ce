"""Tournaments' rows, for the SQLite store: one row per tournament (its settings, players
and tables as JSON text the store never looks into, the round being played, a version)
and the game of each of its tables. A mixin, as the league's SQL: SqliteStore provides
`db`, `_lock`, `_row`, `_rows` and `_writing`.

A round is moved on by one atomic claim (`claim_round`: UPDATE ... WHERE round = N), so
of two processes that both see a round end, one makes the next round and the other
nothing."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any

import aiosqlite

from .base import ChannelBusy, Status, VersionConflict

#: the tournaments table's columns, in the order `tournament_record` reads them
TOURNAMENT_COLUMNS = ("id, guild, channel, status, round, data, version, due_at, "
                      "created_at, updated_at")


@dataclass(frozen=True)
class TournamentRecord:
    """One tournament row."""

    id: int
    guild: str
    channel: str
    status: Status
    #: the round being played (0 before the start)
    round: int
    #: its settings, players and tables, as JSON text
    data: str
    version: int
    #: when the scheduler looks at it next (None: when one of its games finishes)
    due_at: float | None
    created_at: float
    updated_at: float


@dataclass(frozen=True)
class TournamentGame:
    """The game of one table of a tournament's round, and whether it is still played."""

    round: int
    table: int
    game_id: int
    status: Status


def tournament_record(row: Iterable[Any] | None) -> TournamentRecord | None:
    """The record of a row of TOURNAMENT_COLUMNS (None for no row)."""
    if row is None:
        return None
    r = list(row)
    return TournamentRecord(id=int(r[0]), guild=r[1], channel=r[2], status=r[3],
                            round=int(r[4]), data=r[5], version=int(r[6]), due_at=r[7],
                            created_at=r[8], updated_at=r[9])


class SqliteTournaments:
    """The tournaments' SQL (see the module's docstring)."""

    db: aiosqlite.Connection
    _lock: asyncio.Lock
    _row: Callable[..., Awaitable[Any]]
    _rows: Callable[..., Awaitable[list[Any]]]
    _writing: Callable[[], AbstractAsyncContextManager[None]]

    async def create_tournament(self, guild: str, channel: str, data: str,
                                now: float) -> TournamentRecord:
        """A new tournament open for joining; ChannelBusy if the channel has one open."""
        async with self._lock, self._writing():
            try:
                rows = await self._rows(
                    "INSERT INTO tournaments (guild, channel, status, round, data, version, "
                    "created_at, updated_at) VALUES (?, ?, 'lobby', 0, ?, 1, ?, ?) "
                    f"RETURNING {TOURNAMENT_COLUMNS}", (guild, channel, data, now, now))
            except aiosqlite.IntegrityError:
                raise ChannelBusy(f"{guild}/{channel}") from None
            await self.db.commit()
        record = tournament_record(rows[0])
        assert record is not None
        return record

    async def tournament(self, tournament_id: int) -> TournamentRecord | None:
        async with self._lock:
            return tournament_record(await self._row(
                f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = ?",
                (tournament_id,)))

    async def channel_tournament(self, guild: str, channel: str) -> TournamentRecord | None:
        """The channel's open tournament, else its latest one."""
        async with self._lock:
            return tournament_record(await self._row(
                f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE guild = ? AND channel = ? "
                "ORDER BY status IN ('lobby', 'playing') DESC, id DESC LIMIT 1",
                (guild, channel)))

    async def save_tournament(self, tournament_id: int, version: int, status: Status,
                              data: str, due_at: float | None, now: float) -> int:
        """Write over the version it was read at (VersionConflict if stale); the new one."""
        async with self._lock, self._writing():
            cur = await self.db.execute(
                "UPDATE tournaments SET status = ?, data = ?, due_at = ?, updated_at = ?, "
                "version = version + 1 WHERE id = ? AND version = ?",
                (status, data, due_at, now, tournament_id, version))
            if cur.rowcount != 1:
                raise VersionConflict(f"tournament {tournament_id} moved past {version}")
        return version + 1

    async def claim_round(self, tournament_id: int, round_: int, status: Status, data: str,
                          due_at: float | None, now: float) -> TournamentRecord | None:
        """Move a tournament being played from round `round_` to the next with `data`,
        at most once: None when its round is no longer `round_` (another process did)."""
        async with self._lock, self._writing():
            rows = await self._rows(
                "UPDATE tournaments SET round = round + 1, status = ?, data = ?, due_at = ?, "
                "updated_at = ?, version = version + 1 "
                "WHERE id = ? AND round = ? AND status = 'playing' "
                f"RETURNING {TOURNAMENT_COLUMNS}",
                (status, data, due_at, now, tournament_id, round_))
            await self.db.commit()
        return tournament_record(rows[0]) if rows else None

    async def set_tournament_due(self, tournament_id: int, due_at: float | None) -> None:
        """When the scheduler looks at the tournament next."""
        async with self._lock, self._writing():
            await self.db.execute("UPDATE tournaments SET due_at = ? WHERE id = ?",
                                  (due_at, tournament_id))

    async def due_tournaments(self, now: float, limit: int = 20) -> list[int]:
        """Tournaments being played whose due time has come, the most overdue first."""
        async with self._lock:
            rows = await self._rows(
                "SELECT id FROM tournaments WHERE due_at IS NOT NULL AND due_at <= ? "
                "AND status = 'playing' ORDER BY due_at LIMIT ?", (now, limit))
        return [int(r[0]) for r in rows]

    async def next_tournament_due(self) -> float | None:
        """The earliest due time of a tournament being played."""
        async with self._lock:
            row = await self._row("SELECT MIN(due_at) FROM tournaments "
                                  "WHERE due_at IS NOT NULL AND status = 'playing'")
        return row[0] if row else None

    async def add_tournament_game(self, tournament_id: int, round_: int, table: int,
                                  game_id: int) -> bool:
        """Record the game of a table; False if the table had one already."""
        async with self._lock, self._writing():
            cur = await self.db.execute(
                "INSERT INTO tournament_games (tournament_id, round, table_no, game_id) "
                "VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (tournament_id, round_, table, game_id))
            return cur.rowcount == 1

    async def tournament_games(self, tournament_id: int) -> list[TournamentGame]:
        """Every table's game of the tournament, by round and table."""
        async with self._lock:
            rows = await self._rows(
                "SELECT t.round, t.table_no, t.game_id, g.status FROM tournament_games t "
                "JOIN games g ON g.id = t.game_id WHERE t.tournament_id = ? "
                "ORDER BY t.round, t.table_no", (tournament_id,))
        return [TournamentGame(int(r[0]), int(r[1]), int(r[2]), r[3]) for r in rows]

    async def tournament_of_game(self, game_id: int) -> int | None:
        """The tournament a game is a table of (None: an ordinary game)."""
        async with self._lock:
            row = await self._row(
                "SELECT tournament_id FROM tournament_games WHERE game_id = ?", (game_id,))
        return int(row[0]) if row else None
