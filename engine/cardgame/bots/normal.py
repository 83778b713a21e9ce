"""The Card Game's `normal` and `easy` computer players: the greedy player's estimates
with a level's own weights.

`normal` plays as a careful person does: every turn spent playing onto the Siding is a
turn the opponent draws from the shared deck, and a short row is easy prey for robbers,
so it draws until it can lay a long run (RUN_TARGET cards of a colour) or rob, and plays
what it holds once the turns left are barely enough to lay it all down (its hand ends
as small as greedy's). It takes new tickets while the deck still has 6 turns for them.
Measured on seeds 700000-700799 (2 players, seats alternating): it beats `greedy` in 90%
(playing whenever it could, 61%) and the old `normal` in 90%.

`easy` plays what it holds as soon as it can and takes new tickets only early, while the
deck has 15 turns left. (It used to keep the fewest tickets it might, one, and never
drew more: it lost all 200 ladder games to `random`, which keeps and completes many;
now, 2 players, 300 games from seed 800000, it wins 71% against random.)"""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import LOCOMOTIVE, Cards, total
from ..actions import Action
from ..views import PrivateView
from .greedy import GreedyBot, Plan


@dataclass(frozen=True)
class CardStyle:
    """A level's weights (see `greedy` for what each means)."""

    name: str
    play_cost: float
    rob: float
    in_hand: float
    #: least turns left for drawing new tickets
    ticket_turns: int = 3
    #: a play of fewer cards than this waits for more while there is time (0: never)
    run_target: int = 0
    #: value taken off such a play per card it is short
    wait: float = 0.0
    #: turns to spare, beyond those the hand needs, before it must be played out
    slack: int = 2


#: 800 games against greedy from seed 700000: run target 3 won 65%, 4 73%, 5 79%,
#: 6 87% (wait 1 a card); 6 with wait 2 91%, 8 92%; 6 tickets turns 94%, 8 91%, 4 90%
NORMAL = CardStyle(name="normal", play_cost=0.45, rob=0.8, in_hand=0.5, ticket_turns=6,
                   run_target=6, wait=2.0)
EASY = CardStyle(name="easy", play_cost=0.2, rob=0.3, in_hand=0.55, ticket_turns=15)


class NormalBot(GreedyBot):
    """Greedy's reasoning under a level's weights; only its private view."""

    def __init__(self, style: CardStyle = NORMAL) -> None:
        self.style = style
        self.name = style.name
        self.play_cost, self.rob, self.in_hand = style.play_cost, style.rob, style.in_hand
        self._patience: tuple[Plan | None, bool] = (None, False)

    def ranked(self, view: PrivateView, legal: list[Action]) -> list[Action]:
        """The legal actions, the one this player would choose first."""
        plan = Plan.of(view)
        order = sorted(range(len(legal)), key=lambda i: (-self._value(plan, legal[i]), i))
        return [legal[i] for i in order]

    def late_for_tickets(self, plan: Plan) -> bool:
        """Whether too few turns are left for this level to take new tickets."""
        return plan.turns_left < self.style.ticket_turns

    def _tickets_value(self, plan: Plan) -> float:
        if self.late_for_tickets(plan):
            return -1.0
        return super()._tickets_value(plan)

    def _play_value(self, plan: Plan, cards: Cards) -> float:
        """Greedy's value, less `wait` a card short of the run target while the turns
        left leave time to lay the hand down later (a robbery never waits)."""
        value = super()._play_value(plan, cards)
        short = self.style.run_target - total(cards)
        if short > 0 and self._patient(plan) and not plan.robbed(cards):
            value -= self.style.wait * short
        return value

    def _patient(self, plan: Plan) -> bool:
        """Whether the turns left leave time to lay the hand down later (worked out
        once a plan: every play of a turn asks)."""
        if self._patience[0] is not plan:
            style = self.style
            self._patience = (plan, bool(style.run_target) and not plan.final_turn and
                              plan.turns_left > turns_to_play(plan.view.hand) + style.slack)
        return self._patience[1]


def turns_to_play(hand: Cards) -> int:
    """Play turns needed to lay the whole hand on the Siding: a run per colour held
    twice or more, three single colours a turn."""
    runs = sum(1 for c, n in hand.items() if c != LOCOMOTIVE and n >= 2)
    singles = sum(1 for c, n in hand.items() if c != LOCOMOTIVE and n == 1)
    return runs + (singles + 2) // 3
