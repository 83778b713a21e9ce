"""The bot's settings, from the environment and a `.env` file (pydantic-settings).

Environment variables win over `.env`; empty values count as unset.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from .shards import Shards

#: open tables one person may host in a server, and a server may hold, unless set
TABLES_PER_PERSON = 3
TABLES_PER_SERVER = 25
#: open tables one person may host in every server together
TABLES_EVERYWHERE = 10
#: the database when nothing else is said: a file beside where the bot runs
DEFAULT_DB = Path("ttr.sqlite3")


class Settings(BaseSettings):
    """Everything the bot reads from its environment."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8",
                                      extra="ignore", env_ignore_empty=True)

    #: the bot's token; without it `python -m bot` starts the console instead
    discord_token: SecretStr | None = None
    #: the SQLite database file (used unless DATABASE_URL names a PostgreSQL database)
    db_path: Path = DEFAULT_DB
    #: `postgresql://user:password@host:port/database`: several bot processes share one
    #: PostgreSQL database instead of the SQLite file (needs the `[postgres]` extra)
    database_url: str | None = None
    #: a server where commands are synced instantly while developing
    dev_guild_id: int | None = None
    #: when to send the slash commands to Discord: when they changed, on every start, never
    sync_commands: Literal["changed", "always", "never"] = "changed"
    log_level: str = "INFO"
    #: send pictures of the board and hands
    pictures: bool = True
    #: worker processes drawing the Discord bot's pictures, so drawing never holds up
    #: its event loop (0: threads of the bot's own process, as the console always does)
    picture_processes: int = Field(default=2, ge=0)
    #: seconds between computer players' moves
    bot_delay: float = Field(default=2.0, ge=0)
    #: the computer player that fills seats and moves for absent players
    computer: str = "normal"
    #: seconds a person has for a move (0: no limit) unless /ttr new says otherwise
    turn_limit: int = Field(default=1800, ge=0)
    #: open tables (lobbies and games) one person may host in a server, unless the
    #: server's managers chose otherwise (/ttr settings limits)
    tables_per_person: int = Field(default=TABLES_PER_PERSON, ge=1)
    #: open tables a server may hold, likewise
    tables_per_server: int = Field(default=TABLES_PER_SERVER, ge=1)
    #: open tables one person may host in every server together (the bot's own limit)
    tables_everywhere: int = Field(default=TABLES_EVERYWHERE, ge=1)
    #: clicks one person may make in a second before the bot asks them to slow down (0: no
    #: limit; the console never limits)
    clicks_per_second: int = Field(default=6, ge=0)
    #: a folder for online backups of the database (none when unset)
    backup_dir: Path | None = None
    #: seconds between two backups
    backup_every: float = Field(default=3600.0, gt=0)
    #: how many backups to keep (the oldest are deleted)
    backup_keep: int = Field(default=24, ge=1)
    #: a file the running bot touches every few seconds (Docker's HEALTHCHECK reads it)
    heartbeat_file: Path | None = None
    #: how many shards the bot's servers are split into, over all its processes (unset:
    #: the number Discord recommends, every shard in this process)
    shard_count: int | None = Field(default=None, ge=1)
    #: the shards this process runs, e.g. `0,1` (unset: all of them); needs SHARD_COUNT
    shard_ids: Annotated[list[int] | None, NoDecode] = None

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _shard_list(cls, ids: Any) -> Any:
        """SHARD_IDS as numbers separated by commas or spaces."""
        if isinstance(ids, str):
            return ids.replace(",", " ").split()
        return ids

    @model_validator(mode="after")
    def _shards_within_count(self) -> Settings:
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ValueError("SHARD_IDS needs SHARD_COUNT (the shards of all processes)")
            self.shards()  # each id below the count, none twice
        return self

    def shards(self) -> Shards:
        """The shards this process runs (all when SHARD_IDS is unset)."""
        ids = self.shard_ids
        if ids is not None and len(set(ids)) != len(ids):
            raise ValueError(f"SHARD_IDS names a shard twice: {ids}")
        return Shards(count=self.shard_count or 1,
                      ids=frozenset(ids) if ids is not None else None)

    @field_validator("database_url")
    @classmethod
    def _postgres_only(cls, url: str | None) -> str | None:
        """Only PostgreSQL URLs: SQLite is chosen with DB_PATH."""
        if url is not None and url.split("://", 1)[0] not in ("postgresql", "postgres"):
            raise ValueError("DATABASE_URL must start with postgresql:// "
                             "(for SQLite set DB_PATH instead)")
        return url
