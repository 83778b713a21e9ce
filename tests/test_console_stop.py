"""`python -m bot console` stopped by SIGTERM (`docker stop` on a container running the
console, systemd) while it waits for a line that has not come: it exits 0 at once (not
after Docker's 10-second grace and a SIGKILL), and the game played so far is stored."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from bot.store import SqliteStore

ROOT = Path(__file__).resolve().parent.parent


async def test_sigterm_ends_a_console_waiting_for_input_with_exit_code_0(tmp_path):
    db = tmp_path / "console.sqlite3"
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "console", "--db", str(db), "--jsonl", "--no-pictures",
        cwd=ROOT, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        assert process.stdin is not None and process.stdout is not None
        process.stdin.write(b"ann /ttr new usa\n")
        await process.stdin.drain()
        answer = await asyncio.wait_for(process.stdout.readline(), 60)
        assert b'"status": "lobby"' in answer
        # the pipe stays open: the console waits for the next line when SIGTERM comes
        process.send_signal(signal.SIGTERM)
        code = await asyncio.wait_for(process.wait(), 10)
        assert process.stderr is not None
        said = (await process.stderr.read()).decode()
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    assert code == 0 and "Traceback" not in said, said
    store = SqliteStore(db)
    await store.open()
    try:
        record = await store.channel_game("console", "general")
        assert record is not None and record.status == "lobby"
    finally:
        await store.close()
