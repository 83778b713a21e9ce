"""Games whose channel the bot cannot reach: paused, kept, and resumed when access returns.

A game's channel is out of reach when Discord says it is gone (404, code 10003), that the
bot may not see or post there (403, codes 50001/50013), or when the bot is removed from
the server (GUILD_DELETE). Its game is then paused: nothing is posted there (so no failed
requests pile up against Discord's invalid-request limit), the scheduler holds its
computer moves and clocks, and its host gets a direct message with a button that ends
it (after GUILD_DELETE, the host of each of the server's open games). It resumes when the
server comes back (GUILD_CREATE), the channel changes (CHANNEL_UPDATE), an interaction
from the channel shows the bot may post there again, or a look at the channel (at most
every PROBE_EVERY seconds, only while the game has something due) finds it again. Paused
places survive restarts in the store's settings, one row each, shared by every bot
process.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

import discord

from ..i18n import say
from ..kinds import game_name
from ..replies import Button, Channel, Reply, User, custom_id
from ..service import Table, TableService
from ..store import GameRecord

log = logging.getLogger(__name__)

#: Discord's codes for a channel the bot cannot use: unknown channel, missing access,
#: missing permissions
UNREACHABLE = frozenset({10003, 50001, 50013})
#: seconds between looks at a paused channel (and between holds of a paused game)
PROBE_EVERY = 600.0
#: where paused places and servers are remembered: Store settings, one row each
#: (`place:<guild>:<channel>`, `guild:<guild>`), so bot processes pausing and resuming
#: different places never write over each other
SCOPE = "paused"
#: the single setting that held them all before
OLD_SCOPE, OLD_KEY = "discord", "paused"


def _keys(places: Iterable[Channel], guilds: Iterable[str]) -> set[str]:
    """The settings keys of paused places and servers."""
    return {f"place:{p.guild}:{p.channel}" for p in places} | {f"guild:{g}" for g in guilds}


def unreachable(error: BaseException) -> bool:
    """Whether a failed request says the channel is out of the bot's reach."""
    return isinstance(error, discord.HTTPException) and (
        error.code in UNREACHABLE or error.status in (403, 404))


