"""The totals `hard` scores its play-outs with (`score_players` without the trails
where no bonus rides on them) are the totals of the full score, on every board game."""

from __future__ import annotations

import pytest

from engine.bots import get_bot
from engine.game import map_of, rules_of
from engine.rules import RULESETS
from engine.scoring import score_players
from engine.simulate import play_game
from engine.views import holdings


@pytest.mark.parametrize("game", sorted(RULESETS))
def test_totals_without_trails_are_the_full_scores_totals(game: str) -> None:
    for number in range(3):
        record = play_game(game, [get_bot("greedy"), get_bot("greedy")], f"totals:{number}")
        state = record.state
        rules, game_map, held = rules_of(state), map_of(state), holdings(state)
        full = score_players(rules, game_map, held)
        quick = score_players(rules, game_map, held, trails=False)
        assert [s.total for s in quick] == [s.total for s in full]
        assert [s.longest_bonus for s in quick] == [s.longest_bonus for s in full]
        assert any(s.route_points for s in full)
