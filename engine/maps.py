"""Board maps: cities, tracks and tickets, loaded from the packaged data and validated."""

from __future__ import annotations

import json
from functools import cache, cached_property
from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from .number_reader import typed_number

TrackColor = Literal["purple", "blue", "orange", "white", "green", "yellow", "black", "red",
                     "gray"]

BOARD_MAPS = ("usa", "europe", "nordic")


class MapDataError(ValueError):
    """Map data that cannot be used; the message names the bad entry."""


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Board(_Frozen):
    """Size of the printed board image the city positions were read from."""

    width: int = Field(gt=0)
    height: int = Field(gt=0)


class City(_Frozen):
    """A city: `id` is the stable key, `name` is printed on the board; x, y in 0..1."""

    id: str = Field(pattern=r"^[a-z_]+$")
    name: str = Field(min_length=1)
    x: float = Field(ge=0, le=1)
    y: float = Field(ge=0, le=1)


class Track(_Frozen):
    """One track between two cities; a double route is two tracks on the same pair."""

    a: str
    b: str
    length: int = Field(ge=1, le=9)
    color: TrackColor
    tunnel: bool = False
    locomotives: int = Field(default=0, ge=0)

    @property
    def pair(self) -> tuple[str, str]:
        """The two cities in sorted order: the key of a route."""
        return (self.a, self.b) if self.a <= self.b else (self.b, self.a)

    @property
    def is_ferry(self) -> bool:
        return self.locomotives > 0

    def other(self, city: str) -> str:
        return self.b if city == self.a else self.a


class Ticket(_Frozen):
    """A destination ticket; `long` marks Europe's long routes (blue back)."""

    a: str
    b: str
    points: int = Field(gt=0)
    long: bool = False

    @property
    def name(self) -> str:
        return f"{self.a}-{self.b}"


