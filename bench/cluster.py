"""Cluster benchmark: several bot processes over one PostgreSQL database.

    nice -n 10 python bench/cluster.py [--url postgresql://postgres@127.0.0.1:5432/postgres]
        [--games 400] [--processes 2] [--seconds 60] [--kill-after 20] [--pin]
        [--skip one|many|kill ...]

Opens `--games` tables of three computer players (USA) in a new database, spread over
the servers of as many shards as processes, and copies it (PostgreSQL's template
databases) for each run. A run starts bot processes, each the table service's own
scheduler (`run_scheduler`, no Discord) for one shard of `--processes`, all released at
once; they play every game to its end. Runs, one after another:

- `timed`: `--repeat` pairs of runs of `--seconds` (then SIGTERM): one process (every
  shard), and `--processes` processes (one shard each), in turns (one-many, many-one,
  ...) so a change in the machine's load falls on both alike; computer moves per second
  of each and their ratio (`speedup_median` over the pairs);
- `many`: `--processes` processes until every game has finished: moves per second over
  the first `--seconds`, and over the whole run;
- `kill`: the same, and SIGKILL of the last process `--kill-after` seconds in: the others
  take over its games once its claims run out (`CLAIM_LEASE`) and they are late by
  `TAKEOVER_AFTER`; measured per game of the killed shard from the kill to its next
  move, against the tolerance CLAIM_LEASE + TAKEOVER_AFTER + TAKEOVER_POLL + 1 s.

After each run that plays to the end the action logs are checked: every game finished,
each one's versions 1..n logged once each (nothing applied twice or lost), the log
replays from the seed to exactly the stored final result, and (without a kill) the moves
the processes say they saved add up to the logged ones.

Prints one JSON object. The machine's load average is included: the processes share the
CPU with PostgreSQL and anything else running; `--pin` puts process i on CPU i only (the
single process on CPU 0), so one process gets one core and two get two. Each process
reports its moves and CPU seconds (`moves_per_cpu_s`: what a move costs, whatever the
load). When the server runs on this machine (and the bench may read its files), its CPU
time is measured too (`bench/server_cpu.py`): a move's CPU milliseconds in the bot
processes and in the server, and `cpu_bound_ratio`, the speed-up N processes reach on N
cores of their own that the server shares, N / (1 + server / bot): what the code allows,
whatever else the machine runs (`ratio` is what it did).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import statistics
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

# the service before the league's modules (they import each other)
from bot.service import Table, TableService  # noqa: E402

# isort: split
import asyncpg  # noqa: E402

from bench.server_cpu import ServerCpu  # noqa: E402
from bot.league.export import export_of  # noqa: E402
from bot.pictures import Pictures  # noqa: E402
from bot.replies import Actor, Channel, Reply  # noqa: E402
from bot.service.core import TAKEOVER_AFTER  # noqa: E402
from bot.service.scheduler import TAKEOVER_POLL  # noqa: E402
from bot.shards import Shards  # noqa: E402
from bot.store import Change, VersionConflict  # noqa: E402
from bot.store.base import CLAIM_LEASE  # noqa: E402
from bot.store.postgres import PostgresStore  # noqa: E402
from engine import GAMES  # noqa: E402
from engine.replay import result_of  # noqa: E402

HOST = Actor("host", "Host")
ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/postgres"
#: seconds a process waits between looks at whether every game has finished
WATCH_EVERY = 0.5


def guild_in(shard: int, count: int, n: int) -> str:
    """The n-th Discord server id that falls in `shard` of `count`."""
    return str(((n * count + shard) << 22) | 1)


class CountingStore(PostgresStore):
    """The PostgreSQL store, counting the computer moves it saved and the saves it lost
    to another process."""

    def __init__(self, url: str) -> None:
        super().__init__(url, max_size=20)
        self.moves = 0
        self.conflicts = 0

    async def save(self, game_id: int, version: int, change: Change, now: float) -> int:
        try:
            new = await super().save(game_id, version, change, now)
        except VersionConflict:
            self.conflicts += 1
            raise
        if change.actor == "computer":
            self.moves += 1
        return new


# --- one bot process -----------------------------------------------------------------


async def worker(url: str, count: int, shard: int | None, cpu: int | None
                 ) -> dict[str, Any]:
    """Play the due moves of `shard` (every shard if None) until no game is playing or
    SIGTERM comes; waits for a line on stdin before starting. With `cpu`, only on that
    CPU."""
    if cpu is not None:
        os.sched_setaffinity(0, {cpu})
    store = CountingStore(url)
    await store.open()
    shards = Shards(count, frozenset({shard}) if shard is not None else None)
    service = TableService(store, pictures=Pictures(enabled=False), bot_delay=0,
                           turn_limit=None, shards=shards)
    print(json.dumps({"ready": os.getpid()}), flush=True)
    await asyncio.to_thread(sys.stdin.readline)
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    sent = 0

    async def send(replies: list[Reply]) -> None:
        nonlocal sent
        sent += len(replies)

    async def watch() -> None:
        while not stop.is_set() and await store.count_games("playing"):
            await asyncio.sleep(WATCH_EVERY)
        stop.set()

    started, used = time.time(), time.process_time()
    await asyncio.gather(service.run_scheduler(send, stop, idle_wait=WATCH_EVERY), watch())
    out = {"pid": os.getpid(), "shard": shard, "cpu": cpu, "moves": store.moves,
           "conflicts": store.conflicts, "replies": sent,
           "wall_s": round(time.time() - started, 2),
           "cpu_s": round(time.process_time() - used, 2)}
    await store.close()
    return out


# --- the databases -------------------------------------------------------------------


async def create_database(admin_url: str, name: str, template: str | None = None) -> str:
    admin = await asyncpg.connect(admin_url)
    try:
        extra = f' TEMPLATE "{template}"' if template else ""
        await admin.execute(f'CREATE DATABASE "{name}"{extra}')
    finally:
        await admin.close()
    return f"{admin_url.rpartition('/')[0]}/{name}"


async def drop_databases(admin_url: str, names: list[str]) -> None:
    admin = await asyncpg.connect(admin_url)
    try:
        for name in names:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()


async def open_tables(url: str, games: int, count: int) -> None:
    """`games` started tables of three computer players, spread over `count` shards."""
    store = PostgresStore(url)
    await store.open()
    service = TableService(store, pictures=Pictures(enabled=False), bot_delay=0,
                           turn_limit=None, seeds=iter(range(1, 10**9)).__next__)
    for i in range(games):
        place = Channel(guild_in(i % count, count, i), f"table-{i}")
        await service.new(place, HOST, "usa")
        for _ in range(2):
            await service.addbot(place, HOST)
        await service.leave(place, HOST)
        await service.addbot(place, HOST)
        await service.start(place, HOST)
    await store.close()


# --- a run ---------------------------------------------------------------------------


def spawn(url: str, count: int, shard: int | None, cpu: int | None
          ) -> subprocess.Popen[str]:
    args = [sys.executable, __file__, "--worker", "--url", url, "--shard-count", str(count)]
    if shard is not None:
        args += ["--shard", str(shard)]
    if cpu is not None:
        args += ["--cpu", str(cpu)]
    return subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


async def moves_between(url: str, start: float, end: float) -> int:
    """Computer moves logged from `start` to `end`."""
    con = await asyncpg.connect(url)
    try:
        return int(await con.fetchval(
            "SELECT COUNT(*) FROM actions WHERE actor = 'computer' AND created_at >= $1 "
            "AND created_at < $2", start, end))
    finally:
        await con.close()


async def run(url: str, processes: int, count: int, seconds: float | None,
              kill_after: float | None, pin: bool, server: ServerCpu | None
              ) -> dict[str, Any]:
    """Start the processes, release them together, wait for them (or `seconds`, then
    stop them); with `kill_after`, SIGKILL the last one then. With `pin`, process i runs
    on CPU i only. With `server`, the database server's CPU time is measured too."""
    shards: list[int | None] = [None] if processes == 1 else list(range(processes))
    cpus = os.cpu_count() or 1
    procs = [spawn(url, count, s, i % cpus if pin else None) for i, s in enumerate(shards)]
    for p in procs:
        assert p.stdout is not None and "ready" in p.stdout.readline()
    loads = [os.getloadavg()[0]]
    server_before = server.seconds() if server else 0.0
    start = time.time()
    for p in procs:
        assert p.stdin is not None
        p.stdin.write("go\n")
        p.stdin.flush()
    killed_at = None
    reports: list[dict[str, Any]] = []
    # the window is counted from the first move: a little longer for the start
    deadline = start + seconds + 2.0 if seconds else None
    while any(p.poll() is None for p in procs):
        await asyncio.sleep(0.2)
        now = time.time()
        if kill_after is not None and killed_at is None and now - start >= kill_after:
            procs[-1].send_signal(signal.SIGKILL)
            killed_at = time.time()
        if deadline is not None and now >= deadline:
            for p in procs:
                p.send_signal(signal.SIGTERM)
            break
        if int(now - start) % 10 == 0:
            loads.append(os.getloadavg()[0])
    end = time.time()
    for p in procs:
        p.wait()
        out = p.stdout.read() if p.stdout else ""
        if p.returncode == 0 and out.strip():
            reports.append(json.loads(out.strip().splitlines()[-1]))
    server_used = server.seconds() - server_before if server else None
    result: dict[str, Any] = {
        "processes": processes, "wall_s": round(end - start, 1),
        "load_avg_1m": round(statistics.mean(loads), 2), "workers": reports}
    moves = sum(w["moves"] for w in reports)
    if reports:
        result["moves_per_cpu_s"] = round(moves / max(0.01, sum(w["cpu_s"] for w in reports)),
                                          1)
    if moves and server_used is not None and len(reports) == len(procs):
        result["client_cpu_ms_per_move"] = round(
            1000 * sum(w["cpu_s"] for w in reports) / moves, 3)
        result["server_cpu_ms_per_move"] = round(1000 * server_used / moves, 3)
    if killed_at is not None:
        result["killed_at_s"] = round(killed_at - start, 1)
        result["killed_at"] = killed_at
    return result


