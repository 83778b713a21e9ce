"""The real bot over a socket: `TableBot` (the client `python -m bot discord` builds) logs
in to the local stand-in for Discord (tests/discord_standin), opens its gateway, and
people play through slash commands and clicks sent as INTERACTION_CREATE events. Each
test checks what every person saw (the channel, their DMs, their private answers) and
that the stored game is intact, through Discord's faults: closed DMs, a deleted or
unreachable channel, rate limits, server errors, dropped connections, removal from the
server, gateway reconnects."""

from __future__ import annotations

import asyncio
import itertools
import json
from typing import Any

import pytest

from bot.discord.boards import SCROLLED
from bot.i18n import say
from bot.kinds.board.words import ticket
from bot.replies import Actor, Channel
from bot.service import Table, TableService
from bot.store import SqliteStore
from engine import GameState
from engine.maps import load_map
from tests.discord_standin.live import Live, button
from tests.discord_standin.server import (
    ANN,
    BOB,
    CAT,
    CHANNEL_ID,
    GUILD_ID,
    Message,
    StandIn,
)

HERE = Channel(str(GUILD_ID), str(CHANNEL_ID))
CHANNEL_PATH = f"/channels/{CHANNEL_ID}"


def new_service(store: SqliteStore, bot_delay: float = 0.0,
                clock: Clock | None = None) -> TableService:
    seeds = itertools.count(7)
    return TableService(store, seeds=lambda: next(seeds), bot_delay=bot_delay,
                        turn_limit=None, **({"clock": clock} if clock else {}))


class Clock:
    """The service's time, moved on by the test: a computer move `bot_delay` seconds
    away waits until the test says that time has come."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, live: Live, seconds: float) -> None:
        self.now += seconds
        live.service.wake_scheduler()


@pytest.fixture
async def standin(monkeypatch):
    standin = StandIn()
    await standin.start()
    standin.point_discord_here(monkeypatch)
    yield standin
    await standin.stop()


@pytest.fixture
async def store(tmp_path):
    store = SqliteStore(tmp_path / "wire.sqlite3")
    await store.open()
    yield store
    await store.close()


@pytest.fixture
async def live(standin, store):
    live = await Live.connect(standin, new_service(store))
    yield live
    await live.close()


# --- helpers ----------------------------------------------------------------------------


async def record(store: SqliteStore):
    found = await store.channel_game(str(GUILD_ID), str(CHANNEL_ID))
    assert found is not None
    return found


async def state_of(store: SqliteStore) -> GameState:
    return GameState.model_validate_json((await record(store)).state)


async def intact(store: SqliteStore) -> None:
    """The stored game loads, and its action log has one entry per version."""
    found = await record(store)
    Table.model_validate_json(found.table)
    if found.state is not None:
        GameState.model_validate_json(found.state)
    assert [a.version for a in await store.actions(found.id)] == \
        list(range(1, found.version + 1))


def menu_of(message: Message) -> dict[str, Any]:
    [menu] = [c for c in message.components if c["type"] == 3]
    return menu


def newest_with_menu(messages: list[Message]) -> Message:
    return max((m for m in messages if any(c["type"] == 3 for c in m.components)),
               key=lambda m: int(m.data["id"]))


async def keep_offered(live: Live, user: int) -> None:
    """The user keeps every ticket offered, with the menu of their newest DM."""
    message = newest_with_menu(live.standin.dms(user))
    menu = menu_of(message)
    await live.click(user, message, "keep", [o["value"] for o in menu["options"]])


async def with_computer(live: Live) -> None:
    """Ann opens a USA table, adds a computer player and starts, all with buttons;
    she keeps her tickets, and the computer has kept its own."""
    await live.slash(ANN, "new", map="usa")
    await live.click(ANN, live.board(), "addbot")
    await live.click(ANN, live.board(), "start")
    await keep_offered(live, ANN)

    async def playing() -> bool:
        return (await state_of(live.service.store)).phase == "playing"

    await until(playing)


def after(standin: StandIn, since: int, path: str = CHANNEL_PATH) -> list[Any]:
    return [r for r in standin.requests[since:] if r.path.startswith(path)]


async def until(condition: Any, timeout: float = 10.0) -> None:
    """Wait for a condition on the bot's own schedule (never a fixed sleep)."""
    async with asyncio.timeout(timeout):
        while not await condition():
            await asyncio.sleep(0.01)


