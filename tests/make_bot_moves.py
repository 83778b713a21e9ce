"""Writes tests/data/bot_moves.json: the moves the computer players make, recorded with
the bots on the path, so that making them faster can be checked to change no decision
(run with the previous checkout first on the path:
`PYTHONPATH=/path/to/old/checkout python tests/make_bot_moves.py`).

Recorded: whole seeded games of `normal` (and of `easy`) on every board map for every
player count, and `hard`'s choice at a fixed number of worlds in positions of those
games, with every move `normal` made in its play-outs and every play-out's value.

Read by tests/test_bot_same_moves.py."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from engine import GAMES
from engine.actions import Action
from engine.bots.normal import NormalBot
from engine.clone import clone
from engine.rng import RandomStream

OUT = Path(__file__).parent / "data" / "bot_moves.json"
#: (map, players, computer player, seed) of the whole games recorded
GAMES_PLAYED = [(game, players, bot, f"same:{game}:{players}:{bot}:{n}")
                for game, counts in (("usa", (2, 3, 4)), ("europe", (2, 3, 4)),
                                     ("nordic", (2, 3)))
                for players in counts
                for bot, n in (("normal", 0), ("normal", 1), ("easy", 0))]
#: moves into a recorded `normal` game at which `hard` decides (0: its tickets at the
#: start), in the first game of each map and player count
HARD_AT = (0, 40, 90, 150)
HARD_WORLDS = 2


def move_text(seat: int, action: Action) -> str:
    """A seat's action as text, its cards included (in the fixed card order)."""
    return f"{seat} {action.text()}"


def play(game: str, players: int, bot_name: str, seed: str) -> tuple[list[str], list]:
    """A whole game of `bot_name` on every seat: its moves as text, and the positions
    (state, seat) before each move."""
    rules = GAMES[game]
    bot = rules.bot(bot_name)
    state = rules.new([f"P{i}" for i in range(players)], seed)
    moves: list[str] = []
    positions = []
    while (seat := rules.to_act(state)) is not None:
        positions.append((clone(state), seat))
        action = bot.choose(rules.bot_view(state, seat), rules.legal(state, seat),
                            RandomStream(f"move:{seed}", len(moves)))
        moves.append(move_text(seat, action))
        rules.apply(state, seat, action)
    return moves, positions


class RecordingNormal(NormalBot):
    """`normal`, keeping a digest of every move it chooses."""

    def __init__(self) -> None:
        super().__init__()
        self.digest = hashlib.sha256()
        self.count = 0

    def choose(self, view, legal, rng):  # noqa: ANN001, ANN201 - as NormalBot.choose
        action = super().choose(view, legal, rng)
        self.digest.update(move_text(view.seat, action).encode() + b"\n")
        self.count += 1
        return action


def hard_decision(game: str, state, seat: int, label: str) -> dict:
    """`hard`'s move at HARD_WORLDS worlds, with the digest of `normal`'s moves in its
    play-outs and the value of every play-out."""
    rules = GAMES[game]
    hard = rules.bot("hard", worlds=HARD_WORLDS)
    normal = hard.normal = RecordingNormal()
    values: list[float] = []
    play_out = hard._play_out

    def recorded(world, who, action):  # noqa: ANN001, ANN202 - as HardBot._play_out
        value = play_out(world, who, action)
        values.append(round(value, 6))
        return value

    hard._play_out = recorded
    action = hard.choose(rules.private_view(state, seat), rules.legal(state, seat),
                         RandomStream(f"hard:{label}", 0))
    return {"move": move_text(seat, action), "normal_moves": normal.count,
            "normal_digest": normal.digest.hexdigest(), "values": values}


def record() -> dict:
    games = []
    decisions = []
    for game, players, bot_name, seed in GAMES_PLAYED:
        moves, positions = play(game, players, bot_name, seed)
        games.append({"game": game, "players": players, "bot": bot_name, "seed": seed,
                      "moves": moves})
        if not seed.endswith("normal:0"):
            continue
        for at in HARD_AT:
            if at < len(positions):
                state, seat = positions[at]
                decisions.append({"game": game, "players": players, "seed": seed, "at": at,
                                  **hard_decision(game, state, seat, f"{seed}:{at}")})
    return {"games": games, "hard": decisions}


if __name__ == "__main__":
    OUT.write_text(json.dumps(record(), indent=1) + "\n")
