"""Open tables are limited per person and per server: defaults from the settings, a
server's managers' own choice, and a clear refusal past either."""

from __future__ import annotations

import itertools

import pytest

from bot.commands import command_specs
from bot.replies import Actor, Channel
from bot.service import TableService
from bot.service.limits import Limits
from bot.settings import Settings
from bot.store import SqliteStore
from bot.wiring import open_service

ANN, BOB = Actor("ann", "Ann"), Actor("bob", "Bob")
BOSS = Actor("boss", "Boss", manager=True)


def place(n: int, guild: str = "g") -> Channel:
    return Channel(guild, f"c{n}")


@pytest.fixture
async def store(tmp_path):
    s = SqliteStore(tmp_path / "limits.sqlite3")
    await s.open()
    yield s
    await s.close()


def make(store, limits: Limits | None = None) -> TableService:
    seeds = itertools.count(1)
    return TableService(store, bot_delay=0, seeds=lambda: next(seeds), limits=limits)


async def opened(service: TableService, actor: Actor, where: Channel) -> str:
    replies = await service.new(where, actor, "usa")
    return replies[0].text


async def test_one_person_cannot_open_tables_without_end(store):
    service = make(store, Limits())  # the defaults
    texts = [await opened(service, ANN, place(n)) for n in range(30)]
    refusal = ("You already host 3 open tables in this server, the most one person may. "
               "Finish or abort one first.")
    assert texts[3:] == [refusal] * 27
    assert len(await store.guild_games("g")) == 3
    assert "opened" in await opened(service, BOB, place(31))  # someone else still may
    assert "opened" in await opened(service, ANN, place(1, guild="other"))  # elsewhere too
    await service.abort(place(0), ANN)  # one ended: room for one more
    assert "opened" in await opened(service, ANN, place(32))


async def test_one_person_hosts_at_most_the_bots_limit_in_every_server_together(store):
    service = make(store, Limits(per_person=2, per_server=25, everywhere=3))
    texts = [await opened(service, ANN, place(n, guild=f"g{n % 2}")) for n in range(4)]
    assert texts[3] == ("You already host 3 open tables across your servers, the most one "
                        "person may. Finish or abort one first.")
    assert "opened" in await opened(service, BOB, place(9, guild="g3"))
    assert [len(await store.guild_games(g)) for g in ("g0", "g1")] == [2, 1]


async def test_a_server_holds_at_most_its_limit(store):
    service = make(store, Limits(per_person=5, per_server=4))
    people = [Actor(f"p{i}", f"P{i}") for i in range(6)]
    texts = [await opened(service, p, place(i)) for i, p in enumerate(people)]
    assert texts[4:] == ["This server already has 4 open tables, the most it allows. Finish or "
                         "abort one first, or ask a server manager to raise the limit."] * 2


async def test_the_running_bot_takes_its_limits_from_the_settings(tmp_path):
    settings = Settings(_env_file=None, pictures=False, tables_per_person=1)
    async with open_service(settings, db=tmp_path / "svc.sqlite3") as service:
        assert "opened" in await opened(service, ANN, place(0))
        assert "You already host 1 open tables" in await opened(service, ANN, place(1))


def test_the_defaults_come_from_the_settings():
    settings = Settings(_env_file=None, tables_per_person=2, tables_per_server=9,
                        tables_everywhere=4)
    assert (settings.tables_per_person, settings.tables_per_server,
            settings.tables_everywhere) == (2, 9, 4)
    defaults = Settings(_env_file=None)
    assert (defaults.tables_per_person, defaults.tables_per_server,
            defaults.tables_everywhere) == (3, 25, 10)


async def test_managers_set_their_servers_limits(store):
    service = make(store, Limits())
    limits = command_specs()["limits"]
    refused = await limits.call(service, place(0), ANN, {"per_person": 1})
    assert refused[0].ephemeral and refused[0].text == "Only a server manager can do that."
    for bad in ("0", "٣", "1001", "12345678901234567890", "two", "-1"):
        refused = await limits.call(service, place(0), BOSS, {"per_person": bad})
        assert refused[0].text == "Give a whole number from 1 to 1000.", bad
    done = await limits.call(service, place(0), BOSS, {"per_person": 1, "per_server": "2"})
    assert not done[0].ephemeral
    assert done[0].text == ("Boss set the table limits: at most 1 open tables per person and 2 "
                            "in this server.")
    told = await limits.call(service, place(0), ANN, {})
    assert told[0].text.startswith("Only a server manager")
    told = await limits.call(service, place(0), BOSS, {})
    assert told[0].ephemeral and "at most 1 per person and 2" in told[0].text
    assert "opened" in await opened(service, ANN, place(1))
    assert "You already host 1 open tables" in await opened(service, ANN, place(2))
    assert "opened" in await opened(service, BOB, place(3))
    assert "This server already has 2" in await opened(service, BOSS, place(4))
    # another server keeps the defaults
    assert "opened" in await opened(service, ANN, place(1, guild="other"))
    assert "opened" in await opened(service, ANN, place(2, guild="other"))


async def test_a_rematch_counts_as_a_new_table(store):
    service = make(store, Limits(per_person=1, per_server=5))
    await service.new(place(0), ANN, "usa")
    await service.addbot(place(0), ANN, "random")
    await service.start(place(0), ANN)
    game = await store.channel_game("g", "c0")
    await service.seat(place(0), ANN, "Ann", "computer")

    async def send(replies) -> None:
        pass
    await service.drain(send)
    assert (await store.game(game.id)).status == "finished"
    assert "opened" in await opened(service, ANN, place(1))  # the finished one is not open
    refused = await service.rematch(game.id, ANN)
    assert refused[0].ephemeral and "You already host 1 open tables" in refused[0].text