# --- a whole game -----------------------------------------------------------------------


async def test_a_whole_game_with_a_person_and_a_computer_over_the_wire(live, standin, store):
    """Ann plays a whole USA game against the computer with buttons and slash commands
    (each what the computer would send in her place); everyone sees what they should,
    and no ticket of anyone shows in the channel before the final scores."""
    await with_computer(live)
    game_map = load_map("usa")
    secrets: set[str] = set()
    clicks = commands = 0
    while (await record(store)).status == "playing":
        state = await state_of(store)
        secrets |= {say("en", ticket(game_map, t)) for p in state.players
                    for t in (*p.tickets, *p.offered)}
        found = await live.service.suggestion(HERE, Actor(str(ANN), "Ann"))
        assert found is not None, "the computer left Ann waiting"
        command, args = found
        board = live.board()
        actions = {c["custom_id"].split(":")[-1] for c in board.components}
        if command == "draw" and f"draw-{args['card']}" in actions:
            await live.click(ANN, board, f"draw-{args['card']}")
            clicks += 1
        elif command == "tickets" and "tickets" in actions:
            await live.click(ANN, board, "tickets")
            clicks += 1
        else:
            await live.slash(ANN, command, **as_options(args))
            commands += 1
        assert clicks + commands < 1500
    assert (await record(store)).status == "finished"
    assert clicks and commands
    await intact(store)
    # the channel: the final scores at the end, no ticket or hand before them
    texts = standin.channel_texts()
    final = say("en", "final.header")
    ending = next(i for i, t in enumerate(texts) if final in t)
    assert not [s for s in secrets for t in texts[:ending] if s in t]
    assert not [t for t in texts if "Your cards" in t]
    # Ann's DMs hold her hand; her private answers never an error
    assert all("Your cards" in m.content or m.components for m in standin.dms(ANN))
    assert not [t for t in standin.private_texts(ANN)
                if say("en", "error.internal") in t or say("en", "error.delivery") in t]
    # every request Discord got was answered well; nothing was left "thinking"
    assert all(200 <= r.status < 300 for r in standin.requests)
    thinking = [m for m in standin.messages.values() if m.token and m.ephemeral
                and not m.content and int(m.data["id"]) not in standin.deleted]
    assert not thinking


# --- direct messages closed -------------------------------------------------------------

NOTE = say("en", "dm_closed.channel", hand=say("en", "button.hand"))



async def test_closed_dms_are_told_once_in_the_channel_and_remembered_after_a_restart(
        standin, store):
    standin.closed_dms.add(BOB)
    async with Live.running(standin, new_service(store)) as live:
        await live.slash(ANN, "new", map="usa")
        await live.click(BOB, live.board(), "join")
        await live.click(ANN, live.board(), "start")
        told = [t for t in standin.channel_texts() if NOTE in t]
        assert told == [f"<@{BOB}>\n{NOTE}"]
        # the mention pings Bob and nobody else
        [note] = [m for m in standin.channel_messages() if NOTE in m.content]
        assert note.data["allowed_mentions"]["users"] == [BOB]
        # Bob keeps his tickets with the private fallback: Show my hand, then its menu
        await live.click(BOB, live.board(), "hand")
        [hand] = [m for m in standin.private(BOB) if m.components]
        await live.click(BOB, hand, "keep", [o["value"] for o in menu_of(hand)["options"]])
        await keep_offered(live, ANN)
        assert (await state_of(store)).phase == "playing"
        assert standin.dms(BOB) == [] and standin.dms(ANN)
        tries = [r for r in standin.requests if r.status == 403]
        assert len(tries) == 1  # knocked once on the closed door
    # after a restart: still remembered, neither knocked on nor told again
    assert (await store.closed_dm(str(BOB))).told
    async with Live.running(standin, new_service(store)) as live:
        state = await state_of(store)
        table = Table.model_validate_json((await record(store)).table)
        await live.slash(int(table.seats[state.current].user), "tickets")
        assert (await state_of(store)).players[state.current].offered
        assert [r for r in standin.requests if r.status == 403] == tries
        assert len([t for t in standin.channel_texts() if NOTE in t]) == 1
    await intact(store)


