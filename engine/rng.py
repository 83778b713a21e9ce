"""The random source that lives in a game's state.

A game's randomness is its seed plus a counter of how many random steps it has taken.
Each step derives its numbers from (seed, step) with BLAKE2b, so a saved game continues
exactly as the unsaved one would, on any machine and Python version: block b of step s
is BLAKE2b-512 of `seed:s:b`, read as eight big-endian 64-bit words, used in order.
"""

from __future__ import annotations

import struct
from hashlib import blake2b
from typing import Protocol, TypeVar

T = TypeVar("T")

#: a block's 64 bytes as eight big-endian 64-bit words
_WORDS = struct.Struct(">8Q").unpack
_SPAN = 1 << 64
#: per small bound n, the largest multiple of n that 64 bits hold (draws at or above it
#: are drawn again, so that every value below n is equally likely)
_LIMITS: tuple[int, ...] = (0, *(_SPAN - _SPAN % n for n in range(1, 4096)))
#: the first blocks' numbers as they end a block's key
_BLOCK_TAGS: tuple[bytes, ...] = tuple(b"%d" % b for b in range(64))


class Seeded(Protocol):
    """A game state that carries its random source: a seed and the steps taken."""

    seed: int | str
    rng_step: int


class RandomStream:
    """Uniform integers for one random step, derived from a seed and a step number."""

    __slots__ = ("_key", "_block", "_words", "_next")

    def __init__(self, seed: int | str, step: int | str) -> None:
        self._key = f"{seed}:{step}:".encode()
        self._block = 0
        self._words: tuple[int, ...] = ()
        self._next = 8

    def _refill(self) -> tuple[int, ...]:
        """The stream's next block of eight words (and the first of them next to use)."""
        block = self._block
        tag = _BLOCK_TAGS[block] if block < 64 else b"%d" % block
        # (blake2b's digest is 64 bytes unless told otherwise: BLAKE2b-512)
        words = self._words = _WORDS(blake2b(self._key + tag).digest())
        self._block = block + 1
        self._next = 0
        return words

    def below(self, n: int) -> int:
        """A uniform integer in range(n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMITS[n] if n < 4096 else _SPAN - _SPAN % n
        while True:
            i = self._next  # the next 64 bits: the next word of the block, or a new block
            if i == 8:
                words = self._refill()
                i = 0
            else:
                words = self._words
            self._next = i + 1
            v = words[i]
            if v < limit:
                return v % n

    def shuffle(self, items: list[T]) -> None:
        """Shuffle `items` in place (Fisher-Yates: for each place from the last, a
        `below(place + 1)` to swap it with)."""
        words, k = self._words, self._next  # (`below`, written out: decks are long)
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS[n] if n < 4096 else _SPAN - _SPAN % n
            while True:
                if k == 8:
                    words, k = self._refill(), 0
                v = words[k]
                k += 1
                if v < limit:
                    break
            j = v % n
            items[i], items[j] = items[j], items[i]
        self._next = k

    def choice(self, items: list[T]) -> T:
        """One of `items`, uniformly."""
        return items[self.below(len(items))]


def next_stream(state: Seeded) -> RandomStream:
    """The next random step of a game (advances the state's counter)."""
    stream = RandomStream(state.seed, state.rng_step)
    state.rng_step += 1
    return stream
