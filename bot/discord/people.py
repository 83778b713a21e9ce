"""Who sent an interaction and where: the service's Actor and Channel."""

from __future__ import annotations

from typing import Any

import discord

from ..replies import Actor, Channel

#: the guild id of a place outside any server (a direct message)
NO_GUILD = "dm"


def actor_of(interaction: discord.Interaction[Any]) -> Actor:
    """The person behind an interaction: their id, shown name, client language and
    whether they may manage the server here."""
    user = interaction.user
    permissions = interaction.permissions
    return Actor(id=str(user.id), name=user.display_name,
                 locale=interaction.locale.value,
                 manager=interaction.guild_id is not None and permissions.manage_guild)


def place_of(interaction: discord.Interaction[Any]) -> Channel:
    """The channel (or thread) the interaction comes from."""
    guild = str(interaction.guild_id) if interaction.guild_id is not None else NO_GUILD
    return Channel(guild=guild, channel=str(interaction.channel_id))


def jump_link(place: Channel) -> str:
    """A link that opens the channel (or thread) in Discord, the way a person goes to a
    game's place."""
    return f"https://discord.com/channels/{place.guild}/{place.channel}"
