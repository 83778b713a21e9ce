"""The stores (SQLite, and PostgreSQL on a real server): migrations, one transaction per
change, optimistic concurrency, one open game per channel, an append-only action log, due
times and settings. Every test taking `store` runs against both."""

from __future__ import annotations

import json
import sqlite3

import pytest

from bot.store import (
    BoardMessage,
    Change,
    ChannelBusy,
    ClosedDm,
    DatabaseUnopenable,
    Due,
    HandMessage,
    KeptReplies,
    SchemaTooNew,
    SqliteStore,
    VersionConflict,
)
from bot.store.migrations import LATEST, MIGRATIONS
from tests.postgres_server import fresh_database


def change(status: str = "lobby", *, table: str = '{"n": 1}', state: str | None = None,
           due: Due | None = None, action: str = "x") -> Change:
    return Change(status=status, table=table, state=state, due=due, seat=0, actor="ann",
                  action=json.dumps({"command": action}))


@pytest.fixture
async def sqlite_store(tmp_path):
    s = SqliteStore(tmp_path / "games.sqlite3")
    await s.open()
    yield s
    await s.close()


@pytest.fixture
async def pg_url():
    async with fresh_database() as url:
        yield url


@pytest.fixture
async def pg_store(pg_url):
    from bot.store.postgres import PostgresStore  # the [postgres] extra: imported when used

    s = PostgresStore(pg_url)
    await s.open()
    yield s
    await s.close()


@pytest.fixture(params=["sqlite_store", "pg_store"], ids=["sqlite", "postgres"])
def store(request):
    """The same tests on both stores."""
    return request.getfixturevalue(request.param)


async def test_new_database_is_migrated_to_the_latest_schema_in_wal_mode(sqlite_store,
                                                                         tmp_path):
    assert await sqlite_store.schema_version() == LATEST
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
    assert db.execute("SELECT COUNT(*) FROM schema_migrations").fetchone()[0] == len(MIGRATIONS)
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


async def test_the_action_log_is_append_only(sqlite_store, tmp_path):
    record = await sqlite_store.create_game("g", "c", "board", change(), now=1.0)
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
    await store.set_setting("guild:1", "server_locale", "hu")
    await store.set_setting("guild:2", "language", "en")
    assert await store.settings_of(["guild:1", "guild:2", "guild:3"]) == {
        "guild:1": {"language": "cs", "server_locale": "hu"}, "guild:2": {"language": "en"}}
    await store.set_setting("guild:1", "language", None)
    assert await store.get_setting("guild:1", "language") is None


async def test_closed_dms_are_remembered_replaced_and_forgotten(store):
    assert await store.closed_dm("ann") is None
    await store.set_closed_dm("ann", ClosedDm(until=50.0))
    await store.set_closed_dm("ann", ClosedDm(until=60.0, told=True))
    assert await store.closed_dm("ann") == ClosedDm(until=60.0, told=True)
    assert await store.closed_dm("bob") is None
    await store.set_closed_dm("ann", None)
    assert await store.closed_dm("ann") is None


async def test_hand_messages_are_kept_per_game_and_player_replaced_and_forgotten(store):
    assert await store.hand_message(1, "ann") is None
    await store.set_hand_message(1, "ann", HandMessage(channel=10, message=100))
    await store.set_hand_message(1, "bob", HandMessage(channel=20, message=200))
    await store.set_hand_message(2, "ann", HandMessage(channel=10, message=300))
    await store.set_hand_message(1, "ann", HandMessage(channel=10, message=400))  # posted anew
    assert await store.hand_message(1, "ann") == HandMessage(10, 400)
    assert await store.hand_message(1, "bob") == HandMessage(20, 200)
    assert await store.hand_message(2, "ann") == HandMessage(10, 300)
    await store.set_hand_message(1, "ann", None)
    await store.set_hand_message(1, "ann", None)  # nothing left to forget
    assert await store.hand_message(1, "ann") is None
    assert await store.hand_message(2, "ann") == HandMessage(10, 300)
    assert await store.hand_messages(1) == {"bob": HandMessage(20, 200)}
    assert await store.hand_messages(3) == {}


