"""Where the adapter's messages are, for the SQLite store: people whose direct messages
are closed, each game's board message, each player's hand message, and replies kept across
a stop. A mixin, as the league's SQL: SqliteStore provides `db` (the connection), `_lock`,
`_row`, `_rows` and `_writing`."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

import aiosqlite

from .base import (
    BoardMessage,
    ClosedDm,
    HandMessage,
    KeptReplies,
    board_message,
    board_waiting,
)


class SqliteMessages:
    """The SQL of the adapter's messages (see the module's docstring)."""

    db: aiosqlite.Connection
    _lock: asyncio.Lock
    _row: Callable[..., Awaitable[Any]]
    _rows: Callable[..., Awaitable[list[Any]]]
    _writing: Callable[[], AbstractAsyncContextManager[None]]

    # --- people whose direct messages are closed ---------------------------------------

    async def closed_dm(self, user: str) -> ClosedDm | None:
        async with self._lock:
            row = await self._row(
                "SELECT until, told FROM closed_dms WHERE user = ?", (user,))
        return ClosedDm(until=row[0], told=bool(row[1])) if row else None

    async def set_closed_dm(self, user: str, closed: ClosedDm | None) -> None:
        async with self._lock, self._writing():
            if closed is None:
                await self.db.execute("DELETE FROM closed_dms WHERE user = ?", (user,))
            else:
                await self.db.execute(
                    "INSERT INTO closed_dms (user, until, told) VALUES (?, ?, ?) "
                    "ON CONFLICT (user) DO UPDATE SET until = excluded.until, "
                    "told = excluded.told", (user, closed.until, int(closed.told)))

    # --- each game's board message ------------------------------------------------------

    async def board_message(self, game_id: int) -> BoardMessage | None:
        async with self._lock:
            return board_message(await self._row(
                "SELECT channel, message, waiting, step FROM board_messages "
                "WHERE game_id = ?", (game_id,)))

    async def replace_board_message(self, game_id: int, over: int | None,
                                    board: BoardMessage | None) -> bool:
        async with self._lock, self._writing():
            if over is None and board is None:
                return await self._row(
                    "SELECT 1 FROM board_messages WHERE game_id = ?", (game_id,)) is None
            if board is None:
                sql = "DELETE FROM board_messages WHERE game_id = ? AND message = ?"
                params: tuple[Any, ...] = (game_id, over)
            elif over is None:
                sql = ("INSERT INTO board_messages (game_id, channel, message, waiting, step) "
                       "VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id) DO NOTHING")
                params = (game_id, board.channel, board.message, board_waiting(board),
                          board.step)
            else:
                sql = ("UPDATE board_messages SET channel = ?, message = ?, waiting = ?, "
                       "step = ? WHERE game_id = ? AND message = ?")
                params = (board.channel, board.message, board_waiting(board), board.step,
                          game_id, over)
            cur = await self.db.execute(sql, params)
            return cur.rowcount == 1

    async def is_board_message(self, message: int) -> bool:
        async with self._lock:
            return await self._row(
                "SELECT 1 FROM board_messages WHERE message = ?", (message,)) is not None

    # --- each player's hand message ---------------------------------------------------

    async def hand_message(self, game_id: int, user: str) -> HandMessage | None:
        async with self._lock:
            row = await self._row("SELECT channel, message FROM hand_messages "
                                  "WHERE game_id = ? AND user = ?", (game_id, user))
        return HandMessage(channel=int(row[0]), message=int(row[1])) if row else None

    async def set_hand_message(self, game_id: int, user: str,
                               hand: HandMessage | None) -> None:
        async with self._lock, self._writing():
            if hand is None:
                await self.db.execute(
                    "DELETE FROM hand_messages WHERE game_id = ? AND user = ?",
                    (game_id, user))
            else:
                await self.db.execute(
                    "INSERT INTO hand_messages (game_id, user, channel, message) "
                    "VALUES (?, ?, ?, ?) ON CONFLICT (game_id, user) DO UPDATE SET "
                    "channel = excluded.channel, message = excluded.message",
                    (game_id, user, hand.channel, hand.message))

    async def hand_messages(self, game_id: int) -> dict[str, HandMessage]:
        async with self._lock:
            rows = await self._rows("SELECT user, channel, message FROM hand_messages "
                                    "WHERE game_id = ?", (game_id,))
        return {user: HandMessage(int(channel), int(message)) for user, channel, message in rows}

    # --- replies kept across a stop ---------------------------------------------------

    async def keep_replies(self, kept: KeptReplies, now: float) -> None:
        async with self._lock, self._writing():
            await self.db.execute(
                "INSERT INTO outbox (guild, replies, created_at) VALUES (?, ?, ?)",
                (kept.guild, kept.replies, now))

    async def take_kept_replies(self) -> list[KeptReplies]:
        async with self._lock, self._writing():
            await self.db.execute("BEGIN IMMEDIATE")
            rows = await self._rows("SELECT id, guild, replies FROM outbox ORDER BY id")
            if rows:
                await self.db.execute("DELETE FROM outbox WHERE id <= ?", (rows[-1][0],))
            await self.db.commit()
        return [KeptReplies(guild, replies) for _, guild, replies in rows]
