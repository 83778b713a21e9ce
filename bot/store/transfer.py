"""Copying the SQLite database into PostgreSQL:
`python -m bot migrate --from sqlite:///PATH --to postgresql://...`.

The target becomes a copy of the source, table by table and page by page, each page one
transaction on the target: an interrupted copy is finished by running it again, and a run
over an up-to-date target copies nothing. Rows are matched by their keys: missing rows
are inserted, changed ones updated, rows the source no longer has (a person forgotten)
deleted. A game moves with its action log in the same transaction. Since a game's log
only grows, a game the target has that the source lacks, or has played further or
differently (a bot already ran on PostgreSQL), is never overwritten: the copy is refused
before anything is written. At the end the rows of every table are counted on both sides.
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import sys
import time
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

import asyncpg

from .base import DatabaseDamaged, DatabaseRefused, DatabaseUnopenable
from .postgres import PostgresStore, is_postgres_url, shown_url
from .sqlite import SqliteStore

#: rows per page (and per transaction on the target)
PAGE = 500
SQLITE_PREFIX = "sqlite:///"


@dataclass(frozen=True)
class Table:
    """A table as the copy sees it: its columns with their PostgreSQL types, keys first."""

    name: str
    columns: tuple[tuple[str, str], ...]
    keys: int = 1
    #: whether the first key is a serial number the target must go on counting after
    serial: bool = False

    @property
    def names(self) -> list[str]:
        return [f'"{c}"' for c, _ in self.columns]

    @property
    def key_names(self) -> list[str]:
        return self.names[:self.keys]


GAMES = Table("games", (
    ("id", "bigint"), ("guild", "text"), ("channel", "text"), ("kind", "text"),
    ("status", "text"), ("table_json", "text"), ("state_json", "text"),
    ("version", "bigint"), ("due_at", "float8"), ("due_what", "text"),
    ("created_at", "float8"), ("updated_at", "float8")), serial=True)
ACTIONS = Table("actions", (
    ("game_id", "bigint"), ("version", "bigint"), ("seat", "integer"), ("actor", "text"),
    ("action", "text"), ("created_at", "float8")), keys=2)
#: every other table, in an order that inserts what a row refers to first
TABLES: tuple[Table, ...] = (
    Table("league_games", (("game_id", "bigint"), ("guild", "text"), ("game", "text"),
                           ("finished_at", "float8"), ("rated", "integer"))),
    Table("league_seats", (("game_id", "bigint"), ("seat", "integer"), ("player", "text"),
                           ("name", "text"), ("score", "integer"), ("place", "integer"),
                           ("tickets_completed", "integer"), ("tickets_failed", "integer"),
                           ("longest_bonus", "integer"), ("left_early", "integer")), keys=2),
    Table("rating_history", (("game_id", "bigint"), ("player", "text"), ("mu", "float8"),
                             ("sigma", "float8")), keys=2),
    Table("ratings", (("guild", "text"), ("game", "text"), ("player", "text"),
                      ("mu", "float8"), ("sigma", "float8"), ("games", "integer")), keys=3),
    Table("settings", (("scope", "text"), ("key", "text"), ("value", "text")), keys=2),
    Table("closed_dms", (("user", "text"), ("until", "float8"), ("told", "integer"))),
    Table("board_messages", (("game_id", "bigint"), ("channel", "bigint"),
                             ("message", "bigint"), ("waiting", "text"), ("step", "integer"))),
    Table("hand_messages", (("game_id", "bigint"), ("user", "text"), ("channel", "bigint"),
                            ("message", "bigint")), keys=2),
    Table("tournaments", (("id", "bigint"), ("guild", "text"), ("channel", "text"),
                          ("status", "text"), ("round", "integer"), ("data", "text"),
                          ("version", "bigint"), ("due_at", "float8"),
                          ("created_at", "float8"), ("updated_at", "float8")), serial=True),
    Table("tournament_games", (("tournament_id", "bigint"), ("round", "integer"),
                               ("table_no", "integer"), ("game_id", "bigint")), keys=3),
    # replies a stopped bot had not delivered: the next bot (on PostgreSQL) delivers them
    Table("outbox", (("id", "bigint"), ("guild", "text"), ("replies", "text"),
                     ("created_at", "float8")), serial=True),
    # a server's week: daily challenges, seasons, spectators' predictions
    Table("daily_attempts", (("guild", "text"), ("day", "text"), ("game", "text"),
                             ("player", "text"), ("name", "text"), ("game_id", "bigint"),
                             ("status", "text"), ("score", "integer"),
                             ("computer_score", "integer")), keys=4),
    Table("daily_posts", (("guild", "text"), ("day", "text")), keys=2),
    Table("seasons", (("id", "bigint"), ("guild", "text"), ("game", "text"),
                      ("number", "integer"), ("channel", "text"), ("started_at", "float8"),
                      ("ends_at", "float8"), ("ended_at", "float8"), ("role", "text"),
                      ("winner", "text"), ("standings", "text")), serial=True),
    Table("predictions", (("game_id", "bigint"), ("player", "text"), ("guild", "text"),
                          ("name", "text"), ("seat", "integer"), ("made_at", "float8"),
                          ("correct", "integer")), keys=2),
)
#: every table the copy knows (schema_migrations is each database's own)
ALL_TABLES: tuple[Table, ...] = (GAMES, ACTIONS, *TABLES)
#: columns left out: each database's own, meaningless in the other
NOT_COPIED: dict[str, tuple[str, ...]] = {
    # which bot process plays a game's due moves (none of the target's processes yet)
    "games": ("claimed_by", "claim_until"),
    # the log's order is its version numbers
    "actions": ("id",),
}


class TransferRefused(Exception):
    """A copy that is not started (or not finished): one line says why."""


@dataclass
class Count:
    """One table's rows: in the source, in the target after the copy, and what changed."""

    source: int = 0
    target: int = 0
    inserted: int = 0
    updated: int = 0
    deleted: int = 0


