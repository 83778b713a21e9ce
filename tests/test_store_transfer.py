"""`python -m bot migrate`: a SQLite file with finished, live and waiting games, league
ratings, settings, closed DMs and a board message copied into PostgreSQL: every row
arrives, the counts match, a game goes on exactly as it would have in SQLite, a second
run copies nothing, an interrupted run is finished by the next one, and a database or
URL the copy must not touch is refused with one line and exit code 2."""

from __future__ import annotations

import itertools
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.replies import Actor, Channel
from bot.service import TableService
from bot.store import BoardMessage, ClosedDm, KeptReplies, SqliteStore, Store
from bot.store.migrations import LATEST
from tests.postgres_server import fresh_database

asyncpg = pytest.importorskip("asyncpg", reason="asyncpg is not installed (the [postgres] extra)")

from bot.store.postgres import PostgresStore  # noqa: E402
from bot.store.transfer import ALL_TABLES, NOT_COPIED, TransferRefused, transfer  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DONE, LIVE, WAITING = Channel("g1", "done"), Channel("g1", "live"), Channel("g2", "lobby")
ANN, BOB, CYD = Actor("1001", "Ann"), Actor("1002", "Bob"), Actor("1004", "Cyd")


class Clock:
    """A clock that moves a second per reading: the same times in every run."""

    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def service_on(store: Store, clock: Clock | None = None) -> TableService:
    seeds = itertools.count(7)
    return TableService(store, clock=clock or Clock(), seeds=lambda: next(seeds),
                        bot_delay=0, turn_limit=None, computer="greedy")


async def play(service: TableService, place: Channel, moves: int | None) -> None:
    """The people's suggested moves and the computers' due moves: `moves` rounds (None:
    to the end)."""
    for _ in itertools.count() if moves is None else range(moves):
        record = await service.store.channel_game(place.guild, place.channel)
        if record.status != "playing":
            return
        for person in (ANN, BOB):
            suggested = await service.suggestion(place, person)
            if suggested is not None:
                await service.play(place, person, *suggested)
        await service.run_due()


async def fill(path: Path) -> None:
    """A bot's database: a finished game of Ann, Bob and a computer (recorded by the
    league), a game of Ann and a computer under way, Cyd's lobby, a server language, a
    closed DM, a board message and replies a stop kept undelivered."""
    store = SqliteStore(path)
    await store.open()
    service = service_on(store)
    for place in (DONE, LIVE):
        await service.new(place, ANN, "usa")
        if place == DONE:
            await service.join(place, BOB)
        await service.addbot(place, ANN, "greedy")
        await service.start(place, ANN)
    await play(service, DONE, None)
    await play(service, LIVE, 6)
    await service.new(WAITING, CYD, "europe")
    await service.league_catch_up()
    await service.set_language(Channel("g2", "x"), Actor("1002", "Bob", manager=True), "pl")
    await store.set_closed_dm("1003", ClosedDm(until=1_700_001_000.0, told=True))
    live = await store.channel_game(LIVE.guild, LIVE.channel)
    await store.replace_board_message(live.id, None, BoardMessage(22, 333, frozenset({"1001"}),
                                                                  step=5))
    await store.keep_replies(KeptReplies("g1", '[{"text": "kept"}]'), now=1_700_000_500.0)
    # a server's week: a daily attempt and its day posted, a kept season, a prediction
    await store.daily_claim("g1", "2023-11-14", "usa", "user:1001", "Ann")
    await store.daily_started("g1", "2023-11-14", "usa", "user:1001", live.id)
    await store.daily_mark_posted("g1", "2023-11-13")
    season = await store.season_start("g1", "usa", "done", 1_700_000_000.0, None, "<@&9>")
    await store.season_end(season.id, 1_700_000_600.0, "user:1001", "[]")
    await store.predict(live.id, "g1", "user:1004", "Cyd", 1, 1_700_000_700.0)
    await store.close()


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> Path:
    """The filled SQLite file, made once; each test works on its own copy."""
    import asyncio

    path = tmp_path_factory.mktemp("played") / "bot.sqlite3"
    asyncio.run(fill(path))
    return path


@pytest.fixture
def source(played, tmp_path) -> Path:
    copy = tmp_path / "bot.sqlite3"
    shutil.copyfile(played, copy)
    return copy


@pytest.fixture
async def target():
    async with fresh_database() as url:
        yield url


