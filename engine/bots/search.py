"""Determinized look-ahead, the same for every game: try each candidate move in the
same sampled worlds, keep the one with the best average outcome.

Anytime: it stops once `clock()` passes the deadline (after at least one world), or
after a fixed number of worlds when no clock is given, so the same inputs then give
the same move. The first candidate is the plain player's own choice; another must beat
it by `margin` points on average to replace it, so the search's noise cannot undo a
sound plan. It also stops early once the answer is settled: after `SETTLE_WORLDS`
worlds, when the leading move beats every other in the same worlds by `SURE` standard
errors (most turns: no other move comes near the plain one), so a clear turn is
answered at once and the think time goes to close ones. A search by the clock with
`reserve` moves does not stop there: it brings in the next reserve move, plays it in
the worlds already tried, and goes on, so the think time a settled answer leaves goes
to moves the first candidates left out. A search that prunes (the Card Game's, which
never settles) drops a move far behind after a few worlds and spends the rest on the
close ones. A search the clock stops before `least` worlds keeps the plain move: over a
couple of worlds the best of many candidates is the luckiest, not the best. The worlds
deal each seat from its own streams of the decks (`draw_streams`), so that two moves
compared in one world meet the same cards.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from ..api import Player, Rules
from ..rng import RandomStream
from .draw_streams import drawing

#: worlds tried before a search may stop early
SETTLE_WORLDS = 8
#: standard errors by which the leading move must beat each other one to stop early
SURE = 2.5
#: worlds tried before a search with `prune` drops a candidate
PRUNE_WORLDS = 5
#: worlds a search by the clock must have tried before another move may replace the
#: plain one, passed as `least` by the searching players (not by the board games' ticket
#: choice: behind its flat 6-point margin it gains as much on about 3 worlds at 0.3 s as
#: at 1 s). Board games: near the end up to 17 candidates share the think time, and at
#: 0.3 s 35 of 84 Nordic end searches had tried at most 3 worlds, where the luckiest
#: candidate wins (35 of the 84 left `normal`'s move). `hard` searching only near the
#: end at 0.3 s against `normal`, seeds 700000, game by game against no such floor:
#: Nordic 200 games +3.5 +- 1.1 points of final lead (the search at 1 s gained +3.4 +-
#: 1.0 over it at 0.3 s; 8 worlds: +3.2 +- 1.2), Europe 3 players 150 games -0.8 +- 0.8,
#: USA 150 games -0.4 +- 0.9; at 1 s, 1 of 86 Nordic end searches tried fewer than 5
#: worlds, and none of 29 on Europe with 3 players. The whole of `hard` at 0.3 s against
#: `normal`, Nordic, 120 games from seed 720000: 72 won (lead +7.0) where it won 56
#: (lead -3.5) without the floor, +10.5 +- 3.0 game by game. The Card Game (half its
#: moves try 7 worlds or fewer at 0.3 s), against `normal` at 0.3 s, 160 games from seed
#: 730000: 96 won, lead +16.5, where without it 89 won, +12.2; +4.2 +- 5.2 game by game,
#: within the noise
LEAST_WORLDS = 5

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
              play_out: Callable[[S, A], float], budget: Budget, margin: float,
              settle: bool = True, paired: float | None = None,
              reserve: Sequence[A] = (), least: int = 0,
              prune: float | None = None) -> Outcome[A]:
    """Average each candidate's `play_out` over worlds `sample(0)`, `sample(1)`, ...
    (each candidate plays its own `copy` of world i); with `settle`, stop early once
    the answer is settled, unless the clock leaves time for a `reserve` move (then
    that one joins the candidates). With `prune`, a candidate other than the plain one
    that the leader beats by `prune` standard errors after PRUNE_WORLDS worlds is
    tried no more, so the worlds left go to the close ones (when only the plain move
    is left, as when settled). With `paired`, another move replaces the plain one
    only when its gain over it in the same worlds passes `margin` by `paired` standard
    errors of the world-by-world difference; and only after `least` worlds (or all
    the worlds of a budget of fewer)."""
    candidates, waiting = list(candidates), list(reserve)
    values: list[list[float]] = [[] for _ in candidates]
    alive = list(range(len(candidates)))
    worlds: list[S] = []
    done = 0
    while not budget.spent(done):
        world = sample(done)
        row = []
        for i in alive:
            if budget.out_of_time(done):
                break
            row.append(play_out(copy(world), candidates[i]))
        if len(row) < len(alive):
            break
        for i, v in zip(alive, row, strict=True):
            values[i].append(v + (margin if i == 0 else 0.0))
        done += 1
        if waiting:
            worlds.append(world)
        if prune is not None and done >= PRUNE_WORLDS:
            alive = _unbeaten(values, alive, prune)
        if settle and done >= SETTLE_WORLDS and _settled(values, alive) or alive == [0]:
            if budget.clock is None or not waiting:
                break
            action = waiting.pop(0)
            column = _column(action, worlds, copy, play_out, budget)
            if column is None:
                break
            alive.append(len(candidates))
            candidates.append(action)
            values.append(column)
    if not done:
        return Outcome(candidates[0], 0, 0)
    best = _leader(values, alive)
    enough = least if budget.worlds is None else min(least, budget.worlds)
    if best and (done < enough
                 or paired is not None and not _beats(values[best], values[0], paired)):
        best = 0
    return Outcome(candidates[best], best, done)


def _column(action: A, worlds: list[S], copy: Callable[[S], S],
            play_out: Callable[[S, A], float], budget: Budget) -> list[float] | None:
    """`action` played in each of the worlds tried so far; None when time runs out."""
    column = []
    for world in worlds:
        if budget.out_of_time(len(worlds)):
            return None
        column.append(play_out(copy(world), action))
    return column


def _beats(move: list[float], plain: list[float], sure: float) -> bool:
    """Whether `move` beats `plain` (its margin already added) by `sure` standard
    errors of their world-by-world difference (never on a single world)."""
    n = len(move)
    if n < 2:
        return False
    gaps = [a - b for a, b in zip(move, plain, strict=True)]
    mean = sum(gaps) / n
    spread = math.sqrt(sum((g - mean) ** 2 for g in gaps) / (n - 1))
    return mean > sure * spread / math.sqrt(n)


def _leader(values: list[list[float]], alive: list[int]) -> int:
    """The candidate still tried with the highest total (the earlier one on a tie)."""
    return max(alive, key=lambda i: (sum(values[i]), -i))


def _settled(values: list[list[float]], alive: list[int]) -> bool:
    """Whether the leading candidate beats every other still tried, world by world,
    by SURE standard errors of the difference."""
    lead = _leader(values, alive)
    return all(_beats(values[lead], values[i], SURE) for i in alive if i != lead)


def _unbeaten(values: list[list[float]], alive: list[int], sure: float) -> list[int]:
    """The candidates still worth trying: the plain one, and each other the leader
    does not beat by `sure` standard errors in the same worlds."""
    lead = _leader(values, alive)
    return [i for i in alive
            if i == 0 or i == lead or not _beats(values[lead], values[i], sure)]


def play_out(rules: Rules, world: Any, seat: int, action: Any, player: Player,
             stop: Callable[[int, int], bool]) -> bool:
    """Play `action` for `seat` in a sampled world, then `player` in every seat until the
    game ends or `stop(turns, moves)` (turns completed and moves made since) says so,
    each seat drawing from its own streams when the world has them (`draw_streams`);
    False when the world proves impossible (a move the rules refuse, say)."""
    try:
        drawing(world, seat)
        rules.apply(world, seat, action)
        begun = world.turn
        moves = 0
        while (who := rules.to_act(world)) is not None and not stop(world.turn - begun, moves):
            move = player.choose(rules.bot_view(world, who), rules.legal(world, who),
                                 RandomStream(world.seed, moves))
            drawing(world, who)
            rules.apply(world, who, move)
            moves += 1
    except Exception:  # noqa: BLE001 - an impossible sampled world says nothing
        return False
    return True
