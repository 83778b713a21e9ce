"""CPU seconds a PostgreSQL server on this machine has used, for the benches' cost per
move on the server's side (what a move costs the database, whatever the load).

Read from /proc: the postmaster, its live processes (backends, WAL writer, checkpointer,
autovacuum) and those that have ended (their time is the postmaster's children's time).
Everything the server does is counted, so other databases' work on the same server
counts too: measure on a server nothing else is using.
"""

from __future__ import annotations

import os
from pathlib import Path

import asyncpg

_TICKS = os.sysconf("SC_CLK_TCK")


def _times(pid: int | str) -> tuple[int, list[str]]:
    """A process's parent and its /proc stat fields after the command name."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[1]), fields


class ServerCpu:
    """The CPU time of one local PostgreSQL server (its postmaster's process id)."""

    def __init__(self, postmaster: int) -> None:
        self.postmaster = postmaster

    @classmethod
    async def find(cls, url: str) -> ServerCpu | None:
        """The server at `url` if it runs on this machine and its files can be read
        (a superuser connection: the data directory's postmaster.pid), else None."""
        try:
            con = await asyncpg.connect(url)
            try:
                data = await con.fetchval("SHOW data_directory")
            finally:
                await con.close()
            pid = int((Path(data) / "postmaster.pid").read_text().split()[0])
            server = cls(pid)
            server.seconds()
        except (OSError, ValueError, IndexError, asyncpg.PostgresError):
            return None
        return server

    def seconds(self) -> float:
        """CPU seconds (user and system) the server has used so far."""
        _, fields = _times(self.postmaster)
        ticks = sum(int(f) for f in fields[11:15])  # its own, and its ended children's
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit():
                continue
            try:
                parent, fields = _times(entry.name)
            except (OSError, IndexError):  # ended meanwhile
                continue
            if parent == self.postmaster:
                ticks += int(fields[11]) + int(fields[12])
        return ticks / _TICKS
