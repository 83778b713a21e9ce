"""Seasons: a server's managers start and end a season of a game (or give it a length in
days, and it ends by itself); while it runs the leaderboard shows its table: the people
who played the game since it began, by wins, then average score. At the end its table is
posted where it was started and kept (`/ttr season history`); a role the manager named
is given to the winner where the adapter may manage roles, and otherwise the winner is
still recorded and the table says so.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

from ..i18n import Phrase
from ..kinds import game_name
from ..replies import Actor, Channel, Reply
from ..store.league import FORGOTTEN, LeagueGame
from ..store.seasons import Season
from ..table.answers import answer, messages, refused
from ..table.display_names import clean_name, shown
from ..table.refusal import Refusal
from ..table.typed_numbers import whole_number
from .daily import DEFAULT_GAME, game_named
from .forget import neutral_name

log = logging.getLogger(__name__)

#: the longest season a manager may set, in days
LONGEST_DAYS = 365
#: league games read at a time while a season's table is counted
READ_AT_ONCE = 200
#: seconds between the scheduler's looks for seasons whose end has come
LOOK_EVERY = 60.0


@dataclass(frozen=True)
class Standing:
    """One person's season: games played, wins, points scored."""

    player: str
    name: str
    games: int
    wins: int
    points: int

    @property
    def average(self) -> float:
        return self.points / self.games if self.games else 0.0


class Roles(Protocol):
    """An adapter's server roles (Discord): a role given to a person."""

    async def give(self, guild: str, user: str, role: str) -> str:
        """`given`, `not_allowed` (the bot may not manage that role) or `failed`."""
        ...


def _date(at: float) -> str:
    return datetime.fromtimestamp(at, UTC).strftime("%Y-%m-%d")


def standings(games: list[LeagueGame]) -> list[Standing]:
    """The people's table of these games: most wins, then best average score."""
    people: dict[str, list[tuple[str, int, bool]]] = {}
    for g in games:
        for s in g.seats:
            if s.player.startswith("user:"):
                people.setdefault(s.player, []).append((s.name, s.score, s.place == 1))
    table = [Standing(p, rows[0][0], len(rows), sum(w for _, _, w in rows),
                      sum(score for _, score, _ in rows)) for p, rows in people.items()]
    return sorted(table, key=lambda s: (-s.wins, -s.average, s.name))


def table_lines(table: list[Standing]) -> list[Phrase]:
    """A season's table as the players read it."""
    if not table:
        return [Phrase("season.empty")]
    return [Phrase("season.line", {
        "place": i, "player": shown(s.name), "wins": s.wins, "count": s.games,
        "average": f"{s.average:.1f}"}) for i, s in enumerate(table, start=1)]


async def season_games(store: Any, season: Season, until: float) -> list[LeagueGame]:
    """The season's finished games of its game, read from the league newest first."""
    found: list[LeagueGame] = []
    offset = 0
    while True:
        games, _ = await store.recent_games(season.guild, offset=offset, limit=READ_AT_ONCE)
        found += [g for g in games if g.game == season.game
                  and season.started_at <= g.finished_at <= until]
        if len(games) < READ_AT_ONCE or games[-1].finished_at < season.started_at:
            return found
        offset += READ_AT_ONCE


async def running_lines(store: Any, season: Season, now: float) -> list[Phrase]:
    """The running season's table, for the leaderboard."""
    header = Phrase("season.header", {
        "number": season.number, "game": game_name(season.game),
        "since": _date(season.started_at)})
    lines = [header]
    if season.ends_at is not None:
        lines.append(Phrase("season.ends", {"date": _date(season.ends_at)}))
    lines += table_lines(standings(await season_games(store, season, now)))
    lines.append(Phrase("season.all_time"))
    return lines


async def forget_in_seasons(store: Any, player: str) -> None:
    """A forgotten person's place in every kept season table: a neutral name and key, as
    in their games (bot.league.forget)."""
    for season in await store.seasons_naming(player):
        kept = json.loads(season.standings or "[]")
        for place, row in enumerate(kept):
            if row["player"] == player:
                row["player"], row["name"] = FORGOTTEN, neutral_name(place)
        winner = FORGOTTEN if season.winner == player else season.winner
        await store.rewrite_season(season.id, winner, json.dumps(kept))