@dataclass
class Report:
    """What a copy did, table by table."""

    tables: dict[str, Count] = field(default_factory=lambda: {t.name: Count()
                                                              for t in ALL_TABLES})
    seconds: float = 0.0

    @property
    def equal(self) -> bool:
        return all(c.source == c.target for c in self.tables.values())

    @property
    def changed(self) -> int:
        return sum(c.inserted + c.updated + c.deleted for c in self.tables.values())

    def lines(self) -> list[str]:
        head = f"{'table':<16}{'sqlite':>9}{'postgresql':>12}{'inserted':>10}" \
               f"{'updated':>9}{'deleted':>9}"
        return [head] + [f"{name:<16}{c.source:>9}{c.target:>12}{c.inserted:>10}"
                         f"{c.updated:>9}{c.deleted:>9}" for name, c in self.tables.items()]


#: called after each page is committed on the target: (table, rows of it done so far)
Progress = Callable[[str, int], None]


def sqlite_path(url: str) -> Path:
    """The file of a `sqlite:///PATH` URL (`sqlite:////abs/path` for an absolute one)."""
    if not url.startswith(SQLITE_PREFIX) or len(url) == len(SQLITE_PREFIX):
        raise TransferRefused(f"--from must be sqlite:///PATH (a relative path) or "
                              f"sqlite:////PATH (an absolute one), not {url!r}")
    return Path(url[len(SQLITE_PREFIX):])


def _tuples(rows: Iterable[Sequence[Any]]) -> list[tuple[Any, ...]]:
    return [tuple(r) for r in rows]


