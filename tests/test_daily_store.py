"""The daily challenge's tables, the same on SQLite and PostgreSQL: one attempt per
person, day and game; results settled; each day's results posted once."""

from __future__ import annotations

from bot.store.daily import DAILY_CHANNEL, DailyRow
from tests.test_bot_store import pg_store, pg_url, sqlite_store, store  # noqa: F401


async def test_one_attempt_a_day_its_result_and_one_post(store):  # noqa: F811
    assert await store.daily_claim("g", "2026-11-27", "usa", "user:1", "ann")
    assert not await store.daily_claim("g", "2026-11-27", "usa", "user:1", "ann again")
    assert await store.daily_claim("g", "2026-11-27", "europe", "user:1", "ann")
    assert await store.daily_claim("g", "2026-11-27", "usa", "user:2", "bob")
    await store.daily_drop("g", "2026-11-27", "europe", "user:1")  # its game never opened
    await store.daily_started("g", "2026-11-27", "usa", "user:1", 7)
    await store.daily_started("g", "2026-11-27", "usa", "user:2", 8)
    await store.daily_drop("g", "2026-11-27", "usa", "user:1")  # has a game: kept
    assert sorted(await store.daily_unsettled("g")) == [7, 8]
    await store.daily_settle(7, "finished", 90, 80)
    await store.daily_settle(8, "aborted", None, None)
    assert await store.daily_unsettled("g") == []
    assert await store.daily_rows("g", "2026-11-27", "2026-11-27") == [
        DailyRow("g", "2026-11-27", "usa", "user:1", "ann", 7, "finished", 90, 80),
        DailyRow("g", "2026-11-27", "usa", "user:2", "bob", 8, "aborted", None, None)]
    assert await store.daily_rows("g", "2026-11-28", "2026-11-30") == []
    assert [r.margin for r in await store.daily_of_player("g", "user:1")] == [10]
    await store.set_setting("guild:g", DAILY_CHANNEL, "results")
    assert await store.settings_with(DAILY_CHANNEL) == {"guild:g": "results"}
    assert await store.daily_mark_posted("g", "2026-11-27")
    assert not await store.daily_mark_posted("g", "2026-11-27")
