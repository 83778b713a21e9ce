"""Names chosen to attack the channel (a masked link, a heading, a line break, a mention,
a right-to-left override, a zero-width character) through every command that prints a
name: each is cleaned once where it enters and escaped in every public text."""

from __future__ import annotations

import itertools
import json
import re

import pytest

from bot.replies import Actor, Channel, Reply
from bot.service import TableService
from bot.store import SqliteStore
from bot.table.display_names import clean_name

HERE = Channel("guild", "names")
FUZZ = ["[Free-Nitro](https://evil.example/login)", "# heading", "evil\nline", "<@1001>",
        "\u202eRTL\u200bZW\u2066"]
PEOPLE = [Actor(f"u{i}", name, manager=i == 0) for i, name in enumerate(FUZZ)]


def attacks(text: str) -> list[str]:
    """What in a public text a name could still do to the channel."""
    found = []
    if "[Free-Nitro](" in text or "](https://evil" in text:
        found.append("masked link")
    if re.search(r"(?m)^#{1,3} ", text):
        found.append("heading")
    if "evil\nline" in text:
        found.append("line break")
    if "<@1001>" in text:
        found.append("mention")
    if re.search("[\u202a-\u202e\u2066-\u2069]", text) or re.search("(?<!@)\u200b", text):
        found.append("bidi or zero-width")
    return found


@pytest.fixture
async def service(tmp_path):
    store = SqliteStore(tmp_path / "names.sqlite3")
    await store.open()
    seeds = itertools.count(3)
    yield TableService(store, bot_delay=0, computer="random", seeds=lambda: next(seeds))
    await store.close()


async def test_fuzz_names_through_every_command_that_prints_a_name(service):
    said: list[Reply] = []

    async def run(call) -> list[Reply]:
        replies = await call
        said.extend(replies)
        return replies
    host = PEOPLE[0]
    await run(service.new(HERE, host, "usa"))
    for person in PEOPLE[1:]:
        await run(service.join(HERE, person))
    await run(service.leave(HERE, PEOPLE[4]))
    await run(service.join(HERE, PEOPLE[4]))
    await run(service.start(HERE, host))
    await run(service.status(HERE, host))
    await run(service.board(HERE, host))
    await run(service.set_language(HERE, host, "en"))
    await run(service.set_threads(HERE, host, "off"))
    for person in PEOPLE[1:]:  # the computer plays their seats to the end
        await run(service.seat(HERE, host, clean_name(person.name), "computer"))
    await run(service.leave(HERE, host))

    async def send(replies: list[Reply]) -> None:
        said.extend(replies)
    await service.drain(send)
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    assert record.status == "finished"
    for person in PEOPLE:
        await run(service.stats(HERE, person))
    await run(service.leaderboard(HERE, host))
    await run(service.history(HERE, host))
    await run(service.log(HERE, host))
    await run(service.rematch(HERE, PEOPLE[1]))  # refused: not the host
    host_of_rematch = Actor("u0", FUZZ[0], manager=True)
    rematch = await run(service.rematch(record.id, host_of_rematch))
    assert "rematch" in rematch[0].text.lower()
    lobby = await service.store.channel_game(HERE.guild, HERE.channel)
    assert json.loads(lobby.table)["host_name"] == clean_name(FUZZ[0])
    await run(service.join(HERE, PEOPLE[2]))
    await run(service.abort(HERE, host_of_rematch))
    names = {clean_name(n) for n in FUZZ}
    printed = [r for r in said if any(n.split()[0].strip("[#<") in r.text for n in names)]
    assert len(printed) > 20  # the names were printed, many times over
    assert [(r.text, attacks(r.text)) for r in said if attacks(r.text)] == []


def test_a_name_is_cleaned_where_it_enters():
    for raw in FUZZ:
        name = Actor("x", raw).name
        assert name == clean_name(raw) and "\n" not in name
        assert not re.search("[\u200b\u202a-\u202e\u2066-\u2069]", name)
    assert len(Actor("x", "a" * 500).name) == 32
