"""Each game's board message in its channel, kept current without flooding the channel.

A game has one current board message: the latest public reply with the game's buttons,
its board picture, or its end. A newer reply edits that message in place when nobody
has written in the channel since, the message is less than 50 minutes old (Discord limits
edits of older messages) and the reply waits for nobody new (an edit pings nobody);
otherwise the reply is posted as a new message, which pings the players it newly waits
for, and the older message loses its buttons. Where each board message is, and whom it
waits for, survives restarts in the store's settings.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import discord

from ..replies import Channel, Reply
from ..store import Store
from .answers import Answer
from .messages import edit_kwargs, pinged, send_kwargs
from .pauses import UNREACHABLE

log = logging.getLogger(__name__)

#: a board message older than this is posted anew rather than edited
EDIT_AGE = datetime.timedelta(minutes=50)
#: where board messages are remembered (Store settings)
SCOPE = "discord"
#: statuses whose reply ends the game's board
ENDED = frozenset({"finished", "aborted"})


@dataclass(frozen=True)
class Shown:
    """A board message: where it is and whom it waits for (user ids)."""

    channel: int
    message: int
    waiting: frozenset[str] = frozenset()

    def dump(self) -> str:
        return f"{self.channel}:{self.message}:{','.join(sorted(self.waiting))}"

    @classmethod
    def load(cls, text: str) -> Shown | None:
        try:
            channel, message, people = text.split(":")
            return cls(int(channel), int(message), frozenset(p for p in people.split(",") if p))
        except ValueError:
            return None


def is_board(reply: Reply) -> bool:
    """Whether a public reply shows the game's table: its buttons, its board picture, or
    its end."""
    return reply.game_id is not None and (bool(reply.components) or reply.board
                                          or reply.status in ENDED)


def may_edit(shown: Shown, channel: Any, reply: Reply, actor: str | None,
             now: datetime.datetime) -> bool:
    """Whether the reply may replace the board message in place."""
    if getattr(channel, "id", None) != shown.channel:
        return False
    if getattr(channel, "last_message_id", None) != shown.message:
        return False  # someone wrote since, or the channel is not cached
    if now - discord.utils.snowflake_time(shown.message) > EDIT_AGE:
        return False
    return set(pinged(reply)) <= shown.waiting | {actor}


class Boards:
    """Posts and edits the board messages of every game."""

    def __init__(self, client: discord.Client, store: Store,
                 now: Callable[[], datetime.datetime] = discord.utils.utcnow) -> None:
        self.client = client
        self.store = store
        self.now = now
        self._shown: dict[int, Shown | None] = {}

    def channel(self, place: Channel) -> Any:
        """The Discord channel (or thread) of a place: the cached one, which knows its
        last message, else a partial one that can only send."""
        channel_id = int(place.channel)
        found = self.client.get_channel(channel_id)
        if found is not None:
            return found
        guild_id = int(place.guild) if place.guild.isdigit() else None
        return self.client.get_partial_messageable(channel_id, guild_id=guild_id)

    async def current(self, game_id: int) -> Shown | None:
        """The game's board message, if it has one."""
        if game_id not in self._shown:
            text = await self.store.get_setting(SCOPE, f"board:{game_id}")
            self._shown[game_id] = Shown.load(text) if text else None
        return self._shown[game_id]

    def is_current(self, message_id: int) -> bool:
        return any(s is not None and s.message == message_id for s in self._shown.values())

    async def _remember(self, game_id: int, shown: Shown | None) -> None:
        if self._shown.get(game_id) == shown:
            return
        self._shown[game_id] = shown
        await self.store.set_setting(SCOPE, f"board:{game_id}", shown.dump() if shown else None)

    async def show(self, reply: Reply, answer: Answer | None) -> None:
        """Post a public reply: a board reply edits the board message or replaces it; any
        other reply is a plain message. Pings go to the people a message newly calls,
        never to the person who just acted."""
        assert isinstance(reply.to, Channel)
        channel = self.channel(reply.to)
        actor = answer.user_id if answer else None
        quiet = {actor} if actor else set()
        if not is_board(reply):
            await channel.send(**send_kwargs(reply, quiet))
            return
        assert reply.game_id is not None
        waiting = frozenset(pinged(reply))
        shown = await self.current(reply.game_id)
        if shown is not None and may_edit(shown, channel, reply, actor, self.now()):
            try:  # an edit notifies nobody, so it names nobody either
                await self._edit(channel, shown.message, answer, **edit_kwargs(reply, waiting))
            except discord.NotFound as e:
                if e.code in UNREACHABLE:
                    raise  # the whole channel is gone, not only the message
                # the message was deleted meanwhile: post anew
            else:
                await self._remember(reply.game_id, Shown(shown.channel, shown.message, waiting)
                                     if reply.components and reply.status not in ENDED else None)
                return
        called = shown.waiting if shown is not None else frozenset()
        message = await channel.send(**send_kwargs(reply, quiet | called))
        await self._remember(reply.game_id, Shown(channel.id, message.id, waiting)
                             if reply.components and reply.status not in ENDED else None)
        if shown is not None:
            await self._retire(shown, answer)

    async def _edit(self, channel: Any, message_id: int, answer: Answer | None,
                    **kwargs: Any) -> None:
        if answer is not None and answer.clicked == message_id:
            await answer.edit_clicked(**kwargs)  # through the interaction: no channel limit
        else:
            await channel.get_partial_message(message_id).edit(**kwargs)

    async def _retire(self, shown: Shown, answer: Answer | None) -> None:
        """Take the buttons off a board message a newer one replaced."""
        channel = self.client.get_channel(shown.channel) or \
            self.client.get_partial_messageable(shown.channel)
        try:
            await self._edit(channel, shown.message, answer, view=None)
        except discord.HTTPException as e:
            log.debug("old board message %d kept its buttons (%s)", shown.message, e.status)
