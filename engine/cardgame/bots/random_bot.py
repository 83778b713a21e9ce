"""The random Card Game player: any legal action, uniformly."""

from __future__ import annotations

from ...rng import RandomStream
from ..actions import Action
from ..views import PrivateView


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = "random"

    def choose(self, view: PrivateView, legal: list[Action], rng: RandomStream) -> Action:
        return rng.choice(legal)
