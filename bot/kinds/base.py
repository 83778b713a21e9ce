"""A game kind: everything the table service needs to know about one family of games.

The service core knows lobbies, seats, storage, turn clocks and replies; a kind knows
its games' state, actions, words, buttons and pictures. The board games (USA, Europe,
Nordic Countries) are one kind; the Card Game is another, plugged in the same way.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from engine.events import Event
from engine.rng import RandomStream

from ..i18n import Phrase
from ..pictures import Pictures
from ..replies import Component, Picture

#: how long the `hard` computer player thinks for a move at the table, and for a hint
TABLE_THINK_MS = 1000.0
HINT_THINK_MS = 300.0

#: a seat's shown name: plain text, or a phrase such as "Ada (computer)"
Name = str | Phrase


@dataclass(frozen=True)
class Param:
    """One argument of a command, for the console and for building slash commands.

    `rest` takes every remaining word (a list of tickets, a set of cards).
    """

    name: str
    required: bool = False
    rest: bool = False


@dataclass(frozen=True)
class CommandSpec:
    """A command: its name, arguments, and whether it is a move in the game."""

    name: str
    params: tuple[Param, ...] = ()
    move: bool = False


class GameKind(Protocol):
    """The rules-facing half of a table. `state` is the kind's own state object."""

    #: stable name, stored with each game
    name: str
    #: the games this kind plays, e.g. ("usa", "europe", "nordic")
    games: tuple[str, ...]
    #: the moves of this kind (routed to `action_for`), with their arguments
    commands: tuple[CommandSpec, ...]

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
