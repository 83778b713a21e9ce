"""Away mode: `/ttr away 2d` hands the person's seat in every game they play to the
computer at once (each table is told once), until `/ttr back` or the time runs out (the
scheduler gives the seats back then). A table opened with `away:hold` holds their turn
clock instead: it waits for them, with no reminder and no timeout, and on their return
their turn starts with its whole time again. Apart from it, a person may ask for a daily digest
by direct message: the games waiting for their move, each with a link.
"""

from __future__ import annotations

import logging
import re
from datetime import UTC, datetime
from typing import Any

from ..i18n import Phrase
from ..replies import Actor, Channel, Reply, User
from ..store import GameRecord
from ..table.answers import answer, messages, refused
from ..table.display_names import shown
from ..table.loaded import Game, load_game, waiting_people
from ..table.refusal import Refusal
from ..table.typed_numbers import bounded_seconds, whole_number
from . import clock
from .core import Core, Done
from .lobby import yes_no

log = logging.getLogger(__name__)

#: the setting (scope `user:<id>`) holding until when the person is away
AWAY_UNTIL = "away_until"
#: the setting (scope `user:<id>`) holding the last day (UTC) a digest went, if asked for
DIGEST = "digest"
#: seconds in each unit of a typed duration (a bare number is days)
UNITS = {"m": 60, "h": 3600, "d": 86400, "w": 7 * 86400, "": 86400}
#: the shortest and the longest time away
SHORTEST, LONGEST = 60, 30 * 86400
#: seconds between the scheduler's looks for people back and digests due
LOOK_EVERY = 60.0
#: seconds between its looks for games begun since a person went away (each look reads
#: every game of each person away)
NEW_GAMES_EVERY = 600.0
_DURATION = re.compile(r"^([0-9]{1,12})\s*([a-z]?)$")


def duration(value: Any) -> int:
    """Seconds from a duration typed as `2d`, `12h`, `90m`, `1w` or days alone, between a
    minute and 30 days; Refusal otherwise."""
    text = str(value if value is not None else "").strip().lower()
    found = _DURATION.match(text)
    number = whole_number(found[1]) if found else None
    unit = UNITS.get(found[2]) if found else None
    seconds = bounded_seconds(number * unit, SHORTEST, LONGEST) \
        if number is not None and unit is not None else None
    if seconds is None:
        raise Refusal("away_bad_duration", duration=text[:40] or "?")
    return seconds


def _moment(at: float) -> str:
    return datetime.fromtimestamp(at, UTC).strftime("%Y-%m-%d %H:%M UTC")


def _scope(user: str) -> str:
    return f"user:{user}"


