"""The Card Game's `hard` computer player: determinized look-ahead.

It takes the move `normal` rates highest and the best move of each other kind (a play
onto the Siding, a face-up draw, a blind draw, new tickets: `normal`'s next moves are
mostly more of the same kind, so a search among them never asked whether to play now
rather than draw) and tries each in the same sampled worlds
(`determinize`: everything it has not seen dealt at random, consistently with the
table: the discard pile of robbed rows, the cards each player took face up, the
tickets it gave back), playing each world to the end with `normal` in every seat. The
move with the best average final lead replaces `normal`'s own when its gain in the
same worlds passes MARGIN by PAIRED standard errors of the world-by-world difference
(`engine.bots.search`). Anytime, within its think time by the clock the caller passes
in, or over a fixed number of worlds (the same moves every time).
"""

from __future__ import annotations

from ...bots.draw_streams import cut
from ...bots.search import LEAST_WORLDS, Searcher, best_move, play_out
from ...matchstats import lead_of
from ...rng import RandomStream
from ..actions import Action, DrawCard, KeepTickets
from ..api import RULES_ONLY
from ..clone import clone
from ..determinize import determinize
from ..game import final_scores
from ..state import CardGameState
from ..views import PrivateView
from .greedy import Plan
from .normal import NormalBot

#: moves tried: `normal`'s first and the best of each other kind. 40 games against
#: normal at 0.3 s a move from seed 700000: its first three won 26 (lead +26), its
#: first and one of each kind 34 (+36), its first two and one of each kind 33 (+39)
#: (searching the tickets kept too, among normal's best 3 choices, won 29: +39, 9 worlds
#: a choice at the start)
CANDIDATES = 4
#: worlds tried when no clock is given
DEFAULT_WORLDS = 4
#: points a move must gain over `normal`'s choice, on average over the same worlds, to
#: replace it, and by how many standard errors of the world-by-world difference (one
#: move's play-outs part ways at once: the difference varies as much as the lead, about
#: 35 points a world). Against greedy, 30 games at 10 worlds a move: worlds dealt by
#: `determinize` and this test won 23 (lead +30), the old sampler and a flat margin 17
#: (+20), the old sampler with a 2-error test 15 (it left `normal` in 4% of turns)
MARGIN = 2.0
PAIRED = 1.0
#: moves played in a world before it is scored as it stands
HORIZON = 400
#: the search always uses its whole think time: stopping once settled played worse
#: here (12 games against greedy on the same seeds: won 7, not 10; lead +16, not +41)
SETTLE = False
#: ... but a move the leader beats by this many standard errors is dropped after a few
#: worlds (`search.PRUNE_WORLDS`), so the rest get more of them
PRUNE = 2.0


def kind(action: Action) -> str:
    """A move's kind: `play` onto the Siding, `draw` face up, `deck`, `tickets`, `pass`."""
    if isinstance(action, DrawCard) and action.card == "deck":
        return "deck"
    return action.kind


class HardBot(Searcher):
    """Searches over sampled worlds; uses only its private view and the legal actions."""

    default_worlds = DEFAULT_WORLDS
    plain = NormalBot

    def choose(self, view: PrivateView, legal: list[Action], rng: RandomStream) -> Action:
        budget = self.budget()
        if view.phase != "playing" or view.offered or view.drawn_this_turn \
                or any(isinstance(a, KeepTickets) for a in legal):
            return self.normal.choose(view, legal, rng)
        candidates = self.candidates(view, legal)
        if len(candidates) == 1:
            return candidates[0]
        salt = rng.below(1 << 30)
        return best_move(candidates, lambda world: self.world(view, salt, world), clone,
                         lambda world, action: self._play_out(world, view.seat, action),
                         budget, MARGIN, SETTLE, PAIRED, least=LEAST_WORLDS,
                         prune=PRUNE).action

    def candidates(self, view: PrivateView, legal: list[Action]) -> list[Action]:
        """The moves tried: `normal`'s choice, then in its order the best move of each
        other kind, CANDIDATES at most; new tickets only while `normal` would take them,
        and no blind card in place of a face-up one `normal` takes (it takes one only
        when the colour is worth more than a blind card: needed, or a locomotive)."""
        chosen: dict[str, Action] = {}
        late = self.normal.late_for_tickets(Plan.of(view))
        for action in self.normal.ranked(view, legal):
            if chosen and (late and kind(action) == "tickets"
                           or kind(action) == "deck" and "draw" in chosen):
                continue  # a few worlds' luck must not say otherwise
            chosen.setdefault(kind(action), action)
            if len(chosen) == CANDIDATES:
                break
        return list(chosen.values())

    @staticmethod
    def world(view: PrivateView, salt: int, number: int) -> CardGameState:
        """Sampled world `number` of a search: a whole game the view could come from,
        its decks in per-seat streams."""
        return cut(dealt(view, salt, number))

    def _play_out(self, world: CardGameState, seat: int, action: Action) -> float:
        """Play `action`, then `normal` in every seat to the end: the seat's lead."""
        if not play_out(RULES_ONLY, world, seat, action, self.normal,
                        lambda turns, moves: moves >= HORIZON):
            return 0.0
        return lead(world, seat)


def dealt(view: PrivateView, salt: int, number: int) -> CardGameState:
    """World `number` of a search (with `salt`), as dealt: one deck, not yet in streams."""
    return determinize(view, view.seat, f"{view.turn}:{number}:{salt}")


def lead(world: CardGameState, seat: int) -> float:
    """The seat's final score (or its score were the game scored now) less the best
    other seat's."""
    return lead_of([p.total for p in final_scores(world).players], seat)
