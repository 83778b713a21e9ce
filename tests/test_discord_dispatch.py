"""Full dispatch through discord.py's own objects, offline: raw INTERACTION_CREATE
payloads go through the gateway parser to the command tree and the persistent components,
and every request the bot makes lands in a fake Discord (the HTTP client's and the
interaction webhooks' `request`), which answers like Discord and echoes channel messages
back as MESSAGE_CREATE events. The bot's service is a real one over SQLite."""

from __future__ import annotations

import asyncio
import datetime
import itertools
import json
import logging
import re
from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord.http import Route
from discord.webhook.async_ import AsyncWebhookAdapter

from bot.discord.cards import PICTURE
from bot.discord.client import TableBot
from bot.discord.components import TEMPLATE
from bot.i18n import ListOf, say
from bot.kinds import all_games
from bot.kinds.board.words import ticket
from bot.pictures import Pictures
from bot.replies import Actor, Channel, parse_custom_id
from bot.service import Table, TableService
from bot.settings import Settings
from bot.store import Change, SqliteStore
from engine import GAMES, GameState
from engine.maps import load_map
from tests.discord_standin.server import nested, text_of

APP_ID, BOT_ID = 900_000_000_000_000_001, 900_000_000_000_000_002
GUILD_ID, CHANNEL_ID = 100_000_000_000_000_001, 100_000_000_000_000_002
ANN, BOB, CAT = 200_000_000_000_000_001, 200_000_000_000_000_002, 200_000_000_000_000_003
NAMES = {ANN: "Ann", BOB: "Bob", CAT: "Cat"}
EPHEMERAL = 64
MANAGE_GUILD = 1 << 5


def user_payload(user_id: int) -> dict[str, Any]:
    return {"id": str(user_id), "username": NAMES.get(user_id, "bot").lower(),
            "global_name": NAMES.get(user_id, "Bot"), "discriminator": "0", "avatar": None}


