"""A face: how the table shows and reads one family of games.

The rules are the engine's (`engine.GAMES[name]`: dealing, whose move, applying an action,
its text form, the computer players). A face only presents them: it reads a player's
command into an action, words events and refusals, lays out buttons and menus, and
chooses the pictures. The board games (USA, Europe, Nordic Countries) share one face, the
Card Game has its own. Each field is the family's own function, not a method that
forwards to it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine import Event, RandomStream

from ..i18n import Phrase
from ..pictures import Pictures
from ..replies import Component, Picture
from .base import CommandSpec, Name

#: sentences about a state for the seats' names: whose move, the table, the end
Said = Callable[[Any, Sequence[Name]], Phrase]
Told = Callable[[Any, Sequence[Name]], list[Phrase]]
#: a public picture of a state, or a seat's own (with the game's log of (seat, action text))
PublicPicture = Callable[[Pictures, Any, str, str], Awaitable[Picture | None]]
SeatPicture = Callable[..., Awaitable[Picture | None]]


@dataclass(frozen=True)
class Face:
    """One family's words, buttons, menus and pictures."""

    #: stable name, stored with each game (the store's `kind` column)
    name: str
    #: the games shown by this face, e.g. ("usa", "europe", "nordic")
    games: tuple[str, ...]
    #: the moves of this family (read by `action_for`), with their arguments
    commands: tuple[CommandSpec, ...]
    #: the board's buttons whose answer is for the clicker alone (a menu of their moves)
    private_buttons: frozenset[str]
    #: the /ttr new options that apply to this family's games (e.g. {"private_pile"})
    options: frozenset[str]
    #: the engine's options of a new game from the table's options
    deal_options: Callable[[Mapping[str, Any]], dict[str, Any]]

    # --- reading what a player does ----------------------------------------------------
    #: (state, seat, command, arguments) -> the action meant (RuleError when none)
    action_for: Callable[[Any, int, str, Mapping[str, Any]], Any]
    #: (state, action) -> a command that means exactly the action (hints, tests)
    command_of: Callable[[Any, Any], tuple[str, dict[str, Any]]]
    #: (button action, chosen values) -> the command a button or menu means, None if none
    button_command: Callable[[str, Sequence[str]], tuple[str, dict[str, Any]] | None]
    #: (state, seat, action, values, game id, stamp, locale) -> the private answer to a
    #: component that shows choices rather than makes a move; None when it is no such one
    pick: Callable[..., tuple[list[Phrase], list[Component]] | None]
    #: (state, seat, rng) -> the `hard` player's move after a short think and its reason
    #: (slow: run it off the event loop)
    hint: Callable[[Any, int, RandomStream], tuple[Any, Phrase]]
    #: (state, step, button action) -> the number its button carries (a click whose number
    #: differs is stale)
    stamp: Callable[[Any, int, str], int]
    #: (state, seat) -> a fingerprint of what the seat sees of its own (cards, tickets):
    #: when it changes the player is sent their hand
    secret: Callable[[Any, int], str]

    # --- words (locale-free phrases) ---------------------------------------------------
    #: (state, events, seat or None for the public ones, names)
    event_phrases: Callable[[Any, Sequence[Event], int | None, Sequence[Name]], list[Phrase]]
    #: (state, refusal code, its parameters, names)
    error_phrase: Callable[[Any, str, Mapping[str, Any], Sequence[Name]], Phrase]
    waiting_phrase: Said
    status_phrases: Told
    final_phrases: Told
    #: (state, seat) -> the seat's cards and tickets in words
    hand_phrases: Callable[[Any, int], list[Phrase]]
    #: (game) -> the rules in short
    rules_phrases: Callable[[str], list[Phrase]]

    # --- buttons, menus and suggestions ------------------------------------------------
    #: (state, game id, step, locale) -> the public board message's buttons
    board_components: Callable[[Any, int, int, str], list[Component]]
    #: (state, seat, game id, locale) -> the private hand message's components
    hand_components: Callable[[Any, int, int, str], list[Component]]
    #: (state, seat, command, option, typed, filled, locale) -> suggestions (label, value)
    choices: Callable[..., list[tuple[str, str]]]

    # --- pictures ----------------------------------------------------------------------
    #: (pictures, state, file name, locale)
    board_picture: PublicPicture
    #: (pictures, state, seat, file name, locale, moves=())
    hand_picture: SeatPicture
    #: (pictures, state, file name, locale, moves=())
    final_picture: SeatPicture
    #: (pictures, game, locale) -> the picture beside the rules (a board's legend), if any
    rules_picture: Callable[[Pictures, str, str], Awaitable[Picture | None]]
    #: a move typed without its place -> (that argument, the component whose choices it
    #: answers with): `/ttr claim` alone lists the routes the player can pay for, as the
    #: "Claim a route" button does
    openers: Mapping[str, tuple[str, str]] = field(default_factory=dict)


def game_name(game: str) -> Phrase:
    """A game's name in the reader's words."""
    return Phrase(f"game.{game}")
