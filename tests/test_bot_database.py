"""The database when things go wrong: a damaged, unopenable or too new file is refused at
start with one line and exit code 2; a full disk refuses the move and keeps the game; online
backups on a schedule, and a restore that brings a game back as it was."""

from __future__ import annotations

import asyncio
import os
import random
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.health import health_main
from bot.i18n import languages, say
from bot.replies import Actor, Channel
from bot.service import TableService
from bot.settings import Settings
from bot.store import (
    DatabaseDamaged,
    DatabaseUnopenable,
    SchemaTooNew,
    SqliteStore,
    StorageFull,
)
from bot.store.backups import backup_now, backups, restore, run_backups
from bot.store.migrations import LATEST
from bot.wiring import open_service

ROOT = Path(__file__).resolve().parent.parent
HERE = Channel("guild", "table")
ANN, BOB = Actor("ann", "Ann"), Actor("bob", "Bob")


def bot(*args: str, cwd: Path = ROOT, env: dict[str, str] | None = None,
        stdin: str = "") -> subprocess.CompletedProcess:
    base = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "DB_PATH")}
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=cwd, input=stdin,
                          capture_output=True, text=True, timeout=120,
                          env={**base, "PYTHONPATH": str(ROOT), **(env or {})})


async def a_game(path: Path, moves: int = 6) -> None:
    """A USA game of two people, `moves` moves in."""
    store = SqliteStore(path)
    await store.open()
    service = TableService(store, seeds=lambda: 3, bot_delay=0, turn_limit=None)
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    await play(service, moves)
    await store.close()


async def play(service: TableService, moves: int) -> None:
    done = 0
    while done < moves:
        for who in (ANN, BOB):
            found = await service.suggestion(HERE, who)
            if found and done < moves:
                assert not (await service.play(HERE, who, *found))[0].ephemeral
                done += 1


def stored(path: Path) -> tuple:
    db = sqlite3.connect(path)
    row = db.execute("SELECT version, status, table_json, state_json FROM games").fetchone()
    actions = db.execute("SELECT COUNT(*) FROM actions").fetchone()[0]
    db.close()
    return (*row, actions)


@pytest.fixture(scope="module")
def good(tmp_path_factory) -> bytes:
    """The bytes of a database holding a game (checkpointed: no WAL beside it)."""
    path = tmp_path_factory.mktemp("good") / "good.sqlite3"
    asyncio.run(a_game(path, moves=20))
    db = sqlite3.connect(path)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.execute("PRAGMA journal_mode=DELETE")
    db.close()
    return path.read_bytes()


