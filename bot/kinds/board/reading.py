"""Reading what a player typed for a board-game move: routes and cities by their printed
names (any case, without diacritics, with spaces), cards in any of our languages, the
payment optional; a "did you mean" when a name is nearly right."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine import (
    Cards,
    GameMap,
    GameState,
    RuleError,
    closed_tracks,
    find_city,
    fold,
    map_of,
    near_cities,
    near_routes,
    payment_color,
    rules_of,
    split_route,
    typed_number,
)

from ...i18n.card_words import WITH_WORDS, card_word, card_words, near_cards


def words(value: Any) -> list[str]:
    """The words of an argument (a text, or a list of texts)."""
    if value is None:
        return []
    items = value if isinstance(value, list | tuple) else [value]
    return [w for item in items for w in str(item).replace(",", " ").split()]


def unknown_card(word: str) -> RuleError:
    return RuleError("unknown_card", card=word, near_cards=near_cards(word))


def colour_arg(value: Any) -> str | None:
    """The card kind a colour argument names (None when empty)."""
    text = " ".join(words(value))
    if not text or fold(text) in WITH_WORDS:  # `station wien with 2 red` on the console
        return None
    kind = card_word(text)
    if kind is None or kind == "deck":
        raise unknown_card(text)
    return kind


def cards_arg(value: Any) -> Cards | None:
    """Exact cards to pay (`2 red 1 locomotive`, `with 2 červené`), None when empty."""
    parts = words(value)
    if parts and fold(parts[0]) in WITH_WORDS:
        parts = parts[1:]
    if not parts:
        return None
    try:
        return card_words(parts) or None
    except ValueError as e:
        raise unknown_card(str(e)) from None


def draw_arg(value: Any) -> str:
    """What a draw takes: a card kind, or "deck"."""
    text = " ".join(words(value))
    if not text:
        raise RuleError("missing_argument", argument="card")
    kind = card_word(text)
    if kind is None:
        raise unknown_card(text)
    return kind


def city_arg(game_map: GameMap, value: Any) -> str:
    """The id of the city an argument names."""
    text = " ".join(words(value))
    if not text:
        raise RuleError("missing_argument", argument="city")
    found = find_city(game_map, text)
    if found is None:
        raise RuleError("unknown_city", city=text, near_cities=near_cities(game_map, text))
    return found


#: the beginnings of the words for a gray track, in every language (folded)
GRAY_WORDS = ("gray", "grey", "sed", "szar", "szurke")


def _payment(rest: list[str]) -> tuple[str | None, int, str | None, Cards | None]:
    """The track colour, which track of that colour (1 for the first), payment colour
    and cards written after a route: `[colour [n]] [with] [cards]` (gray names a track,
    never a payment)."""
    track_colour = colour = None
    nth = 1
    rest = ["with" if w in WITH_WORDS else w for w in rest]
    track_no = typed_number(rest[1], 2) if len(rest) == 2 else None
    if track_no is not None and not rest[0][:1].isdigit():  # `a-b:gray:2`
        nth, rest = track_no, rest[:1]
    if rest and rest[0] != "with" and (len(rest) == 1 or rest[1] == "with"
                                       or rest[1][:1].isdigit()):
        if rest[0].startswith(GRAY_WORDS):
            track_colour = "gray"
        else:
            colour = track_colour = card_word(rest[0])
            if colour is None or colour == "deck":
                raise unknown_card(rest[0])
        rest = rest[1:]
    return track_colour, nth, colour, cards_arg(rest)


def _track(state: GameState, seat: int, game_map: GameMap, a: str, b: str,
           colour: str | None, nth: int, cards: Cards | None) -> int:
    """Which track of the pair is meant: the `nth` of the named colour when there are
    several; else a free one the seat may claim first, then the one of the named colour,
    then one the cards pay for."""
    tracks = game_map.tracks_between(a, b)
    same = [t for t in tracks if game_map.routes[t].color == colour]
    if nth > 1 and len(same) >= nth:
        return same[nth - 1]
    closed = closed_tracks(state, game_map, seat)
    free = [t for t in tracks if t not in state.owners and t not in closed] or [
        t for t in tracks if t not in state.owners] or tracks
    if colour is not None:
        coloured = [t for t in free if game_map.routes[t].color == colour]
        if coloured:
            return coloured[0]
    if cards:
        rules = rules_of(state)
        paid = [t for t in free if payment_color(rules, game_map.routes[t], cards) is not False]
        if paid:
            return paid[0]
    return free[0]


def route_arg(state: GameState, seat: int, args: Mapping[str, Any]
              ) -> tuple[int, str | None, Cards | None]:
    """The track, payment colour and exact cards of a claim, from its arguments: the
    route's words may spill into the others (the console splits on spaces)."""
    game_map = map_of(state)
    text = " ".join(words(args.get("route")))
    if not text:
        raise RuleError("missing_argument", argument="route")
    spilled = [*words(args.get("color")), *words(args.get("cards"))]
    whole = " ".join([text, *spilled])
    found = split_route(game_map, whole)
    if found is None:
        near = near_routes(game_map, text) or near_routes(game_map, whole)
        raise RuleError("unknown_route", route=whole, near_routes=[list(p) for p in near])
    a, b, rest = found
    track_colour, nth, colour, cards = _payment(rest)
    return _track(state, seat, game_map, a, b, track_colour, nth, cards), colour, cards
