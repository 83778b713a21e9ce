"""Logging through the standard library. At INFO the bot logs what happened to which
game (command names, seats, steps), never a hand, a ticket or the deck order."""

from __future__ import annotations

import logging
import sys

FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
#: libraries whose own retries log a whole traceback for a database out of reach
ONE_LINE_FROM = ("asyncpg.pool",)


class OneLine(logging.Filter):
    """A library's retry during a database outage as one line: its traceback becomes the
    error's name and message (the bot logs the outage itself, once per retry)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.name.startswith(ONE_LINE_FROM) and record.exc_info:
            error = record.exc_info[1]
            record.msg = f"{record.getMessage()} ({type(error).__name__}: {error})"
            record.args, record.exc_info, record.exc_text = None, None, None
        return True


def configure(level: str | int = "INFO") -> None:
    """One handler on the root logger, to stderr."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        root.removeHandler(handler)
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.addFilter(OneLine())
    root.addHandler(handler)
    root.setLevel(level if isinstance(level, int) else level.upper())
