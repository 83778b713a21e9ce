"""The scheduler's round on SQLite with many open games: `claim_due` + `release` +
`next_claim`, as `run_scheduler` makes them, with 200 and with 10,000 open games.

    python bench/due_scan.py [--games 200 10000] [--rounds 300] [--due 5] [--against DIR]
                             [--url postgresql://...]

Each database holds copies of one real started USA game (its table and state JSON as the
service saved them), their due times spread over the next hour (people to move), `--due`
of them due now. A round claims the due ones (reading their rows, as the scheduler does),
releases them and asks when next to look. Prints one JSON object: CPU and wall-clock
milliseconds per round for each count, and the ratio of the largest count's CPU time to
the smallest's. With `--against DIR` (another checkout, e.g. the previous main in a
`git worktree`), each count is measured for both checkouts, alternating, each in its own
process, and the object holds "new", "old" and "ratio" (old ÷ new of the CPU and the
wall-clock times: above 1 is faster; on PostgreSQL the server's work shows only in the
wall-clock time). With `--url` (a PostgreSQL server's maintenance database) the same
round is measured on PostgreSQL, in a database made for the run and dropped after it.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
ROOT = Path(os.environ.get("TTR_BENCH_ROOT", HERE.parents[1]))
sys.path.insert(0, str(ROOT))

from checkout import measured_in  # noqa: E402


async def _one_game(path: Path) -> None:
    """A database at `path` holding one started USA game of three computer players."""
    from bot.pictures import Pictures
    from bot.replies import Actor, Channel
    from bot.service import TableService
    from bot.store import SqliteStore

    store = SqliteStore(path)
    await store.open()
    service = TableService(store, pictures=Pictures(enabled=False), bot_delay=2.0,
                           turn_limit=None, seeds=itertools.count(1).__next__)
    host, place = Actor("host", "Host"), Channel("bench", "channel-0")
    await service.new(place, host, "usa")
    for _ in range(3):
        await service.addbot(place, host)
    await service.leave(place, host)
    await service.start(place, host)
    await store.close()


def _copies(path: Path, games: int, due: int, now: float) -> None:
    """Copy game 1 until `games` are open: `due` due now, the rest within the hour."""
    db = sqlite3.connect(path)
    columns = ("guild, kind, status, table_json, state_json, version, due_what, "
               "created_at, updated_at")
    for i in range(2, games + 1):
        db.execute(f"INSERT INTO games (channel, due_at, {columns}) "
                   f"SELECT ?, ?, {columns} FROM games WHERE id = 1",
                   (f"channel-{i}", now + 60 + 3600 * i / games))
    db.execute("UPDATE games SET due_at = ?, due_what = 'computer' WHERE id <= ?",
               (now - 1, due))
    db.commit()
    db.execute("ANALYZE")
    db.close()


async def _postgres_copies(path: Path, url: str, games: int, due: int, now: float) -> None:
    """Game 1 of the SQLite file at `path` copied `games` times into the PostgreSQL
    database at `url`, as `_copies` does."""
    import asyncpg

    from bot.store.postgres import PostgresStore

    store = PostgresStore(url)
    await store.open()  # its schema
    await store.close()
    db = sqlite3.connect(path)
    row = db.execute("SELECT guild, kind, status, table_json, state_json, version, "
                     "due_what, created_at, updated_at FROM games WHERE id = 1").fetchone()
    db.close()
    con = await asyncpg.connect(url)
    try:
        await con.executemany(
            "INSERT INTO games (channel, due_at, guild, kind, status, table_json, state_json, "
            "version, due_what, created_at, updated_at) "
            "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
            [(f"channel-{i}", now - 1 if i <= due else now + 60 + 3600 * i / games, *row)
             for i in range(1, games + 1)])
        await con.execute("UPDATE games SET due_what = 'computer' WHERE due_at < $1", now)
        await con.execute("VACUUM ANALYZE games")
    finally:
        await con.close()


async def _postgres(url: str) -> tuple[str, Any]:
    """A new database on the server of `url`, and the connection that drops it."""
    import asyncpg

    admin = await asyncpg.connect(url)
    name = f"ttr_due_scan_{os.getpid()}"
    await admin.execute(f'DROP DATABASE IF EXISTS "{name}"')
    await admin.execute(f'CREATE DATABASE "{name}"')
    return f"{url.rpartition('/')[0]}/{name}", admin


async def _rounds(store: Any, rounds: int, now: float) -> dict[str, float]:
    """CPU and wall milliseconds per scheduler round of `store`."""
    from bot.shards import ALL_SHARDS

    await store.open()

    async def one() -> None:
        due = await store.claim_due(now, limit=32, shards=ALL_SHARDS, takeover_after=5.0)
        await store.release(*(r.id for r in due))
        await store.next_claim(now, shards=ALL_SHARDS, takeover_after=5.0, poll=1.0)

    for _ in range(max(3, rounds // 10)):  # warm-up: the page cache, the statements
        await one()
    cpu, wall = time.process_time(), time.perf_counter()
    for _ in range(rounds):
        await one()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    await store.close()
    return {"cpu_ms": round(cpu * 1000 / rounds, 3), "wall_ms": round(wall * 1000 / rounds, 3)}


def measure(games: int, rounds: int, due: int, url: str | None) -> dict[str, float]:
    """One count measured in this process, on the checkout at ROOT (on PostgreSQL with
    `url`, else on SQLite)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "due.sqlite3"
        asyncio.run(_one_game(path))
        now = time.time()
        if url is None:
            from bot.store import SqliteStore

            _copies(path, games, due, now)
            return asyncio.run(_rounds(SqliteStore(path), rounds, now))
        return asyncio.run(_measure_postgres(path, url, games, rounds, due, now))


