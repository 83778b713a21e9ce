"""The console adapter: plays /ttr commands typed (or scripted) as several named users.

`python -m bot console [--db PATH] [--out DIR] [--script FILE] [--jsonl] [--bot-delay S]`
With a script (or lines piped in) it exits after the last line once no computer player
has a move pending; on a terminal it reads lines until Ctrl-D while computer players,
reminders and timeouts run in the background. SIGTERM ends it cleanly, with exit code 0.
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys
import threading
from collections.abc import AsyncIterable, AsyncIterator, Awaitable, Iterable
from pathlib import Path
from typing import TextIO

from ..i18n import language_of, say
from ..replies import Actor, Channel, Reply
from ..service import TableService
from ..settings import Settings
from ..store import StoreError
from ..wiring import open_service
from .lines import Line, LineError, console_commands, is_blank, parse_line
from .printer import Printer

GUILD = "console"
DEFAULT_CHANNEL = "general"

class Console:
    """Runs lines against the table service and prints what comes back."""

    def __init__(self, service: TableService, printer: Printer, *, locale: str = "en",
                 admins: Iterable[str] = (), channel: str = DEFAULT_CHANNEL) -> None:
        self.service = service
        self.printer = printer
        self.locale = locale
        self.admins = set(admins)
        self.channel = channel

    async def status(self, channel: str) -> str | None:
        """The channel's game's status for the JSON lines (None: no game, or the database
        cannot say now)."""
        try:
            record = await self.service.store.channel_game(GUILD, channel)
        except StoreError:
            return None
        return record.status if record else None

    async def run_line(self, text: str) -> None:
        """One line: parse, run, print (a bad line prints why, and nothing changes)."""
        if is_blank(text):
            return
        try:
            line = parse_line(text)
        except LineError as e:
            print(say(self.locale, e.key, **e.params), file=sys.stderr, flush=True)
            return
        channel = line.channel or self.channel
        replies = await self.dispatch(line, Channel(GUILD, channel))
        await self.printer(replies, await self.status(channel))

    async def dispatch(self, line: Line, place: Channel) -> list[Reply]:
        actor = Actor(id=line.user, name=line.user, locale=self.locale,
                      manager=line.user in self.admins)
        spec = console_commands()[line.command]
        return await spec.call(self.service, place, actor, line.args)

    async def scheduled(self, replies: list[Reply]) -> None:
        await self.printer(replies)

    async def run_script(self, lines: Iterable[str] | AsyncIterable[str]) -> None:
        """Each line in turn (as it arrives, for a stream), computer players moving
        between lines; then the rest of the computer players' moves."""
        await self.service.drain(self.scheduled)
        if isinstance(lines, AsyncIterable):
            async for text in lines:
                await self.run_line(text.rstrip("\n"))
                await self.service.drain(self.scheduled)
            return
        for text in lines:
            await self.run_line(text.rstrip("\n"))
            await self.service.drain(self.scheduled)

    async def run_interactive(self) -> None:
        """Lines from the terminal, with the scheduler running meanwhile."""
        print(say(self.locale, "console.welcome"), file=sys.stderr, flush=True)
        stop = asyncio.Event()
        scheduler = asyncio.create_task(self.service.run_scheduler(self.scheduled, stop))
        try:
            while True:
                try:
                    text = await asyncio.to_thread(input, "> ")
                except EOFError:
                    break
                await self.run_line(text)
        finally:
            stop.set()
            await scheduler


async def arriving_lines(stream: TextIO) -> AsyncIterator[str]:
    """The lines of a stream as each arrives (`tail -f moves.txt | ...` plays as the
    file grows), until the stream ends. A daemon thread reads them, off the event loop,
    so a stop (SIGTERM) never waits for a line that may never come."""
    loop = asyncio.get_running_loop()
    lines: asyncio.Queue[str] = asyncio.Queue()

    def read() -> None:
        try:
            for line in iter(stream.readline, ""):
                loop.call_soon_threadsafe(lines.put_nowait, line)
            loop.call_soon_threadsafe(lines.put_nowait, "")
        except (RuntimeError, OSError, ValueError):  # the loop or the stream is closed
            return

    threading.Thread(target=read, name="ttr-console-input", daemon=True).start()
    while line := await lines.get():
        yield line


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m bot console",
                                description="Play /ttr commands from a terminal or script.")
    p.add_argument("--db", type=Path, help="the SQLite database (default: DB_PATH)")
    p.add_argument("--out", type=Path, default=Path("out"),
                   help="folder for the pictures (default: out)")
    p.add_argument("--script", type=Path, help="a file of lines to play, '-' for stdin")
    p.add_argument("--jsonl", action="store_true", help="one JSON object per reply")
    p.add_argument("--bot-delay", type=float, default=0.0,
                   help="seconds between computer moves (default 0)")
    p.add_argument("--lang", default="en", help="the language of every user and channel")
    p.add_argument("--seed", type=int, help="draw game seeds from this (reproducible runs)")
    p.add_argument("--no-pictures", action="store_true", help="send no pictures")
    p.add_argument("--admins", default="", help="users with the Manage Server right (a,b)")
    p.add_argument("--channel", default=DEFAULT_CHANNEL,
                   help="the channel of lines without #channel")
    return p


async def run(args: argparse.Namespace, settings: Settings) -> int:
    lang = language_of(args.lang)
    async with open_service(settings, db=args.db, bot_delay=args.bot_delay, seed=args.seed,
                            pictures=False if args.no_pictures else None,
                            paced=False) as service:
        await service.store.set_setting(f"guild:{GUILD}", "language", lang)
        console = Console(service, Printer(args.out, jsonl=args.jsonl, locale=lang),
                          locale=lang, admins=[a for a in args.admins.split(",") if a],
                          channel=args.channel)
        if args.script is not None and str(args.script) != "-":
            lines = args.script.read_text("utf-8").splitlines()
            await console.run_script(lines)
        elif args.script is not None or not sys.stdin.isatty():
            await console.run_script(arriving_lines(sys.stdin))
        else:
            await console.run_interactive()
    return 0


def main(argv: list[str] | None = None, settings: Settings | None = None) -> int:
    args = parser().parse_args(argv)
    return asyncio.run(until_stopped(run(args, settings or Settings())))


async def until_stopped(work: Awaitable[int]) -> int:
    """Run the console; SIGTERM (`docker stop`, systemd) ends it as the end of its input
    would, with exit code 0: the database is closed, a move under way saved whole or not
    at all."""
    task = asyncio.ensure_future(work)
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, task.cancel)
    try:
        return await task
    except asyncio.CancelledError:
        if task.cancelled():
            return 0
        raise
    finally:
        loop.remove_signal_handler(signal.SIGTERM)
