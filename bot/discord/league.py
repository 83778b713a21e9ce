"""The leaderboard's page buttons on Discord (the league's slash commands are built with
the others, in bot.discord.slash)."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import ui

from ..replies import LEADERBOARD_ID, Button

Interaction = discord.Interaction[Any]


class LeagueItem(ui.DynamicItem[ui.Button[Any]], template=LEADERBOARD_ID.pattern):
    """A leaderboard page button: answered in the server it is clicked in."""

    def __init__(self, item: ui.Button[Any]) -> None:
        super().__init__(item)

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: ui.Item[Any],
                             match: re.Match[str], /) -> LeagueItem:
        if not isinstance(item, ui.Button):
            raise TypeError(f"no league component of type {type(item).__name__}")
        return cls(item)

    async def callback(self, interaction: Interaction) -> None:
        custom_id = self.custom_id
        await interaction.client.adapter.command(  # type: ignore[attr-defined]
            interaction, "leaderboard", lambda s, p, a: s.league_press(p, a, custom_id))


def league_item(button: Button, style: discord.ButtonStyle) -> LeagueItem | None:
    """The Discord button for a league button of the service (None for other buttons)."""
    if LEADERBOARD_ID.parse(button.custom_id) is None:
        return None
    return LeagueItem(ui.Button(custom_id=button.custom_id, label=button.label[:80],
                                style=style))
