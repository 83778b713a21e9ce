"""Building the table service from settings: the store, pictures and clock together."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

from .pictures import Pictures
from .service import TableService
from .settings import Settings
from .store import SqliteStore


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
    try:
        yield TableService(
            store,
            pictures=Pictures(enabled=settings.pictures if pictures is None else pictures),
            bot_delay=settings.bot_delay if bot_delay is None else bot_delay,
            computer=settings.computer, turn_limit=settings.turn_limit or None,
            seeds=seed_source(seed))
    finally:
        await store.close()
