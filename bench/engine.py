"""Engine benchmark: simulated games per second by game and player count, the worst time
of the exact longest-path search (over the final positions of those games and over dense
networks of short routes, the hardest positions a real game can reach), and the worst
time of the Card Game's exact ticket search over large random piles and ticket hands.

    python bench/engine.py [--games N] [--dense N]

Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.bots import get_bot  # noqa: E402
from engine.cardgame.data import load_cardgame  # noqa: E402
from engine.cardgame.simulate import play_game as play_cardgame  # noqa: E402
from engine.cardgame.ticket_search import best_tickets  # noqa: E402
from engine.cards import count_cards  # noqa: E402
from engine.longest_path import longest_path  # noqa: E402
from engine.maps import load_map  # noqa: E402
from engine.rng import RandomStream  # noqa: E402
from engine.rules import RULESETS  # noqa: E402
from engine.simulate import play_game  # noqa: E402


def timed_longest(game_map, tracks) -> float:
    """Milliseconds one longest-path search takes."""
    start = time.perf_counter()
    longest_path(game_map, tracks)
    return (time.perf_counter() - start) * 1000


def dense_network(map_id: str, rng: RandomStream, trains: int) -> list[int]:
    """A connected network grown from a random city by adding the shortest free tracks
    next to it, one track per double route, until the trains run out."""
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


def ticket_search_times(rounds: int) -> dict[str, float]:
    """Mean and worst ms of the Card Game's ticket search: 10, 20 and all 46 tickets
    against a random On the Tracks pile of 20-40 cards."""
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
            start = time.perf_counter()
            best_tickets(tickets, pile)
            times.append((time.perf_counter() - start) * 1000)
        out[f"{count}_mean"] = round(sum(times) / len(times), 2)
        out[f"{count}_worst"] = round(max(times), 2)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--dense", type=int, default=300)
    args = parser.parse_args()
    result: dict = {"games_per_sec": {}, "ms_per_game": {}}
    worst = 0.0
    bot = get_bot("greedy")
    for game in ("usa", "europe", "nordic"):
        rules = RULESETS[game]
        for players in range(rules.min_players, rules.max_players + 1):
            start = time.perf_counter()
            finals = []
            for i in range(args.games):
                finals.append(play_game(game, [bot] * players, f"bench:{i}").state)
            elapsed = time.perf_counter() - start
            key = f"{game}-{players}"
            result["games_per_sec"][key] = round(args.games / elapsed, 1)
            result["ms_per_game"][key] = round(elapsed * 1000 / args.games, 1)
            game_map = load_map(rules.map_id)
            for state in finals:
                for p in state.players:
                    worst = max(worst, timed_longest(game_map, p.tracks))
    result["longest_path_worst_ms_in_games"] = round(worst, 3)
    dense_worst = {}
    for game in ("usa", "europe", "nordic"):
        rules = RULESETS[game]
        rng = RandomStream("dense", game)
        times = [timed_longest(load_map(game), dense_network(game, rng, rules.trains))
                 for _ in range(args.dense)]
        dense_worst[game] = round(max(times), 3)
    result["longest_path_worst_ms_dense"] = dense_worst
    for players in (2, 3, 4):
        start = time.perf_counter()
        for i in range(args.games):
            play_cardgame(["greedy"] * players, f"bench:{i}")
        elapsed = time.perf_counter() - start
        result["games_per_sec"][f"cardgame-{players}"] = round(args.games / elapsed, 1)
        result["ms_per_game"][f"cardgame-{players}"] = round(elapsed * 1000 / args.games, 1)
    result["ticket_search_ms"] = ticket_search_times(args.dense)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
