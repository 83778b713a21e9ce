"""Taking a person out of their games' records: a neutral name in their seat."""

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
