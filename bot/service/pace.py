"""Clicks faster than a person can make them (a script, an auto-clicker, a held key): the
first such click of a burst is answered with one polite "slow down", the rest of the
burst are dropped unanswered, and nothing of theirs reaches the table. A person clicking
at a person's pace never meets it."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

#: clicks one person may make within WINDOW seconds (CLICKS_PER_SECOND in `.env`)
MOST_CLICKS = 6
WINDOW = 1.0
#: people remembered at most (the quiet ones are forgotten first)
REMEMBERED = 10_000


class Pace:
    """Each person's recent clicks, by their id."""

    def __init__(self, clock: Callable[[], float] = time.monotonic,
                 most: int = MOST_CLICKS) -> None:
        self.clock, self.most = clock, most
        self._clicks: dict[str, deque[float]] = {}
        self._warned: set[str] = set()

    def check(self, person: str) -> str:
        """`ok` for a click at a person's pace (it is counted), `slow_down` for the first
        one too fast in a burst, `drop` for the others."""
        now = self.clock()
        clicks = self._clicks.pop(person, None) or deque()
        self._clicks[person] = clicks  # (the newest last: the oldest forgotten first)
        while clicks and now - clicks[0] >= WINDOW:
            clicks.popleft()
        if len(self._clicks) > REMEMBERED:
            del self._clicks[next(iter(self._clicks))]
        if len(clicks) >= self.most:
            if person in self._warned:
                return "drop"
            self._warned.add(person)
            return "slow_down"
        self._warned.discard(person)
        clicks.append(now)
        return "ok"