class FakeDiscord:
    """Records every request and answers it the way Discord would."""

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self.calls: list[SimpleNamespace] = []
        #: message id -> its payload (channel messages, DMs, interaction messages)
        self.messages: dict[int, dict[str, Any]] = {}
        #: DM channel id -> user id
        self.dm_channels: dict[int, int] = {}
        self.closed_dms: set[int] = set()
        #: interaction token -> (channel id, clicked message id, in a server)
        self.interactions: dict[str, tuple[int, int | None, bool]] = {}
        #: interaction token -> the message its @original is
        self.originals: dict[str, int] = {}
        self.deleted: set[int] = set()
        #: every version of every message, in order
        self.versions: list[dict[str, Any]] = []
        self.ids = itertools.count(1)

    def snowflake(self) -> int:
        now = datetime.datetime.now(datetime.UTC)
        return discord.utils.time_snowflake(now) + next(self.ids)

    async def http_request(self, route: Route, *, files: Any = None, form: Any = None,
                           **kwargs: Any) -> Any:
        return await self.handle(route, kwargs.get("json"), form, files)

    async def handle(self, route: Route, payload: Any, multipart: Any, files: Any) -> Any:
        if payload is None and multipart:
            payload = json.loads(multipart[0]["value"])
        path = route.url.removeprefix(Route.BASE)
        call = SimpleNamespace(method=route.method, path=path, payload=payload or {},
                               files=[f.filename for f in files or []])
        self.calls.append(call)
        return self.answer(call)

    # --- Discord's answers ------------------------------------------------------------

    def message(self, channel_id: int, payload: dict[str, Any], *, guild: bool,
                message_id: int | None = None) -> dict[str, Any]:
        old = self.messages.get(message_id or 0, {})
        data = {
            "id": str(message_id or self.snowflake()), "channel_id": str(channel_id),
            "author": user_payload(BOT_ID), "content": old.get("content", ""),
            "timestamp": discord.utils.utcnow().isoformat(), "edited_timestamp": None,
            "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [],
            "attachments": old.get("attachments", []), "embeds": [], "pinned": False,
            "type": 0, "flags": old.get("flags", 0), "components": old.get("components", []),
        }
        if guild:
            data["guild_id"] = str(GUILD_ID)
        if "content" in payload:
            data["content"] = payload["content"] or ""
        if "components" in payload:
            data["components"] = payload["components"] or []
        if "attachments" in payload:
            data["attachments"] = [{"id": str(self.snowflake()), "filename": a["filename"],
                                    "size": 1, "url": "https://cdn/x", "proxy_url": "x"}
                                   for a in payload["attachments"] if "filename" in a]
        if payload.get("flags"):
            data["flags"] = payload["flags"]
        data["content"] = text_of(data)  # a card says what its text displays say
        self.messages[int(data["id"])] = data
        self.versions.append(data)
        return data

    def answer(self, call: SimpleNamespace) -> Any:
        m, p = call.method, call.path
        callback = re.fullmatch(r"/interactions/(\d+)/([^/]+)/callback", p)
        if callback:
            token = callback[2]
            channel, message, guild = self.interactions[token]
            if call.payload.get("type") == 5:  # a "thinking" message becomes @original
                data = call.payload.get("data") or {}
                self.originals[token] = int(self.message(channel, data, guild=guild)["id"])
            elif message is not None:  # a component's message is @original
                self.originals[token] = message
            return {"interaction": {"id": callback[1], "type": call.payload.get("type")}}
        original = re.fullmatch(r"/webhooks/\d+/([^/]+)/messages/@original", p)
        if original:
            target = self.originals[original[1]]
            if m == "DELETE":
                self.deleted.add(target)
                return None
            old = self.messages[target]
            return self.message(int(old["channel_id"]), call.payload, guild="guild_id" in old,
                                message_id=target)
        followup = re.fullmatch(r"/webhooks/\d+/([^/]+)", p)
        if followup:
            channel, _, guild = self.interactions[followup[1]]
            return self.message(channel, call.payload, guild=guild)
        if p == "/users/@me/channels":
            user = int(call.payload["recipient_id"])
            dm = self.snowflake()
            self.dm_channels[dm] = user
            return {"id": str(dm), "type": 1, "recipients": [user_payload(user)]}
        found = re.fullmatch(r"/channels/(\d+)/messages(?:/(\d+))?", p)
        if found:
            channel = int(found[1])
            if channel in self.dm_channels:
                if self.dm_channels[channel] in self.closed_dms:
                    raise discord.Forbidden(SimpleNamespace(status=403, reason="Forbidden"),
                                            {"code": 50007, "message": "Cannot send"})
                if m == "PATCH":  # the player's hand message, edited in place
                    return self.message(channel, call.payload, guild=False,
                                        message_id=int(found[2]))
                return self.message(channel, call.payload, guild=False)
            if m == "DELETE":  # an old board or turn notice
                self.deleted.add(int(found[2]))
                return None
            if m == "PATCH":
                return self.message(channel, call.payload, guild=True,
                                    message_id=int(found[2]))
            data = self.message(channel, call.payload, guild=True)
            self.bot._connection.parse_message_create(data)  # the gateway's echo
            return data
        if "/commands" in p:
            return []
        raise AssertionError(f"unexpected request {m} {p}")

    # --- what happened ------------------------------------------------------------------

    def channel_posts(self) -> list[SimpleNamespace]:
        return [c for c in self.calls
                if c.method == "POST" and c.path == f"/channels/{CHANNEL_ID}/messages"]

    def dms(self, user: int) -> list[dict[str, Any]]:
        """The direct messages the user received."""
        return [m for m in self.messages.values()
                if self.dm_channels.get(int(m["channel_id"])) == user]

    def public_texts(self) -> list[str]:
        """Everything anyone in the channel can read, in every version of every message:
        texts, button labels, menu options, file names."""
        out = []
        for data in self.versions:
            if "guild_id" not in data or data["flags"] & EPHEMERAL:
                continue
            out.append(data["content"])
            for c in walk_components(data):
                out += [c.get("label") or "", c.get("placeholder") or ""]
                out += [o["label"] for o in c.get("options", [])]
            out += [a["filename"] for a in data["attachments"]]
        return out


def walk_components(message: dict[str, Any]) -> list[dict[str, Any]]:
    """The buttons and menus of a message, inside rows and cards."""
    return [c for c in nested(message.get("components") or []) if c.get("type") in (2, 3)]