# --- the game's channel out of reach -----------------------------------------------------


async def test_a_deleted_channel_pauses_the_game_and_its_host_can_end_it(standin, store):
    """The channel is deleted while Ann chooses her tickets (she does it in her DMs):
    one refused post pauses the game, nothing more is sent there, the computer's move
    is held, and Ann's DMs get a button that ends the game."""
    clock = Clock()
    async with Live.running(standin, new_service(store, bot_delay=5, clock=clock)) as live:
        await live.slash(ANN, "new", map="usa")
        await live.click(ANN, live.board(), "addbot")
        await live.click(ANN, live.board(), "start")
        standin.break_channel(CHANNEL_ID, 404, 10003)
        since = len(standin.requests)
        version = (await record(store)).version
        await keep_offered(live, ANN)  # in her DMs: the move counts
        assert (await record(store)).version == version + 1
        refused = after(standin, since)
        assert [r.status for r in refused] == [404]  # one refused request, no more
        # Ann is told privately, in the interaction, that the game is paused
        said = standin.private_texts(ANN)
        assert say("en", "game_paused") in said and say("en", "cannot_post") in said
        # the computer's move falls due: held for later, nothing posted, nothing played
        clock.advance(live, 10)
        await until(held(live, store))
        assert (await record(store)).version == version + 1
        await live.slash(ANN, "board")  # a look costs no request to the channel either
        assert after(standin, since) == refused
        # the host's DM: the game is paused, with a button that ends it
        [note] = [m for m in standin.dms(ANN) if "paused" in m.content]
        assert note.content == say("en", "game_paused.host", game=say("en", "game.usa"),
                                   channel=str(CHANNEL_ID))
        await live.click(ANN, note, "abort")
        assert (await record(store)).status == "aborted"
        assert after(standin, since) == refused
    await intact(store)


def held(live: Live, store: SqliteStore) -> Any:
    async def check() -> bool:
        due = (await record(store)).due
        return due is not None and due.at > live.service.clock() + 60
    return check


async def test_a_channel_delete_event_pauses_the_game_without_a_request(live, standin,
                                                                       store):
    await with_computer(live)
    since = len(standin.requests)
    standin.break_channel(CHANNEL_ID, 404, 10003)
    await standin.dispatch("CHANNEL_DELETE", standin.channel_payload())
    await live.settle()
    assert live.bot.adapter.pauses.paused(HERE)
    await anns_move(live)  # from a DM or a stale client: counted, nothing posted
    assert after(standin, since) == []
    [note] = [m for m in standin.dms(ANN) if "paused" in m.content]
    assert button(note, "abort")
    await intact(store)


