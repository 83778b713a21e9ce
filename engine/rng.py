"""The random source that lives in a game's state.

A game's randomness is its seed plus a counter of how many random steps it has taken.
Each step derives its numbers from (seed, step) with BLAKE2b, so a saved game continues
exactly as the unsaved one would, on any machine and Python version.
"""

from __future__ import annotations

import hashlib
from typing import Protocol, TypeVar

T = TypeVar("T")


class Seeded(Protocol):
    """A game state that carries its random source: a seed and the steps taken."""

    seed: int | str
    rng_step: int


class RandomStream:
    """Uniform integers for one random step, derived from a seed and a step number."""

    def __init__(self, seed: int | str, step: int) -> None:
        self._key = f"{seed}:{step}".encode()
        self._block = 0
        self._buffer = b""

    def _bits64(self) -> int:
        if len(self._buffer) < 8:
            self._buffer += hashlib.blake2b(
                self._key + b":" + str(self._block).encode(), digest_size=64
            ).digest()
            self._block += 1
        value, self._buffer = int.from_bytes(self._buffer[:8], "big"), self._buffer[8:]
        return value

    def below(self, n: int) -> int:
        """A uniform integer in range(n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            v = self._bits64()
            if v < limit:
                return v % n

    def shuffle(self, items: list[T]) -> None:
        """Shuffle `items` in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T]) -> T:
        """One of `items`, uniformly."""
        return items[self.below(len(items))]


def next_stream(state: Seeded) -> RandomStream:
    """The next random step of a game (advances the state's counter)."""
    stream = RandomStream(state.seed, state.rng_step)
    state.rng_step += 1
    return stream
