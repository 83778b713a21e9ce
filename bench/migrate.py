"""Migration benchmark: how long `python -m bot migrate` takes to copy a SQLite database
of N games into a new PostgreSQL database, and how long a second run (nothing to copy)
and a run after a move in every tenth game take.

    python bench/migrate.py [--games 2000] [--admin postgresql://postgres@127.0.0.1/postgres]

The database holds real games: one finished three-player USA game (with its league
record) and one under way, played by computer players through the table service, cloned
under new ids and channels until there are N games (half finished, half under way). The
target is a database made for the run and dropped after it. Prints one JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import sqlite3
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import asyncpg  # noqa: E402

from bot.replies import Actor, Channel  # noqa: E402
from bot.service import TableService  # noqa: E402
from bot.store import SqliteStore  # noqa: E402
from bot.store.transfer import transfer  # noqa: E402

ANN = Actor("1001", "Ann")
DONE, LIVE = Channel("g", "done"), Channel("g", "live")


async def play(service: TableService, place: Channel, rounds: int | None) -> None:
    for _ in itertools.count() if rounds is None else range(rounds):
        record = await service.store.channel_game(place.guild, place.channel)
        if record.status != "playing":
            return
        suggested = await service.suggestion(place, ANN)
        if suggested is not None:
            await service.play(place, ANN, *suggested)
        await service.run_due()


async def two_games(path: Path) -> None:
    """A finished game (recorded by the league) and one under way."""
    store = SqliteStore(path)
    await store.open()
    seeds = itertools.count(5)
    service = TableService(store, seeds=lambda: next(seeds), bot_delay=0, turn_limit=None,
                           computer="greedy")
    for place in (DONE, LIVE):
        await service.new(place, ANN, "usa")
        for _ in range(2):
            await service.addbot(place, ANN, "greedy")
        await service.start(place, ANN)
    await play(service, DONE, None)
    await play(service, LIVE, 15)
    await service.league_catch_up()
    await store.close()


def clone(path: Path, games: int) -> None:
    """Copies of the two games under new ids and channels, until there are `games`."""
    db = sqlite3.connect(path)
    cols = ("guild, kind, status, table_json, state_json, version, due_at, due_what, "
            "created_at, updated_at")
    for n in range(3, games + 1):
        source = 1 + n % 2
        db.execute(f"INSERT INTO games (id, channel, {cols}) SELECT ?, ?, {cols} FROM games "
                   "WHERE id = ?", (n, f"c{n}", source))
        db.execute("INSERT INTO actions (game_id, version, seat, actor, action, created_at) "
                   "SELECT ?, version, seat, actor, action, created_at FROM actions "
                   "WHERE game_id = ?", (n, source))
        if source == 1:
            db.execute("INSERT INTO league_games SELECT ?, guild, game, finished_at, rated "
                       "FROM league_games WHERE game_id = 1", (n,))
            db.execute("INSERT INTO league_seats SELECT ?, seat, player, name, score, place, "
                       "tickets_completed, tickets_failed, longest_bonus, left_early "
                       "FROM league_seats WHERE game_id = 1", (n,))
    db.commit()
    db.close()


def move_every_tenth(path: Path) -> int:
    """A move in every tenth game under way (the version and state change, one action)."""
    db = sqlite3.connect(path)
    ids = [r[0] for r in db.execute("SELECT id FROM games WHERE status = 'playing' "
                                    "AND id % 10 = 1")]
    for gid in ids:
        version = db.execute("SELECT version FROM games WHERE id = ?", (gid,)).fetchone()[0]
        db.execute("UPDATE games SET version = version + 1, updated_at = updated_at + 1 "
                   "WHERE id = ?", (gid,))
        db.execute("INSERT INTO actions (game_id, version, seat, actor, action, created_at) "
                   "VALUES (?, ?, 0, 'computer', '{\"command\": \"draw\"}', 0)",
                   (gid, version + 1))
    db.commit()
    db.close()
    return len(ids)


async def timed(source: Path, url: str) -> tuple[float, dict[str, int]]:
    started = time.perf_counter()
    report = await transfer(source, url)
    assert report.equal
    return time.perf_counter() - started, {n: c.inserted + c.updated + c.deleted
                                           for n, c in report.tables.items() if
                                           c.inserted + c.updated + c.deleted}


async def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--admin", default="postgresql://postgres@127.0.0.1:5432/postgres")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "bot.sqlite3"
        await two_games(source)
        clone(source, args.games)
        admin = await asyncpg.connect(args.admin)
        name = f"ttr_bench_migrate_{uuid.uuid4().hex[:8]}"
        await admin.execute(f'CREATE DATABASE "{name}"')
        try:
            url = f"{args.admin.rpartition('/')[0]}/{name}"
            first, copied = await timed(source, url)
            second, nothing = await timed(source, url)
            moved = move_every_tenth(source)
            third, changed = await timed(source, url)
        finally:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            await admin.close()
        size = source.stat().st_size
    print(json.dumps({
        "games": args.games, "sqlite_mb": round(size / 1e6, 1),
        "first_s": round(first, 2), "games_per_s": round(args.games / first),
        "rows_copied": copied, "second_s": round(second, 2), "second_rows": nothing,
        "moved_games": moved, "after_moves_s": round(third, 2), "after_moves_rows": changed}))


if __name__ == "__main__":
    asyncio.run(main())
