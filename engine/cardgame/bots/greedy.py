"""The greedy Card Game player: plays the cards its tickets need onto its Siding, robs
when it can, and takes tickets it expects to cover.

It sees only its private view, so it cannot see its own On-the-Tracks pile (unless the
beginners' variant shows it): it assumes the pile holds the colours its tickets need,
since those are the cards it plays.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...cards import COLORS, LOCOMOTIVE, Cards, count_cards, total
from ...rng import RandomStream
from ..actions import Action, DrawCard, DrawTickets, KeepTickets, Pass, PlaySiding
from ..views import PrivateView, TicketInfo

#: what a card of a colour no ticket still needs is worth, against 1 for a needed one
SURPLUS = 0.85
LOCO = 1.25
#: a card in hand is worth this share of one on the Siding (it still needs a turn)
IN_HAND = 0.55
#: each card of an opponent's row a robbery throws away
ROB = 0.6
#: a play must be worth more than this many needed cards to beat drawing
PLAY_COST = 0.7


@dataclass
class Plan:
    """What the bot believes about its position."""

    view: PrivateView
    need: Cards = field(default_factory=dict)
    have: Cards = field(default_factory=dict)
    weight: dict[str, float] = field(default_factory=dict)
    turns_left: int = 0
    #: the deck has run out: nothing played now reaches the pile before the scoring
    final_turn: bool = False
    #: ... and the game ends after it: cards drawn now are worth nothing
    game_ends: bool = False
    #: what a card drawn blind is worth on average (10 of each colour, 16 locomotives)
    blind_card: float = 0.0
    _rows: Cards | None = field(default=None, repr=False)

    @classmethod
    def of(cls, view: PrivateView) -> Plan:
        need: Cards = {}
        for t in view.tickets:
            for c in t.colors:
                need[c] = need.get(c, 0) + 1
        me = view.players[view.seat]
        have: Cards = {}
        for row in me.siding.values():
            for c in row:
                have[c] = have.get(c, 0) + 1
        if view.own_tracks is not None:
            for c, n in view.own_tracks.items():
                have[c] = have.get(c, 0) + n
        else:
            _assume_pile(need, have, me.tracks)
        wild = have.get(LOCOMOTIVE, 0)
        weight: dict[str, float] = {}
        for c in COLORS:
            short = need.get(c, 0) - have.get(c, 0)
            if short > 0 and wild:
                used = min(short, wild)
                wild -= used
                short -= used
            weight[c] = 1.0 if short > 0 else SURPLUS
        weight[LOCOMOTIVE] = LOCO
        final_turn = view.final_turns_left is not None
        turns_left = 0 if final_turn else view.deck_size // (2 * len(view.players)) + 1
        blind = (sum(weight[c] for c in COLORS) * 10 + LOCO * 16) / 96
        return cls(view, need, have, weight, turns_left, final_turn,
                   final_turn and view.run == view.runs, blind)

    @property
    def rows(self) -> Cards:
        """Colour -> cards in the other players' Siding rows of it (what playing that
        colour would rob); worked out once, when first asked for."""
        rows = self._rows
        if rows is None:
            view = self.view
            rows = self._rows = {}
            for p in view.players:
                if p.seat != view.seat:
                    for c, row in p.siding.items():
                        rows[c] = rows.get(c, 0) + len(row)
        return rows

    def robbed(self, cards: Cards) -> int:
        """Cards of other players' rows that playing `cards` throws away (rows are of
        colours: a locomotive robs nothing)."""
        rows = self.rows
        robbed = 0
        if rows:
            for c in cards:
                if c in rows:
                    robbed += rows[c]
        return robbed

    @property
    def shortfall(self) -> int:
        """Needed cards not yet believed on the Siding or the pile."""
        short = sum(max(0, n - self.have.get(c, 0)) for c, n in self.need.items())
        return max(0, short - self.have.get(LOCOMOTIVE, 0))

    def capacity(self) -> float:
        """Cards the bot expects to get onto its pile by the end, beyond its needs."""
        view = self.view
        useful = sum(n for c, n in view.hand.items() if self.weight.get(c, 0) >= 1)
        supply = total(self.have) + 0.6 * useful + 1.2 * self.turns_left
        return supply - total(self.need)


def _assume_pile(need: Cards, have: Cards, size: int) -> None:
    """Spread an unseen pile of `size` cards over the needed colours, the most needed
    first (into `have`)."""
    left = size
    for c in sorted(need, key=lambda c: -need[c]):
        room = max(0, need[c] - have.get(c, 0))
        take = min(room, left)
        if take:
            have[c] = have.get(c, 0) + take
            left -= take
    if left:
        have["unknown"] = left


def _ticket_cost(ticket: TicketInfo) -> int:
    return len(ticket.colors)


class GreedyBot:
    """Scores every legal action with simple estimates and takes the best."""

    name = "greedy"
    #: the weights above, per instance so stronger levels can set their own
    rob = ROB
    in_hand = IN_HAND
    play_cost = PLAY_COST

    def choose(self, view: PrivateView, legal: list[Action], rng: RandomStream) -> Action:
        if view.offered:
            return self._keep(view, legal)
        plan = Plan.of(view)
        best: tuple[float, int] | None = None
        chosen = legal[0]
        for i, action in enumerate(legal):
            value = self._value(plan, action)
            key = (value, -i)
            if best is None or key > best:
                best, chosen = key, action
        return chosen

    # --- scoring actions ------------------------------------------------------------

    def _value(self, plan: Plan, action: Action) -> float:
        if isinstance(action, PlaySiding):
            return self._play_value(plan, action.cards)
        if isinstance(action, DrawCard):
            return self._draw_value(plan, action.card)
        if isinstance(action, DrawTickets):
            return self._tickets_value(plan)
        if isinstance(action, Pass):
            return 0.0
        return -1.0

    def _play_value(self, plan: Plan, cards: Cards) -> float:
        rob_value = self.rob * plan.robbed(cards)
        if plan.final_turn:
            return rob_value
        colors = [c for c in cards if c != LOCOMOTIVE]
        run = len(colors) == 1
        locos = cards.get(LOCOMOTIVE, 0) if run else 0
        weight, turns_left = plan.weight, plan.turns_left
        value = 0.0
        for c in colors:
            # locomotives lie on top, so they reach the pile first
            for position in range(1, locos + cards[c] + 1):
                drains = 1.0 if position <= turns_left else 0.15
                value += weight[LOCOMOTIVE if position <= locos else c] * drains
        # a long run is safer from robbers; a single card is easy prey
        if run:
            value += 0.1 * total(cards)
        return value + rob_value - self.play_cost

    def _draw_value(self, plan: Plan, card: str) -> float:
        if plan.game_ends:
            return 0.01
        if card == "deck":
            return self.in_hand * plan.blind_card
        value = plan.weight[card]
        if card == LOCOMOTIVE and plan.view.drawn_this_turn == 0:
            value = LOCO * 1.5  # ends the draw: worth less than two cards
        return self.in_hand * value

    def _tickets_value(self, plan: Plan) -> float:
        if plan.turns_left < 3:
            return -1.0
        spare = plan.capacity()
        return 1.5 if spare >= 3 and plan.shortfall <= 1 else -1.0

    # --- choosing tickets -------------------------------------------------------------

    def _keep(self, view: PrivateView, legal: list[Action]) -> Action:
        plan = Plan.of(view)
        offered = view.offered
        hand = view.hand
        if view.phase == "choosing_tickets":
            budget = {2: 11.0, 3: 9.0, 4: 8.0}.get(len(view.players), 8.0)
        else:
            budget = plan.capacity()
        best: tuple[float, int] = (-1e9, 0)
        chosen = legal[0]
        for action in legal:
            assert isinstance(action, KeepTickets)
            kept = [t for t in offered if t.ticket in action.tickets]
            cards = sum(_ticket_cost(t) for t in kept)
            if cards > budget + 0.5:
                continue
            need = count_cards(c for t in kept for c in t.colors)
            overlap = sum(min(n, hand.get(c, 0)) for c, n in need.items())
            value = sum(t.points for t in kept) + 1.5 * overlap - 0.8 * len(set(need))
            key = (value, -len(kept))
            if key > best:
                best, chosen = key, action
        if best[0] == -1e9:
            smallest = min(legal, key=lambda a: sum(
                _ticket_cost(t) for t in offered
                if isinstance(a, KeepTickets) and t.ticket in a.tickets))
            return smallest
        return chosen

