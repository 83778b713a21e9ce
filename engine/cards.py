"""Train card colours and card counts, shared by every game."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import StrEnum

from .number_reader import typed_number


class Color(StrEnum):
    """A train card colour; LOCOMOTIVE is the multicoloured wild card."""

    PURPLE = "purple"
    BLUE = "blue"
    ORANGE = "orange"
    WHITE = "white"
    GREEN = "green"
    YELLOW = "yellow"
    BLACK = "black"
    RED = "red"
    LOCOMOTIVE = "locomotive"


LOCOMOTIVE: str = Color.LOCOMOTIVE.value
#: The eight ordinary colours in the order the printed games list them (plain strings).
COLORS: tuple[str, ...] = tuple(c.value for c in Color if c is not Color.LOCOMOTIVE)
#: Every card kind, ordinary colours first.
CARD_KINDS: tuple[str, ...] = (*COLORS, LOCOMOTIVE)

#: A multiset of cards: colour -> how many (zero counts are left out).
Cards = dict[str, int]

#: each card kind's place in CARD_KINDS (the order cards are listed and discarded in)
_ORDER = {c: i for i, c in enumerate(CARD_KINDS)}


def _in_order(cards: Mapping[str, int]) -> list[str]:
    """The kinds of a multiset in card-kind order (unknown kinds last)."""
    return sorted(cards, key=lambda c: _ORDER.get(c, 99))


def count_cards(cards: Iterable[str]) -> Cards:
    """The multiset of a list of cards, kinds in the order first met (a plain loop:
    three times quicker than a Counter on the few cards a hand or a ticket holds)."""
    out: Cards = {}
    for c in cards:
        out[c] = out.get(c, 0) + 1
    return out


def total(cards: Mapping[str, int]) -> int:
    """How many cards a multiset holds."""
    return sum(cards.values())


def contains(hand: Mapping[str, int], cards: Mapping[str, int]) -> bool:
    """Whether `hand` holds every card of `cards`."""
    return all(hand.get(c, 0) >= n for c, n in cards.items())


def add(hand: dict[str, int], cards: Mapping[str, int]) -> None:
    """Put `cards` into `hand` (in place)."""
    for c, n in cards.items():
        if n:
            hand[c] = hand.get(c, 0) + n


def remove(hand: dict[str, int], cards: Mapping[str, int]) -> None:
    """Take `cards` out of `hand` (in place); the caller has checked `contains`."""
    for c, n in cards.items():
        if n:
            left = hand[c] - n
            if left:
                hand[c] = left
            else:
                del hand[c]


def spend(hand: dict[str, int], known: dict[str, int], cards: Mapping[str, int]) -> None:
    """Take played cards out of a hand (in place; the caller has checked `contains`) and
    out of `known`, the cards of it everyone knows about (taken face up): those go
    first, as far as anyone can tell."""
    remove(hand, cards)
    for c, n in cards.items():
        if c in known:
            left = known[c] - n
            if left > 0:
                known[c] = left
            else:
                del known[c]


def expand(cards: Mapping[str, int]) -> list[str]:
    """The multiset as a list, in card-kind order."""
    if len(cards) == 1:
        for c, n in cards.items():
            return [c] * n
    return [c for c in _in_order(cards) for _ in range(cards[c])]


def format_cards(cards: Mapping[str, int]) -> str:
    """Text form of a multiset: `2 red 1 locomotive`."""
    return " ".join(f"{cards[c]} {c}" for c in _in_order(cards) if cards[c])


def one_by_one(cards: Mapping[str, int]) -> list[str]:
    """The cards one at a time in the fixed card order (how paid cards go to the discard
    pile, so a game replays the same from its text log whatever order a payment was
    written in)."""
    return expand(cards)


def lacking(hand: Mapping[str, int], cards: Mapping[str, int]) -> Cards:
    """The cards of `cards` that `hand` does not hold."""
    return {c: n - hand.get(c, 0) for c, n in cards.items() if n > hand.get(c, 0)}


#: the most digits a typed card count may have (no hand holds a thousand cards)
MAX_COUNT_DIGITS = 3


def parse_cards(words: list[str]) -> Cards:
    """Parse `2 red 1 locomotive` (or `red red locomotive`) into a multiset.

    Raises ValueError naming the word it does not understand.
    """
    counts: Cards = {}
    pending: int | None = None
    for word in words:
        w = word.strip().lower().rstrip(",")
        if not w:
            continue
        if w[0].isdigit():  # a count: ASCII digits, a few at most (not "²", "٣" nor 9999)
            pending = typed_number(w, MAX_COUNT_DIGITS)
            if pending is None:
                raise ValueError(word)
            continue
        if w in ("loco", "locomotives", "locos", "wild"):
            w = LOCOMOTIVE
        if w not in CARD_KINDS:
            raise ValueError(word)
        counts[w] = counts.get(w, 0) + (pending if pending is not None else 1)
        pending = None
    if pending is not None:
        raise ValueError(str(pending))
    return {c: n for c, n in counts.items() if n}


#: other words a player may type for a card to draw
DRAW_WORDS = {"blind": "deck", "top": "deck", "loco": "locomotive", "wild": "locomotive"}


def parse_draw_word(word: str) -> str:
    """What `draw WORD` takes: a card kind face up, or `deck` (blind). Raises ValueError
    for a word that names neither."""
    card = word.strip().lower()
    card = DRAW_WORDS.get(card, card)
    if card != "deck" and card not in CARD_KINDS:
        raise ValueError(word)
    return card
