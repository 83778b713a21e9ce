"""Every /ttr command with its arguments: the table's own and each game kind's moves.

The console parses lines with these; the Discord adapter builds slash commands that
match them. Descriptions are catalogue messages `cmd.<name>` and `cmd.<name>.<param>`.
"""

from __future__ import annotations

from typing import Any

from .kinds import KINDS, CommandSpec, Param

TABLE_COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec("new", (Param("map", required=True), Param("turn_limit"),
                        Param("private_pile"))),
    CommandSpec("join"),
    CommandSpec("leave"),
    CommandSpec("addbot", (Param("level"),)),
    CommandSpec("start"),
    CommandSpec("hand"),
    CommandSpec("board"),
    CommandSpec("status"),
    CommandSpec("rules", (Param("map"),)),
    CommandSpec("seat", (Param("player", required=True), Param("to", required=True))),
    CommandSpec("abort"),
    CommandSpec("language", (Param("language", required=True),)),
    CommandSpec("hint"),
    CommandSpec("help"),
    CommandSpec("stats", (Param("user"), Param("map"))),
    CommandSpec("leaderboard", (Param("map"), Param("page"))),
    CommandSpec("history", (Param("page"),)),
    CommandSpec("log", (Param("page"),)),
    CommandSpec("replay", (Param("game"),)),
    CommandSpec("export", (Param("game"),)),
    CommandSpec("forget-me"),
)


def command_specs() -> dict[str, CommandSpec]:
    """Every command by name: the table's, then each kind's moves (a move name shared by
    two kinds, like `draw`, is one command)."""
    specs = {c.name: c for c in TABLE_COMMANDS}
    for kind in KINDS.values():
        for spec in kind.commands:
            specs.setdefault(spec.name, spec)
    return specs


def command_line(command: str, args: dict[str, Any]) -> str:
    """The line `/ttr COMMAND ARGS` that means `command` with `args` (exact cards after
    `with`), as the console reads it."""
    spec = command_specs()[command]
    words = ["/ttr", command]
    gap = False  # after a missing argument the others are named: `color:red`
    for param in spec.params:
        value = args.get(param.name)
        if param.name == "cards" or value is None:
            gap = gap or param.name != "cards"
            continue
        if isinstance(value, list | tuple):
            words += [str(v) for v in value]
        else:
            words.append(f"{param.name}:{value}" if gap else str(value))
    if args.get("cards"):
        words += ["with", str(args["cards"])]
    return " ".join(words)
