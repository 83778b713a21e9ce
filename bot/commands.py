"""Every /ttr command with its arguments: the table's own and each game kind's moves.

The console parses lines with these; the Discord adapter builds slash commands that
match them. Descriptions are catalogue messages `cmd.<name>` and `cmd.<name>.<param>`.
"""

from __future__ import annotations

from typing import Any

from .i18n import Command, Option, Phrase
from .i18n.card_words import card_words
from .kinds import KINDS, CommandSpec, Param
from .kinds.board.words import cards as cards_phrase

TABLE_COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec("new", (Param("map"), Param("turn_limit"),
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
    CommandSpec("help", (Param("command"),)),
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


def _word(value: Any) -> Any:
    """A command's value in the reader's words where it is a card, cards, the deck or
    "none"; names of routes, cities and tickets stay as they are."""
    text = " ".join(str(v) for v in value) if isinstance(value, list | tuple) else str(value)
    if text in ("deck", "none"):
        return Phrase(f"word.{text}")
    try:
        cards = card_words(text.split())
    except ValueError:
        return text
    if len(cards) == 1 and text in cards:  # one colour named, no count
        return Phrase(f"colour.{text}")
    return Phrase("menu.cards", {"cards": cards_phrase(cards)}) if cards else text


def command_words(command: str, args: dict[str, Any]) -> Command:
    """`command` with `args` as the reader types it: the command and option names in
    their language, cards in their words (`/ttr zabrat denver-omaha karty:2 červené
    karty`)."""
    spec = command_specs()[command]
    words: list[Any] = []
    gap = False  # after a missing argument the others are named
    for param in spec.params:
        value = args.get(param.name)
        if value is None or value == "" or value == []:
            gap = True
            continue
        if param.name == "cards":
            words.append(Option("cards", _word(value)))
        elif param.name == "tickets" and isinstance(value, list | tuple) and value != ["none"]:
            words += [str(v) for v in value]
        else:
            words.append(Option(param.name, _word(value)) if gap else _word(value))
    return Command(command, tuple(words))
