"""Several bot processes over one database: due games are claimed by one process at a
time, a stopped process's claims run out and are taken over, each process plays only its
own shards' games (others' once they are evidently abandoned), and a due move is played
exactly once. Every test runs with two stores on one SQLite file and on PostgreSQL."""

from __future__ import annotations

import asyncio
import itertools
import json

import pytest

from bot.replies import Channel
from bot.service import TableService
from bot.service.scheduler import DUE_AT_ONCE
from bot.shards import ALL_SHARDS, Shards, shard_of
from bot.store import Change, Due, SqliteStore, Store
from bot.store.base import NEXT_CLAIM_LOOKUP
from tests.computer_tables import computer_table
from tests.postgres_server import fresh_database

#: a Discord server id in shard `s` of 2
GUILDS = {s: str(((1000 * 2 + s) << 22) | 4321) for s in (0, 1)}
TAKEOVER = 5.0


@pytest.fixture(params=["sqlite", "postgres"])
async def two_stores(request, tmp_path):
    """Two stores on one database, as two bot processes have."""
    if request.param == "sqlite":
        stores: list[Store] = [SqliteStore(tmp_path / "cluster.sqlite3") for _ in range(2)]
        for s in stores:
            await s.open()
        yield stores
        for s in stores:
            await s.close()
        return
    from bot.store.postgres import PostgresStore

    async with fresh_database() as url:
        stores = [PostgresStore(url) for _ in range(2)]
        for s in stores:
            await s.open()
        yield stores
        for s in stores:
            await s.close()


def due_change(at: float) -> Change:
    return Change(status="playing", table="{}", state=None, due=Due(at, "computer"), seat=0,
                  actor="x", action=json.dumps({"command": "x"}))


async def due_games(store: Store, count: int, guild: str = "g", at: float = 1.0) -> list[int]:
    return [(await store.create_game(guild, f"c{guild}-{i}", "board", due_change(at),
                                     now=0.0)).id for i in range(count)]


def test_a_server_s_shard_is_its_id_shifted_by_22_modulo_the_count():
    assert shard_of(GUILDS[0], 2) == 0 and shard_of(GUILDS[1], 2) == 1
    assert shard_of("81384788765712384", 4) == (81384788765712384 >> 22) % 4
    assert shard_of("console", 2) == 0 and shard_of(GUILDS[1], 1) == 0
    assert Shards(2, frozenset({1})).mine(GUILDS[1])
    assert not Shards(2, frozenset({1})).mine(GUILDS[0])
    with pytest.raises(ValueError):
        Shards(2, frozenset({2}))


async def test_two_stores_never_claim_the_same_game_and_lapsed_claims_are_taken_over(
        two_stores):
    a, b = two_stores
    ids = await due_games(a, 6)
    first = await a.claim_due(10.0, limit=4, shards=ALL_SHARDS, takeover_after=TAKEOVER)
    second = await b.claim_due(10.0, limit=4, shards=ALL_SHARDS, takeover_after=TAKEOVER)
    assert len(first) == 4 and len(second) == 2
    assert sorted(r.id for r in first + second) == ids
    # each claimed game comes as it is stored: no second read is needed to play it
    assert [await b.game(r.id) for r in second] == second
    for store in (a, b):  # nothing is claimed twice, by the same store either
        assert await store.claim_due(10.0, limit=4, shards=ALL_SHARDS,
                                     takeover_after=TAKEOVER) == []
    # a save by the claimer renews its claim; the others lapse and are taken over
    kept = first[0].id
    await a.save(kept, 1, due_change(1.0), now=12.0)
    lapsed = 10.0 + a.lease + 0.5
    taken = await b.claim_due(lapsed, limit=10, shards=ALL_SHARDS, takeover_after=TAKEOVER)
    assert sorted(r.id for r in taken) == sorted(set(ids) - {kept})
    await b.save(taken[0].id, 1, due_change(1.0), now=lapsed)  # not b's claim: kept as is
    assert await a.claim_due(lapsed, limit=10, shards=ALL_SHARDS,
                             takeover_after=TAKEOVER) == []
    # given up, the game is anyone's at once
    await a.release(kept)
    assert [r.id for r in await b.claim_due(lapsed, limit=10, shards=ALL_SHARDS,
                                            takeover_after=TAKEOVER)] == [kept]


