"""Turns at the search workers are shared fairly: a flooding server never holds another
server's work behind its queue, and a person asking hint after hint delays only
themselves."""

from __future__ import annotations

import asyncio

from bot.service.fair_queue import FairQueue


async def served_order(queue: FairQueue, work: list[tuple[str, str]], hold: int) -> list[int]:
    """The order in which `work` (lane, key; queued in this order) gets its turns, each
    holding its turn for `hold` loop turns."""
    order: list[int] = []

    async def one(n: int, lane: str, key: str) -> None:
        async with queue.turn(lane, key):
            order.append(n)
            for _ in range(hold):
                await asyncio.sleep(0)
    await asyncio.gather(*(one(n, lane, key) for n, (lane, key) in enumerate(work)))
    assert (queue.running, queue.waiting) == (0, 0)
    return order


async def test_a_quiet_server_waits_for_one_search_not_for_the_flood():
    flood = [("busy", f"game:{g}") for g in range(10) for _ in range(4)]
    order = await served_order(FairQueue(1), [*flood, ("quiet", "game:99")], hold=3)
    assert order.index(40) == 1  # right after the search under way


async def test_with_two_workers_one_is_always_free_for_another_server():
    queue = FairQueue(2)
    flood = [asyncio.ensure_future(_hold(queue, "busy", f"game:{g}")) for g in range(8)]
    await asyncio.sleep(0)
    assert (queue.running, queue.waiting) == (1, 7)  # the flood gets one worker
    async with queue.turn("quiet", "game:1"):  # the other is free at once
        assert queue.running == 2
    for task in flood:
        task.cancel()
    await asyncio.gather(*flood, return_exceptions=True)
    assert (queue.running, queue.waiting) == (0, 0)  # cancelled work gives its turn back


async def _hold(queue: FairQueue, lane: str, key: str) -> None:
    async with queue.turn(lane, key):
        await asyncio.Event().wait()


async def test_hint_after_hint_delays_only_the_one_asking():
    work = [("srv", "hint:ann")] * 6 + [("srv", "hint:bob"), ("srv", "game:1")]
    order = await served_order(FairQueue(1), work, hold=2)
    assert order[:4] == [0, 6, 7, 1]  # Bob's hint and the game's move come before Ann's rest


async def test_every_lane_and_key_gets_its_turn_in_rotation():
    work = [("a", "x"), ("a", "x"), ("a", "y"), ("b", "z"), ("b", "z"), ("c", "w")]
    order = await served_order(FairQueue(1), work, hold=1)
    assert order == [0, 3, 5, 2, 4, 1]
