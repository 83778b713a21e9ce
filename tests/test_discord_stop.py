"""Stopping on SIGTERM (what Docker, systemd and Kubernetes send): the real entry point
`python -m bot discord`, in its own process against the stand-in for Discord, finishes
the reply under way, stops its scheduler, closes the gateway and exits 0 within Docker's
10-second grace period; the game is stored as it was played."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from bot.i18n import say
from bot.service import Table
from bot.store import SqliteStore
from tests.discord_standin.live import button
from tests.discord_standin.server import ANN, BOB, CHANNEL_ID, GUILD_ID, StandIn

ROOT = Path(__file__).resolve().parent.parent
#: the entry point with only discord.py's REST base and gateway pointed at the stand-in
LAUNCH = """
import sys, yarl, discord.http, discord.gateway
discord.http.Route.BASE = sys.argv[1]
discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(sys.argv[2])
from bot.__main__ import main
sys.exit(main(["discord"]))
"""


async def until(condition, timeout: float = 90.0) -> None:
    async with asyncio.timeout(timeout):
        while not condition():
            await asyncio.sleep(0.02)


async def test_sigterm_delivers_the_reply_under_way_and_exits_cleanly(tmp_path):
    standin = StandIn()
    await standin.start()
    db = tmp_path / "stop.sqlite3"
    env = {**os.environ, "DISCORD_TOKEN": "stand-in-token", "DB_PATH": str(db),
           "PICTURES": "false", "SYNC_COMMANDS": "always", "LOG_LEVEL": "INFO",
           "BOT_DELAY": "0", "PYTHONPATH": str(ROOT)}
    log = tmp_path / "bot.log"
    with log.open("wb") as out:
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-c", LAUNCH, standin.api, standin.gateway, cwd=tmp_path,
            env=env, stdin=asyncio.subprocess.DEVNULL, stdout=out, stderr=out)
    try:
        await until(lambda: standin.identifies == 1 and standin.socket is not None)
        # the slash commands were synced through the stand-in on the way in
        assert any(r.method == "PUT" and r.path.endswith("/commands") and r.status == 200
                   for r in standin.requests)
        await standin.send_interaction(standin.slash_payload(ANN, "new", map="usa"))
        await until(lambda: any(m.components for m in standin.channel_messages()))
        lobby = max((m for m in standin.channel_messages() if m.components),
                    key=lambda m: int(m.data["id"]))
        # Bob joins; the edit of the lobby is slow to be answered, and SIGTERM comes
        standin.fail_next(r"^PATCH ", "slow", delay=1.5)
        await standin.send_interaction(standin.click_payload(
            BOB, lobby, button(lobby, "join")))
        await until(lambda: standin.in_flight > 0
                    and standin.requests[-1].method == "PATCH")
        process.send_signal(signal.SIGTERM)
        code = await asyncio.wait_for(process.wait(), 10)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
        await standin.stop()
    said = log.read_text()
    assert code == 0, said
    # the reply under way was delivered: the lobby shows Bob
    edit = next(r for r in standin.requests if r.method == "PATCH")
    assert edit.status == 200 and "Ann and Bob" in edit.payload["content"]
    assert "Bob joined" in standin.messages[int(lobby.data["id"])].content
    # the bot closed its one gateway connection (the stand-in never does by itself) with
    # a close frame of its own; the bot said it stopped
    assert len(standin.closes) == 1 and standin.closes[0] in (1000, 4000), said
    assert "stop signal" in said and "the scheduler stopped" in said
    assert said.rstrip().endswith("stopped") and "Traceback" not in said
    # the game is stored as played
    store = SqliteStore(db)
    await store.open()
    try:
        record = await store.channel_game(str(GUILD_ID), str(CHANNEL_ID))
        assert record is not None and record.status == "lobby"
        assert [s.name for s in Table.model_validate_json(record.table).seats] == \
            ["Ann", "Bob"]
    finally:
        await store.close()
    assert say("en", "lobby.joined", player="Bob") in \
        standin.messages[int(lobby.data["id"])].content
