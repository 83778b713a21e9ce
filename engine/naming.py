"""Finding cities and routes by what people type: printed names or ids, any case, with or
without diacritics, spaces or dashes (`Kansas City Oklahoma City`, `zurich - munchen`,
`kansas_city-oklahoma_city:red`), and the nearest names when nothing matches."""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from .maps import GameMap

#: what separates the words of a route or city name: spaces, dashes of every kind,
#: underscores, colons, commas, brackets, dots
_SEPARATORS = re.compile(r"[\s\-‐‑‒–—_:,;()\[\]./·]+")
#: how close a typed name must be to a real one to be suggested (difflib's ratio)
CUTOFF = 0.72


def fold(text: str) -> str:
    """Lower case without accents, for matching what people type ("Kobenhavn"). A number
    sign of another script stays as it is ("²" is not "2": numbers are typed in ASCII)."""
    decomposed = "".join(c if c.isnumeric() else unicodedata.normalize("NFKD", c)
                         for c in text.casefold())
    folded = "".join(c for c in decomposed if not unicodedata.combining(c))
    return folded.replace("ø", "o").replace("æ", "ae").replace("ß", "ss").replace("ł", "l")


def words_of(text: str) -> list[str]:
    """The folded words of a text, separators dropped."""
    return [w for w in _SEPARATORS.split(fold(text)) if w]


def compact(text: str) -> str:
    """A name reduced to its folded letters and digits ("Sault St. Marie" -> saultstmarie)."""
    return "".join(words_of(text))


@dataclass(frozen=True)
class Names:
    """A map's city names in compact form, for lookups."""

    #: compact name or id -> city id
    cities: dict[str, str]
    #: the longest city name in words
    longest: int


@cache
def _names(game_map: GameMap) -> Names:
    cities: dict[str, str] = {}
    longest = 1
    for c in game_map.cities:
        for form in (c.id, c.name):
            cities[compact(form)] = c.id
            longest = max(longest, len(words_of(form)))
    return Names(cities, longest)


def find_city(game_map: GameMap, text: str) -> str | None:
    """The id of the city `text` names (printed name or id, forgiving), None if none."""
    return _names(game_map).cities.get(compact(text))


def split_route(game_map: GameMap, text: str) -> tuple[str, str, list[str]] | None:
    """The two cities a text starts with and the words after them (a colour, cards).

    `Kansas City Oklahoma City red` -> (kansas_city, oklahoma_city, [red]). The longest
    reading wins; None when the text does not start with two cities joined by a track.
    """
    names = _names(game_map)
    words = words_of(text)
    best: tuple[int, str, str] | None = None
    for i in range(1, min(names.longest, len(words)) + 1):
        a = names.cities.get("".join(words[:i]))
        if a is None:
            continue
        for j in range(i + 1, min(i + names.longest, len(words)) + 1):
            b = names.cities.get("".join(words[i:j]))
            if b is not None and game_map.tracks_between(a, b) and (best is None or j > best[0]):
                best = (j, a, b)
    if best is None:
        return None
    j, a, b = best
    return a, b, words[j:]


def near_cities(game_map: GameMap, text: str, n: int = 3) -> list[str]:
    """Ids of the cities whose names are closest to `text`, best first."""
    names = _names(game_map).cities
    found = difflib.get_close_matches(compact(text), list(names), n=n * 2, cutoff=CUTOFF)
    out: list[str] = []
    for key in found:
        if names[key] not in out:
            out.append(names[key])
    return out[:n]


@cache
def _route_keys(game_map: GameMap) -> dict[str, tuple[str, str]]:
    """Every spelling of every city pair joined by a track (both orders, names and ids)."""
    keys: dict[str, tuple[str, str]] = {}
    for r in game_map.routes:
        ca, cb = game_map.city_ids[r.a], game_map.city_ids[r.b]
        for x, y in ((ca, cb), (cb, ca)):
            for fx in {compact(x.id), compact(x.name)}:
                for fy in {compact(y.id), compact(y.name)}:
                    keys.setdefault(fx + fy, (x.id, y.id))
    return keys


def near_routes(game_map: GameMap, text: str, n: int = 3) -> list[tuple[str, str]]:
    """City pairs joined by a track whose names are closest to `text`, best first."""
    keys = _route_keys(game_map)
    head = compact(text)
    found = difflib.get_close_matches(head, list(keys), n=n * 4, cutoff=CUTOFF)
    out: list[tuple[str, str]] = []
    for key in found:
        pair = keys[key]
        if pair not in out and pair[::-1] not in out:
            out.append(pair)
    return out[:n]
