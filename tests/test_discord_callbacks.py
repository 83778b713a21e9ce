"""The adapter's callbacks called directly with stand-in interactions: every command is
acknowledged before the service is asked and reaches the service call of its console
twin; secrets are answered ephemerally; closed DMs fall back; suggestions, pings, views
and the board policy stay within Discord's rules."""

from __future__ import annotations

import datetime
import itertools
import time
from types import SimpleNamespace
from typing import Any
from unittest.mock import AsyncMock

import aiohttp
import discord
import pytest
from discord import app_commands, ui
from hypothesis import given
from hypothesis import strategies as st

from bot.discord.adapter import Adapter, choices_of
from bot.discord.boards import EDIT_AGE, SCROLLED, may_edit
from bot.discord.components import TEMPLATE, TableItem, view_of
from bot.discord.delivery import DMS_CLOSED_FOR
from bot.discord.messages import content_of, mentions_of
from bot.discord.slash import TtrCommands
from bot.i18n import say
from bot.replies import (
    Actor,
    Button,
    Channel,
    Menu,
    MenuOption,
    Reply,
    User,
    custom_id,
    parse_custom_id,
)
from bot.service import TableService
from bot.store import BoardMessage, SqliteStore
from tests.discord_standin.server import said

GUILD, CHANNEL = 11, 22
ANN, BOB = 1001, 1002
HERE = Channel(str(GUILD), str(CHANNEL))
ANN_ACTOR = Actor(str(ANN), "Ann", "en-US")


class FakeChannel:
    """A text channel that records what is sent and edited."""

    def __init__(self, channel_id: int = CHANNEL) -> None:
        self.id = channel_id
        self.sent: list[dict[str, Any]] = []
        self.edits: list[tuple[int, dict[str, Any]]] = []
        self.deleted: list[int] = []
        self.last_message_id: int | None = None
        self.ids = itertools.count(discord.utils.time_snowflake(discord.utils.utcnow()))
        self.refuse: Exception | None = None

    async def send(self, **kwargs: Any) -> SimpleNamespace:
        if self.refuse is not None:
            raise self.refuse
        self.sent.append(kwargs)
        self.last_message_id = next(self.ids)
        return SimpleNamespace(id=self.last_message_id)

    def get_partial_message(self, message_id: int) -> SimpleNamespace:
        async def edit(**kwargs: Any) -> None:
            self.edits.append((message_id, kwargs))

        async def delete() -> None:
            self.deleted.append(message_id)
        return SimpleNamespace(edit=edit, delete=delete)


class FakeClient:
    """The client methods the adapter uses: channels and direct messages."""

    def __init__(self) -> None:
        self.channel = FakeChannel()
        self.dms: dict[int, FakeChannel] = {}
        self.closed: set[int] = set()

    def get_channel(self, channel_id: int) -> FakeChannel | None:
        return self.channel if channel_id == CHANNEL else None

    def get_partial_messageable(self, channel_id: int, **kw: Any) -> FakeChannel:
        return FakeChannel(channel_id)

    async def create_dm(self, user: discord.abc.Snowflake) -> FakeChannel:
        dm = self.dms.setdefault(user.id, FakeChannel(user.id))
        if user.id in self.closed:
            dm.refuse = discord.Forbidden(SimpleNamespace(status=403, reason="Forbidden"),
                                          {"code": 50007, "message": "Cannot send"})
        return dm


def forbidden() -> discord.Forbidden:
    return discord.Forbidden(SimpleNamespace(status=403, reason="Forbidden"),
                             {"code": 50007, "message": "Cannot send"})


def interaction(adapter: Any, user: int = ANN, *, log: list | None = None,
                manager: bool = False, namespace: dict | None = None,
                late: bool = False) -> SimpleNamespace:
    """A stand-in for discord.Interaction with the attributes the adapter reads."""
    log = log if log is not None else []

    async def defer(**kwargs: Any) -> None:
        if late:
            raise discord.NotFound(SimpleNamespace(status=404, reason="Not Found"),
                                   {"code": 10062, "message": "Unknown interaction"})
        log.append(("defer", kwargs))

    return SimpleNamespace(
        id=77, user=SimpleNamespace(id=user, display_name={ANN: "Ann", BOB: "Bob"}[user]),
        guild_id=GUILD, channel_id=CHANNEL, locale=discord.Locale.american_english,
        permissions=discord.Permissions(manage_guild=manager), message=None,
        client=SimpleNamespace(adapter=adapter),
        namespace=list((namespace or {}).items()),
        response=SimpleNamespace(defer=defer),
        edit_original_response=AsyncMock(), delete_original_response=AsyncMock(),
        followup=SimpleNamespace(send=AsyncMock()), log=log)


