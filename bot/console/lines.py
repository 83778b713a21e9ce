"""Console lines: `[#channel] USER /ttr COMMAND [ARGUMENTS]`, parsed into a command.

Arguments go to the command's parameters in order; `name:value` sets one by name;
`with ...` gives the exact cards to pay. `/ttr press CUSTOM_ID [VALUES]` clicks a button.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..commands import TABLE_COMMANDS, command_specs
from ..i18n.names import canonical_command, canonical_option
from ..kinds import CommandSpec, Param

#: the console's own command: a button or menu click by its custom id
PRESS = CommandSpec("press", (Param("custom_id", required=True), Param("values", rest=True)),
                    run=lambda s, w, a, x: s.press(a, x.get("custom_id", ""),
                                                   str(x.get("values", "")).split(), place=w))


def console_commands() -> dict[str, CommandSpec]:
    """Every command a console line may name: the /ttr commands, those Discord offers as
    buttons only (`rematch`), and `press`."""
    buttons = {c.name: c for c in TABLE_COMMANDS if c.button and not c.typed}
    return {**command_specs(), **buttons, PRESS.name: PRESS}


class LineError(ValueError):
    """A line that is not a command: the message id says why."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


@dataclass(frozen=True)
class Line:
    channel: str | None
    user: str
    command: str
    args: dict[str, Any] = field(default_factory=dict)


def is_blank(text: str) -> bool:
    """Empty lines and comments (`# ...`, `// ...`) are skipped."""
    s = text.strip()
    return not s or s.startswith("//") or s == "#" or s.startswith("# ")


#: options whose value is several words (`cards:1 green card and 2 locomotives`)
_MANY_WORDS = frozenset({"cards"})


def _named(word: str, names: set[str]) -> tuple[str, str] | None:
    """(option, value) for a word `name:value` naming one of the options, in any of our
    languages (`karty:2`), else None."""
    name, sep, value = word.partition(":")
    option = canonical_option(name) if sep else None
    return (option, value) if option in names else None


def _args(spec: CommandSpec, words: list[str]) -> dict[str, Any]:
    names = {p.name for p in spec.params}
    args: dict[str, Any] = {}
    i = 0
    while i < len(words):
        word = words[i]
        if word.lower() == "with" and "cards" in names:
            args["cards"] = " ".join(words[i + 1:])
            break
        named = _named(word, names)
        if named:
            option, value = named
            i += 1
            if option in _MANY_WORDS:  # the words up to the next named option
                more = [value]
                while i < len(words) and not _named(words[i], names):
                    more.append(words[i])
                    i += 1
                value = " ".join(w for w in more if w)
            args[option] = value
            continue
        free = [p for p in spec.params if p.name not in args]
        if not free:
            raise LineError("console.bad_line")
        param = free[0]
        if param.rest:
            args[param.name] = " ".join(words[i:])
            break
        args[param.name] = word
        i += 1
    return args


def _groups() -> set[str]:
    """The slash command groups (`league`, `settings`): the console takes their commands
    with the group's name or without it."""
    return {spec.group for spec in command_specs().values() if spec.group}


def parse_line(text: str) -> Line:
    words = text.split()
    channel = None
    if words and words[0].startswith("#") and len(words[0]) > 1:
        channel = words.pop(0)[1:]
    if len(words) < 3 or words[1].lower() != "/ttr":
        raise LineError("console.bad_line")
    if len(words) > 3 and words[2].lower() in _groups():  # `/ttr league stats`, as on Discord
        del words[2]
    user, command = words[0].lstrip("@"), canonical_command(words[2])
    if len(words) > 3 and f"{command}-{words[3].lower()}" in console_commands():
        command = f"{command}-{words.pop(3).lower()}"  # `/ttr daily results`
    spec = console_commands().get(command)
    if spec is None:
        raise LineError("console.unknown_command", command=command)
    return Line(channel=channel, user=user, command=command, args=_args(spec, words[3:]))
