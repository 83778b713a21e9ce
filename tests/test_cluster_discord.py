"""A bot process running some of the bot's shards (SHARD_COUNT, SHARD_IDS): it identifies
to the gateway as those shards only, and its scheduler plays only the games of servers
in them, against the local stand-in for Discord."""

from __future__ import annotations

import asyncio
import contextlib
import time

import pytest

from bot.discord.client import TableBot
from bot.replies import Channel
from bot.service import TableService
from bot.settings import Settings
from bot.shards import Shards, shard_of
from bot.store import SqliteStore
from tests.computer_tables import computer_table
from tests.discord_standin.live import TOKEN
from tests.discord_standin.server import CHANNEL_ID, GUILD_ID, StandIn

COUNT = 2
#: the shard the stand-in's server is in, and a server in the other one
OURS = shard_of(str(GUILD_ID), COUNT)
ELSEWHERE = str(((GUILD_ID >> 22) + 1) << 22)


class ShardedStandIn(StandIn):
    """The stand-in, noting the shard each IDENTIFY names."""

    def __init__(self) -> None:
        super().__init__()
        self.identified: list[list[int] | None] = []

    async def _identified(self, identify: dict) -> None:
        self.identified.append(identify.get("shard"))
        await super()._identified(identify)


@pytest.fixture
async def standin(monkeypatch):
    standin = ShardedStandIn()
    await standin.start()
    standin.point_discord_here(monkeypatch)
    yield standin
    await standin.stop()


async def test_a_process_runs_its_shards_and_plays_only_their_games(standin, tmp_path):
    assert shard_of(ELSEWHERE, COUNT) != OURS
    db = tmp_path / "shards.sqlite3"
    store = SqliteStore(db)
    await store.open()
    setup = TableService(store, bot_delay=0, turn_limit=None)
    ours = await computer_table(setup, Channel(str(GUILD_ID), str(CHANNEL_ID)))
    theirs = await computer_table(setup, Channel(ELSEWHERE, "1"))
    versions = {g: (await store.game(g)).version for g in (ours, theirs)}
    await store.close()

    settings = Settings(discord_token=TOKEN, sync_commands="never", db_path=db,
                        pictures=False, bot_delay=0, turn_limit=0, shard_count=COUNT,
                        shard_ids=[OURS], _env_file=None)
    bot = TableBot(settings)
    bot._connection.guild_ready_timeout = 0.05
    runner = asyncio.create_task(bot.start(TOKEN))
    try:
        await asyncio.wait_for(bot.wait_until_ready(), 10)
        assert standin.identified == [[OURS, COUNT]]
        assert bot.shard_count == COUNT and list(bot.shards) == [OURS]
        assert bot.adapter is not None
        service = bot.adapter.service
        assert service.shards == Shards(COUNT, frozenset({OURS}))
        service.takeover_after = 3600.0  # the other shard's process is only slow
        deadline = time.monotonic() + 20
        while (await service.store.game(ours)).status != "finished":
            assert time.monotonic() < deadline, "the bot did not play its shard's game"
            await asyncio.sleep(0.05)
        assert (await service.store.game(theirs)).version == versions[theirs]
        played = await service.store.actions(ours)
        assert len(played) > versions[ours] and {a.actor for a in played[versions[ours]:]} \
            == {"computer"}
        assert any(m.content for m in standin.channel_messages())
    finally:
        await bot.close()
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.wait_for(runner, 10)
