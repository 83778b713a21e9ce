"""Computer players, turn clocks (reminder, then the computer moves for an absent person),
handing seats over and back, leaving mid-game, and games surviving a restart."""

from __future__ import annotations

import asyncio
import itertools

import pytest

from bot.pictures import Pictures
from bot.replies import Actor, Button, Channel, Picture, Reply
from bot.service import Table, TableService
from bot.store import Due, SqliteStore
from engine import GameState

HERE = Channel("guild", "clock")
ANN, BOB = Actor("ann", "Ann"), Actor("bob", "Bob")


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
async def store(tmp_path):
    s = SqliteStore(tmp_path / "clock.sqlite3")
    await s.open()
    yield s
    await s.close()


def make(store, clock, **kw) -> TableService:
    seeds = itertools.count(11)
    kw.setdefault("bot_delay", 0)
    kw.setdefault("turn_limit", None)
    return TableService(store, clock=clock, seeds=lambda: next(seeds), **kw)


async def game(service: TableService) -> tuple[Table, GameState]:
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    return Table.model_validate_json(record.table), GameState.model_validate_json(record.state)


async def keep_all(service: TableService, *people: Actor) -> None:
    for p in people:
        await service.play(HERE, p, *await service.suggestion(HERE, p))


async def test_computer_players_wait_for_the_delay(store, clock):
    service = make(store, clock, bot_delay=5)
    await service.new(HERE, ANN, "usa")
    await service.addbot(HERE, ANN)
    await service.start(HERE, ANN)
    assert await service.computer_pending()
    assert await service.run_due() == []
    clock.now += 5
    replies = await service.run_due()
    assert replies and "Ada (computer, normal) kept" in replies[0].text
    _, state = await game(service)
    assert state.players[[p.name for p in state.players].index("Ada")].tickets
    # Ann chooses; if the computer plays first it moves 5 seconds later, not before
    await keep_all(service, ANN)
    table, state = await game(service)
    if table.seats[state.current].computer:
        assert await service.run_due() == []
        clock.now += 5
        assert "Ada (computer, normal)" in (await service.run_due())[0].text
    table, state = await game(service)
    assert table.seats[state.current].user == "ann"
    assert not await service.computer_pending()


async def test_a_reminder_then_the_computer_moves_for_an_absent_person(store, clock):
    service = make(store, clock, turn_limit=600)
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    await keep_all(service, ANN, BOB)
    table, state = await game(service)
    late = table.seats[state.current]
    assert state.turn == 0
    clock.now += 299
    assert await service.run_due() == []
    clock.now += 1
    replies = await service.run_due()
    assert len(replies) == 1 and replies[0].public
    assert replies[0].text == f"{late.name}: it is your move, 5 minutes left before the " \
                              "computer moves for you."
    assert replies[0].mentions == (late.user,)
    assert await service.run_due() == []  # one reminder only
    clock.now += 300
    replies = await service.run_due()
    assert f"{late.name} ran out of time; the computer moved for them." in replies[0].text
    table, after = await game(service)
    assert after.turn == 1 and after.current != state.current
    assert table.seats[state.current].computer is None  # still the person's seat
    # whatever the computer did for them changed their cards or tickets: they are told
    dm = [r for r in replies if not r.public]
    assert [r.to.id for r in dm] == [late.user] and not dm[0].ephemeral
    # the next person's clock started when the computer finished for the late one
    clock.now += 299
    assert await service.run_due() == []
    clock.now += 1
    assert "it is your move" in (await service.run_due())[0].text


async def test_tickets_not_chosen_in_time_are_chosen_by_the_computer(store, clock):
    service = make(store, clock, turn_limit=120)
    await service.new(HERE, ANN, "europe")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    await keep_all(service, ANN)
    clock.now += 120
    await service.run_due()  # the reminder
    replies = await service.run_due()
    assert "Bob ran out of time" in replies[0].text
    table, state = await game(service)
    bob = table.seat_of("bob")
    assert state.phase == "playing" and len(state.players[bob].tickets) >= 2


async def test_the_host_hands_a_seat_to_the_computer_and_back(store, clock):
    service = make(store, clock)
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    await keep_all(service, ANN, BOB)
    refused = await service.seat(HERE, BOB, "Ann", "computer")
    assert "Only the host (Ann)" in refused[0].text
    refused = await service.seat(HERE, ANN, "Zed", "computer")
    assert "Nobody called “Zed” plays here." in refused[0].text
    replies = await service.seat(HERE, ANN, "bob", "computer")
    assert "The computer plays Bob's seat from now on." in replies[0].text
    refused = await service.play(HERE, BOB, "draw", {"card": "deck"})
    assert "The computer plays Bob's seat" in refused[0].text
    table, state = await game(service)
    bob = table.seat_of("bob")
    turns = state.turn
    for _ in range(4):
        await service.run_due()  # Bob's turn, by the computer
        while found := await service.suggestion(HERE, ANN):  # Ann's turn, by Ann
            await service.play(HERE, ANN, *found)
    table, state = await game(service)
    assert state.turn >= turns + 7
    replies = await service.seat(HERE, ANN, "2" if bob == 1 else "1", "person")
    assert "Bob plays their own seat again." in replies[0].text
    assert not await service.computer_pending()


