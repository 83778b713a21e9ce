"""The random computer player: any legal action, uniformly, and any payment for it."""

from __future__ import annotations

from ..actions import Action, BuildStation, ClaimRoute
from ..game import payments_for
from ..rng import RandomStream
from ..views import PrivateView

#: the random bot picks among at most this many payments of a claim or station (a large
#: hand has tens of thousands for Murmansk-Lieksa)
PAYMENTS_CONSIDERED = 24


class RandomBot:
    """Picks uniformly among the legal actions, then among the payments of a claim."""

    name = "random"

    def choose(self, view: PrivateView, legal: list[Action], rng: RandomStream) -> Action:
        action = rng.choice(legal)
        kind = type(action)
        if kind is ClaimRoute:  # (a claim's payments do not depend on the stations left)
            pays = payments_for(view.game, view.hand, 0, action, limit=PAYMENTS_CONSIDERED)
            return ClaimRoute(track=action.track, cards=rng.choice(pays))
        if kind is BuildStation:
            me = view.players[view.seat]
            pays = payments_for(view.game, view.hand, me.stations_left, action,
                                limit=PAYMENTS_CONSIDERED)
            return BuildStation(city=action.city, cards=rng.choice(pays))
        return action
