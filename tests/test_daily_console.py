"""The daily challenge through the console: two people on the same day get the same deal,
each in their own place, once; the day is ranked; the results are posted once after the
day, and the replay opens then."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.console.runner import Console
from bot.league.daily import daily_seed
from bot.replies import Reply
from bot.service import TableService
from bot.settings import Settings
from bot.wiring import open_service
from tests.postgres_server import fresh_database

DAY = datetime(2026, 11, 27, 10, 0, tzinfo=UTC).timestamp()


class Heard:
    """Every reply the console printed, in order."""

    def __init__(self) -> None:
        self.replies: list[Reply] = []

    async def __call__(self, replies: list[Reply], status: str | None = None) -> None:
        self.replies += replies

    def to(self, where: str) -> list[str]:
        return [r.text for r in self.replies
                if (f"#{r.to.channel}" if hasattr(r.to, "channel") else f"@{r.to.id}") == where]


Line = Callable[[str], Awaitable[list[str]]]


@asynccontextmanager
async def scripted(where: Path | str, now: list[float], heard: Heard, *, seed: int,
                   first: tuple[str, ...] = ()) -> AsyncIterator[tuple[TableService, Line]]:
    """A service on the clock `now` over SQLite in the folder `where` (PostgreSQL at the
    URL `where`) and a console on it (`max` manages the server): each line run, the
    computer players' moves after it, and the texts it brought; the lines `first` run
    already."""
    url = where if isinstance(where, str) else None
    settings = Settings(discord_token=None, database_url=url, _env_file=None)
    db = None if url else Path(where) / "c.sqlite3"
    async with open_service(settings, db=db, pictures=False, bot_delay=0, seed=seed,
                            paced=False) as service:
        service.clock = lambda: now[0]
        service.think_ms = 5
        console = Console(service, heard, admins=["max"])

        async def no_wait(_: float) -> None:
            return None

        async def line(text: str) -> list[str]:
            before = len(heard.replies)
            await console.run_line(text)
            await service.drain(heard, sleep=no_wait)
            return [r.text for r in heard.replies[before:]]

        for text in first:
            await line(text)
        yield service, line


#: a game of two people begun in #general
TWO_PEOPLE = ("ann /ttr new usa", "bob /ttr join", "ann /ttr start")


def final_scores(text: str) -> dict[str, int]:
    """name -> points from a game's final message."""
    return {re.sub(r" \(computer.*\)$", "", m[1]): int(m[2])
            for m in re.finditer(r"^\d\. (.+?): (\d+)", text, re.M)}


@pytest.fixture(params=["sqlite", "postgres"])
async def where(request, tmp_path) -> AsyncIterator[Path | str]:
    """Where the service keeps its games: a SQLite file, or a new PostgreSQL database."""
    if request.param == "sqlite":
        yield tmp_path
        return
    async with fresh_database() as url:
        yield url


@pytest.fixture(autouse=True)
def few_worlds(monkeypatch):
    """The daily computer searches 2 worlds a move here, not its 12: the same moves for
    the same position all the same, at a test's speed."""
    monkeypatch.setattr("bot.league.daily.WORLDS", 2)


