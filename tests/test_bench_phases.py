"""bench/phases.py: `hard` searching only in some phases, and the phases themselves."""

from __future__ import annotations

import json

from bench.phases import main
from engine.actions import DrawCard
from engine.bots.hard import search_phase
from engine.bots.normal import NormalBot
from engine.game import apply, legal_actions
from engine.views import private_view
from tests.positions import started


def test_a_turn_is_named_for_the_search_it_gets() -> None:
    """The opening ticket choice is a keep, a turn's first move mid-game is searched, its
    second card is not; few trains left make it the ending."""
    state = started("nordic", 2, "phases")
    normal = NormalBot()
    seat = state.current
    legal = legal_actions(state, seat)
    assert search_phase(private_view(state, seat), legal, normal) == "mid"
    apply(state, seat, DrawCard(card="deck"))
    assert search_phase(private_view(state, seat), legal_actions(state, seat), normal) \
        == "none"
    apply(state, seat, DrawCard(card="deck"))
    seat = state.current
    state.players[seat].trains = 9
    assert search_phase(private_view(state, seat), legal_actions(state, seat), normal) \
        == "ending"


def test_the_same_run_twice_gains_nothing(tmp_path, capsys) -> None:
    """Fixed worlds give the same games, so a run paired with itself gains exactly 0."""
    arguments = ["--map", "nordic", "--phases", "ending", "--games", "2", "--worlds", "1",
                 "--json"]
    assert main(arguments) == 0
    first = capsys.readouterr().out
    (tmp_path / "old.json").write_text(first)
    assert main([*arguments, "--paired-with", str(tmp_path / "old.json")]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["leads"] == json.loads(first)["leads"] and len(out["leads"]) == 2
    assert out["paired"] == {"lead_gain": 0, "lead_gain_se": 0, "winner_changed": 0,
                             "wins_gained": 0}
    assert 0 <= out["wins"] <= 2 and out["phases"] == ["ending"]
