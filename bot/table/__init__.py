"""A table as the service and the league both see it: its saved seats and options, a game
read from the store, the service's refusals and the answers that carry them. Below both:
it imports neither."""

from .loaded import Game, load_game, seat_names
from .model import Options, Seat, Table
from .refusal import Refusal

__all__ = ["Game", "Options", "Refusal", "Seat", "Table", "load_game", "seat_names"]
