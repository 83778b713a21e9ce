"""Whose move it is, in every game, and the end of a board-game turn."""

from __future__ import annotations

from typing import Any

from .events import Events, event
from .rules import RULESETS
from .state import GameState, LastMove


def seats_to_act(state: Any) -> list[int]:
    """The seats that may act now: everyone still choosing starting tickets, or the
    player whose turn it is (none once the game is over)."""
    if state.phase == "finished":
        return []
    if state.phase == "choosing_tickets":
        return [i for i, p in enumerate(state.players) if p.offered]
    return [state.current]


def move_of(seat: int, kind: str, **fields: Any) -> LastMove:
    """What a completed turn did."""
    return LastMove(player=seat, kind=kind, **fields)


def end_turn(state: GameState, seat: int, move: LastMove, events: Events,
              passed: bool = False) -> None:
    """Close the current turn: discard tunnel cards, check the last round, move on."""
    rules = RULESETS[state.game]
    if state.tunnel_cards:  # (each field set only when it changes: setting costs)
        state.discard.extend(state.tunnel_cards)
        state.tunnel_cards = []
    if state.drawn_this_turn:
        state.drawn_this_turn = 0
    if state.taken_this_turn:
        state.taken_this_turn = []
    state.last_move = move
    state.turn += 1
    player = state.players[seat]
    if move.kind == "draw":
        player.draws_in_a_row += 1
    elif player.draws_in_a_row:
        player.draws_in_a_row = 0
    if not passed and state.passes_in_a_row:
        state.passes_in_a_row = 0
    n = len(state.players)
    if state.final_turns_left is not None:
        state.final_turns_left -= 1
    elif state.players[seat].trains <= rules.last_round_trains:
        state.final_turns_left = n
        state.last_round_by = seat
        events.append(event(kind="last_round", player=seat,
                            params={"trains": state.players[seat].trains}))
    if state.final_turns_left == 0 or state.passes_in_a_row >= n:
        state.phase = "finished"
        events.append(event(kind="game_over"))
        return
    state.current = (seat + 1) % n
