"""A database out of reach for a while (a PostgreSQL restart, a failing disk): the
scheduler waits and goes on, a person's move is refused with "try again in a moment" and
changes nothing, the health check follows the database, and the game finishes with its
action log whole."""

from __future__ import annotations

import asyncio
import contextlib
import io
import itertools
import json

import pytest

from bot.commands import command_specs
from bot.health import beat, health_main
from bot.replies import LEADERBOARD_ID, Actor, Channel
from bot.service import TableService, scheduler
from bot.store import SqliteStore, StorageUncertain, StorageUnreachable, Store
from tests.computer_tables import computer_table
from tests.flaky_store import FlakyStore
from tests.pg_cluster import throwaway_cluster

HERE = Channel("guild", "outage")
ANN, BOB = Actor("ann", "Ann"), Actor("bob", "Bob")
UNSAVED = "The table cannot save right now, so nothing changed. Please try again in a moment."


@pytest.fixture(autouse=True)
def short_waits(monkeypatch):
    """The scheduler's backoff in hundredths of a second, not seconds."""
    monkeypatch.setattr(scheduler, "OUTAGE_WAIT", 0.01)
    monkeypatch.setattr(scheduler, "OUTAGE_WAIT_MAX", 0.05)


@pytest.fixture
async def flaky(tmp_path):
    real = SqliteStore(tmp_path / "flaky.sqlite3")
    await real.open()
    yield FlakyStore(real)
    await real.close()


def make(store: Store, level: str = "random") -> TableService:
    seeds = itertools.count(5)
    return TableService(store, bot_delay=0, computer=level, seeds=lambda: next(seeds))


async def wait_until(check) -> None:
    """Poll `check` (a coroutine function) until it says yes."""
    while not await check():
        await asyncio.sleep(0.01)


async def actions_whole(store: Store, game_id: int) -> list[int]:
    """The versions of the game's action log, checked to run 1, 2, 3, ... to its version."""
    record = await store.game(game_id)
    versions = [a.version for a in await store.actions(game_id)]
    assert versions == list(range(1, record.version + 1))
    return versions


async def play_through_an_outage(service: TableService, store, outage) -> int:
    """A game of computer players started, the scheduler running, `outage` (a coroutine
    function) run in the middle; the game played to its end. Its id."""
    game_id = await computer_table(service, HERE)
    for seat in range(3):  # fast players: the game is over in a few seconds
        await service.seat(HERE, Actor("host", "Host", manager=True), f"Bot{seat}", "computer")
    stop = asyncio.Event()
    sent: list[object] = []

    async def send(replies) -> None:
        sent.extend(replies)
    task = asyncio.create_task(service.run_scheduler(send, stop, idle_wait=0.05))

    async def moved() -> bool:
        return (await service.store.game(game_id)).version > 10
    await asyncio.wait_for(wait_until(moved), 60)
    await outage()
    assert not task.done()  # the scheduler outlived the outage

    async def finished() -> bool:
        return (await service.store.game(game_id)).status == "finished"
    await asyncio.wait_for(wait_until(finished), 120)
    assert not task.done()
    stop.set()
    await task  # ended by the stop, not by an error
    return game_id


async def test_the_scheduler_outlives_an_outage_and_finishes_the_game(flaky):
    service = make(flaky)

    async def outage() -> None:
        flaky.down = True
        await asyncio.wait_for(flaky.refused_at_least(5), 30)  # several rounds refused
        flaky.down = False
    game_id = await play_through_an_outage(service, flaky, outage)
    await actions_whole(flaky, game_id)


async def test_a_move_during_an_outage_is_refused_and_changes_nothing(flaky):
    service = make(flaky)
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    before = await flaky.channel_game(HERE.guild, HERE.channel)
    flaky.down = True
    specs = command_specs()  # as the adapters call them
    for call in (lambda: specs["keep"].call(service, HERE, ANN, {"tickets": "x"}),
                 lambda: specs["board"].call(service, HERE, ANN, {}),
                 lambda: specs["new"].call(service, Channel("guild", "x"), ANN, {"map": "usa"}),
                 lambda: service.press(ANN, f"ttr:{before.id}:0:hand"),
                 lambda: service.league_press(HERE, ANN, LEADERBOARD_ID.build("usa", 1, "p"))):
        replies = await call()
        assert [(r.text, r.ephemeral, r.to) for r in replies] == [(UNSAVED, True, ANN.user)]
    flaky.down = False
    after = await flaky.channel_game(HERE.guild, HERE.channel)
    assert after.version == before.version and after.state == before.state
    assert "kept" in (await service.play(HERE, ANN, *await service.suggestion(HERE, ANN)))[0].text


