"""Liveness for a container's HEALTHCHECK: the running bot touches a heartbeat file while
its event loop turns and its database answers; `python -m bot health` exits 0 only while
that file is fresh and says the database was reached.

The file holds the time of the last beat, then `ok` or `unreachable` (the database did
not answer that beat): unhealthy at once during a database outage, healthy again at the
first beat after it."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

log = logging.getLogger(__name__)

#: seconds between two heartbeats
BEAT_EVERY = 15.0
#: seconds between two heartbeats while the database is out of reach (back soon noticed)
BEAT_WHILE_DOWN = 2.0
#: a heartbeat older than this means the bot is stuck or gone
STALE_AFTER = 90.0
#: the heartbeat's word for a database that did not answer
UNREACHABLE = "unreachable"

Check = Callable[[], Awaitable[bool]]


async def beat(path: Path, stop: asyncio.Event, every: float = BEAT_EVERY,
               reachable: Check | None = None) -> None:
    """Write the time, and whether `reachable` said yes, into `path` every `every`
    seconds (more often while it says no) until `stop` is set."""
    while not stop.is_set():
        up = True
        if reachable is not None:
            try:
                up = await reachable()
            except Exception:  # the check must never end the heartbeat
                log.exception("the database check failed")
                up = False
        try:
            path.write_text(f"{time.time():.0f} {'ok' if up else UNREACHABLE}\n",
                            encoding="utf-8")
        except OSError as e:
            log.warning("cannot write the heartbeat %s: %s", path, e)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), every if up else min(every, BEAT_WHILE_DOWN))


def health_main(path: Path | None, now: float | None = None) -> int:
    """0 when the heartbeat is fresh and the database answered it, 1 (with one line
    saying why) otherwise."""
    if path is None:
        print("HEARTBEAT_FILE is not set", file=sys.stderr)
        return 1
    try:
        words = path.read_text().split()
        age = (time.time() if now is None else now) - float(words[0])
    except (OSError, ValueError, IndexError) as e:
        print(f"no heartbeat in {path}: {e}", file=sys.stderr)
        return 1
    if age > STALE_AFTER:
        print(f"the last heartbeat is {age:.0f} s old", file=sys.stderr)
        return 1
    if UNREACHABLE in words[1:]:
        print("the database cannot be reached", file=sys.stderr)
        return 1
    return 0
