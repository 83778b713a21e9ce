"""How a board-game computer player plays: a `Style` holds the numbers `normal`'s
choices weigh, and `NORMAL` and `EASY` are the two levels made of it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    """How a level plays: the numbers its choices weigh."""

    name: str
    #: fewest trains with which new tickets are drawn
    ticket_trains: int = 10
    #: ... where the longest path pays a bonus: the last trains lengthen it instead
    #: (None: as ticket_trains)
    ticket_trains_longest: int | None = 14
    #: fewest turns the game must still have for new tickets
    ticket_turns: float = 6.0
    #: cards drawn per turn that are really useful, for time estimates
    pace: float = 1.5
    #: ... where locomotives pay only for ferries and tunnels
    slow_pace: float = 1.1
    #: spare trains beyond the plan before a long route off the plan is worth it
    long_route_spare: int = 6
    #: shortest off-plan route claimed while trains are plentiful (0: never): only the
    #: routes paying 2.5 points a train or more; a 4- or 5-train route off the plan
    #: spends trains and cards the tickets need (2000 games against greedy: at 6, USA
    #: 78.2% where 4 won 76.8%, Nordic 70.0% where 4 won 63.0%)
    long_route_min: int = 6
    #: the most tickets kept from one offer
    keep_most: int = 5
    #: plays the end: grabs points when the game is about to end, ends it when ahead
    endgame: bool = True
    #: builds stations to rescue blocked tickets
    stations: bool = True
    #: with this many cards in hand, claims the longest route it can pay (0: never)
    claim_when_holding: int = 0
    #: turns to spare a plan needs, beyond the bare estimate of draws and claims, for
    #: even odds of finishing it (the estimate is optimistic: deck draws often miss)
    margin_turns: float = 11.0
    #: takes a face-up locomotive that costs the whole draw to hurry a plan that misses
    #: many cards (else only when the plan needs locomotives, as for ferries): two
    #: blind cards help the plan more often than the one locomotive
    whole_draw_locomotive: bool = False
    #: takes a face-up locomotive that counts one card (as either draw) whenever no
    #: face-up colour helps and the plan misses any card
    cheap_locomotive: bool = True
    #: plans its paths with the cards it holds (a path its hand pays for first)
    plan_with_hand: bool = True
    #: the plan misses at most this many cards: a face-up locomotive that takes the
    #: whole draw beats two blind cards that bring less than one useful card (0: never)
    wait_cards: int = 2
    #: the least chance that a ticket offer holds one it can finish, to draw one
    offer_fits: float = 0.8
    #: trains one card the hand lacks for a track weighs when choosing paths (USA 2p
    #: against greedy, 150 games: at 0.5 won 115, margin +24; at 0, 119, +38)
    hand_weight: float = 0.0
    #: cards held that the plan does not use before its colours count as scarce (and
    #: with no ticket open, as many cards as trains are spent on claims); 0: never
    spare_cards: int = 10
    #: ... the weight of a lacking card then (same games: at 2, 111 won; at 1, 120, and
    #: 5.4 cards held at the end where the old plan held 7.8)
    stuck_hand_weight: float = 1.0
    #: turns in a row of drawing after which, near the end (the opponents may end the
    #: game within `ticket_turns` turns), a claim sparing the plan's cards is made
    #: rather than another draw (0: never). Nordic `normal` drew up to 9 turns running
    #: there with a claim open; against itself, 400 two-player games a map, game by game
    #: against no limit: Nordic +0.0 +- 0.3 points of lead, USA -0.4 +- 0.3, Europe -0.2
    #: +- 0.3 (after 3 turns: +0.4, -0.2, -0.1)
    waiting_turns: int = 2


NORMAL = Style(name="normal")
#: a beginner: keeps few tickets, rarely draws more, claims what it sees, no end play
EASY = Style(name="easy", ticket_trains=18, ticket_trains_longest=None, ticket_turns=14,
             keep_most=2, long_route_min=0, endgame=False, stations=False,
             claim_when_holding=7, margin_turns=0.0, whole_draw_locomotive=True,
             cheap_locomotive=False, spare_cards=0, wait_cards=0, waiting_turns=0,
             plan_with_hand=False)
