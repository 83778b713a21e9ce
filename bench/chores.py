"""The scheduler's chores (daily results, seasons' ends, away mode), timed: one pass over
a SQLite database with many games being played and people away, each chore made to look
now (they look at most once a minute, away mode for new games once in 10 minutes).

`python -m bench.chores` (from the checkout's root) prints one line per size."""

from __future__ import annotations

import asyncio
import tempfile
import time
from pathlib import Path

from bot.replies import Actor, Channel
from bot.service import TableService
from bot.store import SqliteStore

SIZES = ((100, 0), (1000, 0), (1000, 50))
PASSES = 5


async def measure(games: int, away: int) -> list[float]:
    """Milliseconds of each of PASSES passes over `games` games and `away` people away."""
    store = SqliteStore(Path(tempfile.mkdtemp()) / "chores.sqlite3")
    await store.open()
    now = 1_800_000_000.0
    service = TableService(store, clock=lambda: now, bot_delay=0, seeds=lambda: 7)
    for i in range(games):
        place, host = Channel("g", f"c{i}"), Actor(f"u{i % 500}", f"P{i}")
        await service.new(place, host, "usa")
        await service.join(place, Actor(f"v{i}", f"Q{i}"))
        await service.start(place, host)
    for i in range(away):
        await store.set_setting(f"user:w{i}", "away_until", repr(now + 86400))
    await store.set_setting("guild:g", "daily_channel", "results")
    times = []
    for _ in range(PASSES):
        service.daily._posted_at = service.seasons._looked_at = float("-inf")
        service.away_mode._looked_at = service.away_mode._games_looked_at = float("-inf")
        start = time.perf_counter()
        for chore in service.chores:
            await chore()
        times.append((time.perf_counter() - start) * 1000)
    await store.close()
    return times


def main() -> None:
    for games, away in SIZES:
        times = asyncio.run(measure(games, away))
        print(f"games={games} away={away}: one chores pass {min(times):.1f}-{max(times):.1f} ms")


if __name__ == "__main__":
    main()
