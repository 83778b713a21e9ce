"""Storage: the Store interface and its SQLite implementation (the only SQL in the bot)."""

from .base import (
    OPEN_STATUSES,
    ActionRecord,
    Change,
    ChannelBusy,
    ClosedDm,
    Due,
    DueWhat,
    GameRecord,
    SchemaTooNew,
    Status,
    Store,
    StoreError,
    VersionConflict,
)
from .sqlite import SqliteStore

__all__ = [
    "OPEN_STATUSES", "ActionRecord", "ChannelBusy", "Change", "ClosedDm", "Due", "DueWhat",
    "GameRecord", "SchemaTooNew", "SqliteStore", "Status", "Store", "StoreError", "VersionConflict",
]