async def takeover(url: str, killed_at: float, shard: int, count: int) -> dict[str, Any]:
    """How long the killed shard's games waited after the kill for their next move."""
    con = await asyncpg.connect(url)
    try:
        rows = await con.fetch(
            "SELECT g.guild, MIN(a.created_at) AS next FROM games g JOIN actions a "
            "ON a.game_id = g.id AND a.created_at > $1 AND a.actor = 'computer' "
            "GROUP BY g.id, g.guild", killed_at)
    finally:
        await con.close()
    waits = sorted(r["next"] - killed_at for r in rows
                   if Shards(count, frozenset({shard})).mine(r["guild"]))
    tolerance = CLAIM_LEASE + TAKEOVER_AFTER + TAKEOVER_POLL + 1.0
    return {"games": len(waits), "first_s": round(waits[0], 2) if waits else None,
            "p50_s": round(statistics.median(waits), 2) if waits else None,
            "max_s": round(waits[-1], 2) if waits else None, "tolerance_s": tolerance,
            "within_tolerance": bool(waits) and waits[-1] <= tolerance}


async def check_logs(url: str) -> dict[str, Any]:
    """Every game finished; versions 1..n logged once each; the log replays to the
    stored result."""
    store = PostgresStore(url)
    await store.open()
    unfinished = duplicates = lost = mismatched = logged = 0
    try:
        ids = [r["id"] for r in await store.pool.fetch("SELECT id FROM games ORDER BY id")]
        for game_id in ids:
            record = await store.game(game_id)
            assert record is not None
            actions = await store.actions(game_id)
            versions = [a.version for a in actions]
            duplicates += len(versions) - len(set(versions))
            lost += len(set(range(1, record.version + 1)) - set(versions))
            logged += sum(a.actor == "computer" for a in actions)
            if record.status != "finished" or record.state is None:
                unfinished += 1
                continue
            table = Table.model_validate_json(record.table)
            state = GAMES[table.game].load(record.state)
            exported = export_of(record, table, actions)
            mismatched += exported["result"] != result_of(state)
    finally:
        await store.close()
    return {"games": len(ids), "unfinished": unfinished, "duplicates": duplicates,
            "lost": lost, "replay_mismatches": mismatched, "computer_moves_logged": logged}