async def test_missing_access_pauses_the_game_until_the_channel_is_back(standin, store):
    """The bot loses access to the channel: Ann's move counts, one refused post pauses
    the game, the computer's reply is held; when the channel's permissions change
    (CHANNEL_UPDATE) the computer plays and the channel sees it. Losing access again,
    a click from the channel that shows the bot may post there resumes it too."""
    clock = Clock()
    async with Live.running(standin, new_service(store, bot_delay=5, clock=clock)) as live:
        await live.slash(ANN, "new", map="usa")
        await live.click(ANN, live.board(), "addbot")
        await live.click(ANN, live.board(), "start")
        await keep_offered(live, ANN)
        while await live.service.suggestion(HERE, Actor(str(ANN), "Ann")) is None:
            clock.advance(live, 10)  # the computer keeps its tickets, maybe moves first
            await live.settle()
        standin.break_channel(CHANNEL_ID, 403, 50001)
        since = len(standin.requests)
        await anns_move(live)
        moved = await record(store)
        assert [r.status for r in after(standin, since)] == [403]
        assert say("en", "game_paused") in standin.private_texts(ANN)
        # the computer's turn comes and is held: no request, nothing played
        clock.advance(live, 10)
        await until(held(live, store))
        assert (await record(store)).version == moved.version
        assert [r.status for r in after(standin, since)] == [403]
        # access comes back (the channel's permissions change): the game goes on
        standin.fix_channel(CHANNEL_ID)
        await standin.dispatch("CHANNEL_UPDATE", standin.channel_payload())
        await live.settle()
        assert not live.bot.adapter.pauses.paused(HERE)
        assert (await record(store)).version > moved.version  # the computer played
        assert [r.status for r in after(standin, since)][1:] and \
            all(r.status == 200 for r in after(standin, since)[1:])
        # lost again, then a click whose permissions say the bot may post: resumed
        while await live.service.suggestion(HERE, Actor(str(ANN), "Ann")) is None:
            clock.advance(live, 10)
            await live.settle()
        standin.break_channel(CHANNEL_ID, 403, 50013)
        await anns_move(live)
        assert live.bot.adapter.pauses.paused(HERE)
        standin.fix_channel(CHANNEL_ID)
        since = len(standin.requests)
        await live.click(ANN, live.board(), "hand")
        assert not live.bot.adapter.pauses.paused(HERE)
        clock.advance(live, 10)
        await live.settle()
        assert all(r.status == 200 for r in standin.requests[since:])
        assert after(standin, since)  # the computer's move reached the channel
    await intact(store)


async def anns_move(live: Live) -> None:
    """Ann sends what the computer would in her place."""
    found = await live.service.suggestion(HERE, Actor(str(ANN), "Ann"))
    assert found is not None
    command, args = found
    await live.slash(ANN, command, **as_options(args))


def as_options(args: dict[str, Any]) -> dict[str, str]:
    """A suggested command's arguments as the slash command's text options."""
    return {k: " ".join(v) if isinstance(v, list) else str(v) for k, v in args.items()}


async def test_removed_from_the_server_the_game_waits_and_goes_on_when_invited_back(
        standin, store):
    """GUILD_DELETE while the computer chooses its tickets: its move is held and nothing
    is sent to the channel; GUILD_CREATE (invited back) plays it and the channel sees
    it."""
    clock = Clock()
    async with Live.running(standin, new_service(store, bot_delay=5, clock=clock)) as live:
        await live.slash(ANN, "new", map="usa")
        await live.click(ANN, live.board(), "addbot")
        await live.click(ANN, live.board(), "start")
        await standin.remove_bot()
        await live.settle()
        assert live.bot.adapter.pauses.paused(HERE)
        since = len(standin.requests)
        version = (await record(store)).version
        clock.advance(live, 10)
        await until(held(live, store))
        assert (await record(store)).version == version
        assert after(standin, since) == []
        await standin.add_bot()
        await live.settle()
        assert not live.bot.adapter.pauses.paused(HERE)
        assert (await record(store)).version > version  # the computer kept its tickets
        assert after(standin, since) and all(r.status == 200 for r in after(standin, since))
        assert any("kept" in t for t in standin.channel_texts())
    await intact(store)