def damaged_pages(data: bytes, seed: int) -> bytes:
    rng = random.Random(seed)
    out = bytearray(data)
    for page in rng.sample(range(2, len(data) // 4096 + 1), 3):
        start = (page - 1) * 4096
        out[start:start + 8] = rng.randbytes(8)
    return bytes(out)


DAMAGE = {
    "random bytes": lambda data: random.Random(1).randbytes(len(data)),
    "truncated to half": lambda data: data[:len(data) // 2],
    "truncated to 50 bytes": lambda data: data[:50],
    "damaged pages": lambda data: damaged_pages(data, 2),
    "other damaged pages": lambda data: damaged_pages(data, 5),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_database_is_refused_with_one_line(tmp_path, good, damage):
    path = tmp_path / "damaged.sqlite3"
    path.write_bytes(DAMAGE[damage](good))
    before = path.read_bytes()
    for args in (["console", "--db", str(path), "--no-pictures"], []):
        result = bot(*args, env={"DB_PATH": str(path), "DISCORD_TOKEN": "x" if not args
                                 else ""}, stdin="ann /ttr new usa\n")
        assert result.returncode == 2
        assert result.stdout == ""
        lines = [line for line in result.stderr.splitlines()
                 if line != say("en", "console.discord")]
        assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
        assert lines[0].startswith(f"The database {path} is damaged (")
        assert lines[0].endswith("); not starting. Restore a backup (README: Backups).")
    assert path.read_bytes() == before  # nothing written over it


async def test_the_store_names_what_is_wrong(tmp_path, good):
    path = tmp_path / "bad.sqlite3"
    path.write_bytes(DAMAGE["damaged pages"](good))
    store = SqliteStore(path)
    with pytest.raises(DatabaseDamaged, match="btreeInitPage"):
        await store.open()
    assert store._db is None
    with pytest.raises(DatabaseUnopenable):
        await SqliteStore(tmp_path).open()  # a directory


def test_a_path_that_cannot_be_opened_is_refused_with_one_line(tmp_path):
    folder = tmp_path / "a-folder.sqlite3"
    folder.mkdir()
    result = bot("console", "--db", str(folder))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.splitlines() == [
        f"The database {folder} cannot be opened (unable to open database file); "
        "not starting."]
    blocker = tmp_path / "file"
    blocker.write_text("")
    result = bot("console", "--db", str(blocker / "ttr.sqlite3"))
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1
    assert result.stderr.startswith(f"The database {blocker / 'ttr.sqlite3'} cannot be opened")


def test_a_database_from_a_newer_bot_is_refused_with_one_line(tmp_path):
    path = tmp_path / "newer.sqlite3"
    asyncio.run(a_game(path, moves=0))
    db = sqlite3.connect(path)
    db.execute("INSERT INTO schema_migrations VALUES (?, 0)", (LATEST + 1,))
    db.commit()
    db.close()
    before = stored(path)
    result = bot("console", "--db", str(path))
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        f"The database {path} is from a newer version of the bot (schema {LATEST + 1}; "
        f"this one knows up to {LATEST}); not starting."]
    assert stored(path) == before
    with pytest.raises(SchemaTooNew):
        asyncio.run(SqliteStore(path).open())


# --- a full disk -------------------------------------------------------------------------------


async def test_a_full_disk_refuses_the_move_and_keeps_the_game(tmp_path):
    path = tmp_path / "full.sqlite3"
    store = SqliteStore(path)
    await store.open()
    service = TableService(store, seeds=lambda: 3, bot_delay=0, turn_limit=None)
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    async with store.db.execute("PRAGMA page_count") as cur:
        pages = (await cur.fetchone())[0]
    await store.db.execute(f"PRAGMA max_page_count = {pages}")  # the disk is full now
    refused = None
    for _ in range(300):
        for who in (ANN, BOB):
            found = await service.suggestion(HERE, who)
            if not found:
                continue
            before = await store.channel_game(HERE.guild, HERE.channel)
            replies = await service.play(HERE, who, *found)
            if replies[0].ephemeral:
                refused = (who, found, before, replies)
                break
        if refused:
            break
    assert refused is not None, "the database never filled up"
    who, found, before, replies = refused
    assert len(replies) == 1 and replies[0].to == who.user
    assert replies[0].text == say("en", "error.storage_full")
    after = await store.channel_game(HERE.guild, HERE.channel)
    assert after == before  # the game is exactly as it was
    assert len(await store.actions(after.id)) == before.version
    with pytest.raises(StorageFull):  # and the store says why
        await store.set_setting("x", "y", "z" * 100_000)
    await store.db.execute("PRAGMA max_page_count = 1073741823")  # room again
    replies = await service.play(HERE, who, *found)
    assert not replies[0].ephemeral
    assert (await store.channel_game(HERE.guild, HERE.channel)).version == before.version + 1
    await store.close()


def test_the_storage_messages_exist_in_every_language():
    for lang in languages():
        for key in ("error.storage_full", "error.storage_failed"):
            text = say(lang, key)
            assert text and (lang == "en" or text != say("en", key))


# --- backups and restore -----------------------------------------------------------------------


async def test_backups_run_on_a_schedule_and_keep_the_newest(tmp_path):
    path, folder = tmp_path / "live.sqlite3", tmp_path / "backups"
    store = SqliteStore(path)
    await store.open()
    service = TableService(store, seeds=lambda: 3, bot_delay=0, turn_limit=None)
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    stop = asyncio.Event()
    task = asyncio.create_task(run_backups(store, folder, 0.05, 3, stop))
    await play(service, 30)  # moves go on while backups are taken
    await asyncio.sleep(0.3)
    stop.set()
    await task
    kept = backups(folder)
    assert len(kept) == 3 and not list(folder.glob("*.part"))
    for copy in kept:
        db = sqlite3.connect(copy)
        assert db.execute("PRAGMA quick_check").fetchone() == ("ok",)
        version = db.execute("SELECT version FROM games").fetchone()[0]
        assert db.execute("SELECT COUNT(*) FROM actions").fetchone()[0] == version
        db.close()
    await store.close()


def test_backups_are_set_by_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("BACKUP_DIR", str(tmp_path))
    monkeypatch.setenv("BACKUP_EVERY", "600")
    monkeypatch.setenv("BACKUP_KEEP", "5")
    settings = Settings(_env_file=None)
    assert (settings.backup_dir, settings.backup_every, settings.backup_keep) == (
        tmp_path, 600.0, 5)


async def test_the_service_backs_up_when_a_folder_is_set(tmp_path):
    settings = Settings(_env_file=None, backup_dir=tmp_path / "b", backup_every=3600,
                        backup_keep=2, pictures=False)
    async with open_service(settings, db=tmp_path / "svc.sqlite3") as service:
        await service.new(HERE, ANN, "usa")
        for _ in range(50):
            if backups(tmp_path / "b"):
                break
            await asyncio.sleep(0.02)
    assert len(backups(tmp_path / "b")) == 1  # one at start; the next in an hour


def test_a_restore_brings_the_game_back_as_it_was_backed_up(tmp_path):
    path, folder = tmp_path / "live.sqlite3", tmp_path / "backups"

    async def backed_up() -> Path:
        await a_game(path, moves=8)
        store = SqliteStore(path)
        await store.open()
        copy = await backup_now(store, folder, keep=5)
        service = TableService(store, seeds=lambda: 3, bot_delay=0, turn_limit=None)
        await play(service, 10)  # after the backup: lost by the restore
        await store.close()
        return copy

    copy = asyncio.run(backed_up())
    at_backup = stored(copy)
    assert stored(path)[0] == at_backup[0] + 10
    result = bot("restore", str(copy), env={"DB_PATH": str(path)})
    assert result.returncode == 0, result.stderr
    [kept] = path.parent.glob(f"{path.name}.before-restore-*")
    assert result.stderr.splitlines() == [
        f"The database {path} is restored from {copy} (the file it replaced: {kept})."]
    assert stored(path) == at_backup
    assert stored(kept)[0] == at_backup[0] + 10
    # the bot goes on from the restored game
    result = bot("console", "--db", str(path), "--no-pictures", "--jsonl",
                 stdin="ann /ttr status\n")
    assert result.returncode == 0, result.stderr
    assert stored(path) == at_backup


def test_a_damaged_backup_is_not_restored(tmp_path, good):
    path, bad = tmp_path / "live.sqlite3", tmp_path / "ttr-bad.sqlite3"
    path.write_bytes(good)
    bad.write_bytes(DAMAGE["truncated to half"](good))
    result = bot("restore", str(bad), "--db", str(path))
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1
    assert result.stderr.startswith(f"The database {bad} is damaged (")
    assert path.read_bytes() == good
    assert not list(tmp_path.glob("*.restoring"))
    with pytest.raises(DatabaseDamaged):
        restore(bad, path)


# --- start-up ------------------------------------------------------------------------------------


def test_no_token_and_no_terminal_is_exit_code_2_with_one_line(tmp_path):
    result = bot(cwd=tmp_path, env={"DB_PATH": str(tmp_path / "x.sqlite3")})
    assert result.returncode == 2
    assert result.stderr.splitlines() == [say("en", "console.no_token")]
    assert not (tmp_path / "x.sqlite3").exists()


def test_piped_lines_are_played_as_they_arrive(tmp_path):
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "console", "--db", str(tmp_path / "p.sqlite3"),
         "--jsonl", "--no-pictures"], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        for line, status in (("ann /ttr new usa", "lobby"), ("bob /ttr join", "lobby"),
                             ("ann /ttr start", "playing")):
            proc.stdin.write(line + "\n")
            proc.stdin.flush()  # the pipe stays open: the answer must come before EOF
            answer = proc.stdout.readline()
            assert f'"status": "{status}"' in answer, answer
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
        proc.stdout.close()
    assert proc.returncode == 0


def test_settings_do_not_move_the_database_out_of_the_image_volume():
    example = (ROOT / ".env.example").read_text()
    assert not [line for line in example.splitlines() if line.startswith("DB_PATH=")]
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "DB_PATH=/data/" in dockerfile and "HEALTHCHECK" in dockerfile


def test_the_health_check_follows_the_heartbeat(tmp_path):
    beat_file = tmp_path / "beat"
    assert health_main(beat_file) == 1  # no heartbeat yet
    settings = Settings(_env_file=None, heartbeat_file=beat_file, pictures=False)

    async def run() -> None:
        async with open_service(settings, db=tmp_path / "h.sqlite3"):
            for _ in range(100):
                if beat_file.exists():
                    break
                await asyncio.sleep(0.02)

    asyncio.run(run())
    assert health_main(beat_file) == 0
    assert health_main(beat_file, now=time.time() + 600) == 1  # a bot stuck for minutes
    assert health_main(None) == 1
    result = bot("health", env={"HEARTBEAT_FILE": str(beat_file)})
    assert result.returncode == 0, result.stderr
