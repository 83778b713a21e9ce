"""What happened in a move, for the channel and for each player.

An event with `to=None` is public; one with a seat number is for that player alone
(a card drawn blind, the tickets offered). The bot turns events into sentences.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from .clone import build_model


class Event(BaseModel):
    """One thing that happened: `kind` is stable, `params` fills the sentence."""

    kind: str
    player: int | None = None
    to: int | None = None
    params: dict[str, Any] = Field(default_factory=dict)

    @property
    def public(self) -> bool:
        return self.to is None


Events = list[Event]


def event(kind: str, player: int | None = None, to: int | None = None,
          params: dict[str, Any] | None = None) -> Event:
    """An Event made by the engine from its own (valid) values, without validating them
    again: `Event(...)` at a fraction of its cost."""
    return build_model(Event, kind=kind, player=player, to=to,
                       params={} if params is None else params)
