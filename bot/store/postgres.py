"""The PostgreSQL store (asyncpg): one database several bot processes can share.

Chosen by `DATABASE_URL=postgresql://...`; needs the `[postgres]` extra. The same
schema, action log and optimistic concurrency as the SQLite store: a move is written only
over the version it was computed from, whichever process or connection comes first.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg

from ..shards import SNOWFLAKE_SHIFT, Shards
from .base import (
    CLAIM_LEASE,
    DUE_ROWS,
    GAME_COLUMNS,
    NEXT_CLAIM_LOOKUP,
    ActionRecord,
    BoardMessage,
    Change,
    ChannelBusy,
    ClosedDm,
    DatabaseUnopenable,
    Due,
    DueWhat,
    GameRecord,
    HandMessage,
    KeptReplies,
    SchemaTooNew,
    Status,
    StorageFailed,
    StorageFull,
    StorageUncertain,
    StorageUnreachable,
    TableRoom,
    VersionConflict,
    board_message,
    board_waiting,
    claimed,
    claimer_id,
    game_record,
    gone_claimers,
    next_claim_found,
    scoped,
)
from .migrations import LATEST
from .ownership import check_ours
from .pg_away import PostgresAway
from .pg_daily import PostgresDaily
from .pg_league import PostgresLeague
from .pg_migrations import PG_MIGRATIONS
from .pg_outage import GuardedPool
from .pg_predictions import PostgresPredictions
from .pg_saves import SAVE_BATCH, PendingSave, SaveBatches, batch_arguments
from .pg_seasons import PostgresSeasons
from .pg_tournaments import PostgresTournaments

log = logging.getLogger(__name__)

#: seconds the health check waits for the server's answer
REACH_TIMEOUT = 5.0
#: the advisory lock key processes take while migrating (any constant of our own)
_MIGRATION_LOCK = 0x7474_7200
#: the transaction lock a new table's limits are checked under (one at a time)
NEW_TABLES_LOCK = 0x7474_7201


def is_postgres_url(url: str | None) -> bool:
    """Whether a DATABASE_URL names a PostgreSQL database."""
    return bool(url) and url.split("://", 1)[0] in ("postgresql", "postgres")


def shown_url(url: str) -> str:
    """The URL without its password, for messages and logs."""
    scheme, _, rest = url.partition("://")
    if "@" in rest:
        who, _, where = rest.rpartition("@")
        rest = f"{who.split(':', 1)[0]}@{where}"
    return f"{scheme}://{rest}"


def _due(due: Due | None) -> tuple[float | None, str | None]:
    return (due.at, due.what) if due else (None, None)


def _in_shards(shards: Shards, first: int) -> tuple[str, list[Any]]:
    """SQL whether a games row's server is in `shards`, and its parameters (numbered
    from `first`): the shard of a Discord id is (id >> 22) % count, anything else is in
    shard 0."""
    if shards.everything:
        return "TRUE", []
    # (a counted repetition such as [0-9]{1,20} costs PostgreSQL's regular expressions
    # several microseconds a row, ten times `+` and a length)
    return (f"mod(CASE WHEN guild ~ '^[0-9]+$' AND length(guild) <= 20 THEN div(guild::numeric, "
            f"{1 << SNOWFLAKE_SHIFT}) ELSE 0 END, ${first})::int = ANY(${first + 1}::int[])",
            [shards.count, shards.sorted_ids()])


async def _keep_session(con: asyncpg.Connection) -> None:
    """What a connection given back to the pool needs beyond asyncpg's own rollback of
    an open transaction: nothing. The store never leaves session state behind (no SET,
    LISTEN, cursor or session advisory lock outlives a method), so asyncpg's default
    reset query (four statements after every use) would only cost the server a round
    trip per statement we send."""


class PostgresStore(PostgresLeague, PostgresDaily, PostgresSeasons, PostgresPredictions,
                    PostgresAway, PostgresTournaments):
    """A pool of connections to one PostgreSQL database; every method is one transaction
    on one connection, so tasks of this process (and other processes) run side by side
    and the version column decides between two moves on the same game."""

    def __init__(self, url: str, *, min_size: int = 1, max_size: int = 10) -> None:
        self.url = url
        self._sizes = (min_size, max_size)
        self._pool: asyncpg.Pool | None = None
        #: this store's name on the due games it claims
        self.owner = claimer_id()
        #: seconds a claim lasts without a save renewing it
        self.lease = CLAIM_LEASE
        self._saves = SaveBatches(self._save_batch)

    # --- life cycle -------------------------------------------------------------------

    async def open(self) -> None:
        """Connect and bring the schema up to date. An unreachable server raises
        DatabaseUnopenable, a schema from a newer bot SchemaTooNew (the pool closed)."""
        try:
            self._pool = await asyncpg.create_pool(
                self.url, min_size=self._sizes[0], max_size=self._sizes[1],
                reset=_keep_session)
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as e:
            raise DatabaseUnopenable(shown_url(self.url), str(e) or type(e).__name__) from None
        try:
            await self._migrate()
            await self.forget_gone_claims()
        except BaseException:
            await self.close()
            raise

    async def close(self) -> None:
        await self._saves.drain()
        if self._pool is not None:
            await self._pool.close()
            self._pool = None

    @property
    def pool(self) -> GuardedPool:
        """The pool, its calls raising StorageUnreachable while the server is away."""
        if self._pool is None:
            raise RuntimeError("the store is not open")
        return GuardedPool(self._pool)

    async def reachable(self) -> bool:
        """Whether the server answers now (the health check's question)."""
        try:
            return await asyncio.wait_for(self.pool.fetchval("SELECT 1"), REACH_TIMEOUT) == 1
        except (StorageUnreachable, TimeoutError):
            return False

    @asynccontextmanager
    async def _writing(self, *, one_statement: bool = False
                       ) -> AsyncIterator[asyncpg.Connection]:
        """One write transaction on a pooled connection, rolled back on any failure; a
        full disk becomes StorageFull, any other server failure StorageFailed, the server
        lost once the write was under way StorageUncertain (before: StorageUnreachable). With
        `one_statement` no BEGIN and COMMIT are sent: a single statement is a
        transaction of its own (two trips to the server fewer)."""
        sent = False
        try:
            async with self.pool.acquire() as con:
                sent = True  # from now on the server may have the write
                if one_statement:
                    yield con
                    return
                async with con.transaction():
                    yield con
        except StorageUnreachable as e:
            if sent and not isinstance(e, StorageUncertain):
                raise StorageUncertain(str(e)) from None
            raise
        except asyncpg.DiskFullError as e:
            log.error("database %s: write failed (%s)", shown_url(self.url), e)
            raise StorageFull(str(e)) from None
        except (asyncpg.IntegrityConstraintViolationError, asyncpg.RaiseError):
            raise
        except (asyncpg.PostgresError, OSError) as e:
            log.error("database %s: write failed (%s)", shown_url(self.url), e)
            raise StorageFailed(str(e)) from None

    async def _migrate(self) -> None:
        async with self.pool.acquire() as con:
            # two processes starting together: the second waits, then finds nothing to do
            await con.execute("SELECT pg_advisory_lock($1)", _MIGRATION_LOCK)
            try:
                await self._check_ours(con)
                await con.execute(
                    "CREATE TABLE IF NOT EXISTS schema_migrations ("
                    "version INTEGER PRIMARY KEY, applied_at DOUBLE PRECISION NOT NULL)")
                current = await self._version(con)
                if current > LATEST:
                    raise SchemaTooNew(shown_url(self.url), found=current, known=LATEST)
                # each migration not applied yet (see the SQLite store)
                applied = {int(r[0]) for r in await con.fetch(
                    "SELECT version FROM schema_migrations")}
                for version, sql in PG_MIGRATIONS:
                    if version in applied:
                        continue
                    async with con.transaction():
                        await con.execute(sql)
                        await con.execute(
                            "INSERT INTO schema_migrations (version, applied_at) "
                            "VALUES ($1, $2)", version, time.time())
                    log.info("database %s migrated to schema version %d",
                             shown_url(self.url), version)
            finally:
                await con.execute("SELECT pg_advisory_unlock($1)", _MIGRATION_LOCK)

    async def _check_ours(self, con: asyncpg.Connection) -> None:
        """DatabaseNotOurs if the schema holds another application's tables."""
        tables = await con.fetch(
            "SELECT table_name FROM information_schema.tables "
            "WHERE table_schema = current_schema()")
        columns = await con.fetch(
            "SELECT column_name FROM information_schema.columns "
            "WHERE table_schema = current_schema() AND table_name = 'schema_migrations'")
        check_ours(shown_url(self.url), (t[0] for t in tables), (c[0] for c in columns))

    @staticmethod
    async def _version(con: asyncpg.Connection) -> int:
        found = await con.fetchval("SELECT MAX(version) FROM schema_migrations")
        return int(found) if found is not None else 0

    async def schema_version(self) -> int:
        async with self.pool.acquire() as con:
            return await self._version(con)

    # --- games ------------------------------------------------------------------------

    async def create_game(self, guild: str, channel: str, kind: str, change: Change,
                          now: float, room: TableRoom | None = None) -> GameRecord:
        due_at, due_what = _due(change.due)
        try:
            async with self._writing() as con:
                if room is not None:  # new tables one at a time, in every process
                    await con.execute("SELECT pg_advisory_xact_lock($1)", NEW_TABLES_LOCK)
                    room.check(*await self._open_tables(con, guild, room.host))
                row = await con.fetchrow(
                    "INSERT INTO games (guild, channel, kind, status, table_json, state_json, "
                    "version, due_at, due_what, created_at, updated_at) "
                    f"VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8, $9, $9) "
                    f"RETURNING {GAME_COLUMNS}",
                    guild, channel, kind, change.status, change.table, change.state,
                    due_at, due_what, now)
                await con.execute(
                    "INSERT INTO actions (game_id, version, seat, actor, action, created_at) "
                    "VALUES ($1, 1, $2, $3, $4, $5)",
                    row["id"], change.seat, change.actor, change.action, now)
        except asyncpg.UniqueViolationError:
            raise ChannelBusy(f"{guild}/{channel}") from None
        record = game_record(row)
        assert record is not None
        return record

    async def game(self, game_id: int) -> GameRecord | None:
        return game_record(await self.pool.fetchrow(
            f"SELECT {GAME_COLUMNS} FROM games WHERE id = $1", game_id))

    async def channel_game(self, guild: str, channel: str) -> GameRecord | None:
        return game_record(await self.pool.fetchrow(
            f"SELECT {GAME_COLUMNS} FROM games WHERE guild = $1 AND channel = $2 "
            "ORDER BY status IN ('lobby', 'playing') DESC, id DESC LIMIT 1", guild, channel))

    @staticmethod
    async def _open_tables(con: asyncpg.Connection | asyncpg.Pool, guild: str, host: str
                           ) -> tuple[int, int, int]:
        row = await con.fetchrow(
            "SELECT COUNT(*) FILTER (WHERE guild = $1), "
            "COUNT(*) FILTER (WHERE guild = $1 AND table_json::jsonb ->> 'host' = $2), "
            "COUNT(*) FILTER (WHERE table_json::jsonb ->> 'host' = $2) "
            "FROM games WHERE status IN ('lobby', 'playing')", guild, host)
        return int(row[0]), int(row[1]), int(row[2])

    async def open_tables(self, guild: str, host: str) -> tuple[int, int, int]:
        return await self._open_tables(self.pool, guild, host)

    async def guild_games(self, guild: str) -> list[GameRecord]:
        rows = await self.pool.fetch(
            f"SELECT {GAME_COLUMNS} FROM games WHERE guild = $1 "
            "AND status IN ('lobby', 'playing') ORDER BY id", guild)
        return [r for r in map(game_record, rows) if r is not None]

    async def open_games(self, guild: str, *, offset: int = 0, limit: int = 10
                         ) -> tuple[list[GameRecord], int]:
        async with self.pool.acquire() as con, con.transaction(isolation="repeatable_read"):
            rows = await con.fetch(
                f"SELECT {GAME_COLUMNS} FROM games WHERE guild = $1 "
                "AND status IN ('lobby', 'playing') ORDER BY updated_at DESC, id DESC "
                "LIMIT $2 OFFSET $3", guild, limit, offset)
            count = await con.fetchval(
                "SELECT COUNT(*) FROM games WHERE guild = $1 "
                "AND status IN ('lobby', 'playing')", guild)
        return [r for r in map(game_record, rows) if r is not None], int(count)

    async def save(self, game_id: int, version: int, change: Change, now: float) -> int:
        new = await self._saves.save(PendingSave(game_id, version, change, now))
        if new is None:
            raise VersionConflict(f"game {game_id} is no longer at version {version}")
        return new

    async def _save_batch(self, saves: list[PendingSave]) -> dict[int, int]:
        """Write saves of distinct games in one statement (SaveBatches): each game and
        its action, over the version it was computed from; a racing save on the same
        row waits for this one, then finds the version moved on and writes nothing; the
        claimer's save renews its claim."""
        async with self._writing(one_statement=True) as con:
            rows = await con.fetch(SAVE_BATCH, *batch_arguments(saves), self.owner,
                                   self.lease)
        return {r["game_id"]: int(r["version"]) for r in rows}

    # --- the scheduler ----------------------------------------------------------------

    async def set_due(self, game_id: int, version: int, due: Due | None) -> bool:
        due_at, due_what = _due(due)
        async with self._writing() as con:
            done = await con.fetchval(
                "UPDATE games SET due_at = $1, due_what = $2 WHERE id = $3 AND version = $4 "
                "RETURNING id", due_at, due_what, game_id, version)
        return done is not None

    async def due_games(self, now: float, limit: int = 100) -> list[tuple[int, Due]]:
        rows = await self.pool.fetch(
            f"SELECT id, due_at, due_what FROM games WHERE {DUE_ROWS} "
            "AND due_at <= $1 ORDER BY due_at LIMIT $2", now, limit)
        return [(r["id"], Due(at=r["due_at"], what=r["due_what"])) for r in rows]

    async def next_due(self, what: DueWhat | None = None) -> float | None:
        if what is None:
            return await self.pool.fetchval(
                f"SELECT MIN(due_at) FROM games WHERE {DUE_ROWS}")
        return await self.pool.fetchval(
            f"SELECT due_at FROM games WHERE {DUE_ROWS} AND due_what = $1 "
            "ORDER BY due_at LIMIT 1", what)

    async def claim_due(self, now: float, *, limit: int, shards: Shards,
                        takeover_after: float) -> list[GameRecord]:
        mine, params = _in_shards(shards, 6)
        async with self._writing(one_statement=True) as con:
            # rows another process is claiming right now are skipped, not waited for
            rows = await con.fetch(
                "UPDATE games SET claimed_by = $1, claim_until = $2::float8 + $3::float8 "
                "WHERE id IN ("
                f"SELECT id FROM games WHERE {DUE_ROWS} AND due_at <= $2 "
                "AND (claim_until IS NULL OR claim_until <= $2) "
                f"AND ({mine} OR claimed_by = $1 OR due_at <= $2::float8 - $5::float8) "
                "ORDER BY due_at LIMIT $4 FOR UPDATE SKIP LOCKED) "
                f"RETURNING {GAME_COLUMNS}",
                self.owner, now, self.lease, limit, takeover_after, *params)
        return claimed(rows)

    async def forget_gone_claims(self) -> int:
        held = await self.pool.fetch(
            "SELECT DISTINCT claimed_by FROM games WHERE claim_until IS NOT NULL")
        gone = gone_claimers(r["claimed_by"] for r in held)
        if not gone:
            return 0
        async with self._writing() as con:
            done = await con.fetch(
                "UPDATE games SET claim_until = NULL WHERE claimed_by = ANY($1::text[]) "
                "AND claim_until IS NOT NULL RETURNING id", gone)
        log.info("released %d games claimed by ended processes", len(done))
        return len(done)

    async def release(self, *game_ids: int) -> None:
        if not game_ids:
            return
        async with self._writing(one_statement=True) as con:
            await con.execute(
                "UPDATE games SET claim_until = NULL "
                "WHERE id = ANY($1::bigint[]) AND claimed_by = $2", list(game_ids), self.owner)

    async def next_claim(self, now: float, *, shards: Shards, takeover_after: float,
                         poll: float) -> float | None:
        def claimable(first: int) -> tuple[str, list[Any]]:
            """When a row may be claimed, its shard parameters numbered from `first`."""
            mine, params = _in_shards(shards, first)
            return (f"GREATEST(CASE WHEN {mine} OR claimed_by = $1 THEN due_at "
                    "ELSE GREATEST(due_at + $3::float8, $2::float8 + $4::float8) END, "
                    "CASE WHEN claimed_by <> $1 AND claim_until IS NOT NULL THEN claim_until "
                    "ELSE due_at END)"), params

        values = (self.owner, now, takeover_after, poll)
        # the earliest due games first, through the index; all of them only if those all
        # wait past the last one's due time (claimed elsewhere, other shards')
        at, params = claimable(6)
        found, first = next_claim_found(await self.pool.fetchrow(
            f"SELECT MIN(at), MAX(due_at), COUNT(*) FROM (SELECT due_at, {at} AS at "
            f"FROM games WHERE {DUE_ROWS} ORDER BY due_at LIMIT $5) AS earliest",
            *values, NEXT_CLAIM_LOOKUP, *params))
        if found:
            return first
        at, params = claimable(5)
        return await self.pool.fetchval(f"SELECT MIN({at}) FROM games WHERE {DUE_ROWS}",
                                        *values, *params)

    # --- history and counts -----------------------------------------------------------

    async def actions(self, game_id: int) -> list[ActionRecord]:
        rows = await self.pool.fetch(
            "SELECT game_id, version, seat, actor, action, created_at FROM actions "
            "WHERE game_id = $1 ORDER BY version", game_id)
        return [ActionRecord(*row) for row in rows]

    async def count_games(self, status: Status | None = None) -> int:
        if status is None:
            found = await self.pool.fetchval("SELECT COUNT(*) FROM games")
        else:
            found = await self.pool.fetchval(
                "SELECT COUNT(*) FROM games WHERE status = $1", status)
        return int(found or 0)

    # --- settings ---------------------------------------------------------------------

    async def get_setting(self, scope: str, key: str) -> str | None:
        return await self.pool.fetchval(
            "SELECT value FROM settings WHERE scope = $1 AND key = $2", scope, key)

    async def settings_in(self, scope: str) -> dict[str, str]:
        rows = await self.pool.fetch(
            "SELECT key, value FROM settings WHERE scope = $1 ORDER BY key", scope)
        return {r["key"]: r["value"] for r in rows}

    async def settings_of(self, scopes: Sequence[str]) -> dict[str, dict[str, str]]:
        return scoped(await self.pool.fetch(
            "SELECT scope, key, value FROM settings WHERE scope = ANY($1::text[]) "
            "ORDER BY scope, key", list(scopes)))

    async def settings_with(self, key: str) -> dict[str, str]:
        """Every scope that has the setting `key`, with its value."""
        rows = await self.pool.fetch("SELECT scope, value FROM settings WHERE key = $1", key)
        return {r["scope"]: r["value"] for r in rows}

    async def set_setting(self, scope: str, key: str, value: str | None) -> None:
        async with self._writing() as con:
            if value is None:
                await con.execute(
                    "DELETE FROM settings WHERE scope = $1 AND key = $2", scope, key)
            else:
                await con.execute(
                    "INSERT INTO settings (scope, key, value) VALUES ($1, $2, $3) "
                    "ON CONFLICT (scope, key) DO UPDATE SET value = excluded.value",
                    scope, key, value)

    # --- people whose direct messages are closed ---------------------------------------

    async def closed_dm(self, user: str) -> ClosedDm | None:
        row: Any = await self.pool.fetchrow(
            'SELECT until, told FROM closed_dms WHERE "user" = $1', user)
        return ClosedDm(until=row["until"], told=bool(row["told"])) if row else None

    async def set_closed_dm(self, user: str, closed: ClosedDm | None) -> None:
        async with self._writing() as con:
            if closed is None:
                await con.execute('DELETE FROM closed_dms WHERE "user" = $1', user)
            else:
                await con.execute(
                    'INSERT INTO closed_dms ("user", until, told) VALUES ($1, $2, $3) '
                    'ON CONFLICT ("user") DO UPDATE SET until = excluded.until, '
                    "told = excluded.told", user, closed.until, int(closed.told))

    # --- each game's board message ------------------------------------------------------

    async def board_message(self, game_id: int) -> BoardMessage | None:
        return board_message(await self.pool.fetchrow(
            "SELECT channel, message, waiting, step FROM board_messages WHERE game_id = $1",
            game_id))

    async def replace_board_message(self, game_id: int, over: int | None,
                                    board: BoardMessage | None) -> bool:
        async with self._writing() as con:
            if over is None and board is None:
                return await con.fetchval(
                    "SELECT 1 FROM board_messages WHERE game_id = $1", game_id) is None
            if board is None:
                done = await con.fetchval(
                    "DELETE FROM board_messages WHERE game_id = $1 AND message = $2 "
                    "RETURNING game_id", game_id, over)
            elif over is None:
                done = await con.fetchval(
                    "INSERT INTO board_messages (game_id, channel, message, waiting, step) "
                    "VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id) DO NOTHING "
                    "RETURNING game_id", game_id, board.channel, board.message,
                    board_waiting(board), board.step)
            else:
                # a racing replacement waits for this row, then finds another message
                done = await con.fetchval(
                    "UPDATE board_messages SET channel = $1, message = $2, waiting = $3, "
                    "step = $4 WHERE game_id = $5 AND message = $6 RETURNING game_id",
                    board.channel, board.message, board_waiting(board), board.step,
                    game_id, over)
        return done is not None

    async def is_board_message(self, message: int) -> bool:
        return await self.pool.fetchval(
            "SELECT 1 FROM board_messages WHERE message = $1", message) is not None

    # --- each player's hand message ---------------------------------------------------

    async def hand_message(self, game_id: int, user: str) -> HandMessage | None:
        row: Any = await self.pool.fetchrow(
            'SELECT channel, message FROM hand_messages WHERE game_id = $1 AND "user" = $2',
            game_id, user)
        return HandMessage(channel=row["channel"], message=row["message"]) if row else None

    async def set_hand_message(self, game_id: int, user: str,
                               hand: HandMessage | None) -> None:
        async with self._writing() as con:
            if hand is None:
                await con.execute(
                    'DELETE FROM hand_messages WHERE game_id = $1 AND "user" = $2',
                    game_id, user)
            else:
                await con.execute(
                    'INSERT INTO hand_messages (game_id, "user", channel, message) '
                    'VALUES ($1, $2, $3, $4) ON CONFLICT (game_id, "user") DO UPDATE SET '
                    "channel = excluded.channel, message = excluded.message",
                    game_id, user, hand.channel, hand.message)

    async def hand_messages(self, game_id: int) -> dict[str, HandMessage]:
        rows = await self.pool.fetch(
            'SELECT "user", channel, message FROM hand_messages WHERE game_id = $1', game_id)
        return {r["user"]: HandMessage(r["channel"], r["message"]) for r in rows}

    # --- replies kept across a stop ---------------------------------------------------

    async def keep_replies(self, kept: KeptReplies, now: float) -> None:
        async with self._writing() as con:
            await con.execute(
                "INSERT INTO outbox (guild, replies, created_at) VALUES ($1, $2, $3)",
                kept.guild, kept.replies, now)

    async def take_kept_replies(self) -> list[KeptReplies]:
        async with self._writing() as con:
            # rows another process is taking right now are skipped, never taken twice
            rows = await con.fetch(
                "DELETE FROM outbox WHERE id IN (SELECT id FROM outbox ORDER BY id "
                "FOR UPDATE SKIP LOCKED) RETURNING id, guild, replies")
        return [KeptReplies(r["guild"], r["replies"])
                for r in sorted(rows, key=lambda r: r["id"])]
