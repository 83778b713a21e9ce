"""With 10,000 open games on SQLite, the scheduler's round finds the due ones through the
games_due_open index: every statement it makes reads the games table only through that
index (covering: no game's JSON is read) or by id, and it finds the right games."""

from __future__ import annotations

import json
import sqlite3

from bot.shards import ALL_SHARDS
from bot.store import Change, Due, SqliteStore

OPEN_GAMES = 10_000


async def test_the_round_at_10000_open_games_reads_the_due_index_only(tmp_path):
    path = tmp_path / "many.sqlite3"
    store = SqliteStore(path)
    await store.open()
    first = await store.create_game(
        "g", "c0", "board",
        Change(status="playing", table=json.dumps({"big": "x" * 4000}),
               state=json.dumps({"big": "y" * 8000}), due=Due(5000.0, "reminder"), seat=0,
               actor="ann", action=json.dumps({"command": "x"})),
        now=0.0)
    await store.close()
    db = sqlite3.connect(path)
    columns = "guild, kind, status, table_json, state_json, version, created_at, updated_at"
    db.executemany(  # people to move, due within the next hours; three computers due now
        f"INSERT INTO games (channel, due_at, due_what, {columns}) "
        f"SELECT ?, ?, ?, {columns} FROM games WHERE id = ?",
        [(f"c{i}", 100.0 if i <= 3 else 1000.0 + i, "computer" if i <= 3 else "timeout",
          first.id) for i in range(1, OPEN_GAMES)])
    db.commit()
    assert db.execute("SELECT COUNT(*) FROM games WHERE status = 'playing'").fetchone() == (
        OPEN_GAMES,)
    db.close()

    store = SqliteStore(path)
    await store.open()
    statements: list[str] = []
    await store.db.set_trace_callback(statements.append)
    try:
        due = await store.claim_due(200.0, limit=32, shards=ALL_SHARDS, takeover_after=5.0)
        await store.release(*(r.id for r in due))
        after = await store.next_claim(200.0, shards=ALL_SHARDS, takeover_after=5.0,
                                       poll=1.0)
        computer = await store.next_due("computer")
        soonest = await store.next_due()
    finally:
        await store.db.set_trace_callback(None)
        await store.close()
    assert [(r.channel, r.due) for r in due] == [
        (f"c{i}", Due(100.0, "computer")) for i in (1, 2, 3)]
    assert (after, computer, soonest) == (100.0, 100.0, 100.0)

    db = sqlite3.connect(path)
    plans = {sql: [row[3] for row in db.execute(f"EXPLAIN QUERY PLAN {sql}")]
             for sql in statements if "games" in sql and sql.lstrip().startswith(
                 ("SELECT", "UPDATE"))}
    db.close()
    assert len(plans) == 5  # claim, release, next claim, the next computer, the next due
    for sql, plan in plans.items():
        reads = [step for step in plan if " games " in f"{step} "]
        assert reads, sql
        for step in reads:
            assert ("USING COVERING INDEX games_due_open" in step
                    or "USING INTEGER PRIMARY KEY" in step), (sql, plan)