class Seasons:
    """The season commands and the scheduler's ending of seasons, over the service."""

    def __init__(self, service: Any) -> None:
        self.service = service
        #: the adapter's roles (None: it has none, as the console)
        self.roles: Roles | None = None
        self._looked_at = float("-inf")

    @property
    def store(self) -> Any:
        return self.service.store

    async def start(self, place: Channel, actor: Actor, game: Any = None, days: Any = None,
                    role: Any = None) -> list[Reply]:
        """Start the server's next season of a game (server managers), for `days` days
        or until a manager ends it; its winner is to get `role`."""
        try:
            if not actor.manager:
                raise Refusal("not_manager")
            chosen = game_named(game) or DEFAULT_GAME
            length = _days(days)
            named = _role(role)
            now = self.service.clock()
            ends = now + length * 86400 if length is not None else None
            season = await self.store.season_start(place.guild, chosen, place.channel, now,
                                                   ends, named)
            if season is None:
                raise Refusal("season_running", game=game_name(chosen))
        except Refusal as e:
            return refused(actor, None, e)
        log.info("guild %s: season %d of %s started", place.guild, season.number, chosen)
        said = [Phrase("season.started", {
            "player": shown(clean_name(actor.name)), "number": season.number,
            "game": game_name(chosen)})]
        if ends is not None:
            said.append(Phrase("season.ends", {"date": _date(ends)}))
        if named is not None:
            said.append(Phrase("season.role", {"role": named}))
        return messages(place, said, await self.service.language(place.guild))

    async def end(self, place: Channel, actor: Actor, game: Any = None) -> list[Reply]:
        """End the running season of a game now (server managers): its table posted here
        and kept."""
        try:
            if not actor.manager:
                raise Refusal("not_manager")
            chosen = game_named(game) or DEFAULT_GAME
            season = await self.store.season_running(place.guild, chosen)
            if season is None:
                raise Refusal("season_none", game=game_name(chosen))
        except Refusal as e:
            return refused(actor, None, e)
        return await self._finish(season, place)

    async def _finish(self, season: Season, place: Channel) -> list[Reply]:
        """A season ended: its table counted, kept once (by one process), posted in
        `place`, and its winner given the role."""
        now = self.service.clock()
        table = standings(await season_games(self.store, season, now))
        winner = table[0] if table else None
        kept = json.dumps([asdict(s) for s in table])
        if not await self.store.season_end(season.id, now, winner.player if winner else None,
                                           kept):
            return []
        log.info("guild %s: season %d of %s ended", season.guild, season.number, season.game)
        lines = [Phrase("season.over", {"number": season.number,
                                        "game": game_name(season.game)}), *table_lines(table)]
        if winner is not None:
            lines.append(Phrase("season.winner", {"player": shown(winner.name)}))
            if season.role is not None:
                lines.append(await self._crown(season, winner))
        return messages(place, lines, await self.service.language(season.guild))

    async def _crown(self, season: Season, winner: Standing) -> Phrase:
        """The season's role given to its winner, or why not."""
        assert season.role is not None
        if self.roles is None:
            return Phrase("season.role_unavailable", {"role": season.role})
        done = await self.roles.give(season.guild, winner.player.removeprefix("user:"),
                                     season.role)
        return Phrase(f"season.role_{done}", {"role": season.role,
                                              "player": shown(winner.name)})

    async def history(self, place: Channel, actor: Actor, game: Any = None,
                      season: Any = None) -> list[Reply]:
        """The server's ended seasons of a game; with a number, that season's kept table."""
        try:
            chosen = game_named(game) or DEFAULT_GAME
        except Refusal as e:
            return refused(actor, None, e)
        ended = await self.store.season_history(place.guild, chosen)
        text = str(season or "").strip().lstrip("#")
        if text:
            number = whole_number(text)
            found = [s for s in ended if s.number == number]
            if not found:
                return refused(actor, None, Refusal("season_unknown", season=text,
                                                    game=game_name(chosen)))
            kept = [Standing(**row) for row in json.loads(found[0].standings or "[]")]
            return answer(actor, [Phrase("season.kept", {
                "number": found[0].number, "game": game_name(chosen),
                "since": _date(found[0].started_at),
                "until": _date(found[0].ended_at or 0.0)}), *table_lines(kept)])
        if not ended:
            return answer(actor, [Phrase("season.no_history", {"game": game_name(chosen)})])
        lines = [Phrase("season.history", {"game": game_name(chosen)})]
        for s in ended:
            kept = json.loads(s.standings or "[]")
            lines.append(Phrase("season.history_line", {
                "number": s.number, "since": _date(s.started_at),
                "until": _date(s.ended_at or 0.0),
                "winner": shown(kept[0]["name"]) if kept else "—"}))
        return answer(actor, lines)

    async def end_due(self) -> list[Reply]:
        """Seasons whose set end has come, ended, their tables posted where they began
        (servers of this process's shards)."""
        now = self.service.clock()
        if now - self._looked_at < LOOK_EVERY:
            return []
        self._looked_at = now
        out: list[Reply] = []
        for season in await self.store.seasons_due(now):
            if self.service.shards.mine(season.guild):
                out += await self._finish(season, Channel(season.guild, season.channel))
        return out


def _days(value: Any) -> int | None:
    """A season's length typed in days (None: none given); Refusal out of 1..LONGEST_DAYS."""
    text = str(value if value is not None else "").strip()
    if not text:
        return None
    days = whole_number(text)
    if days is None or not 1 <= days <= LONGEST_DAYS:
        raise Refusal("season_bad_days", days=text, most=LONGEST_DAYS)
    return days


def _role(value: Any) -> str | None:
    """A role typed as its mention `<@&id>`, its id or (at the console) its name."""
    text = str(value or "").strip()
    if not text:
        return None
    if text.startswith("<@&") and text.endswith(">") and text[3:-1].isascii() \
            and text[3:-1].isdigit() and len(text) <= 25:
        return text
    cleaned = clean_name(text)
    if not cleaned or len(cleaned) > 100 or "<" in cleaned:
        raise Refusal("season_bad_role", role=text[:100])
    return cleaned
