"""What the table service needs from a database, whichever database it is.

SQLite is the default (`bot.store.sqlite`); the PostgreSQL store (`bot.store.postgres`,
chosen by DATABASE_URL) implements the same Protocol for several bot processes.
Records are plain data; the state columns are JSON text the store never looks into.
"""

from __future__ import annotations

import os
import secrets
import socket
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from ..shards import Shards

Status = Literal["lobby", "playing", "finished", "aborted"]
#: statuses of a game that still holds its channel
OPEN_STATUSES: tuple[Status, ...] = ("lobby", "playing")
#: what a game's due time is for
DueWhat = Literal["computer", "reminder", "timeout"]
#: seconds a claim on a due game lasts without a save by its claimer (each save renews
#: it): how long a stopped process's games wait before another takes them
CLAIM_LEASE = 5.0


def claimer_id() -> str:
    """A name for one open store, unique among the processes sharing a database: the
    claims it holds carry it (host, process id, and a random part for each store)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"


def gone_claimers(claimers: Iterable[str]) -> list[str]:
    """The claimers that were processes of this machine and have ended (killed, say):
    their claims need not run out before a restarted bot plays their games."""
    host = socket.gethostname()
    gone = []
    for claimer in claimers:
        parts = claimer.split(":")
        if len(parts) != 3 or parts[0] != host or not parts[1].isdigit():
            continue
        try:
            os.kill(int(parts[1]), 0)
        except ProcessLookupError:
            gone.append(claimer)
        except PermissionError:  # alive, someone else's
            continue
    return gone


class StoreError(Exception):
    """A store refusal the service turns into words."""


class ChannelBusy(StoreError):
    """The channel already has an open game."""


class NoRoom(StoreError):
    """A new table past a limit of open tables: `which` (the refusal's name) and how many
    open tables already count against it."""

    def __init__(self, which: str, count: int) -> None:
        super().__init__(f"{which}: {count}")
        self.which, self.count = which, count


@dataclass(frozen=True)
class TableRoom:
    """The limits a new table must stay within, checked in the same transaction that
    inserts it (two tables opened at once cannot both take the last place): open tables
    in the server, hosted by `host` in the server, and hosted by `host` in every server."""

    host: str
    per_server: int
    per_person: int
    everywhere: int

    def check(self, server: int, hosted_here: int, hosted_everywhere: int) -> None:
        """NoRoom if one more open table would pass a limit, given the open tables now."""
        for which, count, most in (("tables_per_server", server, self.per_server),
                                   ("tables_per_person", hosted_here, self.per_person),
                                   ("tables_everywhere", hosted_everywhere, self.everywhere)):
            if count >= most:
                raise NoRoom(which, count)


class VersionConflict(StoreError):
    """The game changed since it was read: someone else's move came first."""


class StorageFull(StoreError):
    """The disk (or the database's size limit) is full: nothing was written."""


class StorageFailed(StoreError):
    """The database could not write (an I/O error, a read-only file): nothing was written."""


class StorageUnreachable(StorageFailed):
    """The database cannot be reached just now (a server restarting, a connection lost):
    nothing was written, and the same call may succeed in a moment."""


class StorageUncertain(StorageUnreachable):
    """The database went away while a write was under way: it may or may not have been
    saved (the version column keeps it from being applied twice; a person is told to
    look before trying again)."""


class DatabaseRefused(StoreError):
    """A database the bot will not start on; `key` and `params` make its one-line message
    (catalogue `console.<...>`)."""

    key = "console.db_unopenable"

    def __init__(self, path: str, detail: str = "", **params: object) -> None:
        detail = " ".join(detail.split())  # one line, whatever SQLite said
        self.path, self.detail = path, detail
        self.params = {"path": path, "detail": detail, **params}
        super().__init__(f"{path}: {detail}" if detail else path)


class DatabaseUnopenable(DatabaseRefused):
    """The path cannot be opened as a database file (a directory, no permission, ...)."""

    key = "console.db_unopenable"


class DatabaseDamaged(DatabaseRefused):
    """The file is not a sound SQLite database (random bytes, truncated, damaged pages)."""

    key = "console.db_damaged"


class DatabaseNotOurs(DatabaseRefused):
    """The database holds another application's tables, not the bot's: left untouched."""

    key = "console.db_not_ours"


class DatabaseInUse(DatabaseRefused):
    """A running bot holds the database (restore refused until it is stopped)."""

    key = "console.db_in_use"


class SchemaTooNew(DatabaseRefused):
    """The database was written by a newer version of the bot."""

    key = "console.db_too_new"


@dataclass(frozen=True)
class Due:
    """When a game next needs the scheduler, and for what."""

    at: float
    what: DueWhat


@dataclass(frozen=True)
class ClosedDm:
    """A person whose direct messages were closed: not tried again before `until`;
    `told` once their game's channel was told so."""

    until: float
    told: bool = False


@dataclass(frozen=True)
class BoardMessage:
    """A game's current board message in its channel (the adapter's channel and message
    ids), whom it waits for (user ids) and the game step it shows."""

    channel: int
    message: int
    waiting: frozenset[str] = frozenset()
    step: int = 0


@dataclass(frozen=True)
class HandMessage:
    """A player's private hand message of a game: the adapter's channel (a direct
    message channel) and message ids."""

    channel: int
    message: int


@dataclass(frozen=True)
class KeptReplies:
    """Replies that were not delivered when the bot stopped: `replies` is the adapter's
    JSON text (hidden information included: it is kept in the database only), `guild`
    the server of their game ('' for none)."""

    guild: str
    replies: str


@dataclass(frozen=True)
class GameRecord:
    """One game row: the table (lobby, seats, options) and the game state, as JSON text."""

    id: int
    guild: str
    channel: str
    kind: str
    status: Status
    table: str
    state: str | None
    version: int
    due: Due | None
    created_at: float
    updated_at: float


#: SQL (both databases) for a games row with a due time, written as the WHERE of the index
#: that holds them in due order (games_due_open, migration 11), so that it is used
DUE_ROWS = "status IN ('lobby', 'playing') AND due_at IS NOT NULL"

#: how many of the earliest due games `next_claim` reads first: when is next found among
#: them unless all of them wait for claims or takeovers past the next one's due time
NEXT_CLAIM_LOOKUP = 64


def next_claim_found(row: Sequence[Any] | None) -> tuple[bool, float | None]:
    """Whether the earliest due games (a row of: the earliest time one may be claimed, the
    last one's due time, how many were read, at most NEXT_CLAIM_LOOKUP) decide when a game
    may next be claimed, and that time. They do if they are all the due games, or if that
    time is not after the last one's due time: no later game may be claimed before its
    due time."""
    if row is None:
        return True, None
    at, last_due, count = row
    if count < NEXT_CLAIM_LOOKUP or (at is not None and at <= last_due):
        return True, at
    return False, None

#: the games table's columns, in the order `game_record` reads them (both databases)
GAME_COLUMNS = ("id, guild, channel, kind, status, table_json, state_json, version, due_at, "
                "due_what, created_at, updated_at")


def game_record(row: Iterable[Any] | None) -> GameRecord | None:
    """A games row selected as GAME_COLUMNS (a tuple or an asyncpg record), as a record."""
    if row is None:
        return None
    (gid, guild, channel, kind, status, table, state, version, due_at, due_what, created,
     updated) = row
    due = Due(at=due_at, what=due_what) if due_at is not None else None
    return GameRecord(id=gid, guild=guild, channel=channel, kind=kind, status=status,
                      table=table, state=state, version=version, due=due,
                      created_at=created, updated_at=updated)


def claimed(rows: Iterable[Iterable[Any]]) -> list[GameRecord]:
    """Claimed games rows (GAME_COLUMNS), as records earliest due first (then by id)."""
    records = [r for r in map(game_record, rows) if r is not None]
    return sorted(records, key=lambda r: (r.due.at if r.due else 0.0, r.id))


def scoped(rows: Iterable[Iterable[Any]]) -> dict[str, dict[str, str]]:
    """Settings rows (scope, key, value), by scope and key."""
    out: dict[str, dict[str, str]] = {}
    for scope, key, value in rows:
        out.setdefault(scope, {})[key] = value
    return out


def board_message(row: Iterable[Any] | None) -> BoardMessage | None:
    """A board_messages row selected as (channel, message, waiting, step), as a record."""
    if row is None:
        return None
    channel, message, waiting, step = row
    return BoardMessage(channel=int(channel), message=int(message),
                        waiting=frozenset(w for w in waiting.split(",") if w), step=int(step))


def board_waiting(board: BoardMessage) -> str:
    """The people a board message waits for, as the board_messages row keeps them."""
    return ",".join(sorted(board.waiting))


@dataclass(frozen=True)
class ActionRecord:
    """One entry of a game's append-only action log."""

    game_id: int
    #: the game version this action produced
    version: int
    seat: int | None
    #: who did it: a user id, "computer" or "clock"
    actor: str
    #: the command name and its text form, as JSON text
    action: str
    created_at: float


@dataclass(frozen=True)
class Change:
    """A new version of a game, saved together with the action that made it."""

    status: Status
    table: str
    state: str | None
    due: Due | None
    seat: int | None
    actor: str
    action: str


class Store(Protocol):
    """The only place that knows the database. Every method is one transaction."""

    async def open(self) -> None:
        """Connect and bring the schema up to date."""

    async def close(self) -> None: ...

    async def reachable(self) -> bool:
        """Whether the database answers now (the health check)."""

    async def schema_version(self) -> int: ...

    async def create_game(self, guild: str, channel: str, kind: str, change: Change,
                          now: float, room: TableRoom | None = None) -> GameRecord:
        """Insert a new game (version 1) and its first action; ChannelBusy if the channel
        has an open game, NoRoom (nothing written) if it would pass a limit of `room`."""

    async def open_tables(self, guild: str, host: str) -> tuple[int, int, int]:
        """Open tables (lobby or playing) in the server, hosted by `host` in it, and
        hosted by `host` in every server."""

    async def game(self, game_id: int) -> GameRecord | None: ...

    async def channel_game(self, guild: str, channel: str) -> GameRecord | None:
        """The channel's open game, else its most recent one."""

    async def guild_games(self, guild: str) -> list[GameRecord]:
        """The server's open games (lobby or playing), oldest first."""

    async def open_games(self, guild: str, *, offset: int = 0, limit: int = 10
                         ) -> tuple[list[GameRecord], int]:
        """A page of the server's open games (lobby or playing), the latest changed first
        (then the newest), and how many open games the server has."""

    async def save(self, game_id: int, version: int, change: Change, now: float) -> int:
        """Write `change` over version `version` and log its action; returns the new
        version. VersionConflict (and nothing written) if the game is no longer at
        `version`."""

    async def set_due(self, game_id: int, version: int, due: Due | None) -> bool:
        """Move a game's due time without changing the game (if still at `version`)."""

    async def due_games(self, now: float, limit: int = 100) -> list[tuple[int, Due]]:
        """Games whose due time has come, earliest first."""

    async def next_due(self, what: DueWhat | None = None) -> float | None:
        """The earliest due time (of one kind, if `what`), None if nothing is due."""

    async def claim_due(self, now: float, *, limit: int, shards: Shards,
                        takeover_after: float) -> list[GameRecord]:
        """Claim for this store (this process) up to `limit` games whose due time has
        come, earliest first, for CLAIM_LEASE seconds (each save of the game by this
        store renews the claim): those of `shards`, those it played last, and, late by
        `takeover_after`, other shards' games (their process is gone: from then on this
        store plays them). Each comes as it is stored, so it needs no second read. A
        claimed game is not claimed again (by any store) until it is released or its
        claim runs out: two stores never hold the same game at once."""

    async def forget_gone_claims(self) -> int:
        """Release the claims of ended processes of this machine (`gone_claimers`);
        how many games were released."""

    async def release(self, *game_ids: int) -> None:
        """Give up this store's claims on the games (their due moves were played), in
        one write; it stays their last player."""

    async def next_claim(self, now: float, *, shards: Shards, takeover_after: float,
                         poll: float) -> float | None:
        """When `claim_due` may next find a game: its shards' games (and those it
        played last) at their due time, others' ones `takeover_after` later but not
        before `now + poll`; a game claimed
        by another store not before its claim runs out. None if nothing is due."""

    async def actions(self, game_id: int) -> list[ActionRecord]: ...

    async def count_games(self, status: Status | None = None) -> int: ...

    async def get_setting(self, scope: str, key: str) -> str | None: ...

    async def set_setting(self, scope: str, key: str, value: str | None) -> None:
        """Store a setting (None deletes it)."""

    async def settings_in(self, scope: str) -> dict[str, str]:
        """Every setting of a scope, by key."""

    async def settings_of(self, scopes: Sequence[str]) -> dict[str, dict[str, str]]:
        """Every setting of several scopes in one read, by scope and key (a scope with
        none is left out)."""

    async def closed_dm(self, user: str) -> ClosedDm | None:
        """Whether the person's direct messages were found closed, and since when."""

    async def set_closed_dm(self, user: str, closed: ClosedDm | None) -> None:
        """Remember (None: forget) that the person's direct messages are closed."""

    async def board_message(self, game_id: int) -> BoardMessage | None:
        """The game's current board message, if it has one."""

    async def replace_board_message(self, game_id: int, over: int | None,
                                    board: BoardMessage | None) -> bool:
        """Make `board` the game's board message (None: it has none now) if the recorded
        one is still the message `over` (None: none is recorded). False, and nothing
        written, when another process recorded a different one meanwhile."""

    async def is_board_message(self, message: int) -> bool:
        """Whether the message is some game's current board message."""

    async def hand_message(self, game_id: int, user: str) -> HandMessage | None:
        """The player's hand message of the game, if they have one."""

    async def set_hand_message(self, game_id: int, user: str,
                               hand: HandMessage | None) -> None:
        """Record the player's hand message of the game (None: they have none now)."""

    async def hand_messages(self, game_id: int) -> dict[str, HandMessage]:
        """Every hand message of the game, by player."""

    async def keep_replies(self, kept: KeptReplies, now: float) -> None:
        """Keep replies the bot could not deliver before stopping, after those kept
        before."""

    async def take_kept_replies(self) -> list[KeptReplies]:
        """Every kept batch of replies, in the order kept, removed from the store in the
        same transaction (a batch is taken once, by one process)."""
