"""Computer moves that think for a while (the `hard` level, hints) run in worker
threads, never on the event loop, so other games' moves stay quick meanwhile. The
queue is bounded: past `workers + waiting` moves in flight, the next one waits its
turn on the loop instead of piling up."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")

#: levels whose moves are worked out in a worker thread
SLOW_LEVELS = frozenset({"hard"})


class Thinkers:
    """A small pool of worker threads for slow computer moves."""

    def __init__(self, workers: int = 2, waiting: int = 32) -> None:
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="ttr-think")
        self._room = workers + waiting
        self._slots: asyncio.Semaphore | None = None

    async def run(self, work: Callable[[], T]) -> T:
        """`work()` in a worker thread, once there is room in the queue."""
        if self._slots is None:
            self._slots = asyncio.Semaphore(self._room)
        async with self._slots:
            return await asyncio.get_running_loop().run_in_executor(self._pool, work)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
