"""The daily challenge: every UTC day each server has one seeded deal per game, the same
for everyone, played alone against a `hard` computer player in the person's own place (a
private thread on Discord; at the console a channel of its own), once per person, day
and game. The day is ranked by points ahead of the computer, then score; the month by
days the computer was beaten; each person has a streak of days played. A channel a
manager chooses gets the day's results once the day is over, and never before: no one
sees another's deal, or its replay, while the day lasts.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any

from ..i18n import ListOf, Phrase, say
from ..kinds import all_games, face_of, game_name
from ..replies import Actor, Channel, Reply
from ..store import Change, ChannelBusy
from ..store.daily import DAILY_CHANNEL, DailyRow
from ..table.answers import answer, messages, refused
from ..table.display_names import clean_name, shown
from ..table.loaded import load_game
from ..table.model import Options, Seat, Table
from ..table.refusal import Refusal
from .results import league_game, player_key

log = logging.getLogger(__name__)

#: the computer player every challenge is played against
OPPONENT = "hard"
#: the worlds it searches a move (about its second's worth on a quiet machine), instead
#: of thinking for a time: everyone's computer answers the same moves alike
WORLDS = 12
#: the game of the day when none is named
DEFAULT_GAME = "usa"
#: seconds between the scheduler's looks for a finished day to post
POST_EVERY = 60.0


def day_of(at: float) -> str:
    """The UTC day (YYYY-MM-DD) of a moment."""
    return datetime.fromtimestamp(at, UTC).date().isoformat()


def daily_seed(guild: str, day: str, game: str) -> int:
    """The deal of a server's day for a game: the same for everyone who plays it, and
    for no other server, day or game."""
    digest = hashlib.sha256(f"daily\n{guild}\n{day}\n{game}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


def typed_day(value: Any, today: str) -> str:
    """A day typed as YYYY-MM-DD (today if none); Refusal for anything else."""
    text = str(value or "").strip()
    if not text:
        return today
    try:
        return date.fromisoformat(text).isoformat() if len(text) == 10 else _bad_day(text)
    except ValueError:
        return _bad_day(text)


def typed_month(value: Any, today: str) -> str:
    """A month typed as YYYY-MM (this month if none); Refusal for anything else."""
    text = str(value or "").strip()
    if not text:
        return today[:7]
    try:
        return date.fromisoformat(f"{text}-01").isoformat()[:7] if len(text) == 7 \
            else _bad_day(text)
    except ValueError:
        return _bad_day(text)


def _bad_day(text: str) -> str:
    raise Refusal("daily_bad_day", day=text)


def ranked(rows: Iterable[DailyRow]) -> list[DailyRow]:
    """Finished attempts, best first: most points ahead of the computer, then score."""
    done = [r for r in rows if r.status == "finished"]
    return sorted(done, key=lambda r: (-r.margin, -(r.score or 0), r.name))


def streak(rows: Iterable[DailyRow], player: str, today: str) -> int:
    """Days in a row, up to today or yesterday, the person finished a challenge."""
    days = {date.fromisoformat(r.day) for r in rows
            if r.player == player and r.status == "finished"}
    day = date.fromisoformat(today)
    if day not in days:
        day -= timedelta(days=1)
    count = 0
    while day in days:
        count, day = count + 1, day - timedelta(days=1)
    return count


@dataclass(frozen=True)
class MonthLine:
    """One person's month: days played, days the computer was beaten, points ahead."""

    player: str
    name: str
    played: int
    beaten: int
    margin: int


def month_table(rows: Iterable[DailyRow]) -> list[MonthLine]:
    """The month's table: most days the computer was beaten, then most points ahead."""
    people: dict[str, list[DailyRow]] = {}
    for r in rows:
        if r.status == "finished":
            people.setdefault(r.player, []).append(r)
    lines = [MonthLine(p, rs[-1].name, len(rs), sum(r.margin > 0 for r in rs),
                       sum(r.margin for r in rs)) for p, rs in people.items()]
    return sorted(lines, key=lambda m: (-m.beaten, -m.margin, m.name))


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


