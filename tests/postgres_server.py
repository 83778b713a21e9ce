"""A throwaway PostgreSQL database for the store tests, on the server named by
TEST_DATABASE_URL (default: the local one on 127.0.0.1:5432, trust authentication).

Outside CI a machine without a server skips those tests, saying why; in CI (CI=true)
a missing server fails them: the PostgreSQL store is never left untested there.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest

#: the server's maintenance database, where test databases are created and dropped
ADMIN_URL = os.environ.get("TEST_DATABASE_URL",
                           "postgresql://postgres@127.0.0.1:5432/postgres")


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("1", "true", "yes")


def _unavailable(reason: str) -> None:
    if in_ci():
        pytest.fail(f"CI must test the PostgreSQL store, but {reason}")
    pytest.skip(f"PostgreSQL store not tested: {reason}")


@asynccontextmanager
async def fresh_database() -> AsyncIterator[str]:
    """The URL of a new empty database, dropped again afterwards."""
    try:
        import asyncpg
    except ImportError:
        _unavailable("asyncpg is not installed (pip install -e '.[test]')")
    try:
        admin = await asyncpg.connect(ADMIN_URL, timeout=5)
    except (OSError, asyncpg.PostgresError, TimeoutError) as e:
        _unavailable(f"no server answers at {ADMIN_URL} ({e})")
    name = f"ttr_test_{uuid.uuid4().hex[:12]}"
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
        base, _, _ = ADMIN_URL.rpartition("/")
        yield f"{base}/{name}"
    finally:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()
