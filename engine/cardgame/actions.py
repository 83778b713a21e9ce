"""The actions of a Card Game player, with a text form for each.

Text forms (console, logs and tests alike): `draw red`, `draw locomotive`, `draw deck`,
`play 2 green 1 locomotive` (a run: one colour, locomotives on top), `play blue red
yellow` (three colours), `tickets`, `keep seattle-miami chicago-new_york:blue`,
`keep` (none; only after drawing tickets in play), `pass`.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator

from ..cards import Cards, format_cards, parse_cards, parse_draw_word
from ..errors import RuleError
from .data import load_cardgame


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    def text(self) -> str:  # pragma: no cover - every subclass defines it
        raise NotImplementedError


class DrawCard(_Action):
    """Take one train card: a face-up card of `card`'s colour, or the deck's top card."""

    kind: Literal["draw"] = "draw"
    card: str  # a card kind, or "deck"

    def text(self) -> str:
        return f"draw {self.card}"


class PlaySiding(_Action):
    """Play cards from the hand onto the own Siding: a run of one colour (locomotives
    may join it) or three cards of three colours."""

    kind: Literal["play"] = "play"
    cards: Cards

    @field_validator("cards")
    @classmethod
    def _no_zero_counts(cls, cards: Cards) -> Cards:
        return {c: n for c, n in cards.items() if n}

    def text(self) -> str:
        return f"play {format_cards(self.cards)}"


class DrawTickets(_Action):
    """Draw destination tickets to choose from."""

    kind: Literal["tickets"] = "tickets"

    def text(self) -> str:
        return "tickets"


class KeepTickets(_Action):
    """Keep these offered tickets (indexes into the Card Game's ticket list, in
    increasing order)."""

    kind: Literal["keep"] = "keep"
    tickets: tuple[int, ...]

    @field_validator("tickets")
    @classmethod
    def _in_order(cls, tickets: tuple[int, ...]) -> tuple[int, ...]:
        """The same choice is the same action, whatever order it was given in."""
        return tuple(sorted(tickets))

    def text(self) -> str:
        return "keep " + " ".join(f"#{t}" for t in self.tickets)


class Pass(_Action):
    """Do nothing: allowed only when no other action is legal."""

    kind: Literal["pass"] = "pass"

    def text(self) -> str:
        return "pass"


Action = Annotated[
    DrawCard | PlaySiding | DrawTickets | KeepTickets | Pass,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


def describe(action: Action) -> str:
    """Text form with tickets named by their cities."""
    if isinstance(action, KeepTickets):
        data = load_cardgame()
        return " ".join(["keep", *(data.ticket_name(t) for t in action.tickets)])
    return action.text()


def parse_action(text: str, offered: list[int] | None = None) -> Action:
    """Parse an action's text form. `offered` (the player's offered tickets) lets `keep`
    name a ticket printed twice without its colour when only one of them is offered.

    Raises RuleError with code bad_command, unknown_card or unknown_ticket.
    """
    words = text.strip().split()
    if not words:
        raise RuleError("bad_command", text=text)
    verb, rest = words[0].lower(), words[1:]
    if verb == "draw" and len(rest) == 1:
        try:
            return DrawCard(card=parse_draw_word(rest[0]))
        except ValueError:
            raise RuleError("unknown_card", card=rest[0]) from None
    if verb == "play" and rest:
        try:
            cards = parse_cards(rest)
        except ValueError as e:
            raise RuleError("unknown_card", card=str(e)) from None
        if not cards:
            raise RuleError("bad_command", text=text)
        return PlaySiding(cards=cards)
    if verb == "tickets" and not rest:
        return DrawTickets()
    if verb == "keep":
        data = load_cardgame()
        if [w.lower() for w in rest] == ["none"]:
            rest = []
        kept = []
        for word in rest:
            try:
                kept.append(data.find_ticket(word.rstrip(","), offered))
            except KeyError as e:
                raise RuleError("unknown_ticket", ticket=word, reason=e.args[0]) from None
        return KeepTickets(tickets=tuple(kept))
    if verb == "pass" and not rest:
        return Pass()
    raise RuleError("bad_command", text=text)
