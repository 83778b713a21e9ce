"""Tournaments' rows for the PostgreSQL store: the same methods and records as
`tournaments.py` (SqliteTournaments). A mixin: PostgresStore provides `pool` and
`_writing`. Moving a round on is one UPDATE ... WHERE round = N RETURNING: of two
processes racing, the row lock makes the second find the round moved and write nothing."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager

import asyncpg

from .base import ChannelBusy, Status, VersionConflict
from .pg_outage import GuardedPool
from .tournaments import TOURNAMENT_COLUMNS, TournamentGame, TournamentRecord, tournament_record


class PostgresTournaments:
    """The tournaments' SQL of the PostgreSQL store."""

    pool: GuardedPool
    _writing: Callable[..., AbstractAsyncContextManager[asyncpg.Connection]]

    async def create_tournament(self, guild: str, channel: str, data: str,
                                now: float) -> TournamentRecord:
        try:
            async with self._writing(one_statement=True) as con:
                row = await con.fetchrow(
                    "INSERT INTO tournaments (guild, channel, status, round, data, version, "
                    "created_at, updated_at) VALUES ($1, $2, 'lobby', 0, $3, 1, $4, $4) "
                    f"RETURNING {TOURNAMENT_COLUMNS}", guild, channel, data, now)
        except asyncpg.UniqueViolationError:
            raise ChannelBusy(f"{guild}/{channel}") from None
        record = tournament_record(row)
        assert record is not None
        return record

    async def tournament(self, tournament_id: int) -> TournamentRecord | None:
        return tournament_record(await self.pool.fetchrow(
            f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = $1", tournament_id))

    async def channel_tournament(self, guild: str, channel: str) -> TournamentRecord | None:
        return tournament_record(await self.pool.fetchrow(
            f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE guild = $1 AND channel = $2 "
            "ORDER BY status IN ('lobby', 'playing') DESC, id DESC LIMIT 1", guild, channel))

    async def save_tournament(self, tournament_id: int, version: int, status: Status,
                              data: str, due_at: float | None, now: float) -> int:
        async with self._writing(one_statement=True) as con:
            found = await con.fetchval(
                "UPDATE tournaments SET status = $1, data = $2, due_at = $3, updated_at = $4, "
                "version = version + 1 WHERE id = $5 AND version = $6 RETURNING version",
                status, data, due_at, now, tournament_id, version)
        if found is None:
            raise VersionConflict(f"tournament {tournament_id} moved past {version}")
        return int(found)

    async def claim_round(self, tournament_id: int, round_: int, status: Status, data: str,
                          due_at: float | None, now: float) -> TournamentRecord | None:
        async with self._writing(one_statement=True) as con:
            row = await con.fetchrow(
                "UPDATE tournaments SET round = round + 1, status = $1, data = $2, "
                "due_at = $3, updated_at = $4, version = version + 1 "
                "WHERE id = $5 AND round = $6 AND status = 'playing' "
                f"RETURNING {TOURNAMENT_COLUMNS}",
                status, data, due_at, now, tournament_id, round_)
        return tournament_record(row)

    async def set_tournament_due(self, tournament_id: int, due_at: float | None) -> None:
        async with self._writing(one_statement=True) as con:
            await con.execute("UPDATE tournaments SET due_at = $1 WHERE id = $2",
                              due_at, tournament_id)

    async def due_tournaments(self, now: float, limit: int = 20) -> list[int]:
        rows = await self.pool.fetch(
            "SELECT id FROM tournaments WHERE due_at IS NOT NULL AND due_at <= $1 "
            "AND status = 'playing' ORDER BY due_at LIMIT $2", now, limit)
        return [int(r["id"]) for r in rows]

    async def next_tournament_due(self) -> float | None:
        return await self.pool.fetchval(
            "SELECT MIN(due_at) FROM tournaments WHERE due_at IS NOT NULL "
            "AND status = 'playing'")

    async def add_tournament_game(self, tournament_id: int, round_: int, table: int,
                                  game_id: int) -> bool:
        async with self._writing(one_statement=True) as con:
            done = await con.fetchval(
                "INSERT INTO tournament_games (tournament_id, round, table_no, game_id) "
                "VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING game_id",
                tournament_id, round_, table, game_id)
        return done is not None

    async def tournament_games(self, tournament_id: int) -> list[TournamentGame]:
        rows = await self.pool.fetch(
            "SELECT t.round, t.table_no, t.game_id, g.status FROM tournament_games t "
            "JOIN games g ON g.id = t.game_id WHERE t.tournament_id = $1 "
            "ORDER BY t.round, t.table_no", tournament_id)
        return [TournamentGame(r["round"], r["table_no"], int(r["game_id"]), r["status"])
                for r in rows]

    async def tournament_of_game(self, game_id: int) -> int | None:
        found = await self.pool.fetchval(
            "SELECT tournament_id FROM tournament_games WHERE game_id = $1", game_id)
        return int(found) if found is not None else None