async def main(args: argparse.Namespace) -> dict[str, Any]:
    tag = uuid.uuid4().hex[:8]
    template = f"ttr_bench_{tag}"
    names = [template]
    count = args.processes

    async def fresh_run(name: str, processes: int, seconds: float | None,
                        kill: float | None) -> tuple[str, dict[str, Any]]:
        names.append(f"{template}_{name}")
        run_url = await create_database(args.url, names[-1], template)
        if args.async_commit:
            admin = await asyncpg.connect(args.url)
            try:
                await admin.execute(
                    f'ALTER DATABASE "{names[-1]}" SET synchronous_commit = off')
            finally:
                await admin.close()
        result = await run(run_url, processes, count, seconds, kill, args.pin, server)
        result.update(await throughput(run_url, args.seconds))
        return run_url, result

    server = await ServerCpu.find(args.url)
    try:
        url = await create_database(args.url, template)
        made = time.time()
        await open_tables(url, args.games, count)
        out: dict[str, Any] = {"games": args.games, "level": "normal", "processes": count,
                               "cpus": os.cpu_count(), "pinned": args.pin,
                               "synchronous_commit": not args.async_commit,
                               "setup_s": round(time.time() - made, 1)}
        # timed runs of one and of `count` processes, in turns (one-many, many-one, ...)
        # so that a change in the machine's load falls on both alike
        pairs = []
        for r in range(args.repeat if "one" not in args.skip else 0):
            pair: dict[str, Any] = {}
            order = [("one", 1), ("many", count)]
            for name, processes in order if r % 2 == 0 else order[::-1]:
                _, result = await fresh_run(f"{name}{r}", processes, args.seconds, None)
                pair[name] = {k: result[k] for k in (
                    "moves_per_s", "moves_per_cpu_s", "client_cpu_ms_per_move",
                    "server_cpu_ms_per_move", "load_avg_1m") if k in result}
            pair["ratio"] = round(pair["many"]["moves_per_s"] / pair["one"]["moves_per_s"], 2)
            many = pair["many"]
            if "server_cpu_ms_per_move" in many:
                pair["cpu_bound_ratio"] = round(count / (
                    1 + many["server_cpu_ms_per_move"] / many["client_cpu_ms_per_move"]), 2)
            pairs.append(pair)
        if pairs:
            out["timed"] = pairs
            out["speedup_median"] = round(statistics.median(p["ratio"] for p in pairs), 2)
            bound = [p["cpu_bound_ratio"] for p in pairs if "cpu_bound_ratio" in p]
            if bound:
                out["cpu_bound_speedup_median"] = round(statistics.median(bound), 2)
        if "many" not in args.skip:  # every game played to its end, the logs checked
            run_url, result = await fresh_run("many", count, None, None)
            result["check"] = await check_logs(run_url)
            result["check"]["moves_saved_by_processes"] = sum(
                w["moves"] for w in result["workers"])
            out["many"] = result
        if "kill" not in args.skip:
            run_url, result = await fresh_run("kill", count, None, args.kill_after)
            result["check"] = await check_logs(run_url)
            result["takeover"] = await takeover(run_url, result.pop("killed_at"), count - 1,
                                                count)
            out["kill"] = result
        return out
    finally:
        if not args.keep:
            await drop_databases(args.url, names)


