"""The league through the console: a finished game, then stats, leaderboard, history,
replay and export each answer correctly; and an old database upgrades in place."""

from __future__ import annotations

import json
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

from PIL import Image

from bot.replies import Actor, Channel
from bot.settings import Settings
from bot.store import SqliteStore
from bot.store.migrations import LATEST, MIGRATIONS
from bot.wiring import open_service
from engine.replay import replay

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = """\
ann /ttr new usa
bob /ttr join
ann /ttr addbot
ann /ttr start
ann /ttr seat ann computer
ann /ttr seat bob computer
ann /ttr stats
ann /ttr stats bob usa
ann /ttr leaderboard usa
ann /ttr history
ann /ttr replay 1
ann /ttr export 1
#elsewhere ann /ttr history
"""


def test_a_finished_game_then_each_league_command_answers(tmp_path) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "bot", "console", "--db", str(tmp_path / "db.sqlite3"),
         "--out", str(tmp_path / "out"), "--jsonl", "--seed", "3", "--no-pictures"],
        input=SCRIPT, cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stderr
    replies = [json.loads(line) for line in run.stdout.splitlines()]
    final = next(r for r in replies if r["to"] == "#general" and "Final scores" in r["text"])
    after = replies[replies.index(final):]
    private = [r for r in after if r["to"] == "@ann" and r["ephemeral"]]
    assert "/ttr rematch" in final["commands"]
    lines = final["text"].splitlines()
    scores = {}  # name -> points, from the final message
    for line in lines:
        if line[:2] in ("1.", "2.", "3."):
            name, points = line[3:].split(": ")[0], int(line.split(": ")[1].split()[0])
            scores[re.sub(r" \(computer.*\)$", "", name)] = points
    winner = re.sub(r" \(computer.*\)$", "", next(
        line[3:].split(": ")[0] for line in lines if line.startswith("1.")))
    texts = [r["text"] for r in private]
    stats, bob, board, history, replay_text, export_text, elsewhere = texts
    assert "Statistics of ann on this server: all games" in stats
    assert "1 game, " in stats and f"Average score {scores['ann']}.0, best {scores['ann']}" in stats
    assert "Rating in Ticket to Ride (USA):" in stats and "1 rated game)" in stats
    assert "Statistics of bob on this server: Ticket to Ride (USA)" in bob
    assert f"best {scores['bob']}" in bob
    assert "Leaderboard: Ticket to Ride (USA) (page 1 of 1)" in board
    assert "minimum rated games: 3" in board
    assert "#1 · " in history and f"winner: {winner}" in history
    for name, points in scores.items():
        assert f"{name} {points}" in history
    assert "The replay of game #1" in replay_text
    animation = Image.open(tmp_path / "out" / "replay-1.webp")
    assert animation.n_frames > 10
    assert "python -m engine.replay ttr-game-1.json" in export_text
    data = json.loads((tmp_path / "out" / "ttr-game-1.json").read_text("utf-8"))
    _, result = replay(data)
    assert {p["name"]: p["total"] for p in result["players"]} == scores
    assert elsewhere == history  # another channel of the same server: the same league
    cli = subprocess.run([sys.executable, "-m", "engine.replay",
                          str(tmp_path / "out" / "ttr-game-1.json"), "--json"],
                         cwd=ROOT, capture_output=True, text=True, check=False)
    assert cli.returncode == 0 and json.loads(cli.stdout)["winner"] == winner


async def test_an_old_database_upgrades_in_place_and_its_games_join_the_league(tmp_path):
    """A schema-1 database with a finished game and a game in progress: after the
    upgrade both are as they were, the finished one is in the history and rated."""
    settings = Settings(discord_token=None, _env_file=None)
    new_db = tmp_path / "new.sqlite3"
    place, ann = Channel("console", "general"), Actor("ann", "ann")
    async with open_service(settings, db=new_db, pictures=False, bot_delay=0, seed=1) as s:
        await s.new(place, ann, "usa")
        await s.addbot(place, ann)
        await s.start(place, ann)
        await s.seat(place, ann, "ann", "computer")

        async def send(replies):
            return None

        async def no_wait(_):
            return None

        await s.drain(send, sleep=no_wait)
        await s.new(Channel("console", "second"), ann, "europe")
    old_db = tmp_path / "old.sqlite3"
    source = sqlite3.connect(new_db)
    old = sqlite3.connect(old_db)
    old.executescript("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, "
                      "applied_at REAL NOT NULL);" + MIGRATIONS[0][1]
                      + "INSERT INTO schema_migrations VALUES (1, 0);")
    schema_1 = ", ".join(r[1] for r in old.execute("PRAGMA table_info(games)"))
    games = source.execute(f"SELECT {schema_1} FROM games ORDER BY id").fetchall()
    actions = source.execute("SELECT * FROM actions ORDER BY id").fetchall()
    old.executemany(f"INSERT INTO games VALUES ({', '.join('?' * len(games[0]))})", games)
    old.executemany(f"INSERT INTO actions VALUES ({', '.join('?' * len(actions[0]))})",
                    actions)
    old.commit()
    old.close()
    store = SqliteStore(old_db)
    await store.open()
    try:
        assert await store.schema_version() == LATEST
        db = store.db
        async with db.execute(f"SELECT {schema_1} FROM games ORDER BY id") as cur:
            assert await cur.fetchall() == games
        async with db.execute("SELECT * FROM actions ORDER BY id") as cur:
            assert await cur.fetchall() == actions
    finally:
        await store.close()
    async with open_service(settings, db=old_db, pictures=False) as s:
        history = "\n".join(r.text for r in await s.history(place, ann))
        assert "#1 · " in history and "#2" not in history
        stats = "\n".join(r.text for r in await s.stats(place, ann))
        assert "1 game, " in stats and "Rating in Ticket to Ride (USA)" in stats
        exported = await s.export(place, ann, 1)
        replay(json.loads(exported[-1].images[0].data))
        # the action log is still append-only
        try:
            await s.store.db.execute("UPDATE actions SET action = 'x' WHERE id = 1")
            raise AssertionError("the action log was changed")
        except sqlite3.IntegrityError as e:
            assert "append-only" in str(e)
