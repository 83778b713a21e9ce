"""Random command lines at the console and the service: numbers of any size and script,
any unicode, Markdown, mentions, forged button ids. No exception escapes, and a refused
command (answered only to its sender) changes nothing in the store."""

from __future__ import annotations

import asyncio
import io
import sqlite3
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.commands import command_specs
from bot.console import Console
from bot.console.lines import LineError, parse_line
from bot.console.printer import Printer
from bot.replies import Channel
from bot.service import TableService
from bot.store import SqliteStore

PRELUDE = ["ann /ttr new usa", "bob /ttr join", "ann /ttr addbot", "ann /ttr start",
           "#cards ann /ttr new cardgame", "#cards bob /ttr join"]
COMMANDS = sorted(command_specs()) + ["press", "nonsense", "ＮＥＷ", "drаw"]
MARKDOWN = ["**bold**", "__u__", "`code`", "||spoiler||", "[link](https://example.com)",
            "# heading", "> quote", "@everyone", "@here", "<@123456789>", "<#42>", "<@&7>",
            "~~x~~", "\\", "*", "_", ":", "with"]
WORDS = ["usa", "europe", "nordic", "cardgame", "computer", "person", "5m", "off", "90s",
         "red", "locomotive", "deck", "seattle-portland", "1", "2", "ann", "bob", "en", "cs",
         "greedy", "yes", "no"]

digits_of_any_script = st.text(st.characters(categories=("Nd", "No")), min_size=1,
                               max_size=12)
huge_numbers = st.integers(min_value=-10**600, max_value=10**600).map(str)
any_text = st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=20)
number = st.one_of(huge_numbers, digits_of_any_script, st.integers(0, 30).map(str),
                   st.sampled_from(["1e400", "inf", "nan", "-0", "0x10", "١٢", "²", "9" * 5000]))
forged_press = st.builds(lambda g, s, a: f"ttr:{g}:{s}:{a}", number, number,
                         st.one_of(st.sampled_from(["join", "leave", "addbot", "start",
                                                    "hand", "abort", "draw-deck", "keep"]),
                                   any_text))
atom = st.one_of(number, any_text, st.sampled_from(MARKDOWN), st.sampled_from(WORDS),
                 forged_press,
                 st.builds(lambda n, v: f"{n}:{v}", st.sampled_from(
                     ["turn_limit", "private_pile", "player", "to", "cards", "route"]),
                           st.one_of(number, any_text)))
user = st.one_of(st.sampled_from(["ann", "bob", "cat", "@everyone", "<@1>", "**x**"]),
                 any_text.map(lambda t: "".join(t.split()) or "z"))
line = st.builds(
    lambda channel, who, command, args: " ".join(
        [*([f"#{channel}"] if channel else []), who, "/ttr", command, *args]),
    st.sampled_from([None, "cards", "elsewhere"]), user,
    st.one_of(st.sampled_from(COMMANDS), any_text), st.lists(atom, max_size=5))


def snapshot(path: Path) -> tuple:
    db = sqlite3.connect(path)
    try:
        return (db.execute("SELECT * FROM games ORDER BY id").fetchall(),
                db.execute("SELECT COUNT(*) FROM actions").fetchone(),
                db.execute("SELECT * FROM settings ORDER BY scope, key").fetchall())
    finally:
        db.close()


async def run(lines: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "fuzz.sqlite3"
        store = SqliteStore(path)
        await store.open()
        service = TableService(store, seeds=lambda: 9, bot_delay=0, turn_limit=None)
        out = io.StringIO()
        console = Console(service, Printer(Path(tmp), stream=out), admins=["ann"])
        for text in PRELUDE:
            await console.run_line(text)
        await service.drain(console.scheduled)
        for text in lines:
            before = snapshot(path)
            try:
                parsed = parse_line(text)
            except LineError:
                await console.run_line(text)  # explained, nothing else
                assert snapshot(path) == before
                continue
            place = Channel("console", parsed.channel or console.channel)
            replies = await console.dispatch(parsed, place)
            assert replies, text
            for reply in replies:
                assert reply.text.strip() and len(reply.text) <= 2000
            if all(r.ephemeral for r in replies):  # refused (or only looked)
                assert snapshot(path) == before, text
            await console.printer(replies)
            await service.drain(console.scheduled)
        for text in lines:  # the same lines through the whole console: nothing escapes
            await console.run_line(text)
        await store.close()


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(line, min_size=1, max_size=12))
def test_random_command_lines_never_crash_and_refusals_change_nothing(lines):
    asyncio.run(run(lines))


def test_the_known_offenders_are_refused():
    asyncio.run(run(["ann /ttr new usa " + "9" * 400, "ann /ttr seat ² computer",
                     "ann /ttr seat " + "9" * 5000 + " computer",
                     "ann /ttr press ttr:" + "9" * 5000 + ":1:join",
                     "ann /ttr claim seattle-portland with " + "9" * 5000 + " red",
                     "#cards ann /ttr new cardgame turn_limit:" + "9" * 400 + "h"]))
