"""The league's commands: stats, leaderboard, history, log, replay, export and forget-me;
and recording each finished game once.

A collaborator of the table service, which hands it the store and asks it to record each
game it saves finished. Every answer goes only to the person who asked; statistics never
leave their server.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import re
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from engine.bots import BOT_NAMES
from engine.replay import GAMES, ReplayError

from ..i18n import ListOf, Phrase, say
from ..replies import LEADERBOARD_ID, Actor, Button, Channel, Picture, Reply, custom_id
from ..store import Change, GameRecord, StorageFailed, Store, VersionConflict
from ..store.league import FORGOTTEN, LeagueGame
from ..table.answers import answer, messages, refused, unless_storage_fails
from ..table.display_names import clean_name, echoed, shown
from ..table.loaded import load_game, seat_names
from ..table.model import Table
from ..table.refusal import Refusal
from ..table.typed_numbers import page_number, whole_number
from .daily import day_of
from .export import export_of, replay_data
from .forget import outbox_without_user, still_playing, waiting_without_user, without_user
from .rating import Entrant, rate
from .replays import moves, replay_views
from .results import league_game
from .seasons import forget_in_seasons, running_lines
from .stats import player_stats, winner

log = logging.getLogger(__name__)

#: how often forgetting a person in a game being played is tried against its moves
FORGET_TRIES = 5

#: rows on a page of the leaderboard, the history and the log
LEADERBOARD_PAGE, HISTORY_PAGE, LOG_PAGE = 10, 10, 25
#: the button that confirms /ttr forget-me (no game: it is about the person)
FORGET_BUTTON = custom_id(0, 0, "forget")
#: the button under a replay that posts it to the channel
REPLAY_POST = "replaypost"
#: players with too few rated games read, and named, below the leaderboard
PROVISIONAL_READ, PROVISIONAL_SHOWN = 200, 10
_MENTION = re.compile(r"^<@!?([0-9]{1,20})>$")


def _percent(x: float) -> str:
    return f"{round(100 * x)}%"


def _date(at: float) -> str:
    return datetime.fromtimestamp(at, UTC).strftime("%Y-%m-%d")


def leaderboard_id(game: str, page: int, computers: bool) -> str:
    """The custom id of a leaderboard page button (see LEADERBOARD_ID)."""
    return LEADERBOARD_ID.build(game, page, "c" if computers else "p")


class League:
    """League commands and the finished-game hook, over the store."""

    #: the fewest rated games a player needs to be on the leaderboard
    league_min_games: int = 3

    def __init__(self, store: Store, clock: Callable[[], float] = time.time) -> None:
        """The league over `store` (its games, ratings and settings)."""
        self.store = store
        self.clock = clock

    # --- recording finished games ------------------------------------------------------

    async def league_record(self, game_id: int) -> bool:
        """Record a finished game and update the ratings, once (True if this call did)."""
        record = await self.store.game(game_id)
        if record is None or record.status != "finished" or record.state is None:
            return False
        game = load_game(record)
        result = league_game(record, game.table, game.state)
        entrants = [Entrant(s.player, s.place, s.left_early) for s in result.seats]
        # the store rates inside its transaction, under its lock on the server's league:
        # two games finishing at once (in two processes too) each see the other's ratings
        done = await self.store.record_game(result, lambda current: rate(entrants, current))
        if done:
            log.info("game %d: recorded for the league (rated: %s)", game_id, result.rated)
        return done

    async def league_catch_up(self) -> None:
        """Record finished games the league has missed (a crash between the last move and
        the record, or games finished before the league existed)."""
        while ids := await self.store.unrecorded_games():
            for game_id in ids:
                try:
                    await self.league_record(game_id)
                except Exception:
                    log.exception("game %d: could not be recorded for the league", game_id)
                    return

    # --- who and which game -------------------------------------------------------------

    async def _player_named(self, place: Channel, actor: Actor,
                            user: Any) -> str:
        """The league player a typed name, mention or level means (the actor if none)."""
        text = str(user or "").strip()
        if not text:
            return f"user:{actor.id}"
        mention = _MENTION.match(text)
        if mention:
            return f"user:{mention[1]}"
        level = text.lower().removeprefix("computer").strip(" :()")
        if level in BOT_NAMES:
            return f"computer:{level}"
        found = await self.store.find_player(place.guild, text)
        if found is None and text.isascii() and text.isdigit() and len(text) <= 20:  # an id
            found = f"user:{text}"
        if found is None:
            raise Refusal("unknown_league_player", player=text)
        return found

    async def _shown_name(self, guild: str, player: str, typed: str = "") -> str | Phrase:
        """A league player's name as messages show it; one the league has not met yet
        by what was typed for them (the asker by their own name)."""
        if player.startswith("computer:"):
            return Phrase("league.computer", {"level": player.removeprefix("computer:")})
        name = await self.store.player_name(guild, player)
        if name:  # (cleaned again: a name stored by an older bot may not have been)
            return shown(clean_name(name))
        mention = _MENTION.match(typed)
        return f"<@{mention[1]}>" if mention else echoed(typed)

    def _game_named(self, game: Any) -> str | None:
        """The game a typed name means (None if none was typed); Refusal if unknown."""
        name = str(game or "").strip().lower()
        if not name:
            return None
        if name not in GAMES:
            raise Refusal("unknown_game", game=name, games=ListOf(list(GAMES)))
        return name

    async def _finished_game(self, place: Channel, game: Any) -> GameRecord:
        """A finished game of this server, by its number (or the channel's last one)."""
        text = str(game or "").strip().lstrip("#")
        if text:
            number = whole_number(text)
            if number is None:
                raise Refusal("no_such_game", game=text)
            record = await self.store.game(number)
        else:
            record = await self.store.channel_game(place.guild, place.channel)
        if record is None or record.guild != place.guild:
            raise Refusal("no_such_game", game=text or "?")
        if record.status != "finished":
            raise Refusal("game_not_finished", game=record.id)
        day = load_game(record).table.daily
        if day is not None and day >= day_of(self.clock()):  # no spoiler of today's deal
            raise Refusal("daily_not_over", game=record.id)
        return record

    # --- /ttr stats ---------------------------------------------------------------------

    async def stats(self, place: Channel, actor: Actor, user: Any = None,
                    game: Any = None) -> list[Reply]:
        """A player's games, wins, scores, tickets and rating in this server, with a
        picture of their rating over time."""
        try:
            await self.league_catch_up()
            player = await self._player_named(place, actor, user)
            chosen = self._game_named(game)
            typed = str(user or "").strip() or actor.name
            name = await self._shown_name(place.guild, player, typed)
            games = await self.store.player_games(place.guild, player, chosen)
        except Refusal as e:
            return refused(actor, None, e)
        what = Phrase(f"game.{chosen}") if chosen else Phrase("stats.all_games")
        if not games:
            return answer(actor, [Phrase("stats.none", {"player": name, "game": what})])
        s = player_stats(games, player)
        lines = [
            Phrase("stats.header", {"player": name, "game": what}),
            Phrase("stats.games", {"count": s.games, "wins": s.wins,
                                   "rate": _percent(s.win_rate)}),
            Phrase("stats.scores", {"average": f"{s.average_score:.1f}", "best": s.best_score}),
            Phrase("stats.tickets", {"rate": _percent(s.tickets_rate),
                                     "completed": s.tickets_completed,
                                     "held": s.tickets_completed + s.tickets_failed}),
            Phrase("stats.longest", {"count": s.longest_bonuses}),
        ]
        if s.favourite:
            lines.append(Phrase("stats.favourite", {"game": Phrase(f"game.{s.favourite}")}))
        rated_games = [chosen] if chosen else sorted({g.game for g in games})
        for g in rated_games:
            found = (await self.store.ratings(place.guild, g, [player])).get(player)
            if found is not None:
                lines.append(Phrase("stats.rating", {
                    "game": Phrase(f"game.{g}"), "rating": f"{found.conservative:.1f}",
                    "mu": f"{found.mu:.1f}", "sigma": f"{found.sigma:.1f}",
                    "count": found.games}))
        chart_game = chosen or s.favourite
        images = []
        if chart_game is not None:
            points = await self.store.rating_history(place.guild, chart_game, player)
            if points:
                images.append(await _draw("rating_chart", [(p.mu, p.sigma) for p in points],
                                          f"rating-{chart_game}.png", actor.locale))
        return answer(actor, lines, images=[i for i in images if i])

    # --- /ttr leaderboard ---------------------------------------------------------------

    async def leaderboard(self, place: Channel, actor: Actor, game: Any = None,
                          page: Any = None, computers: bool = True,
                          all_time: Any = True) -> list[Reply]:
        """The server's best players of a game by conservative rating, a page at a time;
        unless `all_time`, the game's running season's table where one runs."""
        try:
            await self.league_catch_up()
            chosen = self._game_named(game)
        except Refusal as e:
            return refused(actor, None, e)
        if chosen is None:
            record = await self.store.channel_game(place.guild, place.channel)
            chosen = json.loads(record.table)["game"] if record else "usa"
        if not _yes(all_time):
            season = await self.store.season_running(place.guild, chosen)
            if season is not None:
                return answer(actor, await running_lines(self.store, season, self.clock()))
        least = self.league_min_games
        _, total = await self.store.leaderboard(place.guild, chosen, min_games=least,
                                                computers=computers, offset=0, limit=1)
        pages = max(1, math.ceil(total / LEADERBOARD_PAGE))
        number = page_number(page, pages, 1)
        rows, _ = await self.store.leaderboard(
            place.guild, chosen, min_games=least, computers=computers,
            offset=(number - 1) * LEADERBOARD_PAGE, limit=LEADERBOARD_PAGE)
        what = Phrase(f"game.{chosen}")
        lines = [Phrase("leaderboard.header", {"game": what, "page": number, "pages": pages})]
        if not rows:
            lines.append(Phrase("leaderboard.empty", {"game": what, "min": least}))
        for i, r in enumerate(rows, start=(number - 1) * LEADERBOARD_PAGE + 1):
            lines.append(Phrase("leaderboard.line", {
                "place": i, "player": await self._shown_name(place.guild, r.player),
                "rating": f"{r.conservative:.1f}", "mu": f"{r.mu:.1f}",
                "sigma": f"{r.sigma:.1f}", "count": r.games}))
        lines += await self._provisional(place.guild, chosen, least, computers)
        lines.append(Phrase("leaderboard.rule", {"min": least}))
        buttons = []
        if number > 1:
            buttons.append(Button(leaderboard_id(chosen, number - 1, computers),
                                  say(actor.locale, "button.previous"), "/ttr leaderboard"))
        if number < pages:
            buttons.append(Button(leaderboard_id(chosen, number + 1, computers),
                                  say(actor.locale, "button.next"), "/ttr leaderboard"))
        buttons.append(Button(leaderboard_id(chosen, 1, not computers),
                              say(actor.locale, "button.hide_computers" if computers
                                  else "button.show_computers"), "/ttr leaderboard"))
        return answer(actor, lines, components=buttons)

    async def _provisional(self, guild: str, game: str, least: int, computers: bool
                           ) -> list[Phrase]:
        """Who has rated games but not yet enough to be ranked, and how many they still
        need (those nearest first)."""
        rows, _ = await self.store.leaderboard(guild, game, min_games=1, computers=computers,
                                               offset=0, limit=PROVISIONAL_READ)
        close = sorted((r for r in rows if r.games < least), key=lambda r: -r.games)
        if not close:
            return []
        return [Phrase("leaderboard.provisional", {"players": ListOf([
            Phrase("leaderboard.provisional_one", {
                "player": await self._shown_name(guild, r.player), "count": least - r.games})
            for r in close[:PROVISIONAL_SHOWN]])})]

    async def league_press(self, place: Channel, actor: Actor,
                           component_id: str) -> list[Reply]:
        """A leaderboard page button (the server is the one it is clicked in); a database
        that fails it is told to the actor."""
        m = LEADERBOARD_ID.parse(component_id)
        if m is None or m["game"] not in GAMES:
            return refused(actor, None, Refusal("unknown_button"))
        return await unless_storage_fails(actor, self.leaderboard(
            place, actor, m["game"], int(m["page"]), computers=m["who"] == "c"))

    # --- /ttr history -------------------------------------------------------------------

    async def history(self, place: Channel, actor: Actor,
                      page: Any = None) -> list[Reply]:
        """The server's finished games, newest first: date, game, players and scores,
        the winner, and how to replay or export each."""
        await self.league_catch_up()
        _, total = await self.store.recent_games(place.guild, limit=1)
        pages = max(1, math.ceil(total / HISTORY_PAGE))
        number = page_number(page, pages, 1)
        games, _ = await self.store.recent_games(
            place.guild, offset=(number - 1) * HISTORY_PAGE, limit=HISTORY_PAGE)
        if not games:
            return answer(actor, [Phrase("history.none")])
        lines = [Phrase("history.header", {"page": number, "pages": pages})]
        lines += [_history_line(g) for g in games]
        return answer(actor, lines)

    # --- /ttr log -----------------------------------------------------------------------

    async def log(self, place: Channel, actor: Actor,
                  page: Any = None) -> list[Reply]:
        """The moves of the channel's game so far as the table saw them (no secret), a
        page at a time, only to the asker."""
        record = await self.store.channel_game(place.guild, place.channel)
        if record is None or record.state is None or record.status == "aborted":
            return refused(actor, None, Refusal("no_game"))
        game = load_game(record)
        data = replay_data(game.table, await self.store.actions(record.id))
        names = seat_names(game.table)
        texts: list[str] = []
        try:
            for step in moves(data):
                said = game.face.event_phrases(step.state, step.events, None, names)
                texts.append(" ".join(say(actor.locale, p) for p in said))
        except ReplayError as e:
            log.error("game %d: its log does not replay: %s", record.id, e)
            return refused(actor, None, Refusal("log_broken", game=record.id))
        # pages are cut from the end, so the last page (the default) holds the latest moves
        pages = max(1, math.ceil(len(texts) / LOG_PAGE))
        number = page_number(page, pages, pages)
        first = max(0, len(texts) - (pages - number + 1) * LOG_PAGE)
        end = len(texts) - (pages - number) * LOG_PAGE
        lines = [Phrase("log.header", {"game": record.id, "page": number, "pages": pages})]
        if not texts:
            lines.append(Phrase("log.none"))
        lines += [Phrase("log.line", {"number": i, "text": t})
                  for i, t in enumerate(texts[first:end], start=first + 1)]
        return answer(actor, lines)

    # --- /ttr replay and /ttr export ----------------------------------------------------

    async def _of_finished_game(self, place: Channel, game: Any,
                                make: Callable[[GameRecord, Table, list[Any]], Any]
                                ) -> tuple[GameRecord, Any]:
        """`make` applied (in a worker thread) to a finished game of this server: its
        record, table and action log. Refusal when there is none or its log is broken."""
        record = await self._finished_game(place, game)
        table = load_game(record).table
        actions = await self.store.actions(record.id)
        try:
            return record, await asyncio.to_thread(make, record, table, actions)
        except ReplayError as e:
            log.error("game %d: its log does not replay: %s", record.id, e)
            raise Refusal("log_broken", game=record.id) from None

    async def replay(self, place: Channel, actor: Actor, game: Any = None,
                     post: str | None = None) -> list[Reply]:
        """An animated picture of a finished game of this server, shown to the asker with
        a button that posts it to the channel; with `post` (the server's language), posted
        to the channel for everyone."""
        try:
            record, views = await self._of_finished_game(
                place, game, lambda _, table, actions: replay_views(replay_data(table, actions)))
        except Refusal as e:
            return refused(actor, None, e)
        lang = post or actor.locale
        picture = await _draw("replay", views, f"replay-{record.id}.webp", lang)
        if picture is None:
            return refused(actor, None, Refusal("replay_failed", game=record.id))
        if post is not None:
            return messages(place, [Phrase("replay.posted", {
                "game": record.id, "player": shown(clean_name(actor.name))})], post,
                images=[picture])
        button = Button(custom_id(record.id, 0, REPLAY_POST),
                        say(actor.locale, "button.post_replay"), "/ttr replay")
        return answer(actor, [Phrase("replay.ready", {"game": record.id})],
                      images=[picture], components=[button])

    async def export(self, place: Channel, actor: Actor,
                     game: Any = None) -> list[Reply]:
        """A finished game of this server as a versioned JSON file anyone can replay."""
        try:
            record, data = await self._of_finished_game(place, game, export_of)
        except Refusal as e:
            return refused(actor, None, e)
        name = f"ttr-game-{record.id}.json"
        text = json.dumps(data, ensure_ascii=False, indent=1)
        return answer(actor, [Phrase("export.ready", {"game": record.id, "file": name})],
                      images=[Picture(name=name, data=text.encode("utf-8"))])

    # --- /ttr forget-me -----------------------------------------------------------------

    async def forget_me(self, place: Channel | None, actor: Actor,
                        confirmed: bool = False) -> list[Reply]:
        """Delete the asker's ratings, statistics and settings everywhere, and their id
        from what waits to be sent; their games keep a neutral name in their seat. Asked
        first: what it deletes, and a button that confirms (`FORGET_BUTTON`, pressed at
        the console with `/ttr press`). Refused while they sit at an open table (a game
        they left goes on without them: it is rewritten as one more logged change, over
        its version)."""
        records = await self.store.games_of_user(actor.id)
        if any(r.status == "lobby" or (r.status == "playing" and still_playing(r.table, actor.id))
               for r in records):
            return refused(actor, None, Refusal("forget_in_game"))
        if not confirmed:
            button = Button(FORGET_BUTTON, say(actor.locale, "button.forget"),
                            "/ttr forget-me", style="danger")
            finished = sum(r.status == "finished" for r in records)
            return answer(actor, [Phrase("forget.ask", {"count": finished})],
                          components=[button])
        for r in records:
            if r.status == "playing":
                await self._forget_in_running_game(r, actor.id)
        rewritten = [(r.id, *without_user(r.table, r.state, actor.id)) for r in records
                     if r.status != "playing"]
        await self.store.forget_user(actor.id, rewritten,
                                     outbox=lambda batch: outbox_without_user(batch, actor.id),
                                     waiting=lambda ids: waiting_without_user(ids, actor.id))
        await forget_in_seasons(self.store, f"user:{actor.id}")
        log.info("a person asked to be forgotten: %d games made neutral", len(records))
        return answer(actor, [Phrase("forget.done", {"count": len(records)})])

    async def _forget_in_running_game(self, record: GameRecord, user: str) -> None:
        """A game the person left, still being played: their seat made neutral, saved over
        the version it was read at (read again after losing a race to a move)."""
        for _ in range(FORGET_TRIES):
            table, state = without_user(record.table, record.state, user)
            change = Change(status=record.status, table=table, state=state, due=record.due,
                            seat=None, actor=FORGOTTEN,
                            action=json.dumps({"command": "forget", "text": ""}))
            try:
                await self.store.save(record.id, record.version, change, time.time())
                return
            except VersionConflict:
                found = await self.store.game(record.id)
                if found is None or found.status != "playing":
                    return
                record = found
        raise StorageFailed(f"game {record.id} kept changing while a person was forgotten")


def _yes(value: Any) -> bool:
    """A yes typed or clicked (True, `yes`, `true`, `1`)."""
    return value is True or str(value or "").strip().lower() in ("yes", "true", "1", "y")


def _history_line(g: LeagueGame) -> Phrase:
    seats = sorted(g.seats, key=lambda s: s.place)
    return Phrase("history.line", {
        "game": g.game_id, "date": _date(g.finished_at), "name": Phrase(f"game.{g.game}"),
        "scores": ListOf([f"{shown(clean_name(s.name))} {s.score}" for s in seats]),
        "winner": shown(clean_name(won.name)) if (won := winner(g)) is not None else "?"})


async def _draw(what: str, data: Any, name: str, locale: str) -> Picture | None:
    """A league picture, drawn off the event loop (None if drawing fails)."""
    from ..pictures import labels_for
    labels = labels_for(locale)
    try:
        if what == "replay":
            from render.replay import render_replay
            drawn = await asyncio.to_thread(render_replay, data, labels)
        else:
            from render.charts import render_rating_chart
            drawn = await asyncio.to_thread(render_rating_chart, data, labels)
    except Exception as e:  # a failed picture must not fail the answer
        log.warning("drawing %s failed: %s", name, type(e).__name__)
        return None
    return Picture(name=name, data=drawn)
