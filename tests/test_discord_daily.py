"""The daily challenge on Discord, through discord.py's own objects against the fake
Discord of test_discord_dispatch: `/ttr league daily` deals in a private thread that only
its person is added to (the channel shows nothing of it), the bot lacking the permission
says which, and the day's results are posted once to the channel a manager chose, by the
scheduler, after the day."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from types import SimpleNamespace
from typing import Any

import pytest

from bot.i18n import say
from tests.discord_standin.server import text_of
from tests.test_discord_dispatch import (
    ANN,
    BOB,
    CHANNEL_ID,
    GUILD_ID,
    private_texts,
)
from tests.test_discord_threads import (  # noqa: F401
    ALL,
    PLAIN,
    SEND,
    VIEW,
    Threads,
    harness,
    interaction,
)

CREATE_PRIVATE_THREADS = 1 << 36
PRIVATE_THREAD = 12
DAY = datetime(2026, 11, 27, 9, 0, tzinfo=UTC).timestamp()


class PrivateThreads(Threads):
    """The fake Discord's private threads: made under the channel, people added."""

    def __init__(self, h: Any) -> None:
        super().__init__(h)
        self.members: dict[int, list[int]] = {}

    def answer(self, call: SimpleNamespace) -> Any:
        if call.method == "POST" and call.path == f"/channels/{CHANNEL_ID}/threads":
            thread = self.h.fake.snowflake()
            self.made[thread] = {
                "id": str(thread), "type": call.payload["type"], "guild_id": str(GUILD_ID),
                "parent_id": str(CHANNEL_ID), "name": call.payload["name"],
                "invitable": call.payload.get("invitable"), "owner_id": "1",
                "member_count": 1, "message_count": 0,
                "thread_metadata": {"archived": False, "locked": False,
                                    "auto_archive_duration": 10080,
                                    "archive_timestamp": "2026-11-27T09:00:00+00:00"}}
            self.members[thread] = []
            return self.made[thread]
        member = re.fullmatch(r"/channels/(\d+)/thread-members/(\d+)", call.path)
        if call.method == "PUT" and member:
            self.members[int(member[1])].append(int(member[2]))
            return None
        return PLAIN

    def texts(self, thread: int) -> list[str]:
        return [text_of(c.payload) for c in self.h.fake.calls
                if c.method == "POST" and c.path == f"/channels/{thread}/messages"]


async def daily(h: Any, user: int, *, permissions: int = ALL | CREATE_PRIVATE_THREADS,
                manager: bool = False, command: str = "daily", group: str = "league",
                **options: str) -> None:
    """/ttr GROUP COMMAND OPTIONS by the user."""
    data = interaction(h, 2, user, permissions=permissions, manager=manager)
    data["data"] = {"id": "1", "name": "ttr", "type": 1, "options": [{
        "name": group, "type": 2, "options": [{
            "name": command, "type": 1,
            "options": [{"name": k, "type": 3, "value": v} for k, v in options.items()]}]}]}
    await h.dispatch(data)


@pytest.fixture(autouse=True)
def few_worlds(monkeypatch):
    """The daily computer searches 2 worlds a move here, not its 12: the same moves for
    the same position all the same, at a test's speed."""
    monkeypatch.setattr("bot.league.daily.WORLDS", 2)


async def test_the_daily_deal_is_played_in_a_private_thread_and_posted_after_the_day(harness):  # noqa: F811
    h = harness
    service = h.bot.adapter.service
    now = [DAY]
    service.clock = lambda: now[0]
    t = PrivateThreads(h)
    await daily(h, ANN, map="usa")
    [thread] = t.made
    assert t.made[thread]["type"] == PRIVATE_THREAD and t.made[thread]["invitable"] is False
    assert t.made[thread]["name"] == "Daily Ticket to Ride (USA) 2026-11-27"
    assert t.members[thread] == [ANN]
    assert h.fake.channel_posts() == []  # the channel sees nothing of the deal
    posts = t.texts(thread)
    assert posts[0].startswith("Daily challenge of 2026-11-27: Ticket to Ride (USA), Ann "
                               "against a hard computer player.")
    assert any("begins! Seat order:" in p for p in posts)
    told = private_texts(h)[0]
    assert told.startswith("Your daily challenge (Ticket to Ride (USA)) is dealt in ")
    assert str(thread) in told
    record = await service.store.channel_game(str(GUILD_ID), str(thread))
    assert record is not None and record.status == "playing"
    # one attempt a day
    await daily(h, ANN, map="usa")
    assert private_texts(h)[-1] == say("en", "error.daily_played",
                                       game=say("en", "game.usa"))
    assert len(t.made) == 1
    # without the permission to open private threads the asker is told which
    await daily(h, BOB, permissions=VIEW | SEND)
    assert private_texts(h)[-1] == ("I cannot open your private thread for the daily "
                                    "challenge here. I need: Create Private Threads and Send "
                                    "Messages in Threads.")
    assert await service.store.daily_rows(str(GUILD_ID), "2026-11-27", "2026-11-27") \
        and len(await service.store.daily_rows(str(GUILD_ID), "2026-11-27",
                                               "2026-11-27")) == 1  # Bob may try again
    # a manager chooses this channel for the results; the scheduler posts them after the day
    await daily(h, ANN, manager=True, group="settings", command="daily-channel")
    [chosen] = [text_of(c.payload) for c in h.fake.calls
                if "daily challenge's results" in text_of(c.payload or {})]
    assert chosen.startswith("Ann chose ")
    await service.seat(record.id, _actor(), "Ann", "computer")
    await service.drain(h.bot.adapter.scheduled, sleep=_no_wait)
    before = len(h.fake.channel_posts())
    await service.scheduler._round(h.bot.adapter.scheduled, 60.0)
    await service.settle()
    assert len(h.fake.channel_posts()) == before  # not before the day is over
    now[0] += 86400
    await service.scheduler._round(h.bot.adapter.scheduled, 60.0)
    await service.settle()
    [posted] = [text_of(c.payload) for c in h.fake.channel_posts()[before:]]
    lines = posted.splitlines()
    assert lines[:2] == ["The daily challenge of 2026-11-27 is over. The results:",
                         "Daily challenge of 2026-11-27: Ticket to Ride (USA)"]
    assert re.fullmatch(r"1\. Ann: \d+ points, [+-]?\d+ against the computer \(\d+\)", lines[2])
    assert lines[3] == f"Replays (/ttr league replay <number>): #{record.id}"
    now[0] += 3600
    await service.scheduler._round(h.bot.adapter.scheduled, 60.0)
    await service.settle()
    assert len(h.fake.channel_posts()) == before + 1  # once


def _actor() -> Any:
    from bot.replies import Actor
    return Actor(str(ANN), "Ann", manager=True)


async def _no_wait(_: float) -> None:
    return None

