"""The searching players' look-ahead (`engine.bots.search.best_move`): the plain
player's move stands unless another beats it by the margin, a search whose answer is
settled stops early instead of spending its whole think time, and one that prunes
spends its worlds on the moves still in the running."""

from __future__ import annotations

from engine.bots.search import PRUNE_WORLDS, SETTLE_WORLDS, Budget, best_move
from engine.rng import RandomStream

WORLDS = 200


def search(gains: dict[str, float], noise: float, margin: float = 10.0, settle: bool = True,
           paired: float | None = None):
    """best_move over candidates worth `gains` (points of final lead) plus noise that
    differs world by world and move by move."""
    rng = RandomStream("search", 0)

    def play_out(world: int, action: str) -> float:
        return gains[action] + noise * (rng.below(2001) - 1000) / 1000

    return best_move(list(gains), lambda i: i, lambda w: w, play_out,
                     Budget(clock=None, deadline=0.0, worlds=WORLDS), margin, settle, paired)


def test_a_clearly_better_move_replaces_the_plain_one_and_the_search_stops_early() -> None:
    found = search({"plain": 0.0, "better": 40.0, "worse": -20.0}, noise=5.0)
    assert found.action == "better"
    assert found.worlds == SETTLE_WORLDS


def test_a_clear_plain_move_is_kept_at_once() -> None:
    found = search({"plain": 0.0, "other": -5.0}, noise=5.0)
    assert (found.action, found.worlds) == ("plain", SETTLE_WORLDS)


def test_a_close_call_goes_on_searching() -> None:
    # 'other' gains just the margin: a coin flip the noise cannot settle quickly
    found = search({"plain": 0.0, "other": 10.0}, noise=60.0, margin=10.0)
    assert found.worlds > 4 * SETTLE_WORLDS


def test_a_gain_smaller_than_the_margin_never_replaces_the_plain_move() -> None:
    found = search({"plain": 0.0, "other": 6.0}, noise=0.0)
    assert found.action == "plain"


def test_a_search_told_not_to_settle_uses_its_whole_budget() -> None:
    # the Card Game's search: stopping early played worse there
    found = search({"plain": 0.0, "better": 40.0}, noise=5.0, settle=False)
    assert (found.action, found.worlds) == ("better", WORLDS)


def test_a_paired_search_takes_a_sure_gain_below_the_old_flat_margin() -> None:
    """A move 12 points better in the same worlds, noise 30: it clears a 4-point margin
    by far more than two standard errors over 200 worlds."""
    found = search({"plain": 0.0, "block": 12.0}, noise=30.0, margin=4.0, settle=False,
                   paired=2.0)
    assert found.action == "block"


def test_a_paired_search_keeps_the_plain_move_when_the_gain_is_within_the_noise() -> None:
    """A move 5 points better, noise 200: on average past the 4-point margin in these
    worlds, but nowhere near two standard errors of the difference."""
    plain = search({"plain": 0.0, "other": 5.0}, noise=200.0, margin=4.0, settle=False,
                   paired=2.0)
    flat = search({"plain": 0.0, "other": 5.0}, noise=200.0, margin=4.0, settle=False)
    assert plain.action == "plain"
    assert flat.action == "other"


def test_time_a_settled_search_leaves_goes_to_its_reserve_moves() -> None:
    """Settled on the plain move after a few worlds with most of the think time left,
    a search by the clock tries its reserve move in the same worlds and takes it when
    it is better; without a clock (fixed worlds, the same answer every time) it stops."""
    rng = RandomStream("reserve", 0)
    gains = {"plain": 0.0, "worse": -20.0, "block": 30.0}
    ticks = iter(range(10**6))

    def play_out(world: int, action: str) -> float:
        return gains[action] + 5.0 * (rng.below(2001) - 1000) / 1000

    def run(clock) -> object:
        budget = Budget(clock=clock, deadline=1000.0 if clock else 0.0,
                        worlds=None if clock else WORLDS)
        return best_move(["plain", "worse"], lambda i: i, lambda w: w, play_out, budget,
                         4.0, paired=2.0, reserve=["block"])

    timed = run(lambda: float(next(ticks)))
    assert timed.action == "block" and timed.worlds > SETTLE_WORLDS
    fixed = run(None)
    assert (fixed.action, fixed.worlds) == ("plain", SETTLE_WORLDS)


def test_a_search_the_clock_stops_after_a_couple_of_worlds_keeps_the_plain_move() -> None:
    """Two worlds in, 'lucky' leads by 30 points (it is the best of several moves on
    too few worlds to tell): with `least` 5 the plain move stands; a search of a fixed
    two worlds was asked for no more, so its answer counts."""
    ticks = iter(range(10**6))

    def run(least: int, budget: Budget) -> str:
        return best_move(["plain", "lucky"], lambda i: i, lambda w: w,
                         lambda world, action: 30.0 if action == "lucky" else 0.0,
                         budget, 0.0, least=least).action

    def by_clock() -> Budget:
        # each reading of the clock is one tick: the deadline passes during world 3
        return Budget(clock=lambda: float(next(ticks)), deadline=float(next(ticks) + 4),
                      worlds=None)

    assert run(5, by_clock()) == "plain"
    assert run(0, by_clock()) == "lucky"
    assert run(5, Budget(clock=None, deadline=0.0, worlds=2)) == "lucky"


def test_a_pruning_search_stops_playing_a_hopeless_move_and_keeps_the_close_ones() -> None:
    """In every world 'close' scores a point above or below the plain move, by turns,
    and 'hopeless' 60 below: after PRUNE_WORLDS worlds 'hopeless' is played no more,
    while 'close' (never two standard errors off) is played in every world."""
    played: dict[str, int] = {}
    rng = RandomStream("prune", 0)

    def play_out(world: int, action: str) -> float:
        played[action] = played.get(action, 0) + 1
        luck = worlds_luck.setdefault(world, 50.0 * (rng.below(2001) - 1000) / 1000)
        return luck + {"plain": 0.0, "close": (-1.0) ** world, "hopeless": -60.0}[action]

    def run(prune: float | None) -> object:
        played.clear()
        return best_move(["plain", "close", "hopeless"], lambda i: i, lambda w: w,
                         play_out, Budget(clock=None, deadline=0.0, worlds=40), 0.0,
                         settle=False, prune=prune)

    worlds_luck: dict[int, float] = {}
    unpruned = run(None)
    assert played == {"plain": 40, "close": 40, "hopeless": 40}
    pruned = run(2.0)
    assert played == {"plain": 40, "close": 40, "hopeless": PRUNE_WORLDS}
    assert pruned.action == unpruned.action == "plain"


def test_a_search_left_with_only_the_plain_move_stops() -> None:
    """Every other move pruned: nothing is left to compare, so the search ends there
    rather than playing the plain move alone to the end of its budget."""
    found = best_move(["plain", "worse"], lambda i: i, lambda w: w,
                      lambda world, action: 0.0 if action == "plain" else -50.0 - world,
                      Budget(clock=None, deadline=0.0, worlds=100), 0.0, settle=False,
                      prune=2.0)
    assert (found.action, found.worlds) == ("plain", PRUNE_WORLDS)
