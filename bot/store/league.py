"""The league's SQL (results, ratings, their history, forgetting a person), for the SQLite
store. A mixin: SqliteStore provides `db` (the connection) and `_lock`."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import aiosqlite

from .base import GAME_COLUMNS, GameRecord, game_record

#: the player key a forgotten person's seats keep
FORGOTTEN = "forgotten"


@dataclass(frozen=True)
class SeatRow:
    """One seat's result in a finished game."""

    seat: int
    #: 'user:<id>' or 'computer:<level>' ('forgotten' after /ttr forget-me)
    player: str
    name: str
    score: int
    #: 1 for the winner (ties in the rating rule aside, places are distinct)
    place: int
    tickets_completed: int
    tickets_failed: int
    longest_bonus: int
    left_early: bool


@dataclass(frozen=True)
class LeagueGame:
    """A finished game as the league keeps it."""

    game_id: int
    guild: str
    game: str
    finished_at: float
    rated: bool
    seats: tuple[SeatRow, ...]


@dataclass(frozen=True)
class Rating:
    """A player's rating in one server and game."""

    player: str
    mu: float
    sigma: float
    games: int

    @property
    def conservative(self) -> float:
        """The rating the leaderboard orders by: mu - 3 sigma."""
        return self.mu - 3 * self.sigma


@dataclass(frozen=True)
class RatingPoint:
    """A player's rating right after one game."""

    game_id: int
    at: float
    mu: float
    sigma: float


#: makes a rated game's new ratings from its players' current ones (those who have one)
Rater = Callable[[Mapping[str, Rating]], Sequence[Rating]]


_SEAT_COLUMNS = ("seat, player, name, score, place, tickets_completed, tickets_failed, "
                 "longest_bonus, left_early")


def _seat(row: Sequence[Any]) -> SeatRow:
    seat, player, name, score, place, done, failed, longest, left = row
    return SeatRow(seat=seat, player=player, name=name, score=score, place=place,
                   tickets_completed=done, tickets_failed=failed, longest_bonus=longest,
                   left_early=bool(left))


