"""Turns at the search workers, given fairly: a server flooding them with work (tables of
`hard` computer players, hints) never makes another server's table wait behind its whole
queue.

Work waits in lanes (one per server), and within a lane under keys (a game's moves, a
person's hints). A freed worker goes to the lane with work waiting that was served longest
ago (an idle lane counts as never), and within it to the key served longest ago; so a
quiet server's move waits for at most one search of each busier server, and a person
asking hint after hint delays only themselves. No lane holds more than `per_lane` workers
at once: with two workers or more, one is always free for a server that has nothing
running, and its move starts at once.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager


class FairQueue:
    """`slots` turns at a time, shared between lanes and, within each, between keys."""

    def __init__(self, slots: int, per_lane: int | None = None) -> None:
        self.slots = slots
        self.per_lane = per_lane or max(1, slots - 1)
        #: each lane's keys with their waiting work
        self._waiting: dict[str, dict[str, deque[asyncio.Future[None]]]] = {}
        self._running: dict[str, int] = {}
        #: when each busy lane (waiting or running work), and each of its keys, was last
        #: served: a count of the turns given
        self._served: dict[str, int] = {}
        self._key_served: dict[str, dict[str, int]] = {}
        self._turns = 0
        self.running = 0

    @property
    def waiting(self) -> int:
        """Work waiting for a turn."""
        return sum(len(q) for keys in self._waiting.values() for q in keys.values())

    @asynccontextmanager
    async def turn(self, lane: str, key: str) -> AsyncIterator[None]:
        """Wait for a turn for work of `key` in `lane`, and hold it for the duration."""
        ready: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiting.setdefault(lane, {}).setdefault(key, deque()).append(ready)
        self._hand_out()
        try:
            await ready
        except BaseException:
            if ready.done() and not ready.cancelled():
                self._done(lane)  # given a turn just as it was cancelled: give it back
            else:
                self._forget(lane, key, ready)
            raise
        try:
            yield
        finally:
            self._done(lane)

    def _done(self, lane: str) -> None:
        self.running -= 1
        self._running[lane] -= 1
        if not self._running[lane]:
            del self._running[lane]
            self._idle(lane)
        self._hand_out()

    def _forget(self, lane: str, key: str, ready: asyncio.Future[None]) -> None:
        """Cancelled work taken out of its queue (if it is still there)."""
        keys = self._waiting.get(lane, {})
        queue = keys.get(key)
        if queue is not None and ready in queue:
            queue.remove(ready)
            if not queue:
                del keys[key]
            if not keys:
                del self._waiting[lane]
                self._idle(lane)
        self._hand_out()

    def _idle(self, lane: str) -> None:
        """A lane with no work waiting or running forgets when it was served."""
        if lane not in self._waiting and lane not in self._running:
            self._served.pop(lane, None)
            self._key_served.pop(lane, None)

    def _hand_out(self) -> None:
        """Give free turns to waiting work: the lane, then the key, served longest ago."""
        while self.running < self.slots:
            lanes = [name for name in self._waiting
                     if self._running.get(name, 0) < self.per_lane]
            if not lanes:
                return
            lane = min(lanes, key=lambda name: self._served.get(name, -1))
            keys, stamps = self._waiting[lane], self._key_served.setdefault(lane, {})
            key = min(keys, key=lambda name: stamps.get(name, -1))
            queue = keys[key]
            ready = queue.popleft()
            if not queue:
                del keys[key]
            if not keys:
                del self._waiting[lane]
            if ready.done():  # cancelled while waiting: passed over
                self._idle(lane)
                continue
            self._turns += 1
            self._served[lane] = stamps[key] = self._turns
            self.running += 1
            self._running[lane] = self._running.get(lane, 0) + 1
            ready.set_result(None)
