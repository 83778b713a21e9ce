"""The Card Game's pictures: the table for everyone (also at the end), each player's hand."""

from __future__ import annotations

from collections.abc import Sequence

import render
from engine.cardgame import CardGameState, private_view, public_view

from ...pictures import Pictures
from ...replies import Picture


async def table_picture(pictures: Pictures, state: CardGameState, name: str, locale: str,
                        moves: Sequence[tuple[int, str]] = ()) -> Picture | None:
    """The table as everyone sees it; the end of the game shows it too."""
    return await pictures.draw(render.render_cardgame_table, lambda: public_view(state), name,
                               locale)


async def rules_picture(pictures: Pictures, game: str, locale: str) -> Picture | None:
    """None: the Card Game's rules are words alone."""
    return None


async def hand_picture(pictures: Pictures, state: CardGameState, seat: int, name: str,
                       locale: str, moves: Sequence[tuple[int, str]] = ()) -> Picture | None:
    """The seat's own cards, tickets and siding."""
    return await pictures.draw(render.render_cardgame_hand, lambda: private_view(state, seat), name,
                               locale)
