"""Dealing the cards one player has not seen, for both games' `determinize`."""

from __future__ import annotations

from .cards import Cards, add, contains, count_cards, expand, remove, total
from .rng import RandomStream


def unseen_pool(every: Cards, seen: Cards, rng: RandomStream) -> list[str]:
    """The cards of the game (`every`) that are not among the `seen` ones, shuffled.
    ValueError when more cards were seen than the game has."""
    unseen = dict(every)
    if not contains(unseen, seen):
        raise ValueError("the view shows more cards than the game has")
    remove(unseen, seen)
    pool = expand(unseen)
    rng.shuffle(pool)
    return pool


def hand_from(known: Cards, held: int, pool: list[str]) -> Cards:
    """A hand of `held` cards: the `known` ones and the rest taken off the pool's front."""
    hidden = held - total(known)
    hand = dict(known)
    add(hand, count_cards(pool[:hidden]))
    del pool[:hidden]
    return hand
