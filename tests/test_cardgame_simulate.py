"""The Card Game simulator and its computer players."""

from __future__ import annotations

import pytest

from engine.cardgame import (
    DrawCard,
    KeepTickets,
    PlaySiding,
    apply,
    legal_actions,
    new_game,
    private_view,
)
from engine.cardgame.bots import BOT_NAMES, get_bot
from engine.rng import RandomStream
from engine.simulate import simulate
from tests.test_cardgame_rules import started

KEYS = {"map", "players", "games", "completed", "errors", "turns_mean", "score_mean",
        "winner_score_mean", "tickets_completed_rate", "games_per_sec"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_simulated_game_completes(players: int) -> None:
    out = simulate("cardgame", players, 20, 1)
    assert set(out) >= KEYS
    assert out["map"] == "cardgame" and out["players"] == players and out["games"] == 20
    assert out["completed"] == 20 and out["errors"] == 0
    assert out["turns_mean"] > 20
    assert out["winner_score_mean"] >= out["score_mean"]
    assert 0 < out["tickets_completed_rate"] <= 1


def test_same_seed_same_result() -> None:
    first = simulate("cardgame", 3, 8, 5, "random")
    second = simulate("cardgame", 3, 8, 5, "random")
    for result in (first, second):
        result.pop("games_per_sec"), result.pop("move_ms")  # clock readings
    assert first == second
    other = simulate("cardgame", 3, 8, 6, "random")
    other.pop("games_per_sec"), other.pop("move_ms")
    assert other != first


@pytest.mark.parametrize("players", [2, 4])
def test_greedy_clearly_beats_random(players: int) -> None:
    out = simulate("cardgame", players, 30, 2, "greedy,random")
    assert out["wins"]["greedy"] >= 24, out
    by_bot = out["score_mean_by_bot"]
    assert by_bot["greedy"] > by_bot["random"] + 30, out


def test_bad_simulator_requests_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot"):
        simulate("cardgame", 2, 1, 1, "clever")
    with pytest.raises(ValueError, match="2-4 players"):
        simulate("cardgame", 5, 1, 1)


@pytest.mark.parametrize("name", BOT_NAMES)
def test_bots_pick_legal_actions(name: str) -> None:
    bot = get_bot(name)
    state = started(3)
    for step in range(60):
        seat = state.current
        legal = legal_actions(state, seat)
        action = bot.choose(private_view(state, seat), legal, RandomStream("t", step))
        assert action in legal
        apply(state, seat, action)
        if state.phase == "finished":
            break


def test_greedy_keeps_a_sensible_starting_hand_of_tickets() -> None:
    bot = get_bot("greedy")
    state, _ = new_game(["A", "B"], 9)
    view = private_view(state, 0)
    action = bot.choose(view, legal_actions(state, 0), RandomStream("k", 0))
    assert isinstance(action, KeepTickets) and 1 <= len(action.tickets) <= 4


def test_greedy_robs_when_it_can() -> None:
    state = started(2)
    state.players[0].hand = {"blue": 1, "red": 1, "yellow": 1}
    state.deck.extend(["blue", "red", "yellow"])
    apply(state, 0, PlaySiding(cards={"blue": 1, "red": 1, "yellow": 1}))
    state.players[1].hand = {"blue": 2, "green": 1}
    action = get_bot("greedy").choose(private_view(state, 1), legal_actions(state, 1),
                                      RandomStream("r", 0))
    assert action == PlaySiding(cards={"blue": 2})
    assert DrawCard(card="deck") in legal_actions(state, 1)