async def test_removed_from_the_server_each_open_games_host_is_told_and_may_end_it(
        standin, store):
    """GUILD_DELETE: the host of every open game in that server gets one direct message
    naming the game's channel, with the End the game button (which works while the game
    is paused, posting nothing); ended games and other servers' games are left alone."""
    elsewhere = Channel(str(GUILD_ID), str(CHANNEL_ID + 1))
    async with Live.running(standin, new_service(store)) as live:
        await with_computer(live)
        service = live.service
        await service.new(elsewhere, Actor(str(BOB), "Bob"), "usa")
        ended = Channel(str(GUILD_ID), str(CHANNEL_ID + 2))
        await service.new(ended, Actor(str(CAT), "Cat"), "usa")
        await service.abort(ended, Actor(str(CAT), "Cat"))
        await service.new(Channel(str(GUILD_ID + 1), "5"), Actor(str(CAT), "Cat"), "usa")
        since = len(standin.requests)
        await standin.remove_bot()
        await live.settle()
        notes = {user: [m for m in standin.dms(user) if "paused" in m.content]
                 for user in (ANN, BOB, CAT)}
        game = say("en", "game.usa")
        assert [m.content for m in notes[ANN]] == [
            say("en", "game_paused.host", game=game, channel=str(CHANNEL_ID))]
        assert [m.content for m in notes[BOB]] == [
            say("en", "game_paused.host", game=game, channel=elsewhere.channel)]
        assert notes[CAT] == []
        assert after(standin, since) == []  # nothing sent to the game's channel
        # Ann ends her game from her DMs; Bob's waits
        await live.click(ANN, notes[ANN][0], "abort")
        assert (await record(store)).status == "aborted"
        assert (await store.channel_game(elsewhere.guild, elsewhere.channel)).status == "lobby"
        assert after(standin, since) == []
    await intact(store)


async def test_a_persons_turn_clock_is_held_while_paused_and_whole_again_on_resuming(
        standin, store):
    """Ann and Bob play with 5 minutes a turn. 100 s into a turn the bot is removed from
    the server; while it is away (far longer than a turn) nobody is reminded or timed
    out. Invited back, the channel calls the person on turn, who has a whole turn again
    from then: the reminder comes 150 s later and the computer moves for them only after
    the full 300 s."""
    from bot.i18n import Duration, ListOf

    clock = Clock()
    async with Live.running(standin, new_service(store, bot_delay=5, clock=clock)) as live:
        await live.slash(ANN, "new", map="usa", turn_limit="5m")
        await live.click(BOB, live.board(), "join")
        await live.click(ANN, live.board(), "start")
        await keep_offered(live, ANN)
        await keep_offered(live, BOB)
        state = await state_of(store)
        assert state.phase == "playing"
        table = Table.model_validate_json((await record(store)).table)
        on_turn = table.seats[state.current]
        clock.advance(live, 100)
        await live.settle()
        await standin.remove_bot()
        await live.settle()
        version = (await record(store)).version
        for _ in range(3):  # 30 minutes away: the reminder and the time-out are held
            clock.advance(live, 600)
            await until(held(live, store))
        assert (await record(store)).version == version
        assert (await state_of(store)).current == state.current
        said = standin.channel_texts()
        assert not [t for t in said if "ran out of time" in t or "left before" in t]
        # back: the person on turn is called, with a whole turn from now
        resumed_at = clock.now
        await standin.add_bot()
        await live.settle()
        called = say("en", "clock.resumed", players=ListOf([on_turn.name]),
                     left=Duration(300))
        assert standin.channel_texts()[-1] == f"<@{on_turn.user}>\n{called}"
        assert Table.model_validate_json((await record(store)).table).clock.started == \
            resumed_at
        clock.advance(live, 149)
        await live.settle()
        assert not [t for t in standin.channel_texts() if "left before" in t]
        clock.advance(live, 2)  # half the turn: reminded
        await live.settle()
        assert "left before the computer moves" in standin.channel_texts()[-1]
        clock.advance(live, 148)  # 299 s after resuming: still their move
        await live.settle()
        assert (await state_of(store)).current == state.current
        assert not [t for t in standin.channel_texts() if "ran out of time" in t]
        clock.advance(live, 2)  # the whole turn is over: the computer moves for them
        await live.settle()
        timed_out = say("en", "clock.timeout", player=on_turn.name)
        assert [t for t in standin.channel_texts() if timed_out in t]
        now_on = (await state_of(store)).current
        assert now_on != state.current
        # a short pause, over before anything fell due: a whole turn again all the same
        clock.advance(live, 200)
        await live.settle()
        await standin.remove_bot()
        await live.settle()
        clock.advance(live, 60)
        await live.settle()
        await standin.add_bot()
        await live.settle()
        called = say("en", "clock.resumed", players=ListOf([table.seats[now_on].name]),
                     left=Duration(300))
        assert standin.channel_texts()[-1] == f"<@{table.seats[now_on].user}>\n{called}"
        assert Table.model_validate_json((await record(store)).table).clock.started == \
            clock.now
    await intact(store)


