"""A rule set per board game: every number and switch of a game, as data.

The engine reads these fields; it never asks which map it is playing.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from .maps import GameMap, load_map
from .state import GameState

TieBreak = Literal["tickets_completed", "fewest_stations_built", "longest_path_holder",
                   "longest_path"]


class RuleSet(BaseModel):
    """The rules of one board game (the Card Game has its own model)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game: str
    map_id: str
    min_players: int
    max_players: int
    trains: int
    stations: int = 0
    #: cards paid for the 1st, 2nd, 3rd station (one colour, locomotives substitute)
    station_costs: tuple[int, ...] = ()
    station_points: int = 0

    # cards
    cards_per_color: int = 12
    locomotive_cards: int = 14
    initial_hand: int = 4
    face_up: int = 5
    #: a face-up locomotive counts as both cards of a draw
    face_up_locomotive_counts_two: bool = True
    #: how many face-up locomotives discard the row (None: never)
    locomotive_reset_at: int | None = 3
    #: our decision: the most resets in a row before the row is left as it is
    max_resets_in_a_row: int = 3
    #: where locomotives may pay: every route, or only ferries and tunnels
    locomotives_on: Literal["all", "ferries_and_tunnels"] = "all"
    #: how many cards of any kind stand in for one ferry locomotive (None: not allowed)
    ferry_locomotive_substitute: int | None = None
    #: routes (city pairs) on which N cards of any kind stand for one card of the colour
    any_cards_substitute: tuple[tuple[str, str, int], ...] = ()

    # tickets
    initial_tickets: int = 3
    initial_long_tickets: int = 0
    initial_keep_min: int = 2
    #: where tickets returned at setup go: under the deck, or out of the game
    initial_returned: Literal["bottom", "out"] = "bottom"
    draw_tickets: int = 3
    draw_keep_min: int = 1
    draw_returned: Literal["bottom", "out"] = "bottom"

    # board
    #: with fewer players than this, only one track of a double route may be used
    double_routes_min_players: int = 4
    route_points: dict[int, int]
    #: the game ends after the turn in which a player has this many trains or fewer
    last_round_trains: int = 2

    # bonuses and tie-breakers
    longest_path_bonus: int = 0
    globetrotter_bonus: int = 0
    tie_breakers: tuple[TieBreak, ...] = ("tickets_completed",)

    @property
    def deck_size(self) -> int:
        return self.cards_per_color * 8 + self.locomotive_cards

    def substitute_rate(self, a: str, b: str) -> int | None:
        """How many cards of any kind stand for one card on route a-b, if any."""
        for x, y, n in self.any_cards_substitute:
            if (x == a and y == b) or (x == b and y == a):
                return n
        return None


USA = RuleSet(
    game="usa", map_id="usa", min_players=2, max_players=5, trains=45,
    route_points={1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15},
    longest_path_bonus=10,
    tie_breakers=("tickets_completed", "longest_path_holder"),
)

EUROPE = RuleSet(
    game="europe", map_id="europe", min_players=2, max_players=5, trains=45,
    stations=3, station_costs=(1, 2, 3), station_points=4,
    initial_tickets=3, initial_long_tickets=1, initial_keep_min=2, initial_returned="out",
    route_points={1: 1, 2: 2, 3: 4, 4: 7, 6: 15, 8: 21},
    longest_path_bonus=10,
    tie_breakers=("tickets_completed", "fewest_stations_built", "longest_path_holder"),
)

NORDIC = RuleSet(
    game="nordic", map_id="nordic", min_players=2, max_players=3, trains=40,
    face_up_locomotive_counts_two=False, locomotive_reset_at=None,
    locomotives_on="ferries_and_tunnels", ferry_locomotive_substitute=3,
    any_cards_substitute=(("lieksa", "murmansk", 4),),
    initial_tickets=5, initial_keep_min=2, initial_returned="out",
    draw_returned="out",
    double_routes_min_players=3,
    route_points={1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 9: 27},
    globetrotter_bonus=10,
    tie_breakers=("tickets_completed", "longest_path"),
)

RULESETS: dict[str, RuleSet] = {r.game: r for r in (USA, EUROPE, NORDIC)}


def rules_of(state: GameState) -> RuleSet:
    """The rule set a state is played with."""
    return RULESETS[state.game]


def map_of(state: GameState) -> GameMap:
    """The map a state is played on."""
    return load_map(rules_of(state).map_id)