async def test_a_process_claims_its_own_shards_games_and_others_only_when_abandoned(
        two_stores):
    a, _ = two_stores
    ours = await due_games(a, 2, GUILDS[0], at=100.0)
    theirs = await due_games(a, 2, GUILDS[1], at=100.0)
    shard0 = Shards(2, frozenset({0}))
    assert await a.next_claim(50.0, shards=shard0, takeover_after=TAKEOVER, poll=1.0) == 100.0
    claimed = await a.claim_due(100.0, limit=10, shards=shard0, takeover_after=TAKEOVER)
    assert [r.id for r in claimed] == ours
    for game in ours:
        await a.set_due(game, 1, None)
    # the other shard's games come up TAKEOVER seconds late, but no sooner than a poll
    assert await a.next_claim(100.0, shards=shard0, takeover_after=TAKEOVER,
                              poll=1.0) == 100.0 + TAKEOVER
    assert await a.next_claim(104.5, shards=shard0, takeover_after=TAKEOVER,
                              poll=1.0) == 105.5
    assert await a.claim_due(104.0, limit=10, shards=shard0, takeover_after=TAKEOVER) == []
    late = await a.claim_due(100.0 + TAKEOVER, limit=10, shards=shard0,
                             takeover_after=TAKEOVER)
    assert [r.id for r in late] == theirs


async def test_a_game_claimed_elsewhere_is_looked_at_again_when_the_claim_runs_out(
        two_stores):
    a, b = two_stores
    await due_games(a, 1, at=10.0)
    await a.claim_due(10.0, limit=1, shards=ALL_SHARDS, takeover_after=TAKEOVER)
    assert await b.next_claim(10.0, shards=ALL_SHARDS, takeover_after=TAKEOVER,
                              poll=1.0) == 10.0 + a.lease
    assert await a.next_claim(10.0, shards=ALL_SHARDS, takeover_after=TAKEOVER,
                              poll=1.0) == 10.0


async def test_the_next_claim_is_found_behind_more_games_than_it_looks_at_first(two_stores):
    a, b = two_stores
    # more games than next_claim reads first, all claimed by the other process ...
    await due_games(a, NEXT_CLAIM_LOOKUP + 6, at=10.0)
    await b.claim_due(10.0, limit=NEXT_CLAIM_LOOKUP + 6, shards=ALL_SHARDS,
                      takeover_after=TAKEOVER)
    # ... and one due after them, but before their claims run out
    await due_games(a, 1, guild="h", at=12.0)
    assert await a.next_claim(10.0, shards=ALL_SHARDS, takeover_after=TAKEOVER,
                              poll=1.0) == 12.0
    assert await b.next_claim(10.0, shards=ALL_SHARDS, takeover_after=TAKEOVER,
                              poll=1.0) == 10.0


async def test_a_process_s_own_game_is_found_behind_many_of_other_shards(two_stores):
    a, _ = two_stores
    await due_games(a, NEXT_CLAIM_LOOKUP + 6, GUILDS[1], at=100.0)
    await due_games(a, 1, GUILDS[0], at=102.0)
    shard0 = Shards(2, frozenset({0}))
    assert await a.next_claim(100.0, shards=shard0, takeover_after=TAKEOVER,
                              poll=1.0) == 102.0
    assert await a.next_claim(100.0, shards=Shards(2, frozenset({1})),
                              takeover_after=TAKEOVER, poll=1.0) == 100.0


# --- the table service ---------------------------------------------------------------


async def computer_games(service: TableService, count: int, guild: str = "g") -> list[int]:
    """Started games of three computer players, their first move due now."""
    return [await computer_table(service, Channel(guild, f"table-{i}")) for i in range(count)]