async def test_a_servers_open_games_come_oldest_first_and_no_others(store):
    first = await store.create_game("g", "a", "board", change("playing"), now=1.0)
    ended = await store.create_game("g", "b", "board", change("playing"), now=2.0)
    await store.save(ended.id, 1, change("finished"), now=3.0)
    lobby = await store.create_game("g", "c", "cardgame", change(), now=4.0)
    await store.create_game("h", "a", "board", change("playing"), now=5.0)
    assert [r.id for r in await store.guild_games("g")] == [first.id, lobby.id]
    assert [r.channel for r in await store.guild_games("g")] == ["a", "c"]
    assert await store.guild_games("nowhere") == []


async def test_a_servers_open_games_come_a_page_at_a_time_latest_changed_first(store):
    a = await store.create_game("g", "a", "board", change("playing"), now=1.0)
    b = await store.create_game("g", "b", "board", change(), now=2.0)
    ended = await store.create_game("g", "c", "board", change("playing"), now=3.0)
    await store.save(ended.id, 1, change("finished"), now=4.0)
    gone = await store.create_game("g", "d", "board", change(), now=5.0)
    await store.save(gone.id, 1, change("aborted"), now=6.0)
    await store.create_game("h", "a", "board", change("playing"), now=7.0)
    await store.save(a.id, 1, change("playing"), now=8.0)  # a moved last
    games, total = await store.open_games("g")
    assert [r.id for r in games] == [a.id, b.id] and total == 2
    games, total = await store.open_games("g", offset=1, limit=1)
    assert [r.id for r in games] == [b.id] and total == 2
    assert await store.open_games("nowhere") == ([], 0)


async def test_kept_replies_are_taken_once_in_the_order_kept(store):
    assert await store.take_kept_replies() == []
    batches = [KeptReplies("g", '[{"text": "first"}]'), KeptReplies("", '[{"text": "dm"}]'),
               KeptReplies("g", '[{"text": "third"}]')]
    for i, kept in enumerate(batches):
        await store.keep_replies(kept, now=10.0 - i)  # the order kept, not the time
    assert await store.take_kept_replies() == batches
    assert await store.take_kept_replies() == []  # taken once
    await store.keep_replies(batches[1], now=20.0)
    assert await store.take_kept_replies() == [batches[1]]


async def test_counts_by_status(store):
    first = await store.create_game("g", "a", "board", change(), now=1.0)
    await store.create_game("g", "b", "cardgame", change("playing"), now=1.0)
    await store.save(first.id, 1, change("aborted"), now=2.0)
    assert await store.count_games() == 2
    assert await store.count_games("playing") == 1
    assert await store.count_games("aborted") == 1
    assert await store.count_games("lobby") == 0


async def test_a_board_message_is_replaced_only_over_the_one_recorded(store):
    first = BoardMessage(22, 333, frozenset({"1001", "1002"}), step=4)
    second = BoardMessage(22, 444, frozenset({"1002"}), step=5)
    assert await store.board_message(7) is None
    assert await store.replace_board_message(7, None, first)
    assert await store.board_message(7) == first and await store.is_board_message(333)
    # another process recorded one meanwhile: nothing written
    assert not await store.replace_board_message(7, None, second)
    assert not await store.replace_board_message(7, 999, second)
    assert await store.board_message(7) == first
    assert await store.replace_board_message(7, 333, second)
    assert await store.board_message(7) == second
    assert not await store.is_board_message(333) and await store.is_board_message(444)
    assert not await store.replace_board_message(7, 333, None)  # no longer that message
    assert await store.replace_board_message(7, 444, None)  # the game ended
    assert await store.board_message(7) is None and not await store.is_board_message(444)
    assert await store.replace_board_message(7, None, None)
    # each game has its own; snowflake-sized ids come back unchanged
    big = BoardMessage(1_234_567_890_123_456_789, 1_234_567_890_123_456_790)
    assert await store.replace_board_message(8, None, big)
    assert await store.board_message(8) == big and await store.board_message(7) is None


#: a game and the board messages bots of schema 3 kept in settings (one damaged, one of a
#: game that does not exist), as SQL both databases take
_SCHEMA_3_BOARDS = [
    "INSERT INTO games (id, guild, channel, kind, status, table_json, version, created_at, "
    "updated_at) VALUES (5, 'g', '22', 'board', 'playing', '{}', 3, 1, 2)",
    "INSERT INTO settings VALUES ('discord', 'board:5', '22:333:1001,1002')",
    "INSERT INTO settings VALUES ('discord', 'board:6', '22:334:')",
    "INSERT INTO settings VALUES ('discord', 'board:junk', 'x')",
    "INSERT INTO settings VALUES ('discord', 'paused', '{}')",
]


