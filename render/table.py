"""The table picture of any game, found by the type of its public view (each family's
renderer registered once), so that callers need not know the game's family."""

from __future__ import annotations

from collections.abc import Mapping
from functools import singledispatch
from typing import Any

from engine.cardgame.views import PublicView as CardGameView
from engine.views import PublicView as BoardView

from .board_png import render_board
from .cardgame import render_cardgame_table


@singledispatch
def render_table(view: Any, labels: Mapping[str, str] | None = None) -> bytes:
    """The table as everyone sees it, as PNG bytes (TypeError for a view no renderer is
    registered for)."""
    raise TypeError(f"no table picture for {type(view).__name__}")


render_table.register(BoardView, render_board)
render_table.register(CardGameView, render_cardgame_table)