async def test_a_person_who_leaves_mid_game_is_replaced_by_the_computer(store, clock):
    service = make(store, clock)
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    await keep_all(service, ANN, BOB)
    replies = await service.leave(HERE, BOB)
    assert "Bob left the game; the computer plays their seat from now on." in replies[0].text
    refused = await service.leave(HERE, BOB)
    assert "You are not playing in this game." in refused[0].text
    for _ in range(10):
        replies = await service.run_due()
        assert all(r.to.id != "bob" for r in replies if not r.public)
        found = await service.suggestion(HERE, ANN)
        if found:
            await service.play(HERE, ANN, *found)
    table, state = await game(service)
    assert state.turn >= 10 and table.seats[table.seat_of("bob")].left


async def test_a_game_continues_after_a_restart_and_its_buttons_work(tmp_path, clock):
    path = tmp_path / "restart.sqlite3"
    store = SqliteStore(path)
    await store.open()
    service = make(store, clock)
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    await keep_all(service, ANN, BOB)
    board = (await service.board(HERE, ANN))[0]
    table, state = await game(service)
    await store.close()

    store = SqliteStore(path)
    await store.open()
    service = make(store, clock)
    me = Actor(table.seats[state.current].user, table.seats[state.current].name)
    deck = next(c for c in board.components
                if isinstance(c, Button) and c.command == "/ttr draw deck")
    replies = await service.press(me, deck.custom_id)
    assert f"{me.name} drew a card from the deck." in replies[0].text
    _, after = await game(service)
    assert after.drawn_this_turn == 1 and after.turn == state.turn
    await store.close()


async def test_the_scheduler_plays_a_computer_game_to_the_end(store):
    service = TableService(store, bot_delay=0, turn_limit=None, seeds=lambda: 5)
    sent: list[Reply] = []

    async def send(replies: list[Reply]) -> None:
        sent.extend(replies)

    stop = asyncio.Event()
    task = asyncio.create_task(service.run_scheduler(send, stop))
    await service.new(HERE, ANN, "nordic")
    await service.addbot(HERE, ANN)
    await service.addbot(HERE, ANN)
    await service.leave(HERE, ANN)
    await service.start(HERE, ANN)
    for _ in range(600):
        record = await store.channel_game(HERE.guild, HERE.channel)
        if record.status == "finished":
            break
        await asyncio.sleep(0.05)
    stop.set()
    await asyncio.wait_for(task, 5)
    assert record.status == "finished"
    assert sent[-1].status == "finished" and "Final scores:" in sent[-1].text


async def test_the_scheduler_sends_each_games_replies_as_soon_as_they_are_made(store, clock):
    service = make(store, clock, bot_delay=5)
    there = Channel("guild", "other")
    for place in (HERE, there):
        await service.new(place, ANN, "usa")
        await service.addbot(place, ANN)
        await service.start(place, ANN)
    clock.now += 5
    sent: list[list[Reply]] = []

    async def send(replies: list[Reply]) -> None:
        sent.append(replies)

    assert await service.run_due(send) == []
    assert len(sent) == 2  # one delivery per game, not one for the whole round
    assert [{r.game_id for r in batch} for batch in sent] == [{sent[0][0].game_id},
                                                            {sent[1][0].game_id}]
    assert sent[0][0].game_id != sent[1][0].game_id


async def computer_table(service: TableService, place: Channel) -> None:
    await service.new(place, ANN, "nordic")
    await service.addbot(place, ANN)
    await service.leave(place, ANN)
    await service.addbot(place, ANN)
    await service.start(place, ANN)


