"""Taking a person out of their games' records: a neutral name in their seat, and their
id out of what waits to be sent (the outbox) and what a board waits for."""

from __future__ import annotations

import json
from typing import Any

from ..table.model import Table


def neutral_name(seat: int) -> str:
    """The name a forgotten person's seat shows from now on."""
    return f"Player {seat + 1}"


def _rename(value: Any, names: dict[str, str]) -> Any:
    """Every `name` field of the state JSON that is one of `names`, renamed."""
    if isinstance(value, dict):
        return {k: (names.get(v, v) if k == "name" and isinstance(v, str)
                    else _rename(v, names)) for k, v in value.items()}
    if isinstance(value, list):
        return [_rename(v, names) for v in value]
    return value


def without_user(table_json: str, state_json: str | None, user: str
                 ) -> tuple[str, str | None]:
    """The table and state JSON of a game with the person's id gone and their seat's name
    made neutral (the game stays whole and replayable)."""
    table = Table.model_validate_json(table_json)
    if table.host == user:
        host_seat = table.seat_of(user)
        table.host = ""
        table.host_name = neutral_name(host_seat if host_seat is not None else 0)
    renamed: dict[str, str] = {}
    for i, seat in enumerate(table.seats):
        if seat.user == user:
            renamed[seat.name] = neutral_name(i)
            seat.user, seat.name = None, neutral_name(i)
            seat.computer = seat.computer or "greedy"
            seat.left = True
    if state_json is not None and renamed:
        state_json = json.dumps(_rename(json.loads(state_json), renamed), ensure_ascii=False)
    return table.model_dump_json(), state_json


def still_playing(table_json: str, user: str) -> bool:
    """Whether the person still sits at the table (a seat they have not left)."""
    table = Table.model_validate_json(table_json)
    return any(s.user == user and not s.left for s in table.seats)


def outbox_without_user(batch_json: str, user: str) -> str | None:
    """A batch of kept replies (bot.discord.outbox) without those to the person and
    without their mentions; None when nothing is left of it."""
    try:
        batch = json.loads(batch_json)
    except ValueError:
        return batch_json
    if not isinstance(batch, dict) or not isinstance(batch.get("replies"), list):
        return batch_json  # not the adapter's shape: nothing of theirs to find
    kept = []
    for reply in batch["replies"]:
        if isinstance(reply, dict):
            to = reply.get("to")
            person = to.get("user") if isinstance(to, dict) else None
            if isinstance(person, dict) and person.get("id") == user:
                continue
            if isinstance(reply.get("mentions"), list):
                reply["mentions"] = [m for m in reply["mentions"] if m != user]
        kept.append(reply)
    if not kept:
        return None
    batch["replies"] = kept
    return json.dumps(batch)


def waiting_without_user(waiting: str, user: str) -> str:
    """A board's list of the people it waits for (ids, comma-separated) without one."""
    return ",".join(w for w in waiting.split(",") if w and w != user)
