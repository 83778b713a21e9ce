"""The SQLite store: migrations, one transaction per change, optimistic concurrency,
one open game per channel, an append-only action log, due times and settings."""

from __future__ import annotations

import json
import sqlite3

import pytest

from bot.store import (
    Change,
    ChannelBusy,
    Due,
    SchemaTooNew,
    SqliteStore,
    VersionConflict,
)
from bot.store.migrations import LATEST


def change(status: str = "lobby", *, table: str = '{"n": 1}', state: str | None = None,
           due: Due | None = None, action: str = "x") -> Change:
    return Change(status=status, table=table, state=state, due=due, seat=0, actor="ann",
                  action=json.dumps({"command": action}))


@pytest.fixture
async def store(tmp_path):
    s = SqliteStore(tmp_path / "games.sqlite3")
    await s.open()
    yield s
    await s.close()


async def test_new_database_is_migrated_to_the_latest_schema_in_wal_mode(store, tmp_path):
    assert await store.schema_version() == LATEST
    db = sqlite3.connect(tmp_path / "games.sqlite3")
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"games", "actions", "settings", "schema_migrations"} <= tables
    db.close()


async def test_reopening_applies_no_migration_twice(tmp_path):
    path = tmp_path / "again.sqlite3"
    for _ in range(2):
        s = SqliteStore(path)
        await s.open()
        await s.close()
    db = sqlite3.connect(path)
    assert db.execute("SELECT COUNT(*) FROM schema_migrations").fetchone()[0] == LATEST
    db.close()


async def test_a_database_from_a_newer_bot_is_refused(tmp_path):
    path = tmp_path / "newer.sqlite3"
    s = SqliteStore(path)
    await s.open()
    await s.close()
    db = sqlite3.connect(path)
    db.execute("INSERT INTO schema_migrations VALUES (?, 0)", (LATEST + 1,))
    db.commit()
    db.close()
    refused = SqliteStore(path)
    with pytest.raises(SchemaTooNew):
        await refused.open()
    assert refused._db is None  # its connection was closed, not left to the collector


async def test_create_and_save_write_the_game_and_its_action_together(store):
    record = await store.create_game("g", "c", "board", change(action="new"), now=10.0)
    assert (record.version, record.status, record.created_at) == (1, "lobby", 10.0)
    version = await store.save(record.id, 1, change("playing", state='{"s": 2}',
                                                    action="start"), now=11.0)
    assert version == 2
    saved = await store.game(record.id)
    assert (saved.status, saved.state, saved.version, saved.updated_at) == (
        "playing", '{"s": 2}', 2, 11.0)
    log = await store.actions(record.id)
    assert [(a.version, json.loads(a.action)["command"]) for a in log] == [
        (1, "new"), (2, "start")]


async def test_a_save_over_an_old_version_writes_nothing(store):
    record = await store.create_game("g", "c", "board", change(), now=1.0)
    await store.save(record.id, 1, change(table='{"first": true}'), now=2.0)
    with pytest.raises(VersionConflict):
        await store.save(record.id, 1, change(table='{"second": true}'), now=3.0)
    saved = await store.game(record.id)
    assert (saved.version, saved.table) == (2, '{"first": true}')
    assert len(await store.actions(record.id)) == 2


async def test_one_open_game_per_channel(store):
    first = await store.create_game("g", "c", "board", change(), now=1.0)
    with pytest.raises(ChannelBusy):
        await store.create_game("g", "c", "board", change(), now=2.0)
    other = await store.create_game("g", "other", "board", change(), now=2.0)
    assert other.id != first.id
    assert await store.count_games() == 2
    await store.save(first.id, 1, change("finished"), now=3.0)
    second = await store.create_game("g", "c", "board", change(), now=4.0)
    assert (await store.channel_game("g", "c")).id == second.id


async def test_the_channel_game_is_the_open_one_else_the_latest(store):
    first = await store.create_game("g", "c", "board", change(), now=1.0)
    await store.save(first.id, 1, change("finished"), now=2.0)
    assert (await store.channel_game("g", "c")).id == first.id
    assert await store.channel_game("g", "nowhere") is None


async def test_the_action_log_is_append_only(store, tmp_path):
    record = await store.create_game("g", "c", "board", change(), now=1.0)
    db = sqlite3.connect(tmp_path / "games.sqlite3")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        db.execute("UPDATE actions SET action = 'x' WHERE game_id = ?", (record.id,))
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        db.execute("DELETE FROM actions WHERE game_id = ?", (record.id,))
    db.close()


async def test_due_games_come_earliest_first_and_only_when_due(store):
    a = await store.create_game("g", "a", "board",
                                change("playing", due=Due(30.0, "timeout")), now=1.0)
    b = await store.create_game("g", "b", "board",
                                change("playing", due=Due(20.0, "computer")), now=1.0)
    await store.create_game("g", "c", "board", change("playing"), now=1.0)
    assert await store.due_games(now=10.0) == []
    assert [gid for gid, _ in await store.due_games(now=35.0)] == [b.id, a.id]
    assert await store.next_due() == 20.0
    assert await store.next_due("timeout") == 30.0
    assert await store.next_due("reminder") is None
    assert await store.set_due(b.id, 1, None)
    assert not await store.set_due(b.id, 7, Due(1.0, "computer"))  # stale version
    assert [gid for gid, _ in await store.due_games(now=35.0)] == [a.id]


async def test_settings_are_stored_replaced_and_deleted(store):
    assert await store.get_setting("guild:1", "language") is None
    await store.set_setting("guild:1", "language", "pl")
    await store.set_setting("guild:1", "language", "cs")
    assert await store.get_setting("guild:1", "language") == "cs"
    await store.set_setting("guild:1", "language", None)
    assert await store.get_setting("guild:1", "language") is None