class Recorder:
    """A service stand-in: logs each call with its arguments and answers nothing."""

    def __init__(self, log: list, fail: bool = False) -> None:
        self.log = log
        self.fail = fail
        self.store = SimpleNamespace(get_setting=AsyncMock(return_value=None),
                                     set_setting=AsyncMock())

    async def typed(self, actor: Any, run: Any) -> list[Reply]:
        """A typed command runs as the service would at a person's pace."""
        return await run()

    def __getattr__(self, name: str) -> Any:
        async def call(*args: Any) -> list[Reply]:
            self.log.append((name, args))
            if self.fail:
                raise RuntimeError("boom")
            return []
        return call


def command(name: str) -> tuple[app_commands.Group, app_commands.Command]:
    """The subcommand and the group holding it (/ttr, or a subcommand group of it)."""
    ttr = TtrCommands()
    [found] = [c for c in ttr.walk_commands()
               if c.name == name and isinstance(c, app_commands.Command)]
    assert found.parent is not None
    return found.parent, found


#: each slash command with its options, and the service call it must make
CALLS = [
    ("new", {"map": "usa", "turn_limit": "5m", "private_pile": False},
     ("new", ("usa", "5m", False, None))),
    ("join", {}, ("join", ())), ("leave", {}, ("leave", ())),
    ("addbot", {"level": "hard"}, ("addbot", ("hard",))),
    ("start", {}, ("start", ())), ("hand", {}, ("hand", ())), ("board", {}, ("board", ())),
    ("status", {}, ("status", ())), ("rules", {"map": "europe"}, ("rules", ("europe",))),
    ("seat", {"player": "Bob", "to": "computer"}, ("seat", ("Bob", "computer"))),
    ("abort", {}, ("abort", ())), ("language", {"language": "en"}, ("set_language", ("en",))),
    ("threads", {"threads": "off"}, ("set_threads", ("off",))),
    ("hint", {}, ("hint", ())),
    ("draw", {"card": "deck"}, ("play", ("draw", {"card": "deck"}))),
    ("claim", {"route": "seattle-portland", "color": None, "cards": "2 gray"},
     ("play", ("claim", {"route": "seattle-portland", "cards": "2 gray"}))),
    ("play", {"cards": "3 green"}, ("play", ("play", {"cards": "3 green"}))),
    ("tickets", {}, ("play", ("tickets", {}))),
    ("keep", {"tickets": "a-b c-d"}, ("play", ("keep", {"tickets": "a-b c-d"}))),
    ("station", {"city": "wien", "color": "red", "cards": None},
     ("play", ("station", {"city": "wien", "color": "red"}))),
    ("pay", {"color": None, "cards": None}, ("play", ("pay", {}))),
    ("withdraw", {}, ("play", ("withdraw", {}))), ("pass", {}, ("play", ("pass", {}))),
]


@pytest.mark.parametrize(("name", "options", "expected"), CALLS, ids=[c[0] for c in CALLS])
async def test_each_command_is_acknowledged_first_then_makes_its_service_call(
        name, options, expected):
    log: list = []
    adapter = Adapter(FakeClient(), Recorder(log))  # type: ignore[arg-type]
    it = interaction(adapter, log=log, manager=True)
    group, cmd = command(name)
    await cmd.callback(group, it, **options)
    actor = Actor(str(ANN), "Ann", "en-US", manager=True)
    method, args = expected
    assert log == [("defer", {"ephemeral": True, "thinking": True}),
                   (method, (HERE, actor, *args))]
    it.delete_original_response.assert_awaited_once()  # no reply: "thinking" removed


