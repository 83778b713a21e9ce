"""The Card Game's printed cards: destination tickets and Big City bonus cards.

Loaded once from the packaged `engine/data/cardgame.json` and validated. A ticket is
known by its index in that file's list; its text name is `a-b` (either city order when
parsed), and a city pair printed on two tickets (Chicago-New York, a yellow and a blue
one) adds `:colour`, naming the ticket's colour circle: `chicago-new_york:yellow`.
"""

from __future__ import annotations

from functools import cache

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, model_validator

from ..cards import COLORS, LOCOMOTIVE, Cards, count_cards
from ..maps import MapDataError, load_map, packaged_json


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class DeckData(_Frozen):
    """The train deck: `per_color` cards of each colour plus `locomotives`."""

    colors: tuple[str, ...]
    per_color: int = Field(gt=0)
    locomotives: int = Field(ge=0)


class BigCity(_Frozen):
    """A Big City bonus card: the city and the points it is worth."""

    city: str
    points: int = Field(gt=0)


class CardTicket(_Frozen):
    """A destination ticket: one colour circle per card it needs (a colour listed twice
    needs two cards of it)."""

    a: str
    b: str
    points: int = Field(gt=0)
    colors: tuple[str, ...] = Field(min_length=1)

    @property
    def needs(self) -> Cards:
        """The cards the ticket needs, as a multiset."""
        return count_cards(self.colors)

    def names_city(self, city: str) -> bool:
        return city in (self.a, self.b)


class CardGameData(_Frozen):
    """Every printed card of the Card Game, with look-ups by name."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    id: str
    name: str
    deck: DeckData
    big_cities: tuple[BigCity, ...]
    tickets: tuple[CardTicket, ...]

    _names: tuple[str, ...] = PrivateAttr(default=())
    _by_pair: dict[frozenset[str], list[int]] = PrivateAttr(default_factory=dict)
    _city_names: dict[str, str] = PrivateAttr(default_factory=dict)

    @model_validator(mode="after")
    def _check(self) -> CardGameData:
        if set(self.deck.colors) != set(COLORS) or len(self.deck.colors) != len(COLORS):
            raise ValueError(f"deck colours must be exactly {', '.join(COLORS)}")
        for i, t in enumerate(self.tickets):
            for c in t.colors:
                if c not in COLORS:
                    raise ValueError(f"ticket {i} ({t.a}-{t.b}): unknown colour '{c}'")
            if t.a == t.b:
                raise ValueError(f"ticket {i} ({t.a}-{t.b}) joins a city to itself")
        seen: set[str] = set()
        for b in self.big_cities:
            if b.city in seen:
                raise ValueError(f"Big City '{b.city}' is listed twice")
            seen.add(b.city)
        return self

    def model_post_init(self, _context: object) -> None:
        for i, t in enumerate(self.tickets):
            self._by_pair.setdefault(frozenset((t.a, t.b)), []).append(i)
        names = []
        for t in self.tickets:
            same = self._by_pair[frozenset((t.a, t.b))]
            first = self.tickets[same[0]]
            name = f"{first.a}-{first.b}"
            if len(same) > 1:
                name += ":" + "+".join(t.colors)
            names.append(name)
        self._names = tuple(names)

    # --- look-ups -------------------------------------------------------------------

    @property
    def deck_size(self) -> int:
        return self.deck.per_color * len(self.deck.colors) + self.deck.locomotives

    def deck_cards(self) -> list[str]:
        """Every train card of the game, in colour order."""
        cards = [c for c in self.deck.colors for _ in range(self.deck.per_color)]
        return cards + [LOCOMOTIVE] * self.deck.locomotives

    def ticket_name(self, ticket: int) -> str:
        """Text form of a ticket: `a-b`, or `a-b:colour` for a pair printed twice."""
        return self._names[ticket]

    @property
    def cities(self) -> set[str]:
        return {c for t in self.tickets for c in (t.a, t.b)}

    def city_name(self, city: str) -> str:
        """The printed name of a city (`New York`)."""
        return self._city_names.get(city, city)

    def find_ticket(self, text: str, among: list[int] | None = None) -> int:
        """The ticket named `a-b` or `a-b:colour` (either city order).

        `among` narrows the search (e.g. to the tickets offered), which also settles a
        pair printed twice when only one of them is there. Raises KeyError with a short
        reason when the name matches no ticket or more than one.
        """
        name, _, color = text.strip().lower().partition(":")
        a, b = self._split(name)
        found = self._by_pair.get(frozenset((a, b)), [])
        if not found:
            raise KeyError(f"no ticket {a}-{b}")
        color = color.strip()
        if color:
            if color not in COLORS:
                raise KeyError(f"unknown colour '{color}'")
            found = [i for i in found if color in self.tickets[i].colors]
            if not found:
                raise KeyError(f"no ticket {a}-{b} with a {color} circle")
        if among is not None:
            narrowed = [i for i in found if i in among]
            if not narrowed:
                raise KeyError(f"ticket {self.ticket_name(found[0])} is not among these")
            found = narrowed
        if len(found) > 1:
            options = " or ".join(self.ticket_name(i) for i in found)
            raise KeyError(f"{a}-{b} is printed twice: say {options}")
        return found[0]

    def _split(self, text: str) -> tuple[str, str]:
        cities = self.cities
        parts = text.split("-")
        for i in range(1, len(parts)):
            a = "-".join(parts[:i]).strip().replace(" ", "_")
            b = "-".join(parts[i:]).strip().replace(" ", "_")
            if a in cities and b in cities:
                return a, b
        if len(parts) < 2:
            raise KeyError(f"'{text}' is not two cities joined by '-'")
        for part in (parts[0], "-".join(parts[1:])):
            if part.strip().replace(" ", "_") not in cities:
                raise KeyError(f"unknown city '{part.strip()}'")
        raise KeyError(f"'{text}' is not two cities joined by '-'")


def parse_cardgame(raw: dict, source: str = "cardgame.json") -> CardGameData:
    """Validate the raw Card Game JSON; MapDataError names the bad entry."""
    try:
        data = CardGameData.model_validate(raw)
    except ValidationError as e:
        first = e.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise MapDataError(f"{source}: {where}: {first['msg']}") from None
    usa = load_map("usa").city_ids
    for i, t in enumerate(data.tickets):
        for city in (t.a, t.b):
            if city not in usa:
                raise MapDataError(f"{source}: ticket {i}: '{city}' is not a USA city")
    for b in data.big_cities:
        if b.city not in usa:
            raise MapDataError(f"{source}: Big City '{b.city}' is not a USA city")
    data._city_names.update({c: usa[c].name for c in data.cities | {b.city for b in
                                                                        data.big_cities}})
    return data


@cache
def load_cardgame() -> CardGameData:
    """The packaged Card Game data (loaded and checked once)."""
    return parse_cardgame(packaged_json("cardgame"))
