"""When a game next needs the scheduler: a computer player's move, a reminder to a
person whose move it is, or the end of their time (the computer then moves for them)."""

from __future__ import annotations

from typing import Any

from engine import Game as Rules

from ..store import Due
from ..table.model import Clock, Table

#: the reminder comes when this share of the turn limit has passed
REMINDER_AT = 0.5


def wait_key(state: Any) -> str:
    """Changes whenever a new wait for a player's move begins: a new phase or turn."""
    return f"{state.phase}:{state.turn}"


def wind(table: Table, state: Any, now: float) -> None:
    """Start the clock anew when a new wait for a move has begun."""
    key = wait_key(state)
    if table.clock.key != key:
        table.clock = Clock(key=key, started=now)


def rewind(table: Table, now: float) -> None:
    """The wait goes on with the whole turn time again, from now (reminded anew)."""
    table.clock = Clock(key=table.clock.key, started=now)


def next_due(rules: Rules, table: Table, state: Any, status: str, now: float,
             bot_delay: float) -> Due | None:
    """The game's next due time; `wind` the clock first."""
    if status != "playing" or state is None:
        return None
    waiting = rules.waiting(state)
    if not waiting:
        return None
    if any(table.seats[s].computer for s in waiting):
        return Due(at=now + bot_delay, what="computer")
    limit = table.options.turn_limit
    if not limit or any(table.seats[s].away for s in waiting):  # held while they are away
        return None
    if not table.clock.reminded:
        return Due(at=table.clock.started + limit * REMINDER_AT, what="reminder")
    return Due(at=table.clock.started + limit, what="timeout")


def time_left(table: Table, now: float) -> float | None:
    """Seconds left for the move being waited for (None: no limit)."""
    if not table.options.turn_limit:
        return None
    return max(0.0, table.clock.started + table.options.turn_limit - now)