def sqlite_rows(path: Path, table) -> list[tuple]:
    db = sqlite3.connect(path)
    try:
        cols = ", ".join(table.names)
        keys = ", ".join(table.key_names)
        return [tuple(r) for r in db.execute(f"SELECT {cols} FROM {table.name} ORDER BY {keys}")]
    finally:
        db.close()


async def pg_rows(url: str, table) -> list[tuple]:
    con = await asyncpg.connect(url)
    try:
        cols = ", ".join(table.names)
        keys = ", ".join(table.key_names)
        return [tuple(r) for r in await con.fetch(
            f"SELECT {cols} FROM {table.name} ORDER BY {keys}")]
    finally:
        await con.close()


async def assert_same(path: Path, url: str) -> None:
    for table in ALL_TABLES:
        assert await pg_rows(url, table) == sqlite_rows(path, table), table.name


async def test_every_row_of_every_table_is_copied_and_counted(source, target):
    report = await transfer(source, target)
    counts = report.tables
    assert counts["games"].source == counts["games"].target == counts["games"].inserted == 3
    assert counts["actions"].target == counts["actions"].inserted > 100
    assert counts["league_games"].target == 1 and counts["league_seats"].target == 3
    assert counts["ratings"].target == 3 and counts["rating_history"].target == 3
    assert counts["closed_dms"].target == 1 and counts["board_messages"].target == 1
    assert counts["outbox"].target == 1
    for table in ("daily_attempts", "daily_posts", "seasons", "predictions"):
        assert counts[table].target == counts[table].inserted == 1, table
    assert counts["settings"].target >= 1
    assert report.equal and all(c.updated == c.deleted == 0 for c in counts.values())
    await assert_same(source, target)
    pg = PostgresStore(target)
    await pg.open()
    try:
        assert await pg.get_setting("guild:g2", "language") == "pl"
        assert await pg.closed_dm("1003") == ClosedDm(until=1_700_001_000.0, told=True)
        live = await pg.channel_game(LIVE.guild, LIVE.channel)
        assert (await pg.board_message(live.id)).message == 333
        # the next bot, now on PostgreSQL, delivers what the stopped one kept, first
        await pg.keep_replies(KeptReplies("g3", "[]"), now=1.0)  # numbered after the copy
        assert await pg.take_kept_replies() == [KeptReplies("g1", '[{"text": "kept"}]'),
                                                KeptReplies("g3", "[]")]
        # a new game takes the next id, not one of the copied games'
        new = await service_on(pg).new(Channel("g3", "c"), ANN, "nordic")
        assert new and (await pg.channel_game("g3", "c")).id == 4
    finally:
        await pg.close()


async def test_a_game_goes_on_in_postgresql_exactly_as_in_sqlite(source, target, tmp_path):
    twin = tmp_path / "twin.sqlite3"
    shutil.copyfile(source, twin)
    await transfer(source, target)
    finals = []
    for store in (SqliteStore(twin), PostgresStore(target)):
        await store.open()
        try:
            service = service_on(store)
            await play(service, LIVE, None)
            record = await store.channel_game(LIVE.guild, LIVE.channel)
            log = [(a.version, a.seat, a.actor, a.action) for a in await store.actions(record.id)]
            finals.append((record.status, record.version, record.state, log))
        finally:
            await store.close()
    assert finals[0][0] == "finished" and finals[0][1] > 20
    assert finals[0] == finals[1]


async def test_a_second_run_copies_nothing_and_a_later_move_is_added(source, target):
    await transfer(source, target)
    again = await transfer(source, target)
    assert again.changed == 0 and again.equal
    # the bot went on in SQLite: a move, a person forgotten, a setting gone
    store = SqliteStore(source)
    await store.open()
    service = service_on(store)
    await play(service, LIVE, 1)
    assert "deleted" in (await service.forget_me(DONE, BOB, confirmed=True))[0].text
    await store.set_setting("guild:g2", "language", None)
    await store.set_closed_dm("1003", None)
    await store.close()
    third = await transfer(source, target)
    counts = third.tables
    # the move, and Bob's name taken out of his finished game and its log and results
    assert counts["games"].updated == 2 and counts["games"].inserted == 0
    assert counts["actions"].inserted >= 1 and counts["actions"].updated >= 1
    assert counts["league_seats"].updated == 1
    assert counts["ratings"].deleted == counts["rating_history"].deleted == 1
    assert counts["settings"].deleted >= 1 and counts["closed_dms"].deleted == 1
    assert third.equal
    await assert_same(source, target)


