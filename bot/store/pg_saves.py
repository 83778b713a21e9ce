"""Saves of the PostgreSQL store written together: the saves asked for in one turn of the
event loop (the scheduler's games moving side by side, or commands arriving together)
go to the server as one statement, each still checked against its own version.

A statement costs the server a fixed price (a wake-up, a network read and write, an
executor start, a commit) beyond its rows; a computer move's row costs less than that
price, so one statement for thirty moves costs the server a fraction of thirty.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from .base import Change

#: every pending save of the batch: the game's update only over the version it was
#: computed from (rows locked in id order first, once each, so two batches touching the
#: same games wait for each other rather than deadlock), then the action of each game
#: that moved; what comes back names the moved games (a game missing from it lost its
#: race)
SAVE_BATCH = (
    "WITH asked AS (SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], "
    "$4::text[], $5::text[], $6::float8[], $7::text[], $8::float8[], $9::int[], $10::text[], "
    "$11::text[]) AS t(id, version, status, table_json, state_json, due_at, due_what, at, "
    "seat, actor, action)), "
    "locked AS MATERIALIZED (SELECT id FROM games WHERE id = ANY($1::bigint[]) "
    "ORDER BY id FOR UPDATE), "
    "moved AS (UPDATE games g SET status = a.status, table_json = a.table_json, "
    "state_json = a.state_json, version = g.version + 1, due_at = a.due_at, "
    "due_what = a.due_what, updated_at = a.at, claim_until = CASE WHEN g.claimed_by = $12 "
    "AND g.claim_until IS NOT NULL THEN a.at + $13::float8 ELSE g.claim_until END "
    "FROM asked a JOIN locked l ON l.id = a.id WHERE g.id = a.id AND g.version = a.version "
    "RETURNING g.id, g.version, a.seat, a.actor, a.action, a.at) "
    "INSERT INTO actions (game_id, version, seat, actor, action, created_at) "
    "SELECT id, version, seat, actor, action, at FROM moved RETURNING game_id, version")


@dataclass(frozen=True)
class PendingSave:
    """One save waiting for its batch: `change` over `version` of the game, at `now`."""

    game_id: int
    version: int
    change: Change
    now: float


def batch_arguments(saves: list[PendingSave]) -> list[list[object]]:
    """SAVE_BATCH's arrays ($1 to $11) for `saves`."""
    dues = [s.change.due for s in saves]
    return [[s.game_id for s in saves], [s.version for s in saves],
            [s.change.status for s in saves], [s.change.table for s in saves],
            [s.change.state for s in saves], [d.at if d else None for d in dues],
            [d.what if d else None for d in dues], [s.now for s in saves],
            [s.change.seat for s in saves], [s.change.actor for s in saves],
            [s.change.action for s in saves]]


#: writes a batch (distinct games, ordered by id); the new version of each game that
#: moved, by game id
WriteBatch = Callable[[list[PendingSave]], Awaitable[dict[int, int]]]


class SaveBatches:
    """Collects the saves asked for in one turn of the event loop and writes them with
    `write` in one statement; each caller gets its game's new version, None when the
    game was no longer at its version, or the batch's exception. A game saved twice in
    one turn goes in a second batch, after the first."""

    def __init__(self, write: WriteBatch) -> None:
        self._write = write
        self._pending: dict[int, tuple[PendingSave, asyncio.Future[int | None]]] = {}
        self._writing: set[asyncio.Task[None]] = set()

    async def save(self, pending: PendingSave) -> int | None:
        loop = asyncio.get_running_loop()
        if pending.game_id in self._pending:
            self._flush()
        if not self._pending:
            loop.call_soon(self._flush)
        done: asyncio.Future[int | None] = loop.create_future()
        self._pending[pending.game_id] = (pending, done)
        return await done

    def _flush(self) -> None:
        batch, self._pending = self._pending, {}
        if not batch:
            return
        task = asyncio.create_task(self._written(batch), name="ttr-task-save-batch")
        self._writing.add(task)
        task.add_done_callback(self._writing.discard)

    async def _written(self, batch: dict[int, tuple[PendingSave, asyncio.Future[int | None]]]
                       ) -> None:
        saves = [batch[game_id][0] for game_id in sorted(batch)]
        try:
            moved = await self._write(saves)
        except Exception as e:  # every save of the batch fails alike
            for _, done in batch.values():
                if not done.done():
                    done.set_exception(e)
            return
        except BaseException:  # cancelled: so are its saves
            for _, done in batch.values():
                done.cancel()
            raise
        for game_id, (_, done) in batch.items():
            if not done.done():
                done.set_result(moved.get(game_id))

    async def drain(self) -> None:
        """Wait for the batches being written."""
        self._flush()
        while self._writing:
            await asyncio.wait(list(self._writing))
