"""Exports of finished games replay to the same end; tampered files are refused with a
message naming what is wrong (first bad action first)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys

import pytest

from engine.replay import ReplayError, replay
from tests.played_games import played_export

GAMES = [("usa", 4), ("europe", 3), ("nordic", 3), ("cardgame", 3)]


@pytest.fixture(scope="module")
def exports() -> dict[str, tuple[object, dict]]:
    return {game: played_export(game, n, seed=11) for game, n in GAMES}


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_export_replays_to_identical_final_state_and_scores(exports, game, players) -> None:
    final, data = exports[game]
    assert data["format"] == "ttr-game" and data["version"] == 1
    assert len(data["seats"]) == players and data["actions"]
    # through a JSON file and back, as a person would pass it around
    state, result = replay(json.loads(json.dumps(data)))
    assert state.model_dump_json() == final.model_dump_json()
    assert result == data["result"]
    totals = [p["total"] for p in result["players"]]
    if game == "cardgame":
        assert totals == [p.total for p in final.result.players]
    else:
        from engine.views import final_scores
        assert totals == [s.total for s in final_scores(final)]


def test_card_game_options_are_part_of_the_export() -> None:
    final, data = played_export("cardgame", 2, seed=3, options={"own_pile_visible": True})
    state, _ = replay(data)
    assert state.own_pile_visible and state.model_dump_json() == final.model_dump_json()


def _first_claim(data: dict) -> int:
    return next(i for i, a in enumerate(data["actions"]) if a["action"].startswith("claim"))


def _first_draw(data: dict) -> int:
    return next(i for i, a in enumerate(data["actions"]) if a["action"].startswith("draw"))


def _tamper(name: str, data: dict) -> tuple[object, str]:
    """A tampered copy of a USA export and the words its refusal must contain."""
    d = copy.deepcopy(data)
    acts = d["actions"]
    claim, draw = _first_claim(d), _first_draw(d)
    if name == "not_object":
        return [d], "one JSON object"
    if name == "format":
        d["format"] = "chess-pgn"
        return d, "not a game export"
    if name == "version":
        d["version"] = 2
        return d, "export version 2 is not supported"
    if name == "game":
        d["game"] = "mars"
        return d, "unknown game 'mars'"
    if name == "rules":
        d["rules"]["trains"] = 60
        return d, "rule set differs from this engine's usa rules (field 'trains')"
    if name == "seed_type":
        d["seed"] = [1, 2]
        return d, "'seed' must be a number or a text"
    if name == "one_seat":
        d["seats"] = d["seats"][:1]
        return d, "cannot start: player count"
    if name == "seat_name":
        d["seats"][2] = {"computer": "greedy"}
        return d, "seat 3 needs a 'name'"
    if name == "no_actions":
        del d["actions"]
        return d, "'actions' must be a list"
    if name == "entry_shape":
        acts[5] = "draw deck"
        return d, "action 6: each action needs a 'seat' number and an 'action' text"
    if name == "no_such_seat":
        acts[claim]["seat"] = 9
        return d, f"action {claim + 1} (seat 9: "
    if name == "wrong_seat":
        acts[claim]["seat"] = (acts[claim]["seat"] + 1) % 4
        return d, f"action {claim + 1} ("
    if name == "gibberish":
        acts[draw]["action"] = "fly to the moon"
        return d, f"action {draw + 1} (" + d["seats"][acts[draw]["seat"]]["name"]
    if name == "unknown_route":
        acts[claim]["action"] = "claim atlantis-boston"
        return d, f"action {claim + 1} "
    if name == "unpaid_claim":
        acts[claim]["action"] = acts[claim]["action"].split(" with ")[0] + " with 9 locomotive"
        return d, f"action {claim + 1} "
    if name == "ticket_not_offered":
        acts[0]["action"] = "keep " + "boston-miami"
        return d, "action 1 "
    if name == "truncated":
        del acts[-3:]
        return d, f"not over after its last action (action {len(acts)})"
    if name == "extra":
        acts.append({"seat": 0, "action": "draw deck"})
        return d, f"action {len(acts)} (Ann: 'draw deck'): the game was already over"
    if name == "total":
        d["result"]["players"][1]["total"] += 10
        return d, "Bob's total is"
    if name == "ranking":
        d["result"]["ranking"] = list(reversed(d["result"]["ranking"]))
        return d, "ranking"
    if name == "seed":
        d["seed"] = 12
        return d, "action "
    if name == "swapped":
        acts[claim], acts[claim - 1] = acts[claim - 1], acts[claim]
        return d, "action "
    if name == "no_result":
        del d["result"]
        return d, "the file has no 'result' to confirm"
    if name == "names_swapped":
        d["seats"][0]["name"], d["seats"][3]["name"] = d["seats"][3]["name"], d["seats"][0]["name"]
        return d, "name is"
    if name == "seat_renamed":
        d["result"]["players"][2]["name"] = "Mallory"
        return d, "name is Mallory in the file"
    if name == "places":
        d["result"]["ranking"] = d["result"]["ranking"][:-1]
        return d, "ranking"
    if name == "huge_seed":
        d["seed"] = "7" * 100_000
        return d, "'seed' is too long"
    raise AssertionError(name)


TAMPERS = ["not_object", "format", "version", "game", "rules", "seed_type", "one_seat",
           "seat_name", "no_actions", "entry_shape", "no_such_seat", "wrong_seat", "gibberish",
           "unknown_route", "unpaid_claim", "ticket_not_offered", "truncated", "extra",
           "total", "ranking", "seed", "swapped", "no_result", "names_swapped",
           "seat_renamed", "places", "huge_seed"]


@pytest.mark.parametrize("name", TAMPERS)
def test_tampered_export_is_refused_with_the_right_message(exports, name) -> None:
    tampered, words = _tamper(name, exports["usa"][1])
    with pytest.raises(ReplayError) as refused:
        replay(tampered)
    assert words in str(refused.value)


def test_a_refused_action_is_named_with_the_rules_reason(exports) -> None:
    data = copy.deepcopy(exports["usa"][1])
    i = _first_claim(data)
    data["actions"][i]["seat"] = (data["actions"][i]["seat"] + 1) % 4
    with pytest.raises(ReplayError, match=rf"^action {i + 1} \(\w+: 'claim [^']+'\): "
                                          r"it was not this seat's move$"):
        replay(data)


def test_card_game_tampered_play_is_refused(exports) -> None:
    data = copy.deepcopy(exports["cardgame"][1])
    i = next(i for i, a in enumerate(data["actions"]) if a["action"].startswith("play"))
    data["actions"][i]["action"] = "play 7 locomotive"
    with pytest.raises(ReplayError, match=rf"^action {i + 1} .*refused by the rules"):
        replay(data)


def test_command_line_replays_and_refuses(exports, tmp_path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(exports["europe"][1]), encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "engine.replay", str(path), "--json"],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["players"] == exports["europe"][1]["result"]["players"]
    assert out["winner"] == out["players"][out["ranking"][0]]["name"]
    text = subprocess.run([sys.executable, "-m", "engine.replay", str(path)],
                          capture_output=True, text=True, check=False)
    assert text.returncode == 0 and "result confirmed" in text.stdout
    bad, _ = _tamper("total", exports["usa"][1])
    path.write_text(json.dumps(bad), encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "engine.replay", str(path)],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.startswith("the recorded result differs") and run.stderr.count("\n") == 1


@pytest.mark.parametrize("map_id", ["usa", "europe", "nordic"])
def test_every_track_has_its_own_name(map_id) -> None:
    from engine.maps import load_map
    game_map = load_map(map_id)
    names = [game_map.track_name(t) for t in range(len(game_map.routes))]
    assert len(set(names)) == len(names)
    assert all(game_map.find_track(n) == t for t, n in enumerate(names))
    # a second track of the same colour is claimed by its own name even when the first is free
    twins = [n for n in names if n.count(":") == 2]
    assert twins or map_id == "nordic"


def test_random_players_games_replay_exactly() -> None:
    from engine.games import GAMES
    from tests.played_games import played_actions
    for game, n in [("usa", 2), ("europe", 5), ("cardgame", 4)]:
        names = ["Ann", "Bob", "Cyd", "Dee", "Eve"][:n]
        final, log = played_actions(game, names, 2, bot_name="random")
        rules = GAMES[game]
        state = rules.new(names, 2)
        for seat, text in log:
            rules.apply(state, seat, rules.parse(state, seat, text))
        assert state.model_dump_json() == final.model_dump_json()


MALFORMED = {
    "nested": ("[" * 100_000 + "]" * 100_000).encode(),
    "not_utf8": b'{"format": "ttr-game", "game": "\xff\xfe usa"}',
    "huge_number_seed": b'{"format": "ttr-game", "version": 1, "seed": ' + b"1" * 100_000 + b"}",
    "huge_number": b'{"format": "ttr-game", "version": 1' + b"9" * 100_000 + b"}",
    "empty": b"",
    "nested_object": ('{"a": ' * 50_000 + "1" + "}" * 50_000).encode(),
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_a_malformed_file_gets_one_line_and_exit_code_2(tmp_path, name) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(MALFORMED[name])
    for args in ([str(path)], ["-"]):
        run = subprocess.run([sys.executable, "-m", "engine.replay", *args],
                             input=MALFORMED[name] if args == ["-"] else None,
                             capture_output=True, check=False)
        assert run.returncode == 2 and run.stdout == b""
        assert run.stderr.count(b"\n") == 1 and b"Traceback" not in run.stderr
