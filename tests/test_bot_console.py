"""The console adapter end to end: line parsing, scripts, computer-only games of every
board map, a game with people that shows nobody's secrets, and a process killed mid-game
that continues to the same result."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from bot.commands import command_line, command_specs
from bot.console import Console
from bot.console.lines import LineError, is_blank, parse_line
from bot.console.printer import Printer
from bot.i18n import say
from bot.kinds.board.words import ticket
from bot.replies import Actor, Channel
from bot.service import Table
from bot.settings import Settings
from bot.store import SqliteStore
from bot.wiring import open_service
from engine import GameState, final_view
from engine.maps import load_map

ROOT = Path(__file__).resolve().parent.parent


def run_console(*args: str, script: str | None = None, timeout: float = 300,
                env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bot", "console", *args], cwd=ROOT,
                          input=script, capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})})


def computer_game(game: str, computers: int) -> str:
    # the host leaves before the last computer takes the seat (a table closes when its
    # last seat empties, and a full table takes no further computer player)
    return "\n".join([f"host /ttr new {game}", *["host /ttr addbot"] * (computers - 1),
                      "host /ttr leave", "host /ttr addbot", "host /ttr start"]) + "\n"


# --- lines --------------------------------------------------------------------------------


def test_lines_name_the_channel_the_user_and_the_arguments():
    line = parse_line("#lobby ann /ttr claim seattle-portland red")
    assert (line.channel, line.user, line.command) == ("lobby", "ann", "claim")
    assert line.args == {"route": "seattle-portland", "color": "red"}
    line = parse_line("bob /ttr claim denver-omaha with 1 red 1 locomotive")
    assert line.channel is None and line.args == {"route": "denver-omaha",
                                                  "cards": "1 red 1 locomotive"}
    assert parse_line("ann /ttr keep a-b c-d e-f").args == {"tickets": "a-b c-d e-f"}
    assert parse_line("ann /ttr new usa turn_limit:5m").args == {"map": "usa",
                                                                "turn_limit": "5m"}
    assert parse_line("ann /ttr press ttr:1:2:keep a-b c-d").args == {
        "custom_id": "ttr:1:2:keep", "values": "a-b c-d"}
    # a grouped command as Discord writes it (the messages name it so), or without its group
    for typed in ("ann /ttr league daily-results usa", "ann /ttr daily results usa",
                  "ann /ttr daily-results usa"):
        assert (parse_line(typed).command, parse_line(typed).args) == ("daily-results",
                                                                        {"map": "usa"})
    assert parse_line("ann /ttr settings back").command == "back"
    for bad in ("ann claim x", "ann /ttr", "/ttr draw deck", "ann /ttr league"):
        with pytest.raises(LineError):
            parse_line(bad)
    with pytest.raises(LineError) as e:
        parse_line("ann /ttr fly away")
    assert say("en", e.value.key, **e.value.params) == "There is no command “fly”; try /ttr help."
    assert is_blank("   ") and is_blank("# a comment") and not is_blank("#general ann /ttr join")


@pytest.mark.parametrize("command,args", [
    ("claim", {"route": "seattle-portland", "cards": "1 red 1 locomotive"}),
    ("claim", {"route": "a-b", "color": "red"}),
    ("station", {"city": "wien", "cards": "2 blue"}),
    ("keep", {"tickets": ["denver-el_paso", "boston-miami"]}),
    ("draw", {"card": "deck"}),
    ("pay", {}),
    ("pay", {"cards": "1 locomotive"}),
    ("new", {"map": "usa", "private_pile": "yes"}),
])
def test_a_command_line_reads_back_as_the_same_command(command, args):
    line = parse_line("ann " + command_line(command, args))
    expected = {k: " ".join(v) if isinstance(v, list) else v for k, v in args.items()}
    assert line.command == command and line.args == expected


def test_every_command_has_a_console_line():
    specs = command_specs()
    assert {"new", "join", "leave", "addbot", "start", "draw", "claim", "tickets", "keep",
            "station", "hand", "board", "status", "rules", "abort", "help"} <= set(specs)


# --- scripts ------------------------------------------------------------------------------


@pytest.mark.parametrize("game,computers", [("usa", 4), ("europe", 3), ("nordic", 3)])
def test_a_computer_only_game_of_every_map_plays_to_the_end(tmp_path, game, computers):
    result = run_console("--db", str(tmp_path / "g.sqlite3"), "--jsonl", "--no-pictures",
                         "--seed", "2", "--script", "-", script=computer_game(game, computers))
    assert result.returncode == 0, result.stderr
    replies = [json.loads(line) for line in result.stdout.splitlines()]
    assert {r["to"] for r in replies} == {"#general"}
    assert [r["status"] for r in replies[:computers + 2]] == ["lobby"] * (computers + 2)
    assert replies[-1]["status"] == "finished" and "Final scores:" in replies[-1]["text"]
    assert sum("Final scores:" in r["text"] for r in replies) == 1


def test_replies_print_who_they_are_for_with_their_pictures(tmp_path):
    script = "ann /ttr new usa\nbob /ttr join\nann /ttr start\nann /ttr hand\n" \
             "#elsewhere cat /ttr status\n"
    result = run_console("--db", str(tmp_path / "p.sqlite3"), "--out", str(tmp_path / "pics"),
                         "--seed", "4", "--script", "-", script=script)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert out.startswith("#general  ann opened a table for Ticket to Ride (USA).")
    assert "@ann (direct message)  New destination tickets" in out
    assert "@bob (direct message)  New destination tickets" in out
    assert "@ann (only you)  Waiting for ann and bob to choose their tickets." in out
    assert "@cat (only you)  There is no game in this channel." in out
    assert "[menu] /ttr keep " in out and "[buttons] /ttr join" in out
    pictures = sorted(p.name for p in (tmp_path / "pics").iterdir())
    assert "board-1-0.png" in pictures and any(p.startswith("hand-1-") for p in pictures)
    assert f"[picture] {tmp_path / 'pics' / 'board-1-0.png'}" in out
    assert (tmp_path / "pics" / "board-1-0.png").read_bytes().startswith(b"\x89PNG")


def test_settings_are_typed_without_their_group_and_games_stay_in_the_channel(tmp_path):
    """/ttr settings language and threads are `/ttr language` and `/ttr threads` at the
    console, for its admins only; the console has no threads, so a game is played in the
    channel it is opened in, threads on or off."""
    script = "bob /ttr threads off\nann /ttr threads off\nann /ttr threads on\n" \
             "ann /ttr language pl\nann /ttr language en\nann /ttr new usa\n"
    result = run_console("--db", str(tmp_path / "s.sqlite3"), "--admins", "ann",
                         "--script", "-", script=script)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[:5] == [
        "@bob (only you)  Only a server manager can do that.",
        "#general  ann turned threads off: new games are played in the channel they are "
        "opened in.",
        "#general  ann turned threads on: each new game gets its own thread.",
        "#general  " + say("pl", "language.set", player="ann"),
        "#general  " + say("en", "language.set", player="ann")]
    assert lines[5].startswith("#general  ann opened a table for Ticket to Ride (USA).")


def test_bad_lines_are_explained_and_change_nothing(tmp_path):
    result = run_console("--db", str(tmp_path / "b.sqlite3"), "--jsonl", "--script", "-",
                         script="ann /ttr new usa\nann draws\nann /ttr dance\n")
    assert result.returncode == 0
    assert len(result.stdout.splitlines()) == 1
    assert "A line is: [#channel] USER /ttr COMMAND [ARGUMENTS]" in result.stderr
    assert "There is no command “dance”" in result.stderr


# --- people ---------------------------------------------------------------------------------


async def test_a_game_with_people_shows_no_secret_to_the_channel_or_another_player(tmp_path):
    """Ann and Bob play Europe with a computer through console lines; every reply is
    checked against what each player holds at that moment."""
    stream = io.StringIO()
    settings = Settings(_env_file=None)
    async with open_service(settings, db=tmp_path / "people.sqlite3", pictures=False,
                            bot_delay=0, seed=9) as service:
        console = Console(service, Printer(tmp_path, jsonl=True, stream=stream))
        await console.run_script(["ann /ttr new europe", "bob /ttr join",
                                  "ann /ttr addbot", "ann /ttr start"])
        place = Channel("console", "general")
        game_map = load_map("europe")
        checked = 0
        for _ in range(1500):
            record = await service.store.channel_game("console", "general")
            table = Table.model_validate_json(record.table)
            state = GameState.model_validate_json(record.state)
            secrets = {s.user: [say("en", ticket(game_map, t))
                                for t in [*state.players[i].tickets, *state.players[i].offered]]
                       for i, s in enumerate(table.seats)}
            for line in stream.getvalue().splitlines():
                reply = json.loads(line)
                if reply["status"] == "finished":
                    continue
                checked += 1
                for user, names in secrets.items():
                    if user is None or reply["to"] == f"@{user}":
                        continue
                    assert not any(n in reply["text"] for n in names), (reply, user)
                if reply["to"] == "#general":
                    assert "Your cards" not in reply["text"]
                    assert "You drew" not in reply["text"]
                    assert not any("/hand-" in p for p in reply["images"])
            stream.seek(0)
            stream.truncate()
            if record.status == "finished":
                break
            for person in ("ann", "bob"):
                found = await service.suggestion(place, Actor(person, person))
                if found:
                    await console.run_script([f"{person} {command_line(*found)}"])
                    break
        assert record.status == "finished" and checked > 100


# --- a process killed mid-game ---------------------------------------------------------------


def final_result(db: Path) -> tuple:
    import asyncio

    async def read() -> tuple:
        store = SqliteStore(db)
        await store.open()
        record = await store.channel_game("console", "general")
        actions = await store.actions(record.id)
        await store.close()
        state = GameState.model_validate_json(record.state)
        view = final_view(state)
        return (record.status, [s.total for s in view.scores], view.ranking,
                [(a.seat, json.loads(a.action)["text"]) for a in actions])
    return asyncio.run(read())


def test_a_killed_process_loses_nothing(tmp_path):
    script = computer_game("usa", 3)
    whole = tmp_path / "whole.sqlite3"
    result = run_console("--db", str(whole), "--jsonl", "--no-pictures", "--seed", "8",
                         "--script", "-", script=script)
    assert result.returncode == 0, result.stderr
    expected = final_result(whole)
    assert expected[0] == "finished"

    killed = tmp_path / "killed.sqlite3"
    script_file = tmp_path / "script.txt"
    script_file.write_text(script)
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "console", "--db", str(killed), "--jsonl",
         "--no-pictures", "--seed", "8", "--bot-delay", "0.01", "--script", str(script_file)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    seen = 0
    for line in proc.stdout:
        seen += json.loads(line)["status"] == "playing"
        if seen == 40:
            break
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL
    assert final_result_status(killed) == "playing"

    empty = tmp_path / "empty.txt"
    empty.write_text("")
    result = run_console("--db", str(killed), "--jsonl", "--no-pictures", "--script",
                         str(empty))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout.splitlines()[-1])["status"] == "finished"
    assert final_result(killed) == expected


def console_process(db: Path, script: Path) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "bot", "console", "--db", str(db), "--jsonl", "--no-pictures",
         "--seed", "8", "--bot-delay", "0.005", "--script", str(script)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)})


@pytest.mark.parametrize("seed", [1, 2])
def test_sigkill_at_random_moments_loses_nothing(tmp_path, seed):
    """Killed three times at random moments (mid-move, mid-write, between moves) and
    started again each time, the game ends exactly as it would have uninterrupted.

    The moments are drawn in the game's own progress (after a random number of replies,
    then a random fraction of a move's time), so a fast machine kills as often as a slow one.
    """
    import random
    import time

    rng = random.Random(seed)
    script = computer_game("usa", 3)
    whole = tmp_path / "whole.sqlite3"
    result = run_console("--db", str(whole), "--jsonl", "--no-pictures", "--seed", "8",
                         "--script", "-", script=script)
    assert result.returncode == 0, result.stderr
    expected = final_result(whole)
    replies = len(result.stdout.splitlines())

    killed = tmp_path / "killed.sqlite3"
    first, empty = tmp_path / "script.txt", tmp_path / "empty.txt"
    first.write_text(script)
    empty.write_text("")
    proc = console_process(killed, first)
    for line in proc.stdout:  # once the game has begun, the script's lines are all read
        if json.loads(line)["status"] == "playing":
            break
    kills = 0
    while kills < 3:
        wait_for = rng.randint(1, max(1, replies // 8))
        ended = True
        for _ in proc.stdout:
            wait_for -= 1
            if wait_for == 0:
                ended = False
                break
        time.sleep(rng.uniform(0.0, 0.02))
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        proc.stdout.close()
        if ended and proc.returncode == 0:  # the game ended before this moment came
            break
        assert proc.returncode == -signal.SIGKILL
        kills += 1
        if kills < 3:
            proc = console_process(killed, empty)
    assert kills == 3
    result = run_console("--db", str(killed), "--jsonl", "--no-pictures", "--script",
                         str(empty))
    assert result.returncode == 0, result.stderr
    assert final_result(killed) == expected


def final_result_status(db: Path) -> str:
    import sqlite3

    con = sqlite3.connect(db)
    status = con.execute("SELECT status FROM games").fetchone()[0]
    con.close()
    return status


# --- the entry point -----------------------------------------------------------------------


def test_without_a_token_python_m_bot_falls_back_to_the_console(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    terminal, typist = os.openpty()  # a terminal: someone can type
    proc = subprocess.Popen([sys.executable, "-m", "bot"], cwd=tmp_path, stdin=terminal,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**env, "PYTHONPATH": str(ROOT),
                                 "DB_PATH": str(tmp_path / "fallback.sqlite3")})
    try:
        assert proc.stderr.readline().rstrip("\n") == (
            "No DISCORD_TOKEN: starting the console instead (python -m bot console --help).")
        os.write(typist, b"ann /ttr new usa\n")
        assert "ann opened a table" in proc.stdout.readline()
    finally:
        proc.kill()
        proc.wait(timeout=30)
        proc.stdout.close()
        proc.stderr.close()
        os.close(terminal)
        os.close(typist)
    assert (tmp_path / "fallback.sqlite3").exists()


def test_with_a_token_python_m_bot_starts_the_discord_adapter(monkeypatch, capsys):
    import types

    from bot import __main__ as entry

    started = []
    fake = types.ModuleType("bot.discord.client")
    fake.run = lambda settings: started.append(settings)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setenv("DEV_GUILD_ID", "42")
    monkeypatch.setitem(sys.modules, "bot.discord.client", fake)
    assert entry.main([]) == 0
    assert started[0].discord_token.get_secret_value() == "not-a-real-token"
    assert started[0].dev_guild_id == 42
    assert "not-a-real-token" not in capsys.readouterr().err
    assert entry.main(["discord", "--sync"]) == 0
    assert started[1].sync_commands == "always"

    monkeypatch.setitem(sys.modules, "bot.discord.client", None)
    assert entry.main([]) == 2
    assert "The Discord adapter (bot.discord.client) is not installed" in capsys.readouterr().err


def test_turn_notices_are_chosen_with_notify_typed_without_its_group(tmp_path):
    """/ttr settings notify is `/ttr notify` at the console, for anyone: every turn, away N
    minutes, by direct message or never; a wrong choice is explained."""
    script = "bob /ttr notify away 15\nbob /ttr notify away\ncat /ttr notify dm\n" \
             "ann /ttr notify never\nann /ttr notify every\nann /ttr notify sometimes\n"
    result = run_console("--db", str(tmp_path / "n.sqlite3"), "--script", "-", script=script)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "@bob (only you)  " + say("en", "notify.away", minutes=15),
        "@bob (only you)  " + say("en", "error.notify_minutes", most=10080),
        "@cat (only you)  " + say("en", "notify.dm"),
        "@ann (only you)  " + say("en", "notify.never"),
        "@ann (only you)  " + say("en", "notify.every"),
        "@ann (only you)  " + say("en", "error.notify_unknown")]
