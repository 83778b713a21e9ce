"""The workers that think for `hard` seats run below the event loop's priority, so
people's moves come first on a busy machine."""

from __future__ import annotations

import asyncio
import os

import pytest

from bot.service.computer import computer_move
from bot.service.thinking import WORKER_NICENESS, Thinkers


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no process priorities here")
def test_workers_run_at_the_lowest_priority() -> None:
    thinkers = Thinkers(workers=1)

    async def worker_niceness() -> int:
        # start the pool the way a first slow move does, then ask a worker its niceness
        with pytest.raises(KeyError):
            await thinkers.run(computer_move, "no such game", None, 0, "hard", None)
        assert thinkers._pool is not None
        return await asyncio.get_running_loop().run_in_executor(thinkers._pool, os.nice, 0)

    try:
        niceness = asyncio.run(worker_niceness())
    finally:
        thinkers.close()
    assert niceness == min(19, os.nice(0) + WORKER_NICENESS)
    assert niceness > os.nice(0) or os.nice(0) == 19
