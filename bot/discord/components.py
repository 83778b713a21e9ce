"""Persistent buttons and menus: one DynamicItem for every component the service makes.

A component's custom id is `ttr:<game>:<stamp>:<action>` (bot.replies.TABLE_ID): public
data only. The item is rebuilt from the id on every click, so clicks keep working after a
restart; the click goes to the service, which refuses stale stamps and non-players.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord
from discord import ui

from ..replies import TABLE_ID, Button, Component, Menu, parse_custom_id
from .league import LeagueItem, league_item

#: the custom ids bot.replies.custom_id makes
TEMPLATE = TABLE_ID.pattern

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}

#: a card colour's emoji on the buttons that draw it
CARD_EMOJI = {
    "purple": "🟪", "blue": "🟦", "orange": "🟧", "white": "⬜", "green": "🟩",
    "yellow": "🟨", "black": "⬛", "red": "🟥", "locomotive": "🚂",
}

#: Discord's limits for component texts
LABEL_LIMIT, OPTION_LIMIT, PLACEHOLDER_LIMIT = 80, 100, 150


class TableItem(ui.DynamicItem[ui.Item[Any]], template=TEMPLATE):
    """A button or menu of a game, whichever the message holds."""

    def __init__(self, item: ui.Button[Any] | ui.Select[Any]) -> None:
        super().__init__(item)
        parsed = parse_custom_id(self.custom_id)
        assert parsed is not None  # DynamicItem checked the template
        self.game_id, self.stamp, self.action = parsed

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: ui.Item[Any],
                             match: re.Match[str], /) -> TableItem:
        if not isinstance(item, ui.Button | ui.Select):
            raise TypeError(f"no table component of type {type(item).__name__}")
        return cls(item)

    @property
    def values(self) -> list[str]:
        """What was chosen in a menu (nothing for a button)."""
        return list(self.item.values) if isinstance(self.item, ui.Select) else []

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.client.adapter.press(interaction, self)  # type: ignore[attr-defined]


def item_of(component: Component) -> TableItem | LeagueItem:
    """The Discord component for one of the service's."""
    if isinstance(component, Button):
        league = league_item(component, STYLES[component.style])
        if league is not None:
            return league
        return TableItem(ui.Button(
            custom_id=component.custom_id, label=component.label[:LABEL_LIMIT],
            style=STYLES[component.style],
            emoji=CARD_EMOJI.get(component.card or "")))
    menu: Menu = component
    options = [discord.SelectOption(label=o.label[:OPTION_LIMIT], value=o.value[:OPTION_LIMIT],
                                    description=(o.description or "")[:OPTION_LIMIT] or None,
                                    default=o.default)
               for o in menu.options[:25]]
    return TableItem(ui.Select(
        custom_id=menu.custom_id, placeholder=menu.placeholder[:PLACEHOLDER_LIMIT],
        min_values=min(menu.min_values, len(options)),
        max_values=min(menu.max_values, len(options)), options=options))


class SentView(ui.View):
    """Components to send, never tracked: clicks reach TableItem through its registered
    template, so discord.py need not keep this view per message nor time it out (it gives
    ephemeral views a 15-minute timeout otherwise)."""

    def is_dispatchable(self) -> bool:
        return False


def view_of(components: Sequence[Component]) -> ui.View | None:
    """A view holding the components (None when there are none). Components that do not
    fit Discord's five rows are left out rather than failing the message."""
    if not components:
        return None
    view = SentView(timeout=None)
    for component in components:
        try:
            view.add_item(item_of(component))
        except ValueError:
            break
    return view
