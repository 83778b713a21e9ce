"""Table-service benchmark: how long a move takes through the service, SQLite commit
included, with one game and with 1,000 active games in the database, without pictures,
with the board picture, and with the board and the player's hand picture.

    python bench/service.py [--games 1000] [--moves 300] [--hard-seats 20]

Prints one JSON object per setting: p50, p95 and max in milliseconds. A move is a
person's command (`/ttr draw`, `claim`, `keep`, ...) chosen by the computer player and
timed from the call to the replies being ready. The last setting times people's moves
again while `--hard-seats` computer seats of the `hard` level think in other games
(their moves run in the service's worker processes).
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import render  # noqa: E402
from bot.pictures import Pictures  # noqa: E402
from bot.replies import Actor, Channel  # noqa: E402
from bot.service import Table, TableService  # noqa: E402
from bot.store import SqliteStore  # noqa: E402

PEOPLE = (Actor("ann", "Ann"), Actor("bob", "Bob"), Actor("cat", "Cat"))


#: the private pictures, left out of the board-only setting
HANDS = (render.render_hand, render.render_cardgame_hand)


class BoardOnly(Pictures):
    """Pictures of the board (and final tally) but no hands."""

    async def draw(self, what: Any, view: Any, name: str, locale: str = "en",
                   extra: Any = None) -> Any:
        return None if what in HANDS else await super().draw(what, view, name, locale, extra)


async def open_games(service: TableService, count: int, game: str, first: int = 0
                     ) -> list[Channel]:
    """`count` started games, one per channel, tickets chosen."""
    places = []
    for i in range(first, first + count):
        place = Channel("bench", f"channel-{i}")
        await service.new(place, PEOPLE[0], game)
        for p in PEOPLE[1:]:
            await service.join(place, p)
        await service.start(place, PEOPLE[0])
        for p in PEOPLE:
            await service.play(place, p, *await service.suggestion(place, p))
        places.append(place)
    return places


async def timed_moves(service: TableService, places: list[Channel], moves: int,
                      rng: random.Random, game: str) -> list[float]:
    """Milliseconds per move, over moves spread across the games (a finished game is
    replaced by a new one, so the number of active games stays)."""
    times = []
    while len(times) < moves:
        place = rng.choice(places)
        record = await service.store.channel_game(place.guild, place.channel)
        if record.status != "playing":
            places.remove(place)
            places += await open_games(service, 1, game, await service.store.count_games())
            continue
        table = Table.model_validate_json(record.table)
        for person in PEOPLE:
            found = await service.suggestion(place, person)
            if found:
                start = time.perf_counter()
                replies = await service.play(place, person, *found)
                times.append((time.perf_counter() - start) * 1000)
                assert replies and table.seat_of(person.id) is not None
                break
    return times


async def hard_tables(service: TableService, seats: int, game: str) -> list[Channel]:
    """Games of two `hard` computer seats each, `seats` in all, already under way."""
    places = []
    for i in range(seats // 2):
        place = Channel("bench", f"hard-{i}")
        await service.new(place, PEOPLE[0], game)
        for _ in range(2):
            await service.addbot(place, PEOPLE[0], "hard")
        await service.leave(place, PEOPLE[0])
        await service.start(place, PEOPLE[0])
        places.append(place)
    return places


async def keep_thinking(service: TableService, stop: asyncio.Event) -> int:
    """Play the computer seats' due moves until stopped; how many rounds ran."""
    rounds = 0
    while not stop.is_set():
        await service.run_due()
        rounds += 1
        await asyncio.sleep(0)
    return rounds


def summary(name: str, games: int, times: list[float]) -> dict[str, Any]:
    ordered = sorted(times)
    return {"setting": name, "games_in_db": games, "moves": len(times),
            "p50_ms": round(statistics.median(ordered), 2),
            "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 2),
            "max_ms": round(ordered[-1], 2)}


async def main(games: int, moves: int, game: str, hard_seats: int) -> None:
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as tmp:
        for count in (1, games):
            store = SqliteStore(Path(tmp) / f"bench-{count}.sqlite3")
            await store.open()
            service = TableService(store, pictures=Pictures(enabled=False), bot_delay=0,
                                   turn_limit=1800, seeds=itertools.count(1).__next__)
            started = time.perf_counter()
            places = await open_games(service, count, game)
            setup = time.perf_counter() - started
            active = await store.count_games("playing")
            settings = [("no pictures", Pictures(enabled=False))]
            if count == games:
                settings += [("board picture", BoardOnly()),
                             ("board and hand pictures", Pictures())]
            for name, pictures in settings:
                service.pictures = pictures
                n = moves if pictures.enabled is False else max(moves // 3, 30)
                result = summary(name, active, await timed_moves(service, places, n, rng, game))
                result["setup_s"] = round(setup, 1)
                print(json.dumps(result), flush=True)
            if count == games and hard_seats:
                service.pictures = Pictures(enabled=False)
                await hard_tables(service, hard_seats, game)
                stop = asyncio.Event()
                thinking = asyncio.create_task(keep_thinking(service, stop))
                times = await timed_moves(service, places, moves, rng, game)
                stop.set()
                await thinking
                result = summary(f"no pictures, {hard_seats} hard seats thinking", active,
                                 times)
                result["hard_moves_meanwhile"] = service.thinkers.done
                print(json.dumps(result), flush=True)
                service.thinkers.close()
            await store.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--map", default="usa")
    parser.add_argument("--hard-seats", type=int, default=20,
                        help="hard computer seats thinking during the last setting (0: none)")
    args = parser.parse_args()
    asyncio.run(main(args.games, args.moves, args.map, args.hard_seats))
