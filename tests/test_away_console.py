"""Away mode through the console: the person's turns are played by the computer at once,
each table told once; back (or the time running out) gives the seat back; a bad duration
changes nothing; the daily digest lists the games waiting for a move, once a day."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from bot.commands import command_line
from bot.replies import Actor, Channel
from tests.test_daily_console import (
    TWO_PEOPLE,
    Heard,
    scripted,
    where,  # noqa: F401
)

DAY = datetime(2026, 11, 27, 10, 0, tzinfo=UTC).timestamp()
HERE = Channel("console", "general")
ANN = Actor("ann", "ann")


async def test_away_mode_passes_turns_and_back_takes_them_again(where):  # noqa: F811
    now = [DAY]
    heard = Heard()
    async with scripted(where, now, heard, seed=3, first=TWO_PEOPLE) as (service, line):
        for typed in ("0d", "31d", "9999999999999d", "2x", "²d", "-1h", "1.5d"):
            assert await line(f"bob /ttr away {typed}") == [
                f"“{typed}” is not a time away: write it as 30m, 12h, 2d or 1w (from a minute "
                "to 30 days)."]
        assert await service.store.get_setting("user:bob", "away_until") is None
        said = await line("bob /ttr away 2d")
        assert said[:2] == [
            "You are away until 2026-11-29 10:00 UTC: the computer plays your turns in your 1 "
            "game from now on. /ttr settings back when you are back.",
            "bob is away until 2026-11-29 10:00 UTC: the computer plays their turns meanwhile."
            "\nWaiting for bob and ann to choose their tickets."]
        assert re.fullmatch(r"bob kept \d tickets and returned \d\.\n"
                            r"Waiting for ann to choose their tickets\.", said[2])
        # ann moves; bob's turn is played at once and it is ann's move again
        for _ in range(3):
            command, args = await service.suggestion(HERE, ANN)
            before = len(heard.replies)
            await line(f"ann {command_line(command, args)}")
            table = [r.text for r in heard.replies[before:] if r.to == HERE]
            assert table[-1].startswith("bob ") and table[-1].endswith("it is ann's move."), \
                table
        assert sum("is away" in r.text for r in heard.replies) == 1  # the table told once
        back = await line("bob /ttr back")
        assert back[0] == "Welcome back: your seat in 1 game is yours again."
        assert back[1].startswith("bob is back and plays their own turns again.")
        while (suggested := await service.suggestion(HERE, ANN)) is not None:
            after = await line(f"ann {command_line(*suggested)}")
        assert after[0].endswith("it is bob's move.")  # bob's own turn now: it waits
        assert await service.computer_pending() is False
        # a game begun while bob is away is played for him too (from the scheduler's next look)
        await line("bob /ttr away 1h")
        assert await service.away_mode.chores() == []  # nothing new yet
        for text in ("#second ann /ttr new usa", "#second bob /ttr join",
                     "#second ann /ttr start"):
            await line(text)
        now[0] += 61
        assert await service.away_mode.chores() == []  # looked for new games 61 s ago
        now[0] += 600
        told = await service.away_mode.chores()
        assert [t.text.splitlines()[0] for t in told] == [
            "bob is away until 2026-11-27 11:00 UTC: the computer plays their turns meanwhile."]
        await service.drain(heard, sleep=_no_wait)
        second = await service.store.channel_game("console", "second")
        assert '"away":true' in second.table
        await line("#second ann /ttr abort")
        # time away runs out by itself
        now[0] += 3000
        told = await service.away_mode.chores()
        assert [t.text.splitlines()[0] for t in told if t.to == HERE] == [
            "bob is back and plays their own turns again."]
        assert await service.store.get_setting("user:bob", "away_until") is None
        # the daily digest: the games waiting for the person's move, once a day
        assert await line("bob /ttr digest maybe") == [
            "“maybe” is not a value for digest."]
        assert await line("ann /ttr digest on") == [
            "Once a day I will send you a direct message listing the games waiting for your "
            "move."]
        assert await line("bob /ttr digest on") != []
        game = (await service.read(HERE)).id
        now[0] += 61
        digest = await service.away_mode.chores()
        # (bob's turn was played when he went away: the game waits for ann)
        assert [(d.to.id, d.text) for d in digest] == [(
            "ann", f"1 game is waiting for your move:\n#{game} (Ticket to Ride (USA)): "
            "#general")]
        now[0] += 61
        assert await service.away_mode.chores() == []  # once a day
        assert await line("bob /ttr digest off") == ["No more daily digest."]


async def _no_wait(_: float) -> None:
    return None


async def test_a_table_that_holds_the_clock_waits_for_the_person_away(where):  # noqa: F811
    now = [DAY]
    heard = Heard()
    first = ("ann /ttr new usa 10m away:hold", "bob /ttr join", "ann /ttr start")
    async with scripted(where, now, heard, seed=3, first=first) as (service, line):
        assert ("While a player is away (/ttr settings away), the table waits for them: their "
                "turn clock is held.") in heard.replies[0].text
        said = await line("bob /ttr away 1d")
        assert said[1].startswith("bob is away until 2026-11-28 10:00 UTC: the table waits for "
                                  "them, their turn clock held.")
        record = await service.read(HERE)
        assert record.due is None  # no reminder, no timeout while bob is away
        assert '"computer":null' in record.table and '"away":true' in record.table
        now[0] += 3600
        back = await line("bob /ttr back")
        assert back[1].startswith("bob is back and plays their own turns again.")
        record = await service.read(HERE)
        assert (record.due.what, record.due.at) == ("reminder", now[0] + 300)  # time anew
        assert await line("#other ann /ttr new usa away:sometimes") == [
            "“sometimes” is not a value for away."]
        assert await service.store.channel_game("console", "other") is None
