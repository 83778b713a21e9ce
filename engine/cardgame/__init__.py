"""Ticket to Ride: The Card Game: no board, a Siding and a secret On-the-Tracks pile
per player, train robbing and Big City bonuses.

As a `Game` object (`engine.GAMES["cardgame"]`, made in `engine.cardgame.api`) it is
driven like the board games; its functions: `new_game`, `legal_actions`, `apply`, `clone`,
`determinize`, `public_view`, `private_view`, `final_scores`, `parse_action`, `describe`;
the rules as data in `RULES`.
"""

from .actions import (
    Action,
    DrawCard,
    DrawTickets,
    KeepTickets,
    Pass,
    PlaySiding,
    describe,
    parse_action,
)
from .clone import clone
from .data import CardGameData, CardTicket, load_cardgame
from .determinize import determinize
from .game import apply, final_scores, legal_actions, new_game, total_cards
from .rules import RULES, CardGameRules
from .state import (
    CardGameState,
    CardPlayer,
    FinalResult,
    LastMove,
    PlayerResult,
    ScoringRound,
    TicketResult,
)
from .views import PlayerPublic, PrivateView, PublicView, TicketInfo, private_view, public_view

__all__ = [
    "RULES", "Action", "CardGameData", "CardGameRules", "CardGameState", "CardPlayer",
    "CardTicket", "DrawCard", "DrawTickets", "FinalResult", "KeepTickets", "LastMove", "Pass",
    "PlayerPublic", "PlayerResult", "PlaySiding", "PrivateView", "PublicView", "ScoringRound",
    "TicketInfo", "TicketResult", "apply", "clone", "describe", "determinize", "final_scores",
    "legal_actions",
    "load_cardgame", "new_game", "parse_action", "private_view", "public_view", "total_cards",
]
