"""A store that fails on demand: every call raises StorageUnreachable while `down` is set,
as a database out of reach does, and works through the real store otherwise."""

from __future__ import annotations

import asyncio
from typing import Any

from bot.store import StorageUnreachable, Store


class FlakyStore:
    """`store`, except that while `down` every call fails (and is counted)."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self.down = False
        #: calls refused while down
        self.refused = 0
        self._refusals = asyncio.Condition()

    def __getattr__(self, name: str) -> Any:
        real = getattr(self._store, name)
        if not callable(real) or name in ("open", "close"):
            return real

        async def call(*args: Any, **kwargs: Any) -> Any:
            if self.down:
                async with self._refusals:
                    self.refused += 1
                    self._refusals.notify_all()
                raise StorageUnreachable("the test's database is down")
            return await real(*args, **kwargs)
        return call

    async def refused_at_least(self, count: int) -> None:
        """Wait until `count` calls have been refused."""
        async with self._refusals:
            await self._refusals.wait_for(lambda: self.refused >= count)
