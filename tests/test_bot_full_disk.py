"""A full disk on every writing command: the person is told "storage is full", nothing
changes, and nothing raises (the console does not crash)."""

from __future__ import annotations

import pytest

from bot.commands import command_specs
from bot.i18n import say
from bot.league.commands import FORGET_BUTTON
from bot.replies import Actor, Channel
from bot.service import TableService
from bot.store import SqliteStore, StorageFull
from tests.flaky_store import FlakyStore

HERE = Channel("guild", "full")
ANN, BOB = Actor("ann", "Ann", manager=True), Actor("bob", "Bob")
FULL = say("en", "error.storage_full")


@pytest.fixture
async def finished(tmp_path):
    """A service with a finished game Ann hosted (Bob played it too)."""
    real = SqliteStore(tmp_path / "full.sqlite3")
    await real.open()
    store = FlakyStore(real, StorageFull, writes_only=True)
    service = TableService(store, bot_delay=0, computer="random", seeds=lambda: 5)
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    for person in ("Ann", "Bob"):
        await service.seat(HERE, ANN, person, "computer")

    async def send(replies) -> None:
        pass
    await service.drain(send)
    record = await store.channel_game(HERE.guild, HERE.channel)
    assert record.status == "finished"
    store.down = True  # the disk is full from now on
    yield service, record
    await real.close()


async def test_every_writing_command_on_a_full_disk_says_so(finished):
    service, record = finished
    specs = command_specs()
    writes = {
        "forget-me": lambda: service.press(BOB, FORGET_BUTTON, (), HERE),  # confirmed
        "rematch": lambda: service.press(ANN, f"ttr:{record.id}:0:rematch", (), HERE),
        "new": lambda: specs["new"].call(service, Channel("guild", "other"), BOB,
                                         {"map": "usa"}),
        "language": lambda: specs["language"].call(service, HERE, ANN, {"language": "pl"}),
        "threads": lambda: specs["threads"].call(service, HERE, ANN, {"threads": "off"}),
        "notify": lambda: specs["notify"].call(service, HERE, BOB, {"notify": "dm"}),
        "limits": lambda: specs["limits"].call(service, HERE, ANN, {"per_person": 7}),
    }
    told = {}
    for name, call in writes.items():
        replies = await call()
        told[name] = [r.text for r in replies]
    assert told == {name: [FULL] for name in writes}
    assert service.store.refused >= len(writes)
    assert await service.store.channel_game(HERE.guild, HERE.channel) == record
    assert await service.store.guild_games(HERE.guild) == []
