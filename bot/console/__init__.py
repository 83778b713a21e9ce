"""The console adapter: the same /ttr commands as in Discord, typed or scripted."""

from .runner import Console, main, parser, run

__all__ = ["Console", "main", "parser", "run"]