async def _schema_3_with_boards(url: str) -> None:
    """A PostgreSQL database as a bot of schema 3 left it."""
    import asyncpg

    from bot.store.pg_migrations import PG_MIGRATIONS

    con = await asyncpg.connect(url)
    try:
        await con.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, "
                          "applied_at DOUBLE PRECISION NOT NULL)")
        for version, sql in PG_MIGRATIONS[:3]:
            await con.execute(sql)
            await con.execute("INSERT INTO schema_migrations VALUES ($1, 0)", version)
        for sql in _SCHEMA_3_BOARDS:
            await con.execute(sql)
    finally:
        await con.close()


async def _boards_moved(store) -> None:
    await store.open()
    try:
        assert await store.board_message(5) == BoardMessage(22, 333,
                                                            frozenset({"1001", "1002"}))
        assert await store.board_message(6) is None  # its game does not exist
        assert await store.get_setting("discord", "board:5") is None
        assert await store.get_setting("discord", "board:junk") is None
        assert await store.get_setting("discord", "paused") == "{}"
    finally:
        await store.close()


async def test_board_messages_kept_in_settings_move_into_their_table(tmp_path):
    path = tmp_path / "schema3.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, "
               "applied_at REAL NOT NULL)")
    for version, sql in MIGRATIONS[:3]:
        db.executescript(sql)
        db.execute("INSERT INTO schema_migrations VALUES (?, 0)", (version,))
    for sql in _SCHEMA_3_BOARDS:
        db.execute(sql)
    db.commit()
    db.close()
    await _boards_moved(SqliteStore(path))


async def test_postgres_board_messages_kept_in_settings_move_into_their_table(pg_url):
    from bot.store.postgres import PostgresStore

    await _schema_3_with_boards(pg_url)
    await _boards_moved(PostgresStore(pg_url))


# --- PostgreSQL only ------------------------------------------------------------------


def test_every_migration_exists_in_both_dialects_under_the_same_number():
    from bot.store.pg_migrations import PG_MIGRATIONS

    assert [v for v, _ in PG_MIGRATIONS] == [v for v, _ in MIGRATIONS]


async def test_postgres_schema_has_the_sqlite_tables_and_columns(pg_store, pg_url,
                                                                 sqlite_store, tmp_path):
    import asyncpg

    con = await asyncpg.connect(pg_url)
    try:
        rows = await con.fetch("SELECT table_name, column_name FROM information_schema.columns "
                               "WHERE table_schema = 'public'")
    finally:
        await con.close()
    pg = {(r["table_name"], r["column_name"]) for r in rows}
    db = sqlite3.connect(tmp_path / "games.sqlite3")
    lite = {(t, c[1]) for (t,) in db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        for c in db.execute(f"PRAGMA table_info({t})")}
    db.close()
    assert pg == lite
    assert await pg_store.schema_version() == LATEST


async def test_postgres_action_log_is_append_only_but_an_actor_may_be_forgotten(pg_store,
                                                                                 pg_url):
    import asyncpg

    record = await pg_store.create_game("g", "c", "board", change(), now=1.0)
    con = await asyncpg.connect(pg_url)
    try:
        with pytest.raises(asyncpg.RaiseError, match="append-only"):
            await con.execute("UPDATE actions SET action = 'x' WHERE game_id = $1", record.id)
        with pytest.raises(asyncpg.RaiseError, match="append-only"):
            await con.execute("DELETE FROM actions WHERE game_id = $1", record.id)
        await con.execute("UPDATE actions SET actor = 'forgotten' WHERE game_id = $1",
                          record.id)
    finally:
        await con.close()
    assert [a.actor for a in await pg_store.actions(record.id)] == ["forgotten"]


async def test_postgres_reopening_and_a_second_process_apply_no_migration_twice(pg_url):
    import asyncio

    from bot.store.postgres import PostgresStore

    stores = [PostgresStore(pg_url), PostgresStore(pg_url)]
    await asyncio.gather(*(s.open() for s in stores))  # two processes starting together
    for s in stores:
        await s.close()
    again = PostgresStore(pg_url)
    await again.open()
    try:
        async with again.pool.acquire() as con:
            assert await con.fetchval("SELECT COUNT(*) FROM schema_migrations") == len(
                MIGRATIONS)
    finally:
        await again.close()


