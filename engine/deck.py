"""The train deck, its discards and the face-up row."""

from __future__ import annotations

from .cards import LOCOMOTIVE
from .events import Events, event
from .rng import next_stream
from .rules import RuleSet
from .state import GameState


def cards_available(state: GameState) -> int:
    """Cards that can still come off the deck (deck plus discards to reshuffle)."""
    return len(state.deck) + len(state.discard)


def take_top(state: GameState, events: Events) -> str | None:
    """The deck's top card, reshuffling the discards first when the deck is empty."""
    if not state.deck:
        if not state.discard:
            return None
        state.deck = state.discard
        state.discard = []
        next_stream(state).shuffle(state.deck)
        events.append(event(kind="deck_reshuffled", params={"cards": len(state.deck)}))
    return state.deck.pop()


def refill_face_up(state: GameState, rules: RuleSet, events: Events) -> None:
    """Fill empty face-up slots from the deck, then apply the locomotive reset."""
    face_up = state.face_up
    if None in face_up:
        for i, card in enumerate(face_up):
            if card is None:
                face_up[i] = take_top(state, events)
    reset_at = rules.locomotive_reset_at
    if reset_at is None:
        return
    resets = 0
    while resets < rules.max_resets_in_a_row and state.face_up.count(LOCOMOTIVE) >= reset_at:
        state.discard.extend(c for c in state.face_up if c is not None)
        state.face_up = [None] * rules.face_up
        for i in range(rules.face_up):
            state.face_up[i] = take_top(state, events)
        resets += 1
        events.append(event(kind="face_up_reset", params={"cards": list(state.face_up)}))


def face_up_choices(state: GameState, rules: RuleSet) -> list[str]:
    """Colours that may be taken face up now."""
    return takeable_face_up(state.face_up, state.drawn_this_turn > 0,
                            rules.face_up_locomotive_counts_two)


def takeable_face_up(face_up: list[str | None], second: bool, locomotive_counts_two: bool
                     ) -> list[str]:
    """The colours of a face-up row that may be taken (every game): the second card of a
    draw is never a locomotive where a face-up locomotive counts as two cards."""
    kinds = dict.fromkeys(face_up)  # (each colour once, in the row's order)
    kinds.pop(None, None)
    if second and locomotive_counts_two:
        kinds.pop(LOCOMOTIVE, None)
    return list(kinds)  # type: ignore[arg-type]


def can_draw(state: GameState, rules: RuleSet) -> bool:
    """Whether any train card can be drawn now."""
    return bool(state.deck or state.discard or face_up_choices(state, rules))
