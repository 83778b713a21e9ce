"""Building exact positions for rule tests: a new game with chosen hands, rows and decks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine import KeepTickets, RuleError, apply, new_game
from engine.maps import load_map
from engine.rng import RandomStream
from engine.state import GameState
from engine.turns import seats_to_act


def started(game: str = "usa", players: int = 2, seed: int | str = 1) -> GameState:
    """A game past the starting ticket choice (everyone keeps all offered tickets)."""
    state, _ = new_game(game, [f"P{i}" for i in range(players)], seed)
    for seat, p in enumerate(state.players):
        apply(state, seat, KeepTickets(tickets=tuple(p.offered)))
    return state


def play_out(state: Any, bot: Any, legal_actions: Callable, apply: Callable,
             view: Callable, limit: int = 3000) -> None:
    """Play any game (board or Card Game, with that game's functions) on to its end,
    `bot` on every seat, at most `limit` actions."""
    for i in range(limit):
        if state.phase == "finished":
            return
        seat = seats_to_act(state)[0]
        apply(state, seat, bot.choose(view(state, seat), legal_actions(state, seat),
                                      RandomStream("play out", i)))


def track(game: str, name: str) -> int:
    """The track index for `a-b` or `a-b:colour`."""
    return load_map(game).find_track(name)


def set_hand(state: GameState, seat: int, hand: dict[str, int]) -> None:
    """Give a seat exactly this hand, moving cards between the hand and the deck so the
    game still holds every card once."""
    player = state.players[seat]
    for colour, n in player.hand.items():
        state.deck.extend([colour] * n)
    player.hand = {}
    for colour, n in hand.items():
        for _ in range(n):
            state.deck.remove(colour)
        if n:
            player.hand[colour] = n


def set_face_up(state: GameState, cards: list[str | None]) -> None:
    """Lay exactly these face-up cards (taken from / returned to the deck)."""
    for c in state.face_up:
        if c is not None:
            state.deck.append(c)
    for c in cards:
        if c is not None:
            state.deck.remove(c)
    state.face_up = list(cards)


def set_deck_top(state: GameState, cards: list[str]) -> None:
    """Put these cards on top of the deck, the first one to be drawn first."""
    for c in cards:
        state.deck.remove(c)
    state.deck.extend(reversed(cards))


def refused(state: GameState, seat: int, action, code: str) -> None:
    """The action raises `code` and leaves the state exactly as it was."""
    before = state.model_dump_json()
    with pytest.raises(RuleError) as info:
        apply(state, seat, action)
    assert info.value.code == code
    assert state.model_dump_json() == before
