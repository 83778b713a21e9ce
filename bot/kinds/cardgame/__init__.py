"""Ticket to Ride: The Card Game as a game kind."""

from .kind import CardGameKind

__all__ = ["CardGameKind"]