async def test_postgres_database_from_a_newer_bot_is_refused(pg_store, pg_url):
    from bot.store.postgres import PostgresStore

    async with pg_store.pool.acquire() as con:
        await con.execute("INSERT INTO schema_migrations VALUES ($1, 0)", LATEST + 1)
    refused = PostgresStore(pg_url)
    with pytest.raises(SchemaTooNew):
        await refused.open()
    assert refused._pool is None


async def test_an_unreachable_postgres_server_is_refused_without_its_password():
    pytest.importorskip("asyncpg", reason="asyncpg is not installed (the [postgres] extra)")
    from bot.store.postgres import PostgresStore

    s = PostgresStore("postgresql://ann:secret@127.0.0.1:1/nowhere")
    with pytest.raises(DatabaseUnopenable) as refused:
        await s.open()
    assert "secret" not in str(refused.value) and "127.0.0.1:1" in str(refused.value)


async def test_two_connections_racing_on_one_game_never_both_apply_a_move(pg_store, pg_url):
    """Two bot processes (two pools) save over the same version while a third connection
    holds the game's row: both saves are waiting on the row at once, then exactly one
    applies and the other gets VersionConflict; the log has one action per version."""
    import asyncio

    import asyncpg

    from bot.store.postgres import PostgresStore

    other = PostgresStore(pg_url)
    await other.open()
    try:
        record = await pg_store.create_game("g", "c", "board", change("playing"), now=1.0)
        for version in range(1, 6):
            holder = await asyncpg.connect(pg_url)
            tx = holder.transaction()
            await tx.start()
            await holder.execute("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", record.id)
            racing = [asyncio.ensure_future(s.save(record.id, version,
                                                   change("playing", action=f"{name}{version}"),
                                                   now=float(version)))
                      for name, s in (("a", pg_store), ("b", other))]
            waiting = 0
            for _ in range(200):  # until both updates wait on the held row
                waiting = await holder.fetchval(
                    "SELECT COUNT(*) FROM pg_locks WHERE NOT granted AND locktype IN "
                    "('transactionid', 'tuple')")
                if waiting >= 2:
                    break
                await asyncio.sleep(0.02)
            assert waiting >= 2
            await tx.rollback()
            await holder.close()
            results = await asyncio.gather(*racing, return_exceptions=True)
            assert sorted(type(r).__name__ for r in results) == ["VersionConflict", "int"]
            assert [r for r in results if isinstance(r, int)] == [version + 1]
        log = await pg_store.actions(record.id)
        assert [a.version for a in log] == [1, 2, 3, 4, 5, 6]
        assert (await other.game(record.id)).version == 6
    finally:
        await other.close()


async def test_saves_asked_together_are_one_statement_each_checked_on_its_own(pg_store):
    """The scheduler's games moving side by side: their saves go to PostgreSQL as one
    statement; a stale one among them is refused alone, and a game saved twice at once
    goes in a second batch, so exactly one of the two applies."""
    import asyncio

    games = [await pg_store.create_game("g", f"c{i}", "board", change("playing"), now=1.0)
             for i in range(4)]
    statements = []
    write = pg_store._saves._write

    async def counted(saves):
        statements.append([s.game_id for s in saves])
        return await write(saves)

    pg_store._saves._write = counted
    results = await asyncio.gather(
        *(pg_store.save(g.id, 1, change("playing", action=f"m{g.id}"), now=2.0)
          for g in games[:3]),
        pg_store.save(games[3].id, 7, change("playing"), now=2.0),  # stale
        return_exceptions=True)
    assert results[:3] == [2, 2, 2] and isinstance(results[3], VersionConflict)
    assert statements == [sorted(g.id for g in games)]
    twice = await asyncio.gather(
        *(pg_store.save(games[0].id, 2, change("playing", action=a), now=3.0)
          for a in ("a", "b")), return_exceptions=True)
    assert sorted(type(r).__name__ for r in twice) == ["VersionConflict", "int"]
    assert len(statements) == 3
    for g in games:
        log = await pg_store.actions(g.id)
        assert [a.version for a in log] == list(range(1, (await pg_store.game(g.id)).version
                                                      + 1))
    assert json.loads((await pg_store.actions(games[1].id))[1].action) == {
        "command": f"m{games[1].id}"}


