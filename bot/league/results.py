"""A finished game's result as the league keeps it: one row per seat."""

from __future__ import annotations

from typing import Any

from engine.replay import result_of

from ..store import GameRecord
from ..store.league import LeagueGame, SeatRow
from ..table.model import Seat, Table


def player_key(seat: Seat) -> str:
    """Whose result a seat is: the person ('user:<id>'), or the computer level that
    played it from the start ('computer:<level>')."""
    if seat.user is not None:
        return f"user:{seat.user}"
    return f"computer:{seat.computer or 'greedy'}"


def league_game(record: GameRecord, table: Table, state: Any) -> LeagueGame:
    """The league's record of a finished game."""
    result = result_of(state)
    place = {seat: i + 1 for i, seat in enumerate(result["ranking"])}
    seats = tuple(
        SeatRow(seat=i, player=player_key(s), name=s.name, score=p["total"], place=place[i],
                tickets_completed=p["tickets_completed"], tickets_failed=p["tickets_failed"],
                longest_bonus=p["longest_bonus"], left_early=s.left)
        for i, (s, p) in enumerate(zip(table.seats, result["players"], strict=True)))
    return LeagueGame(game_id=record.id, guild=record.guild, game=table.game,
                      finished_at=record.updated_at, rated=len(seats) >= 2, seats=seats)
