"""A thread per game, as a server sees it: `/ttr new` opens a public thread named for the
game where the bot may create threads, the lobby goes there and the channel gets one line
linking to it; otherwise the game is played in the channel and the asker is told which
permission would give it a thread. Several games in one channel, one per thread; threads
turned off by a server manager; an archived thread unarchived before a move is posted; a
deleted thread pausing its game. Through discord.py's own objects against the fake
Discord of test_discord_dispatch."""

from __future__ import annotations

import asyncio
import re
from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord.http import Route
from discord.webhook.async_ import AsyncWebhookAdapter

from bot.discord.boards import SCROLLED
from bot.i18n import say
from bot.replies import Actor, Channel, parse_custom_id
from bot.service import Table
from bot.store import SqliteStore
from tests.discord_standin.server import text_of
from tests.test_discord_dispatch import (
    ANN,
    BOB,
    CHANNEL_ID,
    EPHEMERAL,
    GUILD_ID,
    FakeDiscord,
    Harness,
    make_bot,
    new_service,
    private_texts,
    walk_components,
)

VIEW, SEND = 1 << 10, 1 << 11
CREATE_PUBLIC_THREADS, SEND_IN_THREADS = 1 << 35, 1 << 38
ALL = VIEW | SEND | CREATE_PUBLIC_THREADS | SEND_IN_THREADS
PUBLIC_THREAD = 11
#: what the fake's threads leave to the fake Discord
PLAIN = object()


@pytest.fixture
async def harness(tmp_path, monkeypatch):
    """A bot over a real service (SQLite) talking to a fake Discord."""
    store = SqliteStore(tmp_path / "threads.sqlite3")
    await store.open()
    made: list[FakeDiscord] = []

    async def request(self: Any, route: Route, session: Any, *, payload: Any = None,
                      multipart: Any = None, files: Any = None, **kw: Any) -> Any:
        return await made[-1].handle(route, payload, multipart, files)

    monkeypatch.setattr(AsyncWebhookAdapter, "request", request)
    yield await make_bot(new_service(store), made)
    await store.close()


class Threads:
    """The fake Discord's threads: made under the channel, renamed, archived, deleted."""

    def __init__(self, h: Harness) -> None:
        self.h = h
        #: thread id -> its payload
        self.made: dict[int, dict[str, Any]] = {}
        plain = h.fake.answer

        def answer(call: SimpleNamespace) -> Any:
            mine = self.answer(call)
            return plain(call) if mine is PLAIN else mine
        h.fake.answer = answer  # type: ignore[method-assign]

    def answer(self, call: SimpleNamespace) -> Any:
        m, p = call.method, call.path
        start = re.fullmatch(rf"/channels/{CHANNEL_ID}/messages/(\d+)/threads", p)
        if m == "POST" and start:
            thread = int(start[1])  # a thread started from a message has its id
            self.made[thread] = {
                "id": str(thread), "type": PUBLIC_THREAD, "guild_id": str(GUILD_ID),
                "parent_id": str(CHANNEL_ID), "name": call.payload["name"],
                "owner_id": "1", "member_count": 1, "message_count": 0,
                "thread_metadata": {"archived": False, "locked": False,
                                    "auto_archive_duration":
                                        call.payload["auto_archive_duration"],
                                    "archive_timestamp": discord.utils.utcnow().isoformat()}}
            return self.made[thread]
        message = re.fullmatch(r"/channels/\d+/messages/(\d+)", p)
        if m == "DELETE" and message:
            self.h.fake.deleted.add(int(message[1]))
            return None
        one = re.fullmatch(r"/channels/(\d+)", p)
        if one and int(one[1]) in self.made:
            thread = self.made[int(one[1])]
            if m == "DELETE":
                del self.made[int(one[1])]
                return thread
            if "name" in call.payload:
                thread["name"] = call.payload["name"]
            if "archived" in call.payload:
                thread["thread_metadata"]["archived"] = call.payload["archived"]
            return thread
        return PLAIN

    def archive_unseen(self, thread: int, method: str, path: str) -> list[str]:
        """Discord archives the thread without the bot hearing of it: requests `method`
        on paths starting with `path` are refused as archived (50083) until it is
        unarchived. The paths refused, as they come."""
        plain = self.h.fake.answer
        refused: list[str] = []

        def answer(call: SimpleNamespace) -> Any:
            if call.method == method and call.path.startswith(path) \
                    and self.made[thread]["thread_metadata"]["archived"]:
                refused.append(call.path)
                raise discord.HTTPException(SimpleNamespace(status=400, reason="Bad Request"),
                                            {"code": 50083, "message": "Thread is archived"})
            return plain(call)
        self.h.fake.answer = answer  # type: ignore[method-assign]
        self.made[thread]["thread_metadata"]["archived"] = True
        return refused

    def calls(self, since: int = 0) -> list[SimpleNamespace]:
        """The requests about threads: made, renamed, unarchived, deleted."""
        return [c for c in self.h.fake.calls[since:]
                if re.fullmatch(rf"/channels/{CHANNEL_ID}/messages/\d+/threads", c.path)
                or re.fullmatch(r"/channels/(\d+)", c.path)]

    def posts(self, thread: int) -> list[SimpleNamespace]:
        return [c for c in self.h.fake.calls
                if c.method == "POST" and c.path == f"/channels/{thread}/messages"]

    def lobby(self, thread: int) -> dict[str, Any]:
        """The thread's newest message with components."""
        found = [m for m in self.h.fake.messages.values()
                 if m["channel_id"] == str(thread) and walk_components(m)
                 and not m.get("flags", 0) & EPHEMERAL]
        return max(found, key=lambda m: int(m["id"]))


