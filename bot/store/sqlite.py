"""The SQLite store (aiosqlite, WAL): the embedded default database."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from ..shards import SNOWFLAKE_SHIFT, Shards
from .away import SqliteAway
from .base import (
    CLAIM_LEASE,
    DUE_ROWS,
    GAME_COLUMNS,
    NEXT_CLAIM_LOOKUP,
    ActionRecord,
    Change,
    ChannelBusy,
    DatabaseDamaged,
    DatabaseUnopenable,
    Due,
    DueWhat,
    GameRecord,
    NoRoom,
    SchemaTooNew,
    Status,
    StorageFailed,
    StorageFull,
    StorageUnreachable,
    TableRoom,
    VersionConflict,
    claimed,
    claimer_id,
    game_record,
    gone_claimers,
    next_claim_found,
    scoped,
)
from .daily import SqliteDaily
from .in_use import InUse
from .league import SqliteLeague
from .migrations import LATEST, MIGRATIONS
from .ownership import check_ours
from .predictions import SqlitePredictions
from .seasons import SqliteSeasons
from .sqlite_messages import SqliteMessages
from .tournaments import SqliteTournaments

log = logging.getLogger(__name__)



#: SQLite's result codes for a file that is not a sound database
_DAMAGED_CODES = frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB})
#: ... and for a file that cannot be opened at all
_UNOPENABLE_CODES = frozenset({sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM,
                               sqlite3.SQLITE_AUTH})


def _code(error: sqlite3.Error) -> int:
    """SQLite's primary result code of an error (the extended code's low byte)."""
    return (getattr(error, "sqlite_errorcode", 0) or 0) & 0xFF


def _refusal(path: str, error: BaseException) -> Exception:
    """What a failure while opening `path` means: a damaged or an unopenable file."""
    detail = str(error) or type(error).__name__
    if isinstance(error, sqlite3.Error) and _code(error) in _DAMAGED_CODES:
        return DatabaseDamaged(path, detail)
    if isinstance(error, sqlite3.Error) and _code(error) not in _UNOPENABLE_CODES:
        return DatabaseDamaged(path, detail)  # e.g. "disk I/O error" on a truncated file
    return DatabaseUnopenable(path, detail)


def _in_shards(shards: Shards) -> tuple[str, tuple[Any, ...]]:
    """SQL whether a games row's server is in `shards`, and its parameters: the shard of
    a Discord id is (id >> 22) % count, anything else is in shard 0."""
    if shards.everything:
        return "1", ()
    ids = shards.sorted_ids()
    return (f"(CASE WHEN guild != '' AND guild NOT GLOB '*[^0-9]*' THEN "
            f"(CAST(guild AS INTEGER) >> {SNOWFLAKE_SHIFT}) % ? ELSE 0 END) "
            f"IN ({', '.join('?' * len(ids))})", (shards.count, *ids))


def _try_connect(path: str) -> None:
    """Raise what opening `path` raises (sqlite3.Error, OSError), else nothing."""
    sqlite3.connect(path).close()


class SqliteStore(SqliteLeague, SqliteDaily, SqliteSeasons, SqlitePredictions, SqliteAway,
                  SqliteMessages, SqliteTournaments):
    """One SQLite file shared by every game of this process.

    A single connection serves the process; an asyncio lock keeps each transaction whole
    while other tasks wait. Several processes may share the file: the version column
    decides which of two racing moves applies.
    """

    def __init__(self, path: str | Path, busy_timeout_ms: int = 5000, *,
                 hold: bool = True) -> None:
        self.path = str(path)
        #: the running bot's hold on the file, which a restore waits for (`hold=False`:
        #: a copy being checked, which no restore is about)
        self._in_use = InUse(path) if hold and self.path != ":memory:" else None
        self._busy_timeout_ms = busy_timeout_ms
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()
        #: this store's name on the due games it claims
        self.owner = claimer_id()
        #: seconds a claim lasts without a save renewing it
        self.lease = CLAIM_LEASE

    # --- life cycle -------------------------------------------------------------------

    async def open(self) -> None:
        """Connect, check the file is a sound database (`PRAGMA quick_check`) and bring
        its schema up to date. A file the bot must not run on raises DatabaseRefused
        (DatabaseUnopenable, DatabaseDamaged or SchemaTooNew), its connection closed."""
        try:
            if self.path != ":memory:":
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
                if self._in_use is not None:
                    self._in_use.hold()
                # tried plainly first: a failed aiosqlite connect leaves its worker thread
                # answering a loop that may be gone by then
                await asyncio.to_thread(_try_connect, self.path)
            self._db = await aiosqlite.connect(self.path, isolation_level=None)
        except (OSError, sqlite3.Error) as e:
            if self._in_use is not None:
                self._in_use.release()
            raise DatabaseUnopenable(self.path, str(e) or type(e).__name__) from None
        try:
            try:
                await self._db.execute(f"PRAGMA busy_timeout={int(self._busy_timeout_ms)}")
                await self._check()
                await self._check_ours()  # before the first write (WAL mode is one)
                await self._db.execute("PRAGMA journal_mode=WAL")
                await self._db.execute("PRAGMA synchronous=NORMAL")
                await self._db.execute("PRAGMA foreign_keys=ON")
            except (OSError, sqlite3.Error) as e:
                raise _refusal(self.path, e) from None
            await self._migrate()
            await self.forget_gone_claims()
        except BaseException:  # a refused database (too new, unreadable) is closed again
            await self.close()
            raise

    async def _check_ours(self) -> None:
        """DatabaseNotOurs if the file holds another application's tables."""
        tables = await self.db.execute_fetchall(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        columns = await self.db.execute_fetchall("PRAGMA table_info(schema_migrations)")
        check_ours(self.path, (t[0] for t in tables), (c[1] for c in columns))

    async def _check(self) -> None:
        """DatabaseDamaged unless SQLite's quick check finds the file sound."""
        async with self.db.execute("PRAGMA quick_check(1)") as cur:
            row = await cur.fetchone()
        verdict = str(row[0]) if row else "no answer"
        if verdict != "ok":
            raise DatabaseDamaged(self.path, verdict)

    @asynccontextmanager
    async def _writing(self) -> AsyncIterator[None]:
        """One write transaction (under the lock): rolled back on any failure; a full
        disk becomes StorageFull and any other database failure StorageFailed."""
        try:
            yield
        except BaseException as e:
            if self._db is not None and self._db.in_transaction:
                try:
                    await self._db.rollback()
                except sqlite3.Error:
                    log.exception("rolling back a failed write failed")
            if isinstance(e, sqlite3.Error) and not isinstance(e, sqlite3.IntegrityError):
                log.error("database %s: write failed (%s)", self.path, e)
                if _code(e) == sqlite3.SQLITE_FULL:
                    raise StorageFull(str(e)) from None
                raise StorageFailed(str(e)) from None
            raise

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None
        if self._in_use is not None:
            self._in_use.release()

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("the store is not open")
        return self._db

    async def _migrate(self) -> None:
        async with self._lock:
            await self.db.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations ("
                "version INTEGER PRIMARY KEY, applied_at REAL NOT NULL)")
            current = await self._version()
            if current > LATEST:
                raise SchemaTooNew(self.path, found=current, known=LATEST)
            # each migration not applied yet (not only those above the highest: numbers
            # left free by one branch may be filled by another)
            applied = {int(r[0]) for r in await self.db.execute_fetchall(
                "SELECT version FROM schema_migrations")}
            for version, sql in MIGRATIONS:
                if version in applied:
                    continue
                script = (f"BEGIN IMMEDIATE;\n{sql}\nINSERT INTO schema_migrations "
                          f"(version, applied_at) VALUES ({version}, {time.time()});\nCOMMIT;")
                try:
                    await self.db.executescript(script)
                except Exception:
                    if self.db.in_transaction:
                        await self.db.rollback()
                    raise
                log.info("database %s migrated to schema version %d", self.path, version)

    async def _version(self) -> int:
        async with self.db.execute("SELECT MAX(version) FROM schema_migrations") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row and row[0] is not None else 0

    async def schema_version(self) -> int:
        async with self._lock:
            return await self._version()

    # --- games ------------------------------------------------------------------------

    async def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        """The rows of a query, in one trip to the database's thread; a file that cannot
        be read now (its disk gone, locked past the busy timeout) is StorageUnreachable."""
        try:
            return list(await self.db.execute_fetchall(sql, params))
        except sqlite3.OperationalError as e:
            raise StorageUnreachable(str(e)) from None

    async def reachable(self) -> bool:
        """Whether the file answers a read now (the health check's question)."""
        try:
            async with self._lock:
                return bool(await self._rows("SELECT COUNT(*) FROM schema_migrations"))
        except StorageUnreachable:
            return False

    async def _row(self, sql: str, params: tuple[Any, ...] = ()) -> Any:
        """The first row of a query (None if none), in one trip."""
        rows = await self._rows(sql, params)
        return rows[0] if rows else None

    async def _fetch_game(self, sql: str, params: tuple[Any, ...]) -> GameRecord | None:
        return game_record(await self._row(sql, params))

    async def create_game(self, guild: str, channel: str, kind: str, change: Change,
                          now: float, room: TableRoom | None = None) -> GameRecord:
        due_at, due_what = (change.due.at, change.due.what) if change.due else (None, None)
        async with self._lock, self._writing():
            await self.db.execute("BEGIN IMMEDIATE")  # (no other writer until the commit)
            if room is not None:
                try:
                    room.check(*await self._open_tables(guild, room.host))
                except NoRoom:
                    await self.db.rollback()
                    raise
            try:
                cur = await self.db.execute(
                    "INSERT INTO games (guild, channel, kind, status, table_json, state_json, "
                    "version, due_at, due_what, created_at, updated_at) "
                    "VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)",
                    (guild, channel, kind, change.status, change.table, change.state,
                     due_at, due_what, now, now))
                game_id = cur.lastrowid
                await self.db.execute(
                    "INSERT INTO actions (game_id, version, seat, actor, action, created_at) "
                    "VALUES (?, 1, ?, ?, ?, ?)",
                    (game_id, change.seat, change.actor, change.action, now))
                await self.db.commit()
            except aiosqlite.IntegrityError:
                await self.db.rollback()
                raise ChannelBusy(f"{guild}/{channel}") from None
            record = await self._fetch_game(
                f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        assert record is not None
        return record

    async def game(self, game_id: int) -> GameRecord | None:
        async with self._lock:
            return await self._fetch_game(
                f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))

    async def channel_game(self, guild: str, channel: str) -> GameRecord | None:
        async with self._lock:
            return await self._fetch_game(
                f"SELECT {GAME_COLUMNS} FROM games WHERE guild = ? AND channel = ? "
                "ORDER BY status IN ('lobby', 'playing') DESC, id DESC LIMIT 1",
                (guild, channel))

    async def _open_tables(self, guild: str, host: str) -> tuple[int, int, int]:
        rows = await self._rows(
            "SELECT COALESCE(SUM(guild = ?), 0), COALESCE(SUM(guild = ? AND mine), 0), "
            "COALESCE(SUM(mine), 0) FROM (SELECT guild, json_extract(table_json, '$.host') = ? "
            "AS mine FROM games WHERE status IN ('lobby', 'playing'))", (guild, guild, host))
        server, here, everywhere = rows[0]
        return int(server), int(here), int(everywhere)

    async def open_tables(self, guild: str, host: str) -> tuple[int, int, int]:
        async with self._lock:
            return await self._open_tables(guild, host)

    async def guild_games(self, guild: str) -> list[GameRecord]:
        async with self._lock:
            rows = await self._rows(
                f"SELECT {GAME_COLUMNS} FROM games WHERE guild = ? "
                "AND status IN ('lobby', 'playing') ORDER BY id", (guild,))
        return [r for r in map(game_record, rows) if r is not None]

    async def open_games(self, guild: str, *, offset: int = 0, limit: int = 10
                         ) -> tuple[list[GameRecord], int]:
        async with self._lock:
            rows = await self._rows(
                f"SELECT {GAME_COLUMNS} FROM games WHERE guild = ? "
                "AND status IN ('lobby', 'playing') ORDER BY updated_at DESC, id DESC "
                "LIMIT ? OFFSET ?", (guild, limit, offset))
            count = await self._rows(
                "SELECT COUNT(*) FROM games WHERE guild = ? "
                "AND status IN ('lobby', 'playing')", (guild,))
        return [r for r in map(game_record, rows) if r is not None], int(count[0][0])

    async def save(self, game_id: int, version: int, change: Change, now: float) -> int:
        due_at, due_what = (change.due.at, change.due.what) if change.due else (None, None)
        async with self._lock, self._writing():
            await self.db.execute("BEGIN IMMEDIATE")
            cur = await self.db.execute(
                "UPDATE games SET status = ?, table_json = ?, state_json = ?, "
                "version = version + 1, due_at = ?, due_what = ?, updated_at = ?, "
                "claim_until = CASE WHEN claimed_by = ? AND claim_until IS NOT NULL THEN ? "
                "ELSE claim_until END "
                "WHERE id = ? AND version = ?",
                (change.status, change.table, change.state, due_at, due_what, now,
                 self.owner, now + self.lease, game_id, version))
            if cur.rowcount != 1:
                raise VersionConflict(f"game {game_id} is no longer at version {version}")
            await self.db.execute(
                "INSERT INTO actions (game_id, version, seat, actor, action, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, version + 1, change.seat, change.actor, change.action, now))
            await self.db.commit()
        return version + 1

    # --- the scheduler ----------------------------------------------------------------

    async def set_due(self, game_id: int, version: int, due: Due | None) -> bool:
        due_at, due_what = (due.at, due.what) if due else (None, None)
        async with self._lock, self._writing():
            cur = await self.db.execute(
                "UPDATE games SET due_at = ?, due_what = ? WHERE id = ? AND version = ?",
                (due_at, due_what, game_id, version))
            return cur.rowcount == 1

    async def due_games(self, now: float, limit: int = 100) -> list[tuple[int, Due]]:
        async with self._lock:
            rows = await self._rows(
                f"SELECT id, due_at, due_what FROM games WHERE {DUE_ROWS} "
                "AND due_at <= ? ORDER BY due_at LIMIT ?", (now, limit))
        return [(gid, Due(at=at, what=what)) for gid, at, what in rows]

    async def next_due(self, what: DueWhat | None = None) -> float | None:
        sql = f"SELECT due_at FROM games WHERE {DUE_ROWS}"
        params: tuple[Any, ...] = ()
        if what is not None:
            sql += " AND due_what = ?"
            params = (what,)
        async with self._lock:
            row = await self._row(sql + " ORDER BY due_at LIMIT 1", params)
        return row[0] if row else None

    async def claim_due(self, now: float, *, limit: int, shards: Shards,
                        takeover_after: float) -> list[GameRecord]:
        mine, params = _in_shards(shards)
        async with self._lock, self._writing():
            # one statement: atomic, also against another process on the same file
            rows = await self._rows(
                "UPDATE games SET claimed_by = ?, claim_until = ? WHERE id IN ("
                f"SELECT id FROM games WHERE {DUE_ROWS} AND due_at <= ? "
                "AND (claim_until IS NULL OR claim_until <= ?) "
                f"AND ({mine} OR claimed_by = ? OR due_at <= ?) ORDER BY due_at LIMIT ?) "
                f"RETURNING {GAME_COLUMNS}",
                (self.owner, now + self.lease, now, now, *params, self.owner,
                 now - takeover_after, limit))
        return claimed(rows)

    async def forget_gone_claims(self) -> int:
        async with self._lock:
            held = await self._rows(
                "SELECT DISTINCT claimed_by FROM games WHERE claim_until IS NOT NULL")
        gone = gone_claimers(r[0] for r in held)
        if not gone:
            return 0
        async with self._lock, self._writing():
            cur = await self.db.execute(
                "UPDATE games SET claim_until = NULL WHERE claim_until IS NOT NULL AND "
                f"claimed_by IN ({', '.join('?' * len(gone))})", gone)
            count = cur.rowcount
        log.info("released %d games claimed by ended processes", count)
        return count

    async def release(self, *game_ids: int) -> None:
        if not game_ids:
            return
        async with self._lock, self._writing():
            await self.db.execute(
                "UPDATE games SET claim_until = NULL "
                f"WHERE id IN ({', '.join('?' * len(game_ids))}) AND claimed_by = ?",
                (*game_ids, self.owner))

    async def next_claim(self, now: float, *, shards: Shards, takeover_after: float,
                         poll: float) -> float | None:
        mine, params = _in_shards(shards)
        claimable = (f"MAX(CASE WHEN {mine} OR claimed_by = ? THEN due_at "
                     "ELSE MAX(due_at + ?, ?) END, "
                     "CASE WHEN claimed_by != ? AND claim_until IS NOT NULL THEN claim_until "
                     "ELSE due_at END)")
        values = (*params, self.owner, takeover_after, now + poll, self.owner)
        async with self._lock:
            # the earliest due games first, through the index; all of them only if those
            # all wait past the last one's due time (claimed elsewhere, other shards')
            found, at = next_claim_found(await self._row(
                f"SELECT MIN(at), MAX(due_at), COUNT(*) FROM (SELECT due_at, {claimable} AS at "
                f"FROM games WHERE {DUE_ROWS} ORDER BY due_at LIMIT ?)",
                (*values, NEXT_CLAIM_LOOKUP)))
            if found:
                return at
            row = await self._row(f"SELECT MIN({claimable}) FROM games WHERE {DUE_ROWS}",
                                  values)
        return row[0] if row else None

    # --- backups ----------------------------------------------------------------------

    async def backup(self, target: str | Path) -> None:
        """Copy the whole database into the file `target` with SQLite's online backup
        API: a consistent copy, taken between two transactions, while the bot runs."""
        async with self._lock:
            copy = await aiosqlite.connect(str(target))
            try:
                await self.db.backup(copy)
            finally:
                await copy.close()

    # --- history and counts -----------------------------------------------------------

    async def actions(self, game_id: int) -> list[ActionRecord]:
        async with self._lock:
            rows = await self._rows(
                "SELECT game_id, version, seat, actor, action, created_at FROM actions "
                "WHERE game_id = ? ORDER BY version", (game_id,))
        return [ActionRecord(*row) for row in rows]

    async def count_games(self, status: Status | None = None) -> int:
        sql, params = "SELECT COUNT(*) FROM games", ()
        if status is not None:
            sql, params = sql + " WHERE status = ?", (status,)
        async with self._lock:
            row = await self._row(sql, params)
        return int(row[0]) if row else 0

    # --- settings ---------------------------------------------------------------------

    async def get_setting(self, scope: str, key: str) -> str | None:
        async with self._lock:
            row = await self._row(
                "SELECT value FROM settings WHERE scope = ? AND key = ?", (scope, key))
        return row[0] if row else None

    async def settings_in(self, scope: str) -> dict[str, str]:
        async with self._lock:
            rows = await self._rows(
                "SELECT key, value FROM settings WHERE scope = ? ORDER BY key", (scope,))
        return dict(rows)

    async def settings_of(self, scopes: Sequence[str]) -> dict[str, dict[str, str]]:
        async with self._lock:
            rows = await self._rows(
                f"SELECT scope, key, value FROM settings WHERE scope IN "
                f"({', '.join('?' * len(scopes))}) ORDER BY scope, key", tuple(scopes))
        return scoped(rows)

    async def settings_with(self, key: str) -> dict[str, str]:
        """Every scope that has the setting `key`, with its value."""
        async with self._lock:
            rows = await self._rows("SELECT scope, value FROM settings WHERE key = ?", (key,))
        return {scope: value for scope, value in rows}

    async def set_setting(self, scope: str, key: str, value: str | None) -> None:
        async with self._lock, self._writing():
            if value is None:
                await self.db.execute(
                    "DELETE FROM settings WHERE scope = ? AND key = ?", (scope, key))
            else:
                await self.db.execute(
                    "INSERT INTO settings (scope, key, value) VALUES (?, ?, ?) "
                    "ON CONFLICT (scope, key) DO UPDATE SET value = excluded.value",
                    (scope, key, value))
