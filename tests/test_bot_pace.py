"""Clicks faster than a person can make them get one polite "slow down" and change
nothing; a person's pace never meets it."""

from __future__ import annotations

import pytest

from bot.replies import Actor, Channel
from bot.service import TableService
from bot.service.pace import Pace
from bot.settings import Settings
from bot.store import SqliteStore
from bot.wiring import open_service

HERE = Channel("g", "pace")
ANN, BOB = Actor("ann", "Ann"), Actor("bob", "Bob")
SLOW_DOWN = ("Easy there: that was faster than the table can follow. Please wait a moment "
             "between clicks.")


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def store(tmp_path):
    s = SqliteStore(tmp_path / "pace.sqlite3")
    await s.open()
    yield s
    await s.close()


async def test_a_burst_of_clicks_gets_one_slow_down_and_changes_nothing(store):
    clock = Clock()
    service = TableService(store, bot_delay=0, seeds=lambda: 1, pace=Pace(clock))
    await service.new(HERE, ANN, "usa")
    game = await store.channel_game(HERE.guild, HERE.channel)
    join = f"ttr:{game.id}:0:join"
    answers = [await service.press(BOB, join, (), HERE) for _ in range(40)]
    texts = [[r.text for r in a] for a in answers]
    assert "Bob joined" in texts[0][0]
    assert texts[1:6] == [[texts[1][0]]] * 5  # "you already sit here": counted, answered
    assert texts[6] == [SLOW_DOWN] and answers[6][0].ephemeral
    assert texts[7:] == [[]] * 33  # the rest of the burst: nothing, no second message
    assert (await store.game(game.id)).version == game.version + 1
    # Ann, clicking at her own pace meanwhile, is not held up by Bob's burst
    ann = await service.press(ANN, join, (), HERE)
    assert ann and ann[0].text not in (SLOW_DOWN, "")
    clock.now += 1.0  # a pause: Bob may click again
    again = await service.press(BOB, f"ttr:{game.id}:1:leave", (), HERE)
    assert again and again[0].text != SLOW_DOWN


def test_a_persons_pace_never_meets_the_limit():
    clock = Clock()
    pace = Pace(clock)
    for _ in range(300):  # five clicks a second, for a minute
        assert pace.check("ann") == "ok"
        clock.now += 0.2


def test_the_limit_comes_from_the_settings(tmp_path):
    assert Settings(_env_file=None).clicks_per_second == 6
    assert Settings(_env_file=None, clicks_per_second=0).clicks_per_second == 0


async def test_the_running_bot_is_paced_and_the_console_is_not(tmp_path):
    settings = Settings(_env_file=None, pictures=False, clicks_per_second=4)
    async with open_service(settings, db=tmp_path / "a.sqlite3") as service:
        assert service.pace is not None and service.pace.most == 4
    async with open_service(settings, db=tmp_path / "b.sqlite3", paced=False) as service:
        assert service.pace is None


async def test_typed_commands_are_paced_together_with_clicks(store):
    """A script typing /ttr join forty times at once: the same one slow-down, nothing of
    the rest reaches the table, and the clicks of the same burst count with them."""
    clock = Clock()
    service = TableService(store, bot_delay=0, seeds=lambda: 1, pace=Pace(clock))
    await service.new(HERE, ANN, "usa")
    game = await store.channel_game(HERE.guild, HERE.channel)
    ran: list[int] = []

    async def join() -> list:
        ran.append(1)
        return await service.join(HERE, BOB)

    typed = [await service.typed(BOB, join) for _ in range(3)]
    clicked = [await service.press(BOB, f"ttr:{game.id}:0:join", (), HERE) for _ in range(3)]
    rest = [await service.typed(BOB, join) for _ in range(34)]
    assert "Bob joined" in typed[0][0].text
    assert [[r.text for r in a] for a in rest] == [[SLOW_DOWN]] + [[]] * 33
    assert len(ran) == 3 and all(clicked)
    assert (await store.game(game.id)).version == game.version + 1
    clock.now += 1.0
    assert (await service.typed(BOB, join))[0].text != SLOW_DOWN
