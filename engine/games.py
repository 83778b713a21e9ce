"""Every game the engine plays, by name: `GAMES` (see `engine.api.Game`), each given its
family's computer players."""

from __future__ import annotations

from typing import Any

from .api import Game
from .board_game import BoardGame
from .bots import get_bot
from .cardgame.api import CardGame
from .cardgame.bots import get_bot as get_card_bot
from .rules import RULESETS

GAMES: dict[str, Game] = {
    **{name: BoardGame(rules, get_bot) for name, rules in RULESETS.items()},
    "cardgame": CardGame(get_card_bot),
}


def game_of(state: Any) -> Game:
    """The game a state is a state of (every state names its game in `game`)."""
    return GAMES[state.game]
