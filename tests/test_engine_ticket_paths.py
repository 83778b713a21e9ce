"""The cached ticket statuses are exactly what a fresh computation gives, at every step."""

from __future__ import annotations

import pytest

from engine import apply, legal_actions, private_view
from engine.bots import get_bot
from engine.game import new_game
from engine.rng import RandomStream
from engine.ticket_paths import _compute, ticket_paths
from engine.turns import seats_to_act


@pytest.mark.parametrize("game,players", [("usa", 2), ("usa", 4), ("europe", 5), ("nordic", 3)])
def test_cached_ticket_paths_match_a_fresh_search_after_every_action(game, players):
    for seed in range(3):
        state, _ = new_game(game, [f"P{i}" for i in range(players)], seed)
        bots = [get_bot("greedy"), get_bot("random")]
        step = 0
        while state.phase != "finished":
            for s in range(players):
                cached = ticket_paths(state, s)
                fresh = _compute(state, s, list(state.players[s].tickets))
                assert cached == [(t, fresh[t]) for t in state.players[s].tickets]
            seat = seats_to_act(state)[0]
            bot = bots[(seed + seat) % 2]
            apply(state, seat, bot.choose(private_view(state, seat), legal_actions(state, seat),
                                          RandomStream(seed, step)))
            step += 1


def test_a_copied_state_gets_its_own_statuses():
    state, _ = new_game("usa", ["A", "B"], 1)
    before = ticket_paths(state, 0)
    other = state.model_copy(deep=True)
    other.players[0].tickets = other.players[0].tickets[:1]
    assert ticket_paths(other, 0) == before[:1]
    assert ticket_paths(state, 0) == before
