"""Building the table service from settings: the store (and its backups), pictures and
clock together."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

from .health import beat
from .pictures import Pictures
from .service import TableService
from .settings import Settings
from .store import SqliteStore
from .store.backups import run_backups


def seed_source(seed: int | None) -> Callable[[], int] | None:
    """Game seeds drawn from `seed` (reproducible runs), or None for random ones."""
    if seed is None:
        return None
    rng = random.Random(seed)
    return lambda: rng.getrandbits(48)


@asynccontextmanager
async def open_service(settings: Settings, *, db: Path | str | None = None,
                       pictures: bool | None = None, bot_delay: float | None = None,
                       seed: int | None = None) -> AsyncIterator[TableService]:
    """A table service over the settings' database, closed on exit."""
    store = SqliteStore(db if db is not None else settings.db_path)
    await store.open()
    stop = asyncio.Event()
    backups = None
    if settings.backup_dir is not None:
        backups = asyncio.create_task(run_backups(
            store, settings.backup_dir, settings.backup_every, settings.backup_keep, stop),
            name="ttr-backups")
    heart = (asyncio.create_task(beat(settings.heartbeat_file, stop), name="ttr-heartbeat")
             if settings.heartbeat_file is not None else None)
    try:
        yield TableService(
            store,
            pictures=Pictures(enabled=settings.pictures if pictures is None else pictures),
            bot_delay=settings.bot_delay if bot_delay is None else bot_delay,
            computer=settings.computer, turn_limit=settings.turn_limit or None,
            seeds=seed_source(seed))
    finally:
        stop.set()
        for task in (backups, heart):
            if task is not None:
                await task
        await store.close()
