"""A restore that loses nothing: refused while a bot runs on the database, every file it
replaced kept with its time; unfinished backup copies cleaned up; and another
application's database refused untouched."""

from __future__ import annotations

import asyncio
import hashlib
import os
import sqlite3
import time
from pathlib import Path

import pytest

from bot.store import DatabaseInUse, DatabaseNotOurs, SqliteStore
from bot.store.backups import backup_now, restore
from tests.test_bot_database import a_game, bot, stored


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def backed_up(tmp_path) -> tuple[Path, Path]:
    """A database with a game, and a backup of it."""
    path, folder = tmp_path / "live.sqlite3", tmp_path / "backups"

    async def make() -> Path:
        await a_game(path, moves=4)
        store = SqliteStore(path)
        await store.open()
        copy = await backup_now(store, folder, keep=5)
        await store.close()
        return copy
    return path, asyncio.run(make())


def test_a_restore_is_refused_while_a_bot_runs_on_the_database(backed_up):
    path, copy = backed_up

    async def while_running() -> None:
        store = SqliteStore(path)
        await store.open()
        try:
            before = digest(path)
            with pytest.raises(DatabaseInUse):
                restore(copy, path)
            result = await asyncio.to_thread(bot, "restore", str(copy), "--db", str(path))
            assert result.returncode == 2
            assert result.stderr.splitlines() == [
                f"The database {path} is in use by a running bot; stop the bot first, then "
                "restore. Nothing was changed."]
            assert digest(path) == before
            assert not list(path.parent.glob("*.before-restore*"))
        finally:
            await store.close()
    asyncio.run(while_running())
    assert restore(copy, path) is not None  # the bot stopped: now it may


def test_each_restore_keeps_the_file_it_replaced(backed_up):
    path, copy = backed_up
    first = digest(path)
    kept_first = restore(copy, path)
    kept_second = restore(copy, path)
    kept_third = restore(copy, path)
    assert len({kept_first, kept_second, kept_third}) == 3
    assert digest(kept_first) == first  # the original database is never overwritten
    for kept in (kept_first, kept_second, kept_third):
        assert kept.name.startswith(f"{path.name}.before-restore-{time.gmtime().tm_year}")
    assert stored(path) == stored(copy)


def test_a_killed_backups_unfinished_copies_are_removed(backed_up, tmp_path):
    path, copy = backed_up
    folder = copy.parent
    stale = [folder / "ttr-20260101-000000-000.sqlite3.part",
             folder / "ttr-20260101-000000-000.sqlite3.part-journal"]
    fresh = folder / "ttr-20990101-000000-000.sqlite3.part"  # a backup under way
    for p in (*stale, fresh):
        p.write_bytes(b"half a copy")
    hour_ago = time.time() - 3600
    for p in stale:
        os.utime(p, (hour_ago, hour_ago))

    async def again() -> None:
        store = SqliteStore(path)
        await store.open()
        await backup_now(store, folder, keep=5)
        await store.close()
    asyncio.run(again())
    assert not any(p.exists() for p in stale) and fresh.exists()


def test_another_applications_database_is_refused_untouched(tmp_path):
    other = tmp_path / "other.sqlite3"
    db = sqlite3.connect(other)
    db.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
    db.execute("CREATE TABLE schema_migrations (version TEXT PRIMARY KEY)")  # (Rails's)
    db.execute("INSERT INTO invoices VALUES (1, 9.5)")
    db.commit()
    db.close()
    before = digest(other)
    result = bot("console", "--db", str(other), "--no-pictures", "--jsonl",
                 stdin="ann /ttr new usa\n")
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        f"The database {other} holds another application's tables (invoices, "
        "schema_migrations), not the bot's; not starting, and nothing was written to it. "
        "Set DB_PATH to the bot's own file."]
    assert digest(other) == before
    assert not Path(f"{other}-wal").exists()

    async def opened() -> None:
        with pytest.raises(DatabaseNotOurs):
            await SqliteStore(other).open()
    asyncio.run(opened())
    assert digest(other) == before


async def test_another_applications_postgresql_database_is_refused_untouched():
    pytest.importorskip("asyncpg")
    import asyncpg

    from bot.store.postgres import PostgresStore
    from tests.postgres_server import fresh_database
    async with fresh_database() as url:
        con = await asyncpg.connect(url)
        await con.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY)")
        try:
            with pytest.raises(DatabaseNotOurs):
                await PostgresStore(url).open()
            tables = await con.fetch("SELECT table_name FROM information_schema.tables "
                                     "WHERE table_schema = current_schema()")
            assert [t[0] for t in tables] == ["invoices"]
        finally:
            await con.close()