class _Source:
    """The SQLite side, read in one transaction: one consistent snapshot, also while a
    bot still plays on the file."""

    def __init__(self, store: SqliteStore) -> None:
        self.db = store.db
        self.path = store.path

    async def rows(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        try:
            return _tuples(await self.db.execute_fetchall(sql, tuple(params)))
        except sqlite3.DatabaseError as e:  # a damaged page met while reading
            raise DatabaseDamaged(self.path, str(e)) from None

    async def pages(self, table: Table, page: int
                    ) -> AsyncIterator[list[tuple[Any, ...]]]:
        """The table's rows in key order, a page at a time."""
        keys = ", ".join(table.key_names)
        after: tuple[Any, ...] | None = None
        while True:
            where = "" if after is None else \
                f" WHERE ({keys}) > ({', '.join('?' for _ in after)})"
            sql = (f"SELECT {', '.join(table.names)} FROM {table.name}{where} "
                   f"ORDER BY {keys} LIMIT {int(page)}")
            rows = await self.rows(sql, after or ())
            if not rows:
                return
            yield rows
            after = rows[-1][:table.keys]

    async def count(self, table: Table) -> int:
        return int((await self.rows(f"SELECT COUNT(*) FROM {table.name}"))[0][0])


class _Target:
    """The PostgreSQL side: rows looked up, written and deleted by their keys."""

    def __init__(self, pool: Any) -> None:
        self.pool = pool

    @staticmethod
    def _unnest(table: Table) -> str:
        arrays = ", ".join(f"${i + 1}::{t}[]" for i, (_, t) in
                           enumerate(table.columns[:table.keys]))
        names = ", ".join(f"k{i}" for i in range(table.keys))
        return f"unnest({arrays}) AS k({names})"

    @staticmethod
    def _columns(keys: Sequence[tuple[Any, ...]], count: int) -> list[list[Any]]:
        return [[k[i] for k in keys] for i in range(count)]

    async def rows(self, con: Any, table: Table, keys: Sequence[tuple[Any, ...]],
                   columns: Sequence[str] | None = None) -> dict[tuple[Any, ...], tuple]:
        """The target's rows with these keys, by key."""
        if not keys:
            return {}
        names = columns or table.names
        on = " AND ".join(f"t.{n} = k.k{i}" for i, n in enumerate(table.key_names))
        found = await con.fetch(
            f"SELECT {', '.join('t.' + n for n in names)} FROM {table.name} t "
            f"JOIN {self._unnest(table)} ON {on}", *self._columns(keys, table.keys))
        return {tuple(r)[:table.keys]: tuple(r) for r in found}

    async def write(self, con: Any, table: Table, new: list[tuple[Any, ...]],
                    changed: list[tuple[Any, ...]]) -> None:
        if new:
            await con.copy_records_to_table(table.name, records=new,
                                            columns=[c for c, _ in table.columns])
        if changed:
            keys = table.key_names
            sets = ", ".join(f"{n} = ${i + 1}" for i, n in enumerate(table.names)
                             if n not in keys)
            where = " AND ".join(f"{n} = ${i + 1}" for i, n in enumerate(keys))
            await con.executemany(f"UPDATE {table.name} SET {sets} WHERE {where}", changed)

    async def delete(self, table: Table, keys: list[tuple[Any, ...]]) -> None:
        on = ", ".join(table.key_names)
        for start in range(0, len(keys), PAGE):
            async with self.pool.acquire() as con, con.transaction():
                await con.execute(
                    f"DELETE FROM {table.name} WHERE ({on}) IN "
                    f"(SELECT * FROM {self._unnest(table)})",
                    *self._columns(keys[start:start + PAGE], table.keys))

    async def keys(self, table: Table) -> set[tuple[Any, ...]]:
        rows = await self.pool.fetch(
            f"SELECT {', '.join(table.key_names)} FROM {table.name}")
        return {tuple(r) for r in rows}

    async def count(self, table: Table) -> int:
        return int(await self.pool.fetchval(f"SELECT COUNT(*) FROM {table.name}"))


async def _refuse_diverged(source: _Source, target: _Target, where: str) -> None:
    """TransferRefused, before anything is written, if the target has a game the source
    lacks, or has played one further or differently than the source."""
    mine = dict(await source.rows("SELECT id, version FROM games"))
    theirs = {r[0]: r[1] for r in await target.pool.fetch("SELECT id, version FROM games")}
    wrong = sorted(g for g, v in theirs.items() if g not in mine or v > mine[g])
    # a game both have: the target's last action must be the source's at that version
    both = sorted((g, v) for g, v in theirs.items() if g in mine and v <= mine[g])
    for start in range(0, len(both), PAGE):
        part = both[start:start + PAGE]
        marks = " OR ".join("(game_id = ? AND version = ?)" for _ in part)
        ours = {(r[0], r[1]): r[2:] for r in await source.rows(
            f"SELECT game_id, version, seat, action, created_at FROM actions WHERE {marks}",
            [x for pair in part for x in pair])}
        async with target.pool.acquire() as con:
            found = await target.rows(con, ACTIONS, part, ['"game_id"', '"version"', '"seat"',
                                                           '"action"', '"created_at"'])
        wrong += [g for g, v in part if found.get((g, v), (None,) * 5)[2:] != ours.get((g, v))]
    if wrong:
        shown = ", ".join(str(g) for g in sorted(wrong)[:10])
        more = f" and {len(wrong) - 10} more" if len(wrong) > 10 else ""
        raise TransferRefused(
            f"{where} has {len(wrong)} game(s) the SQLite file lacks or played differently "
            f"(ids {shown}{more}): a bot played on it since; nothing was copied")


async def _copy_games(source: _Source, target: _Target, report: Report, page: int,
                      progress: Progress | None) -> None:
    """Games and their action logs, a page of games per transaction."""
    done = 0
    async for rows in source.pages(GAMES, page):
        async with target.pool.acquire() as con, con.transaction():
            found = await target.rows(con, GAMES, [r[:1] for r in rows])
            new = [r for r in rows if r[:1] not in found]
            changed = [r for r in rows if r[:1] in found and found[r[:1]] != r]
            await target.write(con, GAMES, new, changed)
            touched = [r[0] for r in new + changed]
            if touched:
                await _copy_actions(source, target, con, touched, report)
        report.tables["games"].inserted += len(new)
        report.tables["games"].updated += len(changed)
        done += len(rows)
        if progress is not None:
            progress("games", done)


async def _copy_actions(source: _Source, target: _Target, con: Any, games: list[int],
                        report: Report) -> None:
    """The actions of these games the target lacks; a forgotten actor is forgotten there
    too (the only change the action log allows)."""
    marks = ", ".join("?" for _ in games)
    rows = await source.rows(
        f"SELECT {', '.join(ACTIONS.names)} FROM actions WHERE game_id IN ({marks})", games)
    found = await con.fetch(
        "SELECT game_id, version, actor FROM actions WHERE game_id = ANY($1::bigint[])", games)
    actors = {(r[0], r[1]): r[2] for r in found}
    new = [r for r in rows if r[:2] not in actors]
    forgotten = [(r[3], r[0], r[1]) for r in rows if r[:2] in actors and actors[r[:2]] != r[3]]
    if new:
        await con.copy_records_to_table("actions", records=new,
                                        columns=[c for c, _ in ACTIONS.columns])
    if forgotten:
        await con.executemany(
            "UPDATE actions SET actor = $1 WHERE game_id = $2 AND version = $3", forgotten)
    report.tables["actions"].inserted += len(new)
    report.tables["actions"].updated += len(forgotten)


async def _copy_table(source: _Source, target: _Target, table: Table, report: Report,
                      page: int, progress: Progress | None) -> set[tuple[Any, ...]]:
    """A table's rows the target lacks or has otherwise; returns the source's keys."""
    seen: set[tuple[Any, ...]] = set()
    count = report.tables[table.name]
    async for rows in source.pages(table, page):
        seen.update(r[:table.keys] for r in rows)
        async with target.pool.acquire() as con, con.transaction():
            found = await target.rows(con, table, [r[:table.keys] for r in rows])
            new = [r for r in rows if r[:table.keys] not in found]
            changed = [r for r in rows if r[:table.keys] in found
                       and found[r[:table.keys]] != r]
            await target.write(con, table, new, changed)
        count.inserted += len(new)
        count.updated += len(changed)
        if progress is not None:
            progress(table.name, len(seen))
    return seen


async def transfer(source_path: Path, target_url: str, *, page: int = PAGE,
                   progress: Progress | None = None) -> Report:
    """Make the PostgreSQL database at `target_url` a copy of the SQLite file: see the
    module's docstring. DatabaseRefused for a database the bot would not run on (damaged,
    unopenable, from a newer bot), TransferRefused for a target played on since."""
    if not source_path.is_file():
        raise DatabaseUnopenable(str(source_path), "no such file")
    started = time.perf_counter()
    lite = SqliteStore(source_path)
    await lite.open()  # checked (quick_check) and brought to this bot's schema
    pg = PostgresStore(target_url, max_size=2)
    try:
        await pg.open()
        source, target = _Source(lite), _Target(pg.pool)
        report = Report()
        await lite.db.execute("BEGIN")  # one snapshot of the source for the whole copy
        await _refuse_diverged(source, target, shown_url(target_url))
        await _copy_games(source, target, report, page, progress)
        seen = {t.name: await _copy_table(source, target, t, report, page, progress)
                for t in TABLES}
        for table in reversed(TABLES):  # rows referring to others go first
            gone = sorted(await target.keys(table) - seen[table.name])
            await target.delete(table, gone)
            report.tables[table.name].deleted = len(gone)
        for table in ALL_TABLES:
            if table.serial:  # new rows in the target take numbers after the copied ones
                await target.pool.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table.name}', "
                    f"'{table.columns[0][0]}'), GREATEST((SELECT MAX({table.key_names[0]}) "
                    f"FROM {table.name}), 1))")
        for table in ALL_TABLES:
            count = report.tables[table.name]
            count.source, count.target = await source.count(table), await target.count(table)
        await lite.db.execute("COMMIT")
    finally:
        await pg.close()
        await lite.close()
    report.seconds = time.perf_counter() - started
    return report


