"""Console lines: `[#channel] USER /ttr COMMAND [ARGUMENTS]`, parsed into a command.

Arguments go to the command's parameters in order; `name:value` sets one by name;
`with ...` gives the exact cards to pay. `/ttr press CUSTOM_ID [VALUES]` clicks a button.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..commands import command_specs
from ..i18n.names import canonical_command
from ..kinds import CommandSpec, Param

#: the console's own command: a button or menu click by its custom id
PRESS = CommandSpec("press", (Param("custom_id", required=True), Param("values", rest=True)),
                    run=lambda s, w, a, x: s.press(a, x.get("custom_id", ""),
                                                   str(x.get("values", "")).split(), place=w))


def console_commands() -> dict[str, CommandSpec]:
    """Every command a console line may name: the /ttr commands and `press`."""
    return {**command_specs(), PRESS.name: PRESS}


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


def _args(spec: CommandSpec, words: list[str]) -> dict[str, Any]:
    names = {p.name for p in spec.params}
    args: dict[str, Any] = {}
    i = 0
    while i < len(words):
        word = words[i]
        if word.lower() == "with" and "cards" in names:
            args["cards"] = " ".join(words[i + 1:])
            break
        name, sep, value = word.partition(":")
        if sep and name.lower() in names:
            args[name.lower()] = value
            i += 1
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


def parse_line(text: str) -> Line:
    words = text.split()
    channel = None
    if words and words[0].startswith("#") and len(words[0]) > 1:
        channel = words.pop(0)[1:]
    if len(words) < 3 or words[1].lower() != "/ttr":
        raise LineError("console.bad_line")
    user, command = words[0].lstrip("@"), canonical_command(words[2])
    spec = console_commands().get(command)
    if spec is None:
        raise LineError("console.unknown_command", command=command)
    return Line(channel=channel, user=user, command=command, args=_args(spec, words[3:]))
