"""Ticket to Ride: The Card Game as a game kind of the table service."""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from engine import Cards, Event, RandomStream, RuleError, fold, format_cards, seats_to_act
from engine.cardgame import (
    RULES,
    Action,
    CardBot,
    CardGameState,
    DrawCard,
    DrawTickets,
    KeepTickets,
    Pass,
    PlaySiding,
    apply,
    describe,
    get_bot,
    legal_actions,
    load_cardgame,
    new_game,
    private_view,
    public_view,
)

from ...i18n import Phrase
from ...i18n.card_words import NONE_WORDS
from ...pictures import Pictures
from ...replies import Component, Picture
from ..base import HINT_THINK_MS, TABLE_THINK_MS, CommandSpec, Name, Param, move
from ..board.reading import cards_arg, draw_arg
from . import buttons, words
from .rules_text import rules_phrases

GAME = "cardgame"


@cache
def _plain(strategy: str) -> CardBot:
    return get_bot(strategy)


def computer(strategy: str, think_ms: float = TABLE_THINK_MS) -> CardBot:
    """The engine's Card Game computer player `strategy`; KeyError for an unknown one.
    `hard` thinks for `think_ms` by the clock."""
    if strategy == "hard":
        return get_bot("hard", think_ms=think_ms, clock=time.perf_counter)
    return _plain(strategy)


def reason_phrase(action: Action) -> Phrase:
    """A Card Game hint's one-line reason."""
    if isinstance(action, PlaySiding):
        return Phrase("hint.why.siding")
    if isinstance(action, DrawCard):
        return Phrase("hint.why.collects_cards")
    if isinstance(action, DrawTickets):
        return Phrase("hint.why.tickets")
    if isinstance(action, KeepTickets):
        return Phrase("hint.why.keep")
    return Phrase("hint.why.move")


def _words(value: Any) -> list[str]:
    if value is None:
        return []
    items = value if isinstance(value, list | tuple) else [value]
    return [w for item in items for w in str(item).replace(",", " ").split()]


def play_cards(value: Any) -> Cards:
    """The cards of a play: `2 green 1 locomotive`, `blue red yellow`, or menu values
    `green:2 locomotive:1` (one count per colour)."""
    parts = _words(value)
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
        if not n.isdigit():
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


