"""A throwaway PostgreSQL 15 cluster of the test's own (initdb + pg_ctl in a temporary
directory, on a free port), which a test may stop and start as it likes without
disturbing the shared server. Skipped, saying why, where the server's programs are
absent."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


def _server_programs() -> Path:
    """Where initdb and pg_ctl are: PG_BIN, else the newest Debian-installed version's
    (as .ci/postgres finds them), else /usr/lib/postgresql/15/bin."""
    if os.environ.get("PG_BIN"):
        return Path(os.environ["PG_BIN"])
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"),
                   key=lambda p: int(p.parent.parent.name) if p.parent.parent.name.isdigit()
                   else 0)
    return found[-1].parent if found else Path("/usr/lib/postgresql/15/bin")


BIN = _server_programs()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Cluster:
    """A running cluster: its URL, and stop/start for an outage."""

    def __init__(self, root: Path, port: int, as_user: list[str]) -> None:
        self.root, self.port, self._as = root, port, as_user
        self.url = f"postgresql://postgres@127.0.0.1:{port}/postgres"

    def _ctl(self, *args: str) -> None:
        subprocess.run([*self._as, str(BIN / "pg_ctl"), "-D", str(self.root / "data"),
                        "-w", "-t", "60", *args], check=True, capture_output=True)

    def start(self) -> None:
        self._ctl("-l", str(self.root / "log"), "-o",
                  f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1", "start")

    def stop(self, mode: str = "fast") -> None:
        self._ctl("-m", mode, "stop")


@contextmanager
def throwaway_cluster() -> Iterator[Cluster]:
    """A new cluster, running; stopped and removed afterwards."""
    if not (BIN / "initdb").exists() or not (BIN / "pg_ctl").exists():
        pytest.skip(f"no PostgreSQL server programs in {BIN} (set PG_BIN)")
    as_user: list[str] = []
    root = Path(tempfile.mkdtemp(prefix="ttr-pg-"))
    if os.geteuid() == 0:  # initdb refuses root: the cluster is postgres's
        runuser = shutil.which("runuser")
        if runuser is None:
            shutil.rmtree(root)
            pytest.skip("running as root without runuser: cannot run initdb")
        as_user = [runuser, "-u", "postgres", "--"]
        shutil.chown(root, "postgres")
    try:
        subprocess.run([*as_user, str(BIN / "initdb"), "-D", str(root / "data"), "-A", "trust",
                        "-U", "postgres"], check=True, capture_output=True)
        cluster = Cluster(root, _free_port(), as_user)
        cluster.start()
        try:
            yield cluster
        finally:
            with contextlib.suppress(subprocess.CalledProcessError):  # already stopped
                cluster.stop("immediate")
    finally:
        shutil.rmtree(root, ignore_errors=True)
