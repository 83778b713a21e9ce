"""The command-line contracts of DESIGN.md: `engine.simulate` and `engine.score`."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest

from engine.simulate import simulate

KEYS = {"map", "players", "games", "completed", "errors", "turns_mean", "score_mean",
        "winner_score_mean", "tickets_completed_rate", "games_per_sec"}


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *args], input=stdin, capture_output=True,
                          text=True, timeout=300)


@pytest.mark.parametrize(("game", "players"), [("usa", 2), ("europe", 5), ("nordic", 3)])
def test_simulate_prints_one_json_object_with_the_contract_keys(game, players):
    done = run("engine.simulate", "--map", game, "--players", str(players), "--games", "3",
               "--seed", "1", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert set(result) >= KEYS
    assert result["completed"] == 3 and result["errors"] == 0
    assert result["map"] == game and result["players"] == players


def test_simulate_is_reproducible():
    a = simulate("usa", 3, 4, 7)
    b = simulate("usa", 3, 4, 7)
    for timing in ("games_per_sec", "move_ms"):  # clock readings, not results
        a.pop(timing), b.pop(timing)
    assert a == b


def test_each_games_lead_is_that_of_the_bot_named_first_where_it_plays():
    """Three bots cycled over two seats: `normal` sits out game 1 and has no lead there;
    in the others its lead is its total minus the other seat's."""
    result = simulate("usa", 2, 3, 5, "normal,greedy,easy")
    assert sorted(result["lead_by_game"]) == ["0", "2"]
    one = simulate("usa", 2, 1, 5, "normal,greedy")
    assert one["lead_by_game"]["0"] == result["lead_by_game"]["0"] \
        == one["score_mean_by_bot"]["normal"] - one["score_mean_by_bot"]["greedy"]


def test_with_cpu_the_move_times_are_counted_on_the_cpu_clock(monkeypatch):
    """On a busy machine the wall clock counts other programs' time: `--cpu` times the
    moves as it times the thinking (here a CPU clock that moves one second a read)."""
    ticks = iter(range(10**6))
    monkeypatch.setattr(time, "process_time", lambda: float(next(ticks)))
    on_cpu = simulate("usa", 2, 1, 3, "greedy", cpu=True)["move_ms"]["greedy"]
    on_wall = simulate("usa", 2, 1, 3, "greedy")["move_ms"]["greedy"]
    assert on_cpu["p50"] == on_cpu["p95"] == 1000.0
    assert on_wall["p95"] < 1000.0


def test_simulate_refuses_a_player_count_the_game_does_not_have():
    done = run("engine.simulate", "--map", "nordic", "--players", "4", "--games", "1", "--json")
    assert done.returncode == 2 and "2-3 players" in done.stderr


def test_the_greedy_bot_beats_the_random_bot_in_at_least_90_percent_of_2_player_games():
    wins = 0
    games = 0
    for order in ("greedy,random", "random,greedy"):
        result = simulate("usa", 2, 10, 3, order)
        assert result["errors"] == 0
        wins += result["wins"].get("greedy", 0)
        games += result["completed"]
    assert wins >= 0.9 * games


ANN = {"map": "europe", "players": [{"name": "Ann", "routes": ["paris-frankfurt:white",
                                                              "frankfurt-berlin"],
                                     "tickets": ["paris-wien"], "stations": ["wien"]}]}


def test_score_matches_the_design_example():
    done = run("engine.score", "-", stdin=json.dumps(ANN))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {
        "players": [{"name": "Ann", "route_points": 8, "tickets_completed": [],
                     "tickets_failed": ["paris-wien"], "ticket_points": -8,
                     "stations_left": 2, "station_points": 8, "longest_route": 6,
                     "longest_bonus": 10, "globetrotter_bonus": 0, "total": 18}],
        "ranking": ["Ann"]}


def test_score_reads_a_file(tmp_path):
    f = tmp_path / "pos.json"
    f.write_text(json.dumps(ANN), encoding="utf-8")
    done = run("engine.score", str(f))
    assert done.returncode == 0 and json.loads(done.stdout)["players"][0]["total"] == 18


def two(routes_a, routes_b=(), game="usa", **extra):
    return {"map": game, "players": [{"name": "A", "routes": list(routes_a), **extra},
                                     {"name": "B", "routes": list(routes_b)}]}


@pytest.mark.parametrize(("position", "message"), [
    ("{not json", "malformed JSON"),
    (json.dumps({"map": "mars", "players": []}), "unknown map 'mars'"),
    (json.dumps(two(["seattle-atlantis"])), "unknown city"),
    (json.dumps(two(["seattle-miami"])), "no route seattle-miami"),
    (json.dumps(two(["denver-omaha"], ["denver-omaha"])), "already claimed by A"),
    (json.dumps(two(["seattle-portland", "seattle-portland"])), "both tracks"),
    (json.dumps(two(["seattle-portland"], ["seattle-portland"])), "only one track"),
    (json.dumps(two([], tickets=["denver-atlantis"])), "ticket 'denver-atlantis'"),
    (json.dumps(two([], tickets=["denver-miami"])), "no ticket denver-miami"),
    (json.dumps(two([], game="europe", stations=["wien", "roma", "riga", "kyiv"])),
     "at most 3"),
    (json.dumps(two([], game="usa", stations=["denver"])), "at most 0"),
    (json.dumps({"map": "europe", "players": [
        {"name": "A", "stations": ["wien"]}, {"name": "B", "stations": ["wien"]}]}),
     "already has A's station"),
    (json.dumps({"map": "usa", "players": [{"routes": []}]}), "needs a 'name'"),
    (json.dumps({"map": "usa", "players": [{"name": "A", "routes": "denver-omaha"}]}),
     "must be a list"),
    (json.dumps([1, 2]), "JSON object"),
])
def test_bad_score_input_is_one_line_on_stderr_and_exit_code_2(position, message):
    done = run("engine.score", "-", stdin=position)
    assert done.returncode == 2
    assert done.stdout == ""
    assert message in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_a_missing_file_is_exit_code_2():
    done = run("engine.score", "/nonexistent/position.json")
    assert done.returncode == 2 and "cannot read" in done.stderr