def interaction(h: Harness, kind: int, user: int, *, permissions: int, manager: bool = False,
                thread: int | None = None) -> dict[str, Any]:
    """An interaction from the channel (or from a game's thread), with the bot's
    permissions there."""
    data = h.base(kind, user, manager=manager)
    data["app_permissions"] = str(permissions)
    if thread is not None:
        data["channel_id"] = str(thread)
        data["channel"] = {"id": str(thread), "type": PUBLIC_THREAD, "name": "game",
                           "guild_id": str(GUILD_ID), "parent_id": str(CHANNEL_ID),
                           "owner_id": "1", "member_count": 1, "message_count": 1,
                           "thread_metadata": {"archived": False, "locked": False,
                                               "auto_archive_duration": 10080,
                                               "archive_timestamp":
                                                   discord.utils.utcnow().isoformat()}}
    return data


async def new(h: Harness, user: int = ANN, *, permissions: int = ALL,
              thread: int | None = None) -> None:
    """/ttr new map:usa by the user."""
    data = interaction(h, 2, user, permissions=permissions, thread=thread)
    data["data"] = {"id": "1", "name": "ttr", "type": 1, "options": [{
        "name": "new", "type": 1, "options": [{"name": "map", "type": 3, "value": "usa"}]}]}
    await h.dispatch(data)


async def threads_setting(h: Harness, user: int, value: str, *, manager: bool) -> None:
    """/ttr settings threads VALUE by the user."""
    data = interaction(h, 2, user, permissions=ALL, manager=manager)
    data["data"] = {"id": "1", "name": "ttr", "type": 1, "options": [{
        "name": "settings", "type": 2, "options": [{
            "name": "threads", "type": 1,
            "options": [{"name": "threads", "type": 3, "value": value}]}]}]}
    await h.dispatch(data)


async def click(h: Harness, user: int, message: dict[str, Any], action: str,
                thread: int) -> None:
    """A click on a button of a message in a game's thread."""
    [custom_id] = [c["custom_id"] for c in walk_components(message)
                   if parse_custom_id(c["custom_id"])[2] == action]
    data = interaction(h, 3, user, permissions=ALL, thread=thread)
    data["message"] = message
    data["data"] = {"custom_id": custom_id, "component_type": 2}
    await h.dispatch(data)


async def games_of(h: Harness) -> dict[str, Any]:
    """The server's open games by their place."""
    records = await h.bot.adapter.service.store.guild_games(str(GUILD_ID))
    return {r.channel: r for r in records}


# --- the tests --------------------------------------------------------------------------