async def test_help_needs_no_place():
    log: list = []
    adapter = Adapter(FakeClient(), Recorder(log))  # type: ignore[arg-type]
    group, cmd = command("help")
    await cmd.callback(group, interaction(adapter, log=log))
    assert log[1] == ("help", (ANN_ACTOR, None))  # no command named: all of them


async def test_a_late_interaction_is_not_run():
    log: list = []
    adapter = Adapter(FakeClient(), Recorder(log))  # type: ignore[arg-type]
    group, cmd = command("start")
    await cmd.callback(group, interaction(adapter, log=log, late=True))
    assert log == []  # Discord never heard of it: the game must not change


async def test_a_failing_service_is_answered_privately():
    log: list = []
    adapter = Adapter(FakeClient(), Recorder(log, fail=True))  # type: ignore[arg-type]
    it = interaction(adapter, log=log)
    group, cmd = command("start")
    await cmd.callback(group, it)
    it.edit_original_response.assert_awaited_once()
    assert it.edit_original_response.await_args.kwargs["content"] == say(
        "en", "error.internal")


# --- with the real service --------------------------------------------------------------


@pytest.fixture
async def service(tmp_path):
    store = SqliteStore(tmp_path / "callbacks.sqlite3")
    await store.open()
    seeds = itertools.count(3)
    yield TableService(store, seeds=lambda: next(seeds), bot_delay=0, turn_limit=None)
    await store.close()


async def started(service: TableService) -> None:
    bob = Actor(str(BOB), "Bob", "en-US")
    await service.new(HERE, ANN_ACTOR, "usa")
    await service.join(HERE, bob)
    await service.start(HERE, ANN_ACTOR)


async def test_hand_is_answered_only_to_its_owner(service):
    await started(service)
    client = FakeClient()
    adapter = Adapter(client, service)  # type: ignore[arg-type]
    it = interaction(adapter, BOB)
    group, cmd = command("hand")
    await cmd.callback(group, it)
    assert it.log == [("defer", {"ephemeral": True, "thinking": True})]
    text = it.edit_original_response.await_args.kwargs["content"]
    assert "Your cards" in text and "Choose the tickets to keep" in text
    assert client.channel.sent == [] and client.dms == {}


async def test_closed_dms_fall_back_to_an_ephemeral_note_and_hand(service):
    await started(service)
    client = FakeClient()
    client.closed.add(BOB)
    adapter = Adapter(client, service)  # type: ignore[arg-type]
    names = [o.value for o in (await service.hand(HERE, Actor(str(BOB), "Bob")))[-1]
             .components[0].options]
    it = interaction(adapter, BOB)
    group, cmd = command("keep")
    await cmd.callback(group, it, tickets=" ".join(names))
    note = it.edit_original_response.await_args.kwargs["content"]
    assert note == say("en", "dm_closed")
    hand = it.followup.send.await_args
    assert hand.kwargs["ephemeral"] is True and "Your cards" in hand.kwargs["content"]
    # the channel heard that Bob kept his tickets, not which
    public = "\n".join(said(m) for m in client.channel.sent)
    assert "Bob kept 3 tickets" in public
    assert not any(n.replace("_", " ").split("-")[0] in public.lower() for n in names)
    # the channel was told once, with a mention; the next change does not knock on the
    # closed door again for a while, and the store remembers it across restarts
    [told] = [m for m in client.channel.sent if "direct messages" in said(m)]
    assert said(told).startswith(f"<@{BOB}>")
    closed = await service.store.closed_dm(str(BOB))
    assert closed is not None and closed.told
    assert await adapter.delivery.closed_dm(str(BOB)) == closed


async def test_suggestions_for_routes_come_from_the_service(service):
    await started(service)
    adapter = Adapter(FakeClient(), service)  # type: ignore[arg-type]
    it = interaction(adapter, ANN, namespace={"route": ""})
    _, cmd = command("claim")
    [route] = [p for p in cmd.parameters if p.name == "route"]
    assert route.autocomplete
    found = await cmd._params["route"].autocomplete(it, "sea")
    assert found and all("seattle" in c.value for c in found)
    assert len(found) <= 25


# --- components --------------------------------------------------------------------------


@pytest.mark.parametrize(("action", "private"), [("hand", True), ("draw-deck", False),
                                                 ("join", False), ("keep", False)])