# --- Discord unwell ------------------------------------------------------------------------


async def test_a_rate_limit_is_waited_out_and_nobody_notices(live, standin, store):
    await live.slash(ANN, "new", map="usa")
    standin.fail_next(r"^POST /channels/\d+/messages$", "429", retry_after=0.3)
    await live.click(ANN, live.board(), "addbot")  # edits in place: no post
    for n in range(SCROLLED):  # the board scrolls far up: the next one is posted anew
        await standin.someone_writes(BOB, f"hi all {n}")
    await live.settle()
    await live.click(ANN, live.board(), "start")
    posts = [r for r in standin.requests if r.method == "POST" and r.path ==
             f"{CHANNEL_PATH}/messages"]
    assert [r.status for r in posts][-2:] == [429, 200]
    assert not [t for t in standin.private_texts(ANN) if "wrong" in t or "could not" in t]
    assert (await record(store)).status == "playing"
    await intact(store)


async def test_a_server_error_and_a_dropped_connection_do_not_stop_the_rest(
        live, standin, store):
    """Starting edits the board in the channel and sends each player their hand: the
    board meets a 503 and the first hand a dropped connection; the other hand still
    arrives, Ann (who started) is told part of it did not, the game is stored as
    started; a 500 later is tried again by discord.py and gets through."""
    await live.slash(ANN, "new", map="usa")
    await live.click(BOB, live.board(), "join")
    standin.fail_next(rf"^PATCH /channels/{CHANNEL_ID}/messages/\d+$", "503")
    standin.fail_next(rf"^POST /channels/(?!{CHANNEL_ID})\d+/messages$", "drop")
    since = len(standin.requests)
    await live.slash(ANN, "start")
    failed = [(r.method, r.status) for r in standin.requests[since:] if r.status not in
              (200, 204)]
    assert failed == [("PATCH", 503), ("POST", -1)]
    hands = [any("Your cards" in m.content for m in standin.dms(user)) for user in (ANN, BOB)]
    assert sorted(hands) == [False, True]  # one dropped, the other delivered after it
    assert say("en", "error.delivery") in standin.private_texts(ANN)
    assert standin.private_texts(BOB) == []
    assert (await record(store)).status == "playing"
    await intact(store)
    # a 500 is tried again by discord.py and gets through
    standin.fail_next(rf"^POST /channels/{CHANNEL_ID}/messages$", "500")
    for n in range(SCROLLED):  # the board scrolls far up: the next one is posted anew
        await standin.someone_writes(BOB, f"go on {n}")
    await live.settle()
    since = len(standin.requests)
    await live.slash(ANN, "abort")
    posts = [r.status for r in standin.requests[since:]
             if r.method == "POST" and r.path == f"{CHANNEL_PATH}/messages"]
    assert posts == [500, 200]
    assert say("en", "table.aborted", player="Ann") in standin.channel_texts()[-1]
    assert (await record(store)).status == "aborted"


# --- the gateway --------------------------------------------------------------------------