class SqliteLeague:
    """League tables of the SQLite store (schema version 2)."""

    db: aiosqlite.Connection
    _lock: asyncio.Lock

    async def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        async with self.db.execute(sql, tuple(params)) as cur:
            return list(await cur.fetchall())

    async def unrecorded_games(self, limit: int = 50) -> list[int]:
        """Finished games the league has not recorded yet, oldest first."""
        async with self._lock:
            rows = await self._rows(
                "SELECT id FROM games WHERE status = 'finished' AND id NOT IN "
                "(SELECT game_id FROM league_games) ORDER BY updated_at, id LIMIT ?", (limit,))
        return [r[0] for r in rows]

    async def record_game(self, game: LeagueGame, rate: Rater) -> bool:
        """Record a finished game and, if rated, the ratings `rate` makes of its players'
        current ones, in one transaction (also against another process: BEGIN IMMEDIATE
        holds the file's write lock from the first read). False (and nothing written) when
        the game was recorded already."""
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                cur = await self.db.execute(
                    "INSERT OR IGNORE INTO league_games (game_id, guild, game, finished_at, "
                    "rated) VALUES (?, ?, ?, ?, ?)",
                    (game.game_id, game.guild, game.game, game.finished_at, int(game.rated)))
                if cur.rowcount != 1:
                    await self.db.rollback()
                    return False
                await self.db.executemany(
                    f"INSERT INTO league_seats (game_id, {_SEAT_COLUMNS}) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(game.game_id, s.seat, s.player, s.name, s.score, s.place,
                      s.tickets_completed, s.tickets_failed, s.longest_bonus,
                      int(s.left_early)) for s in game.seats])
                ratings = rate(await self._ratings(
                    game.guild, game.game, [s.player for s in game.seats])) \
                    if game.rated else []
                await self.db.executemany(
                    "INSERT INTO ratings (guild, game, player, mu, sigma, games) "
                    "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild, game, player) DO UPDATE "
                    "SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games",
                    [(game.guild, game.game, r.player, r.mu, r.sigma, r.games)
                     for r in ratings])
                await self.db.executemany(
                    "INSERT INTO rating_history (game_id, player, mu, sigma) "
                    "VALUES (?, ?, ?, ?)",
                    [(game.game_id, r.player, r.mu, r.sigma) for r in ratings])
                await self.db.commit()
            except BaseException:
                if self.db.in_transaction:
                    await self.db.rollback()
                raise
        return True

    async def ratings(self, guild: str, game: str, players: Sequence[str]) -> dict[str, Rating]:
        """The current ratings of these players (those who have one)."""
        async with self._lock:
            return await self._ratings(guild, game, players)

    async def _ratings(self, guild: str, game: str, players: Sequence[str]
                       ) -> dict[str, Rating]:
        if not players:
            return {}
        marks = ", ".join("?" for _ in players)
        rows = await self._rows(
            f"SELECT player, mu, sigma, games FROM ratings WHERE guild = ? AND game = ? "
            f"AND player IN ({marks})", (guild, game, *players))
        return {r[0]: Rating(*r) for r in rows}

    async def leaderboard(self, guild: str, game: str, *, min_games: int, computers: bool,
                          offset: int, limit: int) -> tuple[list[Rating], int]:
        """One page of the server's ratings in a game, best conservative rating first,
        and how many there are in all."""
        where = "guild = ? AND game = ? AND games >= ? AND player != ?"
        params: list[Any] = [guild, game, min_games, FORGOTTEN]
        if not computers:
            where += " AND player NOT LIKE 'computer:%'"
        async with self._lock:
            rows = await self._rows(
                f"SELECT player, mu, sigma, games FROM ratings WHERE {where} "
                "ORDER BY mu - 3 * sigma DESC, games DESC, player LIMIT ? OFFSET ?",
                (*params, limit, offset))
            count = await self._rows(f"SELECT COUNT(*) FROM ratings WHERE {where}", params)
        return [Rating(*r) for r in rows], int(count[0][0])

    async def rating_history(self, guild: str, game: str, player: str) -> list[RatingPoint]:
        """A player's rating after each of their rated games, oldest first."""
        async with self._lock:
            rows = await self._rows(
                "SELECT h.game_id, g.finished_at, h.mu, h.sigma FROM rating_history h "
                "JOIN league_games g ON g.game_id = h.game_id "
                "WHERE g.guild = ? AND g.game = ? AND h.player = ? "
                "ORDER BY g.finished_at, h.game_id", (guild, game, player))
        return [RatingPoint(*r) for r in rows]

    async def _games(self, where: str, params: Sequence[Any], tail: str = ""
                     ) -> list[LeagueGame]:
        games = await self._rows(
            f"SELECT game_id, guild, game, finished_at, rated FROM league_games g "
            f"WHERE {where} ORDER BY finished_at DESC, game_id DESC {tail}", params)
        if not games:
            return []
        ids = [g[0] for g in games]
        marks = ", ".join("?" for _ in ids)
        seats: dict[int, list[SeatRow]] = {i: [] for i in ids}
        for row in await self._rows(
                f"SELECT game_id, {_SEAT_COLUMNS} FROM league_seats WHERE game_id IN ({marks}) "
                "ORDER BY game_id, seat", ids):
            seats[row[0]].append(_seat(row[1:]))
        return [LeagueGame(game_id=g[0], guild=g[1], game=g[2], finished_at=g[3],
                           rated=bool(g[4]), seats=tuple(seats[g[0]])) for g in games]

    async def recent_games(self, guild: str, *, offset: int = 0, limit: int = 10
                           ) -> tuple[list[LeagueGame], int]:
        """The server's finished games, newest first, and how many there are."""
        async with self._lock:
            games = await self._games("guild = ?", (guild, limit, offset),
                                      "LIMIT ? OFFSET ?")
            count = await self._rows("SELECT COUNT(*) FROM league_games WHERE guild = ?",
                                     (guild,))
        return games, int(count[0][0])

    async def player_games(self, guild: str, player: str, game: str | None = None
                           ) -> list[LeagueGame]:
        """Every finished game of the server in which the player had a seat."""
        where = "guild = ? AND game_id IN (SELECT game_id FROM league_seats WHERE player = ?)"
        params: list[Any] = [guild, player]
        if game is not None:
            where += " AND game = ?"
            params.append(game)
        async with self._lock:
            return await self._games(where, params)

    async def find_player(self, guild: str, name: str) -> str | None:
        """The person who last played under `name` in this server (their player key)."""
        async with self._lock:
            rows = await self._rows(
                "SELECT s.player FROM league_seats s JOIN league_games g "
                "ON g.game_id = s.game_id WHERE g.guild = ? AND s.player LIKE 'user:%' "
                "AND lower(s.name) = lower(?) ORDER BY g.finished_at DESC LIMIT 1",
                (guild, name.strip()))
        return rows[0][0] if rows else None

    async def player_name(self, guild: str, player: str) -> str | None:
        """The name a player last had in this server's finished games."""
        async with self._lock:
            rows = await self._rows(
                "SELECT s.name FROM league_seats s JOIN league_games g "
                "ON g.game_id = s.game_id WHERE g.guild = ? AND s.player = ? "
                "ORDER BY g.finished_at DESC LIMIT 1", (guild, player))
        return rows[0][0] if rows else None

    async def league_game(self, game_id: int) -> LeagueGame | None:
        async with self._lock:
            found = await self._games("game_id = ?", (game_id,))
        return found[0] if found else None

    async def games_of_user(self, user: str) -> list[GameRecord]:
        """Every game in which the person sat or was host, any status, any server."""
        async with self._lock:
            rows = await self._rows(
                f"SELECT {GAME_COLUMNS} FROM games WHERE json_extract(table_json, '$.host') "
                "= ? OR EXISTS (SELECT 1 FROM json_each(table_json, '$.seats') "
                "WHERE json_extract(value, '$.user') = ?) ORDER BY id", (user, user))
        return [g for g in (game_record(r) for r in rows) if g is not None]

    async def forget_user(self, user: str, rewritten: Sequence[tuple[int, str, str | None]],
                          outbox: Callable[[str], str | None] = lambda batch: batch,
                          waiting: Callable[[str], str] = lambda ids: ids) -> None:
        """Delete a person's ratings, statistics and settings, and leave their games with
        a neutral name: `rewritten` holds (game id, table JSON, state JSON) without them;
        `outbox` rewrites a batch of kept replies without them (None: delete it),
        `waiting` a board's waited-for ids. One transaction."""
        player = f"user:{user}"
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                await self.db.execute("DELETE FROM ratings WHERE player = ?", (player,))
                await self.db.execute("DELETE FROM rating_history WHERE player = ?", (player,))
                await self.db.execute("DELETE FROM daily_attempts WHERE player = ?", (player,))
                await self.db.execute("DELETE FROM predictions WHERE player = ?", (player,))
                await self.db.execute(
                    "UPDATE league_seats SET player = ?, name = ? || (seat + 1) "
                    "WHERE player = ?", (FORGOTTEN, "Player ", player))
                await self.db.executemany(
                    "UPDATE games SET table_json = ?, state_json = ? WHERE id = ?",
                    [(table, state, gid) for gid, table, state in rewritten])
                await self.db.execute("UPDATE actions SET actor = ? WHERE actor = ?",
                                      (FORGOTTEN, user))
                await self.db.execute("DELETE FROM settings WHERE scope = ?", (player,))
                await self.db.execute("DELETE FROM settings WHERE key = ? AND (scope LIKE "
                                      "'notify:%' OR scope LIKE 'seen:%')", (user,))
                await self.db.execute("DELETE FROM closed_dms WHERE user = ?", (user,))
                await self.db.execute("DELETE FROM hand_messages WHERE user = ?", (user,))
                for game_id, ids in await self._rows(
                        "SELECT game_id, waiting FROM board_messages "
                        "WHERE ',' || waiting || ',' LIKE ?", (f"%,{user},%",)):
                    await self.db.execute("UPDATE board_messages SET waiting = ? "
                                          "WHERE game_id = ?", (waiting(ids), game_id))
                for row_id, batch in await self._rows("SELECT id, replies FROM outbox"):
                    kept = outbox(batch)
                    if kept is None:
                        await self.db.execute("DELETE FROM outbox WHERE id = ?", (row_id,))
                    elif kept != batch:
                        await self.db.execute("UPDATE outbox SET replies = ? WHERE id = ?",
                                              (kept, row_id))
                await self.db.commit()
            except BaseException:
                if self.db.in_transaction:
                    await self.db.rollback()
                raise
