"""Many simultaneous actions on one game: exactly the legal ones apply, within one
process (per-game locks) and across two (the version column alone), on SQLite and on
PostgreSQL."""

from __future__ import annotations

import asyncio
from contextlib import AsyncExitStack

import pytest

from bot.replies import Actor, Button, Channel
from bot.service import Table, TableService
from bot.store import SqliteStore, Store
from engine import GameState
from tests.postgres_server import fresh_database

HERE = Channel("guild", "race")
PEOPLE = [Actor(f"p{i}", f"P{i}") for i in range(10)]


@pytest.fixture(params=["sqlite", "postgres"])
async def two_services(request, tmp_path):
    """Two services over one database (a SQLite file, or PostgreSQL), as two bot
    processes would be."""
    async with AsyncExitStack() as stack:
        if request.param == "sqlite":
            stores: list[Store] = [SqliteStore(tmp_path / "race.sqlite3") for _ in range(2)]
        else:
            from bot.store.postgres import PostgresStore

            url = await stack.enter_async_context(fresh_database())
            stores = [PostgresStore(url) for _ in range(2)]
        for s in stores:
            await s.open()
            stack.push_async_callback(s.close)
        yield [TableService(s, seeds=lambda: 3, bot_delay=0, turn_limit=None)
               for s in stores]


async def game(service: TableService) -> tuple[Table, GameState | None, int]:
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    state = GameState.model_validate_json(record.state) if record.state else None
    return Table.model_validate_json(record.table), state, len(
        await service.store.actions(record.id))


async def started(service: TableService) -> tuple[Actor, Actor]:
    ann, bob = PEOPLE[0], PEOPLE[1]
    await service.new(HERE, ann, "usa")
    await service.join(HERE, bob)
    await service.start(HERE, ann)
    for p in (ann, bob):
        await service.play(HERE, p, *await service.suggestion(HERE, p))
    table, state, _ = await game(service)
    me = next(p for p in (ann, bob) if p.id == table.seats[state.current].user)
    return me, bob if me is ann else ann


@pytest.mark.parametrize("processes", [1, 2])
async def test_simultaneous_draws_apply_exactly_one_turn(two_services, processes):
    services = two_services[:processes]
    me, _ = await started(services[0])
    table, before, logged = await game(services[0])
    seat = table.seat_of(me.id)
    results = await asyncio.gather(*[services[i % processes].play(
        HERE, me, "draw", {"card": "deck"}) for i in range(16)])
    table, after, logged_after = await game(services[0])
    applied = [r for r in results if r[0].public]
    assert len(applied) == 2  # a draw is two cards, then the turn passes
    assert logged_after == logged + 2
    assert sum(after.players[seat].hand.values()) == sum(before.players[seat].hand.values()) + 2
    assert after.players[1 - seat].hand == before.players[1 - seat].hand
    assert len(after.deck) == len(before.deck) - 2
    assert after.turn == before.turn + 1 and after.current == 1 - seat
    for r in results:
        if not r[0].public:
            assert r[0].ephemeral and ("not your turn" in r[0].text or "busy" in r[0].text)


@pytest.mark.parametrize("processes", [1, 2])
async def test_simultaneous_clicks_of_one_button_apply_once(two_services, processes):
    services = two_services[:processes]
    me, _ = await started(services[0])
    board = (await services[0].board(HERE, me))[0]
    deck = next(c for c in board.components
                if isinstance(c, Button) and c.command == "/ttr draw deck")
    _, before, logged = await game(services[0])
    results = await asyncio.gather(*[services[i % processes].press(me, deck.custom_id)
                                     for i in range(10)])
    _, after, logged_after = await game(services[0])
    assert sum(1 for r in results if r[0].public) == 1
    assert logged_after == logged + 1 and after.drawn_this_turn == 1
    assert all("earlier moment" in r[0].text or "busy" in r[0].text
               for r in results if not r[0].public)


@pytest.mark.parametrize("processes", [1, 2])
async def test_simultaneous_joins_fill_the_table_exactly(two_services, processes):
    services = two_services[:processes]
    await services[0].new(HERE, PEOPLE[0], "usa")
    results = await asyncio.gather(*[services[i % processes].join(HERE, p)
                                     for i, p in enumerate(PEOPLE[1:])])
    table, _, logged = await game(services[0])
    assert len(table.seats) == 5 and len({s.user for s in table.seats}) == 5
    assert sum(1 for r in results if r[0].public) == 4
    assert logged == 5
    for r in results:
        if not r[0].public:
            assert "The table is full (5 players)." in r[0].text or "busy" in r[0].text


async def test_simultaneous_new_tables_in_one_channel_make_one(two_services):
    results = await asyncio.gather(*[two_services[i % 2].new(HERE, p, "europe")
                                     for i, p in enumerate(PEOPLE[:6])])
    assert sum(1 for r in results if r[0].public) == 1
    assert await two_services[0].store.count_games() == 1
    assert sum("already a game in this channel" in r[0].text for r in results) == 5