class _OneLineParser(argparse.ArgumentParser):
    """Argument mistakes in one line (and exit code 2), not a usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see --help)\n")


def migrate_main(argv: list[str]) -> int:
    """`python -m bot migrate --from sqlite:///PATH --to postgresql://...`."""
    p = _OneLineParser(
        prog="python -m bot migrate",
        description="Copy every game, action log, league table, setting, closed-DM row, "
                    "board message and undelivered reply of the SQLite file into "
                    "PostgreSQL, then count the rows of every table on both sides. Safe to "
                    "run again: it copies only what changed since.")
    p.add_argument("--from", dest="source", required=True, metavar="sqlite:///PATH",
                   help="the bot's SQLite file (sqlite:////PATH for an absolute path)")
    p.add_argument("--to", dest="target", required=True, metavar="postgresql://...",
                   help="the PostgreSQL database (its tables are made on first use)")
    args = p.parse_args(argv)
    try:
        path = sqlite_path(args.source)
        if not is_postgres_url(args.target):
            raise TransferRefused(f"--to must be a postgresql:// URL, not "
                                  f"{shown_url(args.target)!r}")
        report = asyncio.run(transfer(path, args.target))
    except TransferRefused as e:
        print(f"migrate: {e}", file=sys.stderr)
        return 2
    except DatabaseRefused:
        raise  # one line from the catalogue, by bot.__main__
    except (OSError, sqlite3.Error, asyncpg.PostgresError, asyncpg.InterfaceError) as e:
        print(f"migrate: the copy stopped ({type(e).__name__}: {' '.join(str(e).split())}); "
              "run the same command again to finish it", file=sys.stderr)
        return 2
    print("\n".join(report.lines()))
    if not report.equal:
        print("migrate: the row counts differ (see above); run the same command again",
              file=sys.stderr)
        return 1
    what = "nothing to copy, already up to date" if report.changed == 0 else "copied"
    print(f"migrate: {what}; every table has as many rows in PostgreSQL as in "
          f"{path} ({report.seconds:.1f} s)")
    return 0