async def throughput(url: str, seconds: float) -> dict[str, Any]:
    """Computer moves per second over the first `seconds` from a run's first move, and
    over all its moves."""
    con = await asyncpg.connect(url)
    try:
        first, last, total = await con.fetchrow(
            "SELECT MIN(created_at), MAX(created_at), COUNT(*) FROM actions "
            "WHERE actor = 'computer'")
    finally:
        await con.close()
    window = min(seconds, last - first)
    return {"moves": total, "moves_per_s": round(
        await moves_between(url, first, first + window) / window, 1),
        "moves_per_s_all": round(total / (last - first), 1)}


def parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--url", default=os.environ.get("TEST_DATABASE_URL", ADMIN_URL),
                   help="the server's maintenance database (bench databases are made there)")
    p.add_argument("--games", type=int, default=400)
    p.add_argument("--processes", type=int, default=2)
    p.add_argument("--seconds", type=float, default=60.0,
                   help="the window over which moves per second are compared")
    p.add_argument("--kill-after", type=float, default=20.0)
    p.add_argument("--repeat", type=int, default=3,
                   help="timed pairs of runs (one process, then all; then the other way)")
    p.add_argument("--skip", nargs="*", default=[], choices=["one", "many", "kill"])
    p.add_argument("--keep", action="store_true", help="keep the databases")
    p.add_argument("--async-commit", action="store_true",
                   help="synchronous_commit = off in the bench databases (a commit does "
                        "not wait for its WAL to reach the disk)")
    p.add_argument("--pin", action="store_true",
                   help="process i on CPU i only (one process alone on CPU 0)")
    p.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--shard-count", type=int, default=1, help=argparse.SUPPRESS)
    p.add_argument("--shard", type=int, default=None, help=argparse.SUPPRESS)
    p.add_argument("--cpu", type=int, default=None, help=argparse.SUPPRESS)
    return p.parse_args(argv)


if __name__ == "__main__":
    args = parse(sys.argv[1:])
    if args.worker:
        print(json.dumps(asyncio.run(worker(args.url, args.shard_count, args.shard,
                                            args.cpu))))
    else:
        print(json.dumps(asyncio.run(main(args)), indent=1))
