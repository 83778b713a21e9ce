"""The score calculator: score a finished position from a JSON file.

    python -m engine.score FILE.json      (or - for standard input)

Board maps: {"map": "europe", "players": [{"name": "Ann", "routes": ["paris-frankfurt:white"],
"tickets": ["paris-wien"], "stations": ["wien"]}]}. The Card Game: {"map": "cardgame", ...}.
Each game scores its own input (`Game.score_file`). Prints the scores as JSON; bad input
is one line on stderr and exit code 2.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from .errors import InputError
from .games import GAMES
from .input_file import read_json
from .score_input import score_board

__all__ = ["main", "score_board", "score_request"]


def score_request(data: Any) -> dict:
    """Score any game's position; InputError for bad input."""
    if not isinstance(data, dict):
        raise InputError("the input must be a JSON object with 'map' and 'players'")
    map_id = data.get("map")
    game = GAMES.get(map_id) if isinstance(map_id, str) else None
    if game is None:
        *first, last = GAMES
        raise InputError(f"unknown map '{map_id}': choose {', '.join(first)} or {last}")
    return game.score_file(data)


USAGE = """usage: python -m engine.score FILE.json   (FILE may be - for standard input)

Scores a finished position of USA, Europe, Nordic Countries or the Card Game, as for a
game played on a real table, and prints the result as JSON on one line.

  {"map": "europe",
   "players": [{"name": "Ann", "routes": ["paris-frankfurt:white", "frankfurt-berlin"],
                "tickets": ["paris-wien"], "stations": ["wien"]}]}

A route is named by its two city ids joined by '-' (either order), with ':colour' to pick
one track of a double route; a ticket likewise. Station borrowing is chosen as in the game:
the best for the owner. Bad input prints one line on standard error and exits with 2."""


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args in (["-h"], ["--help"]):
        print(USAGE)
        return 0
    if len(args) != 1:
        print(USAGE.splitlines()[0], file=sys.stderr)
        return 2
    try:
        result = score_request(read_json(args[0]))
    except InputError as e:
        print(str(e), file=sys.stderr)
        return 2
    print(json.dumps(result, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
