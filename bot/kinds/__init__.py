"""Game kinds: the board games now, the Card Game beside them later.

A kind plugs into the table service by being listed in KINDS; the service core never
asks which kind it is serving.
"""

from __future__ import annotations

from .base import CommandSpec, GameKind, Name, Param
from .board import BoardKind
from .cardgame import CardGameKind

KINDS: dict[str, GameKind] = {k.name: k for k in (BoardKind(), CardGameKind())}


def kind_of_game(game: str) -> GameKind | None:
    """The kind that plays `game` ("usa", "europe", ...), None if none does."""
    for kind in KINDS.values():
        if game in kind.games:
            return kind
    return None


def all_games() -> list[str]:
    """Every game a table can be opened for."""
    return [g for kind in KINDS.values() for g in kind.games]


__all__ = ["KINDS", "CommandSpec", "GameKind", "Name", "Param", "all_games", "kind_of_game"]
