"""Computer levels at the table: /ttr addbot level:..., seats named with their level in
the reader's language, hints from the `hard` player with a reason, and slow moves
worked out off the event loop."""

from __future__ import annotations

import asyncio
import itertools
import json

import pytest

from bot.i18n import Phrase, say
from bot.replies import Actor, Channel, User
from bot.service import Table, TableService
from bot.service.computer import computer_move
from bot.service.thinking import Thinkers
from bot.store import SqliteStore
from bot.table import seat_names

HERE = Channel("guild", "levels")
ANN, BOB = Actor("ann", "Ann"), Actor("bob", "Bob")


@pytest.fixture
async def service(tmp_path):
    store = SqliteStore(tmp_path / "levels.sqlite3")
    await store.open()
    seeds = itertools.count(7)
    yield TableService(store, seeds=lambda: next(seeds), bot_delay=0, turn_limit=None)
    await store.close()


async def seats(service: TableService) -> list:
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    return Table.model_validate_json(record.table).seats


async def test_addbot_seats_the_level_asked_for_normal_by_default(service):
    await service.new(HERE, ANN, "usa")
    first = await service.addbot(HERE, ANN)
    assert "Ada (computer, normal) took a seat." in first[0].text
    assert [s.computer for s in await seats(service)] == [None, "normal"]


@pytest.mark.parametrize(("level", "words"), [
    ("hard", {"en": "Ada (computer, hard)", "cs": "Ada (počítač, těžký)",
              "pl": "Ada (komputer, trudny)", "hu": "Ada (gép, nehéz)"}),
    ("easy", {"en": "Ada (computer, easy)", "cs": "Ada (počítač, snadný)",
              "pl": "Ada (komputer, łatwy)", "hu": "Ada (gép, könnyű)"}),
])
async def test_a_computer_seat_is_named_with_its_level_in_every_language(service, level,
                                                                          words):
    await service.new(HERE, ANN, "europe")
    replies = await service.addbot(HERE, ANN, level)
    assert f"{words['en']} took a seat." in replies[0].text
    seat = (await seats(service))[1]
    assert seat.computer == level
    name = seat_names(Table(game="europe", seed=1, host="ann", host_name="Ann",
                                     seats=[seat]))[0]
    for lang, text in words.items():
        assert say(lang, name) == text


async def test_an_unknown_level_is_refused_and_changes_nothing(service):
    await service.new(HERE, ANN, "usa")
    replies = await service.addbot(HERE, ANN, "expert")
    assert "no computer player “expert”" in replies[0].text
    assert len(await seats(service)) == 1


async def test_a_hard_computer_plays_a_whole_game_in_worker_processes(service):
    """Every hard move is worked out by a worker; the game still ends."""
    service.think_ms = 20
    await service.new(HERE, ANN, "usa")
    await service.addbot(HERE, ANN, "hard")
    await service.addbot(HERE, ANN, "normal")
    await service.leave(HERE, ANN)
    await service.start(HERE, ANN)
    for _ in range(400):
        if not await service.computer_pending():
            break
        await service.run_due()
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    assert record.status == "finished"
    assert service.thinkers.done >= 20
    service.thinkers.close()


async def test_hint_names_a_move_and_says_why(service):
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    for person in (ANN, BOB):
        await service.play(HERE, person, *await service.suggestion(HERE, person))
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    table = Table.model_validate_json(record.table)
    current = json.loads(record.state)["current"]
    person = ANN if table.seats[current].user == "ann" else BOB
    replies = await service.hint(HERE, person)
    text = replies[0].text
    assert "The computer would play: /ttr " in text
    assert "Why: " in text and text.rstrip().endswith(".")
    assert isinstance(replies[0].to, User) and replies[0].to.id == person.id
    assert len(replies) == 1


async def test_the_thinking_queue_is_bounded_and_keeps_the_loop_free():
    from engine.game import new_game
    from engine.rng import RandomStream
    thinkers = Thinkers(workers=2)
    state, _ = new_game("usa", ["a", "b"], 3)
    work = [asyncio.ensure_future(thinkers.run(computer_move, "usa", state, 0, "hard",
                                               RandomStream("q", i), 50))
            for i in range(4)]
    while not all(w.done() for w in work):
        before = asyncio.get_running_loop().time()
        await asyncio.sleep(0.01)
        # one in the pool's hands at most (one lane's share), the rest wait on the loop
        assert thinkers.queue.running <= 1 and thinkers.queue.waiting <= 3
        assert asyncio.get_running_loop().time() - before < 0.5
    actions = [w.result() for w in work]
    assert len(actions) == 4 and all(type(a).__name__ == "KeepTickets" for a in actions)
    assert thinkers.done == 4
    thinkers.close()


def test_reason_phrases_exist_in_every_language():
    from bot.i18n import languages
    for code in ("completes", "towards", "blocks", "blocks_route", "collects",
                 "collects_cards", "station", "tickets", "keep", "points", "siding", "move",
                 "keep_short", "points_late", "keep_cards"):
        for lang in languages():
            text = say(lang, Phrase(f"hint.why.{code}", {"ticket": "Denver – El Paso (4)",
                                                         "route": "Denver – Omaha"}))
            assert "{" not in text and text.endswith(".")
