"""What several bot processes share, each with its own store connection to one database
(SQLite file or PostgreSQL): every one of them edits and replaces the same board message
of a game (when two post at once, the board of the later step keeps its buttons and the
other loses them), a person's closed direct messages found by one are known to all, so
none knocks again or tells the channel a second time, and a server's language chosen in
one is the language of the others' messages."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.discord.adapter import Adapter
from bot.discord.boards import EDIT_AGE, SCROLLED, Boards
from bot.replies import Actor, Button, Channel, Reply, User, custom_id
from bot.service import TableService
from bot.store import BoardMessage, SqliteStore, Store
from tests.discord_standin.server import said
from tests.postgres_server import fresh_database

GUILD, CHANNEL = 11, 22
HERE = Channel(str(GUILD), str(CHANNEL))
ANN, BOB = "1001", "1002"


class SharedChannel:
    """One Discord channel as every process sees it: what was sent and edited, and the
    newest message. Sending yields to other tasks, as a request to Discord does."""

    def __init__(self) -> None:
        self.id = CHANNEL
        self.sent: list[tuple[int, dict[str, Any]]] = []
        self.edits: list[tuple[int, dict[str, Any]]] = []
        self.last_message_id: int | None = None
        self.deleted: set[int] = set()
        self.ids = itertools.count(discord.utils.time_snowflake(discord.utils.utcnow()))
        #: senders wait here for each other (both have read the board before either posts)
        self.together: asyncio.Barrier | None = None

    async def send(self, **kwargs: Any) -> SimpleNamespace:
        message = next(self.ids)
        if self.together is not None:
            await self.together.wait()
        self.sent.append((message, kwargs))
        self.last_message_id = message
        return SimpleNamespace(id=message)

    def get_partial_message(self, message_id: int) -> SimpleNamespace:
        async def edit(**kwargs: Any) -> None:
            self.edits.append((message_id, kwargs))

        async def delete() -> None:
            self.deleted.add(message_id)
        return SimpleNamespace(edit=edit, delete=delete)

    def with_buttons(self) -> list[int]:
        """The messages whose buttons are on: sent with buttons in their view, not since
        edited without, nor deleted."""
        live = {message: has_buttons(kwargs.get("view")) for message, kwargs in self.sent}
        for message, kwargs in self.edits:
            if "view" in kwargs:
                live[message] = has_buttons(kwargs["view"])
        return sorted(m for m, on in live.items() if on and m not in self.deleted)


def has_buttons(view: discord.ui.View | discord.ui.LayoutView | None) -> bool:
    """Whether a message's view holds a button or menu (a card may hold none)."""
    return view is not None and any(
        isinstance(i, discord.ui.Button | discord.ui.Select | discord.ui.DynamicItem)
        for i in view.walk_children())


class DmChannel:
    """A person's direct messages: refused while they are closed."""

    def __init__(self, people: SharedPeople) -> None:
        self.people = people

    async def send(self, **kwargs: Any) -> SimpleNamespace:
        self.people.knocks += 1
        if self.people.closed:
            raise discord.Forbidden(SimpleNamespace(status=403, reason="Forbidden"),
                                    {"code": 50007, "message": "Cannot send messages"})
        self.people.received.append(said(kwargs))
        return SimpleNamespace(id=1)


class SharedPeople:
    """Bob's direct messages as every process reaches them."""

    def __init__(self) -> None:
        self.closed = False
        self.knocks = 0
        self.received: list[str] = []


class Process:
    """One bot process: its own store connection, its own Boards and adapter."""

    def __init__(self, store: Store, channel: SharedChannel,
                 people: SharedPeople | None = None) -> None:
        self.store = store
        people = people or SharedPeople()

        async def create_dm(user: Any) -> DmChannel:
            return DmChannel(people)

        client = SimpleNamespace(get_channel=lambda cid: channel if cid == CHANNEL else None,
                                 get_partial_messageable=lambda cid, **kw: channel,
                                 create_dm=create_dm)
        self.boards = Boards(client, store)  # type: ignore[arg-type]
        self.adapter = Adapter(client, TableService(store))  # type: ignore[arg-type]


def board(step: int, text: str, waiting: tuple[str, ...] = (), status: str = "playing"
          ) -> Reply:
    """A board reply of game 1 at `step`: with buttons while the game goes on."""
    buttons = (Button(custom_id(1, step, "hand"), "Show", "/ttr hand"),) \
        if status == "playing" else ()
    return Reply(to=HERE, text=text, locale="en", mentions=waiting, game_id=1,
                 status=status, components=buttons, board=True)


@pytest.fixture(params=["sqlite", "postgres"])
async def stores(request, tmp_path) -> AsyncIterator[Callable[[], Awaitable[Store]]]:
    """Opens a new store connection to one database, as another process would."""
    async with AsyncExitStack() as opened:
        if request.param == "sqlite":
            def new() -> Store:
                return SqliteStore(tmp_path / "shared.sqlite3")
        else:
            from bot.store.postgres import PostgresStore

            url = await opened.enter_async_context(fresh_database())

            def new() -> Store:
                return PostgresStore(url)

        async def connect() -> Store:
            store = new()
            await store.open()
            opened.push_async_callback(store.close)
            return store
        yield connect


