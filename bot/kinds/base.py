"""What every game family's face shares: how a command and its options are declared,
how long the computer thinks at the table, and how a seat's name is shown."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from ..i18n import Phrase
from ..replies import Actor, Reply

#: how long the `hard` computer player thinks for a move at the table, and for a hint
TABLE_THINK_MS = 1000.0
HINT_THINK_MS = 300.0

#: a seat's shown name: plain text, or a phrase such as "Ada (computer)"
Name = str | Phrase


#: what an option holds: text, a whole number, yes or no, a person or a role of the server
ParamType = Literal["text", "number", "yes_no", "user", "role"]
#: who may use a command: anyone, a player of the game, its host (or a server manager),
#: a server manager
Who = Literal["anyone", "player", "host", "manager"]
#: a value to choose and its label: a catalogue phrase, or plain text (a language's name)
Choice = tuple[str, str | Phrase]
#: a command's service call: (service, place or game id, actor, arguments) -> replies
Handler = Callable[[Any, Any, Actor, Mapping[str, Any]], Awaitable[list[Reply]]]


@dataclass(frozen=True)
class Param:
    """One argument of a command, for the console, the slash commands and the help.

    `rest` takes every remaining word (a list of tickets, a set of cards); `choices` lists
    the values to choose from, `suggest` has them suggested while typed (the service's
    `choices`).
    """

    name: str
    required: bool = False
    rest: bool = False
    type: ParamType = "text"
    choices: Callable[[], Sequence[Choice]] | None = None
    suggest: bool = False


@dataclass(frozen=True)
class CommandSpec:
    """A command, declared once for the console, the slash commands and the buttons.

    `run` is its service call; without one it is a move in the game (the service's
    `play`). `group` is its slash subcommand group (`/ttr league stats`; the console
    types it without). `private`: its answer is for the asker alone. `typed`: a /ttr
    command (False for a button only). `button`: a table button of this name
    (`ttr:<game>:<stamp>:<name>`) runs it on its game.
    """

    name: str
    params: tuple[Param, ...] = ()
    who: Who = "anyone"
    run: Handler | None = None
    group: str | None = None
    private: bool = False
    typed: bool = True
    button: bool = False

    async def call(self, service: Any, where: Any, actor: Actor,
                   args: Mapping[str, Any]) -> list[Reply]:
        """Run the command for `actor` at `where` (a place, or a game by its id); a
        database that fails it (full, out of reach) is told to the actor, nothing changed."""
        from ..table.answers import unless_storage_fails  # (bot.table imports the kinds)
        if self.run is None:
            return await unless_storage_fails(
                actor, service.play(where, actor, self.name, dict(args)))
        return await unless_storage_fails(actor, self.run(service, where, actor, args))


def move(name: str, *params: Param) -> CommandSpec:
    """A move of a game kind: a player of the game makes it."""
    return CommandSpec(name, params, who="player")
