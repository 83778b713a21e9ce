"""Card words as players type them, in any of our languages: `2 červené`, `2 czerwone`,
`2 piros`, `red`, `loco`; and the nearest card for a word that is none ("pink")."""

from __future__ import annotations

import difflib
import re

from engine import CARD_KINDS, MAX_COUNT_DIGITS, Cards, fold, typed_number

from . import cs, en, hu, pl

#: card kind (or "deck") -> the beginnings of its words, every language together
_STEMS: tuple[tuple[str, str], ...] = tuple(
    (stem, kind) for module in (en, cs, pl, hu) for kind, stems in module.CARD_WORDS.items()
    for stem in stems)
#: the beginnings of the words for a card itself ("cards", "karty")
_NOUNS: tuple[str, ...] = tuple(n for module in (en, cs, pl, hu) for n in module.CARD_NOUNS)
#: words people use for a card that is not quite its name (the purple cards look pink)
_LOOKALIKES = {"pink": "purple", "violet": "purple", "magenta": "purple", "lilac": "purple",
               "ruzov": "purple", "rozow": "purple", "rozsaszin": "purple",
               "engine": "locomotive", "train": "locomotive", "any": "locomotive"}
#: the word before exact cards, in each language: en with, cs/pl za, hu ezzel
WITH_WORDS = frozenset({"with", "za", "ezzel"})
#: "none" (keep no ticket), folded, in each language: cs žádnou/nic, pl żadnego/nic,
#: hu semmit/egyet sem
NONE_WORDS = frozenset({"none", "zadnou", "zadne", "nic", "zadnego", "zaden", "semmit",
                        "semmi", "egyet sem", "egyiket sem"})
#: words joining amounts ("1 green and 2 locomotives"), folded: en and, cs a, pl i, hu és
JOIN_WORDS = frozenset({"and", "a", "i", "es", "&", "+"})
_NUMBER = re.compile(r"^(\d+)x?$")  # read by typed_number: "²" and "٣" are refused


def card_word(word: str) -> str | None:
    """The card kind (or "deck") a word names in any language, None if it names none."""
    w = fold(word).strip(".,;")
    if len(w) < 3 or not w.isalpha():
        return None
    for stem, kind in _STEMS:
        if w.startswith(stem):
            return kind
    return None


def card_words(words: list[str]) -> Cards:
    """Cards from words such as `2 červené 1 lokomotiva` or `red red loco`.

    Raises ValueError with the first word that is neither a number nor a card.
    """
    counts: Cards = {}
    pending: int | None = None
    for word in words:
        number = _NUMBER.match(word.strip(",").lower())
        if number:
            pending = typed_number(number[1], MAX_COUNT_DIGITS)  # no hand holds 1000 cards
            if pending is None:
                raise ValueError(word)
            continue
        if fold(word).startswith(_NOUNS) or (pending is None and counts
                                             and fold(word).strip(",") in JOIN_WORDS):
            continue
        kind = card_word(word)
        if kind is None or kind == "deck":
            raise ValueError(word)
        counts[kind] = counts.get(kind, 0) + (1 if pending is None else pending)
        pending = None
    if pending is not None:
        raise ValueError(str(pending))
    return {c: n for c, n in counts.items() if n}


def near_cards(word: str) -> list[str]:
    """Card kinds a mistyped or look-alike word probably meant, best first."""
    w = fold(word)
    for start, kind in _LOOKALIKES.items():
        if w.startswith(start):
            return [kind]
    heads = {stem: kind for stem, kind in _STEMS if kind in CARD_KINDS}
    found = difflib.get_close_matches(w[:max(len(s) for s in heads)], list(heads), n=6,
                                      cutoff=0.6)
    out: list[str] = []
    for stem in found:
        if heads[stem] not in out:
            out.append(heads[stem])
    return out[:3]
