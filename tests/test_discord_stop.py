"""Stopping on SIGTERM (what Docker, systemd and Kubernetes send): the real entry point
`python -m bot discord`, in its own process against the stand-in for Discord, finishes
the reply under way, stops its scheduler, closes the gateway and exits 0 within Docker's
10-second grace period; the game is stored as it was played. Replies it could not send
in time are kept in the database and delivered at the next start, each exactly once."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

import bot.discord.client as client_module
from bot.discord.outbox import load_batch
from bot.i18n import say
from bot.replies import Channel, User
from bot.service import Table, TableService
from bot.store import SqliteStore
from tests.discord_standin.live import Live, button
from tests.discord_standin.server import ANN, BOB, CAT, CHANNEL_ID, GUILD_ID, StandIn, text_of

ROOT = Path(__file__).resolve().parent.parent
#: the entry point with only discord.py's REST base and gateway pointed at the stand-in
LAUNCH = """
import sys, yarl, discord.http, discord.gateway
discord.http.Route.BASE = sys.argv[1]
discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(sys.argv[2])
from bot.__main__ import main
sys.exit(main(["discord"]))
"""
#: Docker's grace period between SIGTERM and SIGKILL
GRACE = 10


async def until(condition, timeout: float = 90.0) -> None:
    async with asyncio.timeout(timeout):
        while not condition():
            await asyncio.sleep(0.02)


async def launch(standin: StandIn, db: Path, log: Path) -> asyncio.subprocess.Process:
    """`python -m bot discord` on the database `db`, against the stand-in, logging at
    INFO to `log` (appended); returns once it is connected."""
    env = {**os.environ, "DISCORD_TOKEN": "stand-in-token", "DB_PATH": str(db),
           "PICTURES": "false", "SYNC_COMMANDS": "always", "LOG_LEVEL": "INFO",
           "BOT_DELAY": "0", "PYTHONPATH": str(ROOT)}
    identified = standin.identifies
    with log.open("ab") as out:
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-c", LAUNCH, standin.api, standin.gateway, cwd=db.parent,
            env=env, stdin=asyncio.subprocess.DEVNULL, stdout=out, stderr=out)
    try:
        await until(lambda: standin.identifies == identified + 1
                    and standin.socket is not None)
    except BaseException:
        await ended(process)
        raise
    return process


async def ended(process: asyncio.subprocess.Process) -> None:
    """Make sure the process is gone (a failing test leaves nothing running)."""
    if process.returncode is None:
        process.kill()
        await process.wait()


async def test_sigterm_delivers_the_reply_under_way_and_exits_cleanly(tmp_path):
    standin = StandIn()
    await standin.start()
    db = tmp_path / "stop.sqlite3"
    log = tmp_path / "bot.log"
    process = await launch(standin, db, log)
    try:
        # the slash commands were synced through the stand-in on the way in
        assert any(r.method == "PUT" and r.path.endswith("/commands") and r.status == 200
                   for r in standin.requests)
        await standin.send_interaction(standin.slash_payload(ANN, "new", map="usa"))
        await until(lambda: any(m.components for m in standin.channel_messages()))
        lobby = max((m for m in standin.channel_messages() if m.components),
                    key=lambda m: int(m.data["id"]))
        # Bob joins; the edit of the lobby is slow to be answered, and SIGTERM comes
        standin.fail_next(r"^PATCH ", "slow", delay=1.5)
        clicked = len(standin.requests)
        await standin.send_interaction(standin.click_payload(
            BOB, lobby, button(lobby, "join")))
        # the slow edit under way (other requests may have come in beside it)
        await until(lambda: standin.in_flight > 0
                    and any(r.method == "PATCH" for r in standin.requests[clicked:]))
        process.send_signal(signal.SIGTERM)
        code = await asyncio.wait_for(process.wait(), GRACE)
    finally:
        await ended(process)
        await standin.stop()
    said = log.read_text()
    assert code == 0, said
    # the reply under way was delivered: the lobby shows Bob
    # (the lobby's edit carries its buttons; the answer to /ttr new before it, naming the
    # permissions that would give the game a thread, has none)
    edit = next(r for r in standin.requests if r.method == "PATCH" and r.payload.get("components"))
    assert edit.status == 200 and "Ann and Bob" in text_of(edit.payload)
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


async def test_replies_not_sent_before_sigterm_are_kept_and_sent_once_at_the_next_start(
        tmp_path):
    """Ann starts a three-person game while Discord answers each post slowly: the board
    and some hands go out before the stop's time runs out, the rest is kept in the
    database (never in the log) and goes out when the bot starts again. Everyone gets
    their hand exactly once; Ann, who started, is told the rest follows."""
    standin = StandIn()
    await standin.start()
    db, log = tmp_path / "stop.sqlite3", tmp_path / "bot.log"
    process = await launch(standin, db, log)
    try:
        await standin.send_interaction(standin.slash_payload(ANN, "new", map="usa"))
        await until(lambda: any(m.components for m in standin.channel_messages()))
        for user in (BOB, CAT):
            lobby = max((m for m in standin.channel_messages() if m.components),
                        key=lambda m: int(m.data["id"]))
            joined = len(standin.requests)
            await standin.send_interaction(standin.click_payload(
                user, lobby, button(lobby, "join")))
            await until(lambda since=joined: any(
                r.path.endswith("@original") and r.method == "PATCH"
                for r in standin.requests[since:]))
        # every post to a channel or a DM takes a second to be answered: the board and
        # three hands (each a DM channel, then the message) take longer than the stop's
        # time to send as usual
        standin.fail_next(r"^(POST|PATCH) /(channels|users)/", "slow", delay=1.0,
                          times=100)
        await standin.send_interaction(standin.slash_payload(ANN, "start"))
        await until(lambda: standin.in_flight > 0 and standin.requests[-1].method == "PATCH")
        process.send_signal(signal.SIGTERM)
        code = await asyncio.wait_for(process.wait(), GRACE)
        first_run = len(standin.requests)
        before = {user: len(standin.dms(user)) for user in (ANN, BOB, CAT)}
        assert code == 0, log.read_text()
        assert sum(before.values()) < 3  # some hand was not sent before the stop
        said = log.read_text()
        assert "kept" in said and "Traceback" not in said
        # the next start sends what was kept, before anything else
        standin.faults.clear()
        process = await launch(standin, db, log)
        await until(lambda: all(standin.dms(user) for user in (ANN, BOB, CAT)), 30)
        process.send_signal(signal.SIGTERM)
        code = await asyncio.wait_for(process.wait(), GRACE)
    finally:
        await ended(process)
        await standin.stop()
    assert code == 0
    # each person got their hand once: the ones sent before the stop were not sent again
    hands = {user: standin.dms(user) for user in (ANN, BOB, CAT)}
    assert all(len(dms) == 1 and "Your cards" in dms[0].content for dms in hands.values())
    assert len({dms[0].content for dms in hands.values()}) == 3
    resent = [r for r in standin.requests[first_run:]
              if r.method == "POST" and r.path.endswith("/messages")]
    assert len(resent) == 3 - sum(before.values())  # only what was kept, nothing twice
    # the board shows the game begun, once; Ann was told the rest would follow
    begun = say("en", "table.started", game="", order="").split("!")[0].strip()
    assert len([t for t in standin.channel_texts() if begun in t]) == 1
    assert say("en", "restarting") in standin.private_texts(ANN)
    # the hands never reached the log, not even the kept ones
    said = log.read_text()
    for dms in hands.values():
        assert not [line for line in dms[0].content.splitlines()[1:] if line in said]
    assert said.count("kept") >= 1 and "sent on" in said
    store = SqliteStore(db)
    await store.open()
    try:
        assert await store.take_kept_replies() == []  # nothing left over
        record = await store.channel_game(str(GUILD_ID), str(CHANNEL_ID))
        assert record is not None and record.status == "playing"
    finally:
        await store.close()


async def test_a_reply_cut_off_on_its_way_is_kept_with_the_rest_of_its_batch(
        tmp_path, monkeypatch):
    """A direct message whose request Discord never answers is cut off when the stop's
    time runs out: it and the rest of its batch are kept (in the order made, with their
    game's channel) and sent when the bot is started again."""
    monkeypatch.setattr(client_module, "SEND_FOR", 0.3)
    monkeypatch.setattr(client_module, "CUT_AFTER", 0.3)
    standin = StandIn()
    await standin.start()
    standin.point_discord_here(monkeypatch)
    store = SqliteStore(tmp_path / "cut.sqlite3")
    await store.open()
    try:
        live = await Live.connect(standin, TableService(store, turn_limit=None))
        try:
            await live.slash(ANN, "new", map="usa")
            await live.click(BOB, live.board(), "join")
            standin.fail_next(rf"^POST /channels/(?!{CHANNEL_ID})\d+/messages$", "slow",
                              delay=60)
            await standin.send_interaction(standin.slash_payload(ANN, "start"))
            await until(lambda: standin.in_flight > 0 and standin.requests[-1].path
                        .startswith("/channels/") and standin.requests[-1].method == "POST")
        finally:
            await live.close()
        [kept] = await store.take_kept_replies()
        replies, place = load_batch(kept.replies)
        assert place == Channel(str(GUILD_ID), str(CHANNEL_ID)) and kept.guild == str(GUILD_ID)
        assert len(replies) == 2 and all(isinstance(r.to, User) for r in replies)
        assert all(r.hand for r in replies)  # each is still its player's hand message
        assert {r.to.id for r in replies} == {str(ANN), str(BOB)}
        assert all(standin.dms(user) == [] for user in (ANN, BOB))
        await store.keep_replies(kept, 0.0)
        # started again (a Discord whose unanswered request is gone with the process)
        await standin.stop()
        standin = StandIn()
        await standin.start()
        standin.point_discord_here(monkeypatch)
        async with Live.running(standin, TableService(store, turn_limit=None)):
            assert [len(standin.dms(user)) for user in (ANN, BOB)] == [1, 1]
        assert await store.take_kept_replies() == []
    finally:
        await store.close()
        await standin.stop()