async def test_an_interrupted_copy_is_finished_by_running_it_again(source, target):
    class Stop(Exception):
        pass

    def stop_after_two_games(table: str, done: int) -> None:
        if table == "games" and done == 2:
            raise Stop

    with pytest.raises(Stop):
        await transfer(source, target, page=1, progress=stop_after_two_games)
    assert len(await pg_rows(target, ALL_TABLES[0])) == 2  # two pages were committed
    report = await transfer(source, target, page=1)
    assert report.tables["games"].inserted == 1 and report.equal
    await assert_same(source, target)


async def test_a_target_played_on_since_the_copy_is_refused_and_left_alone(source, target):
    await transfer(source, target)
    pg = PostgresStore(target)
    await pg.open()
    await play(service_on(pg), LIVE, 1)  # a bot already runs on PostgreSQL
    await pg.close()
    store = SqliteStore(source)
    await store.open()
    await store.set_setting("guild:g2", "language", "hu")
    await store.close()
    before = {t.name: await pg_rows(target, t) for t in ALL_TABLES}
    with pytest.raises(TransferRefused, match="1 game.* played differently .ids 2.: a bot "
                                              "played on it since; nothing was copied"):
        await transfer(source, target)
    assert {t.name: await pg_rows(target, t) for t in ALL_TABLES} == before


def test_the_copy_knows_every_table_and_column_of_the_schema(source):
    db = sqlite3.connect(source)
    try:
        tables = {t for (t,) in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
            "AND name != 'schema_migrations'")}
        schema = {t: [c[1] for c in db.execute(f"PRAGMA table_info({t})")] for t in tables}
    finally:
        db.close()
    assert {t.name for t in ALL_TABLES} == tables
    for table in ALL_TABLES:
        copied = [c for c, _ in table.columns] + list(NOT_COPIED.get(table.name, ()))
        assert sorted(copied) == sorted(schema[table.name]), table.name


# --- the command line -------------------------------------------------------------------


def migrate(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DISCORD_TOKEN": "", "DATABASE_URL": ""}
    return subprocess.run([sys.executable, "-m", "bot", "migrate", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=300, env=env)


def one_line_refusal(done: subprocess.CompletedProcess[str], *words: str) -> None:
    assert done.returncode == 2, done.stderr
    assert done.stdout == "" and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "Traceback" not in done.stderr
    for word in words:
        assert word in done.stderr


async def test_the_command_copies_prints_the_counts_and_a_second_run_copies_nothing(
        source, target):
    first = migrate("--from", f"sqlite:///{source}", "--to", target)
    assert first.returncode == 0, first.stderr
    lines = first.stdout.splitlines()
    assert lines[0].split() == ["table", "sqlite", "postgresql", "inserted", "updated",
                                "deleted"]
    assert lines[1].split() == ["games", "3", "3", "3", "0", "0"]
    assert "every table has as many rows in PostgreSQL" in lines[-1]
    second = migrate("--from", f"sqlite:///{source}", "--to", target)
    assert second.returncode == 0 and "nothing to copy, already up to date" in second.stdout
    assert second.stdout.splitlines()[1].split() == ["games", "3", "3", "0", "0", "0"]


async def test_the_command_refuses_in_one_line(source, target, tmp_path):
    sql = f"sqlite:///{source}"
    one_line_refusal(migrate("--from", str(source), "--to", target), "--from must be sqlite:///")
    one_line_refusal(migrate("--from", sql, "--to", "mysql://x/y"), "--to must be a postgresql")
    one_line_refusal(migrate("--from", sql), "--to")
    one_line_refusal(migrate("--from", f"sqlite:///{tmp_path}/none.sqlite3", "--to", target),
                     "none.sqlite3", "no such file")
    assert not (tmp_path / "none.sqlite3").exists()
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(os.urandom(8192))
    one_line_refusal(migrate("--from", f"sqlite:///{damaged}", "--to", target), "damaged")
    one_line_refusal(migrate("--from", sql, "--to", "postgresql://nobody@127.0.0.1:1/x"),
                     "cannot be opened")
    con = await asyncpg.connect(target)
    await con.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, "
                      "applied_at DOUBLE PRECISION NOT NULL)")
    await con.execute("INSERT INTO schema_migrations VALUES ($1, 0)", LATEST + 1)
    await con.close()
    one_line_refusal(migrate("--from", sql, "--to", target), "newer version")