async def test_the_health_check_is_unhealthy_while_the_database_is_away(flaky, tmp_path):
    path, stop = tmp_path / "beat", asyncio.Event()
    heart = asyncio.create_task(beat(path, stop, every=0.01, reachable=flaky.reachable))

    async def says(word: str) -> bool:
        return path.exists() and word in path.read_text()
    await asyncio.wait_for(wait_until(lambda: says("ok")), 30)
    assert health_main(path) == 0
    flaky.down = True
    await asyncio.wait_for(wait_until(lambda: says("unreachable")), 30)
    assert health_main(path) == 1
    flaky.down = False
    await asyncio.wait_for(wait_until(lambda: says("ok")), 30)
    assert health_main(path) == 0
    stop.set()
    await heart


async def test_a_postgresql_restart_in_the_middle_of_play():
    pytest.importorskip("asyncpg")
    from bot.store.postgres import PostgresStore
    with throwaway_cluster() as cluster:
        store = PostgresStore(cluster.url, max_size=4)
        await store.open()
        try:
            service = make(store)
            refusals: list[str] = []

            async def outage() -> None:
                await asyncio.to_thread(cluster.stop)
                assert not await store.reachable()
                # a person's command meanwhile is refused in words, not a crash
                refusals.extend(r.text for r in await command_specs()["board"].call(
                    service, HERE, ANN, {}))
                await asyncio.sleep(0.3)  # several scheduler rounds meet the outage
                await asyncio.to_thread(cluster.start)
            game_id = await play_through_an_outage(service, store, outage)
            assert refusals == [UNSAVED]
            assert await store.reachable()  # the pool reconnected by itself
            versions = await actions_whole(store, game_id)
            moves = [json.loads(a.action)["command"] for a in await store.actions(game_id)]
            assert len(versions) == len(moves) and moves[-1] in ("computer", "leave", "seat")
        finally:
            await store.close()


class _LostConnection:
    """A pooled connection whose server went away once it was handed out."""

    def transaction(self):
        return _AsyncNull()

    async def fetchval(self, *args, **kwargs):
        import asyncpg
        raise asyncpg.ConnectionDoesNotExistError("connection was closed in the middle")


class _Pool:
    """A pool whose connections are lost (`connect`), or which cannot connect at all."""

    def __init__(self, connect: bool) -> None:
        self.connect = connect

    @contextlib.asynccontextmanager
    async def acquire(self):
        if not self.connect:
            raise ConnectionRefusedError(111, "Connect call failed")
        yield _LostConnection()


class _AsyncNull:
    async def __aenter__(self):
        return None

    async def __aexit__(self, *exc):
        return False


async def test_a_write_the_server_was_lost_during_is_uncertain_not_unsaved():
    pytest.importorskip("asyncpg")
    from bot.store.postgres import PostgresStore
    store = PostgresStore("postgresql://nobody@127.0.0.1:1/none")
    store._pool = _Pool(connect=False)
    with pytest.raises(StorageUnreachable) as never_sent:
        await store.set_due(1, 1, None)
    assert not isinstance(never_sent.value, StorageUncertain)  # surely not saved
    store._pool = _Pool(connect=True)
    with pytest.raises(StorageUncertain):  # sent: it may have been saved
        await store.set_due(1, 1, None)


async def test_a_move_whose_save_is_uncertain_says_so(flaky):
    service = make(flaky)
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    uncertain = FlakyStore(flaky, StorageUncertain, writes_only=True)
    uncertain.down = True
    service.store = uncertain
    found = await service.suggestion(HERE, ANN)
    replies = await service.play(HERE, ANN, *found)
    assert [(r.text, r.ephemeral) for r in replies] == [(
        "The table lost its database while saving this, so it may or may not have been "
        "saved. Look at the game before you try again.", True)]


async def test_the_console_answers_lines_during_an_outage(flaky, tmp_path):
    from bot.console.printer import Printer
    from bot.console.runner import Console
    service = make(flaky)
    out = io.StringIO()
    console = Console(service, Printer(tmp_path, jsonl=True, stream=out))
    await console.run_line("ann /ttr new usa")
    flaky.down = True
    await console.run_line("bob /ttr join")
    printed = json.loads(out.getvalue().splitlines()[-1])
    assert (printed["text"], printed["status"]) == (UNSAVED, None)  # nothing to say of it
    # the script mode waits the outage out before its next line
    script = asyncio.create_task(console.run_script(["bob /ttr join"]))
    await asyncio.wait_for(flaky.refused_at_least(flaky.refused + 3), 30)
    assert not script.done()
    flaky.down = False
    await asyncio.wait_for(script, 30)
    assert "bob joined" in json.loads(out.getvalue().splitlines()[-1])["text"]