def noting_plays(service: TableService, played: list[tuple[int, int]]) -> None:
    """Note (game, version) each time the service starts a game's computer moves."""
    inner = service.scheduler._computer_moves

    async def computer_moves(game, timeout):
        played.append((game.id, game.record.version))
        return await inner(game, timeout)

    service.scheduler._computer_moves = computer_moves  # type: ignore[method-assign]


async def versions(store: Store, ids: list[int]) -> dict[int, int]:
    return {g: (await store.game(g)).version for g in ids}


async def assert_logs_whole(store: Store, ids: list[int]) -> None:
    """Every game's action log has each version once, none missing."""
    for game in ids:
        versions = [a.version for a in await store.actions(game)]
        assert versions == list(range(1, len(versions) + 1))
        assert (await store.game(game)).version == versions[-1]


async def test_each_due_move_is_played_by_exactly_one_of_two_processes(two_stores):
    services = [TableService(s, bot_delay=0, turn_limit=None,
                             seeds=itertools.count(1).__next__) for s in two_stores]
    ids = await computer_games(services[0], DUE_AT_ONCE + 4)  # more than one round takes
    played: list[list[tuple[int, int]]] = [[], []]
    for service, notes in zip(services, played, strict=True):
        noting_plays(service, notes)
    for round_ in range(4):
        before = await versions(two_stores[0], ids)
        await asyncio.gather(*(s.run_due() for s in services))
        this_round = [p for notes in played for p in notes if p[1] == before[p[0]]]
        # every due game was played once, by one process or the other
        assert sorted(this_round) == sorted(before.items()), round_
        after = await versions(two_stores[0], ids)
        assert all(after[g] > before[g] for g in ids)
    everything = played[0] + played[1]
    assert len(everything) == len(set(everything)) and all(played)
    await assert_logs_whole(two_stores[0], ids)


async def test_a_stopped_process_s_due_games_are_taken_over_when_its_claims_run_out(
        two_stores):
    now = [1_000.0]
    services = [TableService(s, bot_delay=0, turn_limit=None, clock=lambda: now[0],
                             seeds=itertools.count(1).__next__) for s in two_stores]
    ids = await computer_games(services[0], 3)
    before = await versions(two_stores[0], ids)
    # the first process claims them and stops before playing (SIGKILL)
    claimed = await two_stores[0].claim_due(now[0], limit=10, shards=ALL_SHARDS,
                                            takeover_after=TAKEOVER)
    assert len(claimed) == 3
    assert await services[1].run_due() == []
    assert await versions(two_stores[1], ids) == before
    now[0] += two_stores[0].lease
    replies = await services[1].run_due()
    assert {r.game_id for r in replies} == set(ids)
    after = await versions(two_stores[1], ids)
    assert all(after[g] > before[g] for g in ids)
    await assert_logs_whole(two_stores[1], ids)


async def test_each_process_plays_its_own_shards_and_takes_over_an_abandoned_one(
        two_stores):
    now = [1_000.0]
    services = [TableService(s, bot_delay=0, turn_limit=None, clock=lambda: now[0],
                             seeds=itertools.count(1).__next__,
                             shards=Shards(2, frozenset({i})))
                for i, s in enumerate(two_stores)]
    games = {s: await computer_games(services[0], 2, GUILDS[s]) for s in (0, 1)}
    for shard, service in enumerate(services):
        replies = await service.run_due()
        assert {r.game_id for r in replies} == set(games[shard])
    # the second process is gone: its games wait TAKEOVER seconds, then the first plays
    # them too
    now[0] += 0.5
    assert {r.game_id for r in await services[0].run_due()} == set(games[0])
    now[0] += TAKEOVER - 1
    assert {r.game_id for r in await services[0].run_due()} == set(games[0])
    now[0] += 1
    assert {r.game_id for r in await services[0].run_due()} == set(games[0] + games[1])
    # taken over, they are played on without waiting again
    now[0] += 0.5
    assert {r.game_id for r in await services[0].run_due()} == set(games[0] + games[1])
    await assert_logs_whole(two_stores[0], games[0] + games[1])


