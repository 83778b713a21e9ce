"""The Card Game pictures: PNGs of the table and a hand, and a table that is blind to
every secret (hands, tickets, On-the-Tracks piles, deck order)."""

from __future__ import annotations

import io
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from engine import cardgame as cg
from engine.cards import CARD_KINDS
from engine.rng import RandomStream
from render import render_cardgame_hand, render_cardgame_table
from render.board_frame import BOARD_SIZE
from render.simulated import STAGES, game_turns, stages


@cache
def _states(players: int) -> dict[str, cg.CardGameState]:
    return stages(game_turns("cardgame", seed=2, players=players))


def _png(data: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(data))
    assert img.format == "PNG"
    return img


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("stage", STAGES)
def test_table_and_hand_are_pngs(players: int, stage: str) -> None:
    state = _states(players)[stage]
    table = _png(render_cardgame_table(cg.public_view(state)))
    assert table.size == BOARD_SIZE
    hand = _png(render_cardgame_hand(cg.private_view(state, 0)))
    assert hand.size == BOARD_SIZE


def _cards(rng: RandomStream, n: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for _ in range(n):
        card = rng.choice(list(CARD_KINDS))
        out[card] = out.get(card, 0) + 1
    return out


def _scramble(state: cg.CardGameState, salt: int) -> cg.CardGameState:
    """The same table with every secret changed, every public count kept."""
    other = state.model_copy(deep=True)
    rng = RandomStream(f"scramble:{salt}", 0)
    tickets = list(range(len(cg.load_cardgame().tickets)))
    rng.shuffle(tickets)
    for p in other.players:
        p.hand = _cards(rng, sum(p.hand.values()))
        p.tracks = _cards(rng, sum(p.tracks.values()))
        p.tickets = [tickets[i % len(tickets)] for i in range(len(p.tickets))]
        p.offered = [tickets[-1 - i] for i in range(len(p.offered))]
        rng.shuffle(tickets)
    rng.shuffle(other.deck)
    rng.shuffle(other.ticket_deck)
    other.seed, other.rng_step = f"other:{salt}", other.rng_step + 11
    return other


@settings(max_examples=10, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), stage=st.sampled_from(["start", "middle"]),
       salt=st.integers(0, 10_000))
def test_table_is_blind_to_secrets(players: int, stage: str, salt: int) -> None:
    state = _states(players)[stage]
    other = _scramble(state, salt)
    assert render_cardgame_table(cg.public_view(other)) == \
        render_cardgame_table(cg.public_view(state))


def test_hand_shows_the_players_own_cards_and_tickets() -> None:
    state = _states(3)["middle"]
    mine = render_cardgame_hand(cg.private_view(state, 0))
    assert render_cardgame_hand(cg.private_view(_scramble(state, 1), 0)) != mine
    assert render_cardgame_hand(cg.private_view(state, 1)) != mine


def test_own_pile_only_in_the_beginners_variant() -> None:
    state = _states(3)["middle"].model_copy(deep=True)
    assert sum(state.players[0].tracks.values()) > 0
    hidden = render_cardgame_hand(cg.private_view(state, 0))
    state.own_pile_visible = True
    shown = cg.private_view(state, 0)
    assert shown.own_tracks == state.players[0].tracks
    assert render_cardgame_hand(shown) != hidden
    assert _png(render_cardgame_hand(shown)).size == _png(hidden).size == BOARD_SIZE