async def test_a_new_game_gets_its_own_thread_under_the_channels_one_line(harness):
    h = harness
    t = Threads(h)
    await new(h)
    # the channel gets one line, and the thread is started from it (Discord shows the
    # thread under it, a link to open it)
    [line] = h.fake.channel_posts()
    assert text_of(line.payload) == ("Ann opened a table for Ticket to Ride (USA): the "
                                       "game is played in the thread under this message.")
    assert not walk_components(line.payload)
    made, renamed = t.calls()
    [thread] = t.made
    assert made.method == "POST"
    assert made.payload["name"] == "Ticket to Ride (USA) · Ann"
    assert made.payload["auto_archive_duration"] == 10080  # a week: games last days
    assert h.fake.calls.index(line) < h.fake.calls.index(made)
    assert made.path == f"/channels/{CHANNEL_ID}/messages/{thread}/threads"
    games = await games_of(h)
    assert list(games) == [str(thread)]  # the game's place is its thread
    number = games[str(thread)].id
    assert renamed.method == "PATCH" and renamed.path == f"/channels/{thread}"
    assert renamed.payload == {"name": f"Ticket to Ride (USA) #{number} · Ann"}
    assert t.made[thread]["name"] == f"Ticket to Ride (USA) #{number} · Ann"
    # the lobby lives in the thread, with its buttons
    [lobby] = t.posts(thread)
    assert text_of(lobby.payload).startswith(say("en", "lobby.opened", host="Ann",
                                                   game=say("en", "game.usa")))
    assert [parse_custom_id(c["custom_id"])[2] for c in walk_components(t.lobby(thread))] \
        == ["join", "leave", "addbot", "start"]
    assert not private_texts(h)  # nothing to tell the asker
    # people join by the lobby's button in the thread
    await click(h, BOB, t.lobby(thread), "join", thread)
    assert "Bob joined the table." in t.lobby(thread)["content"]
    assert len(h.fake.channel_posts()) == 1  # the channel stays quiet


async def test_a_game_chosen_from_the_menu_gets_its_thread_too(harness):
    """/ttr new without a game answers with a menu (only to the asker); the game chosen
    there opens in its own thread like a typed one."""
    h = harness
    t = Threads(h)
    data = interaction(h, 2, ANN, permissions=ALL)
    data["data"] = {"id": "1", "name": "ttr", "type": 1,
                    "options": [{"name": "new", "type": 1, "options": []}]}
    await h.dispatch(data)
    assert not t.made
    [menu_message] = [m for m in h.fake.messages.values() if m.get("flags", 0) & EPHEMERAL
                      and walk_components(m)]
    [menu] = walk_components(menu_message)
    click = interaction(h, 3, ANN, permissions=ALL)
    click["message"] = menu_message
    click["data"] = {"custom_id": menu["custom_id"], "component_type": 3,
                     "values": ["europe"]}
    await h.dispatch(click)
    [thread] = t.made
    record = (await games_of(h))[str(thread)]
    assert Table.model_validate_json(record.table).game == "europe"
    assert t.made[thread]["name"] == f"Ticket to Ride: Europe #{record.id} · Ann"
    [line] = h.fake.channel_posts()
    assert text_of(line.payload).startswith("Ann opened a table for Ticket to Ride: Europe")


async def test_two_games_in_one_channel_each_in_its_thread(harness):
    h = harness
    t = Threads(h)
    await new(h, ANN)
    await new(h, BOB)
    first, second = t.made
    games = await games_of(h)
    assert set(games) == {str(first), str(second)}
    assert t.made[second]["name"] == f"Ticket to Ride (USA) #{games[str(second)].id} · Bob"
    assert len(h.fake.channel_posts()) == 2 and len(t.posts(first)) == len(t.posts(second)) == 1
    # in a game's thread, while its game is open, /ttr new is refused as in a channel
    before = len(h.fake.calls)
    await new(h, BOB, thread=first)
    assert private_texts(h, 0)[-1] == say("en", "error.game_exists")
    assert not t.calls(before) and len(t.made) == 2


@pytest.mark.parametrize("error", [
    discord.Forbidden(SimpleNamespace(status=403, reason="Forbidden"),
                      {"code": 50013, "message": "Missing Permissions"}),
    OSError(104, "Connection reset by peer"), TimeoutError()])