async def test_a_click_is_acknowledged_by_what_it_answers(action, private):
    log: list = []
    adapter = Adapter(FakeClient(), Recorder(log))  # type: ignore[arg-type]
    it = interaction(adapter, log=log)
    cid = custom_id(5, 3, action)
    if action == "keep":
        base: ui.Item = ui.Select(custom_id=cid, options=[discord.SelectOption(label="x")])
        base._refresh_state(it, {"values": ["a-b", "c-d"]})  # type: ignore[arg-type]
    else:
        base = ui.Button(custom_id=cid, label="x")
    item = await TableItem.from_custom_id(it, base, TEMPLATE.fullmatch(cid))
    assert (item.game_id, item.stamp, item.action) == (5, 3, action)
    await item.callback(it)
    defer = {"ephemeral": True, "thinking": True} if private else {}
    values = ["a-b", "c-d"] if action == "keep" else []
    here = Channel(str(it.guild_id), str(it.channel_id))  # the click's own channel
    assert log == [("defer", defer), ("press", (ANN_ACTOR, cid, values, here))]


@given(game=st.integers(0, 10**18 - 1), stamp=st.integers(0, 10**9 - 1),
       action=st.from_regex(r"[a-z0-9_-]{1,40}", fullmatch=True))
def test_the_template_reads_every_id_the_service_makes(game, stamp, action):
    cid = custom_id(game, stamp, action)
    found = TEMPLATE.fullmatch(cid)
    assert found is not None and len(cid) <= 100
    assert (int(found["game"]), int(found["stamp"]), found["action"]) == parse_custom_id(cid)


async def test_views_fit_discord_and_show_card_colours():
    buttons = [Button(custom_id(1, 2, f"draw-{i}"), "L" * 90, "/ttr draw", card="red")
               for i in range(30)]
    view = view_of(buttons)
    assert len(view.children) == 25  # the rest is left out rather than failing
    first = view.children[0].item
    assert len(first.label) == 80 and str(first.emoji) == "🟥"
    menu = Menu(custom_id(1, 2, "keep"), "P", tuple(MenuOption(str(i), f"T{i}")
                                                  for i in range(3)), "/ttr keep", 2, 3)
    view = view_of([menu, *buttons[:5]])
    assert len(view.children) == 6
    select = view.children[0].item
    assert (select.min_values, select.max_values, len(select.options)) == (2, 3, 3)
    assert view_of([]) is None
    assert not view.is_dispatchable()  # never tracked per message nor timed out


# --- texts, pings, suggestions, the board policy ------------------------------------------


def reply(text: str = "hi", mentions: tuple[str, ...] = (), **kw: Any) -> Reply:
    return Reply(to=HERE, text=text, locale="en", mentions=mentions, game_id=1, **kw)


def test_pings_only_the_people_called_and_not_the_actor():
    r = reply("Bob's move", mentions=(str(ANN), str(BOB), "console-user"))
    assert content_of(r, quiet={str(ANN)}) == f"<@{BOB}>\nBob's move"
    allowed = mentions_of(r, quiet={str(ANN)}).to_dict()
    assert allowed["parse"] == [] and allowed["users"] == [BOB]
    assert content_of(reply("")) is None


def test_choices_keep_within_discords_limits():
    found = [(f"Label {i}", f"v{i}") for i in range(40)] + [("long", "x" * 101)]
    choices = choices_of(found)
    assert len(choices) == 25 and all(len(c.value) <= 100 for c in choices)
    composed = choices_of([("A – B (5)", "a-b"), ("C – D (7)", "c-d")], head="a-b")
    assert [(c.name, c.value) for c in composed] == [("a-b C – D (7)", "a-b c-d")]


async def test_tickets_to_keep_are_completed_word_by_word():
    asked: list[str] = []

    async def choices(place, actor, command, option, typed, filled):
        asked.append(typed)
        return [] if " " in typed else [("C – D (7)", "c-d"), ("E – F (9)", "e-f")]

    adapter = Adapter(FakeClient(), SimpleNamespace(store=None, choices=choices, clock=time.time,
                                                      seasons=SimpleNamespace()))  # type: ignore
    found = await adapter.suggest(interaction(adapter), "keep", "tickets", "a-b c")
    assert asked == ["a-b c", "c"]
    assert [c.value for c in found] == ["a-b c-d", "a-b e-f"]
    # a one-word option is never split
    asked.clear()
    await adapter.suggest(interaction(adapter), "claim", "route", "a-b c")
    assert asked == ["a-b c"]


