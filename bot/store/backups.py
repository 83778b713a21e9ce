"""Online backups of the SQLite database and their restore.

`run_backups` copies the live database with SQLite's backup API (consistent while games
go on) into BACKUP_DIR every BACKUP_EVERY seconds, checks each copy with
`PRAGMA quick_check` and keeps the newest BACKUP_KEEP. `python -m bot restore FILE`
puts a checked backup in place of the database, refused while a bot runs on it (the
lock of `bot.store.in_use`), keeping each replaced file beside it as
`<db>.before-restore-<time>`. Copies a killed backup left unfinished are removed by the
next backup.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import shutil
import sys
import time
from pathlib import Path

from ..i18n import say
from .base import DatabaseRefused, StoreError
from .in_use import alone
from .sqlite import SqliteStore

log = logging.getLogger(__name__)

#: backup files are named `PREFIX<UTC time>.sqlite3`, so that names sort by age
PREFIX = "ttr-"
SUFFIX = ".sqlite3"
#: seconds after its last write an unfinished copy is left over (its backup was killed)
STALE_PART = 600.0


async def check_database(path: Path | str) -> None:
    """Open and close the database as the bot would: DatabaseRefused if it is damaged,
    cannot be opened or is from a newer bot (a missing file is created)."""
    store = SqliteStore(path, hold=False)
    await store.open()
    await store.close()


def backups(folder: Path) -> list[Path]:
    """The backups in `folder`, oldest first."""
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir()
                  if p.name.startswith(PREFIX) and p.name.endswith(SUFFIX))


def remove_stale_parts(folder: Path, now: float) -> list[Path]:
    """Delete the unfinished copies (`.part`, and SQLite's `.part-journal` of one) that a
    backup killed midway left behind, once STALE_PART seconds old (a backup under way
    writes its copy all the time). Returns the files deleted."""
    gone = []
    for p in folder.iterdir():
        if not (p.name.startswith(PREFIX) and SUFFIX + ".part" in p.name):
            continue
        with contextlib.suppress(FileNotFoundError):
            if now - p.stat().st_mtime > STALE_PART:
                p.unlink()
                gone.append(p)
                log.info("removed %s, left by an unfinished backup", p)
    return gone


def kept_name(db: Path, now: float) -> Path:
    """Where a restore keeps the file it replaces: `<db>.before-restore-<UTC time>`,
    never a file already there (each earlier one is kept too)."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(now))
    kept = db.with_name(f"{db.name}.before-restore-{stamp}")
    n = 1
    while any(Path(f"{kept}{extra}").exists() for extra in ("", "-wal", "-shm")):
        n += 1
        kept = db.with_name(f"{db.name}.before-restore-{stamp}-{n}")
    return kept


async def backup_now(store: SqliteStore, folder: Path, keep: int,
                     clock: float | None = None) -> Path:
    """Copy the live database into `folder` (checked, then renamed into place) and
    delete all but the newest `keep` backups. Returns the new backup's path."""
    folder.mkdir(parents=True, exist_ok=True)
    now = time.time() if clock is None else clock
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(now)) + f"-{int(now * 1000) % 1000:03d}"
    target = folder / f"{PREFIX}{stamp}{SUFFIX}"
    part = target.with_name(target.name + ".part")
    remove_stale_parts(folder, now)
    part.unlink(missing_ok=True)
    await store.backup(part)
    try:
        await check_database(part)
    except DatabaseRefused:
        part.unlink(missing_ok=True)
        raise
    os.replace(part, target)
    for old in backups(folder)[:-keep]:
        old.unlink(missing_ok=True)
    log.info("database backed up to %s", target)
    return target


async def run_backups(store: SqliteStore, folder: Path, every: float, keep: int,
                      stop: asyncio.Event) -> None:
    """A backup now and then every `every` seconds until `stop` is set. A failed
    backup is logged and tried again at the next time; games go on."""
    while not stop.is_set():
        try:
            await backup_now(store, folder, keep)
        except (OSError, StoreError) as e:
            log.error("backing up the database into %s failed: %s", folder, e)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), every)


def restore(backup: Path, db: Path) -> Path | None:
    """Put `backup` in place of the database `db`, refused (DatabaseInUse) while a bot
    runs on it. The backup is checked first (DatabaseRefused if it is damaged, another
    application's or from a newer bot); the file it replaces is kept as
    `<db>.before-restore-<time>` (its path returned, None if there was none)."""
    if not backup.is_file():
        raise DatabaseRefused(str(backup), "no such file")
    db.parent.mkdir(parents=True, exist_ok=True)
    with alone(db):
        return _restore(backup, db)


def _restore(backup: Path, db: Path) -> Path | None:
    """`restore`, with the database's lock held alone."""
    staged = db.with_name(db.name + ".restoring")
    shutil.copyfile(backup, staged)
    try:
        asyncio.run(check_database(staged))
    except DatabaseRefused as e:
        staged.unlink(missing_ok=True)
        raise type(e)(str(backup), e.detail, **{k: v for k, v in e.params.items()
                                                 if k not in ("path", "detail")}) from None
    for extra in ("-wal", "-shm"):  # the journal of the file being replaced
        Path(str(staged) + extra).unlink(missing_ok=True)
    kept = None
    if db.exists():
        kept = kept_name(db, time.time())
        os.replace(db, kept)
        for extra in ("-wal", "-shm"):
            wal = Path(str(db) + extra)
            if wal.exists():
                os.replace(wal, Path(str(kept) + extra))
    os.replace(staged, db)
    return kept


def restore_main(argv: list[str], settings: object) -> int:
    """`python -m bot restore BACKUP [--db PATH]`."""
    p = argparse.ArgumentParser(prog="python -m bot restore",
                                description="Put a backup in place of the database. "
                                            "Stop the bot first.")
    p.add_argument("backup", type=Path, help="a backup file (BACKUP_DIR/ttr-*.sqlite3)")
    p.add_argument("--db", type=Path, help="the database to replace (default: DB_PATH)")
    args = p.parse_args(argv)
    db = args.db or Path(getattr(settings, "db_path"))  # noqa: B009
    kept = restore(args.backup, db)
    print(say("en", "console.restored", path=str(db), backup=str(args.backup),
              kept=str(kept) if kept else "-"), file=sys.stderr)
    return 0
