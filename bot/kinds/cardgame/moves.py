"""The Card Game's moves as commands: what a typed or clicked command means as an action,
and the command that means an action (a hint's advice, tests driving a game)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine import MAX_COUNT_DIGITS, Cards, RuleError, fold, format_cards, typed_number
from engine.cardgame import (
    Action,
    CardGameState,
    DrawCard,
    DrawTickets,
    KeepTickets,
    Pass,
    PlaySiding,
    load_cardgame,
)

from ...i18n.card_words import NONE_WORDS
from ..base import CommandSpec, Param, move
from ..board.reading import cards_arg, draw_arg, words
from . import buttons

COMMANDS: tuple[CommandSpec, ...] = (
    move("draw", Param("card", required=True, suggest=True)),
    move("play", Param("cards", required=True, rest=True, suggest=True)),
    move("tickets"),
    move("keep", Param("tickets", required=True, rest=True, suggest=True)),
    move("pass"),
)


def play_cards(value: Any) -> Cards:
    """The cards of a play: `2 green 1 locomotive`, `blue red yellow`, or menu values
    `green:2 locomotive:1` (one count per colour)."""
    parts = words(value)
    if parts and parts[0].lower() == "with":
        parts = parts[1:]
    if not parts:
        raise RuleError("missing_argument", argument="cards")
    plain: list[str] = []
    shares: set[str] = set()
    for part in parts:
        colour, sep, n = part.partition(buttons.SEP)
        if not sep:
            plain.append(part)
            continue
        if typed_number(n, MAX_COUNT_DIGITS) is None:
            raise RuleError("unknown_card", card=part)
        if colour.lower() in shares:
            raise RuleError("one_count_per_colour", colour=colour.lower())
        shares.add(colour.lower())
        plain += [n, colour]
    cards = cards_arg(plain)
    if not cards:
        raise RuleError("missing_argument", argument="cards")
    return cards


def find_ticket(name: str, offered: list[int]) -> int:
    """The offered ticket `name` means (`a-b`, `a-b:colour`, either city order)."""
    data = load_cardgame()
    matches = []
    for t in offered:
        try:
            matches.append(data.find_ticket(name, [t]))
        except KeyError:
            continue
    if len(matches) == 1:
        return matches[0]
    if matches:
        raise RuleError("ticket_printed_twice", ticket=name,
                        options=" ".join(data.ticket_name(t) for t in matches))
    for t in range(len(data.tickets)):
        try:
            data.find_ticket(name, [t])
        except KeyError:
            continue
        raise RuleError("ticket_not_offered")
    raise RuleError("unknown_ticket", ticket=name)


def action_for(state: CardGameState, seat: int, command: str,
               args: Mapping[str, Any]) -> Action:
    """The action a move command means for the seat (RuleError when it means none)."""
    if command == "draw":
        return DrawCard(card=draw_arg(args.get("card")))
    if command == "play":
        return PlaySiding(cards=play_cards(args.get("cards")))
    if command == "tickets":
        return DrawTickets()
    if command == "keep":
        names = words(args.get("tickets"))
        if not names:
            raise RuleError("missing_argument", argument="tickets")
        if fold(" ".join(names)) in NONE_WORDS:
            return KeepTickets(tickets=())
        offered = state.players[seat].offered
        if not offered:
            raise RuleError("no_tickets_offered")
        return KeepTickets(tickets=tuple(find_ticket(n, offered) for n in names))
    if command == "pass":
        return Pass()
    raise RuleError("bad_command", text=command)


def command_of(state: CardGameState, action: Action) -> tuple[str, dict[str, Any]]:
    """A command that means exactly `action`."""
    if isinstance(action, DrawCard):
        return "draw", {"card": action.card}
    if isinstance(action, PlaySiding):
        return "play", {"cards": format_cards(action.cards)}
    if isinstance(action, DrawTickets):
        return "tickets", {}
    if isinstance(action, KeepTickets):
        data = load_cardgame()
        return "keep", {"tickets": [data.ticket_name(t) for t in action.tickets]
                        or ["none"]}
    return "pass", {}
