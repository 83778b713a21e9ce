"""The board games (USA, Europe, Nordic Countries) as a game kind."""

from .kind import BoardKind

__all__ = ["BoardKind"]
