"""Engine benchmark: random 2-player USA games per second (the fastest of three rounds of
at least 300 games, after a game untimed); greedy ms per game for USA and
Europe 2-5, Nordic 2-3 and the Card Game 2-4; the cost of copying a mid-game 4-player USA
state for search (`clone`, or a deep `model_copy` where an engine has none); the worst time
of the exact longest-path search (over the final positions of the greedy games and over
dense networks of short routes, the hardest positions a real game can reach); and the
worst time of the Card Game's exact ticket search over large piles and ticket hands.

    python bench/engine.py [--games N] [--dense N] [--against DIR] [--clock cpu]

Prints one JSON object. Times are wall-clock times, or with `--clock cpu` the CPU time of
the measuring process (what other programs on a busy machine take away from a wall-clock
time does not count). With `--against DIR` (another checkout, e.g. the previous main in
a `git worktree`), every section runs for both checkouts, alternating, each in its own
process, and the object holds "new", "old" and "ratio" (how many times faster the
checkout of this script is; above 1 is faster).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve()
ROOT = Path(os.environ.get("TTR_BENCH_ROOT", HERE.parents[1]))
sys.path.insert(0, str(ROOT))

from checkout import measured_in  # noqa: E402

#: the clock every time is read from (see --clock)
CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}
clock = CLOCKS["wall"]

SECTIONS = ("random", "greedy", "cardgame", "clone", "dense", "tickets")
#: timings in these keys are "bigger is better" (the rest are times)
RATES = ("random_usa_2_games_per_sec",)


def timed_longest(game_map, tracks) -> float:
    """Milliseconds one longest-path search takes: the search's own, the garbage
    collector held off (a full collection of the benchmark's heap, about 40 ms with the
    finished games it keeps, would land in whichever call allocates past its threshold)."""
    from engine.longest_path import longest_path

    gc.disable()
    try:
        start = clock()
        longest_path(game_map, tracks)
        return (clock() - start) * 1000
    finally:
        gc.enable()


def dense_network(map_id: str, rng, trains: int) -> list[int]:
    """A connected network grown from a random city by adding the shortest free tracks
    next to it, one track per double route, until the trains run out."""
    from engine.maps import load_map

    game_map = load_map(map_id)
    start = rng.choice([c.id for c in game_map.cities])
    cities, tracks, left = {start}, [], trains
    while True:
        options = [t for c in cities for t in game_map.tracks_at[c]
                   if t not in tracks and game_map.routes[t].length <= left
                   and not set(game_map.sibling_tracks(t)) & set(tracks)]
        if not options:
            return tracks
        shortest = min(game_map.routes[t].length for t in options)
        options = [t for t in options if game_map.routes[t].length <= shortest + 1]
        t = rng.choice(sorted(set(options)))
        tracks.append(t)
        left -= game_map.routes[t].length
        cities |= {game_map.routes[t].a, game_map.routes[t].b}


#: the random games' rounds: each plays the same seeded games; the fastest round counts
RANDOM_ROUNDS = 3
#: games in a round at least (a round of 100 games took about 0.3 s: one busy moment of
#: the machine moved its rate by a third)
RANDOM_GAMES_MIN = 300


def random_games(games: int) -> dict:
    """Random 2-player USA games per second (the random bot on every seat): one game
    played untimed first (imports, the map's tables and caches made), then
    `RANDOM_ROUNDS` rounds of the same max(games, RANDOM_GAMES_MIN) seeded games, and
    the rate of the fastest round (what the code costs; a slower round is the machine
    busy elsewhere). Both checkouts of `--against` are measured by this same function."""
    from engine.bots import get_bot
    from engine.simulate import play_game

    bot = get_bot("random")
    play_game("usa", [bot, bot], "bench:warm-up")
    games = max(games, RANDOM_GAMES_MIN)
    best = 0.0
    for _ in range(RANDOM_ROUNDS):
        start = clock()
        for i in range(games):
            play_game("usa", [bot, bot], f"bench:{i}")
        best = max(best, games / (clock() - start))
    return {"random_usa_2_games_per_sec": round(best, 1)}


def greedy_games(games: int) -> dict:
    """Greedy ms per game for every board game and player count, and the worst
    longest-path time over their final positions."""
    from engine.bots import get_bot
    from engine.maps import load_map
    from engine.rules import RULESETS
    from engine.simulate import play_game

    out: dict = {}
    worst = 0.0
    bot = get_bot("greedy")
    for game in ("usa", "europe", "nordic"):
        rules = RULESETS[game]
        for players in range(rules.min_players, rules.max_players + 1):
            start = clock()
            finals = [play_game(game, [bot] * players, f"bench:{i}").state
                      for i in range(games)]
            elapsed = clock() - start
            out[f"greedy_{game}_{players}_ms_per_game"] = round(elapsed * 1000 / games, 2)
            game_map = load_map(rules.map_id)
            for state in finals:
                for p in state.players:
                    worst = max(worst, timed_longest(game_map, p.tracks))
    out["longest_path_worst_ms_in_games"] = round(worst, 3)
    return out


def cardgame_games(games: int) -> dict:
    """Greedy ms per Card Game for 2-4 players."""
    from engine.cardgame.bots import get_bot

    try:  # a checkout from before one simulator played every game
        from engine.cardgame.simulate import play_game as own_play
    except ImportError:
        from engine.simulate import play_game

        def play_cardgame(players: int, seed: str) -> None:
            play_game("cardgame", [get_bot("greedy")] * players, seed)
    else:
        def play_cardgame(players: int, seed: str) -> None:
            own_play(["greedy"] * players, seed)

    out = {}
    for players in (2, 3, 4):
        start = clock()
        for i in range(games):
            play_cardgame(players, f"bench:{i}")
        out[f"greedy_cardgame_{players}_ms_per_game"] = round(
            (clock() - start) * 1000 / games, 2)
    return out


def clone_cost(rounds: int) -> dict:
    """Microseconds to copy a 4-player USA state after 110 greedy actions, so that the
    copy can be changed freely: `engine.clone` where it exists, else a deep model_copy."""
    import engine
    from engine.bots import get_bot
    from engine.game import apply, legal_actions, new_game
    from engine.rng import RandomStream
    from engine.turns import seats_to_act
    from engine.views import private_view

    if (Path(engine.__file__).parent / "clone.py").exists():
        from engine.clone import clone
    else:  # (an installed engine elsewhere must not stand in for the missing module)
        def clone(state):
            return state.model_copy(deep=True)
    state, _ = new_game("usa", ["A", "B", "C", "D"], "bench")
    bot = get_bot("greedy")
    for i in range(110):
        seat = seats_to_act(state)[0]
        apply(state, seat, bot.choose(private_view(state, seat), legal_actions(state, seat),
                                      RandomStream("bench", i)))
    assert clone(state) == state
    best = float("inf")
    for _ in range(5):
        start = clock()
        for _ in range(rounds):
            clone(state)
        best = min(best, (clock() - start) * 1e6 / rounds)
    return {"clone_us": round(best, 2)}


def dense_times(dense: int) -> dict:
    """The worst longest-path time over dense networks of every map."""
    from engine.maps import load_map
    from engine.rng import RandomStream
    from engine.rules import RULESETS

    out = {}
    for game in ("usa", "europe", "nordic"):
        rng = RandomStream("dense", game)
        nets = [dense_network(game, rng, RULESETS[game].trains) for _ in range(dense)]
        game_map = load_map(game)
        timed_longest(game_map, [])
        out[f"longest_path_worst_ms_dense_{game}"] = round(
            max(timed_longest(game_map, tracks) for tracks in nets), 3)
    out["longest_path_worst_ms_dense"] = max(out.values())
    return out


def ticket_search_times(rounds: int) -> dict:
    """Mean and worst ms of the Card Game's ticket search: 10, 20 and all 46 tickets
    against a random On the Tracks pile of 20-40 cards."""
    from engine.cardgame.data import load_cardgame
    from engine.cardgame.ticket_search import best_tickets
    from engine.cards import count_cards
    from engine.rng import RandomStream

    data = load_cardgame()
    rng = RandomStream("tickets", 1)
    deck = [c for c in data.deck.colors for _ in range(data.deck.per_color)]
    deck += ["locomotive"] * data.deck.locomotives
    out: dict[str, float] = {}
    for count in (10, 20, 46):
        times = []
        for _ in range(max(1, rounds // 10)):
            pool = list(range(len(data.tickets)))
            rng.shuffle(pool)
            cards = list(deck)
            rng.shuffle(cards)
            pile = count_cards(cards[:20 + rng.below(21)])
            tickets = [(data.tickets[t].points, count_cards(data.tickets[t].colors))
                       for t in pool[:count]]
            start = clock()
            best_tickets(tickets, pile)
            times.append((clock() - start) * 1000)
        out[f"ticket_search_{count}_mean_ms"] = round(sum(times) / len(times), 2)
        out[f"ticket_search_{count}_worst_ms"] = round(max(times), 2)
    return out


def section(name: str, args: argparse.Namespace) -> dict:
    if name == "random":
        return random_games(args.games)
    if name == "greedy":
        return greedy_games(args.games)
    if name == "cardgame":
        return cardgame_games(args.games)
    if name == "clone":
        return clone_cost(2000)
    if name == "dense":
        return dense_times(args.dense)
    return ticket_search_times(args.dense)


def in_process(root: Path, name: str, args: argparse.Namespace) -> dict:
    """One section measured in a fresh process importing the engine of `root`."""
    return measured_in(root, HERE, ["--section", name, "--games", str(args.games),
                                    "--dense", str(args.dense), "--clock", args.clock])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--dense", type=int, default=300)
    parser.add_argument("--against", type=Path, help="another checkout to measure too")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall",
                        help="wall-clock time, or the CPU time of the measuring process")
    parser.add_argument("--section", choices=SECTIONS, help=argparse.SUPPRESS)
    args = parser.parse_args()
    global clock
    clock = CLOCKS[args.clock]
    if args.section:
        print(json.dumps(section(args.section, args)))
        return
    if args.against is None:
        result: dict = {}
        for name in SECTIONS:
            result.update(section(name, args))
        print(json.dumps(result))
        return
    new: dict = {}
    old: dict = {}
    for i, name in enumerate(SECTIONS):  # alternate which goes first
        pair = [(new, HERE.parents[1]), (old, args.against.resolve())]
        for into, root in (pair if i % 2 == 0 else pair[::-1]):
            into.update(in_process(root, name, args))
    ratio = {k: round(new[k] / old[k] if k in RATES else old[k] / new[k], 2)
             for k in new if k in old and new[k] and old[k]}
    print(json.dumps({"new": new, "old": old, "ratio": ratio}))


if __name__ == "__main__":
    main()
