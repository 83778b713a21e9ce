"""Turn notices: when a person's turn comes, a short message mentions them in the game's
place, and the game's previous notice is deleted, so at most one notice per game is
visible (none once the game has ended). Each person chooses in each server
(`/ttr settings notify`, bot.table.notify): every turn, only after N minutes away (no
command, click or message of theirs in that server for that long), by direct message
instead, or never. Computer players are never waited for as people, so never notified; a
notice pings only the people it names.

Where each game's notice is lives in the store (settings scope `notice`, key the game's
id), so every bot process and the same one after a restart deletes the same message. A
notice set off by a click in the game's place goes as that click's followup and is
deleted through the same token while it lasts (kept in memory only), so a turn passed by
a click costs no request on the bot's token; otherwise the bot posts and deletes it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Collection
from typing import Any

import discord

from ..i18n import say
from ..replies import Channel
from ..store import Store
from ..table import notify
from ..table.model import Table
from .answers import Answer

log = logging.getLogger(__name__)

#: the settings scope of where each game's notice is ("<channel>:<message>")
NOTICE_SCOPE = "notice"
#: seconds a click's token may delete its followup (Discord: 15 minutes), with a margin
TOKEN_LIFE = 14 * 60.0
#: followup notices whose click's token this process keeps (memory only, never stored)
FOLLOWUPS_KEPT = 1000
#: a person's activity is written down at most this often (seconds), per process
SEEN_EVERY = 60.0


class Notices:
    """Posts, sends and deletes the turn notices of every game."""

    def __init__(self, client: discord.Client, store: Store,
                 clock: Callable[[], float] = time.time) -> None:
        self.client = client
        self.store = store
        self.clock = clock
        self._seen: dict[tuple[str, str], float] = {}
        #: notices posted as a click's followup: the message (its token) and when
        self._followups: dict[int, tuple[Any, float]] = {}

    # --- activity ---------------------------------------------------------------------

    async def saw(self, guild: str | None, user: str | None) -> None:
        """The person did something in the server (for `away`): written down at most
        every SEEN_EVERY seconds by this process."""
        if not guild or not user or not user.isdigit():
            return
        now = self.clock()
        if now - self._seen.get((guild, user), -SEEN_EVERY) < SEEN_EVERY:
            return
        self._seen[(guild, user)] = now
        try:
            await self.store.set_setting(notify.seen_scope(guild), user, str(int(now)))
        except Exception as e:  # only a hint for notices: the command goes on
            log.warning("guild %s: could not note an activity: %s", guild, type(e).__name__)

    # --- notices ----------------------------------------------------------------------

    async def turn(self, place: Channel, channel: Any, game_id: int, locale: str,
                   people: Collection[str], answer: Answer | None = None) -> None:
        """The turn of `people` (ids, new waits) came: the game's old notice goes, and
        each is told as they chose. A click in the game's place (`answer`) carries the
        notice as its followup, so it costs no request on the bot's token."""
        people = [p for p in people if p.isdigit()]
        if not people:
            return
        chosen = await self.store.settings_in(notify.scope(place.guild))
        wants = {p: notify.loaded(chosen.get(p)) for p in people}
        if any(w.mode == "away" for w in wants.values()):
            seen = await self.store.settings_in(notify.seen_scope(place.guild))
            now = self.clock()
            for p, w in wants.items():
                last = seen.get(p)
                if w.mode == "away" and last is not None and last.isdigit() \
                        and now - int(last) < w.minutes * 60:
                    wants[p] = notify.Notify("never")  # here lately: not told
        here = [p for p, w in wants.items() if w.mode in ("every", "away")]
        by_dm = [p for p, w in wants.items() if w.mode == "dm"]
        if not here:  # the older notice is about a turn that has passed
            await self.end(game_id)
        if not here and not by_dm:
            return
        record = await self.store.game(game_id)
        game = say(locale, f"game.{Table.model_validate_json(record.table).game}") \
            if record is not None else ""
        if here:
            text = say(locale, "notice.turn", player=", ".join(f"<@{p}>" for p in here),
                       game=game, number=game_id)
            message = await self._post(channel, answer, text, discord.AllowedMentions(
                everyone=False, roles=False, replied_user=False,
                users=[discord.Object(int(p)) for p in here]))
            await self._replace(game_id, f"{channel.id}:{message.id}")
        for person in by_dm:
            await self._direct(person, say(locale, "notice.turn", player=f"<@{person}>",
                                           game=game, number=game_id))

    async def _post(self, channel: Any, answer: Answer | None, text: str,
                    mentions: discord.AllowedMentions) -> Any:
        """The notice, as the followup of a click in the game's place, else as the bot."""
        interaction = answer.interaction if answer is not None else None
        if interaction is not None and not answer.thinking \
                and interaction.channel_id == channel.id:
            message = await interaction.followup.send(content=text, allowed_mentions=mentions,
                                                      wait=True)
            self._followups[message.id] = (message, time.monotonic())
            while len(self._followups) > FOLLOWUPS_KEPT:
                self._followups.pop(next(iter(self._followups)))
            return message
        return await channel.send(content=text, allowed_mentions=mentions)

    async def end(self, game_id: int) -> None:
        """The game ended (or its turn went to nobody who is told in its place): its
        notice goes."""
        await self._replace(game_id, None)

    async def _replace(self, game_id: int, new: str | None) -> None:
        old = await self.store.get_setting(NOTICE_SCOPE, str(game_id))
        if old == new:
            return
        await self.store.set_setting(NOTICE_SCOPE, str(game_id), new)
        if old is None:
            return
        channel_id, _, message_id = old.partition(":")
        if not (channel_id.isdigit() and message_id.isdigit()):
            return
        made = self._followups.pop(int(message_id), None)
        if made is not None and time.monotonic() - made[1] < TOKEN_LIFE:
            try:  # through the click's token, while it lasts: no request on the bot's
                await made[0].delete()
                return
            except discord.HTTPException as e:
                log.debug("game %d: its old notice's followup stayed (%s)", game_id, e.status)
        channel = self.client.get_channel(int(channel_id)) or \
            self.client.get_partial_messageable(int(channel_id))
        try:
            await channel.get_partial_message(int(message_id)).delete()
        except discord.HTTPException as e:  # gone already, or out of reach
            log.debug("game %d: its old notice %s stayed (%s)", game_id, message_id, e.status)

    async def _direct(self, person: str, text: str) -> None:
        try:
            channel = await self.client.create_dm(discord.Object(int(person)))
            await channel.send(content=text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as e:  # their direct messages are closed
            log.info("user %s: a turn notice by direct message failed (%s)", person, e.status)
