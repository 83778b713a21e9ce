"""A thread per game: `/ttr new` in a server's text channel opens a public thread for the
game (the service's Rooms, bot.service.rooms) where the bot may create threads and post
in them; the lobby and everything after it is posted there. The channel gets one line
about the game, from which the thread is started: Discord shows the thread under it (a
link to open it), and adds no "started a thread" notice of its own. In a direct message,
a thread, a channel of another kind, or when the server turned threads off, the game is
played where it was opened, as is one whose thread Discord would not create. A thread
Discord archived (no message for a week) is unarchived before the game posts into it
again; a deleted one pauses its game (bot.discord.pauses).

Whether a thread may be opened is read from the interaction that asks for the game (its
channel and the bot's permissions there), which the adapter holds in `asking` while the
service answers it.
"""

from __future__ import annotations

import logging
from contextvars import ContextVar
from typing import Any

import aiohttp
import discord

from ..replies import Channel
from ..service.rooms import Room

log = logging.getLogger(__name__)

#: the interaction being answered (set by the adapter while the service runs it)
asking: ContextVar[discord.Interaction[Any] | None] = ContextVar("ttr_asking", default=None)
#: what the bot needs in a channel to give a game its own thread there
NEEDED = ("create_public_threads", "send_messages_in_threads")
#: what the bot needs in a channel to open a person's private thread (a daily challenge)
PRIVATE_NEEDED = ("create_private_threads", "send_messages_in_threads")
#: minutes without a message before Discord archives a game's thread (the longest: a week)
ARCHIVE_AFTER = 10080
#: Discord's longest channel name
NAME_LIMIT = 100
#: what a request to Discord may fail with: a refusal, a dropped connection, a timeout
FAILURES = (discord.HTTPException, aiohttp.ClientError, OSError, TimeoutError)
#: Discord's code for "this operation is not available in an archived thread"
ARCHIVED = 50083


def thread_name(name: str) -> str:
    """A name Discord accepts for a thread."""
    name = " ".join(name.split())
    return name if len(name) <= NAME_LIMIT else name[:NAME_LIMIT - 1] + "…"


class Threads:
    """Opens, names and removes the games' threads."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client

    async def open(self, place: Channel, name: str, said: str) -> Room:
        interaction = asking.get()
        if interaction is None:  # the scheduler's (a tournament's next round)
            return await self._open(place, self._known(place), None, name, said)
        if str(interaction.channel_id) != place.channel:
            return Room()
        channel = getattr(interaction, "channel", None)
        if not isinstance(channel, discord.TextChannel):  # a DM, a thread, a forum, ...
            return Room()
        return await self._open(place, channel, interaction.app_permissions, name, said)

    def _known(self, place: Channel) -> Any:
        """The channel as the client knows it (None if it does not)."""
        text = place.channel
        if not (text.isascii() and text.isdigit() and len(text) <= 20):  # a snowflake
            return None
        return self.client.get_channel(int(text))

    async def _open(self, place: Channel, channel: Any, permissions: Any, name: str,
                    said: str) -> Room:
        """A thread under `channel` (with the bot's `permissions` there, where known)."""
        if not isinstance(channel, discord.TextChannel):  # a DM, a thread, a forum, ...
            return Room()
        if permissions is None:  # not asked for by anyone: the bot's own, where known
            me = channel.guild.me
            if me is None:
                return await self._thread(place, channel, name, said)
            permissions = channel.permissions_for(me)
        missing = tuple(p for p in NEEDED if not getattr(permissions, p))
        if missing:
            # named only where the game can be played in the channel instead
            return Room(missing=missing if permissions.send_messages else ())
        return await self._thread(place, channel, name, said)

    async def _thread(self, place: Channel, channel: discord.TextChannel, name: str,
                      said: str) -> Room:
        """The thread, started from the channel's line `said` (Room() if Discord refuses)."""
        try:  # the thread hangs off the channel's line (no "started a thread" notice)
            line = await channel.send(said, allowed_mentions=discord.AllowedMentions.none())
        except FAILURES as e:  # the game is played in the channel
            log.warning("channel %s: no line for a new game (%s %s)", place.channel,
                        type(e).__name__, getattr(e, "code", ""))
            return Room()
        try:
            thread = await line.create_thread(name=thread_name(name),
                                              auto_archive_duration=ARCHIVE_AFTER)
        except FAILURES as e:  # the game is played in the channel
            log.warning("channel %s: no thread for a new game (%s %s)", place.channel,
                        type(e).__name__, getattr(e, "code", ""))
            await self._delete(line)
            return Room()
        log.info("channel %s: thread %d opened for a new game", place.channel, thread.id)
        return Room(place=Channel(place.guild, str(thread.id)))

    async def open_private(self, place: Channel, name: str, user: str) -> Room:
        interaction = asking.get()
        channel = getattr(interaction, "channel", None)
        if interaction is None or str(interaction.channel_id) != place.channel \
                or not isinstance(channel, discord.TextChannel):
            return Room()
        permissions = interaction.app_permissions
        missing = tuple(p for p in PRIVATE_NEEDED if not getattr(permissions, p))
        if missing:
            return Room(missing=missing)
        try:
            thread = await channel.create_thread(
                name=thread_name(name), type=discord.ChannelType.private_thread,
                invitable=False, auto_archive_duration=ARCHIVE_AFTER)
        except FAILURES as e:
            log.warning("channel %s: no private thread (%s %s)", place.channel,
                        type(e).__name__, getattr(e, "code", ""))
            return Room()
        try:
            await thread.add_user(discord.Object(id=int(user)))
        except FAILURES as e:
            log.warning("thread %d: its person could not be added (%s)", thread.id,
                        type(e).__name__)
            await self._delete(thread)
            return Room()
        log.info("channel %s: private thread %d opened", place.channel, thread.id)
        return Room(place=Channel(place.guild, str(thread.id)))

    async def rename(self, room: Channel, name: str) -> None:
        try:
            await self.client.http.edit_channel(int(room.channel), name=thread_name(name))
        except discord.HTTPException as e:  # it keeps the name it was opened with
            log.warning("thread %s kept its first name (%s %s)", room.channel, e.status, e.code)

    async def close(self, place: Channel, room: Channel) -> None:
        try:
            await self.client.http.delete_channel(int(room.channel))
        except discord.HTTPException as e:
            log.warning("thread %s of a game not opened was kept (%s %s)", room.channel,
                        e.status, e.code)
        # a thread started from a message has that message's id
        await self._delete(self.client.get_partial_messageable(int(place.channel))
                           .get_partial_message(int(room.channel)))

    @staticmethod
    async def _delete(message: Any) -> None:
        try:
            await message.delete()
        except FAILURES as e:
            log.warning("the line of a game not opened was kept (%s)", type(e).__name__)


async def unarchive(client: discord.Client, channel: Any) -> None:
    """Unarchive a game's thread that Discord archived, before posting into it."""
    await client.http.edit_channel(channel.id, archived=False)
    if isinstance(channel, discord.Thread):
        channel.archived = False
    log.info("thread %d unarchived", channel.id)