class Away:
    """Away mode and the daily digest, over the core."""

    def __init__(self, core: Core) -> None:
        self.core = core
        self._looked_at = float("-inf")
        self._games_looked_at = float("-inf")

    async def away(self, place: Channel, actor: Actor, length: Any = None) -> list[Reply]:
        """The person is away for `length`: the computer plays their seats from now."""
        try:
            until = self.core.clock() + duration(length)
        except Refusal as e:
            return refused(actor, None, e)
        await self.core.store.set_setting(_scope(actor.id), AWAY_UNTIL, repr(until))
        told: list[Reply] = []
        count = 0
        for record in await self._playing(actor.id):
            replies = await self._hand(record, actor, to_computer=True, until=until)
            count += bool(replies)
            told += replies
        log.info("a person is away for %d games", count)
        return answer(actor, [Phrase("away.set", {"until": _moment(until), "count": count})]) \
            + told

    async def back(self, place: Channel | None, actor: Actor) -> list[Reply]:
        """The person is back: their seats the computer played for them are theirs again."""
        await self.core.store.set_setting(_scope(actor.id), AWAY_UNTIL, None)
        told: list[Reply] = []
        count = 0
        for record in await self._playing(actor.id):
            replies = await self._hand(record, actor, to_computer=False)
            count += bool(replies)
            told += replies
        return answer(actor, [Phrase("away.back", {"count": count})]) + told

    async def _playing(self, user: str) -> list[GameRecord]:
        return [r for r in await self.core.store.games_of_user(user) if r.status == "playing"]

    async def _hand(self, record: GameRecord, actor: Actor, *, to_computer: bool,
                    until: float = 0.0) -> list[Reply]:
        """The person's seat of a game handed to the computer (or back); no replies where
        there is nothing to hand (a seat they left, or one already so)."""
        def wanted(game: Game) -> int | None:
            seat = game.table.player_of(actor.id)
            if seat is None:
                return None
            s = game.table.seats[seat]
            fits = not s.computer and not s.away if to_computer else s.away
            return seat if fits and game.status == "playing" else None

        if wanted(load_game(record)) is None:
            return []

        def change(game: Game) -> Done:
            seat = wanted(game)
            if seat is None:
                raise Refusal("no_game")
            s = game.table.seats[seat]
            hold = game.table.options.away == "hold"
            if to_computer:  # played by the computer, or its clock held (the table's choice)
                s.computer, s.away = None if hold else self.core.computer, True
                said = Phrase("away.table_hold" if hold else "away.table",
                              {"player": shown(s.name), "until": _moment(until)})
            else:
                s.computer, s.away = None, False
                if hold and game.state is not None and seat in game.rules.waiting(game.state):
                    clock.rewind(game.table, self.core.clock())  # the whole turn time again
                said = Phrase("away.table_back", {"player": shown(s.name)})
            return Done("away" if to_computer else "back", seat=seat, said=[said])
        replies = await self.core.change(record.id, actor, change)
        return [r for r in replies if not r.ephemeral]

    async def set_digest(self, place: Channel, actor: Actor, value: Any) -> list[Reply]:
        """Turn the person's daily digest of games waiting for them on or off."""
        try:
            on = yes_no(value if value not in (None, "") else "?", "digest")
        except Refusal as e:
            return refused(actor, None, e)
        await self.core.store.set_setting(_scope(actor.id), DIGEST, "-" if on else None)
        return answer(actor, [Phrase("digest.on" if on else "digest.off")])

    async def chores(self) -> list[Reply]:
        """People whose time away is over given their seats back, and those still away
        their seats in games begun since (every NEW_GAMES_EVERY); each digest asked for
        sent once a day (to the people of this process's shards' servers)."""
        now = self.core.clock()
        if now - self._looked_at < LOOK_EVERY:
            return []
        self._looked_at = now
        new_games = now - self._games_looked_at >= NEW_GAMES_EVERY
        if new_games:
            self._games_looked_at = now
        out: list[Reply] = []
        still: dict[str, float] = {}
        for scope, until in (await self.core.store.settings_with(AWAY_UNTIL)).items():
            if not scope.startswith("user:"):
                continue
            user = scope.removeprefix("user:")
            if float(until) <= now:
                out += [r for r in await self.back(None, Actor(user, user))
                        if not r.ephemeral]
            else:
                still[user] = float(until)
        if new_games:  # games begun since they went away: one pass over the games played
            for record in await self.core.store.playing_games_naming(sorted(still)):
                for user, until in still.items():
                    out += await self._hand(record, Actor(user, user), to_computer=True,
                                            until=until)
        today = datetime.fromtimestamp(now, UTC).date().isoformat()
        for scope, sent in (await self.core.store.settings_with(DIGEST)).items():
            if scope.startswith("user:") and sent != today:
                out += await self._digest(scope.removeprefix("user:"), today)
        return out

    async def _digest(self, user: str, today: str) -> list[Reply]:
        """The day's digest for a person: the games waiting for their move, with links."""
        waiting: list[Game] = []
        for record in await self._playing(user):
            game = load_game(record)
            if game.state is not None and user in waiting_people(game):
                waiting.append(game)
        if waiting and not self.core.shards.mine(waiting[0].record.guild):
            return []
        await self.core.store.set_setting(_scope(user), DIGEST, today)
        if not waiting:
            return []
        seat = waiting[0].table.seats[waiting[0].table.seat_of(user) or 0]
        lines = [Phrase("digest.header", {"count": len(waiting)}), *(
            Phrase("digest.line", {
                "game": g.id, "name": Phrase(f"game.{g.table.game}"),
                "place": self.core.place_name(Channel(g.record.guild, g.record.channel))})
            for g in waiting)]
        return messages(User(user, seat.name), lines, seat.locale)
