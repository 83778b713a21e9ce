"""Ticket to Ride: The Card Game as a `Game` object, each method a thin call of its rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..api import BotMaker, TableGame
from ..events import Event
from ..rng import RandomStream
from .actions import describe, parse_action
from .clone import clone
from .determinize import determinize
from .game import apply, final_scores, legal_actions, new_game, total_cards
from .rules import RULES
from .score_input import score_cardgame
from .state import CardGameState
from .views import PrivateView, PublicView, SeatView, private_view, public_view


class CardGame(TableGame):
    """The Card Game; its one option is `own_pile_visible` (the beginners' variant)."""

    name = "cardgame"
    seat_range = (RULES.min_players, RULES.max_players)
    state_type = CardGameState

    def __init__(self, bots: BotMaker | None = None) -> None:
        self.bots = bots

    def start(self, names: Sequence[str], seed: int | str,
              **options: Any) -> tuple[CardGameState, list[Event]]:
        return new_game(list(names), seed,
                        own_pile_visible=bool(options.get("own_pile_visible")))

    def legal(self, state: CardGameState, seat: int) -> list[Any]:
        return legal_actions(state, seat)

    def apply(self, state: CardGameState, seat: int, action: Any) -> list[Event]:
        return apply(state, seat, action)

    def clone(self, state: CardGameState) -> CardGameState:
        return clone(state)

    def public_view(self, state: CardGameState) -> PublicView:
        return public_view(state)

    def private_view(self, state: CardGameState, seat: int) -> PrivateView:
        return private_view(state, seat)

    bot_view = SeatView  # (the lazy private view, made without a call in between)

    def resample(self, state: CardGameState, seat: int, rng: RandomStream) -> CardGameState:
        return determinize(state, seat, rng.below(1 << 62))

    def describe(self, state: CardGameState, action: Any) -> str:
        return describe(action)

    def parse(self, state: CardGameState, seat: int, text: str) -> Any:
        return parse_action(text, state.players[seat].offered)

    def result(self, state: CardGameState) -> dict:
        final = final_scores(state)
        players = [{"name": p.name, "total": p.total, "tickets_completed": len(p.completed),
                    "tickets_failed": len(p.failed), "longest_bonus": 0,
                    "bonus": p.big_city_points}
                   for p in final.players]
        return {"players": players, "ranking": list(final.ranking)}

    def rules_data(self) -> dict:
        return RULES.model_dump(mode="json")

    def score_file(self, data: dict) -> dict:
        return score_cardgame(data)

    def tally(self, state: CardGameState, action: Any) -> str | None:
        return None

    def final_tally(self, state: CardGameState) -> dict[str, int]:
        return {"robberies": state.robberies}

    def cards_held(self, state: CardGameState) -> list[int]:
        return [sum(p.hand.values()) for p in state.players]

    def conserved(self, state: CardGameState) -> bool:
        return total_cards(state) == RULES.deck_size

    def progress(self, state: CardGameState) -> tuple:
        return (state.turn, state.phase)


#: the Card Game without its computer players (the search's play-outs)
RULES_ONLY = CardGame()