async def test_two_processes_rating_games_at_once_each_see_the_other_s_rating(two_stores):
    from bot.store.league import LeagueGame, Rating, SeatRow

    def game(game_id: int) -> LeagueGame:
        seat = SeatRow(seat=0, player="user:ann", name="Ann", score=50, place=1,
                       tickets_completed=1, tickets_failed=0, longest_bonus=0,
                       left_early=False)
        return LeagueGame(game_id=game_id, guild="g", game="usa", finished_at=2.0,
                          rated=True, seats=(seat,))

    def one_more(current):
        had = current.get("user:ann")
        return [Rating("user:ann", 25.0, 8.0, (had.games if had else 0) + 1)]

    ids = await due_games(two_stores[0], 6)
    for first in range(0, 6, 2):
        done = await asyncio.gather(*(store.record_game(game(ids[first + i]), one_more)
                                      for i, store in enumerate(two_stores)))
        assert done == [True, True]
    # six games rated in pairs at once: none of the updates was lost
    assert (await two_stores[1].ratings("g", "usa", ["user:ann"]))["user:ann"].games == 6


def test_shard_settings_come_from_the_environment(monkeypatch):
    from pydantic import ValidationError

    from bot.settings import Settings

    assert Settings(_env_file=None).shards() == ALL_SHARDS
    monkeypatch.setenv("SHARD_COUNT", "4")
    monkeypatch.setenv("SHARD_IDS", "1, 3")
    assert Settings(_env_file=None).shards() == Shards(4, frozenset({1, 3}))
    for wrong in ("1,4", "1,1", "one"):
        monkeypatch.setenv("SHARD_IDS", wrong)
        with pytest.raises(ValidationError):
            Settings(_env_file=None)
    monkeypatch.delenv("SHARD_COUNT")
    monkeypatch.setenv("SHARD_IDS", "0")
    with pytest.raises(ValidationError, match="SHARD_IDS needs SHARD_COUNT"):
        Settings(_env_file=None)


async def test_claims_of_an_ended_process_of_this_machine_are_released_at_once(two_stores):
    import socket
    import subprocess
    import sys

    a, b = two_stores
    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                           capture_output=True, text=True, check=True)
    a.owner = f"{socket.gethostname()}:{int(ended.stdout)}:0000"  # as if it were killed
    ids = await due_games(a, 2)
    assert len(await a.claim_due(10.0, limit=5, shards=ALL_SHARDS,
                                 takeover_after=TAKEOVER)) == 2
    living = await b.claim_due(10.0, limit=5, shards=ALL_SHARDS, takeover_after=TAKEOVER)
    assert living == []
    # a restarted bot (b's process is alive: its claims stay) plays them without waiting
    assert await b.forget_gone_claims() == 2
    assert [r.id for r in await b.claim_due(10.0, limit=5, shards=ALL_SHARDS,
                                            takeover_after=TAKEOVER)] == ids
    assert await a.forget_gone_claims() == 0


async def test_processes_pausing_different_channels_keep_each_other_s_pauses(two_stores):
    from bot.discord.pauses import OLD_KEY, OLD_SCOPE, Pauses

    services = [TableService(s, bot_delay=0, turn_limit=None) for s in two_stores]
    await two_stores[0].set_setting(OLD_SCOPE, OLD_KEY, json.dumps(
        {"places": [["g", "old"]], "guilds": ["gone"]}))  # as an older bot kept them
    first, second = (Pauses(None, s) for s in services)  # type: ignore[arg-type]
    for pauses in (first, second):
        await pauses.load()
    await first.pause(Channel("g", "a"))
    await second.pause(Channel("g", "b"))
    await second.guild_removed("h")
    await first.reachable(Channel("g", "old"))
    again = Pauses(None, services[0])  # type: ignore[arg-type]
    await again.load()
    assert [again.paused(Channel(g, c)) for g, c in (
        ("g", "a"), ("g", "b"), ("h", "x"), ("gone", "y"), ("g", "old"), ("g", "c"))] \
        == [True, True, True, True, False, False]
    assert await two_stores[1].get_setting(OLD_SCOPE, OLD_KEY) is None
