"""`python -m bot`: the Discord bot when DISCORD_TOKEN is set, else the console on a
terminal (with neither a token nor a terminal, e.g. a container without its token, it
exits with code 2 and says why).

`python -m bot console [...]` always starts the console; `python -m bot discord [--sync]`
always starts the Discord bot (`--sync` sends the slash commands to Discord now);
`python -m bot restore BACKUP` puts a backup in place of the database (bot stopped);
`python -m bot migrate --from sqlite:///PATH --to postgresql://...` copies the SQLite
database into PostgreSQL (again: only what changed since);
`python -m bot health` says whether the running bot's heartbeat is fresh (HEALTHCHECK).
A database the bot must not run on (damaged, unopenable, from a newer bot) is refused
with one line and exit code 2.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import logging
import signal
import sys

from . import logs
from .health import health_main
from .i18n import say
from .settings import Settings
from .store import DatabaseRefused
from .store.backups import check_database, restore_main


def discord_main(settings: Settings) -> int:
    """Run the Discord adapter (bot.discord.client.run), imported only now."""
    try:
        client = importlib.import_module("bot.discord.client")
    except ModuleNotFoundError as e:
        if e.name and (e.name == "bot.discord" or e.name.startswith("bot.discord.")):
            print(say("en", "console.no_adapter"), file=sys.stderr)
            return 2
        raise
    if settings.database_url is None and settings.db_path.exists():
        # a damaged database is refused before logging in
        asyncio.run(check_database(settings.db_path))
    logs.configure(settings.log_level)
    client.run(settings)
    return 0


def _migrate(argv: list[str]) -> int:
    """`python -m bot migrate ...` (bot.store.transfer), which needs the [postgres] extra."""
    try:
        transfer = importlib.import_module("bot.store.transfer")
    except ModuleNotFoundError as e:
        if e.name != "asyncpg":
            raise
        print("migrate: asyncpg is not installed: pip install -e '.[postgres]'",
              file=sys.stderr)
        return 2
    return int(transfer.migrate_main(argv))


def main(argv: list[str] | None = None) -> int:
    # SIGTERM before the bot or the console has set up its own clean stop (while the
    # Discord adapter is imported, say) simply ends the start, exit code 0: in a container,
    # where this is process 1, it would otherwise be ignored until Docker's SIGKILL
    before = signal.signal(signal.SIGTERM, _stop_while_starting)
    try:
        return _main(list(sys.argv[1:] if argv is None else argv))
    except DatabaseRefused as e:
        print(say("en", e.key, **e.params), file=sys.stderr)
        return 2
    finally:
        if before is not None:
            signal.signal(signal.SIGTERM, before)


def _stop_while_starting(signum: int, frame: object) -> None:
    raise SystemExit(0)


def _main(argv: list[str]) -> int:
    settings = Settings()
    if argv[:1] == ["console"]:
        from .console import main as console_main

        logs.configure(logging.WARNING)
        return console_main(argv[1:], settings)
    if argv[:1] == ["discord"]:
        p = argparse.ArgumentParser(prog="python -m bot discord")
        p.add_argument("--sync", action="store_true", help="sync the slash commands now")
        args = p.parse_args(argv[1:])
        if args.sync:
            settings = settings.model_copy(update={"sync_commands": "always"})
        return discord_main(settings)
    if argv == ["health"]:
        return health_main(settings.heartbeat_file)
    if argv[:1] == ["restore"]:
        return restore_main(argv[1:], settings)
    if argv[:1] == ["migrate"]:
        return _migrate(argv[1:])
    if argv:
        print("usage: python -m bot [console [...] | discord [--sync] | restore BACKUP "
              "| migrate --from sqlite:///PATH --to postgresql://... | health]",
              file=sys.stderr)
        return 2
    if settings.discord_token is not None:
        print(say("en", "console.discord"), file=sys.stderr)
        return discord_main(settings)
    if not sys.stdin.isatty():  # nobody to type: a token is what was missing
        print(say("en", "console.no_token"), file=sys.stderr)
        return 2
    print(say("en", "console.fallback"), file=sys.stderr)
    from .console import main as console_main

    logs.configure(logging.WARNING)
    return console_main([], settings)


if __name__ == "__main__":
    sys.exit(main())