async def test_a_thread_discord_will_not_create_leaves_the_game_in_the_channel(harness, error):
    h = harness
    t = Threads(h)
    plain = h.fake.answer

    def answer(call: SimpleNamespace) -> Any:
        if call.path.endswith("/threads"):
            raise error
        return plain(call)
    h.fake.answer = answer  # type: ignore[method-assign]
    await new(h)
    assert not t.made and list(await games_of(h)) == [str(CHANNEL_ID)]
    line, lobby = h.fake.channel_posts()
    assert text_of(line.payload).endswith("the game is played in the thread under this "
                                            "message.")
    # the line about a thread that is not there is taken away
    [said] = [int(m["id"]) for m in h.fake.messages.values()
              if m["content"] == say("en", "thread.opened", host="Ann",
                                     game=say("en", "game.usa"))]
    assert ("DELETE", f"/channels/{CHANNEL_ID}/messages/{said}") in [
        (c.method, c.path) for c in h.fake.calls]
    assert [parse_custom_id(c["custom_id"])[2] for c in walk_components(lobby.payload)] \
        == ["join", "leave", "addbot", "start"]


async def test_without_the_permission_the_game_is_played_in_the_channel(harness):
    h = harness
    t = Threads(h)
    await new(h, permissions=VIEW | SEND)
    assert not t.calls()
    assert list(await games_of(h)) == [str(CHANNEL_ID)]
    [lobby] = h.fake.channel_posts()
    assert [parse_custom_id(c["custom_id"])[2] for c in walk_components(lobby.payload)] \
        == ["join", "leave", "addbot", "start"]
    assert private_texts(h) == [
        "This game is played here in the channel. To give each game its own thread, allow "
        "me Create Public Threads and Send Messages in Threads in this channel."]


async def test_only_the_missing_permission_is_named(harness):
    h = harness
    t = Threads(h)
    await new(h, permissions=VIEW | SEND | CREATE_PUBLIC_THREADS)
    assert not t.made
    assert private_texts(h) == [
        "This game is played here in the channel. To give each game its own thread, allow "
        "me Send Messages in Threads in this channel."]


async def test_a_game_opened_in_a_thread_stays_there(harness):
    """/ttr new typed inside a thread (none of the bot's): the game is played there, and
    no permission is named, since none would give it another."""
    h = harness
    t = Threads(h)
    elsewhere = h.fake.snowflake()
    await new(h, thread=elsewhere)
    assert not t.calls() and not private_texts(h)
    assert list(await games_of(h)) == [str(elsewhere)]


async def test_a_server_manager_turns_threads_off_and_on(harness):
    h = harness
    t = Threads(h)
    await threads_setting(h, BOB, "off", manager=False)
    assert private_texts(h) == [say("en", "error.not_manager")]
    await threads_setting(h, ANN, "off", manager=True)
    [said] = h.fake.channel_posts()
    assert text_of(said.payload) == ("Ann turned threads off: new games are played in the "
                                       "channel they are opened in.")
    await new(h)
    assert not t.made and list(await games_of(h)) == [str(CHANNEL_ID)]
    assert len(private_texts(h)) == 1  # no permission is named: threads are off
    await threads_setting(h, ANN, "on", manager=True)
    assert text_of(h.fake.channel_posts()[-1].payload) == (
        "Ann turned threads on: each new game gets its own thread.")
    await new(h, BOB)
    [thread] = t.made
    assert set(await games_of(h)) == {str(CHANNEL_ID), str(thread)}


async def test_an_archived_thread_is_unarchived_before_a_move_is_posted(harness):
    h = harness
    t = Threads(h)
    await new(h)
    [thread] = t.made
    # Discord archived the thread (a week without a message); the gateway told the bot
    t.made[thread]["thread_metadata"]["archived"] = True
    guild = h.bot.get_guild(GUILD_ID)
    guild._add_thread(discord.Thread(guild=guild, state=h.bot._connection,
                                     data=t.made[thread]))
    assert h.bot.get_channel(thread).archived
    before = len(h.fake.calls)
    await click(h, BOB, t.lobby(thread), "join", thread)
    calls = [(c.method, c.path) for c in h.fake.calls[before:]]
    unarchived = calls.index(("PATCH", f"/channels/{thread}"))
    assert h.fake.calls[before + unarchived].payload == {"archived": False}
    posted = [n for n, (m, p) in enumerate(calls)
              if p.startswith(f"/channels/{thread}/messages") or "@original" in p]
    assert posted and unarchived < min(posted)
    assert not t.made[thread]["thread_metadata"]["archived"]
    assert "Bob joined the table." in t.lobby(thread)["content"]


