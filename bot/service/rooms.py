"""A new game's own place: an adapter that can open one (Discord: a public thread under
the channel `/ttr new` was typed in) gives each game its own; otherwise the game is played
where it was opened. A server manager can turn this off (`/ttr settings threads off`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..replies import Channel


@dataclass(frozen=True)
class Room:
    """Where a new game goes: its own new place, or, when `place` is None, the place it
    was opened in; `missing` then names what the bot lacks to open one (catalogue keys
    `permission.<name>`), empty when nothing is missing (not a channel that can hold
    one, or turned off)."""

    place: Channel | None = None
    missing: tuple[str, ...] = ()


class Rooms(Protocol):
    """An adapter's own places for games."""

    async def open(self, place: Channel, name: str, said: str) -> Room:
        """A new place for a game opened in `place`, named `name` for now, that `place`
        is told of with `said` (the one line it gets about the game)."""
        ...

    async def open_private(self, place: Channel, name: str, user: str) -> Room:
        """A new place under `place` that only `user` (and the bot) sees, named `name`,
        of which `place` is told nothing (a daily challenge's, bot.league.daily)."""
        ...

    async def rename(self, room: Channel, name: str) -> None:
        """The place's final name (the game's number is known once it is stored)."""
        ...

    async def close(self, place: Channel, room: Channel) -> None:
        """A place opened from `place` for a game that could not be stored after all:
        removed, with the line that told of it."""
        ...


#: the server setting (scope `guild:<id>`) that turns games' own places off
SETTING = "threads"
