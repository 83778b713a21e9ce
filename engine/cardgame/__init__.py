"""Ticket to Ride: The Card Game: no board, a Siding and a secret On-the-Tracks pile
per player, train robbing and Big City bonuses.

As a `Game` object (`engine.GAMES["cardgame"]`, made in `engine.cardgame.api`) it is
driven like the board games; its functions: `new_game`, `legal_actions`, `apply`, `clone`,
`determinize`, `public_view`, `private_view`, `final_scores`, `parse_action`, `describe`;
the rules as data in `RULES`.

This package is the Card Game's public surface for code above the engine: the names above,
the state (`CardGameState`, `TicketResult`, ...), the table data (`load_cardgame`), what may
be taken or played now (`face_up_choices`, `siding_plays`) and its computer players
(`CardBot`, `get_bot`, as `engine.bots` has them for the board games). What both families
share (cards, names, `RandomStream`, `Event`, `RuleError`) is in `engine`.
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
from .bots import CardBot, get_bot
from .clone import clone
from .data import CardGameData, CardTicket, load_cardgame
from .determinize import determinize
from .game import (
    apply,
    face_up_choices,
    final_scores,
    legal_actions,
    new_game,
    siding_plays,
    total_cards,
)
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
    "RULES", "Action", "CardBot", "CardGameData", "CardGameRules", "CardGameState", "CardPlayer",
    "CardTicket", "DrawCard", "DrawTickets", "FinalResult", "KeepTickets", "LastMove", "Pass",
    "PlayerPublic", "PlayerResult", "PlaySiding", "PrivateView", "PublicView", "ScoringRound",
    "TicketInfo", "TicketResult", "apply", "clone", "describe", "determinize", "face_up_choices",
    "final_scores", "get_bot", "legal_actions", "siding_plays",
    "load_cardgame", "new_game", "parse_action", "private_view", "public_view", "total_cards",
]
