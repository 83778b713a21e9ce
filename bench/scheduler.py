"""Scheduler benchmark: how late computer players move when many games are busy.

    python bench/scheduler.py [--games 200] [--seconds 40] [--bot-delay 2] [--latency 0.1]
                              [--no-pictures] [--picture-processes 2] [--overdue]
                              [--against DIR]

Opens `--games` games of three computer players each (USA), then runs the service's own
scheduler (`run_scheduler`) for `--seconds` with a stand-in for Discord whose every send
takes `--latency` seconds. Every computer move's lateness is measured where it is saved:
the time of the save minus the time the move was due (`due_at`). The first quarter of
the run is warm-up and not counted. The games' first moves fall due spread over one
delay (a bot that has run a while), or with `--overdue` all at once (a restart: every
game late together, and the games stay close together after). Also measured: delivery
lateness (a move's reply handed to Discord minus its due time) and how many board
pictures went out.

Prints one JSON object: p50, p95 and max lateness in seconds for moves and deliveries,
and the moves per second made. Pictures are drawn as the Discord bot draws them: in
`--picture-processes` worker processes (0: in threads). With `--against DIR` (another
checkout, e.g. the previous main in a `git worktree`), this script runs first on that
checkout's code (TTR_BENCH_ROOT) with the same arguments, so both face the same load (a
checkout without worker processes draws in threads), and the object holds "old", "new"
and "ratio" (old ÷ new of the p95 latenesses: above 1 is better).
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(os.environ.get("TTR_BENCH_ROOT", Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(ROOT))

from checkout import measured_in  # noqa: E402

from bot.pictures import Pictures  # noqa: E402
from bot.replies import Actor, Channel, Reply  # noqa: E402
from bot.service import TableService  # noqa: E402
from bot.store import Change, Due, SqliteStore  # noqa: E402

HOST = Actor("host", "Host")


class TimedStore(SqliteStore):
    """The SQLite store, noting when each due computer move is saved."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.measuring = False
        #: (seconds late) per computer move saved while measuring
        self.late: list[float] = []
        #: game id -> the due time of its last move saved (for delivery lateness)
        self.due_of: dict[int, float] = {}

    async def save(self, game_id: int, version: int, change: Change, now: float) -> int:
        if change.actor == "computer":
            record = await self.game(game_id)
            if record is not None and record.due is not None and record.due.at <= now:
                self.due_of[game_id] = record.due.at
                if self.measuring:
                    self.late.append(time.time() - record.due.at)
        return await super().save(game_id, version, change, now)


def percentiles(values: list[float]) -> dict[str, float]:
    if not values:
        return {"n": 0}
    ordered = sorted(values)
    return {"n": len(ordered), "p50_s": round(statistics.median(ordered), 3),
            "p95_s": round(ordered[int(0.95 * (len(ordered) - 1))], 3),
            "max_s": round(ordered[-1], 3)}


async def open_games(service: TableService, count: int) -> None:
    for i in range(count):
        place = Channel("bench", f"channel-{i}")
        await service.new(place, HOST, "usa")
        await service.addbot(place, HOST)
        await service.addbot(place, HOST)
        await service.leave(place, HOST)
        await service.addbot(place, HOST)
        await service.start(place, HOST)


def picture_maker(enabled: bool, processes: int) -> Pictures:
    """The pictures as the Discord bot draws them: in `processes` worker processes, or in
    threads in a checkout that has no worker processes yet."""
    try:
        return Pictures(enabled=enabled, processes=processes)  # type: ignore[call-arg]
    except TypeError:
        return Pictures(enabled=enabled)


async def main(games: int, seconds: float, bot_delay: float, latency: float,
               pictures: bool, processes: int = 0, overdue: bool = False) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        store = TimedStore(Path(tmp) / "scheduler.sqlite3")
        await store.open()
        service = TableService(store, pictures=Pictures(enabled=False), bot_delay=bot_delay,
                               turn_limit=None, seeds=itertools.count(1).__next__)
        await open_games(service, games)
        # the workers start (and draw every map once) before any move is due: a warm-up
        # after the dues were set would leave every game overdue at once, in lockstep
        service.pictures = picture_maker(pictures, processes)
        await service.pictures.warm_up()
        # the games' next moves spread over one delay, as in a bot that has run a while,
        # or (`overdue`) all due now, as after a restart
        rng = random.Random(1)
        now = time.time()
        for i in range(1, games + 1):
            record = await store.game(i)
            at = now if overdue else now + rng.uniform(0, bot_delay)
            await store.set_due(i, record.version, Due(at=at, what="computer"))
        delivered: list[float] = []
        boards = 0

        async def send(replies: list[Reply]) -> None:
            nonlocal boards
            await asyncio.sleep(latency)  # one request to Discord
            for reply in replies:
                if reply.images:
                    boards += 1
                due = store.due_of.get(reply.game_id or 0)
                if store.measuring and due is not None and reply.public:
                    delivered.append(time.time() - due)

        stop = asyncio.Event()
        started = time.time()
        task = asyncio.create_task(service.run_scheduler(send, stop))
        await asyncio.sleep(seconds / 4)
        store.measuring = True
        measured_from = time.time()
        await asyncio.sleep(seconds * 3 / 4)
        store.measuring = False
        measured = time.time() - measured_from
        stop.set()
        await asyncio.wait_for(task, 120)
        playing = await store.count_games("playing")
        if hasattr(service.pictures, "aclose"):  # (a checkout without worker processes)
            await service.pictures.aclose()
        await store.close()
    return {"games": games, "playing_at_end": playing, "bot_delay_s": bot_delay,
            "send_latency_s": latency, "pictures": pictures,
            "picture_processes": processes if getattr(service.pictures, "pool", None) else 0,
            "start": "overdue" if overdue else "spread",
            "seconds": round(time.time() - started, 1),
            "moves_per_s": round(len(store.late) / measured, 1),
            "move_lateness": percentiles(store.late),
            "delivery_lateness": percentiles(delivered), "board_pictures_sent": boards}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--bot-delay", type=float, default=2.0)
    parser.add_argument("--latency", type=float, default=0.1)
    parser.add_argument("--no-pictures", action="store_true")
    parser.add_argument("--picture-processes", type=int, default=2,
                        help="worker processes drawing pictures (0: threads)")
    parser.add_argument("--overdue", action="store_true",
                        help="every game's move due at once at the start (a restart)")
    parser.add_argument("--against", type=Path, help="another checkout to measure first")
    args = parser.parse_args()
    old = None
    if args.against is not None:
        shared = [a for a in sys.argv[1:] if a != "--against" and a != str(args.against)]
        root = args.against.resolve()
        old = measured_in(root, __file__, shared)
    new = asyncio.run(main(args.games, args.seconds, args.bot_delay, args.latency,
                           not args.no_pictures, args.picture_processes, args.overdue))
    if old is None:
        print(json.dumps(new), flush=True)
    else:
        ratio = {k: round(old[k]["p95_s"] / new[k]["p95_s"], 2)
                 for k in ("move_lateness", "delivery_lateness")
                 if new[k].get("p95_s") and old[k].get("p95_s")}
        print(json.dumps({"old": old, "new": new, "p95_ratio": ratio}), flush=True)
