"""Every game the engine plays, by name: `GAMES` (see `engine.api.Game`)."""

from __future__ import annotations

from typing import Any

from .api import Game
from .board_game import BOARD_GAMES
from .cardgame.api import CARD_GAME

GAMES: dict[str, Game] = {**BOARD_GAMES, CARD_GAME.name: CARD_GAME}


def game_of(state: Any) -> Game:
    """The game a state is a state of (every state names its game in `game`)."""
    return GAMES[state.game]