class Harness:
    """A bot over a real service, talking to a fake Discord; sends raw interactions."""

    def __init__(self, bot: TableBot, fake: FakeDiscord) -> None:
        self.bot = bot
        self.fake = fake
        self.ids = itertools.count(1)

    def base(self, kind: int, user: int, *, manager: bool = False,
             locale: str = "en-US") -> dict[str, Any]:
        return {
            "id": str(self.fake.snowflake()), "application_id": str(APP_ID), "type": kind,
            "token": f"token-{next(self.ids)}", "version": 1, "guild_id": str(GUILD_ID),
            "channel_id": str(CHANNEL_ID),
            "channel": {"id": str(CHANNEL_ID), "type": 0, "name": "table", "position": 0,
                        "guild_id": str(GUILD_ID), "permission_overwrites": []},
            "member": {"user": user_payload(user), "roles": [], "deaf": False, "mute": False,
                       "joined_at": "2024-01-01T00:00:00+00:00", "flags": 0,
                       "permissions": str(MANAGE_GUILD if manager else 0)},
            "locale": locale, "guild_locale": "en-US", "app_permissions": "0",
            "attachment_size_limit": 10 * 1024 * 1024, "entitlements": [],
            "authorizing_integration_owners": {}, "context": 0,
        }

    async def slash(self, user: int, command: str, **options: Any) -> None:
        """/ttr COMMAND OPTIONS by the user, dispatched as Discord would."""
        data = self.base(2, user)
        data["data"] = {"id": "1", "name": "ttr", "type": 1, "options": [{
            "name": command, "type": 1,
            "options": [{"name": k, "type": 5 if isinstance(v, bool) else 3, "value": v}
                        for k, v in options.items()]}]}
        await self.dispatch(data)

    async def autocomplete(self, user: int, command: str, focused: str,
                           **options: Any) -> list[dict[str, Any]]:
        data = self.base(4, user)
        data["data"] = {"id": "1", "name": "ttr", "type": 1, "options": [{
            "name": command, "type": 1,
            "options": [{"name": k, "type": 3, "value": v, **({"focused": True}
                                                             if k == focused else {})}
                        for k, v in options.items()]}]}
        before = len(self.fake.calls)
        await self.dispatch(data)
        [call] = self.fake.calls[before:]
        assert call.payload["type"] == 8  # an autocomplete result
        return call.payload["data"]["choices"]

    async def click(self, user: int, message: dict[str, Any], custom_id: str,
                    values: list[str] | None = None) -> None:
        """A click on a component of a message as the user's client shows it (a menu
        with `values`)."""
        message = dict(message)
        [component] = [c for c in walk_components(message) if c["custom_id"] == custom_id]
        data = self.base(3, user)
        data["message"] = message
        data["data"] = {"custom_id": custom_id, "component_type": component["type"]}
        if values is not None:
            data["data"]["values"] = values
        if "guild_id" not in message:  # a click in a direct message
            for key in ("guild_id", "member", "guild_locale"):
                data.pop(key)
            data["user"] = user_payload(user)
            data["context"] = 1
            data["channel_id"] = message["channel_id"]
            data["channel"] = {"id": message["channel_id"], "type": 1,
                               "recipients": [user_payload(user)]}
        await self.dispatch(data)

    async def dispatch(self, data: dict[str, Any]) -> None:
        """Feed a raw INTERACTION_CREATE to the gateway parser and wait for its tasks."""
        message = data.get("message")
        self.fake.interactions[data["token"]] = (
            int(data["channel_id"]), int(message["id"]) if message else None,
            "guild_id" in data)
        before = asyncio.all_tasks()
        self.bot._connection.parse_interaction_create(data)
        while pending := [t for t in asyncio.all_tasks() - before if not t.done()
                          and t.get_name().startswith(("CommandTree", "discord-"))]:
            await asyncio.wait(pending)

    # --- looking at what was sent ---------------------------------------------------

    def board(self) -> dict[str, Any]:
        """The channel's newest message that has components."""
        found = [m for m in self.fake.messages.values()
                 if m.get("guild_id") and m["channel_id"] == str(CHANNEL_ID)
                 and walk_components(m) and not m.get("flags", 0) & EPHEMERAL]
        return max(found, key=lambda m: int(m["id"]))

    def button(self, message: dict[str, Any], action: str) -> str:
        for c in walk_components(message):
            parsed = parse_custom_id(c["custom_id"])
            if parsed and parsed[2] == action:
                return c["custom_id"]
        raise AssertionError(f"no {action} button")


async def make_bot(service: TableService, fakes: list[FakeDiscord],
                   last_message_id: int | None = None, scheduler: bool = False) -> Harness:
    """A bot over `service` with a new fake Discord (the newest in `fakes` answers the
    interaction webhooks); its channel cache says `last_message_id` is the channel's
    newest message, as the gateway would after a restart."""
    bot = TableBot(Settings(discord_token=None, sync_commands="never", _env_file=None),
                   service=service, scheduler=scheduler)
    fake = FakeDiscord(bot)
    if fakes:
        fake.messages = dict(fakes[-1].messages)
        fake.dm_channels = dict(fakes[-1].dm_channels)
    fakes.append(fake)
    bot.http.request = fake.http_request  # type: ignore[method-assign]
    await bot._async_setup_hook()
    state = bot._connection
    state.user = discord.ClientUser(state=state, data={**user_payload(BOT_ID), "bot": True})
    state.application_id = APP_ID
    guild = discord.Guild(data={"id": str(GUILD_ID), "name": "Guild"}, state=state)
    state._add_guild(guild)
    guild._add_channel(discord.TextChannel(state=state, guild=guild, data={
        "id": str(CHANNEL_ID), "type": 0, "name": "table", "position": 0,
        "guild_id": str(GUILD_ID), "permission_overwrites": [],
        "last_message_id": str(last_message_id) if last_message_id else None}))
    await bot.setup_hook()
    return Harness(bot, fake)


