"""The seasons table, the same on SQLite and PostgreSQL: one running season per server
and game, numbered; its end kept once; the due ones found."""

from __future__ import annotations

from bot.store.seasons import Season
from tests.test_bot_store import pg_store, pg_url, sqlite_store, store  # noqa: F401


async def test_one_running_season_its_end_once_and_its_history(store):  # noqa: F811
    first = await store.season_start("g", "usa", "general", 100.0, None, "<@&5>")
    assert first == Season(first.id, "g", "usa", 1, "general", 100.0, None, None, "<@&5>",
                           None, None)
    assert await store.season_start("g", "usa", "other", 101.0, 500.0, None) is None
    other = await store.season_start("g", "europe", "general", 102.0, 200.0, None)
    assert other is not None and other.number == 1
    assert await store.season_running("g", "usa") == first
    assert await store.seasons_due(199.0) == []
    assert await store.seasons_due(200.0) == [other]
    assert await store.season_end(first.id, 300.0, "user:1", '[{"a": 1}]')
    assert not await store.season_end(first.id, 301.0, "user:2", "[]")  # ended once
    assert await store.season_running("g", "usa") is None
    second = await store.season_start("g", "usa", "general", 400.0, None, None)
    assert second is not None and second.number == 2
    [ended] = await store.season_history("g", "usa")
    assert (ended.number, ended.ended_at, ended.winner, ended.standings) == (
        1, 300.0, "user:1", '[{"a": 1}]')


async def test_a_forgotten_winner_leaves_a_neutral_name_in_kept_tables(store):  # noqa: F811
    from bot.league.seasons import forget_in_seasons
    won = await store.season_start("g", "usa", "general", 1.0, None, None)
    await store.season_end(won.id, 2.0, "user:1", '[{"player": "user:1", "name": "Zelda", '
                           '"games": 2, "wins": 2, "points": 180}, {"player": "user:2", '
                           '"name": "Bob", "games": 2, "wins": 0, "points": 150}]')
    assert [s.id for s in await store.seasons_naming("user:1")] == [won.id]
    await forget_in_seasons(store, "user:1")
    [kept] = await store.season_history("g", "usa")
    assert kept.winner == "forgotten"
    assert kept.standings == ('[{"player": "forgotten", "name": "Player 1", "games": 2, '
                              '"wins": 2, "points": 180}, {"player": "user:2", "name": "Bob", '
                              '"games": 2, "wins": 0, "points": 150}]')
    assert await store.seasons_naming("user:1") == []
