"""The scheduler's chores (the daily results, seasons' ends, away mode): each round runs
them; one that fails is logged and holds up neither the others nor the games; their
replies are sent in order, none empty."""

from __future__ import annotations

from bot.replies import Channel, Reply
from tests.test_bot_scheduler import clock, make, store  # noqa: F401


async def test_a_failing_chore_holds_up_nothing(store, clock, caplog):  # noqa: F811
    service = make(store, clock)
    ran: list[str] = []

    async def broken() -> list[Reply]:
        ran.append("broken")
        raise RuntimeError("a bug")

    async def quiet() -> list[Reply]:
        ran.append("quiet")
        return []

    async def speaks() -> list[Reply]:
        ran.append("speaks")
        return [Reply(to=Channel("g", "c"), text=f"said {len(ran)}", locale="en")]

    service.chores[:] = [broken, quiet, speaks]
    sent: list[list[str]] = []

    async def send(replies: list[Reply]) -> None:
        sent.append([r.text for r in replies])

    for _ in range(2):
        await service.scheduler._round(send, 60.0)
    await service.settle()
    assert ran == ["broken", "quiet", "speaks"] * 2
    assert sent == [["said 3"], ["said 6"]]
    assert "a scheduler chore failed" in caplog.text