def new_service(store: SqliteStore) -> TableService:
    seeds = itertools.count(7)
    return TableService(store, seeds=lambda: next(seeds), bot_delay=0, turn_limit=None)


@pytest.fixture
async def store(tmp_path):
    store = SqliteStore(tmp_path / "discord.sqlite3")
    await store.open()
    yield store
    await store.close()


@pytest.fixture
def fakes(monkeypatch) -> list[FakeDiscord]:
    """The fake Discords of a test; the newest answers the interaction webhooks."""
    made: list[FakeDiscord] = []

    async def request(self: Any, route: Route, session: Any, *, payload: Any = None,
                      multipart: Any = None, files: Any = None, **kw: Any) -> Any:
        return await made[-1].handle(route, payload, multipart, files)

    monkeypatch.setattr(AsyncWebhookAdapter, "request", request)
    return made


@pytest.fixture
async def harness(store, fakes):
    return await make_bot(new_service(store), fakes)


# --- helpers for the tests --------------------------------------------------------------


async def record_of(store: SqliteStore):
    return await store.channel_game(str(GUILD_ID), str(CHANNEL_ID))


async def table_of(store: SqliteStore) -> Table:
    return Table.model_validate_json((await record_of(store)).table)


async def state_of(store: SqliteStore) -> GameState:
    return GameState.model_validate_json((await record_of(store)).state)


async def rig(store: SqliteStore, change) -> None:
    """Set up a position by editing the stored game (as a test fixture would)."""
    record = await record_of(store)
    state = GAMES[Table.model_validate_json(record.table).game].load(record.state)
    change(state)
    await store.save(record.id, record.version, Change(
        status=record.status, table=record.table, state=state.model_dump_json(), due=record.due,
        seat=None, actor="test", action=json.dumps({"command": "rig"})), now=0.0)


def callbacks(h: Harness, since: int = 0) -> list[dict[str, Any]]:
    """The interaction responses sent (defers, autocomplete results), in order."""
    return [c.payload for c in h.fake.calls[since:] if c.path.endswith("/callback")]


def private_texts(h: Harness, since: int = 0) -> list[str]:
    """Texts only their reader sees: ephemeral messages and edits of them."""
    out = []
    for data in h.fake.versions[since:]:
        if data["flags"] & EPHEMERAL and data["content"]:  # not the "thinking" message
            out.append(data["content"])
    return out