def test_the_board_is_edited_until_it_is_too_old_or_scrolled_far_up():
    now = discord.utils.utcnow()
    message = discord.utils.time_snowflake(now - datetime.timedelta(minutes=5))
    shown = BoardMessage(CHANNEL, message, frozenset({str(BOB)}))
    channel = SimpleNamespace(id=CHANNEL, last_message_id=message)
    assert may_edit(shown, channel, now, 0)
    # someone wrote since, even someone new to call: still edited (a notice calls them)
    assert may_edit(shown, SimpleNamespace(id=CHANNEL, last_message_id=message + 1), now,
                    SCROLLED - 1)
    # scrolled far up, too old to edit, or another place
    assert not may_edit(shown, channel, now, SCROLLED)
    assert not may_edit(shown, channel, now + EDIT_AGE, 0)
    assert not may_edit(shown, SimpleNamespace(id=CHANNEL + 1), now, 0)


async def test_a_board_reply_posts_then_edits_then_is_replaced(service):
    client = FakeClient()
    adapter = Adapter(client, service)  # type: ignore[arg-type]
    button = Button(custom_id(1, 0, "hand"), "Show", "/ttr hand")
    first = reply("one", mentions=(str(BOB),), components=(button,))
    await adapter.delivery.deliver([first])
    await adapter.delivery.deliver([reply("two", mentions=(str(BOB),), components=(button,))])
    # the board names nobody; Bob's turn notice calls him
    assert [said(m) for m in client.channel.sent] == [
        "one", f"<@{BOB}>, your move in  #1."]
    board = client.channel.sent[0]
    [(edited, kwargs)] = client.channel.edits
    assert said(kwargs).endswith("two") and "allowed_mentions" in board
    # a restart forgets nothing: the next board reply finds the message in the store
    adapter = Adapter(client, service)  # type: ignore[arg-type]
    for _ in range(SCROLLED):  # scrolled far up: posted anew, the old one deleted
        adapter.boards.wrote(CHANNEL)
    adapter.boards._posted_at[edited] = 0
    await adapter.delivery.deliver([reply("three", status="finished")])
    ended = client.channel.sent[-1]  # the end, as a card without buttons
    assert said(ended) == "three" and not [i for i in ended["view"].walk_children()
                                           if isinstance(i, discord.ui.Button)]
    assert edited in client.channel.deleted  # nothing stale left with stripped buttons
    assert await adapter.boards.current(1) is None  # the game has no board any more


async def test_turn_notices_call_the_people_newly_waited_for(service):
    client = FakeClient()
    adapter = Adapter(client, service)  # type: ignore[arg-type]
    button = (Button(custom_id(1, 0, "hand"), "Show", "/ttr hand"),)
    ann, bob = str(ANN), str(BOB)

    def by(user: int | None) -> Any:
        return SimpleNamespace(user_id=str(user), clicked=None, interaction=None,
                               thinking=False) if user else None

    def notices() -> list[str]:
        return [said(m) for m in client.channel.sent if "your move" in said(m)]

    async def show(shown: Reply, answer: Any) -> None:  # as a delivery does
        notice = await adapter.boards.show(shown, answer)
        if notice is not None:
            await notice()

    # Ann starts: both choose tickets; Ann acted, so only Bob is called
    await show(reply("start", (ann, bob), components=button), by(ANN))
    assert said(client.channel.sent[0]) == "start"
    assert notices() == [f"<@{BOB}>, your move in  #1."]
    assert client.channel.sent[-1]["allowed_mentions"].users[0].id == BOB
    # Bob keeps, Ann is still waited for: an edit, calling nobody
    await show(reply("bob kept", (ann,), components=button), by(BOB))
    assert len(client.channel.sent) == 2 and said(client.channel.edits[-1][1]) == "bob kept"
    # someone wrote; the computer moves: edited, and Ann was already called
    client.channel.last_message_id += 1
    await show(reply("ada kept", (ann,), components=button), by(None))
    assert len(client.channel.sent) == 2 and said(client.channel.edits[-1][1]) == "ada kept"
    # Ann keeps and Bob plays first: newly waited for, so called; the older notice goes
    notice = client.channel.last_message_id - 1
    await show(reply("bob's turn", (bob,), components=button), by(ANN))
    assert notices() == [f"<@{BOB}>, your move in  #1."] * 2
    assert client.channel.deleted == [notice]
    assert client.channel.sent[-1]["allowed_mentions"].users[0].id == BOB


