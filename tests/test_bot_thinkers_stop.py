"""The search workers end with the service: none is left running when it closes (a worker
alive at the process's exit leaks its queue's semaphores)."""

from __future__ import annotations

import multiprocessing
import os

from bot.settings import Settings
from bot.wiring import open_service


async def test_the_search_workers_end_when_the_service_closes(tmp_path):
    settings = Settings(_env_file=None, pictures=False)
    async with open_service(settings, db=tmp_path / "t.sqlite3") as service:
        worker = await service.thinkers.run(os.getpid)
        assert worker != os.getpid()
        assert worker in {p.pid for p in multiprocessing.active_children()}
    assert worker not in {p.pid for p in multiprocessing.active_children()}
    assert service.thinkers._pool is None
