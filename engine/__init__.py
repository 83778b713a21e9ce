"""The rules of Ticket to Ride: pure functions over typed state, no I/O.

Every game is one object in `GAMES` (the `Game` protocol of `engine.api`): what the
simulator, the replayer, the score calculator and the pictures drive games through.

Board games (USA, Europe, Nordic Countries):
`new_game`, `legal_actions`, `payments`, `apply`, `public_view`, `private_view`,
`final_scores`; for computer players, `seat_view` (the private view worked out lazily),
and for those that search, `clone` and `determinize`.

This package is the engine's public surface: what code above the engine (the bot, the
pictures) imports, instead of the modules inside. The names, by group:

- Games: `GAMES` (every game by id), `game_of` (the game a state belongs to), `Game`,
  `Player` (a computer player of any game).
- Board games, the rules: the actions (`ClaimRoute`, `BuildStation`, ...), `GameState`,
  `new_game`, `legal_actions`, `apply`, `payments`, the views, `describe`, `parse_action`;
  the rulesets `RULESETS` with `rules_of`, the maps `GameMap`, `load_map` and `map_of`.
- Board games, reading the table: `claimable_tracks`, `closed_tracks`, `station_cost`,
  `face_up_choices`, `cards_available`; paying: `can_pay_route`, `payment_color`,
  `station_payments`, and choosing the payment of a move from a colour (`claim_in`,
  `station_in`, `tunnel_in`, `PAYMENTS_SEARCHED`).
- Shared by both families: cards (`CARD_KINDS`, `LOCOMOTIVE`, `Cards`, `MAX_COUNT_DIGITS`,
  `count_cards`, `total`, `format_cards`); names (`fold`, `find_city`, `near_cities`,
  `near_routes`, `split_cities`, `split_route`); typed numbers (`typed_number`); whose turn
  (`seats_to_act`); `RandomStream`; `Event`; `RuleError`.

The Card Game's names are in `engine.cardgame`, the computer players in `engine.bots`, the
export and replay of finished games in `engine.replay`.
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
from .api import Game, Player
from .cards import CARD_KINDS, LOCOMOTIVE, MAX_COUNT_DIGITS, Cards, count_cards, format_cards, total
from .clone import clone
from .deck import cards_available, face_up_choices
from .determinize import determinize
from .errors import RuleError
from .events import Event
from .game import (
    apply,
    claimable_tracks,
    closed_tracks,
    legal_actions,
    map_of,
    new_game,
    payments,
    payments_for,
    rules_of,
    station_cost,
)
from .games import GAMES, game_of
from .maps import GameMap, load_map
from .naming import find_city, fold, near_cities, near_routes, split_cities, split_route
from .number_reader import typed_number
from .payment_choice import PAYMENTS_SEARCHED, claim_in, station_in, tunnel_in
from .payments import can_pay_route, payment_color, station_payments
from .rng import RandomStream
from .rules import RULESETS
from .state import GameState
from .turns import seats_to_act
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
    # games
    "GAMES", "Game", "Player", "game_of",
    # board games: the rules
    "Action", "BuildStation", "ClaimRoute", "DrawCard", "DrawTickets", "GameState", "KeepTickets",
    "Pass", "PayTunnel", "WithdrawTunnel", "apply", "clone", "describe", "determinize",
    "legal_actions", "new_game", "parse_action", "payments", "payments_for",
    "PrivateView", "PublicView", "SeatView", "final_scores", "final_view", "private_view",
    "public_view", "seat_view",
    "RULESETS", "rules_of", "GameMap", "load_map", "map_of",
    # board games: reading the table, paying
    "claimable_tracks", "closed_tracks", "station_cost", "cards_available", "face_up_choices",
    "can_pay_route", "payment_color", "station_payments",
    "PAYMENTS_SEARCHED", "claim_in", "station_in", "tunnel_in",
    # shared by both families
    "CARD_KINDS", "LOCOMOTIVE", "MAX_COUNT_DIGITS", "Cards", "count_cards", "format_cards",
    "total", "find_city", "fold", "near_cities", "near_routes", "split_cities", "split_route",
    "seats_to_act",
    "typed_number",
    "RandomStream", "Event", "RuleError",
]
