"""Computer players for the Card Game. A bot sees only its private view and the legal
actions, and draws its own randomness from a stream it is given."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ...rng import RandomStream
from ..actions import Action
from ..views import PrivateView


class CardBot(Protocol):
    """A computer player: picks one of the legal actions."""

    name: str

    def choose(self, view: PrivateView, legal: list[Action], rng: RandomStream) -> Action: ...


def get_bot(name: str, think_ms: float = 1000.0, clock: Callable[[], float] | None = None,
            worlds: int | None = None) -> CardBot:
    """The Card Game bot called `name`, as `engine.bots.get_bot` makes a board one."""
    from .greedy import GreedyBot
    from .hard import HardBot
    from .normal import EASY, NormalBot
    from .random_bot import RandomBot

    if name == "hard":
        return HardBot(think_ms, clock, worlds)
    plain: dict[str, CardBot] = {"random": RandomBot(), "greedy": GreedyBot(),
                                 "normal": NormalBot(), "easy": NormalBot(EASY)}
    return plain[name]


BOT_NAMES = ("easy", "normal", "hard", "greedy", "random")
