"""Delivering the service's replies: the channel's through the board messages, private
ones through the interaction, and direct messages with an ephemeral fallback; a player's
hand through their one hand message of the game (bot.discord.hands).

Replies for one channel are delivered in the order the service made them: a per-channel
lock is taken at once, with no wait between the service's answer and the lock, so
deliveries queue in the order the game changed.

Delivery never stops at the first error: a reply that fails (a refusal by Discord, a
dropped connection, a timeout, anything) is logged and the rest of the batch still goes
out; the person who acted is told privately that part of the answer did not arrive. A
channel out of reach pauses its game (bot.discord.pauses): nothing more is posted there.

A person whose direct messages are closed (Discord error 50007) is told once in the
game's channel (a mention; their cards are behind "Show my hand" and /ttr hand), and
privately when they are the one acting, who also gets the reply there. They are not
tried again for DMS_CLOSED_FOR seconds; this memory is kept in the store, across
restarts. Nobody else learns anything, and the game goes on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import replace
from typing import Any

import discord

from ..i18n import say
from ..replies import Channel, Reply, User
from ..store import ClosedDm, Store
from .answers import Answer
from .boards import ENDED, Boards, Notice
from .hands import Hands
from .messages import send_kwargs
from .open_menus import OpenMenus
from .outbox import Outbox
from .pauses import Pauses, unreachable

log = logging.getLogger(__name__)

#: Discord's error code for "Cannot send messages to this user"
DMS_CLOSED = 50007
#: seconds a person whose direct messages were closed is not tried again
DMS_CLOSED_FOR = 600.0


class Delivery:
    """Sends replies to Discord."""

    def __init__(self, client: discord.Client, boards: Boards, pauses: Pauses, store: Store,
                 clock: Callable[[], float] = time.time) -> None:
        self.client = client
        self.boards = boards
        self.hands = Hands(client, store)
        self.pauses = pauses
        self.store = store
        self.clock = clock
        self._locks: weakref.WeakValueDictionary[Channel, asyncio.Lock] = (
            weakref.WeakValueDictionary())
        self.outbox = Outbox(store, clock)
        self.menus = OpenMenus()
        self._active = 0
        self._idle = asyncio.Event()
        self._idle.set()
        #: stopping: no new request is made, what is left is kept for the next start
        self._stopping = False
        #: tasks sending a reply right now (cut off if the stop's time runs out)
        self._sending: set[asyncio.Task[Any]] = set()

    def _lock(self, place: Channel) -> asyncio.Lock:
        lock = self._locks.get(place)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[place] = lock
        return lock

    @contextlib.asynccontextmanager
    async def busy(self) -> AsyncIterator[None]:
        """Work that may end in a delivery (a command being answered): a stop waits for
        it as for a delivery."""
        self._active += 1
        self._idle.clear()
        try:
            yield
        finally:
            self._active -= 1
            if not self._active:
                self._idle.set()

    async def deliver(self, replies: Sequence[Reply], answer: Answer | None = None, *,
                      place: Channel | None = None) -> None:
        """Send every reply (`place`: their game's channel, if not among them); nothing
        is raised. While the bot stops, what is not sent is kept for its next start."""
        async with self.busy():
            try:
                if answer is not None:  # for the turn notices of people who are away
                    guild = getattr(getattr(answer, "interaction", None), "guild_id", None)
                    await self.boards.notices.saw(str(guild) if guild else None,
                                                  answer.user_id)
                place = place or next((r.to for r in replies if isinstance(r.to, Channel)),
                                      None)
                if place is None:
                    await self._deliver(replies, answer, None)
                else:
                    async with self._lock(place):
                        await self._deliver(replies, answer, place)
            except Exception:
                log.exception("delivering replies failed")

    async def deliver_kept(self) -> None:
        """Deliver the replies kept at the last stop (at start, before the gateway)."""
        async def send(replies: list[Reply], place: Channel | None) -> None:
            await self.deliver(replies, place=place)

        try:
            await self.outbox.deliver(send)
        except Exception:
            log.exception("the replies kept at the last stop could not be read")

    async def wait_idle(self, timeout: float) -> bool:
        """Wait until no delivery is under way (False if one still is after `timeout`)."""
        try:
            await asyncio.wait_for(self._idle.wait(), timeout)
        except TimeoutError:
            return False
        return True

    async def stop(self, timeout: float, then: float) -> None:
        """Stop delivering: no new request is made (but the answer to an interaction),
        and every reply not sent yet is kept for the next start. Requests already on
        their way get `timeout` seconds; then they are cut off and their replies kept too
        (one may arrive twice), and the keeping gets `then` seconds."""
        self._stopping = True
        if await self.wait_idle(timeout):
            return
        log.warning("%d deliveries were cut off: their replies are kept for the next start",
                    len(self._sending))
        for task in list(self._sending):
            task.cancel()
        await self.wait_idle(then)

    async def _deliver(self, replies: Sequence[Reply], answer: Answer | None,
                       place: Channel | None) -> None:
        changed = False
        own: list[Reply] = []  # the sender's direct messages, sent
        interim: list[Reply] = []  # the sender's hand mid-turn: shown only where they act
        notes: list[str] = []  # catalogue messages for the sender
        notices: list[Notice] = []  # turn notices, once the hands are out
        channel_locale = next((r.locale for r in replies if r.public), None)
        task = asyncio.current_task()
        for n, reply in enumerate(replies):
            if self._stopping:
                await self.outbox.keep(replies[n:], place)
                notes.append("restarting")
                break
            if task is not None:
                self._sending.add(task)
            try:
                if isinstance(reply.to, Channel):
                    if self.pauses.paused(reply.to):
                        notes.append("game_paused")
                        continue
                    notice = await self.boards.show(reply, answer)
                    if notice is not None:
                        notices.append(notice)
                    changed = True
                elif reply.ephemeral and answer is not None:
                    await answer.private(reply)
                elif reply.interim and answer is not None and reply.to.id == answer.user_id:
                    interim.append(reply)  # their hand message follows at the turn's end
                elif await self.direct(reply, answer, place, channel_locale) \
                        and answer is not None and reply.to.id == answer.user_id:
                    own.append(reply)
            except asyncio.CancelledError:  # cut off by the stop: kept, this one too
                await self.outbox.keep(replies[n:], place)
                raise
            except Exception as e:
                notes += await self._failed(reply, e)
            finally:
                self._sending.discard(task)  # type: ignore[arg-type]
        for notice in notices:
            if self._stopping:
                break
            try:
                await notice()
            except Exception as e:
                log.warning("a turn notice failed: %s %s", type(e).__name__,
                            getattr(e, "status", ""))
        if not self._stopping:
            notes += await self._ended(replies, answer)
            for game_id in dict.fromkeys(r.game_id for r in replies
                                         if r.public and r.game_id is not None):
                await self.menus.close(game_id)  # the game moved on: its menus are stale
        if answer is not None:
            await self._finish(answer, own + interim, changed, notes, bool(interim))
            for game_id, edit in answer.menus:
                self.menus.shown(game_id, edit)

    async def _ended(self, replies: Sequence[Reply], answer: Answer | None) -> list[str]:
        """The hand messages of a game these replies end lose their components."""
        for game_id in dict.fromkeys(r.game_id for r in replies if r.public
                                     and r.game_id is not None and r.status in ENDED):
            try:
                await self.hands.end(game_id, answer)
            except Exception as e:
                log.warning("game %d: its hand messages were not closed: %s", game_id,
                            type(e).__name__)
                return ["error.delivery"]
        return []

    async def _failed(self, reply: Reply, error: Exception) -> list[str]:
        """Log a reply that did not go out; what its sender is told."""
        where = (f"channel {reply.to.channel}" if isinstance(reply.to, Channel)
                 else f"user {reply.to.id}")
        log.warning("game %s: a reply to %s failed: %s %s %s", reply.game_id, where,
                    type(error).__name__, getattr(error, "status", ""),
                    getattr(error, "code", ""))
        if not (isinstance(reply.to, Channel) and unreachable(error)):
            return ["error.delivery"]
        try:
            note = await self.pauses.pause(reply.to)
            if note is not None:  # the host may end the paused game from their DMs
                await self.direct(note, None)
        except Exception as e:
            log.warning("pausing the game in channel %s: %s", reply.to.channel,
                        type(e).__name__)
        return ["cannot_post", "game_paused"]

    async def _finish(self, answer: Answer, own: list[Reply], changed: bool,
                      notes: list[str], mid_turn: bool = False) -> None:
        """The sender's own hand, what went wrong, stale components off, and no
        "thinking" message left behind; each step on its own, so one failing leaves the
        others to be done."""
        locale = getattr(answer.interaction.locale, "value", "en")
        # the sender's new hand right here too: in the answer's "thinking" message, when
        # it asks them to choose (tickets to keep) so they need not open their DMs, or in
        # the middle of their turn (their hand message waits for the turn's end)
        if own and ((answer.thinking and not answer.filled) or mid_turn
                    or any(r.components for r in own)):
            for reply in own:
                notes += await self._attempt(answer, answer.private(reply))
        for key in dict.fromkeys(notes):
            await self._attempt(answer, answer.note(key, locale))
        clicked = answer.clicked
        if changed and clicked is not None and not answer.edited \
                and clicked not in self.boards.deleted \
                and not await self.boards.is_current(clicked):
            await self._attempt(answer, answer.edit_clicked(view=None))  # stale now
        if await self._attempt(answer, answer.finish()) and "error.delivery" not in notes:
            await self._attempt(answer, answer.note("error.delivery", locale))

    @staticmethod
    async def _attempt(answer: Answer, step: Awaitable[None]) -> list[str]:
        try:
            await step
        except Exception as e:
            log.warning("interaction %s: answering failed: %s %s", answer.interaction.id,
                        type(e).__name__, getattr(e, "status", ""))
            return ["error.delivery"]
        return []

    # --- direct messages ------------------------------------------------------------

    async def closed_dm(self, user_id: str) -> ClosedDm | None:
        """Whether the person's direct messages were found closed (and when to try
        again): read from the store each time, since another bot process may have found
        it out."""
        return await self.store.closed_dm(user_id)

    async def _remember(self, user_id: str, closed: ClosedDm | None) -> None:
        await self.store.set_closed_dm(user_id, closed)

    async def direct(self, reply: Reply, answer: Answer | None,
                     place: Channel | None = None, channel_locale: str | None = None) -> bool:
        """A direct message; True if it was sent. When the person's direct messages are
        closed, the game's channel is told once, and the person gets the reply
        ephemerally if they are the one acting."""
        assert isinstance(reply.to, User)
        user_id = reply.to.id
        if not user_id.isdigit():
            return False
        closed = await self.closed_dm(user_id)
        if closed is None or closed.until <= self.clock():
            try:
                channel = await self.client.create_dm(discord.Object(int(user_id)))
                if reply.hand and reply.game_id is not None:
                    await self.hands.show(channel, reply, answer)
                else:  # the gateway tells the hands of it (TableBot.on_message)
                    await channel.send(**send_kwargs(reply))
            except discord.HTTPException as e:
                if not isinstance(e, discord.Forbidden) and e.code != DMS_CLOSED:
                    raise
                closed = ClosedDm(until=self.clock() + DMS_CLOSED_FOR,
                                  told=closed is not None and closed.told)
                await self._remember(user_id, closed)
                log.info("direct messages to user %s are closed", user_id)
            else:
                if closed is not None:
                    await self._remember(user_id, None)
                return True
        if place is not None and not closed.told and reply.game_id is not None \
                and not self.pauses.paused(place):
            locale = channel_locale or reply.locale
            await self.boards.show(Reply(
                to=place, locale=locale, mentions=(user_id,),
                text=say(locale, "dm_closed.channel", hand=say(locale, "button.hand"))),
                None)
            await self._remember(user_id, replace(closed, told=True))
        if answer is not None and answer.user_id == user_id:
            await answer.note("dm_closed", reply.locale)
            await answer.private(reply)
        return False