async def test_league_tables_record_rank_page_and_forget_alike_on_both_stores(store):
    from bot.store.league import FORGOTTEN, LeagueGame, Rating, SeatRow

    def seat(n: int, player: str, name: str, score: int, place: int) -> SeatRow:
        return SeatRow(seat=n, player=player, name=name, score=score, place=place,
                       tickets_completed=2, tickets_failed=1, longest_bonus=0,
                       left_early=False)

    table = json.dumps({"host": "ann", "seats": [{"user": "ann"}, {"user": None}]})
    ids = []
    for n, channel in enumerate(("a", "b")):
        g = await store.create_game("g", channel, "board", change("playing", table=table),
                                    now=1.0)
        await store.save(g.id, 1, change("finished", table=table), now=10.0 + n)
        ids.append(g.id)
    other = await store.create_game("g", "c", "board", change(table='{"seats": null}'),
                                    now=1.0)
    assert await store.unrecorded_games() == ids
    first = LeagueGame(game_id=ids[0], guild="g", game="usa", finished_at=10.0, rated=True,
                       seats=(seat(0, "user:ann", "Ann", 120, 1),
                              seat(1, "computer:normal", "Robot", 80, 2)))
    ann, robot = Rating("user:ann", 30.0, 5.0, 1), Rating("computer:normal", 20.0, 6.0, 1)
    assert await store.record_game(first, lambda _: [ann, robot])
    assert not await store.record_game(first, lambda _: [ann, robot])  # once only
    second = LeagueGame(game_id=ids[1], guild="g", game="usa", finished_at=11.0, rated=True,
                        seats=(seat(0, "user:ann", "Ann", 90, 2),
                               seat(1, "computer:normal", "Robot", 95, 1)))
    ann2 = Rating("user:ann", 28.0, 4.0, 2)
    assert await store.record_game(
        second, lambda _: [ann2, Rating("computer:normal", 22.0, 5.0, 2)])
    assert await store.unrecorded_games() == []

    assert await store.ratings("g", "usa", ["user:ann", "nobody"]) == {"user:ann": ann2}
    assert await store.ratings("g", "usa", []) == {}
    board, total = await store.leaderboard("g", "usa", min_games=1, computers=True,
                                           offset=0, limit=1)
    assert ([r.player for r in board], total) == (["user:ann"], 2)  # 28-3*4 > 22-3*5
    people, total = await store.leaderboard("g", "usa", min_games=1, computers=False,
                                            offset=0, limit=10)
    assert ([r.player for r in people], total) == (["user:ann"], 1)
    assert [(p.game_id, p.mu) for p in await store.rating_history("g", "usa", "user:ann")] \
        == [(ids[0], 30.0), (ids[1], 28.0)]
    recent, count = await store.recent_games("g", offset=1, limit=1)
    assert ([g.game_id for g in recent], count) == ([ids[0]], 2)
    assert recent[0] == first
    assert [g.game_id for g in await store.player_games("g", "user:ann", "usa")] == \
        [ids[1], ids[0]]
    assert await store.player_games("g", "user:ann", "europe") == []
    assert await store.find_player("g", " ANN ") == "user:ann"
    assert await store.player_name("g", "computer:normal") == "Robot"
    assert await store.league_game(ids[1]) == second
    assert await store.league_game(other.id) is None
    assert [g.id for g in await store.games_of_user("ann")] == ids
    assert await store.games_of_user("bob") == []

    await store.set_setting("user:ann", "language", "pl")
    await store.set_closed_dm("ann", ClosedDm(until=5.0))
    await store.forget_user("ann", [(ids[0], '{"seats": []}', None)])
    assert await store.ratings("g", "usa", ["user:ann"]) == {}
    assert await store.rating_history("g", "usa", "user:ann") == []
    assert [s.player for s in (await store.league_game(ids[0])).seats] == [
        FORGOTTEN, "computer:normal"]
    assert (await store.league_game(ids[0])).seats[0].name == "Player 1"
    assert (await store.game(ids[0])).table == '{"seats": []}'
    assert {a.actor for a in await store.actions(ids[0])} == {FORGOTTEN}
    assert await store.get_setting("user:ann", "language") is None
    assert await store.closed_dm("ann") is None