async def test_a_thread_archived_unseen_is_unarchived_when_an_edit_is_refused(harness):
    """The thread is not in the bot's cache: the board's edit is refused as archived
    (50083), the thread unarchived and the edit made."""
    h = harness
    t = Threads(h)
    await new(h)
    [thread] = t.made
    lobby = t.lobby(thread)
    refused = t.archive_unseen(thread, "PATCH", f"/channels/{thread}/messages/")
    # the channel's cache says the lobby is the thread's newest message: edited in place
    h.bot._connection._get_guild(GUILD_ID)._add_thread(discord.Thread(
        guild=h.bot.get_guild(GUILD_ID), state=h.bot._connection,
        data={**t.made[thread], "last_message_id": lobby["id"],
              "thread_metadata": {**t.made[thread]["thread_metadata"], "archived": False}}))
    await join_typed(h, thread)
    assert refused and not t.made[thread]["thread_metadata"]["archived"]
    assert "Bob joined the table." in h.fake.messages[int(lobby["id"])]["content"]


async def test_a_thread_archived_unseen_is_unarchived_when_a_post_is_refused(harness):
    """Not in the bot's cache (after a restart, say) and archived: the post (of a board
    scrolled far up) is refused as archived (50083), the thread unarchived and the
    message posted."""
    h = harness
    t = Threads(h)
    await new(h)
    [thread] = t.made
    for _ in range(SCROLLED):  # so many messages after the lobby: it is posted anew
        h.bot.adapter.boards.wrote(thread)
    refused = t.archive_unseen(thread, "POST", f"/channels/{thread}/messages")
    assert h.bot.get_channel(thread) is None
    await join_typed(h, thread)
    assert refused and not t.made[thread]["thread_metadata"]["archived"]
    assert len(t.posts(thread)) == 3  # the lobby, the refused post, the post again
    assert "Bob joined the table." in t.lobby(thread)["content"]


async def join_typed(h: Harness, thread: int) -> None:
    """Bob types /ttr join in the game's thread."""
    data = interaction(h, 2, BOB, permissions=ALL, thread=thread)
    data["data"] = {"id": "1", "name": "ttr", "type": 1,
                    "options": [{"name": "join", "type": 1, "options": []}]}
    await h.dispatch(data)


async def test_a_deleted_thread_pauses_its_game(harness):
    h = harness
    t = Threads(h)
    await new(h)
    [thread] = t.made
    place = Channel(str(GUILD_ID), str(thread))
    before = asyncio.all_tasks()
    h.bot._connection.parse_thread_delete({"id": str(thread), "guild_id": str(GUILD_ID),
                                           "parent_id": str(CHANNEL_ID),
                                           "type": PUBLIC_THREAD})
    while pending := [task for task in asyncio.all_tasks() - before if not task.done()]:
        await asyncio.wait(pending)
    assert h.bot.adapter.pauses.paused(place)
    assert not h.bot.adapter.pauses.paused(Channel(str(GUILD_ID), str(CHANNEL_ID)))
    # the host is told in their direct messages, with a button that ends the game
    [note] = h.fake.dms(ANN)
    assert note["content"].startswith("Your game of Ticket to Ride (USA) in "
                                      f"<#{thread}> is paused")
    assert [parse_custom_id(c["custom_id"])[2] for c in walk_components(note)] == ["abort"]
    # the scheduler holds its clock and computer moves
    [record] = (await games_of(h)).values()
    assert await h.bot.adapter.pauses.hold(record)


async def test_a_paused_thread_goes_on_when_the_bot_may_post_in_threads_again(harness):
    """An interaction from a game's thread resumes its paused game when the bot may post
    in threads there (Send Messages in Threads; Send Messages alone does not)."""
    h = harness
    t = Threads(h)
    await new(h)
    [thread] = t.made
    place = Channel(str(GUILD_ID), str(thread))
    await h.bot.adapter.pauses.pause(place)

    async def join(permissions: int) -> None:
        data = interaction(h, 2, BOB, permissions=permissions, thread=thread)
        data["data"] = {"id": "1", "name": "ttr", "type": 1,
                        "options": [{"name": "join", "type": 1, "options": []}]}
        await h.dispatch(data)

    await join(VIEW | SEND)
    assert h.bot.adapter.pauses.paused(place)
    assert private_texts(h)[-1] == say("en", "game_paused")
    await h.bot.adapter.service.leave(place, Actor(str(BOB), "Bob"))
    await join(VIEW | SEND_IN_THREADS)
    assert not h.bot.adapter.pauses.paused(place)
    assert "Bob joined the table." in t.lobby(thread)["content"]
