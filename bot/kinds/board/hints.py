"""The board games' hint: the `hard` player's move after a short think, and why."""

from __future__ import annotations

import time
from typing import Any

from engine import (
    Action,
    GameMap,
    GameState,
    RandomStream,
    legal_actions,
    map_of,
    private_view,
)
from engine.bots import HardBot, Reason, explain

from ...i18n import Phrase
from ..base import HINT_THINK_MS
from . import words


def reason_phrase(game_map: GameMap, reason: Reason) -> Phrase:
    """A hint's one-line reason in the reader's words."""
    params: dict[str, Any] = {}
    if reason.ticket is not None:
        params["ticket"] = words.ticket(game_map, reason.ticket)
    if reason.track is not None:
        params["route"] = words.route(game_map, reason.track)
    code = reason.code
    if code == "blocks" and reason.ticket is None:
        code = "blocks_route"
    elif code in ("collects", "station") and reason.ticket is None:
        code = f"{code}_cards" if code == "collects" else "move"
    return Phrase(f"hint.why.{code}", params)


def hint(state: GameState, seat: int, rng: RandomStream) -> tuple[Action, Phrase]:
    """The advised move and its reason (slow: run it off the event loop)."""
    view = private_view(state, seat)
    bot = HardBot(think_ms=HINT_THINK_MS, clock=time.perf_counter)
    choice = bot.decide(view, legal_actions(state, seat), rng)
    return choice.action, reason_phrase(map_of(state), explain(view, choice))