async def test_two_people_get_the_same_deal_once_and_the_day_is_ranked(where):
    now = [DAY]
    heard = Heard()
    async with scripted(where, now, heard, seed=1) as (service, line):

        places = {}
        for who, typed in (("ann", "usa"), ("bob", "")):
            opened = await line(f"{who} /ttr daily {typed}")
            found = re.fullmatch(r"Your daily challenge \(Ticket to Ride \(USA\)\) is dealt in "
                                 r"(#daily-usa-\d{6}): only you see it\.", opened[0])
            assert found, opened[0]
            places[who] = found[1]
        assert places["ann"] != places["bob"]
        ann_hand, bob_hand = heard.to("@ann")[1], heard.to("@bob")[1]
        assert ann_hand == bob_hand  # the same cards and tickets
        assert heard.to("#general") == []  # no deal shown where others are
        assert "Daily challenge of 2026-11-27: Ticket to Ride (USA), ann against a hard computer " \
            "player." in heard.to(places["ann"])[0]
        assert heard.to(places["ann"])[1].startswith(
            "Ticket to Ride (USA) begins! Seat order: Ada (computer, hard) and ann.")
        again = await line("ann /ttr daily usa")
        assert again == ["You have already played today's daily challenge of Ticket to Ride "
                         "(USA); a new one comes tomorrow (UTC). See /ttr league daily-results."]
        for who in ("ann", "bob"):
            await line(f"{places[who]} {who} /ttr seat {who} computer")
        finals = {who: final_scores(next(t for t in heard.to(places[who])
                                         if "Final scores" in t)) for who in ("ann", "bob")}
        margins = {}
        for who, scores in finals.items():
            computer = next(v for k, v in scores.items() if k != who)
            margins[who] = (scores[who] - computer, scores[who], computer)
        order = sorted(margins, key=lambda w: (-margins[w][0], -margins[w][1]))
        [results] = await line("cat /ttr daily results")
        expected = ["Daily challenge of 2026-11-27: Ticket to Ride (USA)"] + [
            f"{i}. {w}: {margins[w][1]} points, "
            f"{'+' if margins[w][0] > 0 else ''}{margins[w][0]} against the computer "
            f"({margins[w][2]})" for i, w in enumerate(order, start=1)] + [
            "Your streak: 0 days in a row."]
        assert results.splitlines() == expected
        [mine] = await line("ann /ttr daily results usa 2026-11-27")
        assert mine.splitlines()[-1] == "Your streak: 1 day in a row."
        [refused] = await line("ann /ttr daily results usa yesterday")
        assert refused == ("“yesterday” is not a day: write it as 2026-11-27 (a month as "
                           "2026-11).")
        [month] = await line("ann /ttr daily month")
        assert month.splitlines()[0] == "Daily challenges of 2026-11: all games"
        assert len(month.splitlines()) == 3
        # the replay waits for the end of the day
        ann_game = (await service.store.channel_game("console", places["ann"][1:])).id
        [early] = await line(f"bob /ttr replay {ann_game}")
        assert early == (f"Game #{ann_game} is a daily challenge: its replay opens when the "
                         "day (UTC) is over.")
        # the results channel: nothing before the day is over, once after it
        [chosen] = await line("max /ttr daily-channel #results")
        assert chosen == ("max chose #results for the daily challenge's results: each day's "
                          "are posted there once the day (UTC) is over.")
        assert await service.daily.post_results() == []
        now[0] += 86400
        posted = await service.daily.post_results()
        assert [r.to.channel for r in posted] == ["results"]
        text = posted[0].text.splitlines()
        assert text[:2] == ["The daily challenge of 2026-11-27 is over. The results:",
                            expected[0]]
        assert text[2:4] == expected[1:3]
        now[0] += 120
        assert await service.daily.post_results() == []
        [late] = await line(f"bob /ttr replay {ann_game}")
        assert late.startswith(f"The replay of game #{ann_game}")
        # a new day, a new deal
        assert daily_seed("console", "2026-11-28", "usa") != daily_seed(
            "console", "2026-11-27", "usa")
        opened = await line("ann /ttr daily usa")
        assert opened[0].startswith("Your daily challenge")


async def test_the_computer_answers_the_same_moves_alike_for_everyone(tmp_path):
    """Bob makes the moves Ann made, turn for turn, on a machine that gives the computer
    far more time in his game than in hers: the hard computer still answers them with the
    same moves (it searches a fixed number of worlds, not for as long as a busy machine
    allows)."""
    from bot.commands import command_line
    from bot.replies import Actor, Channel

    now = [DAY]
    heard = Heard()
    async with scripted(tmp_path, now, heard, seed=1) as (service, line):
        places, moves = {}, []
        for who, think_ms in (("ann", 5), ("bob", 400)):
            service.think_ms = think_ms
            opened = await line(f"{who} /ttr daily usa")
            places[who] = re.search(r"#(daily-usa-\d{6})", opened[0])[1]
            for turn in range(4):  # Ann's suggested moves, then the same typed by Bob
                if who == "ann":
                    found = await service.suggestion(Channel("console", places["ann"]),
                                                     Actor("ann", "ann"))
                    assert found is not None
                    moves.append(command_line(*found))
                await line(f"#{places[who]} {who} {moves[turn]}")
        seen = {who: [t.replace(who, "X") for t in heard.to(f"#{places[who]}")]
                for who in ("ann", "bob")}
        assert seen["ann"] == seen["bob"]
        assert sum("(computer, hard) claimed" in t or "(computer, hard) took" in t
                   for t in seen["ann"]) >= 3
