"""Each player's one private hand message of a game, kept current without a flood of
direct messages.

A player's hand goes to their direct messages as one message per game, edited in place
(text, picture, buttons and menus) as their cards and tickets change. A new direct
message is sent only
- for a choice they must make (a hand with buttons or menus) when their hand message is
  no longer the newest message of the DM channel that this process knows of (what it
  sent, and the gateway's MESSAGE_CREATE events), so that they are notified and find the
  choice at the bottom;
- when the hand message is older than a message is edited (EDIT_AGE, as for boards) or
  is gone;
and the older hand message is then deleted, so that no stale hand, button or menu stays
behind. Where each hand message is lives in the store (per game and player), so every bot
process, and the same one after a restart, edits the same message. A game's end forgets
it: the final hand stays as the last one shown, without buttons or menus.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from typing import Any

import discord

from ..replies import Reply, User
from ..store import HandMessage, Store
from .answers import Answer
from .boards import EDIT_AGE, ENDED
from .messages import edit_kwargs, send_kwargs

log = logging.getLogger(__name__)


def may_edit(shown: HandMessage, channel: Any, reply: Reply, now: datetime.datetime,
             newest: int | None) -> bool:
    """Whether the reply may replace the hand message in place (`newest`: the newest
    message of the DM channel, when known)."""
    if getattr(channel, "id", None) != shown.channel:
        return False
    if now - discord.utils.snowflake_time(shown.message) > EDIT_AGE:
        return False
    if reply.components:  # a choice: where it notifies, at the bottom of the DM channel
        return newest is None or newest <= shown.message
    return True


class Hands:
    """Sends and edits the hand messages of every player."""

    def __init__(self, client: discord.Client, store: Store,
                 now: Callable[[], datetime.datetime] = discord.utils.utcnow) -> None:
        self.client = client
        self.store = store
        self.now = now
        #: DM channel id -> its newest message seen by this process (discord.py keeps
        #: no last message of a DM channel): what the bot sent, and the gateway's news
        self.newest: dict[int, int] = {}

    def seen(self, channel_id: int, message_id: int) -> None:
        """A message in a DM channel (the bot's or the person's)."""
        if message_id > self.newest.get(channel_id, 0):
            self.newest[channel_id] = message_id

    async def show(self, channel: Any, reply: Reply, answer: Answer | None) -> None:
        """Show a hand reply in the player's DM channel: edit their hand message of the
        game, or send a new one and delete the old. Discord's errors are raised (closed
        direct messages are the caller's to handle)."""
        assert isinstance(reply.to, User) and reply.game_id is not None
        game_id, user = reply.game_id, reply.to.id
        shown = await self.store.hand_message(game_id, user)
        ended = reply.status in ENDED
        if shown is not None and may_edit(shown, channel, reply, self.now(),
                                          self.newest.get(channel.id)):
            try:
                await self._edit(channel, shown.message, answer, **edit_kwargs(reply))
            except discord.NotFound:
                shown = None  # gone meanwhile: sent anew
            else:
                if ended:
                    await self.store.set_hand_message(game_id, user, None)
                return
        message = await channel.send(**send_kwargs(reply))
        self.seen(channel.id, message.id)
        await self.store.set_hand_message(
            game_id, user, None if ended else HandMessage(channel.id, message.id))
        if shown is not None:
            await self._retire(shown)

    async def end(self, game_id: int, answer: Answer | None) -> None:
        """The game ended (finished or aborted): the hand messages no final hand replaced
        lose their buttons and menus (a ticket choice left open, say) and are forgotten."""
        for user, shown in (await self.store.hand_messages(game_id)).items():
            channel = self.client.get_partial_messageable(shown.channel)
            try:
                await self._edit(channel, shown.message, answer, view=None)
            except discord.HTTPException as e:
                log.debug("hand message %d kept its components (%s)", shown.message, e.status)
            await self.store.set_hand_message(game_id, user, None)

    @staticmethod
    async def _edit(channel: Any, message_id: int, answer: Answer | None,
                    **kwargs: Any) -> None:
        if answer is not None and answer.clicked == message_id:
            await answer.edit_clicked(**kwargs)  # through the interaction: no bot request
        else:
            await channel.get_partial_message(message_id).edit(**kwargs)

    async def _retire(self, shown: HandMessage) -> None:
        """Delete a hand message a newer one replaced (its buttons and menus with it)."""
        channel = self.client.get_channel(shown.channel) or \
            self.client.get_partial_messageable(shown.channel)
        try:
            await channel.get_partial_message(shown.message).delete()  # type: ignore[union-attr]
        except discord.HTTPException as e:
            log.debug("old hand message %d was not deleted (%s)", shown.message, e.status)
