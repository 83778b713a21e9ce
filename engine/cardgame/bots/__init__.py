"""Computer players for the Card Game. A bot sees only its private view and the legal
actions, and draws its own randomness from a stream it is given."""

from __future__ import annotations

from typing import Protocol

from ...rng import RandomStream
from ..actions import Action
from ..views import PrivateView


class CardBot(Protocol):
    """A computer player: picks one of the legal actions."""

    name: str

    def choose(self, view: PrivateView, legal: list[Action], rng: RandomStream) -> Action: ...


def get_bot(name: str) -> CardBot:
    """The bot called `name` (`random`, `greedy`). KeyError for an unknown name."""
    from .greedy import GreedyBot
    from .random_bot import RandomBot

    bots: dict[str, type] = {"random": RandomBot, "greedy": GreedyBot}
    return bots[name]()


BOT_NAMES = ("greedy", "random")
