"""Languages by their names in any of our four languages (`/ttr settings language
polski`), and private messages in the server's chosen language from the first one."""

from __future__ import annotations

import itertools

import pytest

from bot.i18n.language_names import language_named
from bot.replies import Actor, Channel, User
from bot.service import TableService
from bot.store import SqliteStore

HERE = Channel("guild", "table")
BOSS = Actor("boss", "Boss", locale="en-US", manager=True)


@pytest.fixture
async def store(tmp_path):
    store = SqliteStore(tmp_path / "lang.sqlite3")
    await store.open()
    yield store
    await store.close()


def service_on(store) -> TableService:
    seeds = itertools.count(5)
    return TableService(store, seeds=lambda: next(seeds), bot_delay=0, turn_limit=None)


@pytest.mark.parametrize("typed,code", [
    ("polski", "pl"), ("Polish", "pl"), ("polština", "pl"), ("lengyel", "pl"),
    ("English", "en"), ("angielski", "en"), ("Čeština", "cs"), ("czech", "cs"),
    ("magyar", "hu"), ("Węgierski", "hu"), ("maďarština", "hu"), ("HU", "hu")])
async def test_a_language_is_set_by_its_name_in_any_of_the_four(store, typed, code):
    assert language_named(typed) == code
    service = service_on(store)
    replies = await service.set_language(HERE, BOSS, typed)
    assert not replies[0].ephemeral, replies[0].text
    assert await service.language(HERE.guild) == code


async def test_an_unknown_language_name_is_refused_and_changes_nothing(store):
    service = service_on(store)
    replies = await service.set_language(HERE, BOSS, "klingon")
    assert replies[0].ephemeral and await service.language(HERE.guild) == "en"


async def test_private_messages_follow_the_servers_language_from_the_first(store):
    await service_on(store).set_language(HERE, BOSS, "polski")
    service = service_on(store)  # as after a restart
    ann, bob = Actor("ann", "Ann", locale="en-US"), Actor("bob", "Bob", locale="en-US")
    await service.new(HERE, ann, "usa")
    await service.join(HERE, bob)
    replies = await service.start(HERE, ann)
    private = [r for r in replies if isinstance(r.to, User)]
    assert private and all(r.locale == "pl" for r in private), [r.locale for r in private]
    assert all("Twoje" in r.text or "Bilety" in r.text or "karty" in r.text.lower()
               for r in private), [r.text[:80] for r in private]
