"""Computer moves that think for a while (the `hard` level, hints) are worked out in
worker processes, never on the event loop, so other games' moves stay quick meanwhile
(worker threads would not do: a thread thinking in Python holds the interpreter lock
the loop needs). The workers run at the lowest priority, so on a busy machine the
loop's people's moves still come first. The queue is bounded: past `workers + waiting`
moves in flight, the next one waits its turn on the loop instead of piling up."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")

#: levels whose moves are worked out in a worker
SLOW_LEVELS = frozenset({"hard"})
#: the workers' niceness: the scheduler gives the event loop's process the CPU first
WORKER_NICENESS = 19


def _lower_priority() -> None:
    """In a new worker: yield the CPU to the event loop whenever it wants it."""
    if hasattr(os, "nice"):
        os.nice(WORKER_NICENESS)


class Thinkers:
    """A small pool of worker processes for slow computer moves, started on first use."""

    def __init__(self, workers: int | None = None, waiting: int = 32) -> None:
        # one core is left to the event loop
        self.workers = workers or max(1, (os.cpu_count() or 2) - 1)
        self._room = self.workers + waiting
        self._pool: Executor | None = None
        self._slots: asyncio.Semaphore | None = None
        #: moves worked out so far (statistics, tests)
        self.done = 0

    async def run(self, work: Callable[..., T], *args: Any) -> T:
        """`work(*args)` in a worker, once there is room in the queue (`work` a function
        of a module, so that the worker finds it by its name)."""
        if self._slots is None:
            self._slots = asyncio.Semaphore(self._room)
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"),
                initializer=_lower_priority)
        async with self._slots:
            result = await asyncio.get_running_loop().run_in_executor(
                self._pool, work, *args)
        self.done += 1
        return result

    def close(self) -> None:
        """Stop the workers and wait until they have exited (off an event loop; on one,
        `aclose`)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)

    async def aclose(self) -> None:
        """Stop the workers and wait until they have exited (moves not started are
        cancelled; one under way is let finish, at most a think time): a worker left
        running at exit would leak its queue's semaphores."""
        if self._pool is not None:
            await asyncio.to_thread(self.close)
