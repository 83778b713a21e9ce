"""PostgreSQL restarted while the real client plays (the stand-in for Discord, a throwaway
cluster of the test's own): the bot process never stops, a person's command during the
outage is answered in words and changes nothing, and the computer game goes on to its end
with its action log whole once the database is back."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.replies import Channel
from bot.service import TableService
from tests import test_discord_wire as wire
from tests.computer_tables import computer_table
from tests.discord_standin.live import Live
from tests.discord_standin.server import CHANNEL_ID, GUILD_ID, StandIn
from tests.pg_cluster import throwaway_cluster

PERSON = 4242
UNSAVED = "The table cannot save right now, so nothing changed. Please try again in a moment."


#: the stand-in, as in the wire tests
standin = wire.standin


async def _until(check, seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not await check():
        assert time.monotonic() < deadline, what
        await asyncio.sleep(0.05)


async def test_a_postgresql_restart_while_the_discord_bot_plays(standin):
    pytest.importorskip("asyncpg")
    from bot.store.postgres import PostgresStore

    with throwaway_cluster() as cluster:
        store = PostgresStore(cluster.url, max_size=4)
        await store.open()
        service = TableService(store, bot_delay=0.03, turn_limit=None)
        game_id = await computer_table(service, Channel(str(GUILD_ID), str(CHANNEL_ID)))
        live = await Live.connect(standin, service)
        try:
            async def played_some() -> bool:
                return (await store.game(game_id)).version >= 20

            await _until(played_some, 30, "the computer players did not start")
            await asyncio.to_thread(cluster.stop)
            outage_began = time.monotonic()
            await standin.send_interaction(standin.slash_payload(PERSON, "board"))
            await _until(lambda: _answered(standin), 10, "the command got no answer")
            await asyncio.sleep(0.5)  # scheduler rounds meet the outage
            await asyncio.to_thread(cluster.start)
            assert not live.runner.done(), "the bot process stopped with the database"

            async def finished() -> bool:
                try:
                    return (await store.game(game_id)).status == "finished"
                except Exception:  # the pool may still be finding its way back
                    return False

            await _until(finished, 90, "the game did not go on after the restart")
            assert time.monotonic() - outage_began < 90
            async def told() -> bool:  # the end reaches the channel, however busy
                return any("Final scores" in m.content for m in standin.channel_messages())

            await _until(told, 60, "the channel was not shown the end")
            await live.settle()
            assert not live.runner.done()
            assert standin.private_texts(PERSON) == [UNSAVED]
            log = await store.actions(game_id)
            assert [a.version for a in log] == list(range(1, len(log) + 1))
            assert (await store.game(game_id)).version == len(log)
            assert await service.store.reachable()
        finally:
            await live.close()
            await store.close()


async def _answered(standin: StandIn) -> bool:
    return bool(standin.private_texts(PERSON))
