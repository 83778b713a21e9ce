"""How many open tables (lobbies and games being played) a server holds, and a person
hosts in it: the bot's defaults (TABLES_PER_PERSON, TABLES_PER_SERVER in `.env`), which a
server's managers may change for their server (`/ttr settings limits`); and how many one
person hosts in every server together (TABLES_EVERYWHERE, the bot's own). A new table past
any is refused, saying which and what to do. The store checks them in the transaction
that inserts the table, so two tables opened at once cannot both take the last place."""

from __future__ import annotations

import logging
import sys
from dataclasses import dataclass
from typing import Any

from ..i18n import say
from ..replies import Actor, Channel, Reply
from ..settings import TABLES_EVERYWHERE, TABLES_PER_PERSON, TABLES_PER_SERVER
from ..store.base import NoRoom, TableRoom
from ..table.answers import refused
from ..table.display_names import shown
from ..table.refusal import Refusal
from ..table.typed_numbers import whole_number

log = logging.getLogger(__name__)

#: the highest limit a manager may set
MOST = 1000
#: the server settings holding a manager's choice
PER_PERSON, PER_SERVER = "tables_per_person", "tables_per_server"


@dataclass(frozen=True)
class Limits:
    """Open tables one person may host in a server, the server may hold, and one person
    may host in every server together."""

    per_person: int = TABLES_PER_PERSON
    per_server: int = TABLES_PER_SERVER
    everywhere: int = TABLES_EVERYWHERE


#: no limit at all (a service built without settings)
UNLIMITED = Limits(sys.maxsize, sys.maxsize, sys.maxsize)


def _stored(value: str | None, default: int) -> int:
    return int(value) if value is not None and value.isdigit() else default


def typed_limit(value: Any) -> int | None:
    """A limit a manager typed (None: not given); Refusal unless a whole number from 1
    to MOST (read by the one typed-number reader: ASCII digits, bounded)."""
    if value is None or value == "":
        return None
    number = whole_number(str(value))  # (an int from Discord reads as its digits)
    if number is None or not 1 <= number <= MOST:
        raise Refusal("limit_value", most=MOST)
    return number


class TableLimits:
    """The limits of the core's servers, read from the store each time (another process
    may have changed them)."""

    def __init__(self, core: Any, defaults: Limits) -> None:
        self.core = core
        self.defaults = defaults

    async def of(self, guild: str) -> Limits:
        """The server's limits: its managers' choice, else the bot's defaults."""
        chosen = await self.core.store.settings_in(f"guild:{guild}")
        return Limits(_stored(chosen.get(PER_PERSON), self.defaults.per_person),
                      _stored(chosen.get(PER_SERVER), self.defaults.per_server),
                      self.defaults.everywhere)

    async def room(self, guild: str, actor: Actor) -> TableRoom | None:
        """What a new table by `actor` in the server must stay within (None: no limits),
        after a first look that refuses at once what is already full (before a thread is
        made for it); the store checks it again as it inserts the table."""
        limits = await self.of(guild)
        if limits == UNLIMITED:
            return None
        room = TableRoom(actor.id, limits.per_server, limits.per_person, limits.everywhere)
        try:
            room.check(*await self.core.store.open_tables(guild, actor.id))
        except NoRoom as e:
            raise no_room(e) from None
        return room


    async def set(self, place: Channel, actor: Actor, per_person: Any,
                  per_server: Any) -> list[Reply]:
        """A manager's `/ttr settings limits`: either limit or both (neither: the limits
        now are told)."""
        if not actor.manager:
            return refused(actor, None, Refusal("not_manager"))
        try:
            person, server = typed_limit(per_person), typed_limit(per_server)
        except Refusal as e:
            return refused(actor, None, e)
        scope = f"guild:{place.guild}"
        for key, value in ((PER_PERSON, person), (PER_SERVER, server)):
            if value is not None:
                await self.core.store.set_setting(scope, key, str(value))
        now = await self.of(place.guild)
        lang = await self.core.language(place.guild)
        if person is None and server is None:
            return [Reply(to=actor.user, ephemeral=True, locale=actor.locale,
                          text=say(actor.locale, "limits.shown", per_person=now.per_person,
                                   per_server=now.per_server))]
        log.info("guild %s: table limits %d per person, %d per server", place.guild,
                 now.per_person, now.per_server)
        return [Reply(to=place, locale=lang, text=say(
            lang, "limits.set", player=shown(actor.name), per_person=now.per_person,
            per_server=now.per_server))]


def no_room(e: NoRoom) -> Refusal:
    """The refusal of a table past a limit, in the person's words."""
    return Refusal(e.which, count=e.count)
