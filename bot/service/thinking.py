"""Computer moves that think for a while (the `hard` level, hints) are worked out in
worker processes, never on the event loop, so other games' moves stay quick meanwhile
(worker threads would not do: a thread thinking in Python holds the interpreter lock
the loop needs). The workers run at the lowest priority, so on a busy machine the
loop's people's moves still come first. Only as many searches as there are workers are
handed to them; the others wait their turn on the loop, shared fairly between servers
and, within a server, between games and people (bot.service.fair_queue), so one server's
flood of `hard` tables and hints never holds another's table behind it."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any, TypeVar

from .fair_queue import FairQueue

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

    def __init__(self, workers: int | None = None) -> None:
        # one core is left to the event loop; two workers at least, so that one is free
        # for a quiet server while another floods them (FairQueue's per-lane share)
        self.workers = workers or max(2, (os.cpu_count() or 2) - 1)
        self._pool: Executor | None = None
        #: the searches' turns at the workers
        self.queue = FairQueue(self.workers)
        #: moves worked out so far (statistics, tests)
        self.done = 0

    async def run(self, work: Callable[..., T], *args: Any, lane: str = "",
                  key: str = "") -> T:
        """`work(*args)` in a worker, at its turn among the work of its `lane` (a server)
        and `key` (a game, a person's hints): `work` a function of a module, so that the
        worker finds it by its name."""
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"),
                initializer=_lower_priority)
        async with self.queue.turn(lane, key):
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
