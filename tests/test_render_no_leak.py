"""Pictures of the table never show a secret: the public board is the same whatever the
hidden cards, tickets and deck order are."""

from __future__ import annotations

from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import GameState, public_view
from engine.cards import CARD_KINDS, expand
from engine.maps import load_map
from engine.rng import RandomStream
from engine.views import PublicView
from render import render_board, render_final
from render.simulated import game_turns, stages

HIDDEN_FIELDS = {"hand", "tickets", "offered", "deck", "ticket_deck", "seed", "rng_step"}


@cache
def _states(game: str) -> dict[str, GameState]:
    return stages(game_turns(game, seed=5))


def _scramble(state: GameState, salt: int) -> GameState:
    """The same table with every secret changed: hands, tickets and both decks."""
    other = state.model_copy(deep=True)
    rng = RandomStream(f"scramble:{salt}", 0)
    pool = [c for p in other.players for c in expand(p.hand)] + other.deck
    pool = [rng.choice(list(CARD_KINDS)) for _ in pool]
    for p in other.players:
        n = sum(p.hand.values())
        p.hand = {}
        for card in pool[:n]:
            p.hand[card] = p.hand.get(card, 0) + 1
        pool = pool[n:]
    other.deck = pool
    tickets = list(range(len(load_map(other.game).tickets)))
    rng.shuffle(tickets)
    for p in other.players:
        p.tickets = [tickets.pop() for _ in p.tickets]
        p.offered = [tickets.pop() for _ in p.offered]
    other.ticket_deck = [tickets.pop() for _ in other.ticket_deck]
    other.seed, other.rng_step = f"other:{salt}", other.rng_step + 17
    return other


def test_public_view_has_no_secret_fields() -> None:
    assert HIDDEN_FIELDS.isdisjoint(PublicView.model_fields)


@settings(max_examples=12, deadline=None)
@given(game=st.sampled_from(["usa", "europe", "nordic"]),
       stage=st.sampled_from(["start", "middle"]), salt=st.integers(0, 10_000))
def test_board_is_blind_to_secrets(game: str, stage: str, salt: int) -> None:
    state = _states(game)[stage]
    other = _scramble(state, salt)
    assert render_board(public_view(other)) == render_board(public_view(state))


def test_scramble_changes_secrets() -> None:
    state = _states("europe")["middle"]
    other = _scramble(state, 1)
    assert [p.tickets for p in other.players] != [p.tickets for p in state.players]
    assert other.deck != state.deck
    assert [sum(p.hand.values()) for p in other.players] == \
        [sum(p.hand.values()) for p in state.players]


def test_final_picture_comes_from_the_public_view_alone() -> None:
    state = _states("nordic")["end"]
    view = public_view(state)
    rebuilt = PublicView.model_validate(view.model_dump())
    assert render_final(rebuilt) == render_final(view)