class Daily:
    """The daily challenge's commands and its results post, over the table service."""

    def __init__(self, service: Any) -> None:
        self.service = service
        self._posted_at = float("-inf")

    @property
    def store(self) -> Any:
        return self.service.store

    def today(self) -> str:
        return day_of(self.service.clock())

    # --- /ttr daily -------------------------------------------------------------------

    async def play(self, place: Channel, actor: Actor, game: Any = None) -> list[Reply]:
        """Open today's challenge of a game for the asker, in their own place, and deal."""
        name = str(game or "").strip().lower() or DEFAULT_GAME
        face = face_of(name)
        if face is None:
            return refused(actor, None, Refusal("unknown_game", game=str(game),
                                                games=ListOf(all_games())))
        day, player = self.today(), player_key_of(actor)
        if not await self.store.daily_claim(place.guild, day, name, player,
                                            clean_name(actor.name)):
            return refused(actor, None, Refusal("daily_played", game=game_name(name)))
        try:
            room = await self._room(place, actor, name, day)
            table = Table(game=name, host=actor.id, host_name=clean_name(actor.name),
                          seed=daily_seed(place.guild, day, name), daily=day,
                          options=Options(worlds=WORLDS),
                          seats=[Seat(user=actor.id, name=clean_name(actor.name),
                                      locale=actor.locale)])
            table.seats.append(Seat(name=_computer_name(table), computer=OPPONENT))
            change = Change(status="lobby", table=table.model_dump_json(), state=None,
                            due=None, seat=0, actor=actor.id,
                            action=json.dumps({"command": "daily", "text": f"daily {name}"}))
            try:
                record = await self.store.create_game(room.guild, room.channel, face.name,
                                                      change, self.service.clock())
            except ChannelBusy:
                raise Refusal("daily_busy") from None
        except Refusal as e:
            await self.store.daily_drop(place.guild, day, name, player)
            return refused(actor, None, e)
        except BaseException:
            await self.store.daily_drop(place.guild, day, name, player)
            raise
        await self.store.daily_started(place.guild, day, name, player, record.id)
        log.info("game %d: daily challenge %s of %s", record.id, name, day)
        lang = await self.service.language(place.guild)
        intro = messages(room, [Phrase("daily.intro", {
            "day": day, "game": game_name(name), "player": shown(clean_name(actor.name)),
            "level": Phrase(f"level.{OPPONENT}")})], lang)
        told = answer(actor, [Phrase("daily.opened", {
            "place": self.service.place_name(room), "game": game_name(name)})])
        return told + intro + await self.service.start(record.id, actor)

    async def _room(self, place: Channel, actor: Actor, game: str, day: str) -> Channel:
        """The attempt's own place: a private thread where the adapter has threads (the
        asker is told what the bot lacks to open one), else a channel of its own, which
        the asker is told of."""
        rooms = self.service.rooms
        if rooms is None:  # named by chance, not by the person (who may ask to be forgotten)
            return Channel(place.guild, f"daily-{game}-{self.service.seeds() % 10 ** 6:06d}")
        lang = await self.service.language(place.guild)
        room = await rooms.open_private(place, say(lang, "daily.thread", day=day,
                                                   game=game_name(game)), actor.id)
        if room.missing:
            raise Refusal("daily_no_permission", permissions=ListOf(
                [Phrase(f"permission.{p}") for p in room.missing]))
        if room.place is None:
            raise Refusal("daily_no_thread")
        return room.place

    # --- results ----------------------------------------------------------------------

    async def settle(self, guild: str) -> None:
        """Write the result of every attempt of the server whose game has ended."""
        for game_id in await self.store.daily_unsettled(guild):
            record = await self.store.game(game_id)
            if record is None or record.status == "aborted":
                await self.store.daily_settle(game_id, "aborted", None, None)
            elif record.status == "finished" and record.state is not None:
                game = load_game(record)
                seats = league_game(record, game.table, game.state).seats
                person = next(s for s in seats if s.player.startswith("user:"))
                computer = max(s.score for s in seats if s is not person)
                await self.store.daily_settle(game_id, "finished", person.score, computer)

    async def _asked(self, place: Channel, game: Any, when: str) -> tuple[str | None, str]:
        """The game asked about (Refusal if unknown) and the day or month, once the
        server's ended attempts are settled."""
        chosen = game_named(game)
        await self.settle(place.guild)
        return chosen, when

    async def results(self, place: Channel, actor: Actor, game: Any = None,
                      day: Any = None) -> list[Reply]:
        """A day's ranking (today's so far unless a day is named), each game apart, with
        the asker's streak."""
        try:
            chosen, wanted = await self._asked(place, game, typed_day(day, self.today()))
        except Refusal as e:
            return refused(actor, None, e)
        rows = await self.store.daily_rows(place.guild, wanted, wanted)
        lines = self.day_lines(rows, wanted, chosen)
        history = await self.store.daily_of_player(place.guild, player_key_of(actor))
        lines.append(Phrase("daily.streak", {"count": streak(history, player_key_of(actor),
                                                              self.today())}))
        return answer(actor, lines)

    @staticmethod
    def day_lines(rows: list[DailyRow], day: str, chosen: str | None) -> list[Phrase]:
        """The day's ranking of each game played (or of the one chosen)."""
        games = [chosen] if chosen else sorted({r.game for r in rows})
        if not games or not rows:
            return [Phrase("daily.none", {"day": day})]
        lines: list[Phrase] = []
        for g in games:
            of_game = [r for r in rows if r.game == g]
            lines.append(Phrase("daily.header", {"day": day, "game": game_name(g)}))
            best = ranked(of_game)
            lines += [Phrase("daily.line", {
                "place": i, "player": shown(r.name), "score": r.score or 0,
                "margin": _signed(r.margin), "computer": r.computer_score or 0})
                for i, r in enumerate(best, start=1)]
            if not best:
                lines.append(Phrase("daily.no_finished"))
            playing = [shown(r.name) for r in of_game if r.status == "playing"]
            if playing:
                lines.append(Phrase("daily.playing", {"players": ListOf(playing)}))
        return lines

    async def month(self, place: Channel, actor: Actor, game: Any = None,
                    month: Any = None) -> list[Reply]:
        """A month's table: days the computer was beaten, points ahead, days played."""
        try:
            chosen, wanted = await self._asked(place, game, typed_month(month, self.today()))
        except Refusal as e:
            return refused(actor, None, e)
        rows = await self.store.daily_rows(place.guild, f"{wanted}-01", f"{wanted}-31")
        rows = [r for r in rows if chosen is None or r.game == chosen]
        what = game_name(chosen) if chosen else Phrase("stats.all_games")
        lines = [Phrase("daily.month_header", {"month": wanted, "game": what})]
        table = month_table(rows)
        lines += [Phrase("daily.month_line", {
            "place": i, "player": shown(m.name), "beaten": m.beaten, "count": m.played,
            "margin": _signed(m.margin)}) for i, m in enumerate(table, start=1)]
        if not table:
            lines.append(Phrase("daily.month_none"))
        return answer(actor, lines)

    # --- the results channel ------------------------------------------------------------

    async def set_channel(self, place: Channel, actor: Actor, channel: Any) -> list[Reply]:
        """The channel the day's results are posted in once the day is over (server
        managers; `off` stops it)."""
        if not actor.manager:
            return refused(actor, None, Refusal("not_manager"))
        text = str(channel or "").strip()
        chosen = _channel_named(text) if text.lower() not in ("off", "") else None
        if text and text.lower() != "off" and chosen is None:
            return refused(actor, None, Refusal("daily_bad_channel", channel=text))
        if not text:
            chosen = place.channel
        await self.store.set_setting(f"guild:{place.guild}", DAILY_CHANNEL, chosen)
        lang = await self.service.language(place.guild)
        said = Phrase("daily.channel_off", {"player": shown(clean_name(actor.name))}) \
            if chosen is None else Phrase("daily.channel_set", {
                "player": shown(clean_name(actor.name)),
                "place": self.service.place_name(Channel(place.guild, chosen))})
        return messages(place, [said], lang)

    async def post_results(self) -> list[Reply]:
        """Yesterday's results, to each server's results channel that has not had them
        (each day posted once, by one process; only servers of this process's shards)."""
        now = self.service.clock()
        if now - self._posted_at < POST_EVERY:
            return []
        self._posted_at = now
        yesterday = day_of(now - 86400)
        out: list[Reply] = []
        chosen = await self.store.settings_with(DAILY_CHANNEL)
        for guild, channel in ((s.removeprefix("guild:"), c) for s, c in chosen.items()
                               if s.startswith("guild:")):
            if not self.service.shards.mine(guild):
                continue
            await self.settle(guild)
            rows = await self.store.daily_rows(guild, yesterday, yesterday)
            if not rows or not await self.store.daily_mark_posted(guild, yesterday):
                continue
            lang = await self.service.language(guild)
            lines = [Phrase("daily.posted", {"day": yesterday}),
                     *self.day_lines(rows, yesterday, None)]
            replays = [r.game_id for r in ranked(rows) if r.game_id is not None]
            if replays:
                lines.append(Phrase("daily.replays", {"games": ListOf(
                    [f"#{g}" for g in replays])}))
            out += messages(Channel(guild, channel), lines, lang)
            log.info("guild %s: daily results of %s posted", guild, yesterday)
        return out


def player_key_of(actor: Actor) -> str:
    """The league's key of a person."""
    return player_key(Seat(user=actor.id, name=actor.name))


def _computer_name(table: Table) -> str:
    from ..service.lobby import computer_name
    return computer_name(table)


def game_named(game: Any) -> str | None:
    """The game a typed name means (None if none was typed); Refusal if unknown."""
    name = str(game or "").strip().lower()
    if not name:
        return None
    if face_of(name) is None:
        raise Refusal("unknown_game", game=str(game), games=ListOf(all_games()))
    return name


def _channel_named(text: str) -> str | None:
    """A channel from its mention `<#id>`, its id, or (at the console) its name."""
    if text.startswith("<#") and text.endswith(">"):
        text = text[2:-1]
    text = text.lstrip("#")
    ok = text.isascii() and (text.isdigit() or text.replace("-", "").isalnum())
    return text if ok and 0 < len(text) <= 100 else None
