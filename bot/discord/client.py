"""The Discord bot: a client with the /ttr command tree, the persistent components, the
table service and its scheduler. `run(settings)` starts it (`python -m bot discord`).

Only the default intents are used (no privileged ones): slash commands and components
arrive without any. Commands are synced deliberately (see `sync`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import discord
from discord import app_commands

from ..i18n import say
from ..i18n.translator import CatalogueTranslator
from ..service import TableService
from ..settings import Settings
from ..wiring import open_service
from .adapter import Adapter
from .components import TableItem
from .slash import TtrCommands
from .sync import sync_commands

log = logging.getLogger(__name__)

#: seconds the scheduler gets to finish its round when the bot stops
STOP_WAIT = 10.0


class TableBot(discord.Client):
    """The bot. Give it a service to use one opened elsewhere (tests); otherwise it opens
    the settings' database when it logs in and closes it when it stops."""

    def __init__(self, settings: Settings, service: TableService | None = None, *,
                 scheduler: bool = True) -> None:
        super().__init__(intents=discord.Intents.default(),
                         allowed_mentions=discord.AllowedMentions.none())
        self.settings = settings
        self.tree: app_commands.CommandTree[TableBot] = app_commands.CommandTree(self)
        self.tree.add_command(TtrCommands())
        self.tree.error(self.on_command_error)
        self._service = service
        self._scheduler_on = scheduler
        self._scheduler: asyncio.Task[None] | None = None
        self._warm_up: asyncio.Task[None] | None = None
        self._stop = asyncio.Event()
        self._resources = contextlib.AsyncExitStack()
        self.adapter: Adapter | None = None

    async def setup_hook(self) -> None:
        """After login, before the gateway: open the service, listen for the components
        of every game (after a restart too), translate and sync the commands if due, start
        the scheduler."""
        service = self._service or await self._resources.enter_async_context(
            open_service(self.settings))
        self.adapter = Adapter(self, service)
        self.add_dynamic_items(TableItem)
        await self.tree.set_translator(CatalogueTranslator())
        await sync_commands(self.tree, service.store, self.settings)
        if self._scheduler_on:
            self._scheduler = asyncio.create_task(self._schedule(), name="ttr-scheduler")
        self._warm_up = asyncio.create_task(service.pictures.warm_up(), name="ttr-pictures")

    async def _schedule(self) -> None:
        await self.wait_until_ready()
        assert self.adapter is not None
        await self.adapter.service.run_scheduler(self.adapter.scheduled, self._stop)

    async def close(self) -> None:
        self._stop.set()
        if self._scheduler is not None:
            try:
                await asyncio.wait_for(self._scheduler, STOP_WAIT)
            except (TimeoutError, asyncio.CancelledError):
                log.warning("the scheduler did not stop in time")
            self._scheduler = None
        await super().close()
        await self._resources.aclose()

    async def on_command_error(self, interaction: discord.Interaction[Any],
                               error: app_commands.AppCommandError) -> None:
        """A command that failed before reaching the service: logged, and its sender
        told ephemerally if they were not answered yet."""
        name = interaction.command.qualified_name if interaction.command else "?"
        log.error("/%s failed: %s", name, type(getattr(error, "original", error)).__name__)
        log.debug("/%s failed", name, exc_info=error)
        if interaction.response.is_done():
            return
        text = say(interaction.locale.value, "error.internal")
        with contextlib.suppress(discord.HTTPException):
            await interaction.response.send_message(text, ephemeral=True)


def run(settings: Settings) -> None:
    """Run the bot until it is stopped (Ctrl-C or SIGINT). Logging is configured by the
    caller (bot.logs); discord.py's own handler is not added, so nothing is logged twice."""
    if settings.discord_token is None:
        log.error("DISCORD_TOKEN is not set")
        raise SystemExit(2)
    TableBot(settings).run(settings.discord_token.get_secret_value(), log_handler=None)
