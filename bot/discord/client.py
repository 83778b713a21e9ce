"""The Discord bot: a client with the /ttr command tree, the persistent components, the
table service and its scheduler. `run(settings)` starts it (`python -m bot discord`).

Only the default intents are used (no privileged ones): slash commands and components
arrive without any. Commands are synced deliberately (see `sync`).

The client is discord.py's AutoShardedClient: one process runs the shards SHARD_IDS of
SHARD_COUNT (all that Discord recommends when unset), and its scheduler plays only those
shards' games; several processes share one PostgreSQL database.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys
from typing import Any

import aiohttp
import discord
from discord import app_commands

from ..i18n import say
from ..i18n.translator import CatalogueTranslator
from ..replies import Channel
from ..service import TableService
from ..settings import Settings
from ..wiring import open_service
from .adapter import Adapter
from .components import TableItem
from .league import LeagueItem
from .slash import TtrCommands
from .sync import sync_commands

log = logging.getLogger(__name__)

#: seconds after a stop signal in which the scheduler ends its round and the replies
#: under way go out as usual; then no new request is made and what is left is kept for
#: the next start, the requests already sent getting CUT_AFTER seconds more, and what is
#: still running after that LAST_WAIT. At worst about 8 s with the gateway and the
#: database closed: within Docker's 10-second grace.
SEND_FOR, CUT_AFTER, LAST_WAIT = 4.5, 1.5, 0.5


class TableBot(discord.AutoShardedClient):
    """The bot, running the settings' shards. Give it a service to use one opened
    elsewhere (tests); otherwise it opens the settings' database when it logs in and
    closes it when it stops."""

    def __init__(self, settings: Settings, service: TableService | None = None, *,
                 scheduler: bool = True) -> None:
        super().__init__(intents=discord.Intents.default(),
                         allowed_mentions=discord.AllowedMentions.none(),
                         shard_count=settings.shard_count, shard_ids=settings.shard_ids)
        self.settings = settings
        self.tree: app_commands.CommandTree[TableBot] = app_commands.CommandTree(self)
        self.tree.add_command(TtrCommands())
        self.tree.error(self.on_command_error)
        self._service = service
        self._scheduler_on = scheduler
        self._scheduler: asyncio.Task[None] | None = None
        self._warm_up: asyncio.Task[None] | None = None
        self._stop = asyncio.Event()
        self._shutdown: asyncio.Task[None] | None = None
        self._resources = contextlib.AsyncExitStack()
        self.adapter: Adapter | None = None

    async def setup_hook(self) -> None:
        """After login, before the gateway: open the service, listen for the components
        of every game (after a restart too), translate and sync the commands if due, start
        the scheduler."""
        service = self._service or await self._resources.enter_async_context(
            open_service(self.settings, shards=self.settings.shards(),
                         picture_processes=self.settings.picture_processes))
        self.adapter = Adapter(self, service)
        await self.adapter.pauses.load()
        # what could not be sent at the last stop goes out first, in its order
        await self.adapter.delivery.deliver_kept()
        self.add_dynamic_items(TableItem, LeagueItem)
        await self.tree.set_translator(CatalogueTranslator())
        await sync_commands(self.tree, service.store, self.settings)
        if self._scheduler_on:
            self._scheduler = asyncio.create_task(self._schedule(), name="ttr-scheduler")
        self._warm_up = asyncio.create_task(service.pictures.warm_up(), name="ttr-pictures")

    async def _schedule(self) -> None:
        """The scheduler, once the gateway is ready (not at all if the bot stops first)."""
        waits = {asyncio.ensure_future(self.wait_until_ready()),
                 asyncio.ensure_future(self._stop.wait())}
        await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        for wait in waits:
            wait.cancel()
        if self._stop.is_set():
            return
        assert self.adapter is not None
        await self.adapter.service.run_scheduler(self.adapter.scheduled, self._stop)

    async def close(self) -> None:
        """Stop: the scheduler ends its round and the replies under way go out (for up
        to SEND_FOR seconds); whatever is still not sent then is kept in the store and
        delivered at the next start (bot.discord.outbox). Then the gateway and the
        database close. Every game is saved before its replies are made, so a stop never
        loses a move."""
        if self._shutdown is None:
            self._shutdown = asyncio.create_task(self._close(), name="ttr-close")
        await asyncio.shield(self._shutdown)

    async def _close(self) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + SEND_FOR
        self._stop.set()
        scheduler, self._scheduler = self._scheduler, None
        if scheduler is not None:
            await asyncio.wait([scheduler], timeout=SEND_FOR)
        delivery = self.adapter.delivery if self.adapter is not None else None
        if delivery is not None:
            if not await delivery.wait_idle(max(0.0, deadline - loop.time())):
                log.warning("replies still under way: what is not sent is kept for the "
                            "next start")
            await delivery.stop(CUT_AFTER, LAST_WAIT)  # from now on, every reply is kept
        if scheduler is not None:
            await self._stop_scheduler(scheduler)
        await super().close()
        if delivery is not None:
            await delivery.wait_idle(LAST_WAIT)  # replies made meanwhile: kept
        await self._resources.aclose()

    @staticmethod
    async def _stop_scheduler(scheduler: asyncio.Task[None]) -> None:
        """The scheduler has stopped by now, its replies sent or kept; else it is cut
        off (a computer move it was making is not saved: it is made again at start)."""
        if not scheduler.done():
            await asyncio.wait([scheduler], timeout=LAST_WAIT)
        if scheduler.done():
            if not scheduler.cancelled() and scheduler.exception() is not None:
                log.error("the scheduler failed: %r", scheduler.exception())
            log.info("the scheduler stopped")
            return
        scheduler.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await scheduler
        log.warning("the scheduler did not stop in time")

    async def on_message(self, message: discord.Message) -> None:
        """A message in a direct message channel pushes the hand messages there up: a
        choice then comes as a new message (bot.discord.hands); one in a server's channel
        pushes the boards there up (bot.discord.boards) and shows its writer active
        (bot.discord.notices)."""
        if self.adapter is None:
            return
        if message.guild is None:
            self.adapter.delivery.hands.seen(message.channel.id, message.id)
        elif message.author.id != getattr(self.user, "id", None):
            # it pushes the game's board up there; its writer is active in the server
            self.adapter.boards.wrote(message.channel.id)
            await self.adapter.boards.notices.saw(str(message.guild.id),
                                                  str(message.author.id))

    # --- servers and channels coming and going -----------------------------------------

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a server (GUILD_DELETE): its games are paused, and each one's
        host is told in their DMs, with a button that ends the game."""
        if self.adapter is not None:
            notes = await self.adapter.pauses.guild_removed(str(guild.id))
            if notes:
                await self.adapter.delivery.deliver(notes)

    async def on_guild_join(self, guild: discord.Guild) -> None:
        """Added to a server (again): its paused games go on."""
        if self.adapter is not None:
            await self.adapter.pauses.guild_back(str(guild.id))

    on_guild_available = on_guild_join

    async def on_guild_channel_update(self, before: Any, after: Any) -> None:
        """A channel's settings changed (permissions, perhaps): a game paused there is
        tried again."""
        if self.adapter is not None:
            await self.adapter.pauses.reachable(Channel(str(after.guild.id), str(after.id)))

    async def on_guild_role_update(self, before: Any, after: Any) -> None:
        """A role's permissions changed (the bot's, perhaps): the server's paused games
        are tried again."""
        if self.adapter is not None:
            await self.adapter.pauses.guild_back(str(after.guild.id))

    async def on_guild_channel_delete(self, channel: Any) -> None:
        """A channel was deleted: its game is paused at once, with no request."""
        if self.adapter is not None:
            place = Channel(str(channel.guild.id), str(channel.id))
            note = await self.adapter.pauses.pause(place)
            if note is not None:
                await self.adapter.delivery.deliver([note])

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        """A thread was deleted: its game is paused at once, as in a deleted channel."""
        if self.adapter is not None:
            place = Channel(str(payload.guild_id), str(payload.thread_id))
            note = await self.adapter.pauses.pause(place)
            if note is not None:
                await self.adapter.delivery.deliver([note])

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
    """Run the bot until it is stopped: SIGTERM (Docker, systemd, Kubernetes) or SIGINT
    (Ctrl-C) close it cleanly (`TableBot.close`) and this returns. Logging is configured by
    the caller (bot.logs); discord.py's own handler is not added."""
    if settings.discord_token is None:
        log.error("DISCORD_TOKEN is not set")
        raise SystemExit(2)
    try:
        asyncio.run(serve(TableBot(settings), settings.discord_token.get_secret_value()))
    except StartRefused as e:
        print(say("en", e.key, **e.params), file=sys.stderr)
        raise SystemExit(e.code) from None


