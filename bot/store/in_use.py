"""The lock that says a bot is running on a SQLite file: every running bot holds it
shared (several processes may share one file), and `python -m bot restore` takes it
alone, so a restore is refused while any bot runs. The lock is an advisory `flock` on
`<db>.lock`, given up by the kernel when its process ends, however it ends."""

from __future__ import annotations

import contextlib
import fcntl
import os
from collections.abc import Iterator
from pathlib import Path

from .base import DatabaseInUse


def lock_path(db: Path | str) -> Path:
    """The lock file of the database `db`."""
    return Path(f"{db}.lock")


class InUse:
    """The running bot's shared hold on a database file (`hold`, then `release`)."""

    def __init__(self, db: Path | str) -> None:
        self.db, self.path = str(db), lock_path(db)
        self._fd: int | None = None

    def hold(self) -> None:
        """Take the shared lock (waits only for a restore under way)."""
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise DatabaseInUse(self.db, "a restore is under way") from None
        self._fd = fd

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


@contextlib.contextmanager
def alone(db: Path | str) -> Iterator[None]:
    """Hold the database's lock alone for the duration (a restore); DatabaseInUse while a
    running bot holds it."""
    fd = os.open(lock_path(db), os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise DatabaseInUse(str(db), "a running bot") from None
        yield
    finally:
        os.close(fd)
