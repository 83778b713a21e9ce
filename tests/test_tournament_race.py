"""A tournament over two bot processes sharing one database (two stores, two services, as
the scheduler's cluster tests have them): when a round's last game ends, both look at it
at once, and the next round is made exactly once; the store's claim of a round is won by
one of two racing claims. On PostgreSQL, and on one SQLite file."""

from __future__ import annotations

import asyncio

from bot.replies import Actor, Channel
from bot.service import TableService
from bot.store import Store
from tests.test_cluster import two_stores  # noqa: F401  (a fixture)

PLACE = Channel("g", "c")
ANN, BOB = Actor("ann", "ann"), Actor("bob", "bob")


async def _nothing(replies: object) -> None:
    return None


async def test_two_processes_see_a_round_end_and_make_the_next_round_once(two_stores):  # noqa: F811
    first, second = (TableService(s, bot_delay=0, computer="greedy") for s in two_stores)
    for service in (first, second):  # no scheduler of theirs moves the round on meanwhile
        service.due_work.clear()
    await first.tournaments.create(PLACE, ANN, "usa", "swiss", "3", "2", "off", "greedy")
    await second.tournaments.join(PLACE, BOB)
    started = await first.tournaments.start(PLACE, ANN)
    assert started[0].text.splitlines()[0] == "Tournament 1, round 1 of 3 begins:"
    assert started[0].text.splitlines()[1] in ("Table 1 (game 1): ann and bob · #c/t1r1g1",
                                               "Table 1 (game 1): bob and ann · #c/t1r1g1")
    table = Channel("g", "c/t1r1g1")
    await first.seat(table, ANN, "ann", "computer")
    await first.seat(table, ANN, "bob", "computer")
    await first.drain(_nothing)
    assert (await first.store.game(1)).status == "finished"
    record = await second.store.tournament(1)
    assert record is not None and record.round == 1 and record.due_at is not None

    results = await asyncio.gather(*(s.tournaments.advance(1)
                                     for _ in range(3) for s in (first, second)))
    announced = [r for replies in results for r in replies
                 if r.text.startswith("Tournament 1, round 2 of 3 begins:")]
    assert len(announced) == 1
    assert announced[0].text.splitlines()[1] in ("Table 1 (game 2): ann and bob · #c/t1r2g1",
                                                 "Table 1 (game 2): bob and ann · #c/t1r2g1")
    record = await first.store.tournament(1)
    assert record is not None and record.round == 2
    games = await second.store.tournament_games(1)
    assert [(g.round, g.table, g.game_id) for g in games] == [(1, 0, 1), (2, 0, 2)]
    assert await first.store.count_games() == 2  # no second game made for the round


async def test_of_two_racing_claims_of_a_round_one_wins(two_stores):  # noqa: F811
    stores: list[Store] = two_stores
    made = await stores[0].create_tournament("g", "c", "{}", 1.0)
    await stores[0].save_tournament(made.id, made.version, "playing", "{}", None, 2.0)
    for round_ in range(5):
        won = await asyncio.gather(*(s.claim_round(made.id, round_, "playing", f"{i}", None,
                                                   3.0) for i, s in enumerate(stores)))
        assert sum(w is not None for w in won) == 1
        winner = next(w for w in won if w is not None)
        assert winner.round == round_ + 1
        assert (await stores[1].tournament(made.id)).data == winner.data
    assert await stores[1].claim_round(made.id, 3, "finished", "{}", None, 4.0) is None


async def test_a_round_that_ended_while_no_process_ran_is_made_by_the_next_one(two_stores):  # noqa: F811
    """The bot stopped between a round's last move and the next round (its scheduler never
    looked): a process started later finds the tournament due and makes the round."""
    stopped = TableService(two_stores[0], bot_delay=0, computer="greedy")
    stopped.due_work.clear()  # it stops before its scheduler looks at the tournament
    await stopped.tournaments.create(PLACE, ANN, "usa", "robin", "", "2", "off", "greedy")
    await stopped.tournaments.join(PLACE, BOB)
    await stopped.tournaments.join(PLACE, Actor("cat", "cat"))
    await stopped.tournaments.start(PLACE, ANN)
    for table in ("c/t1r1g1", "c/t1r1g2"):
        for seat in ("1", "2"):
            await stopped.seat(Channel("g", table), ANN, seat, "computer")
    await stopped.drain(_nothing)
    assert [g.status for g in await stopped.store.tournament_games(1)] == ["finished"] * 2

    later = TableService(two_stores[1], bot_delay=0, computer="greedy")  # restarted
    replies = await later.run_due()
    [told] = [r for r in replies if r.text.startswith("Tournament 1, round 2 of 3 begins:")]
    record = await later.store.tournament(1)
    assert record is not None and record.round == 2 and record.status == "playing"
    # a round robin of three at tables of two: each round one sits with a computer
    assert len(told.text.splitlines()) == 3


async def test_people_joining_at_once_in_two_processes_are_all_in(two_stores):  # noqa: F811
    first, second = (TableService(s, bot_delay=0) for s in two_stores)
    await first.tournaments.create(PLACE, ANN, "usa")
    people = [Actor(f"p{i}", f"P{i}") for i in range(4)]
    joined = await asyncio.gather(*(s.tournaments.join(PLACE, p)
                                    for s, p in zip((first, second) * 2, people, strict=True)))
    assert all(not r.ephemeral for replies in joined for r in replies)
    [status] = await second.tournaments.status(PLACE, ANN)
    assert "is open for joining: 5 player(s)" in status.text
    [line] = [t for t in status.text.splitlines() if t.startswith("Players: ")]
    assert sorted(line.removeprefix("Players: ").rstrip(".").replace("and ", "").split(", ")) \
        == ["P0", "P1", "P2", "P3", "ann"]
