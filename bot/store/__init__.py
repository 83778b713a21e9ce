"""Storage: the Store interface, its SQLite implementation and (in `bot.store.postgres`,
with the `[postgres]` extra) its PostgreSQL one: the only SQL in the bot."""

from .base import (
    OPEN_STATUSES,
    ActionRecord,
    BoardMessage,
    Change,
    ChannelBusy,
    ClosedDm,
    DatabaseDamaged,
    DatabaseInUse,
    DatabaseNotOurs,
    DatabaseRefused,
    DatabaseUnopenable,
    Due,
    DueWhat,
    GameRecord,
    HandMessage,
    KeptReplies,
    NoRoom,
    SchemaTooNew,
    Status,
    StorageFailed,
    StorageFull,
    StorageUncertain,
    StorageUnreachable,
    Store,
    StoreError,
    VersionConflict,
)
from .sqlite import SqliteStore

__all__ = [
    "OPEN_STATUSES", "ActionRecord", "BoardMessage", "ChannelBusy", "Change", "ClosedDm",
    "DatabaseDamaged", "DatabaseInUse", "DatabaseNotOurs", "DatabaseRefused",
    "DatabaseUnopenable", "Due", "DueWhat", "GameRecord", "HandMessage", "KeptReplies", "NoRoom",
    "SchemaTooNew", "SqliteStore", "Status", "StorageFailed", "StorageFull",
    "StorageUncertain", "StorageUnreachable", "Store", "StoreError", "VersionConflict",
]
