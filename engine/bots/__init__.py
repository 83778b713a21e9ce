"""Computer players for the board games. A bot sees only its private view and the legal
actions, and draws its own randomness from a stream it is given.

The public names: the levels (`LEVELS` to choose between at the table, `BOT_NAMES` all of
them), `Bot` and `get_bot` to make one; the searching bot `HardBot` and, for a hint, why
its move is good (`explain` a `Choice` of it into a `Reason`). `HardBot`, `explain` and
`Reason` are loaded on first use: the search is the heavy part and most users of the
engine never need it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from ..actions import Action
from ..rng import RandomStream
from ..views import PrivateView

if TYPE_CHECKING:
    from .hard import HardBot
    from .reasons import Reason, explain

__all__ = ["BOT_NAMES", "LEVELS", "Bot", "HardBot", "Reason", "explain", "get_bot"]


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


def __getattr__(name: str) -> Any:
    """`HardBot`, `explain` and `Reason`, imported when first asked for."""
    if name == "HardBot":
        from .hard import HardBot
        return HardBot
    if name in ("Reason", "explain"):
        from . import reasons
        return getattr(reasons, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