async def test_a_user_without_a_discord_id_gets_no_dm():
    client = FakeClient()
    adapter = Adapter(client, SimpleNamespace(store=None, clock=time.time,  # type: ignore
                                              seasons=SimpleNamespace()))
    sent = await adapter.delivery.direct(
        Reply(to=User("console-ann", "Ann"), text="x", locale="en"), None)
    assert sent is False and client.dms == {}


async def test_closed_dms_are_tried_again_after_a_while(service):
    client = FakeClient()
    client.closed.add(BOB)
    now = [0.0]
    adapter = Adapter(client, service)  # type: ignore[arg-type]
    adapter.delivery.clock = lambda: now[0]
    dm = Reply(to=User(str(BOB), "Bob"), text="your hand", locale="en")
    assert not await adapter.delivery.direct(dm, None)
    client.closed.clear()
    client.dms.clear()
    now[0] = DMS_CLOSED_FOR - 1
    assert not await adapter.delivery.direct(dm, None) and client.dms == {}  # not asked
    now[0] = DMS_CLOSED_FOR + 1
    assert await adapter.delivery.direct(dm, None)  # opened again meanwhile
    assert said(client.dms[BOB].sent[0]) == "your hand"


async def test_a_channel_the_bot_cannot_post_in_is_explained_to_the_player(service):
    client = FakeClient()
    client.channel.refuse = discord.Forbidden(SimpleNamespace(status=403, reason="Forbidden"),
                                              {"code": 50013, "message": "Missing Permissions"})
    adapter = Adapter(client, service)  # type: ignore[arg-type]
    it = interaction(adapter, ANN)
    group, cmd = command("new")
    await cmd.callback(group, it, map="usa", turn_limit=None, private_pile=None)
    answered = [c.kwargs.get("content") for c in it.followup.send.await_args_list]
    answered.append(it.edit_original_response.await_args.kwargs.get("content"))
    assert say("en", "cannot_post") in answered
    # the table was opened all the same
    assert (await service.status(HERE, ANN_ACTOR))[0].text


@pytest.mark.parametrize("error", [
    OSError(104, "Connection reset by peer"), TimeoutError(),
    aiohttp.ServerDisconnectedError(), aiohttp.ClientPayloadError("cut short"),
    discord.DiscordServerError(SimpleNamespace(status=503, reason="Unavailable"),
                               {"code": 0, "message": "Service Unavailable"}),
    RuntimeError("anything else")])
async def test_any_error_posting_leaves_the_rest_of_the_batch_to_go_out(service, error):
    """The start's channel post fails with any kind of error: both players' hands still
    reach their DMs, the person who started is told part of it did not arrive, and the
    game is neither lost nor paused."""
    await service.new(HERE, ANN_ACTOR, "usa")
    await service.join(HERE, Actor(str(BOB), "Bob", "en-US"))
    client = FakeClient()
    client.channel.refuse = error
    adapter = Adapter(client, service)  # type: ignore[arg-type]
    it = interaction(adapter, ANN)
    group, cmd = command("start")
    await cmd.callback(group, it)
    assert client.channel.sent == []
    for user in (ANN, BOB):
        assert any("Your cards" in said(m) for m in client.dms[user].sent)
    answered = [c.kwargs.get("content") for c in it.followup.send.await_args_list]
    answered.append(it.edit_original_response.await_args.kwargs.get("content"))
    assert say("en", "error.delivery") in answered
    assert not adapter.pauses.paused(HERE)
    assert (await service.status(HERE, ANN_ACTOR))[0].text
    assert (await service.store.channel_game(str(GUILD), str(CHANNEL))).status == "playing"
