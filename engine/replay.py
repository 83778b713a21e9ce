"""A finished game as a file: export it, replay it, check it.

    python -m engine.replay FILE.json [--json]      (or - for standard input)

The export (format "ttr-game", version 1) holds everything that decides a game: the game
and its rule set, the seed, the seats in playing order, the options and every action in
order as its text form (`claim denver-omaha with 4 red`, `keep boston-miami`). Replaying
it from the seed reproduces the game exactly; the file's recorded result must match the
replayed one. A tampered or impossible file is refused with one line naming the first
bad action (exit code 2).

Pure functions over dicts; only `main` reads a file and prints.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .api import Game
from .errors import InputError, RuleError
from .events import Event
from .games import GAMES
from .input_file import read_json

FORMAT = "ttr-game"
VERSION = 1
#: the longest seed a file may give (digits of a number, characters of a text)
MAX_SEED_CHARS = 100


class ReplayError(InputError):
    """A file that cannot be replayed: one clear line saying why."""


@dataclass
class Step:
    """One replayed action and the state right after it (the same object each time:
    read what you need before asking for the next step)."""

    number: int
    seat: int
    text: str
    events: list[Event]
    state: Any


def rules_data(game: str) -> dict:
    """The rule set of `game` as plain data (what an export records)."""
    return GAMES[game].rules_data()


def result_of(state: Any) -> dict:
    """A finished game's result (`Game.result`), whatever the game."""
    return GAMES[state.game].result(state)


# --- reading a file -------------------------------------------------------------------


