"""Liveness for a container's HEALTHCHECK: the running bot touches a heartbeat file while
its event loop turns; `python -m bot health` exits 0 only while that file is fresh."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
import time
from pathlib import Path

log = logging.getLogger(__name__)

#: seconds between two heartbeats
BEAT_EVERY = 15.0
#: a heartbeat older than this means the bot is stuck or gone
STALE_AFTER = 90.0


async def beat(path: Path, stop: asyncio.Event, every: float = BEAT_EVERY) -> None:
    """Write the time into `path` every `every` seconds until `stop` is set."""
    while not stop.is_set():
        try:
            path.write_text(f"{time.time():.0f}\n", encoding="utf-8")
        except OSError as e:
            log.warning("cannot write the heartbeat %s: %s", path, e)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), every)


def health_main(path: Path | None, now: float | None = None) -> int:
    """0 when the heartbeat is fresh, 1 (with one line saying why) otherwise."""
    if path is None:
        print("HEARTBEAT_FILE is not set", file=sys.stderr)
        return 1
    try:
        age = (time.time() if now is None else now) - float(path.read_text().strip())
    except (OSError, ValueError) as e:
        print(f"no heartbeat in {path}: {e}", file=sys.stderr)
        return 1
    if age > STALE_AFTER:
        print(f"the last heartbeat is {age:.0f} s old", file=sys.stderr)
        return 1
    return 0
