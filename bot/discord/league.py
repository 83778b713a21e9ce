"""The league on Discord: the /ttr league subcommands and the leaderboard's page buttons.

/ttr holds at most 25 subcommands (Discord's limit), so the league's commands (stats,
leaderboard, history, log, replay, export, forget-me) form one subcommand group in it;
the console types them without the group (`/ttr stats`).
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands, ui

from ..replies import Button

#: the leaderboard page buttons' ids (bot.league.commands.leaderboard_id)
TEMPLATE = re.compile(r"ttrlb:(?P<game>[a-z]{1,12}):(?P<page>\d{1,4}):(?P<who>[cp])")

Interaction = discord.Interaction[Any]


class LeagueItem(ui.DynamicItem[ui.Button[Any]], template=TEMPLATE):
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
    if not TEMPLATE.fullmatch(button.custom_id):
        return None
    return LeagueItem(ui.Button(custom_id=button.custom_id, label=button.label[:80],
                                style=style))


def league_group() -> app_commands.Group:
    """/ttr league: the league's subcommands."""
    from .adapter import adapter_of
    from .slash import describe, game_choices, text

    group = app_commands.Group(name="league", description=text("cmd.league"))

    def run(interaction: Interaction, name: str, call: Any) -> Any:
        return adapter_of(interaction).command(interaction, name, call)

    @group.command(name="stats", description=text("cmd.stats"))
    @describe("stats", "user", "map")
    @app_commands.choices(map=game_choices())
    async def stats(interaction: Interaction, user: discord.User | None = None,
                    map: str | None = None) -> None:
        who = f"<@{user.id}>" if user is not None else None
        await run(interaction, "stats", lambda s, p, a: s.stats(p, a, who, map))

    @group.command(name="leaderboard", description=text("cmd.leaderboard"))
    @describe("leaderboard", "map", "page")
    @app_commands.choices(map=game_choices())
    async def leaderboard(interaction: Interaction, map: str | None = None,
                          page: int | None = None) -> None:
        await run(interaction, "leaderboard", lambda s, p, a: s.leaderboard(p, a, map, page))

    def page_command(name: str) -> None:
        @group.command(name=name, description=text(f"cmd.{name}"))
        @describe(name, "page")
        async def command(interaction: Interaction, page: int | None = None) -> None:
            await run(interaction, name, lambda s, p, a: getattr(s, name)(p, a, page))

    def game_command(name: str) -> None:
        @group.command(name=name, description=text(f"cmd.{name}"))
        @describe(name, "game")
        async def command(interaction: Interaction, game: int | None = None) -> None:
            await run(interaction, name, lambda s, p, a: getattr(s, name)(p, a, game))

    page_command("history")
    page_command("log")
    game_command("replay")
    game_command("export")

    @group.command(name="forget-me", description=text("cmd.forget-me"))
    async def forget_me(interaction: Interaction) -> None:
        await run(interaction, "forget-me", lambda s, p, a: s.forget_me(p, a))

    return group