async def test_a_game_whose_replies_hang_holds_back_no_move(store):
    """Moves are saved on time while replies wait on Discord: a hanging delivery holds up
    neither another game nor its own game's moves; its replies still go out in order."""
    service = TableService(store, bot_delay=0.01, turn_limit=None, seeds=lambda: 5)
    slow, fast = Channel("guild", "slow"), Channel("guild", "fast")
    await computer_table(service, slow)
    await computer_table(service, fast)
    slow_id = (await store.channel_game(slow.guild, slow.channel)).id
    release = asyncio.Event()
    sent: list[Reply] = []

    async def send(replies: list[Reply]) -> None:
        if replies[0].game_id == slow_id:
            await release.wait()  # Discord does not answer for this channel
        sent.extend(replies)

    async def version(place: Channel) -> int:
        return (await store.channel_game(place.guild, place.channel)).version

    stop = asyncio.Event()
    task = asyncio.create_task(service.run_scheduler(send, stop))
    start = {p: await version(p) for p in (slow, fast)}
    for _ in range(400):
        if all([await version(p) >= start[p] + 20 for p in (slow, fast)]):
            break
        await asyncio.sleep(0.01)
    assert all([await version(p) >= start[p] + 20 for p in (slow, fast)])
    assert not any(r.game_id == slow_id for r in sent)  # still hanging
    assert any(r.game_id != slow_id for r in sent)
    release.set()
    stop.set()
    await asyncio.wait_for(task, 30)  # the scheduler stops once everything went out
    slow_said = [r.text for r in sent if r.game_id == slow_id]
    turns = [int(t.split("Turn ")[1].split(":")[0]) for t in slow_said if "Turn " in t]
    assert len(turns) >= 5 and turns == sorted(turns)  # in the order they were played


async def test_a_full_disk_pauses_the_scheduler_without_losing_a_move(store):
    clock = Clock()
    service = make(store, clock)
    await computer_table(service, HERE)
    record = await store.channel_game(HERE.guild, HERE.channel)
    async with store.db.execute("PRAGMA page_count") as cur:
        pages = (await cur.fetchone())[0]
    await store.db.execute(f"PRAGMA max_page_count = {pages}")
    for _ in range(400):
        if await service.run_due() == [] and service.scheduler._storage_retry_at:
            break
    full = await store.channel_game(HERE.guild, HERE.channel)
    assert full.version > record.version and full.status == "playing"
    assert await service.run_due() == []  # waits before trying again
    assert await store.channel_game(HERE.guild, HERE.channel) == full
    await store.db.execute("PRAGMA max_page_count = 1073741823")
    clock.now += 11
    assert await service.run_due() != []
    after = await store.channel_game(HERE.guild, HERE.channel)
    assert after.version > full.version
    assert len(await store.actions(after.id)) == after.version



class SlowPictures(Pictures):
    """Pictures that each take 0.3 s to draw (a busy worker)."""

    async def draw(self, render, view, name, locale="en", extra=None):  # type: ignore[override]
        await asyncio.sleep(0.3)
        return Picture(name=name, data=b"\x89PNG")


async def playing_until_a_computer_moves(service: TableService, clock: Clock,
                                         place: Channel) -> int:
    """Play a game (its person's suggested moves, the computers' due moves) until a
    computer is to move in the main phase; the game's id."""
    for _ in range(60):
        record = await service.store.channel_game(place.guild, place.channel)
        table = Table.model_validate_json(record.table)
        state = GameState.model_validate_json(record.state)
        if state.phase == "playing" and table.seats[state.current].computer:
            return record.id
        person = next((s for s in table.seats if s.user and not s.computer), None)
        move = None
        if person is not None:
            actor = Actor(person.user, person.name)
            move = await service.suggestion(place, actor)
        if move is not None:
            await service.play(place, actor, *move)
        else:
            clock.now += 5
            await service.run_due()
    raise AssertionError("the computer never came to move")


async def test_a_board_held_up_behind_other_games_pictures_goes_without_its_picture(
        store, clock):
    """Games due together (after a restart): a board whose turn to be drawn comes too
    late goes out as text when a computer moves next (its board follows in seconds),
    but keeps its picture when a person is waited for."""
    service = make(store, clock, bot_delay=1)
    computers = []
    for i in range(3):
        place = Channel("guild", f"bots{i}")
        await computer_table(service, place)
        computers.append(await playing_until_a_computer_moves(service, clock, place))
    await service.new(HERE, ANN, "nordic")
    await service.addbot(HERE, ANN)
    await service.start(HERE, ANN)
    person = await playing_until_a_computer_moves(service, clock, HERE)
    clock.now += 5
    for game_id in (*computers, person):  # every move due now, none late
        record = await store.game(game_id)
        await store.set_due(game_id, record.version, Due(at=clock.now, what="computer"))
    service.pictures = SlowPictures()
    boards: dict[int | None, bool] = {}

    async def send(replies: list[Reply]) -> None:
        for r in replies:
            if r.public and r.game_id is not None:
                boards[r.game_id] = boards.get(r.game_id, False) or bool(r.images)

    await service.run_due(send)
    assert set(boards) == {person, *computers}
    assert boards[person]  # Ann waits for the computer's move: she sees the board
    # one board at a time is drawn: the computer games behind the first in line would
    # wait too long, and went without theirs
    assert sum(boards[g] for g in computers) <= 1
