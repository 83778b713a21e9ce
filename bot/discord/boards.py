"""Each game's board message in its channel, kept current without flooding the channel.

A game has one current board message: the latest public reply with the game's buttons,
its board picture, or its end. A newer reply edits that message in place when nobody
has written in the channel since, the message is less than 50 minutes old (Discord limits
edits of older messages) and the reply waits for nobody new (an edit pings nobody);
otherwise the reply is posted as a new message, which pings the players it newly waits
for, and the older message loses its buttons. Where each board message is, whom it waits
for and the game step it shows live in the store, so every bot process (and the same one
after a restart) edits and replaces the same message; when two processes post a game's
board at once, the board of the later step stays and the other loses its buttons.
"""

from __future__ import annotations

import dataclasses
import datetime
import logging
from collections.abc import Callable
from typing import Any

import discord

from ..replies import Channel, Reply, parse_custom_id
from ..store import BoardMessage, Store
from .answers import Answer
from .messages import edit_kwargs, pinged, send_kwargs
from .pauses import UNREACHABLE
from .threads import ARCHIVED, unarchive

log = logging.getLogger(__name__)

#: a board message older than this is posted anew rather than edited
EDIT_AGE = datetime.timedelta(minutes=50)
#: statuses whose reply ends the game's board
ENDED = frozenset({"finished", "aborted"})


def is_board(reply: Reply) -> bool:
    """Whether a public reply shows the game's table: its buttons, its board picture, or
    its end."""
    return reply.game_id is not None and (bool(reply.components) or reply.board
                                          or reply.status in ENDED)


def step_of(reply: Reply) -> int:
    """The game step a reply shows, from its components' ids (0 without any)."""
    for component in reply.components:
        parsed = parse_custom_id(component.custom_id)
        if parsed is not None:
            return parsed[1]
    return 0


def may_edit(shown: BoardMessage, channel: Any, reply: Reply, actor: str | None,
             now: datetime.datetime) -> bool:
    """Whether the reply may replace the board message in place."""
    if getattr(channel, "id", None) != shown.channel:
        return False
    if getattr(channel, "last_message_id", None) != shown.message:
        return False  # someone wrote since, or the channel is not cached
    if now - discord.utils.snowflake_time(shown.message) > EDIT_AGE:
        return False
    return set(pinged(reply)) <= shown.waiting | {actor}


#: how often a board is recorded again when other processes keep replacing it meanwhile
RECORD_ATTEMPTS = 5


