"""Building the table service from settings: the store (and its backups), pictures and
clock together."""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

from .health import beat
from .pictures import Pictures
from .service import TableService
from .service.limits import Limits
from .service.pace import Pace
from .settings import Settings
from .shards import ALL_SHARDS, Shards
from .store import DatabaseUnopenable, SqliteStore, Store
from .store.backups import run_backups

log = logging.getLogger(__name__)


def make_store(settings: Settings, db: Path | str | None = None) -> Store:
    """The store the settings choose: `db` (a SQLite file) if given, else PostgreSQL when
    DATABASE_URL is set, else the SQLite file DB_PATH."""
    if db is None and settings.database_url is not None:
        try:
            from .store.postgres import PostgresStore  # the [postgres] extra, when chosen
        except ImportError as e:
            raise DatabaseUnopenable(settings.database_url.split("@")[-1],
                                     f"{e}; install it: pip install '.[postgres]'") from None
        return PostgresStore(settings.database_url)
    return SqliteStore(db if db is not None else settings.db_path)


def seed_source(seed: int | None) -> Callable[[], int] | None:
    """Game seeds drawn from `seed` (reproducible runs), or None for random ones."""
    if seed is None:
        return None
    rng = random.Random(seed)
    return lambda: rng.getrandbits(48)


@asynccontextmanager
async def open_service(settings: Settings, *, db: Path | str | None = None,
                       pictures: bool | None = None, bot_delay: float | None = None,
                       seed: int | None = None, shards: Shards = ALL_SHARDS,
                       paced: bool = True, picture_processes: int = 0
                       ) -> AsyncIterator[TableService]:
    """A table service over the settings' database, closed on exit; its scheduler plays
    the games of `shards` (the Discord bot's own). `paced`: clicks faster than a person's
    are refused (CLICKS_PER_SECOND; the console's scripts are not). `picture_processes`:
    worker processes drawing the pictures (0: threads), stopped on exit."""
    store = make_store(settings, db)
    service = TableService(
        store,
        pictures=Pictures(enabled=settings.pictures if pictures is None else pictures,
                          processes=picture_processes),
        bot_delay=settings.bot_delay if bot_delay is None else bot_delay,
        computer=settings.computer, turn_limit=settings.turn_limit or None,
        seeds=seed_source(seed), shards=shards,
        limits=Limits(settings.tables_per_person, settings.tables_per_server,
                      settings.tables_everywhere),
        pace=(Pace(most=settings.clicks_per_second)
              if paced and settings.clicks_per_second else None))
    await store.open()
    stop = asyncio.Event()
    backups = None
    if settings.backup_dir is not None and not isinstance(store, SqliteStore):
        log.warning("BACKUP_DIR is ignored with PostgreSQL: back it up with pg_dump")
    elif settings.backup_dir is not None:
        backups = asyncio.create_task(run_backups(
            store, settings.backup_dir, settings.backup_every, settings.backup_keep, stop),
            name="ttr-backups")
    heart = (asyncio.create_task(beat(settings.heartbeat_file, stop, reachable=store.reachable),
                                 name="ttr-heartbeat")
             if settings.heartbeat_file is not None else None)
    try:
        yield service
    finally:
        stop.set()
        for task in (backups, heart):
            if task is not None:
                await task
        await service.thinkers.aclose()  # its workers gone before the process ends
        await service.pictures.aclose()
        await store.close()
