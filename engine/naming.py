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
#: the most words a list of city names is read from (a keep of five tickets has ~30)
MAX_NAME_WORDS = 64
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


#: words written short or long in city names (folded): `St Louis` is Saint Louis
_SHORT_WORDS = {"saint": "st", "st": "saint", "sankt": "st", "sainte": "ste", "ste": "sainte"}


def _forms(game_map: GameMap, city: str) -> set[str]:
    """Every compact spelling of a city: its id, its printed name, and those with a
    word written short or long (`saint` / `st`)."""
    c = game_map.city_ids[city]
    out = set()
    for form in (c.id, c.name):
        words = words_of(form)
        out.add("".join(words))
        out.add("".join(_SHORT_WORDS.get(w, w) for w in words))
    return out


@cache
def _names(game_map: GameMap) -> Names:
    cities: dict[str, str] = {}
    longest = 1
    for c in game_map.cities:
        for form in _forms(game_map, c.id):
            cities[form] = c.id
        longest = max(longest, len(words_of(c.id)), len(words_of(c.name)))
    return Names(cities, longest)


def split_cities(game_map: GameMap, text: str, count: int | None = None,
                 joined: bool = False) -> tuple[list[str], list[str]] | None:
    """The cities a text starts with (`count` of them, or as many as there are) and the
    words after them: `Los Angeles - Miami Denver El Paso` -> ([los_angeles, miami,
    denver, el_paso], []). With `joined`, each pair must be joined by a track. The
    reading using the most words wins; None when the text starts with fewer cities."""
    names = _names(game_map)
    words = words_of(text)
    if count is None and len(words) > MAX_NAME_WORDS:
        return None
    memo: dict[tuple[int, int, str | None], tuple[int, tuple[str, ...]] | None] = {}

    def read(i: int, n: int, last: str | None) -> tuple[int, tuple[str, ...]] | None:
        """The best reading of words[i:] after n cities (the last one `last`): where it
        ends and the cities read."""
        key = (i, n, last if joined and n % 2 else None)
        if key in memo:
            return memo[key]
        best: tuple[int, tuple[str, ...]] | None = None
        if count is None or n == count:
            best = (i, ())
        if n != count:
            for j in range(i + 1, min(i + names.longest, len(words)) + 1):
                city = names.cities.get("".join(words[i:j]))
                if city is None or (joined and n % 2 == 1
                                    and not game_map.tracks_between(last or "", city)):
                    continue
                got = read(j, n + 1, city)
                if got is not None and (best is None or got[0] > best[0]):
                    best = (got[0], (city, *got[1]))
        memo[key] = best
        return best

    found = read(0, 0, None)
    if found is None or not found[1]:
        return None
    return list(found[1]), words[found[0]:]


def find_city(game_map: GameMap, text: str) -> str | None:
    """The id of the city `text` names (printed name or id, forgiving), None if none."""
    return _names(game_map).cities.get(compact(text))


def split_route(game_map: GameMap, text: str) -> tuple[str, str, list[str]] | None:
    """The two cities a text starts with and the words after them (a colour, cards).

    `Kansas City Oklahoma City red` -> (kansas_city, oklahoma_city, [red]). The longest
    reading wins; None when the text does not start with two cities joined by a track.
    """
    found = split_cities(game_map, text, 2, joined=True)
    if found is None:
        return None
    (a, b), rest = found
    return a, b, rest


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
        for x, y in ((r.a, r.b), (r.b, r.a)):
            for fx in _forms(game_map, x):
                for fy in _forms(game_map, y):
                    keys.setdefault(fx + fy, (x, y))
    return keys


def near_routes(game_map: GameMap, text: str, n: int = 3) -> list[tuple[str, str]]:
    """City pairs joined by a track whose names are closest to `text`, best first."""
    keys = _route_keys(game_map)
    head = compact(text)
    found = difflib.get_close_matches(head, list(keys), n=n * 4, cutoff=CUTOFF)
    pairs = [keys[key] for key in found]
    words = words_of(text)
    for i in range(1, len(words)):  # each half near a city: `Berln Wein`
        for j in range(i + 1, len(words) + 1):
            pairs += [(a, b) for a in near_cities(game_map, " ".join(words[:i]))
                      for b in near_cities(game_map, " ".join(words[i:j]))
                      if game_map.tracks_between(a, b)]
    out: list[tuple[str, str]] = []
    for pair in pairs:
        if pair not in out and pair[::-1] not in out:
            out.append(pair)
    return out[:n]
