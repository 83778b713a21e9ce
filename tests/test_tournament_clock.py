"""A tournament's round time: when it runs out with games still waiting on people who
are away, the computer finishes those games (the table is told), and the next round is
made once they end; a round time typed wrong is refused and opens nothing."""

from __future__ import annotations

from bot.replies import Actor, Channel
from bot.store import SqliteStore
from tests.test_discord_wire import Clock, new_service

PLACE = Channel("g", "c")
ANN, BOB = Actor("ann", "ann"), Actor("bob", "bob")


async def _nothing(replies: object) -> None:
    return None


async def test_when_a_round_s_time_runs_out_the_computer_finishes_its_games(tmp_path):
    store = SqliteStore(tmp_path / "clock.sqlite3")
    await store.open()
    try:
        clock = Clock()
        service = new_service(store, clock=clock)
        service.computer = "greedy"
        [bad] = await service.tournaments.create(PLACE, ANN, "usa", "swiss", "2", "2", "off",
                                                 "greedy", "soon")
        assert bad.ephemeral and bad.text == (
            "“soon” is not a time for a round: give a number with s, m, h or d (30s to 7 "
            "days), or off.")
        assert await store.channel_tournament("g", "c") is None
        [made] = await service.tournaments.create(PLACE, ANN, "usa", "swiss", "2", "2", "off",
                                                  "greedy", "2h")
        assert "Time for each round: 2 hours; then the computer finishes its games." \
            in made.text
        await service.tournaments.join(PLACE, BOB)
        await service.tournaments.start(PLACE, ANN)
        await service.drain(_nothing)  # nobody moves: the game waits on ann and bob
        assert (await store.game(1)).status == "playing"
        clock.now += 7199
        assert await service.run_due() == []  # not yet
        clock.now += 2
        replies = await service.run_due()
        [told] = [r for r in replies if r.to == Channel("g", "c/t1r1g1")]
        assert "The round's time is up: the computer finishes this game." in told.text
        later: list[str] = []

        async def keep(replies: list) -> None:
            later.extend(r.text for r in replies)
        await service.drain(keep)
        assert (await store.game(1)).status == "finished"
        assert any(t.startswith("Tournament 1, round 2 of 2 begins:") for t in later)
        record = await store.tournament(1)
        assert record is not None and record.round == 2
    finally:
        await store.close()


async def test_only_the_creator_or_a_manager_aborts_and_the_round_s_games_end_with_it(
        tmp_path):
    store = SqliteStore(tmp_path / "abort.sqlite3")
    await store.open()
    try:
        service = new_service(store)
        await service.tournaments.create(PLACE, ANN, "usa", "robin", "", "3")
        await service.tournaments.join(PLACE, BOB)
        await service.tournaments.start(PLACE, ANN)
        [no] = await service.tournaments.abort(PLACE, BOB)
        assert no.ephemeral and no.text == ("Only the tournament's creator (ann) or a server "
                                            "manager can do that.")
        assert (await store.game(1)).status == "playing"
        replies = await service.tournaments.abort(PLACE, Actor("mod", "mod", manager=True))
        assert replies[0].to == PLACE
        assert replies[0].text == "Tournament 1 was ended by mod without a result."
        assert any(r.to == Channel("g", "c/t1r1g1") and "mod ended the game" in r.text
                   for r in replies[1:])
        assert (await store.game(1)).status == "aborted"
        record = await store.tournament(1)
        assert record is not None and record.status == "aborted"
        [none] = await service.tournaments.join(PLACE, Actor("cat", "cat"))
        assert none.text.startswith("There is no tournament in this channel.")
        # the channel may hold a new one
        [again] = await service.tournaments.create(PLACE, BOB, "europe")
        assert again.text.startswith("bob opened tournament 2: Ticket to Ride: Europe, Swiss")
    finally:
        await store.close()