class StartRefused(Exception):
    """The bot could not log in: a catalogue message (`console.<...>`) and an exit code."""

    def __init__(self, key: str, code: int, **params: object) -> None:
        super().__init__(key)
        self.key, self.code, self.params = key, code, params


async def start(bot: TableBot, token: str) -> None:
    """Log in, then run the gateway until the bot closes. A token Discord refuses (exit
    code 2) or a Discord that cannot be reached at all (exit code 1) is StartRefused: one
    line, not a traceback. Once logged in, discord.py reconnects by itself."""
    try:
        await bot.login(token)
    except discord.LoginFailure:
        raise StartRefused("console.token_refused", 2) from None
    except (OSError, aiohttp.ClientError, TimeoutError) as e:
        detail = " ".join(str(e).split()) or type(e).__name__
        raise StartRefused("console.discord_unreachable", 1, detail=detail) from None
    await bot.connect()


async def serve(bot: TableBot, token: str) -> None:
    """Run the bot until it stops by itself or a stop signal arrives."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for signal_ in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signal_, stop.set)
    try:
        async with bot:
            running = asyncio.create_task(start(bot, token), name="ttr-bot")
            stopping = asyncio.create_task(stop.wait(), name="ttr-stop")
            await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
            stopping.cancel()
            if running.done():
                running.result()  # it ended by itself: say why
                return
            log.info("stop signal: closing")
            await bot.close()
            with contextlib.suppress(asyncio.CancelledError):
                await running
            log.info("stopped")
    finally:
        for signal_ in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(signal_)