def test_database_url_takes_only_postgresql():
    from pydantic import ValidationError

    from bot.settings import Settings

    assert Settings(_env_file=None, database_url="postgresql://h/db").database_url
    with pytest.raises(ValidationError, match="DB_PATH"):
        Settings(_env_file=None, database_url="sqlite:///games.sqlite3")


async def test_database_url_runs_whole_games_on_postgresql_and_the_league_records_them(
        pg_url, tmp_path):
    """DATABASE_URL chooses PostgreSQL (no SQLite file is made): a computer game is
    played to the end, every move logged once, and the league records the result."""
    from bot.settings import Settings
    from bot.store.postgres import PostgresStore
    from bot.wiring import open_service
    from tests.test_league import ANN, BOB, finish_game

    settings = Settings(_env_file=None, database_url=pg_url, db_path=tmp_path / "no.sqlite3",
                        pictures=False, bot_delay=0, turn_limit=0)
    async with open_service(settings, seed=3) as service:
        assert isinstance(service.store, PostgresStore)
        service.league.league_min_games = 1
        game_id = await finish_game(service, people=(ANN, BOB), computers=1)
        log = await service.store.actions(game_id)
        assert [a.version for a in log] == list(range(1, len(log) + 1))
        assert len(log) > 40
        recorded = await service.store.league_game(game_id)
        assert recorded is not None and len(recorded.seats) == 3
    assert not (tmp_path / "no.sqlite3").exists()


def hosted_by(host: str) -> Change:
    return change(table=json.dumps({"host": host}))


async def test_a_new_table_past_a_limit_is_refused_and_nothing_is_written(store):
    """The limits are counted where the table is inserted: the server's open tables, the
    host's in the server and the host's in every server; finished tables do not count."""
    from bot.store import NoRoom
    from bot.store.base import TableRoom

    room = TableRoom("ann", per_server=3, per_person=2, everywhere=3)
    done = await store.create_game("g", "old", "board", hosted_by("ann"), now=0.0, room=room)
    await store.save(done.id, 1, change("finished", table=json.dumps({"host": "ann"})), now=0.5)
    for n in range(2):
        await store.create_game("g", f"c{n}", "board", hosted_by("ann"), now=1.0, room=room)
    with pytest.raises(NoRoom) as refused:
        await store.create_game("g", "c2", "board", hosted_by("ann"), now=2.0, room=room)
    assert (refused.value.which, refused.value.count) == ("tables_per_person", 2)
    assert await store.open_tables("g", "ann") == (2, 2, 2)
    await store.create_game("h", "c0", "board", hosted_by("ann"), now=3.0, room=room)
    with pytest.raises(NoRoom) as refused:  # three in every server
        await store.create_game("i", "c0", "board", hosted_by("ann"), now=4.0, room=room)
    assert (refused.value.which, refused.value.count) == ("tables_everywhere", 3)
    bob = TableRoom("bob", per_server=3, per_person=2, everywhere=3)
    await store.create_game("g", "c3", "board", hosted_by("bob"), now=5.0, room=bob)
    with pytest.raises(NoRoom) as refused:
        await store.create_game("g", "c4", "board", hosted_by("bob"), now=6.0, room=bob)
    assert (refused.value.which, refused.value.count) == ("tables_per_server", 3)
    assert await store.channel_game("i", "c0") is None
    assert await store.open_tables("g", "bob") == (3, 1, 1)


async def test_tables_opened_at_once_from_two_processes_never_pass_a_limit(pg_store, pg_url):
    """Two bot processes (two pools) open twelve tables for one person at the same moment,
    each in its own channel, with room for two: exactly two are made."""
    import asyncio

    from bot.store import NoRoom
    from bot.store.base import TableRoom
    from bot.store.postgres import PostgresStore

    other = PostgresStore(pg_url)
    await other.open()
    try:
        room = TableRoom("ann", per_server=100, per_person=2, everywhere=100)
        results = await asyncio.gather(*(
            s.create_game("g", f"c{n}-{i}", "board", hosted_by("ann"), now=1.0, room=room)
            for n in range(6) for i, s in enumerate((pg_store, other))), return_exceptions=True)
        assert sum(isinstance(r, NoRoom) for r in results) == 10
        assert len(await pg_store.guild_games("g")) == 2
    finally:
        await other.close()
