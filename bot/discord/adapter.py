"""The adapter's three entry points: a slash command, a click, a suggestion; and the
scheduler's replies. Each asks the table service and delivers what it answers."""

from __future__ import annotations

import asyncio
import itertools
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import discord
from discord import app_commands

from ..commands import answers_privately, command_specs
from ..i18n import say
from ..replies import Actor, Channel, Reply
from ..service import TableService
from .answers import Answer
from .boards import Boards
from .components import TableItem
from .delivery import Delivery
from .pauses import Pauses
from .people import actor_of, jump_link, place_of
from .roles import DiscordRoles
from .threads import Threads, asking

log = logging.getLogger(__name__)

#: a service call for a slash command: (service, place, actor) -> replies
Call = Callable[[TableService, Channel, Actor], Awaitable[list[Reply]]]

#: Discord's limits for suggestions
MAX_SUGGESTIONS, SUGGESTION_LIMIT = 25, 100
#: seconds all the looks for one suggestion may take together (Discord waits 3 and an
#: autocomplete cannot be deferred; the answer itself needs a moment too)
SUGGEST_TIMEOUT = 2.5


class Adapter:
    """Turns interactions into service calls and replies into messages."""

    def __init__(self, client: discord.Client, service: TableService) -> None:
        self.service = service
        self.boards = Boards(client, service.store)
        self.pauses = Pauses(client, service)
        self.delivery = Delivery(client, self.boards, self.pauses, service.store)
        self.pauses.announce = self.delivery.deliver
        service.hold = self.pauses.hold
        service.place_name = jump_link
        service.rooms = Threads(client)
        service.seasons.roles = DiscordRoles(client)

    async def command(self, interaction: discord.Interaction[Any], name: str,
                      call: Call) -> None:
        """A slash command: acknowledged privately at once, then run and delivered."""
        answer = await Answer.acknowledge(interaction, private=True)
        if answer is None:
            return
        actor, place = actor_of(interaction), place_of(interaction)
        log.info("/ttr %s in channel %s by user %s", name, place.channel, actor.id)
        async with self.delivery.busy():  # a stop waits for the answer
            await self._note_server_locale(interaction)
            await self._note_access(interaction, place)
            replies = await self._asking(interaction, actor, self.service.typed(
                actor, lambda: call(self.service, place, actor)))
            await self.delivery.deliver(replies, answer)

    async def press(self, interaction: discord.Interaction[Any], item: TableItem) -> None:
        """A click on a game's button or menu (after a restart too)."""
        answer = await Answer.acknowledge(interaction,
                                          private=answers_privately(item.action))
        if answer is None:
            return
        actor = actor_of(interaction)
        log.info("game %d: button %s by user %s", item.game_id, item.action, actor.id)
        async with self.delivery.busy():  # a stop waits for the answer
            await self._note_server_locale(interaction)
            place = place_of(interaction) if interaction.guild_id is not None else None
            if place is not None:
                await self._note_access(interaction, place)
            replies = await self._asking(interaction, actor, self.service.press(
                actor, item.custom_id, item.values, place))
            await self.delivery.deliver(replies, answer)

    async def scheduled(self, replies: list[Reply]) -> None:
        """What the scheduler produced (computer moves, reminders, timeouts), game by
        game."""
        groups = [list(g) for _, g in itertools.groupby(replies, key=lambda r: r.game_id)]
        for n, group in enumerate(groups):
            try:
                await self.delivery.deliver(group)
            except asyncio.CancelledError:  # cut off by a stop: the other games' are kept
                for rest in groups[n + 1:]:
                    await self.delivery.deliver(rest)
                raise

    async def _note_access(self, interaction: discord.Interaction[Any], place: Channel) -> None:
        """An interaction tells what the bot may do in its channel: a paused game there
        goes on when the bot may post again."""
        if self.pauses.paused(place) and self.pauses.may_post(interaction):
            try:
                await self.pauses.reachable(place)
            except Exception as e:  # the move itself matters more
                log.warning("could not resume channel %s: %s", place.channel,
                            type(e).__name__)

    async def _note_server_locale(self, interaction: discord.Interaction[Any]) -> None:
        """The server's own locale is its channels' language until /ttr language."""
        locale = getattr(interaction, "guild_locale", None)
        if interaction.guild_id is not None and locale is not None:
            try:
                await self.service.note_server_locale(str(interaction.guild_id), locale.value)
            except Exception as e:  # a language hint is never worth failing a move over
                log.warning("could not note a server's locale: %s", type(e).__name__)

    async def _asking(self, interaction: discord.Interaction[Any], actor: Actor,
                      call: Awaitable[list[Reply]]) -> list[Reply]:
        """Run a service call for an interaction, which tells the threads whether a new
        game may have one (bot.discord.threads)."""
        token = asking.set(interaction)
        try:
            return await self._run(actor, call)
        finally:
            asking.reset(token)

    async def _run(self, actor: Actor, call: Awaitable[list[Reply]]) -> list[Reply]:
        try:
            return await call
        except Exception as e:
            # the error's text might quote a hand: only its type above DEBUG
            log.error("a command by user %s failed: %s", actor.id, type(e).__name__)
            log.debug("a command failed", exc_info=True)
            return [Reply(to=actor.user, locale=actor.locale, ephemeral=True,
                          text=say(actor.locale, "error.internal"))]

    async def suggest(self, interaction: discord.Interaction[Any], command: str, option: str,
                      typed: str) -> list[app_commands.Choice[str]]:
        """Suggestions for an option being typed, best first (at most 25). For an option
        taking several words (tickets to keep) with nothing matching the whole text, the
        last word is completed after the words before it."""
        actor, place = actor_of(interaction), place_of(interaction)
        filled = {name: value for name, value in interaction.namespace if value is not None}

        async def ask(text: str) -> list[tuple[str, str]]:
            return await self.service.choices(place, actor, command, option, text, filled)

        try:
            async with asyncio.timeout(SUGGEST_TIMEOUT):  # one deadline for every look
                found = await ask(typed)
                several = any(p.name == option and p.rest
                              for p in command_specs()[command].params)
                head, _, last = typed.strip().rpartition(" ")
                if not found and several and head:
                    return choices_of(await ask(last), head.strip())
        except Exception:
            log.warning("suggestions for /ttr %s %s failed", command, option, exc_info=True)
            return []
        return choices_of(found)


def choices_of(found: Sequence[tuple[str, str]], head: str = "") -> list[app_commands.Choice[str]]:
    """Discord choices from the service's (label, value) suggestions, each after the words
    already typed (`head`); values that do not fit Discord's limit are left out."""
    chosen = set(head.split())
    out = []
    for label, value in found:
        if value in chosen:
            continue
        if head:
            label, value = f"{head} {label}", f"{head} {value}"
        if 0 < len(value) <= SUGGESTION_LIMIT:
            out.append(app_commands.Choice(name=label[:SUGGESTION_LIMIT] or value, value=value))
        if len(out) == MAX_SUGGESTIONS:
            break
    return out


def adapter_of(interaction: discord.Interaction[Any]) -> Adapter:
    """The adapter of the bot that received the interaction."""
    adapter: Adapter = interaction.client.adapter  # type: ignore[attr-defined]
    return adapter
