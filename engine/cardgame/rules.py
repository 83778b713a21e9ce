"""The Card Game's numbers and switches, as data (the board games have engine.rules)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from .data import load_cardgame


class CardGameRules(BaseModel):
    """Every number of Ticket to Ride: The Card Game (rulebook cardgame.pl.md)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    min_players: int = 2
    max_players: int = 4
    #: train cards: per colour and locomotives (from the data file)
    cards_per_color: int
    locomotive_cards: int
    #: locomotives given to each player before the deck is shuffled
    starting_locomotives: int = 1
    initial_hand: int = 7
    face_up: int = 5
    #: a face-up locomotive counts as both cards of a draw
    face_up_locomotive_counts_two: bool = True
    #: the board games' "3 face-up locomotives reset the row" does not exist here
    locomotive_reset_at: int | None = None
    cards_per_draw: int = 2

    # tickets
    initial_tickets: int = 6
    initial_keep_min: int = 1
    draw_tickets: int = 4
    draw_keep_min: int = 0

    # the Siding
    #: the shortest run of one colour (locomotives may be part of it, on top)
    min_run: int = 2
    #: a mixed play is exactly this many cards of different colours, no locomotive
    mixed_play: int = 3

    # the end
    #: passes through the train deck by player count (4 players: scoring, reshuffle, again)
    deck_runs: dict[int, int] = Field(default_factory=lambda: {2: 1, 3: 1, 4: 2})
    #: cards dealt to each player from the reshuffled deck between two runs
    reshuffle_deal: int = 4

    @property
    def deck_size(self) -> int:
        return self.cards_per_color * 8 + self.locomotive_cards


def _rules() -> CardGameRules:
    deck = load_cardgame().deck
    return CardGameRules(cards_per_color=deck.per_color, locomotive_cards=deck.locomotives)


#: The Card Game's rules.
RULES: CardGameRules = _rules()
