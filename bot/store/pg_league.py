"""The league's SQL for the PostgreSQL store: the same methods and records as
`league.py` (SqliteLeague). A mixin: PostgresStore provides `pool` and `_writing`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any

import asyncpg

from .base import GAME_COLUMNS, GameRecord, game_record
from .league import (
    _SEAT_COLUMNS,
    FORGOTTEN,
    LeagueGame,
    Rater,
    Rating,
    RatingPoint,
    SeatRow,
    _seat,
)
from .pg_outage import GuardedPool

#: the first key of the advisory lock held while a server's league in one game is rated
#: (the second: a hash of the server and the game)
_RATING_LOCK = 0x7474_7201


def _rating(row: asyncpg.Record) -> Rating:
    return Rating(player=row["player"], mu=row["mu"], sigma=row["sigma"], games=row["games"])


class PostgresLeague:
    """League tables of the PostgreSQL store."""

    pool: GuardedPool
    _writing: Callable[[], AbstractAsyncContextManager[asyncpg.Connection]]

    async def unrecorded_games(self, limit: int = 50) -> list[int]:
        """Finished games the league has not recorded yet, oldest first."""
        rows = await self.pool.fetch(
            "SELECT id FROM games WHERE status = 'finished' AND id NOT IN "
            "(SELECT game_id FROM league_games) ORDER BY updated_at, id LIMIT $1", limit)
        return [r["id"] for r in rows]

    async def record_game(self, game: LeagueGame, rate: Rater) -> bool:
        """Record a finished game and, if rated, the ratings `rate` makes of its players'
        current ones, in one transaction. Processes rating games of one server's league
        at once take turns (a transaction-scoped advisory lock), so each reads the
        ratings the other wrote. False (and nothing written) when the game was recorded
        already, also by another process at the same moment."""
        async with self._writing() as con:
            if game.rated:
                await con.execute("SELECT pg_advisory_xact_lock($1, hashtext($2))",
                                  _RATING_LOCK, f"{game.guild}\n{game.game}")
            added = await con.fetchval(
                "INSERT INTO league_games (game_id, guild, game, finished_at, rated) "
                "VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id) DO NOTHING "
                "RETURNING game_id",
                game.game_id, game.guild, game.game, game.finished_at, int(game.rated))
            if added is None:
                return False
            await con.executemany(
                f"INSERT INTO league_seats (game_id, {_SEAT_COLUMNS}) "
                "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                [(game.game_id, s.seat, s.player, s.name, s.score, s.place,
                  s.tickets_completed, s.tickets_failed, s.longest_bonus, int(s.left_early))
                 for s in game.seats])
            ratings = rate(await self._ratings(
                con, game.guild, game.game, [s.player for s in game.seats])) \
                if game.rated else []
            await con.executemany(
                "INSERT INTO ratings (guild, game, player, mu, sigma, games) "
                "VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (guild, game, player) DO UPDATE "
                "SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games",
                [(game.guild, game.game, r.player, r.mu, r.sigma, r.games) for r in ratings])
            await con.executemany(
                "INSERT INTO rating_history (game_id, player, mu, sigma) "
                "VALUES ($1, $2, $3, $4)",
                [(game.game_id, r.player, r.mu, r.sigma) for r in ratings])
        return True

    async def ratings(self, guild: str, game: str, players: Sequence[str]) -> dict[str, Rating]:
        """The current ratings of these players (those who have one)."""
        async with self.pool.acquire() as con:
            return await self._ratings(con, guild, game, players)

    @staticmethod
    async def _ratings(con: asyncpg.Connection, guild: str, game: str,
                       players: Sequence[str]) -> dict[str, Rating]:
        if not players:
            return {}
        rows = await con.fetch(
            "SELECT player, mu, sigma, games FROM ratings WHERE guild = $1 AND game = $2 "
            "AND player = ANY($3::text[])", guild, game, list(players))
        return {r["player"]: _rating(r) for r in rows}

    async def leaderboard(self, guild: str, game: str, *, min_games: int, computers: bool,
                          offset: int, limit: int) -> tuple[list[Rating], int]:
        """One page of the server's ratings in a game, best conservative rating first,
        and how many there are in all."""
        where = "guild = $1 AND game = $2 AND games >= $3 AND player != $4"
        if not computers:
            where += " AND player NOT LIKE 'computer:%'"
        params = (guild, game, min_games, FORGOTTEN)
        async with self.pool.acquire() as con, con.transaction(isolation="repeatable_read"):
            rows = await con.fetch(
                f"SELECT player, mu, sigma, games FROM ratings WHERE {where} "
                "ORDER BY mu - 3 * sigma DESC, games DESC, player LIMIT $5 OFFSET $6",
                *params, limit, offset)
            count = await con.fetchval(f"SELECT COUNT(*) FROM ratings WHERE {where}", *params)
        return [_rating(r) for r in rows], int(count)

    async def rating_history(self, guild: str, game: str, player: str) -> list[RatingPoint]:
        """A player's rating after each of their rated games, oldest first."""
        rows = await self.pool.fetch(
            "SELECT h.game_id, g.finished_at, h.mu, h.sigma FROM rating_history h "
            "JOIN league_games g ON g.game_id = h.game_id "
            "WHERE g.guild = $1 AND g.game = $2 AND h.player = $3 "
            "ORDER BY g.finished_at, h.game_id", guild, game, player)
        return [RatingPoint(*r) for r in rows]

    @staticmethod
    async def _games(con: asyncpg.Connection, where: str, params: Sequence[Any],
                     tail: str = "") -> list[LeagueGame]:
        games = await con.fetch(
            "SELECT game_id, guild, game, finished_at, rated FROM league_games g "
            f"WHERE {where} ORDER BY finished_at DESC, game_id DESC {tail}", *params)
        if not games:
            return []
        ids = [g["game_id"] for g in games]
        seats: dict[int, list[SeatRow]] = {i: [] for i in ids}
        for row in await con.fetch(
                f"SELECT game_id, {_SEAT_COLUMNS} FROM league_seats "
                "WHERE game_id = ANY($1::bigint[]) ORDER BY game_id, seat", ids):
            seats[row[0]].append(_seat(tuple(row)[1:]))
        return [LeagueGame(game_id=g[0], guild=g[1], game=g[2], finished_at=g[3],
                           rated=bool(g[4]), seats=tuple(seats[g[0]])) for g in games]

    async def recent_games(self, guild: str, *, offset: int = 0, limit: int = 10
                           ) -> tuple[list[LeagueGame], int]:
        """The server's finished games, newest first, and how many there are."""
        async with self.pool.acquire() as con, con.transaction(isolation="repeatable_read"):
            games = await self._games(con, "guild = $1", (guild, limit, offset),
                                      "LIMIT $2 OFFSET $3")
            count = await con.fetchval("SELECT COUNT(*) FROM league_games WHERE guild = $1",
                                       guild)
        return games, int(count)

    async def player_games(self, guild: str, player: str, game: str | None = None
                           ) -> list[LeagueGame]:
        """Every finished game of the server in which the player had a seat."""
        where = ("guild = $1 AND game_id IN (SELECT game_id FROM league_seats "
                 "WHERE player = $2)")
        params: list[Any] = [guild, player]
        if game is not None:
            where += " AND game = $3"
            params.append(game)
        async with self.pool.acquire() as con, con.transaction(isolation="repeatable_read"):
            return await self._games(con, where, params)

    async def find_player(self, guild: str, name: str) -> str | None:
        """The person who last played under `name` in this server (their player key)."""
        return await self.pool.fetchval(
            "SELECT s.player FROM league_seats s JOIN league_games g "
            "ON g.game_id = s.game_id WHERE g.guild = $1 AND s.player LIKE 'user:%' "
            "AND lower(s.name) = lower($2) ORDER BY g.finished_at DESC LIMIT 1",
            guild, name.strip())

    async def player_name(self, guild: str, player: str) -> str | None:
        """The name a player last had in this server's finished games."""
        return await self.pool.fetchval(
            "SELECT s.name FROM league_seats s JOIN league_games g "
            "ON g.game_id = s.game_id WHERE g.guild = $1 AND s.player = $2 "
            "ORDER BY g.finished_at DESC LIMIT 1", guild, player)

    async def league_game(self, game_id: int) -> LeagueGame | None:
        async with self.pool.acquire() as con, con.transaction(isolation="repeatable_read"):
            found = await self._games(con, "game_id = $1", (game_id,))
        return found[0] if found else None

    async def games_of_user(self, user: str) -> list[GameRecord]:
        """Every game in which the person sat or was host, any status, any server."""
        rows = await self.pool.fetch(
            f"SELECT {GAME_COLUMNS} FROM games WHERE table_json::jsonb ->> 'host' = $1 "
            "OR EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN "
            "jsonb_typeof(table_json::jsonb -> 'seats') = 'array' THEN "
            "table_json::jsonb -> 'seats' ELSE '[]'::jsonb END) AS seat "
            "WHERE seat ->> 'user' = $1) ORDER BY id", user)
        return [g for g in (game_record(r) for r in rows) if g is not None]

    async def forget_user(self, user: str, rewritten: Sequence[tuple[int, str, str | None]],
                          outbox: Callable[[str], str | None] = lambda batch: batch,
                          waiting: Callable[[str], str] = lambda ids: ids) -> None:
        """As SqliteLeague.forget_user: the person's records gone, their games, kept
        replies and waiting boards without them, in one transaction."""
        player = f"user:{user}"
        async with self._writing() as con:
            await con.execute("DELETE FROM ratings WHERE player = $1", player)
            await con.execute("DELETE FROM rating_history WHERE player = $1", player)
            await con.execute("DELETE FROM daily_attempts WHERE player = $1", player)
            await con.execute("DELETE FROM predictions WHERE player = $1", player)
            await con.execute(
                "UPDATE league_seats SET player = $1, name = $2::text || (seat + 1) "
                "WHERE player = $3", FORGOTTEN, "Player ", player)
            await con.executemany(
                "UPDATE games SET table_json = $1, state_json = $2 WHERE id = $3",
                [(table, state, gid) for gid, table, state in rewritten])
            await con.execute("UPDATE actions SET actor = $1 WHERE actor = $2",
                              FORGOTTEN, user)
            await con.execute("DELETE FROM settings WHERE scope = $1", player)
            await con.execute("DELETE FROM settings WHERE key = $1 AND (scope LIKE 'notify:%' "
                              "OR scope LIKE 'seen:%')", user)
            await con.execute('DELETE FROM closed_dms WHERE "user" = $1', user)
            await con.execute('DELETE FROM hand_messages WHERE "user" = $1', user)
            for row in await con.fetch(
                    "SELECT game_id, waiting FROM board_messages "
                    "WHERE ',' || waiting || ',' LIKE $1", f"%,{user},%"):
                await con.execute("UPDATE board_messages SET waiting = $1 WHERE game_id = $2",
                                  waiting(row["waiting"]), row["game_id"])
            for row in await con.fetch("SELECT id, replies FROM outbox"):
                kept = outbox(row["replies"])
                if kept is None:
                    await con.execute("DELETE FROM outbox WHERE id = $1", row["id"])
                elif kept != row["replies"]:
                    await con.execute("UPDATE outbox SET replies = $1 WHERE id = $2", kept,
                                      row["id"])
