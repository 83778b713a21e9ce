"""A game kind: everything the table service needs to know about one family of games.

The service core knows lobbies, seats, storage, turn clocks and replies; a kind knows
its games' state, actions, words, buttons and pictures. The board games (USA, Europe,
Nordic Countries) are one kind; the Card Game is another, plugged in the same way.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from engine import Event, RandomStream

from ..i18n import Phrase
from ..pictures import Pictures
from ..replies import Actor, Component, Picture, Reply

#: how long the `hard` computer player thinks for a move at the table, and for a hint
TABLE_THINK_MS = 1000.0
HINT_THINK_MS = 300.0

#: a seat's shown name: plain text, or a phrase such as "Ada (computer)"
Name = str | Phrase


#: what an option holds: text, a whole number, yes or no, or a person of the server
ParamType = Literal["text", "number", "yes_no", "user"]
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
        """Run the command for `actor` at `where` (a place, or a game by its id)."""
        if self.run is None:
            return await service.play(where, actor, self.name, dict(args))
        return await self.run(service, where, actor, args)


def move(name: str, *params: Param) -> CommandSpec:
    """A move of a game kind: a player of the game makes it."""
    return CommandSpec(name, params, who="player")


class GameKind(Protocol):
    """The rules-facing half of a table. `state` is the kind's own state object."""

    #: stable name, stored with each game
    name: str
    #: the games this kind plays, e.g. ("usa", "europe", "nordic")
    games: tuple[str, ...]
    #: the moves of this kind (routed to `action_for`), with their arguments
    commands: tuple[CommandSpec, ...]
    #: the board's buttons whose answer is for the clicker alone (a menu of their moves)
    private_buttons: frozenset[str]

    # --- the game's life ---------------------------------------------------------------

    def seat_range(self, game: str) -> tuple[int, int]:
        """The fewest and most players of `game`."""

    def options(self, game: str) -> frozenset[str]:
        """The /ttr new options that apply to `game` (e.g. {"private_pile"})."""

    def new_state(self, game: str, names: list[str], seed: int,
                  options: Mapping[str, Any]) -> tuple[Any, list[Event]]: ...

    def load(self, text: str) -> Any: ...

    def dump(self, state: Any) -> str: ...

    def finished(self, state: Any) -> bool: ...

    def waiting(self, state: Any) -> list[int]:
        """Seats that must act before the game can go on."""

    def clock_key(self, state: Any) -> str:
        """Changes whenever a new wait for a player's move begins (turn clocks)."""

    def stamp(self, state: Any, step: int, action: str) -> int:
        """The number a button for `action` carries; a click whose number differs is
        stale. `step` counts the actions applied to the game."""

    def secret(self, state: Any, seat: int) -> str:
        """A fingerprint of the seat's hidden things (cards, tickets); when it changes
        the player is sent their hand."""

    # --- moves ------------------------------------------------------------------------

    def action_for(self, state: Any, seat: int, command: str, args: Mapping[str, Any]) -> Any:
        """The action a command means for this seat (RuleError when it means none)."""

    def apply(self, state: Any, seat: int, action: Any) -> list[Event]:
        """Apply the action in place (RuleError, state unchanged, when refused)."""

    def computer_action(self, state: Any, seat: int, strategy: str,
                        rng: RandomStream, think_ms: float = TABLE_THINK_MS) -> Any:
        """The computer player `strategy`'s move for the seat (`hard` thinks for
        `think_ms`: run it off the event loop)."""

    def hint(self, state: Any, seat: int, rng: RandomStream) -> tuple[Any, Phrase]:
        """The `hard` computer player's move for the seat after a short think, with its
        reason in one line (slow: run it off the event loop)."""

    def action_text(self, state: Any, action: Any) -> str:
        """The action's text form (the action log; may name hidden things)."""

    def button_command(self, action: str, values: Sequence[str]
                       ) -> tuple[str, dict[str, Any]] | None:
        """The command a button or menu means, None for an unknown button."""

    def pick(self, state: Any, seat: int, action: str, values: Sequence[str], game_id: int,
             stamp: int, locale: str) -> tuple[list[Phrase], list[Component]] | None:
        """The private answer (words and menus) to a component that shows choices rather
        than makes a move, such as "Claim a route"; None when `action` is no such one.
        Raises RuleError when the seat cannot choose now."""

    def command_of(self, state: Any, action: Any) -> tuple[str, dict[str, Any]]:
        """A command that means exactly `action` (tests and benchmarks drive games so)."""

    # --- words (locale-free phrases) --------------------------------------------------

    def event_phrases(self, state: Any, events: Sequence[Event], seat: int | None,
                      names: Sequence[Name]) -> list[Phrase]:
        """Sentences for the public events (seat None) or for one seat's private ones."""

    def error_phrase(self, state: Any, code: str, params: Mapping[str, Any],
                     names: Sequence[Name]) -> Phrase: ...

    def waiting_phrase(self, state: Any, names: Sequence[Name]) -> Phrase:
        """Whose move it is (or who won)."""

    def status_phrases(self, state: Any, names: Sequence[Name]) -> list[Phrase]: ...

    def hand_phrases(self, state: Any, seat: int) -> list[Phrase]: ...

    def final_phrases(self, state: Any, names: Sequence[Name]) -> list[Phrase]: ...

    def rules_phrases(self, game: str) -> list[Phrase]: ...

    def game_name(self, game: str) -> Phrase: ...

    # --- components and suggestions ---------------------------------------------------

    def board_components(self, state: Any, game_id: int, step: int,
                         locale: str) -> list[Component]:
        """Buttons on the public board message (public data only)."""

    def hand_components(self, state: Any, seat: int, game_id: int,
                        locale: str) -> list[Component]:
        """Components on a player's private hand message (e.g. tickets to keep)."""

    def choices(self, state: Any, seat: int | None, command: str, option: str, typed: str,
                filled: Mapping[str, Any], locale: str) -> list[tuple[str, str]]:
        """Suggestions (label, value) for an option being typed, best first."""

    # --- pictures ---------------------------------------------------------------------

    async def board_picture(self, pictures: Pictures, state: Any, name: str,
                            locale: str) -> Picture | None: ...

    async def hand_picture(self, pictures: Pictures, state: Any, seat: int, name: str,
                           locale: str, moves: Sequence[tuple[int, str]] = ()
                           ) -> Picture | None:
        """A seat's private picture; `moves` (seat, action text) is the game's log."""

    async def final_picture(self, pictures: Pictures, state: Any, name: str,
                            locale: str, moves: Sequence[tuple[int, str]] = ()
                            ) -> Picture | None:
        """The end-of-game picture; `moves` (seat, action text) is the game's log."""
