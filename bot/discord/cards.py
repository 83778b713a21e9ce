"""A board reply as a Discord Components V2 card: one container holding the table in
words, the last moves, the board picture and the buttons.

Every board message of a game is such a card (the lobby's and the end's too), so each one
can be edited into the next: Discord never lets a message drop Components V2 once it has
them. The picture is always uploaded under one name, so an edit that brings no new picture
shows the one the message keeps.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord
from discord import ui

from ..replies import Button, Card, Component, Reply
from .components import item_of

#: the name every card's picture is uploaded under (an edit without a picture keeps it)
PICTURE = "board.png"
#: Discord's limit for all the text of one Components V2 message
TEXT_LIMIT = 4000
#: Discord's limits for action rows: buttons per row, rows per message kept small
ROW_BUTTONS, ROWS = 5, 5


class CardView(ui.LayoutView):
    """A card to send, never tracked: clicks reach the table's buttons through their
    registered template (as bot.discord.components.SentView)."""

    def is_dispatchable(self) -> bool:
        return False


def card_of(reply: Reply) -> Card:
    """The reply's card; a board reply without one (a lobby, an aborted game) shows its
    text as the card's table."""
    return reply.card or Card(heading="", table=tuple(reply.text.splitlines()))


def _text(card: Card, pings: Sequence[str]) -> tuple[str, str]:
    """The card's two texts: the table now (pings first), and the last moves."""
    lines = [" ".join(f"<@{user}>" for user in pings)] if pings else []
    if card.heading:
        lines.append(f"### {card.heading}")
    lines += [*card.news, *card.table]
    moves = ""
    if card.moves:
        moves = "\n".join([f"-# {card.moves_heading}" if card.moves_heading else "",
                           *(f"· {m}" for m in card.moves)]).strip()
    table = "\n".join(lines)[:TEXT_LIMIT - len(moves) - 1]
    return table, moves


def rows_of(components: Sequence[Component]) -> list[ui.ActionRow[Any]]:
    """The components in action rows: buttons five to a row, each menu a row of its own;
    what does not fit in ROWS rows is left out rather than failing the message."""
    rows: list[list[Component]] = []
    for component in components:
        if (isinstance(component, Button) and rows and isinstance(rows[-1][0], Button)
                and len(rows[-1]) < ROW_BUTTONS):
            rows[-1].append(component)
        elif len(rows) < ROWS:
            rows.append([component])
    return [ui.ActionRow(*(item_of(c) for c in row)) for row in rows]


def layout_of(reply: Reply, pings: Sequence[str], pictured: bool) -> CardView:
    """The reply as a card. `pictured`: the card shows the board picture (a new one the
    reply uploads, or the one the message keeps)."""
    table, moves = _text(card_of(reply), pings)
    parts: list[ui.Item[Any]] = [ui.TextDisplay(table or "\u200b")]
    if moves:
        parts += [ui.Separator(), ui.TextDisplay(moves)]
    if pictured:
        parts.append(ui.MediaGallery(discord.MediaGalleryItem(f"attachment://{PICTURE}")))
    parts += rows_of(reply.components)
    view = CardView(timeout=None)
    view.add_item(ui.Container(*parts))
    return view
