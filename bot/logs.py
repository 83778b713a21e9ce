"""Logging through the standard library. At INFO the bot logs what happened to which
game (command names, seats, steps), never a hand, a ticket or the deck order."""

from __future__ import annotations

import logging
import sys

FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def configure(level: str | int = "INFO") -> None:
    """One handler on the root logger, to stderr."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        root.removeHandler(handler)
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(FORMAT))
    root.addHandler(handler)
    root.setLevel(level if isinstance(level, int) else level.upper())
