"""Fair thinking benchmark: a quiet table's hint and `hard` computer move, alone and
while another server floods the search workers.

    python bench/fair_thinking.py [--flood-tables 10] [--samples 5]

A quiet server holds one USA table of a person and a `hard` computer player. Measured on
it, first with nothing else going on, then while another server runs `--flood-tables`
tables of four `hard` computer players each: the seconds a hint takes (`/ttr hint` at the
start of the person's turn) and the seconds from the person's last action of a turn until
it is their move again (the `hard` player's whole reply, played by the service's own
scheduler). Prints one JSON object with p50 and
max of each, quiet and flooded, and the flooded/quiet ratio of the p50s.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.replies import Actor, Channel  # noqa: E402
from bot.service import TableService  # noqa: E402
from bot.store import SqliteStore  # noqa: E402

ANN, HOST = Actor("ann", "Ann"), Actor("host", "Host")
QUIET = Channel("quiet", "table")


async def ann_to_move(service: TableService) -> bool:
    """Wait until it is Ann's move (False: the game ended)."""
    while True:
        record = await service.store.channel_game(QUIET.guild, QUIET.channel)
        if record.status != "playing":
            return False
        if await service.suggestion(QUIET, ANN) is not None:
            return True
        await asyncio.sleep(0.01)


async def ann_moved_last(service: TableService) -> bool:
    """Whether the last action of the game was Ann's (she is in the middle of a turn)."""
    record = await service.store.channel_game(QUIET.guild, QUIET.channel)
    actions = await service.store.actions(record.id)
    return bool(actions) and actions[-1].actor == ANN.id


async def sample(service: TableService, samples: int) -> dict[str, list[float]]:
    """Hint times (at the start of Ann's turn) and the computer's replies (from Ann's
    last action of her turn until it is her move again) on the quiet table."""
    hints: list[float] = []
    replies: list[float] = []
    while len(replies) < samples and await ann_to_move(service):
        if await ann_moved_last(service):  # the rest of a turn begun before
            await service.play(QUIET, ANN, *await service.suggestion(QUIET, ANN))
            continue
        start = time.perf_counter()
        await service.hint(QUIET, ANN)
        hints.append(time.perf_counter() - start)
        await service.play(QUIET, ANN, *await service.suggestion(QUIET, ANN))
        while (await service.suggestion(QUIET, ANN)) is not None:  # her turn goes on
            await service.play(QUIET, ANN, *await service.suggestion(QUIET, ANN))
        start = time.perf_counter()
        if not await ann_to_move(service):
            break
        replies.append(time.perf_counter() - start)
    return {"hint": hints, "hard_move": replies}


async def flood(service: TableService, tables: int) -> None:
    """`tables` tables of four `hard` computer players in another server."""
    for n in range(tables):
        place = Channel("busy", f"t{n}")
        await service.new(place, HOST, "usa")
        for _ in range(4):
            await service.addbot(place, HOST, "hard")
        await service.leave(place, HOST)
        await service.start(place, HOST)


def summary(times: list[float]) -> dict[str, float]:
    return {"p50": round(statistics.median(times), 3), "max": round(max(times), 3),
            "n": len(times)} if times else {}


async def main(args: argparse.Namespace) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        store = SqliteStore(Path(folder) / "bench.sqlite3")
        await store.open()
        seeds = itertools.count(7)
        service = TableService(store, bot_delay=0, seeds=lambda: next(seeds), turn_limit=None)
        stop = asyncio.Event()

        async def send(replies: object) -> None:
            pass
        scheduler = asyncio.create_task(service.run_scheduler(send, stop))
        try:
            await service.new(QUIET, ANN, "usa")
            await service.addbot(QUIET, ANN, "hard")
            await service.start(QUIET, ANN)
            await service.hint(QUIET, ANN)  # the workers started (not measured)
            quiet = await sample(service, args.samples)
            await flood(service, args.flood_tables)
            await asyncio.sleep(2)  # the flood's searches fill the queue
            flooded = await sample(service, args.samples)
        finally:
            stop.set()
            await scheduler
            await service.thinkers.aclose()
            await store.close()
    out: dict = {"flood_tables": args.flood_tables, "workers": service.thinkers.workers}
    for what in ("hint", "hard_move"):
        q, f = summary(quiet[what]), summary(flooded[what])
        out[what] = {"quiet": q, "flooded": f,
                     "ratio_p50": round(f["p50"] / q["p50"], 2) if q and f else None}
    return out


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--flood-tables", type=int, default=10)
    p.add_argument("--samples", type=int, default=5)
    print(json.dumps(asyncio.run(main(p.parse_args()))))
