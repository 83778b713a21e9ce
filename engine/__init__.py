"""The rules of Ticket to Ride: pure functions over typed state, no I/O.

Every game is one object in `GAMES` (the `Game` protocol of `engine.api`): what the
simulator, the replayer, the score calculator and the pictures drive games through.

Board games (USA, Europe, Nordic Countries):
`new_game`, `legal_actions`, `payments`, `apply`, `public_view`, `private_view`,
`final_scores`; for computer players, `seat_view` (the private view worked out lazily),
and for those that search, `clone` and `determinize`.
"""

from .actions import (
    Action,
    BuildStation,
    ClaimRoute,
    DrawCard,
    DrawTickets,
    KeepTickets,
    Pass,
    PayTunnel,
    WithdrawTunnel,
    describe,
    parse_action,
)
from .api import Game
from .clone import clone
from .determinize import determinize
from .errors import RuleError
from .events import Event
from .game import apply, legal_actions, map_of, new_game, payments, payments_for, rules_of
from .games import GAMES, game_of
from .state import GameState
from .views import (
    PrivateView,
    PublicView,
    SeatView,
    final_scores,
    final_view,
    private_view,
    public_view,
    seat_view,
)

__all__ = [
    "GAMES", "Action", "BuildStation", "ClaimRoute", "DrawCard", "DrawTickets", "Event", "Game",
    "GameState", "KeepTickets", "Pass", "PayTunnel", "PrivateView", "PublicView", "RuleError",
    "SeatView", "WithdrawTunnel", "apply", "clone", "describe", "determinize", "final_scores",
    "final_view", "game_of", "legal_actions", "map_of", "new_game", "parse_action", "payments",
    "payments_for", "private_view", "public_view", "rules_of", "seat_view",
]