class Pauses:
    """Which places and servers are out of reach, and the scheduler's hold on them."""

    def __init__(self, client: discord.Client, service: TableService,
                 clock: Callable[[], float] | None = None) -> None:
        self.client = client
        self.service = service
        self.clock = clock or service.clock
        #: paused channel -> when it was last looked at
        self._places: dict[Channel, float] = {}
        #: servers the bot was removed from
        self._guilds: set[str] = set()
        #: the keys stored as this process last saw them (others' later ones are not
        #: touched)
        self._stored: set[str] = set()
        #: delivers what a game going on again says (set by the adapter)
        self.announce: Callable[[list[Reply]], Awaitable[None]] | None = None

    async def load(self) -> None:
        store = self.service.store
        old = await store.get_setting(OLD_SCOPE, OLD_KEY)
        if old:  # saved by an older bot: one row each from now on
            saved = json.loads(old)
            self._places = {Channel(g, c): 0.0 for g, c in saved.get("places", [])}
            self._guilds = set(saved.get("guilds", []))
            await self._save()
            await store.set_setting(OLD_SCOPE, OLD_KEY, None)
        for key in await store.settings_in(SCOPE):
            what, _, rest = key.partition(":")
            if what == "guild":
                self._guilds.add(rest)
            elif what == "place":
                guild, _, channel = rest.partition(":")
                self._places.setdefault(Channel(guild, channel), 0.0)
        self._stored = _keys(self._places, self._guilds)

    async def _save(self) -> None:
        """Store what changed since the last save: rows added for new pauses, deleted
        for ended ones."""
        now = _keys(self._places, self._guilds)
        for key in sorted(now - self._stored):
            await self.service.store.set_setting(SCOPE, key, "1")
        for key in sorted(self._stored - now):
            await self.service.store.set_setting(SCOPE, key, None)
        self._stored = now

    def paused(self, place: Channel) -> bool:
        return place in self._places or place.guild in self._guilds

    # --- losing access --------------------------------------------------------------

    async def pause(self, place: Channel) -> Reply | None:
        """The channel is out of reach: pause its game. The first time, the note for the
        game's host (a direct message with a button that ends the game)."""
        if place in self._places:
            return None
        self._places[place] = self.clock()
        await self._save()
        record = await self.service.store.channel_game(place.guild, place.channel)
        log.warning("channel %s is out of reach: its game %s is paused", place.channel,
                    record.id if record else None)
        if record is None or record.status not in ("lobby", "playing"):
            return None
        return self._host_note(record)

    def _host_note(self, record: GameRecord) -> Reply | None:
        table = Table.model_validate_json(record.table)
        seat = table.seat_of(table.host)
        if seat is None:
            return None
        host = table.seats[seat]
        assert host.user is not None
        locale = host.locale
        game = game_name(table.game)
        abort = Button(custom_id(record.id, table.step, "abort"), say(locale, "button.abort"),
                       "/ttr abort", style="danger")
        return Reply(to=User(host.user, host.name), locale=locale, game_id=record.id,
                     text=say(locale, "game_paused.host", game=game, channel=record.channel),
                     components=(abort,))

    async def guild_removed(self, guild: str) -> list[Reply]:
        """Removed from the server: its games are paused. The first time, a note for the
        host of each of its open games not paused already (a direct message with a
        button that ends the game)."""
        if guild in self._guilds:
            return []
        self._guilds.add(guild)
        records = [r for r in await self.service.store.guild_games(guild)
                   if Channel(r.guild, r.channel) not in self._places]
        for r in records:  # each goes on (its clock too) when the server is back
            self._places[Channel(r.guild, r.channel)] = self.clock()
        await self._save()
        log.warning("removed from server %s: its games are paused (%d open)", guild,
                    len(records))
        return [note for r in records if (note := self._host_note(r)) is not None]

    # --- access returning -----------------------------------------------------------

    async def guild_back(self, guild: str) -> None:
        """The bot is in the server (again): its channels are tried again."""
        places = [p for p in self._places if p.guild == guild]
        if guild not in self._guilds and not places:
            return
        self._guilds.discard(guild)
        for place in places:
            del self._places[place]
        await self._save()
        log.info("server %s is back: its games go on", guild)
        for place in places:
            await self._wake(place)

    async def reachable(self, place: Channel) -> None:
        """The channel may be reachable again: its game goes on."""
        if place not in self._places or place.guild in self._guilds:
            return
        del self._places[place]
        await self._save()
        log.info("channel %s is reachable again: its game goes on", place.channel)
        await self._wake(place)

    async def _wake(self, place: Channel) -> None:
        """The held game goes on (`TableService.resume`): a computer move is played now;
        a person whose move it is gets a whole turn again and is called in the channel."""
        record = await self.service.store.channel_game(place.guild, place.channel)
        if record is None:
            return
        replies = await self.service.resume(record.id)
        if replies and self.announce is not None:
            await self.announce(replies)

    def may_post(self, interaction: discord.Interaction[Any]) -> bool:
        """Whether an interaction says the bot may post in its channel (or thread)."""
        permissions = interaction.app_permissions
        if isinstance(getattr(interaction, "channel", None), discord.Thread):
            return permissions.view_channel and permissions.send_messages_in_threads
        return permissions.view_channel and permissions.send_messages

    # --- the scheduler's hold -------------------------------------------------------

    async def hold(self, record: GameRecord) -> bool:
        """Whether the game's due moves wait (its channel is out of reach). A paused
        channel is looked at again at most every PROBE_EVERY seconds."""
        place = Channel(record.guild, record.channel)
        if not self.paused(place):
            return False
        if place.guild in self._guilds:  # woken when the server is back
            if place not in self._places:
                self._places[place] = self.clock()
                await self._save()
            return True
        if self.clock() - self._places[place] < PROBE_EVERY:
            return True
        self._places[place] = self.clock()
        try:
            await self.client.fetch_channel(int(place.channel))
        except Exception as e:  # still out of reach, or Discord unwell: ask again later
            log.info("channel %s is still out of reach (%s)", place.channel,
                     type(e).__name__)
            return True
        await self.reachable(place)
        return False
