"""Computer players for the board games. A bot sees only its private view and the legal
actions, and draws its own randomness from a stream it is given."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ..actions import Action
from ..rng import RandomStream
from ..views import PrivateView


class Bot(Protocol):
    """A computer player: picks one of the legal actions."""

    name: str

    def choose(self, view: PrivateView, legal: list[Action], rng: RandomStream) -> Action: ...


def get_bot(name: str, think_ms: float = 1000.0, clock: Callable[[], float] | None = None,
            worlds: int | None = None) -> Bot:
    """The bot called `name` (one of BOT_NAMES). KeyError for an unknown name.

    `hard` searches for `think_ms` by `clock` (seconds), or over a fixed number of
    `worlds` (the same moves every time); without either, over a few worlds."""
    from .greedy import GreedyBot
    from .hard import HardBot
    from .normal import EASY, NormalBot
    from .random_bot import RandomBot

    bots: dict[str, Callable[[], Any]] = {
        "random": RandomBot, "greedy": GreedyBot, "normal": NormalBot,
        "easy": lambda: NormalBot(EASY),
        "hard": lambda: HardBot(think_ms=think_ms, clock=clock, worlds=worlds)}
    return bots[name]()


BOT_NAMES = ("easy", "normal", "hard", "greedy", "random")
#: the levels people choose between at the table
LEVELS = ("easy", "normal", "hard")