class CardGameKind:
    """Ticket to Ride: The Card Game, 2-4 players."""

    name = GAME
    games: tuple[str, ...] = (GAME,)
    commands: tuple[CommandSpec, ...] = (
        move("draw", Param("card", required=True, suggest=True)),
        move("play", Param("cards", required=True, rest=True, suggest=True)),
        move("tickets"),
        move("keep", Param("tickets", required=True, rest=True, suggest=True)),
        move("pass"),
    )
    private_buttons: frozenset[str] = frozenset()  # every Card Game component is a move

    # --- the game's life ---------------------------------------------------------------

    def seat_range(self, game: str) -> tuple[int, int]:
        return RULES.min_players, RULES.max_players

    def options(self, game: str) -> frozenset[str]:
        return frozenset({"private_pile"})

    def new_state(self, game: str, names: list[str], seed: int,
                  options: Mapping[str, Any]) -> tuple[CardGameState, list[Event]]:
        return new_game(names, seed, own_pile_visible=bool(options.get("private_pile")))

    def load(self, text: str) -> CardGameState:
        return CardGameState.model_validate_json(text)

    def dump(self, state: CardGameState) -> str:
        return state.model_dump_json()

    def finished(self, state: CardGameState) -> bool:
        return state.phase == "finished"

    def waiting(self, state: CardGameState) -> list[int]:
        return seats_to_act(state)

    def clock_key(self, state: CardGameState) -> str:
        return f"{state.phase}:{state.turn}"

    def stamp(self, state: CardGameState, step: int, action: str) -> int:
        return buttons.stamp(state, step, action)

    def secret(self, state: CardGameState, seat: int) -> str:
        """What the seat sees of its own: hand, tickets, offers, and its pile only in the
        beginners' variant (a change of what it may not see sends it nothing)."""
        p = state.players[seat]
        pile = sorted(p.tracks.items()) if state.own_pile_visible else None
        return json.dumps([sorted(p.hand.items()), p.tickets, p.offered, pile])

    # --- moves ------------------------------------------------------------------------

    def action_for(self, state: CardGameState, seat: int, command: str,
                   args: Mapping[str, Any]) -> Action:
        if command == "draw":
            return DrawCard(card=draw_arg(args.get("card")))
        if command == "play":
            return PlaySiding(cards=play_cards(args.get("cards")))
        if command == "tickets":
            return DrawTickets()
        if command == "keep":
            names = _words(args.get("tickets"))
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

    def apply(self, state: CardGameState, seat: int, action: Action) -> list[Event]:
        return apply(state, seat, action)

    def computer_action(self, state: CardGameState, seat: int, strategy: str,
                        rng: RandomStream, think_ms: float = TABLE_THINK_MS) -> Action:
        return computer(strategy, think_ms).choose(private_view(state, seat),
                                         legal_actions(state, seat), rng)

    def hint(self, state: CardGameState, seat: int, rng: RandomStream
             ) -> tuple[Action, Phrase]:
        action = computer("hard", HINT_THINK_MS).choose(
            private_view(state, seat), legal_actions(state, seat), rng)
        return action, reason_phrase(action)

    def action_text(self, state: CardGameState, action: Action) -> str:
        return describe(action)

    def button_command(self, action: str, values: Sequence[str]
                       ) -> tuple[str, dict[str, Any]] | None:
        return buttons.button_command(action, values)

    def pick(self, state: CardGameState, seat: int, action: str, values: Sequence[str],
             game_id: int, stamp: int, locale: str
             ) -> tuple[list[Phrase], list[Component]] | None:
        return None  # every Card Game component is a move

    def command_of(self, state: CardGameState, action: Action) -> tuple[str, dict[str, Any]]:
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

    # --- words ------------------------------------------------------------------------

    def event_phrases(self, state: CardGameState, events: Sequence[Event], seat: int | None,
                      names: Sequence[Name]) -> list[Phrase]:
        return words.event_phrases(state, events, seat, names)

    def error_phrase(self, state: CardGameState, code: str, params: Mapping[str, Any],
                     names: Sequence[Name]) -> Phrase:
        return words.error_phrase(code, params, names)

    def waiting_phrase(self, state: CardGameState, names: Sequence[Name]) -> Phrase:
        return words.waiting_phrase(state, names)

    def status_phrases(self, state: CardGameState, names: Sequence[Name]) -> list[Phrase]:
        return words.status_phrases(state, names)

    def hand_phrases(self, state: CardGameState, seat: int) -> list[Phrase]:
        return words.hand_phrases(state, seat)

    def final_phrases(self, state: CardGameState, names: Sequence[Name]) -> list[Phrase]:
        return words.final_phrases(state, names)

    def rules_phrases(self, game: str) -> list[Phrase]:
        return rules_phrases()

    def game_name(self, game: str) -> Phrase:
        return Phrase(f"game.{game}")

    # --- components and suggestions ---------------------------------------------------

    def board_components(self, state: CardGameState, game_id: int, step: int,
                         locale: str) -> list[Component]:
        return buttons.board_components(state, game_id, step, locale)

    def hand_components(self, state: CardGameState, seat: int, game_id: int,
                        locale: str) -> list[Component]:
        return buttons.hand_components(state, seat, game_id, locale)

    def choices(self, state: CardGameState, seat: int | None, command: str, option: str,
                typed: str, filled: Mapping[str, Any], locale: str) -> list[tuple[str, str]]:
        return buttons.choices(state, seat, command, option, typed, filled, locale)

    # --- pictures ---------------------------------------------------------------------

    async def board_picture(self, pictures: Pictures, state: CardGameState, name: str,
                            locale: str) -> Picture | None:
        if not pictures.can_draw("cardgame_table"):
            return None
        return await pictures.draw("cardgame_table", public_view(state), name, locale)

    async def hand_picture(self, pictures: Pictures, state: CardGameState, seat: int,
                           name: str, locale: str, moves: Sequence[tuple[int, str]] = ()
                           ) -> Picture | None:
        if not pictures.can_draw("cardgame_hand"):
            return None
        return await pictures.draw("cardgame_hand", private_view(state, seat), name, locale)

    async def final_picture(self, pictures: Pictures, state: CardGameState, name: str,
                            locale: str, moves: Sequence[tuple[int, str]] = ()
                            ) -> Picture | None:
        return await self.board_picture(pictures, state, name, locale)