class Boards:
    """Posts and edits the board messages of every game."""

    def __init__(self, client: discord.Client, store: Store,
                 now: Callable[[], datetime.datetime] = discord.utils.utcnow) -> None:
        self.client = client
        self.store = store
        self.now = now

    def channel(self, place: Channel) -> Any:
        """The Discord channel (or thread) of a place: the cached one, which knows its
        last message, else a partial one that can only send."""
        channel_id = int(place.channel)
        found = self.client.get_channel(channel_id)
        if found is not None:
            return found
        guild_id = int(place.guild) if place.guild.isdigit() else None
        return self.client.get_partial_messageable(channel_id, guild_id=guild_id)

    async def current(self, game_id: int) -> BoardMessage | None:
        """The game's board message, if it has one (the store's: every process agrees)."""
        return await self.store.board_message(game_id)

    async def is_current(self, message_id: int) -> bool:
        """Whether the message is some game's current board message."""
        return await self.store.is_board_message(message_id)

    async def show(self, reply: Reply, answer: Answer | None) -> None:
        """Post a public reply: a board reply edits the board message or replaces it; any
        other reply is a plain message. Pings go to the people a message newly calls,
        never to the person who just acted."""
        assert isinstance(reply.to, Channel)
        channel = self.channel(reply.to)
        if getattr(channel, "archived", False):  # a game's thread Discord archived
            await unarchive(self.client, channel)
        actor = answer.user_id if answer else None
        quiet = {actor} if actor else set()
        if not is_board(reply):
            await self._send(channel, lambda: send_kwargs(reply, quiet))
            return
        assert reply.game_id is not None
        waiting = frozenset(pinged(reply))
        live = bool(reply.components) and reply.status not in ENDED
        shown = await self.current(reply.game_id)
        if live and shown is not None and shown.step > step_of(reply):
            # another process showed a later step already: this reply's buttons are stale
            # and whom it waited for may be waited for no longer
            stale = dataclasses.replace(reply, components=(), mentions=())
            await self._send(channel, lambda: send_kwargs(stale, quiet))
            return
        if shown is not None and may_edit(shown, channel, reply, actor, self.now()):
            try:  # an edit notifies nobody, so it names nobody either
                await self._edit(channel, shown.message, answer, **edit_kwargs(reply, waiting))
            except discord.NotFound as e:
                if e.code in UNREACHABLE:
                    raise  # the whole channel is gone, not only the message
                # the message was deleted meanwhile: post anew
            else:
                mine = BoardMessage(shown.channel, shown.message, waiting, step_of(reply))
                await self._record(reply.game_id, shown, mine, live, answer)
                return
        called = shown.waiting if shown is not None else frozenset()
        message = await self._send(channel, lambda: send_kwargs(reply, quiet | called))
        mine = BoardMessage(channel.id, message.id, waiting, step_of(reply))
        await self._record(reply.game_id, shown, mine, live, answer)

    async def _record(self, game_id: int, over: BoardMessage | None, mine: BoardMessage,
                      live: bool, answer: Answer | None) -> None:
        """Make `mine` the game's board message in place of `over` (none at all when the
        reply is not `live`: the game ended or shows no buttons), and take the buttons off
        the message that is no longer the board. When another process recorded a board
        meanwhile, the one of the later step stays."""
        new = mine if live else None
        for _ in range(RECORD_ATTEMPTS):
            if await self.store.replace_board_message(
                    game_id, over.message if over else None, new):
                break
            found = await self.store.board_message(game_id)
            if found is not None and new is not None and found.step > new.step:
                await self._retire(mine, answer)  # a later board came first: it stays
                return
            over = found
        else:
            log.warning("game %d: its board message changed %d times meanwhile; not recorded",
                        game_id, RECORD_ATTEMPTS)
            return
        if over is not None and over.message != mine.message:
            await self._retire(over, answer)

    async def _send(self, channel: Any, kwargs: Callable[[], dict[str, Any]]) -> Any:
        """Post a message; into a thread archived without the bot knowing (not cached),
        after unarchiving it when Discord refuses the post (the message made anew: its
        files are read once)."""
        try:
            return await channel.send(**kwargs())
        except discord.HTTPException as e:
            if e.code != ARCHIVED:
                raise
        await unarchive(self.client, channel)
        return await channel.send(**kwargs())

    async def _edit(self, channel: Any, message_id: int, answer: Answer | None,
                    **kwargs: Any) -> None:
        if answer is not None and answer.clicked == message_id:
            await answer.edit_clicked(**kwargs)  # through the interaction: no channel limit
            return
        try:
            await channel.get_partial_message(message_id).edit(**kwargs)
        except discord.HTTPException as e:
            if e.code != ARCHIVED:
                raise
            # a thread archived without the bot knowing (not cached): unarchived, again
            await unarchive(self.client, channel)
            for file in kwargs.get("attachments") or ():
                if isinstance(file, discord.File):
                    file.reset()  # read from its start again
            await channel.get_partial_message(message_id).edit(**kwargs)

    async def _retire(self, shown: BoardMessage, answer: Answer | None) -> None:
        """Take the buttons off a board message a newer one replaced."""
        channel = self.client.get_channel(shown.channel) or \
            self.client.get_partial_messageable(shown.channel)
        try:
            await self._edit(channel, shown.message, answer, view=None)
        except discord.HTTPException as e:
            log.debug("old board message %d kept its buttons (%s)", shown.message, e.status)
