"""Sending the slash commands to Discord deliberately: on request, or when they changed.

`tree.sync()` overwrites every command Discord has for the bot, and Discord limits how
often commands may be created, so the bot does not sync on every start. The hash of the
command payload is kept in the database; `sync_commands="changed"` syncs only when it
differs. With a development server the commands are copied there, where they update at
once, and the global ones are left alone.
"""

from __future__ import annotations

import hashlib
import json
import logging
from typing import Any

import discord
from discord import app_commands

from ..settings import Settings
from ..store import Store

log = logging.getLogger(__name__)

#: where the hashes of the synced payloads are kept (Store settings)
SCOPE = "discord"


async def command_payload(tree: app_commands.CommandTree[Any],
                          guild: discord.abc.Snowflake | None = None) -> list[dict[str, Any]]:
    """What a sync sends: every command as Discord receives it, translated when the tree
    has a translator."""
    translator = tree.translator
    commands = tree.get_commands(guild=guild)
    if translator is None:
        return [c.to_dict(tree) for c in commands]
    return [await c.get_translated_payload(tree, translator) for c in commands]


def payload_hash(payload: list[dict[str, Any]]) -> str:
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


async def sync_commands(tree: app_commands.CommandTree[Any], store: Store,
                        settings: Settings) -> bool:
    """Sync the commands if the settings ask for it now; True if they were sent."""
    if settings.sync_commands == "never":
        return False
    guild = discord.Object(settings.dev_guild_id) if settings.dev_guild_id else None
    if guild is not None:
        tree.copy_global_to(guild=guild)
    key = f"commands:{'guild:' + str(guild.id) if guild else 'global'}"
    digest = payload_hash(await command_payload(tree, guild))
    if settings.sync_commands == "changed" and await store.get_setting(SCOPE, key) == digest:
        log.info("slash commands unchanged: not synced")
        return False
    try:
        synced = await tree.sync(guild=guild)
    except discord.HTTPException as e:  # e.g. a text Discord refuses: keep the old commands
        log.error("syncing the slash commands failed (%s %s); they stay as they were",
                  e.status, e.code)
        return False
    await store.set_setting(SCOPE, key, digest)
    log.info("synced %d slash commands to %s", len(synced),
             f"server {guild.id}" if guild else "every server")
    return True