class GameMap(_Frozen):
    """A board map with indexes for fast look-ups (built once per map)."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    id: str
    name: str
    board: Board
    cities: tuple[City, ...]
    routes: tuple[Track, ...]
    tickets: tuple[Ticket, ...]

    # Indexes, built on first use (plain attributes: fast on the engine's hot paths).

    @cached_property
    def city_ids(self) -> dict[str, City]:
        """City id -> city."""
        return {c.id: c for c in self.cities}

    @cached_property
    def _pairs(self) -> dict[tuple[str, str], list[int]]:
        pairs: dict[tuple[str, str], list[int]] = {}
        for i, t in enumerate(self.routes):
            pairs.setdefault(t.pair, []).append(i)
        return pairs

    @cached_property
    def siblings(self) -> tuple[tuple[int, ...], ...]:
        """Per track, the other tracks of its double route."""
        return tuple(tuple(s for s in self._pairs[t.pair] if s != i)
                     for i, t in enumerate(self.routes))

    @cached_property
    def neighbours(self) -> dict[str, list[tuple[int, str, int]]]:
        """City id -> (track, city at its other end, length) for every track touching it."""
        adj: dict[str, list[tuple[int, str, int]]] = {c.id: [] for c in self.cities}
        for i, t in enumerate(self.routes):
            adj[t.a].append((i, t.b, t.length))
            adj[t.b].append((i, t.a, t.length))
        return adj

    @model_validator(mode="after")
    def _check(self) -> GameMap:
        ids = [c.id for c in self.cities]
        seen: set[str] = set()
        for cid in ids:
            if cid in seen:
                raise ValueError(f"city '{cid}' is listed twice")
            seen.add(cid)
        for i, t in enumerate(self.routes):
            for end in (t.a, t.b):
                if end not in seen:
                    raise ValueError(f"route {i} ({t.a}-{t.b}): unknown city '{end}'")
            if t.a == t.b:
                raise ValueError(f"route {i} ({t.a}-{t.b}) joins a city to itself")
            if t.locomotives > t.length:
                raise ValueError(f"route {i} ({t.a}-{t.b}): more locomotive spaces than spaces")
        for i, k in enumerate(self.tickets):
            for end in (k.a, k.b):
                if end not in seen:
                    raise ValueError(f"ticket {i} ({k.a}-{k.b}): unknown city '{end}'")
        return self

    # --- look-ups -------------------------------------------------------------------

    def tracks_between(self, a: str, b: str) -> list[int]:
        """Indexes of the tracks joining two cities (either order)."""
        return self._pairs.get((a, b) if a <= b else (b, a), [])

    def sibling_tracks(self, track: int) -> tuple[int, ...]:
        """The other tracks of the same double route."""
        return self.siblings[track]

    def track_name(self, track: int) -> str:
        """Text form of a track: `a-b`, with `:colour` when it is one of a double route,
        and `:2` after it for the second of two tracks of the same colour (so every track
        has its own name and a game replays exactly from its text log)."""
        return self.track_names[track]

    @cached_property
    def track_names(self) -> tuple[str, ...]:
        """Every track's `track_name`, by track."""
        names = []
        for track, t in enumerate(self.routes):
            name = f"{t.a}-{t.b}"
            between = self.tracks_between(t.a, t.b)
            if len(between) > 1:
                name += f":{t.color}"
                same = [s for s in between if self.routes[s].color == t.color]
                if same.index(track):
                    name += f":{same.index(track) + 1}"
            names.append(name)
        return tuple(names)

    def find_track(self, text: str, taken: set[int] | frozenset[int] = frozenset()) -> int:
        """The track named `a-b` or `a-b:colour` (either city order).

        Without a colour, the first track of the pair not in `taken`. Raises KeyError with
        a short reason when the name matches no track.
        """
        name, _, color = text.strip().lower().partition(":")
        color, _, nth = color.partition(":")
        a, b = split_pair(name, self)
        tracks = self.tracks_between(a, b)
        if not tracks:
            raise KeyError(f"no route {a}-{b}")
        if color:
            chosen = [t for t in tracks if self.routes[t].color == color]
            if not chosen:
                raise KeyError(f"no {color} route {a}-{b}")
            if nth:
                n = typed_number(nth, 2)
                if n is None or not 1 <= n <= len(chosen):
                    raise KeyError(f"no {color} route {a}-{b} number {nth}")
                return chosen[n - 1]
            free = [t for t in chosen if t not in taken]
            return (free or chosen)[0]
        free = [t for t in tracks if t not in taken]
        return (free or tracks)[0]

    def find_ticket(self, text: str) -> int:
        """The ticket named `a-b` (either order). Raises KeyError when there is none."""
        a, b = split_pair(text.strip().lower(), self)
        for i, k in enumerate(self.tickets):
            if {k.a, k.b} == {a, b}:
                return i
        raise KeyError(f"no ticket {a}-{b}")

    @cached_property
    def tracks_at(self) -> dict[str, list[int]]:
        """City id -> indexes of the tracks touching it."""
        return {c: [t for t, _, _ in ns] for c, ns in self.neighbours.items()}


def split_pair(text: str, game_map: GameMap) -> tuple[str, str]:
    """Split `a-b` into two city ids, even when city ids hold no dash but names might."""
    cities = game_map.city_ids
    parts = text.split("-")
    for i in range(1, len(parts)):
        a, b = "-".join(parts[:i]), "-".join(parts[i:])
        a, b = a.strip().replace(" ", "_"), b.strip().replace(" ", "_")
        if a in cities and b in cities:
            return a, b
    if len(parts) < 2:
        raise KeyError(f"'{text}' is not two cities joined by '-'")
    bad = [p.strip() for p in (parts[0], "-".join(parts[1:])) if p.strip() not in cities]
    raise KeyError(f"unknown city '{bad[0] if bad else text}'")


def parse_map(raw: dict, source: str = "map data") -> GameMap:
    """Validate raw map JSON; MapDataError names the bad entry."""
    try:
        return GameMap.model_validate(raw)
    except ValidationError as e:
        first = e.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise MapDataError(f"{source}: {where}: {first['msg']}") from None


def packaged_json(name: str) -> dict:
    """The packaged data file `engine/data/NAME.json`."""
    text = resources.files("engine").joinpath("data", f"{name}.json").read_text("utf-8")
    return json.loads(text)


@cache
def load_map(map_id: str) -> GameMap:
    """The board map `usa`, `europe` or `nordic`. Raises KeyError for an unknown map."""
    if map_id not in BOARD_MAPS:
        raise KeyError(map_id)
    return parse_map(packaged_json(map_id), f"{map_id}.json")

