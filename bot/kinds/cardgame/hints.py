"""The Card Game's hint: the `hard` player's move after a short think, and why."""

from __future__ import annotations

import time

from engine import RandomStream
from engine.cardgame import (
    Action,
    CardGameState,
    DrawCard,
    DrawTickets,
    KeepTickets,
    PlaySiding,
    get_bot,
    legal_actions,
    private_view,
)

from ...i18n import Phrase
from ..base import HINT_THINK_MS


def reason_phrase(state: CardGameState, action: Action) -> Phrase:
    """A Card Game hint's one-line reason, true of the position: no trains to speak of
    in this game, and no "time for more tickets" once the last turns have begun."""
    if isinstance(action, PlaySiding):
        return Phrase("hint.why.siding")
    if isinstance(action, DrawCard):
        return Phrase("hint.why.collects_cards")
    if isinstance(action, DrawTickets) and state.final_turns_left is None:
        return Phrase("hint.why.tickets")
    if isinstance(action, KeepTickets):
        return Phrase("hint.why.keep_cards")
    return Phrase("hint.why.move")


def hint(state: CardGameState, seat: int, rng: RandomStream) -> tuple[Action, Phrase]:
    """The advised move and its reason (slow: run it off the event loop)."""
    bot = get_bot("hard", think_ms=HINT_THINK_MS, clock=time.perf_counter)
    action = bot.choose(private_view(state, seat), legal_actions(state, seat), rng)
    return action, reason_phrase(state, action)