async def test_the_gateway_reconnects_and_resumes_without_losing_a_click(live, standin, store):
    await live.slash(ANN, "new", map="usa")
    await standin.ask_to_reconnect()  # op 7: the bot resumes on a new connection

    async def resumed() -> bool:
        return standin.resumes == 1 and standin.socket is not None

    await until(resumed)
    await live.click(BOB, live.board(), "join")
    # the connection drops; a click sent meanwhile is replayed on RESUME
    await standin.drop_gateway()
    await standin.send_interaction(standin.slash_payload(ANN, "start"))
    await until(lambda: _true(standin.resumes == 2 and standin.socket is not None))
    await live.settle()
    assert standin.identifies == 1  # one session throughout
    assert standin.heartbeats >= 3  # one at once on every connection, each acknowledged
    assert (await record(store)).status == "playing"
    assert any("begins" in t for t in standin.channel_texts())
    await intact(store)


async def _true(value: bool) -> bool:
    return value


# --- who may press what ---------------------------------------------------------------


async def test_lobby_buttons_are_stale_once_the_game_began(live, standin, store):
    await live.slash(ANN, "new", map="usa")
    await live.click(BOB, live.board(), "join")
    lobby = Message(dict(live.board().data))
    await live.click(ANN, live.board(), "start")
    seats = (await record(store)).table
    for action in ("leave", "join", "addbot", "start"):
        await live.click(BOB if action != "addbot" else ANN, lobby, action)
    assert (await record(store)).table == seats  # Bob still plays; nothing changed
    stale = say("en", "error.stale_click")
    assert standin.private_texts(BOB)[-3:] == [stale] * 3
    assert standin.private_texts(ANN)[-1] == stale
    await intact(store)


async def test_buttons_work_only_in_their_games_channel(live, standin, store):
    await live.slash(ANN, "new", map="usa")
    board = live.board()
    elsewhere = CHANNEL_ID + 1
    await live.send(standin.click_payload(BOB, board, button(board, "join"),
                                          channel=elsewhere))
    await live.send(standin.click_payload(BOB, board, button(board, "join"),
                                          guild=GUILD_ID + 1))
    assert standin.private_texts(BOB) == [say("en", "error.elsewhere")] * 2
    assert len(Table.model_validate_json((await record(store)).table).seats) == 1


async def test_a_player_who_left_no_longer_sees_the_seats_hand(live, standin, store):
    await live.slash(ANN, "new", map="usa")
    await live.click(BOB, live.board(), "join")
    await live.click(ANN, live.board(), "start")
    await live.slash(BOB, "leave")
    await live.click(BOB, live.board(), "hand")
    await live.slash(BOB, "hand")
    not_in = say("en", "error.not_in_game")
    assert standin.private_texts(BOB)[-2:] == [not_in, not_in]
    # suggestions for him are what anyone outside the game gets: nothing from the hand
    assert await live.suggest(BOB, "claim", "route", route="") == \
        await live.suggest(CAT, "claim", "route", route="")
    await intact(store)


# --- suggestions ---------------------------------------------------------------------------


async def test_suggestions_answer_within_one_deadline(live, standin, store, monkeypatch):
    """Two slow looks (the whole text, then its last word) share one deadline: past it
    the answer is an empty list, sent in time, never two timeouts in a row."""
    import bot.discord.adapter as adapter_module

    await with_computer(live)
    monkeypatch.setattr(adapter_module, "SUGGEST_TIMEOUT", 0.2)
    service = live.service
    looks: list[str] = []

    async def slow(place: Any, actor: Any, command: str, option: str, typed: str,
                   filled: Any) -> list[tuple[str, str]]:
        looks.append(typed)
        await asyncio.sleep(0.15)
        return []

    monkeypatch.setattr(service, "choices", slow)
    assert await live.suggest(ANN, "keep", "tickets", tickets="boston-miami denv") == []
    assert looks == ["boston-miami denv", "denv"]  # the second look ran out of time
    stored = json.loads((await record(store)).table)
    assert stored["game"] == "usa"
