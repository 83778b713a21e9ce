"""The predictions table, the same on SQLite and PostgreSQL: one prediction per person and
game (changed in place), settled once the game ends, dropped with an aborted game; the
server's table by correct predictions."""

from __future__ import annotations

from bot.store.predictions import PredictionLine
from tests.test_bot_store import pg_store, pg_url, sqlite_store, store  # noqa: F401


async def test_predictions_are_settled_and_ranked(store):  # noqa: F811
    await store.predict(1, "g", "user:1", "cat", 0, 10.0)
    await store.predict(1, "g", "user:1", "cat", 1, 11.0)  # changed
    await store.predict(1, "g", "user:2", "dan", 0, 12.0)
    await store.predict(2, "g", "user:2", "dan", 1, 13.0)
    await store.predict(3, "g", "user:1", "cat", 0, 14.0)
    await store.predict(4, "other", "user:1", "cat", 0, 15.0)
    assert await store.predictions_of(1) == {"user:1": 1, "user:2": 0}
    assert sorted(await store.unsettled_predictions("g")) == [1, 2, 3]
    await store.settle_predictions(1, 1)
    await store.settle_predictions(2, 1)
    await store.settle_predictions(3, None)  # aborted
    assert await store.unsettled_predictions("g") == []
    assert await store.predictions_of(3) == {}
    assert await store.prediction_table("g") == [PredictionLine("user:1", "cat", 1, 1),
                                                 PredictionLine("user:2", "dan", 1, 2)]
    assert await store.prediction_table("other") == []
