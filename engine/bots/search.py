"""Determinized look-ahead, the same for every game: try each candidate move in the
same sampled worlds, keep the one with the best average outcome.

Anytime: it stops once `clock()` passes the deadline (after at least one world), or
after a fixed number of worlds when no clock is given, so the same inputs then give
the same move. The first candidate is the plain player's own choice; another must beat
it by `margin` points on average to replace it, so the search's noise cannot undo a
sound plan.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

A = TypeVar("A")
S = TypeVar("S")


@dataclass
class Budget:
    """How long a search may run: until `clock()` reaches `deadline`, or `worlds`."""

    clock: Callable[[], float] | None
    deadline: float
    worlds: int | None

    def spent(self, done: int) -> bool:
        if self.worlds is not None and done >= self.worlds:
            return True
        return self.clock is not None and done > 0 and self.clock() >= self.deadline

    def out_of_time(self, done: int) -> bool:
        return self.clock is not None and done > 0 and self.clock() >= self.deadline


class Searcher:
    """A searching player's think time: `think_ms` by `clock` (seconds), or a fixed
    number of `worlds` (the same move every time); without either, `default_worlds`."""

    name = "hard"
    default_worlds = 4
    #: the plain player the search asks for moves and plays its worlds with
    plain: Callable[[], Any]

    def __init__(self, think_ms: float = 1000.0, clock: Callable[[], float] | None = None,
                 worlds: int | None = None) -> None:
        self.think_ms = think_ms
        self.clock = clock
        self.worlds = worlds if worlds is not None or clock is not None \
            else self.default_worlds
        self.normal = self.plain()

    def budget(self) -> Budget:
        """The budget of a search starting now."""
        started = self.clock() if self.clock else 0.0
        return Budget(self.clock, started + self.think_ms / 1000.0, self.worlds)


@dataclass
class Outcome(Generic[A]):
    """The move found, its index among the candidates, and how many worlds were tried."""

    action: A
    index: int
    worlds: int


def best_move(candidates: Sequence[A], sample: Callable[[int], S], copy: Callable[[S], S],
              play_out: Callable[[S, A], float], budget: Budget, margin: float) -> Outcome[A]:
    """Average each candidate's `play_out` over worlds `sample(0)`, `sample(1)`, ...
    (each candidate plays its own `copy` of world i)."""
    totals = [0.0] * len(candidates)
    done = 0
    while not budget.spent(done):
        values = []
        world = sample(done)
        for action in candidates:
            if budget.out_of_time(done):
                break
            values.append(play_out(copy(world), action))
        if len(values) < len(candidates):
            break
        for i, v in enumerate(values):
            totals[i] += v
        done += 1
    if not done:
        return Outcome(candidates[0], 0, 0)
    totals[0] += margin * done
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    return Outcome(candidates[best], best, done)