async def _measure_postgres(path: Path, url: str, games: int, rounds: int, due: int,
                            now: float) -> dict[str, float]:
    from bot.store.postgres import PostgresStore

    database, admin = await _postgres(url)
    try:
        await _postgres_copies(path, database, games, due, now)
        return await _rounds(PostgresStore(database), rounds, now)
    finally:
        await admin.execute(f'DROP DATABASE IF EXISTS "{database.rpartition("/")[2]}" '
                            "WITH (FORCE)")
        await admin.close()


def in_process(root: Path, args: argparse.Namespace, games: int) -> dict[str, float]:
    """One count measured in a fresh process importing the bot of `root`."""
    return measured_in(root, HERE, [
        "--section", str(games), "--rounds", str(args.rounds), "--due", str(args.due),
        *(["--url", args.url] if args.url else [])])


def summary(by_count: dict[int, dict[str, float]]) -> dict[str, Any]:
    """Per-count figures keyed by count, and the largest count's CPU ÷ the smallest's."""
    low, high = min(by_count), max(by_count)
    out: dict[str, Any] = {str(n): v for n, v in by_count.items()}
    out[f"cpu_{high}_over_{low}"] = round(by_count[high]["cpu_ms"] / by_count[low]["cpu_ms"], 1)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, nargs="+", default=[200, 10_000])
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--due", type=int, default=5)
    parser.add_argument("--against", type=Path, help="another checkout to measure too")
    parser.add_argument("--url", help="measure PostgreSQL on this server instead")
    parser.add_argument("--section", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.section:
        print(json.dumps(measure(args.section, args.rounds, args.due, args.url)))
        return
    if args.against is None:
        print(json.dumps(summary({n: in_process(ROOT, args, n) for n in args.games})))
        return
    new: dict[int, dict[str, float]] = {}
    old: dict[int, dict[str, float]] = {}
    for i, n in enumerate(args.games):  # alternate which goes first
        pair = [(new, HERE.parents[1]), (old, args.against.resolve())]
        for into, root in (pair if i % 2 == 0 else pair[::-1]):
            into[n] = in_process(root, args, n)
    ratio = {f"{n}_{clock}": round(old[n][f"{clock}_ms"] / new[n][f"{clock}_ms"], 1)
             for n in args.games for clock in ("cpu", "wall")}
    print(json.dumps({"new": summary(new), "old": summary(old), "ratio": ratio}))


if __name__ == "__main__":
    main()
