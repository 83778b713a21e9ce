"""Each family of games' face: how the table shows and reads its games (`face.Face`).

The rules are the engine's (`engine.GAMES`); the service asks a game's face for its words,
buttons, menus and pictures and never which family it is serving.
"""

from __future__ import annotations

from .base import CommandSpec, Name, Param
from .board import BOARD
from .cardgame import CARDGAME
from .face import Face, game_name

#: every face by the name stored with each game
FACES: dict[str, Face] = {f.name: f for f in (BOARD, CARDGAME)}


def face_of(game: str) -> Face | None:
    """The face that shows `game` ("usa", "europe", ...), None if none does."""
    for face in FACES.values():
        if game in face.games:
            return face
    return None


def all_games() -> list[str]:
    """Every game a table can be opened for."""
    return [g for face in FACES.values() for g in face.games]


__all__ = ["FACES", "CommandSpec", "Face", "Name", "Param", "all_games", "face_of",
           "game_name"]
