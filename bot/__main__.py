"""`python -m bot`: the Discord bot when DISCORD_TOKEN is set, else the console.

`python -m bot console [...]` always starts the console; `python -m bot discord [--sync]`
always starts the Discord bot (`--sync` sends the slash commands to Discord now).
"""

from __future__ import annotations

import argparse
import importlib
import logging
import sys

from . import logs
from .i18n import say
from .settings import Settings


def discord_main(settings: Settings) -> int:
    """Run the Discord adapter (bot.discord.client.run), imported only now."""
    try:
        client = importlib.import_module("bot.discord.client")
    except ModuleNotFoundError as e:
        if e.name and (e.name == "bot.discord" or e.name.startswith("bot.discord.")):
            print(say("en", "console.no_adapter"), file=sys.stderr)
            return 2
        raise
    logs.configure(settings.log_level)
    client.run(settings)
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
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
    if argv:
        print("usage: python -m bot [console [...] | discord [--sync]]", file=sys.stderr)
        return 2
    if settings.discord_token is not None:
        print(say("en", "console.discord"), file=sys.stderr)
        return discord_main(settings)
    print(say("en", "console.fallback"), file=sys.stderr)
    from .console import main as console_main

    logs.configure(logging.WARNING)
    return console_main([], settings)


if __name__ == "__main__":
    sys.exit(main())