def _need(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise ReplayError(f"'{key}' must be {what}")
    return value


def _header(data: Any) -> tuple[Game, list[str], int | str, dict, list]:
    if not isinstance(data, dict):
        raise ReplayError("the file must hold one JSON object (a game export)")
    if data.get("format") != FORMAT:
        raise ReplayError(f"not a game export: 'format' must be \"{FORMAT}\"")
    version = data.get("version")
    if version != VERSION:
        raise ReplayError(f"export version {version!r} is not supported (this replayer reads "
                          f"version {VERSION})")
    game = data.get("game")
    if not isinstance(game, str) or game not in GAMES:
        raise ReplayError(f"unknown game {game!r}: choose {', '.join(GAMES)}")
    rules = data.get("rules")
    own = GAMES[game].rules_data()
    if rules != own:
        fields = sorted(k for k in set(own) | set(rules if isinstance(rules, dict) else {})
                        if not isinstance(rules, dict) or rules.get(k) != own.get(k))
        raise ReplayError(f"the rule set differs from this engine's {game} rules"
                          + (f" (field '{fields[0]}')" if fields else ""))
    seed = _need(data, "seed", (int, str), "a number or a text")
    if len(str(seed)) > MAX_SEED_CHARS:
        raise ReplayError(f"'seed' is too long (at most {MAX_SEED_CHARS} digits or characters)")
    seats = _need(data, "seats", list, "a list of seats")
    names = []
    for i, s in enumerate(seats):
        if not isinstance(s, dict) or not isinstance(s.get("name"), str) or not s["name"]:
            raise ReplayError(f"seat {i + 1} needs a 'name'")
        names.append(s["name"])
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise ReplayError("'options' must be an object")
    actions = _need(data, "actions", list, "a list of actions")
    return GAMES[game], names, seed, options, actions


def _describe_entry(number: int, entry: Any, names: Sequence[str]) -> str:
    if isinstance(entry, dict):
        seat, text = entry.get("seat"), entry.get("action")
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else f"seat {seat}"
        return f"action {number} ({who}: {text!r})"
    return f"action {number}"


def _refusal(error: RuleError) -> str:
    params = ", ".join(f"{k}={v}" for k, v in error.params.items())
    return error.code.replace("_", " ") + (f" ({params})" if params else "")


def steps(data: Any, *, complete: bool = True) -> Iterator[Step]:
    """Replay an export action by action. ReplayError names the first bad action (and,
    with `complete`, refuses a game that is not over after its last action)."""
    game, names, seed, options, actions = _header(data)
    try:
        state = game.new(names, seed, **options)
    except RuleError as e:
        raise ReplayError(f"the game cannot start: {_refusal(e)}") from None
    except (TypeError, ValueError):
        raise ReplayError(f"the game cannot start with the options {sorted(options)}"
                          f" and the seed given") from None
    for number, entry in enumerate(actions, start=1):
        where = _describe_entry(number, entry, names)
        if (not isinstance(entry, dict) or not isinstance(entry.get("seat"), int)
                or isinstance(entry.get("seat"), bool)
                or not isinstance(entry.get("action"), str)):
            raise ReplayError(f"{where}: each action needs a 'seat' number and an "
                              f"'action' text")
        seat, text = entry["seat"], entry["action"]
        if not 0 <= seat < len(names):
            raise ReplayError(f"{where}: there is no seat {seat}")
        if game.is_over(state):
            raise ReplayError(f"{where}: the game was already over")
        if seat not in game.waiting(state):
            raise ReplayError(f"{where}: it was not this seat's move")
        try:
            action = game.parse(state, seat, text)
            events = game.apply(state, seat, action)
        except RuleError as e:
            raise ReplayError(f"{where}: refused by the rules: {_refusal(e)}") from None
        yield Step(number=number, seat=seat, text=text, events=events, state=state)
    if complete and not game.is_over(state):
        raise ReplayError(f"the game is not over after its last action (action {len(actions)})")


def replayed(data: Any) -> tuple[Any, dict]:
    """Replay an export to its end: the final state and the result (the file's own result
    not looked at). ReplayError when the game does not replay."""
    state = None
    for step in steps(data):
        state = step.state
    assert state is not None  # steps() refuses a file whose game does not end
    return state, GAMES[data["game"]].result(state)


def replay(data: Any) -> tuple[Any, dict]:
    """Replay an export to its end: the final state and the result, checked against the
    result the file records, which must be there and match in every field (each seat's
    name and scores, and the places). ReplayError when anything does not hold."""
    state, result = replayed(data)
    if "result" not in data:
        raise ReplayError("the file has no 'result' to confirm")
    recorded = data["result"]
    if recorded != result:
        raise ReplayError("the recorded result differs from the replayed one: "
                          + _first_difference(recorded, result))
    return state, result


def _first_difference(recorded: Any, result: dict) -> str:
    if not isinstance(recorded, dict):
        return "'result' is not an object"
    if recorded.get("ranking") != result["ranking"]:
        return f"ranking {recorded.get('ranking')} in the file, {result['ranking']} replayed"
    players = recorded.get("players")
    if not isinstance(players, list) or len(players) != len(result["players"]):
        return "the file lists a different number of players"
    for mine, theirs in zip(result["players"], players, strict=True):
        if not isinstance(theirs, dict):
            return "a player's result is not an object"
        for key in mine:
            if theirs.get(key) != mine[key]:
                return (f"{mine['name']}'s {key.replace('_', ' ')} is {theirs.get(key)} in "
                        f"the file, {mine[key]} replayed")
    return "the result has fields this replayer does not write"


def make_export(game: str, seats: Sequence[Mapping[str, Any]], seed: int | str,
                actions: Sequence[tuple[int, str]], *, options: Mapping[str, Any] | None = None,
                meta: Mapping[str, Any] | None = None) -> dict:
    """The export of a finished game from its start and its actions (seat, text). It is
    replayed once to record (and prove) its result; ReplayError if it does not replay."""
    data: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "game": game, "rules": rules_data(game),
        "seed": seed, "options": dict(options or {}),
        "seats": [dict(s) for s in seats],
        "actions": [{"seat": seat, "action": text} for seat, text in actions],
    }
    data.update(meta or {})
    _, data["result"] = replayed(data)
    return data


# --- the command line -----------------------------------------------------------------


def summary_lines(data: dict, result: dict) -> list[str]:
    """The replayed result for people: one line per player, winner first."""
    lines = [f"{data['game']}: {len(data['actions'])} actions replayed, result confirmed"]
    for place, seat in enumerate(result["ranking"], start=1):
        p = result["players"][seat]
        lines.append(f"{place}. {p['name']} (seat {seat + 1}): {p['total']} points, "
                     f"{p['tickets_completed']} tickets completed, {p['tickets_failed']} failed")
    return lines


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    as_json = "--json" in args
    files = [a for a in args if a != "--json"]
    if len(files) != 1:
        print("usage: python -m engine.replay FILE.json [--json]", file=sys.stderr)
        return 2
    try:
        data = read_json(files[0])
        _, result = replay(data)
    except InputError as e:
        print(str(e), file=sys.stderr)
        return 2
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as e:
        # a file shaped in a way no check above foresaw: still one line, never a traceback
        print(f"the file cannot be replayed ({type(e).__name__})", file=sys.stderr)
        return 2
    if as_json:
        print(json.dumps({"game": data["game"], "actions": len(data["actions"]),
                          "players": result["players"], "ranking": result["ranking"],
                          "winner": result["players"][result["ranking"][0]]["name"]},
                         ensure_ascii=False))
    else:
        print("\n".join(summary_lines(data, result)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
