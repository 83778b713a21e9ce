"""Delivering the service's replies: the channel's through the board messages, private
ones through the interaction, and direct messages with an ephemeral fallback.

Replies for one channel are delivered in the order the service made them: a per-channel
lock is taken at once, with no wait between the service's answer and the lock, so
deliveries queue in the order the game changed. A person whose direct messages are
closed (Discord error 50007) is told so ephemerally when they are the one acting, and
gets their cards there instead; nobody else learns anything, and the game goes on.
"""

from __future__ import annotations

import asyncio
import logging
import time
import weakref
from collections.abc import Callable, Sequence

import discord

from ..replies import Channel, Reply, User
from .answers import Answer
from .boards import Boards
from .messages import send_kwargs

log = logging.getLogger(__name__)

#: Discord's error code for "Cannot send messages to this user"
DMS_CLOSED = 50007
#: seconds a person whose direct messages were closed is not tried again
DMS_CLOSED_FOR = 600.0


class Delivery:
    """Sends replies to Discord."""

    def __init__(self, client: discord.Client, boards: Boards,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.client = client
        self.boards = boards
        self.clock = clock
        self._locks: weakref.WeakValueDictionary[Channel, asyncio.Lock] = (
            weakref.WeakValueDictionary())
        #: user id -> until when their direct messages count as closed
        self._closed: dict[str, float] = {}

    def _lock(self, place: Channel) -> asyncio.Lock:
        lock = self._locks.get(place)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[place] = lock
        return lock

    async def deliver(self, replies: Sequence[Reply], answer: Answer | None = None) -> None:
        """Send every reply; Discord errors are logged, never raised."""
        place = next((r.to for r in replies if isinstance(r.to, Channel)), None)
        if place is None:
            await self._deliver(replies, answer)
            return
        async with self._lock(place):
            await self._deliver(replies, answer)

    async def _deliver(self, replies: Sequence[Reply], answer: Answer | None) -> None:
        changed = False
        own: list[Reply] = []  # the sender's direct messages, sent
        for reply in replies:
            try:
                if isinstance(reply.to, Channel):
                    await self.boards.show(reply, answer)
                    changed = True
                elif reply.ephemeral and answer is not None:
                    await answer.private(reply)
                elif await self.direct(reply, answer) and answer is not None \
                        and reply.to.id == answer.user_id:
                    own.append(reply)
            except discord.HTTPException as e:
                where = (f"channel {reply.to.channel}" if isinstance(reply.to, Channel)
                         else f"user {reply.to.id}")
                log.warning("game %s: a reply to %s failed (%s %s)", reply.game_id, where,
                            e.status, e.code)
                if isinstance(reply.to, Channel) and e.status == 403 and answer is not None:
                    locale = getattr(answer.interaction.locale, "value", reply.locale)
                    await answer.note("cannot_post", locale)
        if answer is None:
            return
        try:
            # the sender's new hand right here too: in the answer's "thinking" message, or
            # when it asks them to choose (tickets to keep) so they need not open their DMs
            if own and ((answer.thinking and not answer.filled)
                        or any(r.components for r in own)):
                for reply in own:
                    await answer.private(reply)
            clicked = answer.clicked
            if changed and clicked is not None and not answer.edited \
                    and not self.boards.is_current(clicked):
                await answer.edit_clicked(view=None)  # its components are stale now
            await answer.finish()
        except discord.HTTPException as e:
            log.warning("interaction %s: finishing the answer failed (%s %s)",
                        answer.interaction.id, e.status, e.code)

    def dms_closed(self, user_id: str) -> bool:
        """Whether the person's direct messages were found closed a short while ago."""
        until = self._closed.get(user_id)
        if until is not None and until <= self.clock():
            del self._closed[user_id]
            until = None
        return until is not None

    async def direct(self, reply: Reply, answer: Answer | None) -> bool:
        """A direct message; True if it was sent. When the person's direct messages are
        closed and they are the one acting, they are told so and get the reply
        ephemerally instead."""
        assert isinstance(reply.to, User)
        user_id = reply.to.id
        if not user_id.isdigit():
            return False
        if not self.dms_closed(user_id):
            try:
                channel = await self.client.create_dm(discord.Object(int(user_id)))
                await channel.send(**send_kwargs(reply))
                return True
            except discord.Forbidden:
                self._closed[user_id] = self.clock() + DMS_CLOSED_FOR
                log.info("direct messages to user %s are closed", user_id)
            except discord.HTTPException as e:
                if e.code != DMS_CLOSED:
                    raise
                self._closed[user_id] = self.clock() + DMS_CLOSED_FOR
                log.info("direct messages to user %s are closed", user_id)
        if answer is not None and answer.user_id == user_id:
            await answer.note("dm_closed", reply.locale)
            await answer.private(reply)
        return False