async def test_another_process_edits_and_replaces_the_board_one_process_posted(stores):
    channel = SharedChannel()
    first, second = Process(await stores(), channel), Process(await stores(), channel)
    await first.boards.show(board(1, "Ann's turn", (ANN,)), None)
    [(posted, _)] = channel.sent
    # the other process finds the same message in the database and edits it in place
    await second.boards.show(board(2, "Ann drew; still Ann", (ANN,)), None)
    assert len(channel.sent) == 1 and channel.edits[-1][0] == posted
    assert said(channel.edits[-1][1]) == "Ann drew; still Ann"
    # the board scrolled far up (seen by the first process): it posts anew, pinging
    # nobody (a turn notice calls Bob), and deletes the old board
    for _ in range(SCROLLED):
        first.boards.wrote(CHANNEL)
    await first.boards.show(board(3, "Bob's turn", (BOB,)), None)
    newest = channel.sent[-1][0]
    assert said(channel.sent[-1][1]) == "Bob's turn"
    assert channel.with_buttons() == [newest] and posted in channel.deleted
    # a restarted process (a new connection) knows the board too
    third = Process(await stores(), channel)
    assert await third.boards.current(1) == BoardMessage(CHANNEL, newest, frozenset({BOB}), 3)
    assert await third.boards.is_current(newest) and not await third.boards.is_current(posted)
    # the game ends in the third process: the board is the final one, edited in place, and
    # gone for every process
    await third.boards.show(board(4, "Bob won", status="finished"), None)
    assert channel.edits[-1][0] == newest and said(channel.edits[-1][1]) == "Bob won"
    assert await first.boards.current(1) is None and channel.with_buttons() == []


async def test_two_processes_posting_at_once_leave_the_later_step_as_the_board(stores):
    channel = SharedChannel()
    first, second = Process(await stores(), channel), Process(await stores(), channel)
    await first.boards.show(board(1, "Ann's turn", (ANN,)), None)
    [(one, _)] = channel.sent
    for process in (first, second):  # the board is too old: neither process may edit it
        process.boards.now = lambda: discord.utils.utcnow() + EDIT_AGE * 2
    channel.together = asyncio.Barrier(2)  # both read the board, then both post
    await asyncio.gather(second.boards.show(board(6, "Bob's turn", (BOB,)), None),
                         first.boards.show(board(5, "Ann claimed", (ANN,)), None))
    by_text = {said(kwargs).split("\n")[-1]: m for m, kwargs in channel.sent}
    later = by_text["Bob's turn"]
    assert await first.store.board_message(1) == BoardMessage(CHANNEL, later,
                                                              frozenset({BOB}), 6)
    assert channel.with_buttons() == [later]  # the older two are deleted
    assert one in channel.deleted


async def test_an_older_board_after_a_later_one_is_posted_without_its_buttons(stores):
    channel = SharedChannel()
    first, second = Process(await stores(), channel), Process(await stores(), channel)
    await second.boards.show(board(6, "Bob's turn", (BOB,)), None)
    [(later, _)] = channel.sent
    channel.last_message_id = None
    await first.boards.show(board(5, "Ann claimed", (ANN,)), None)  # delivered late
    assert said(channel.sent[-1][1]) == "Ann claimed"
    assert "view" not in channel.sent[-1][1]
    assert (await first.boards.current(1)).message == later
    assert channel.with_buttons() == [later]


async def test_closed_direct_messages_found_by_one_process_are_known_to_the_other(stores):
    channel, people = SharedChannel(), SharedPeople()
    first = Process(await stores(), channel, people)
    second = Process(await stores(), channel, people)
    hand = Reply(to=User(BOB, "Bob"), text="your hand", locale="en", game_id=1)
    assert await second.adapter.delivery.direct(hand, None, HERE)  # open: delivered
    people.closed = True
    assert not await first.adapter.delivery.direct(hand, None, HERE)
    assert people.knocks == 2 and len(channel.sent) == 1  # the channel is told, once
    # the other process neither knocks again nor tells the channel a second time
    assert not await second.adapter.delivery.direct(hand, None, HERE)
    assert people.knocks == 2 and len(channel.sent) == 1
    assert people.received == ["your hand"]


async def test_a_language_chosen_in_one_process_is_spoken_by_the_other(stores):
    first, second = TableService(await stores()), TableService(await stores())
    assert await second.language(HERE.guild) == "en"
    await second.note_server_locale(HERE.guild, "cs")
    assert await first.language(HERE.guild) == "cs"  # the server's own locale, seen by all
    manager = Actor(ANN, "Ann", manager=True)
    [said] = await first.set_language(HERE, manager, "pl")
    assert said.locale == "pl"
    assert await second.language(HERE.guild) == "pl"
