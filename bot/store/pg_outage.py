"""A PostgreSQL server out of reach (restarting, failing over, a connection cut) as the
store's own StorageUnreachable, on every read and write.

The pool itself reconnects: asyncpg replaces a closed connection at the next acquire, so
once the server is back the next call simply works. Until then each call fails at once
with StorageUnreachable, which the service turns into "try again in a moment" and the
scheduler into a pause with backoff.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import Any

import asyncpg

from .base import StorageUnreachable

#: server errors that mean "not reachable now" rather than "refused": class 08
#: (connection exception), class 57 (operator intervention: shutting down, starting up),
#: and the client's own: no route, refused, timed out, the connection gone
_SERVER_AWAY = (asyncpg.PostgresConnectionError, asyncpg.OperatorInterventionError,
                OSError, TimeoutError, asyncpg.ConnectionDoesNotExistError)


def is_unreachable(error: BaseException) -> bool:
    """Whether `error` means the server cannot be reached now (try again later)."""
    if isinstance(error, _SERVER_AWAY):
        return True
    return isinstance(error, asyncpg.InterfaceError) and "closed" in str(error)


@contextmanager
def unreachable_as_store_error() -> Iterator[None]:
    """Raise StorageUnreachable for a server out of reach; anything else as it was."""
    try:
        yield
    except StorageUnreachable:
        raise
    except Exception as e:
        if is_unreachable(e):
            raise StorageUnreachable(f"{type(e).__name__}: {e}") from None
        raise


class GuardedPool:
    """An asyncpg pool whose every call raises StorageUnreachable while the server is
    out of reach (the store's methods use only these)."""

    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def fetch(self, *args: Any, **kwargs: Any) -> list[Any]:
        with unreachable_as_store_error():
            return await self._pool.fetch(*args, **kwargs)

    async def fetchrow(self, *args: Any, **kwargs: Any) -> Any:
        with unreachable_as_store_error():
            return await self._pool.fetchrow(*args, **kwargs)

    async def fetchval(self, *args: Any, **kwargs: Any) -> Any:
        with unreachable_as_store_error():
            return await self._pool.fetchval(*args, **kwargs)

    async def execute(self, *args: Any, **kwargs: Any) -> str:
        with unreachable_as_store_error():
            return await self._pool.execute(*args, **kwargs)

    @asynccontextmanager
    async def acquire(self) -> AsyncIterator[asyncpg.Connection]:
        """A connection for several statements; a lost server while it is held (or
        while it is got) raises StorageUnreachable."""
        with unreachable_as_store_error():
            async with self._pool.acquire() as con:
                yield con
