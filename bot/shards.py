"""Which Discord servers a bot process looks after: its shards.

Discord splits a bot's servers into shards by `(guild_id >> 22) % shard_count`; each
process runs some of them (SHARD_COUNT, SHARD_IDS). A process starts the things nobody
asked for (computer moves, turn clocks) only in its own shards' games, and another
process's only when that process is evidently gone (see `TableService.takeover_after`).
A guild that is not a Discord id (the console's) lives in shard 0, as direct messages do.
"""

from __future__ import annotations

from dataclasses import dataclass

#: the bits of a Discord id below its timestamp
SNOWFLAKE_SHIFT = 22


def shard_of(guild: str, count: int) -> int:
    """The shard a server's events arrive on."""
    if count <= 1 or not (guild.isascii() and guild.isdigit()):
        return 0
    return (int(guild) >> SNOWFLAKE_SHIFT) % count


@dataclass(frozen=True)
class Shards:
    """The shards of one process: `ids` of `count` (None: all of them)."""

    count: int = 1
    ids: frozenset[int] | None = None

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError("the shard count is at least 1")
        if self.ids is not None and (not self.ids or not all(
                0 <= i < self.count for i in self.ids)):
            raise ValueError(f"shard ids must be between 0 and {self.count - 1}")

    @property
    def everything(self) -> bool:
        """Whether this process looks after every server."""
        return self.ids is None or len(self.ids) == self.count

    def mine(self, guild: str) -> bool:
        """Whether the server is in this process's shards."""
        return self.everything or shard_of(guild, self.count) in (self.ids or ())

    def sorted_ids(self) -> list[int]:
        """This process's shard ids, smallest first."""
        return sorted(self.ids) if self.ids is not None else list(range(self.count))


#: one process, every server (the default, and always with SQLite)
ALL_SHARDS = Shards()
