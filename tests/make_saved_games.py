"""Writes tests/data/saved_games.json: games saved in the middle by the engine on the
path, with the moves that finished them, their final states and results, and numbers
of the random stream (run with the previous engine first on the path:
`PYTHONPATH=/path/to/old/checkout python tests/make_saved_games.py`).

Read by tests/test_engine_saved_games.py."""

from __future__ import annotations

import json
from pathlib import Path

from engine import GAMES
from engine.rng import RandomStream

OUT = Path(__file__).parent / "data" / "saved_games.json"
#: (game, players, seed, moves before saving, computer player)
GAMES_SAVED = [("usa", 3, "saved:usa", 70, "random"), ("europe", 4, "saved:europe", 90, "random"),
               ("nordic", 2, "saved:nordic", 60, "random"),
               ("cardgame", 3, "saved:cardgame", 40, "random"),
               ("europe", 2, "saved:europe:greedy", 50, "greedy")]
#: (seed, step, bounds) of the random numbers recorded
NUMBERS = [("a", 0, 1), ("bench:3", 17, 110), ("determinize:x:9", 4, 1 << 62), (7, 123456, 45)]


def play(game: str, state, bot_name: str, seed: str, moves: int, start: int) -> list[str]:
    """`moves` moves of the computer player on every seat (all of them when None), as
    their text forms."""
    rules = GAMES[game]
    bot = rules.bot(bot_name, worlds=1)
    done: list[str] = []
    while (seat := rules.to_act(state)) is not None and (moves is None or len(done) < moves):
        action = bot.choose(rules.private_view(state, seat), rules.legal(state, seat),
                            RandomStream(f"move:{seed}", start + len(done)))
        done.append(f"{seat} {rules.describe(state, action)}")
        rules.apply(state, seat, action)
    return done


def record() -> dict:
    games = []
    for game, players, seed, before, bot_name in GAMES_SAVED:
        rules = GAMES[game]
        state = rules.new([f"P{i}" for i in range(players)], seed)
        play(game, state, bot_name, seed, before, 0)
        saved = rules.dump(state)
        moves = play(game, state, bot_name, seed, None, before)
        games.append({"game": game, "saved": saved, "moves": moves,
                      "final": rules.dump(state), "result": rules.result(state)})
    numbers = []
    for seed, step, bound in NUMBERS:
        stream = RandomStream(seed, step)
        drawn = [stream.below(bound) for _ in range(20)]
        deck = list(range(110))
        stream.shuffle(deck)
        numbers.append({"seed": seed, "step": step, "bound": bound, "below": drawn,
                        "shuffled": deck})
    return {"games": games, "numbers": numbers}


if __name__ == "__main__":
    OUT.write_text(json.dumps(record(), indent=1) + "\n")
