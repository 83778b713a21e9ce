"""A season's winner given its role on Discord (bot.league.seasons.Roles): only a role of
the server below the bot's own highest one, where the bot has Manage Roles."""

from __future__ import annotations

import logging

import discord

from .threads import FAILURES

log = logging.getLogger(__name__)


class DiscordRoles:
    """Gives server roles to people."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client

    async def give(self, guild: str, user: str, role: str) -> str:
        server = self.client.get_guild(int(guild))
        mention = role.startswith("<@&") and role.endswith(">")
        found = server.get_role(int(role[3:-1])) if server is not None and mention else None
        me = server.me if server is not None else None
        if found is None or me is None or found.managed or found >= me.top_role \
                or not me.guild_permissions.manage_roles:
            return "not_allowed"
        try:
            await self.client.http.add_role(int(guild), int(user), found.id,
                                            reason="Ticket to Ride season winner")
        except FAILURES as e:
            log.warning("guild %s: the season's role was not given (%s)", guild,
                        type(e).__name__)
            return "failed"
        return "given"
