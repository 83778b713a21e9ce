"""A tournament on the stand-in for Discord with the real client: three people join with
/ttr league tournament-join, the creator starts it, and each round's tables are games in
threads of their own under the tournament's channel (the first round's opened while the
start is answered, the second's by the scheduler when the first round ends); the channel
is told where each table is and, at the end, the standings. The standings' picture fits
the box of the other pictures."""

from __future__ import annotations

import asyncio
import io
import re
import time
from typing import Any

from PIL import Image

from bot.pictures import Pictures
from bot.replies import Actor, Channel
from render.standings import SIZE, render_standings
from tests import test_discord_wire as wire
from tests.discord_standin.live import Live
from tests.discord_standin.server import ANN, BOB, CAT, GUILD_ID, StandIn
from tests.test_discord_wire import new_service

#: the stand-in and the store, as in the wire tests
standin, store = wire.standin, wire.store


def in_thread(s: StandIn, payload: dict[str, Any], thread: int) -> dict[str, Any]:
    """A slash command's payload as typed in a thread."""
    payload.update(channel_id=str(thread), channel={**s.threads[thread],
                                                    "guild_id": str(GUILD_ID)},
                   app_permissions=str(s.app_permissions(thread)))
    return payload


async def until(check: Any, timeout: float = 60.0) -> None:
    """Wait until `check()` (a coroutine function) is true."""
    deadline = time.monotonic() + timeout
    while not await check():
        assert time.monotonic() < deadline, "the tournament did not move on"
        await asyncio.sleep(0.05)


async def test_a_tournament_s_rounds_are_games_in_threads_of_their_own(standin, store):
    standin.threads_allowed = True
    service = new_service(store)
    service.computer = "greedy"
    async with Live.running(standin, service) as live:
        await live.slash(ANN, "league tournament-create", map="usa", rounds=2, size=2,
                         level="greedy")
        await live.slash(BOB, "league tournament-join")
        await live.slash(CAT, "league tournament-join")
        assert standin.threads == {}  # nothing is played before the start
        await live.slash(ANN, "league tournament-start")
        first = list(standin.threads)
        assert [standin.threads[t]["name"] for t in first] == [
            "Tournament 1 · round 1 · table 1", "Tournament 1 · round 1 · table 2"]
        texts = standin.channel_texts()
        assert "Tournament 1, round 1: table 1." in texts
        assert "Tournament 1, round 1: table 2." in texts
        [round_one] = [t for t in texts if t.startswith("Tournament 1, round 1 of 2 begins:")]
        for n, thread in enumerate(first, start=1):  # each table's line links its thread
            assert re.search(rf"Table {n} \(game {n}\): .* · "
                             rf"https://discord.com/channels/{GUILD_ID}/{thread}", round_one)
            assert live.board(thread).components  # the game's live board, in its thread

        async def seats_to_computer(threads: list[int]) -> None:
            for thread in threads:
                for seat in (1, 2):
                    await live.send(in_thread(standin, standin.slash_payload(
                        ANN, "seat", player=str(seat), to="computer"), thread))

        await seats_to_computer(first)

        async def round_two() -> bool:
            record = await store.tournament(1)
            return record is not None and record.round == 2 and len(standin.threads) == 4
        await until(round_two)
        await live.settle()
        second = [t for t in standin.threads if t not in first]
        assert [standin.threads[t]["name"] for t in second] == [
            "Tournament 1 · round 2 · table 1", "Tournament 1 · round 2 · table 2"]
        assert any(t.startswith("Tournament 1, round 2 of 2 begins:")
                   for t in standin.channel_texts())
        await seats_to_computer(second)

        async def over() -> bool:
            record = await store.tournament(1)
            return record is not None and record.status == "finished"
        await until(over)
        await live.settle()
        [final] = [t for t in standin.channel_texts() if t.startswith("Tournament 1 is over.")]
        places = [line for line in final.splitlines() if re.match(r"\d\. ", line)]
        assert sorted(p.split(":")[0].split(". ")[1] for p in places) == ["Ann", "Bob", "Cat"]
        games = await store.tournament_games(1)
        assert [(g.round, g.table, g.status) for g in games] == [
            (1, 0, "finished"), (1, 1, "finished"), (2, 0, "finished"), (2, 1, "finished")]
        for g in games:  # every table was played in a thread of its own
            record = await store.game(g.game_id)
            assert record is not None and int(record.channel) in standin.threads


async def test_the_standings_picture_is_the_box_shape_and_sent_with_the_status(store):
    service = new_service(store)
    service.pictures = Pictures(enabled=True)
    place, ann = Channel("g", "c"), Actor("ann", "Ann")
    await service.tournaments.create(place, ann, "usa", "swiss", "1", "2")
    await service.tournaments.join(place, Actor("bob", "Bob"))
    await service.tournaments.start(place, ann)
    [status] = await service.tournaments.status(place, ann)
    [picture] = status.images
    image = Image.open(io.BytesIO(picture.data))
    assert image.size == SIZE == (1650, 1050)
    assert picture.name == "standings-1.png"
    many = render_standings("Tournament 1 · Ticket to Ride (USA)", ["#", "Player"],
                            [(i, f"P{i}", 0, 0, 0, 0) for i in range(1, 15)], "and 4 more")
    assert Image.open(io.BytesIO(many)).size == SIZE
