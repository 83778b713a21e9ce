"""What happened in a move, for the channel and for each player.

An event with `to=None` is public; one with a seat number is for that player alone
(a card drawn blind, the tickets offered). The bot turns events into sentences.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Event:
    """One thing that happened: `kind` is stable, `params` fills the sentence (a plain
    slotted object: a move makes a few, a search hundreds of thousands)."""

    kind: str
    player: int | None = None
    to: int | None = None
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def public(self) -> bool:
        return self.to is None


Events = list[Event]


def event(kind: str, player: int | None = None, to: int | None = None,
          params: dict[str, Any] | None = None) -> Event:
    """An Event of the engine's own values."""
    return Event(kind, player, to, {} if params is None else params)
