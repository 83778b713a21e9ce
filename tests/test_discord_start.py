"""Starting `python -m bot discord` where it cannot log in: a token Discord refuses, or a
Discord that cannot be reached at all. Either is one clear line and a non-zero exit code
(a container's restart policy sees the failure), never a traceback, and nothing is
written to the database. A stop asked while it is still starting ends it at once."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from bot.i18n import say
from tests.discord_standin.server import StandIn
from tests.test_discord_stop import LAUNCH, ROOT


async def bot_discord(api: str, gateway: str, token: str, tmp_path: Path
                      ) -> tuple[int, list[str]]:
    """Run the entry point against `api`; its exit code and the lines it printed."""
    env = {**os.environ, "DISCORD_TOKEN": token, "DB_PATH": str(tmp_path / "db.sqlite3"),
           "PICTURES": "false", "LOG_LEVEL": "WARNING", "PYTHONPATH": str(ROOT)}
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-c", LAUNCH, api, gateway, cwd=tmp_path, env=env,
        stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT)
    try:
        out, _ = await asyncio.wait_for(process.communicate(), 60)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    lines = [line for line in out.decode().splitlines()
             if line.strip() and "voice will NOT be supported" not in line]
    return process.returncode or 0, lines


async def test_a_token_discord_refuses_is_one_line_and_exit_code_2(tmp_path):
    standin = StandIn()
    await standin.start()
    try:
        code, lines = await bot_discord(standin.api, standin.gateway, "not-the-token",
                                        tmp_path)
    finally:
        await standin.stop()
    assert (code, lines) == (2, [say("en", "console.token_refused")])
    assert [r.status for r in standin.requests] == [401]  # asked once, then stopped
    assert standin.identifies == 0
    assert not (tmp_path / "db.sqlite3").exists()


async def test_a_discord_that_cannot_be_reached_is_one_line_and_exit_code_1(tmp_path):
    standin = StandIn()
    await standin.start()
    api, gateway = standin.api, standin.gateway
    await standin.stop()  # nothing listens there any more
    code, lines = await bot_discord(api, gateway, "stand-in-token", tmp_path)
    assert code == 1 and len(lines) == 1, lines
    before, _, after = say("en", "console.discord_unreachable", detail="\0").partition("\0")
    assert lines[0].startswith(before) and lines[0].endswith(after)
    assert "127.0.0.1" in lines[0]
    assert not (tmp_path / "db.sqlite3").exists()


#: the entry point, its start held up (as by a slow import) until it is stopped
SLOW_START = """
import sys, time, bot.__main__ as entry
def slow(settings):
    print("starting", flush=True)
    time.sleep(60)
    return 3
entry.discord_main = slow
sys.exit(entry.main(["discord"]))
"""


async def test_sigterm_while_starting_ends_the_start_with_exit_code_0(tmp_path):
    """Before the bot has its own stop (as process 1 of a container SIGTERM would be
    ignored until Docker's SIGKILL)."""
    env = {**os.environ, "DISCORD_TOKEN": "stand-in-token", "PYTHONPATH": str(ROOT),
           "DB_PATH": str(tmp_path / "db.sqlite3")}
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-c", SLOW_START, cwd=tmp_path, env=env,
        stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)
    try:
        assert process.stdout is not None
        assert await asyncio.wait_for(process.stdout.readline(), 60) == b"starting\n"
        process.send_signal(signal.SIGTERM)
        code = await asyncio.wait_for(process.wait(), 10)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    assert code == 0
