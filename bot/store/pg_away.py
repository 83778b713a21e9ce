"""Away mode's SQL for the PostgreSQL store (see bot.store.away)."""

from __future__ import annotations

from collections.abc import Sequence

from .away import seat_patterns
from .base import GAME_COLUMNS, GameRecord, game_record
from .pg_outage import GuardedPool


class PostgresAway:
    """The games of the people away, in the PostgreSQL store."""

    pool: GuardedPool

    async def playing_games_naming(self, users: Sequence[str]) -> list[GameRecord]:
        """Games being played whose table names any of these users, by number."""
        if not users:
            return []
        rows = await self.pool.fetch(
            f"SELECT {GAME_COLUMNS} FROM games WHERE status = 'playing' "
            "AND table_json LIKE ANY($1::text[]) ORDER BY id", seat_patterns(users))
        return [g for g in (game_record(r) for r in rows) if g is not None]
