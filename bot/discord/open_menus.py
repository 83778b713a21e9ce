"""Private menus shown to one person (the answers only they see, such as "Claim a
route"), taken off once their game moves on, so no stale menu stays clickable.

An answer only its person sees can be edited only through the token of the interaction
that made it, for 15 minutes: each private reply with buttons or menus is remembered with
a way to edit it, and when its game changes the components of every one made before are
removed (through those tokens: no request on the bot's token). One older than the token
is forgotten; a click on it is refused as stale by the table. This process remembers
the menus it showed, not another process's.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

log = logging.getLogger(__name__)

#: seconds an interaction's token lets its answers be edited (Discord's 15 minutes, less
#: a margin)
TOKEN_LIFE = 14 * 60
#: menus remembered at most per game (the oldest forgotten first)
PER_GAME = 20

#: edits a private answer (keyword arguments of `edit`)
Edit = Callable[..., Awaitable[Any]]


class OpenMenus:
    """The private menus shown lately, per game."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._open: dict[int, list[tuple[Edit, float]]] = {}

    def shown(self, game_id: int, edit: Edit) -> None:
        """A private answer with components was shown for the game."""
        menus = self._open.setdefault(game_id, [])
        menus.append((edit, self.clock()))
        del menus[:-PER_GAME]

    def taken(self, game_id: int) -> list[Edit]:
        """The game moved on: the menus shown so far (within their token's life), now
        forgotten, to be edited."""
        now = self.clock()
        return [edit for edit, at in self._open.pop(game_id, []) if now - at < TOKEN_LIFE]

    async def close(self, game_id: int) -> None:
        """Remove the components of the game's menus shown so far."""
        for edit in self.taken(game_id):
            try:
                await edit(view=None)
            except Exception as e:  # dismissed by its person, or the token ran out
                log.debug("game %d: a private menu kept its components (%s)", game_id,
                          type(e).__name__)
