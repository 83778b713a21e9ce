"""A store that fails on demand: while `down` is set, every call raises StorageUnreachable
(a database out of reach), or each write raises the error chosen (StorageFull: a full
disk, where reads still work); otherwise it works through the real store."""

from __future__ import annotations

import asyncio
from typing import Any

from bot.store import StorageUnreachable, Store, StoreError

#: the store's methods that write
WRITES = ("create_", "save", "set_", "forget_", "replace_", "keep_", "take_", "record_",
          "claim_", "release")


class FlakyStore:
    """`store`, except that while `down` its calls fail (and are counted): all of them,
    or with `writes_only` only those that write, raising `error`."""

    def __init__(self, store: Store, error: type[StoreError] = StorageUnreachable,
                 writes_only: bool = False) -> None:
        self._store = store
        self._error, self._writes_only = error, writes_only
        self.down = False
        #: calls refused while down
        self.refused = 0
        self._refusals = asyncio.Condition()

    def __getattr__(self, name: str) -> Any:
        real = getattr(self._store, name)
        if not callable(real) or name in ("open", "close"):
            return real
        fails = not self._writes_only or name.startswith(WRITES)

        async def call(*args: Any, **kwargs: Any) -> Any:
            if self.down and fails:
                async with self._refusals:
                    self.refused += 1
                    self._refusals.notify_all()
                raise self._error("the test's database fails")
            return await real(*args, **kwargs)
        return call

    async def refused_at_least(self, count: int) -> None:
        """Wait until `count` calls have been refused."""
        async with self._refusals:
            await self._refusals.wait_for(lambda: self.refused >= count)