def keep_menu(h: Harness, user: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """The user's newest direct message with a menu, and the menu."""
    for data in reversed(list(h.fake.messages.values())):
        if h.fake.dm_channels.get(int(data["channel_id"])) == user:
            menus = [c for c in walk_components(data) if c["type"] == 3]
            if menus:
                return data, menus[0]
    raise AssertionError("no menu")


async def opened(h: Harness, *players: int) -> None:
    """Ann opens a USA table, the others join with the button, Ann starts."""
    await h.slash(ANN, "new", map="usa")
    for user in players:
        board = h.board()
        await h.click(user, board, h.button(board, "join"))
    await h.slash(ANN, "start")


async def playing(h: Harness, *players: int) -> None:
    """A started game in which everyone kept the tickets they were offered."""
    await opened(h, *players)
    for user in (ANN, *players):
        message, menu = keep_menu(h, user)
        await h.click(user, message, menu["custom_id"],
                      [o["value"] for o in menu["options"]])
        assert h.fake.messages[int(message["id"])]["components"] == []  # the menu is used
    assert (await state_of(h.bot.adapter.service.store)).phase == "playing"


# --- the tests --------------------------------------------------------------------------


async def test_new_table_is_acknowledged_privately_and_posted_publicly(harness):
    h = harness
    await h.slash(ANN, "new", map="usa", turn_limit="10m")
    first = h.fake.calls[0]
    assert first.path.endswith("/callback")  # acknowledged before anything else
    assert first.payload == {"type": 5, "data": {"flags": EPHEMERAL}}
    [post] = h.fake.channel_posts()
    assert text_of(post.payload).startswith(say("en", "lobby.opened", host="Ann",
                                                  game=say("en", "game.usa")))
    ids = [c["custom_id"] for c in walk_components(h.board())]
    assert [parse_custom_id(i)[2] for i in ids] == ["join", "leave", "addbot", "start"]
    assert all(TEMPLATE.fullmatch(i) for i in ids)
    # nothing was left to say privately, so the "thinking" message is removed
    assert h.fake.calls[-1].method == "DELETE"
    assert (await table_of(h.bot.adapter.service.store)).options.turn_limit == 600


async def test_buttons_work_after_a_restart_and_edit_the_lobby_in_place(store, fakes):
    h = await make_bot(new_service(store), fakes)
    await h.slash(ANN, "new", map="usa")
    lobby = h.board()
    await h.bot.close()
    # a new process: a fresh client, view store and service over the same database
    h = await make_bot(new_service(store), fakes, last_message_id=int(lobby["id"]))
    assert not h.bot._connection._view_store._views  # no view kept per message
    await h.click(BOB, lobby, h.button(lobby, "join"))
    assert callbacks(h)[0] == {"type": 6}  # a silent acknowledgement
    [edit] = [c for c in h.fake.calls if c.method == "PATCH"]
    assert edit.path.endswith("/messages/@original")  # the clicked lobby message
    assert say("en", "lobby.joined", player="Bob") in text_of(edit.payload)
    assert not h.fake.channel_posts()
    assert [s.name for s in (await table_of(store)).seats] == ["Ann", "Bob"]


async def test_start_calls_the_others_and_deals_hands_by_direct_message(harness):
    h = harness
    await opened(h, BOB)
    start = h.board()
    assert "<@" not in start["content"]  # the lobby message, edited in place: no pings
    assert [m for m in h.fake.messages.values() if "guild_id" in m and walk_components(m)
            and not m["flags"] & EPHEMERAL and int(m["id"]) not in h.fake.deleted] == [start]
    # Ann started it: Bob alone is called, by a turn notice that pings only him
    [notice] = [c for c in h.fake.channel_posts() if "your move in" in text_of(c.payload)]
    assert text_of(notice.payload) == f"<@{BOB}>, your move in Ticket to Ride (USA) #1."
    assert notice.payload["allowed_mentions"]["users"] == [BOB]
    for user in (ANN, BOB):
        message, menu = keep_menu(h, user)
        assert say("en", "hand.your_move") in message["content"]
        assert menu["min_values"] == 2 and menu["max_values"] == 3
    # Ann's own answer shows her the same hand; nothing private reached the channel
    mine = keep_menu(h, ANN)[0]["content"]
    assert mine in private_texts(h)
    offered = [o["label"] for u in (ANN, BOB) for o in keep_menu(h, u)[1]["options"]]
    public = "\n".join(h.fake.public_texts())
    assert not [label for label in offered if label in public]
    assert "Your cards" not in public


async def test_keep_menu_in_a_direct_message_then_draw_with_the_board_buttons(harness):
    h = harness
    await playing(h, BOB)
    store = h.bot.adapter.service.store
    state = await state_of(store)
    current = [ANN, BOB][state.current]
    board = dict(h.board())  # as the players' screens show it now
    version = (await record_of(store)).version
    deck_button = h.button(board, "draw-deck")
    await h.click(current, board, deck_button)
    assert (await record_of(store)).version == version + 1
    after = await state_of(store)
    assert after.drawn_this_turn == 1 and sum(after.players[state.current].hand.values()) == \
        sum(state.players[state.current].hand.values()) + 1
    # the same (now stale) button again: refused privately, nothing changes
    since = len(h.fake.versions)
    await h.click(current, board, deck_button)
    assert private_texts(h, since) == [say("en", "error.stale_click")]
    assert (await record_of(store)).version == version + 1


async def test_drawing_tickets_offers_the_choice_right_where_the_player_clicked(harness):
    h = harness
    await playing(h, BOB)
    state = await state_of(h.bot.adapter.service.store)
    current = [ANN, BOB][[p.name for p in state.players].index(state.players[state.current].name)]
    board = h.board()
    start = len(h.fake.calls)
    await h.click(current, board, h.button(board, "tickets"))
    [followup] = [c for c in h.fake.calls[start:] if re.fullmatch(r"/webhooks/\d+/[^/]+", c.path)]
    assert followup.payload["flags"] == EPHEMERAL
    [menu] = [c for row in followup.payload["components"] for c in row["components"]]
    dm, dm_menu = keep_menu(h, current)
    assert menu["custom_id"] == dm_menu["custom_id"] and text_of(followup.payload) == \
        dm["content"]
    # choosing in the ephemeral copy works like choosing in the DM, and uses it up
    message = max((m for m in h.fake.messages.values() if m.get("flags", 0) & EPHEMERAL
                   and walk_components(m)), key=lambda m: int(m["id"]))
    await h.click(current, message, menu["custom_id"], [menu["options"][0]["value"]])
    assert not (await state_of(h.bot.adapter.service.store)).players[state.current].offered
    assert h.fake.messages[int(message["id"])]["components"] == []


async def test_non_players_are_refused_privately(harness):
    h = harness
    await playing(h, BOB)
    store = h.bot.adapter.service.store
    version = (await record_of(store)).version
    board = h.board()
    since = len(h.fake.versions)
    await h.click(CAT, board, h.button(board, "draw-deck"))
    await h.click(CAT, board, h.button(board, "hand"))
    assert private_texts(h, since) == [say("en", "error.not_in_game")] * 2
    assert (await record_of(store)).version == version


async def test_show_my_hand_answers_ephemerally(harness):
    h = harness
    await playing(h, BOB)
    board = h.board()
    posts = len(h.fake.channel_posts())
    since, start = len(h.fake.versions), len(h.fake.calls)
    await h.click(BOB, board, h.button(board, "hand"))
    assert callbacks(h, start) == [{"type": 5, "data": {"flags": EPHEMERAL}}]
    [text] = private_texts(h, since)[-1:]
    state = await state_of(h.bot.adapter.service.store)
    bob = [p.name for p in state.players].index("Bob")
    assert say("en", "hand.cards", count=sum(state.players[bob].hand.values()),
               cards="")[:10] in text
    assert len(h.fake.channel_posts()) == posts  # nothing went to the channel


async def test_the_servers_games_answer_ephemerally_with_a_jump_link(harness):
    h = harness
    await playing(h, BOB)
    posts = len(h.fake.channel_posts())
    since, start = len(h.fake.versions), len(h.fake.calls)
    await h.slash(CAT, "games")
    assert callbacks(h, start) == [{"type": 5, "data": {"flags": EPHEMERAL}}]
    [text] = private_texts(h, since)
    link = f"https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}"
    store = h.bot.adapter.service.store
    record, state = await record_of(store), await state_of(store)
    names = [p.name for p in state.players]
    head, line = text.splitlines()
    assert head == "Open games on this server (page 1 of 1):"
    assert line.startswith(f"#{record.id} · Ticket to Ride (USA) · {link} · players: "
                           f"{names[0]} and {names[1]} · turn: {names[state.current]} "
                           "(waiting: ")
    assert len(h.fake.channel_posts()) == posts  # nothing went to the channel


async def test_closed_direct_messages_are_explained_to_the_actor_and_play_goes_on(harness):
    h = harness
    h.fake.closed_dms |= {ANN, BOB}
    await opened(h, BOB)
    note = say("en", "dm_closed")
    # Ann started the game: she is told, and sees her tickets in her answer instead
    texts = private_texts(h)
    assert texts[0] == note and "Choose the tickets to keep" in texts[1]
    assert not h.fake.dms(BOB) and not h.fake.dms(ANN)
    # Bob was not the one acting: he is told when he acts, here keeping his tickets
    since = len(h.fake.versions)
    await h.slash(BOB, "hand")
    hand = private_texts(h, since)
    assert note not in hand and "Choose the tickets to keep" in hand[0]
    state = await state_of(h.bot.adapter.service.store)
    bob = [p.name for p in state.players].index("Bob")
    names = [load_map("usa").tickets[t].name for t in state.players[bob].offered]
    since = len(h.fake.versions)
    await h.slash(BOB, "keep", tickets=" ".join(names))
    assert private_texts(h, since)[0] == note
    assert not (await state_of(h.bot.adapter.service.store)).players[bob].offered


async def test_claim_suggestions_put_payable_routes_first_within_discord_limits(harness):
    h = harness
    await playing(h, BOB)
    store = h.bot.adapter.service.store
    state = await state_of(store)
    seat = state.current
    user = [ANN, BOB][[p.name for p in state.players].index(state.players[seat].name)]

    def red_hand(s: GameState) -> None:
        s.players[seat].hand = {"red": 6}

    await rig(store, red_hand)
    choices = await h.autocomplete(user, "claim", "route", route="")
    assert 0 < len(choices) <= 25
    assert all(0 < len(c["name"]) <= 100 and 0 < len(c["value"]) <= 100 for c in choices)
    game_map = load_map("usa")
    payable = []
    for c in choices:
        route = game_map.routes[game_map.find_track(c["value"], set())]
        payable.append(route.length <= 6 and route.color in ("red", "gray", None))
    assert payable[0] and payable == sorted(payable, reverse=True)
    # a colour is offered only for the colours Ann can pay with
    colours = await h.autocomplete(user, "claim", "color", route=choices[0]["value"],
                                   color="")
    assert [c["value"] for c in colours] == ["red"]


async def test_a_chat_line_does_not_post_the_board_anew(harness):
    h = harness
    await playing(h, BOB)
    store = h.bot.adapter.service.store
    old = h.board()
    chat = h.fake.message(CHANNEL_ID, {"content": "nice move"}, guild=True)
    h.bot._connection.parse_message_create({**chat, "author": user_payload(CAT)})
    state = await state_of(store)
    current = [ANN, BOB][[p.name for p in state.players].index(state.players[state.current].name)]
    posts = len(h.fake.channel_posts())
    await h.click(current, old, h.button(old, "draw-deck"))
    assert len(h.fake.channel_posts()) == posts  # the same player draws again: no notice
    new = h.board()
    assert new["id"] == old["id"] and walk_components(new)  # edited in place


async def test_computer_moves_from_the_scheduler_reach_the_channel(harness):
    h = harness
    await h.slash(ANN, "new", map="usa")
    await h.slash(ANN, "addbot")
    await h.slash(ANN, "start")
    message, menu = keep_menu(h, ANN)
    await h.click(ANN, message, menu["custom_id"],
                  [o["value"] for o in menu["options"]])
    service = h.bot.adapter.service
    before = len(h.fake.versions)
    await service.drain(h.bot.adapter.scheduled)
    state = await state_of(service.store)
    assert state.phase == "playing"
    shown = [v["content"] for v in h.fake.versions[before:] if "guild_id" in v]
    assert shown and all(not v["flags"] & EPHEMERAL for v in h.fake.versions[before:])
    assert set(h.fake.dm_channels.values()) == {ANN}  # a computer seat gets no DMs


async def test_abort_by_a_server_manager_ends_the_board(harness):
    h = harness
    await opened(h, BOB)
    since = len(h.fake.versions)
    await h.slash(CAT, "abort")
    assert private_texts(h, since) == [say("en", "error.not_host", host="Ann")]
    data = h.base(2, CAT, manager=True)
    data["data"] = {"id": "1", "name": "ttr", "type": 1,
                    "options": [{"name": "abort", "type": 1, "options": []}]}
    await h.dispatch(data)
    assert (await record_of(h.bot.adapter.service.store)).status == "aborted"
    assert not walk_components(h.fake.versions[-1])  # no buttons left on the board


async def test_the_users_language_reaches_the_service(harness):
    h = harness
    await h.slash(ANN, "new", map="usa")
    data = h.base(2, BOB, locale="pl")
    data["data"] = {"id": "1", "name": "ttr", "type": 1,
                    "options": [{"name": "join", "type": 1, "options": []}]}
    await h.dispatch(data)
    seats = (await table_of(h.bot.adapter.service.store)).seats
    assert [(s.name, s.locale) for s in seats] == [("Ann", "en-US"), ("Bob", "pl")]


async def test_pictures_go_with_the_board_and_the_private_hands(store, fakes):
    seeds = itertools.count(7)
    service = TableService(store, seeds=lambda: next(seeds), bot_delay=0, turn_limit=None,
                           pictures=Pictures(enabled=True))
    h = await make_bot(service, fakes)
    await opened(h, BOB)
    [start] = [c for c in h.fake.calls if c.files
               and c.path.startswith(f"/channels/{CHANNEL_ID}/messages")]
    assert start.files == [PICTURE]  # the lobby message becomes the board
    [gallery] = [c for c in nested(start.payload["components"]) if c["type"] == 12]
    assert [i["media"]["url"] for i in gallery["items"]] == [f"attachment://{PICTURE}"]
    seats = [s.name for s in (await table_of(store)).seats]
    for user in (ANN, BOB):
        [hand] = h.fake.dms(user)
        seat = seats.index(NAMES[user])
        assert [a["filename"] for a in hand["attachments"]] == [f"hand-1-{seat}-0.png"]
    assert not [t for t in h.fake.public_texts() if t.startswith("hand-")]
    # Show my hand: the picture comes with the ephemeral answer
    board = h.board()
    start_calls = len(h.fake.calls)
    await h.click(BOB, board, h.button(board, "hand"))
    [edit] = [c for c in h.fake.calls[start_calls:] if c.method == "PATCH"]
    assert edit.files and edit.files[0].startswith("hand-1-")


async def test_the_bots_scheduler_delivers_computer_moves(store, fakes):
    h = await make_bot(new_service(store), fakes, scheduler=True)
    h.bot._ready.set()  # as after the gateway's READY
    try:
        await h.slash(ANN, "new", map="usa")
        await h.slash(ANN, "addbot")
        await h.slash(ANN, "start")
        message, menu = keep_menu(h, ANN)
        await h.click(ANN, message, menu["custom_id"], [o["value"] for o in menu["options"]])

        def computer_said() -> list[str]:
            return [v["content"] for v in h.fake.versions
                    if "guild_id" in v and "Ada (computer, normal) kept" in v["content"]]

        async def computer_kept() -> None:
            while (await state_of(store)).phase != "playing" or not computer_said():
                await asyncio.sleep(0.01)

        await asyncio.wait_for(computer_kept(), 10)  # a guard against hanging, not a timing
        # Ann was already waited for: the board is edited in place, pinging nobody
        assert "<@" not in computer_said()[0]
        assert any(c.method == "PATCH" and c.path.startswith(f"/channels/{CHANNEL_ID}/")
                   and "Ada (computer, normal) kept" in text_of(c.payload)
                   for c in h.fake.calls)
    finally:
        await h.bot.close()
    assert h.bot._scheduler is None


async def test_a_value_discord_would_not_send_is_refused_with_a_reason(harness):
    h = harness
    await h.slash(ANN, "new", map="atlantis")
    assert private_texts(h) == [say("en", "error.unknown_game", game="atlantis",
                                    games=ListOf(all_games()))]
    assert await record_of(h.bot.adapter.service.store) is None


async def test_a_command_that_fails_in_discord_py_is_answered_privately(harness):
    h = harness
    data = h.base(2, ANN)
    h.fake.interactions[data["token"]] = (CHANNEL_ID, None, True)
    data["data"] = {"id": "1", "name": "ttr", "type": 1,
                    "options": [{"name": "join", "type": 1, "options": []}]}
    it = discord.Interaction(data=data, state=h.bot._connection)
    await h.bot.tree.on_error(it, discord.app_commands.AppCommandError("broken"))
    [answer] = callbacks(h)
    assert answer["type"] == 4 and answer["data"]["flags"] == EPHEMERAL
    assert answer["data"]["content"] == say("en", "error.internal")


async def test_info_logs_name_no_secrets(harness, caplog):
    h = harness
    with caplog.at_level(logging.INFO):
        await playing(h, BOB)
        board = h.board()
        await h.click(BOB, board, h.button(board, "hand"))
    state = await state_of(h.bot.adapter.service.store)
    game_map = load_map("usa")
    secrets = [game_map.tickets[t].name for p in state.players for t in p.tickets]
    secrets += [say("en", "event.kept_tickets", player="x", kept=1, returned=0)[:5]]
    logged = "\n".join(r.getMessage() for r in caplog.records if r.levelno >= logging.INFO)
    assert "/ttr start" in logged and "button hand" in logged
    assert not [s for s in secrets if s in logged]
    assert "Your cards" not in logged and "token" not in logged.lower()


@pytest.mark.parametrize("game", ["usa", "europe"])
async def test_a_whole_game_through_discord_keeps_every_secret(store, fakes, game):
    """Two people play a whole game with slash commands (each sends what the computer
    would in their place); until the final scores no ticket anyone held or was offered,
    and never a hand, shows in the channel."""
    h = await make_bot(new_service(store), fakes)
    await h.slash(ANN, "new", map=game)
    await h.slash(BOB, "join")
    await h.slash(ANN, "start")
    service = h.bot.adapter.service
    here = Channel(str(GUILD_ID), str(CHANNEL_ID))
    game_map = load_map(game)
    secrets: set[str] = set()
    commands = 0
    while (await record_of(store)).status == "playing":
        state = await state_of(store)
        secrets |= {say("en", ticket(game_map, t)) for p in state.players
                    for t in (*p.tickets, *p.offered)}
        before_last = len(h.fake.versions)
        for user in (ANN, BOB):
            found = await service.suggestion(here, Actor(str(user), NAMES[user]))
            if found:
                command, args = found
                await h.slash(user, command, **{
                    k: " ".join(v) if isinstance(v, list) else str(v) for k, v in args.items()})
                commands += 1
                break
        assert found, "nobody could move"
        assert commands < 3000
    assert (await record_of(store)).status == "finished"
    shown_before_end = FakeDiscord.public_texts(SimpleNamespace(
        versions=h.fake.versions[:before_last]))
    assert not [s for s in secrets if any(s in text for text in shown_before_end)]
    assert not [t for t in h.fake.public_texts() if "Your cards" in t]
    shown_at_end = FakeDiscord.public_texts(SimpleNamespace(
        versions=h.fake.versions[before_last:]))
    assert any(say("en", "final.header") in text for text in shown_at_end)
    assert await h.bot.adapter.boards.current(1) is None  # the finished game has no board
