"""Each game's board message in its place, kept current without flooding it.

A game has one current board message: the latest public reply with the game's buttons,
its board picture, or its end. A newer reply edits that message in place (an edit pings
nobody): whoever the game now waits for is called by a turn notice (bot.discord.notices),
never by posting the board again. The board is posted anew only when Discord would not
let it be edited (it is deleted, or more than 50 minutes old: EDIT_AGE) or when it has
scrolled far up: SCROLLED messages or more written in its place after it (counted from
the gateway by the process that posted it; a process that did not see them edits). A
board posted anew pings nobody, and the message it replaces is deleted, so no stale board
with stripped buttons stays behind. Where each board message is, whom it waits for and the
game step it shows live in the store, so every bot process (and the same one after a
restart) edits and replaces the same message; when two processes post a game's board at
once, the board of the later step stays and the other is deleted.
"""

from __future__ import annotations

import dataclasses
import datetime
import logging
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from ..replies import Channel, Reply, parse_custom_id
from ..store import BoardMessage, Store
from .answers import Answer
from .messages import card_edit_kwargs, card_send_kwargs, pinged, send_kwargs
from .notices import Notices
from .pauses import UNREACHABLE
from .threads import ARCHIVED, unarchive

log = logging.getLogger(__name__)

#: a board message older than this is posted anew rather than edited
EDIT_AGE = datetime.timedelta(minutes=50)
#: a board with this many messages written after it in its place is posted anew
SCROLLED = 20
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


def may_edit(shown: BoardMessage, channel: Any, now: datetime.datetime,
             written_after: int) -> bool:
    """Whether the reply may replace the board message in place: the same place, young
    enough for Discord to edit, and not scrolled far up."""
    if getattr(channel, "id", None) != shown.channel:
        return False
    if now - discord.utils.snowflake_time(shown.message) > EDIT_AGE:
        return False
    return written_after < SCROLLED


#: the turn notices' part of a board reply, done after the rest of its batch
Notice = Callable[[], Awaitable[None]]


#: how often a board is recorded again when other processes keep replacing it meanwhile
RECORD_ATTEMPTS = 5


class Boards:
    """Posts and edits the board messages of every game."""

    def __init__(self, client: discord.Client, store: Store,
                 now: Callable[[], datetime.datetime] = discord.utils.utcnow) -> None:
        self.client = client
        self.store = store
        self.now = now
        self.notices = Notices(client, store)
        #: messages seen written in each place (the gateway's and the bot's plain ones)
        self._written: dict[int, int] = {}
        #: how many had been written in its place when each board message was posted
        self._posted_at: dict[int, int] = {}
        #: board messages this process deleted lately (a click on one edits nothing)
        self.deleted: deque[int] = deque(maxlen=256)

    def wrote(self, channel_id: int) -> None:
        """A message was written in a place (it pushes the boards there up)."""
        self._written[channel_id] = self._written.get(channel_id, 0) + 1

    def written_after(self, shown: BoardMessage) -> int:
        """Messages seen written in the board's place after it (0 when not known)."""
        now = self._written.get(shown.channel, 0)
        return now - self._posted_at.get(shown.message, now)

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

    async def show(self, reply: Reply, answer: Answer | None) -> Notice | None:
        """Post a public reply: a board reply edits the board message or replaces it; any
        other reply is a plain message. Pings go to the people a message newly calls,
        never to the person who just acted. What is left to do about the game's turn
        notices (the people it newly waits for told, or the notice of an ended game
        deleted) is returned, for the caller to do once the rest of its replies (the
        hands) are out."""
        assert isinstance(reply.to, Channel)
        channel = self.channel(reply.to)
        if getattr(channel, "archived", False):  # a game's thread Discord archived
            await unarchive(self.client, channel)
        actor = answer.user_id if answer else None
        quiet = {actor} if actor else set()
        if not is_board(reply):
            await self._send(channel, lambda: send_kwargs(reply, quiet))
            self.wrote(channel.id)
            return None
        assert reply.game_id is not None
        waiting = frozenset(pinged(reply))
        live = bool(reply.components) and reply.status not in ENDED
        shown = await self.current(reply.game_id)
        if live and shown is not None and shown.step > step_of(reply):
            # another process showed a later step already: this reply's buttons are stale
            # and whom it waited for may be waited for no longer
            stale = dataclasses.replace(reply, components=(), mentions=(), card=None)
            await self._send(channel, lambda: send_kwargs(stale, quiet))
            self.wrote(channel.id)
            return None
        newly = waiting - (shown.waiting if shown is not None else frozenset()) - quiet
        await self._board(channel, reply, answer, shown, waiting, live)
        game_id, place = reply.game_id, reply.to
        if not live:
            return lambda: self.notices.end(game_id)
        if newly:
            return lambda: self.notices.turn(place, channel, game_id, reply.locale,
                                             sorted(newly), answer)
        return None

    async def _board(self, channel: Any, reply: Reply, answer: Answer | None,
                     shown: BoardMessage | None, waiting: frozenset[str], live: bool) -> None:
        """Edit the board message, or post it anew (pinging nobody: notices call people)."""
        assert reply.game_id is not None
        if shown is not None and may_edit(shown, channel, self.now(),
                                          self.written_after(shown)):
            shows = reply
            if live and waiting <= shown.waiting:
                # the same people are still waited for (mid-turn, a computer's turn): the
                # picture stays as it is, a new one comes when a turn begins
                shows = dataclasses.replace(reply, images=(), board=False)
            try:  # an edit notifies nobody, so it names nobody either
                await self._edit(channel, shown.message, answer,
                                 **card_edit_kwargs(shows, waiting))
            except discord.NotFound as e:
                if e.code in UNREACHABLE:
                    raise  # the whole channel is gone, not only the message
                # the message was deleted meanwhile: post anew
            except discord.HTTPException as e:
                if e.status != 400:
                    raise
                # Discord refused to turn it into this card (a board from before cards,
                # or one without the picture the card shows): post anew
                log.debug("game %d: board message %d not edited (%s)", reply.game_id,
                          shown.message, e.text)
            else:
                mine = BoardMessage(shown.channel, shown.message, waiting, step_of(reply))
                await self._record(reply.game_id, shown, mine, live, answer)
                return
        message = await self._send(channel, lambda: card_send_kwargs(reply, waiting))
        self._posted_at[message.id] = self._written.get(channel.id, 0)
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
        """Delete a board message a newer one replaced."""
        channel = self.client.get_channel(shown.channel) or \
            self.client.get_partial_messageable(shown.channel)
        self.deleted.append(shown.message)
        self._posted_at.pop(shown.message, None)
        try:
            await channel.get_partial_message(shown.message).delete()
        except discord.HTTPException as e:
            log.debug("old board message %d stayed (%s)", shown.message, e.status)
