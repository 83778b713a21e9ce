"""The actions a board-game player can take, with a text form for each.

Text forms (used by the console, logs and tests alike):
`draw red`, `draw locomotive`, `draw deck`, `tickets`, `keep denver-el_paso boston-miami`,
`claim seattle-portland with 1 red 1 locomotive`, `claim denver-omaha` (the engine
picks the payment; cities may be named as printed: `claim Kansas City - Oklahoma City`),
`station wien with 2 red`, `pay 1 red` / `pay` (tunnel extra),
`withdraw`, `pass`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from .cards import Cards, format_cards, parse_cards, parse_draw_word
from .errors import RuleError
from .maps import GameMap
from .naming import find_city, near_cities, near_routes, split_route

# Actions are small frozen dataclasses (cheap: legal_actions makes thousands); pydantic
# validates them at the edges through ACTION_ADAPTER.


@dataclass(frozen=True, slots=True)
class DrawCard:
    """Take one train card: a face-up card of `card`'s colour, or the deck's top card."""

    card: str  # a card kind, or "deck"
    kind: Literal["draw"] = "draw"

    def text(self) -> str:
        return f"draw {self.card}"


@dataclass(frozen=True, slots=True)
class DrawTickets:
    """Draw destination tickets to choose from."""

    kind: Literal["tickets"] = "tickets"

    def text(self) -> str:
        return "tickets"


@dataclass(frozen=True, slots=True)
class KeepTickets:
    """Keep these offered tickets (indexes into the map's ticket list)."""

    tickets: tuple[int, ...]
    kind: Literal["keep"] = "keep"

    def text(self) -> str:
        return "keep " + " ".join(f"#{t}" for t in self.tickets)


@dataclass(frozen=True, slots=True)
class ClaimRoute:
    """Claim a track paying `cards` (None: the engine picks the best payment)."""

    track: int
    cards: Cards | None = field(default=None, hash=False)
    kind: Literal["claim"] = "claim"

    def text(self) -> str:  # the map gives names: see `describe`
        return f"claim #{self.track}" + (f" with {format_cards(self.cards)}" if self.cards else "")


@dataclass(frozen=True, slots=True)
class BuildStation:
    """Build a station in `city` paying `cards` (None: the engine picks)."""

    city: str
    cards: Cards | None = field(default=None, hash=False)
    kind: Literal["station"] = "station"

    def text(self) -> str:
        return f"station {self.city}" + (f" with {format_cards(self.cards)}" if self.cards else "")


@dataclass(frozen=True, slots=True)
class PayTunnel:
    """Pay a tunnel's extra cards (None: the engine picks) and take the route."""

    cards: Cards | None = field(default=None, hash=False)
    kind: Literal["pay"] = "pay"

    def text(self) -> str:
        return "pay" + (f" {format_cards(self.cards)}" if self.cards else "")


@dataclass(frozen=True, slots=True)
class WithdrawTunnel:
    """Give up a tunnel: the cards go back to the hand and the turn ends."""

    kind: Literal["withdraw"] = "withdraw"

    def text(self) -> str:
        return "withdraw"


@dataclass(frozen=True, slots=True)
class Pass:
    """Do nothing: allowed only when no other action is legal."""

    kind: Literal["pass"] = "pass"

    def text(self) -> str:
        return "pass"


Action = Annotated[
    DrawCard | DrawTickets | KeepTickets | ClaimRoute | BuildStation | PayTunnel
    | WithdrawTunnel | Pass,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


def describe(action: Action, game_map: GameMap) -> str:
    """Text form with routes and tickets named from the map."""
    if isinstance(action, ClaimRoute):
        text = f"claim {game_map.track_name(action.track)}"
        return text + (f" with {format_cards(action.cards)}" if action.cards else "")
    if isinstance(action, KeepTickets):
        return " ".join(["keep", *(game_map.tickets[t].name for t in action.tickets)])
    return action.text()


def parse_action(text: str, game_map: GameMap, taken: set[int] | frozenset[int] = frozenset()
                 ) -> Action:
    """Parse an action's text form. Routes and tickets are named by their cities.

    Raises RuleError with code bad_command, unknown_card, unknown_route or unknown_ticket.
    """
    words = text.strip().split()
    if not words:
        raise RuleError("bad_command", text=text)
    verb, rest = words[0].lower(), words[1:]

    def cards_after(parts: list[str]) -> Cards | None:
        if parts and parts[0].lower() == "with":
            parts = parts[1:]
        try:
            return parse_cards(parts) or None
        except ValueError as e:
            raise RuleError("unknown_card", card=str(e)) from None

    if verb == "draw" and len(rest) == 1:
        try:
            return DrawCard(card=parse_draw_word(rest[0]))
        except ValueError:
            raise RuleError("unknown_card", card=rest[0]) from None
    if verb == "tickets" and not rest:
        return DrawTickets()
    if verb == "keep":
        kept = []
        for word in rest:
            try:
                kept.append(game_map.find_ticket(word.rstrip(",")))
            except KeyError as e:
                raise RuleError("unknown_ticket", ticket=word, reason=e.args[0]) from None
        return KeepTickets(tickets=tuple(kept))
    lowered = [w.lower() for w in rest]
    payment = lowered.index("with") if "with" in lowered else len(rest)
    named, paid = " ".join(rest[:payment]), rest[payment:]
    if verb == "claim" and rest:
        found = split_route(game_map, named)
        colour = found[2] if found else []  # `gray`, or `gray 2` for a second gray track
        if found is None or len(colour) > 2:
            raise RuleError("unknown_route", route=named,
                            near_routes=[list(p) for p in near_routes(game_map, named)])
        a, b, _ = found
        try:
            track = game_map.find_track(":".join([f"{a}-{b}", *colour]), taken)
        except KeyError as e:
            raise RuleError("unknown_route", route=named, reason=e.args[0]) from None
        return ClaimRoute(track=track, cards=cards_after(paid))
    if verb == "station" and rest:
        city = find_city(game_map, named)
        if city is None:
            raise RuleError("unknown_city", city=named,
                            near_cities=near_cities(game_map, named))
        return BuildStation(city=city, cards=cards_after(paid))
    if verb == "pay":
        return PayTunnel(cards=cards_after(rest))
    if verb == "withdraw" and not rest:
        return WithdrawTunnel()
    if verb == "pass" and not rest:
        return Pass()
    raise RuleError("bad_command", text=text)
