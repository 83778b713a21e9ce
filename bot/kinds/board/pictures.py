"""The board games' pictures: the board for everyone, each player's hand and tickets, and
the end of the game."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

import render
from engine import GameState, private_view, public_view

from ...pictures import Pictures
from ...replies import Picture
from .history import Move, Origin, needed_before, score_race


async def board_picture(pictures: Pictures, state: GameState, name: str,
                        locale: str) -> Picture | None:
    """The board as everyone sees it."""
    return await pictures.draw(render.render_board, lambda: public_view(state), name, locale)


async def hand_picture(pictures: Pictures, state: GameState, seat: int, name: str,
                       locale: str, moves: Sequence[Move] = ()) -> Picture | None:
    """The seat's private picture; with the game's `moves`, a ticket an opponent blocked
    since the seat's previous turn is flagged."""
    origin, log = Origin.of(state), list(moves)
    return await pictures.draw(
        render.render_hand, lambda: private_view(state, seat), name, locale,
        extra=partial(_before, origin, log, seat) if log else None)


def _before(origin: Origin, log: list[Move], seat: int) -> dict[str, Any]:
    """The hand picture's tickets needed at the seat's previous turn (where it is drawn)."""
    return {"before": needed_before(origin, log, seat)}


def _race(origin: Origin, log: list[Move]) -> dict[str, Any]:
    """The final picture's score race (where it is drawn)."""
    return {"race": score_race(origin, log)}


async def legend_picture(pictures: Pictures, game: str, locale: str) -> Picture | None:
    """What the board pictures' colours, symbols and marks mean, beside the rules."""
    return await pictures.draw(render.render_legend, lambda: game, f"legend-{game}.png", locale)


async def final_picture(pictures: Pictures, state: GameState, name: str, locale: str,
                        moves: Sequence[Move] = ()) -> Picture | None:
    """The end of the game; with the game's `moves`, the score race across it."""
    origin, log = Origin.of(state), list(moves)
    return await pictures.draw(
        render.render_final, lambda: public_view(state), name, locale,
        extra=partial(_race, origin, log) if log else None)
