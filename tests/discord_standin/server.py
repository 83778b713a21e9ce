"""A local stand-in for Discord: its REST API under /api/v10 and its gateway websocket on
one aiohttp server at 127.0.0.1, keeping a small world (one server with one text
channel, people, direct-message channels, messages) and recording every request.

The bot under test reaches it with nothing changed but `discord.http.Route.BASE` and
`DiscordWebSocket.DEFAULT_GATEWAY` (`point_discord_here`); READY names the stand-in as
`resume_gateway_url`, so a resumed session comes back here too. Faults are injected per
request (`fail_next`: a 429 with retry-after, a 5xx, a dropped connection) or per channel
(`break_channel`: deleted, missing access), and the gateway can drop the bot from its
server (GUILD_DELETE) or ask it to reconnect (op 7) and then resume.
"""

from __future__ import annotations

import asyncio
import datetime
import itertools
import json
import re
from dataclasses import dataclass, field
from typing import Any

import discord
from aiohttp import WSMsgType, web
from discord.gateway import DiscordWebSocket
from discord.http import Route

APP_ID, BOT_ID = 900_000_000_000_000_001, 900_000_000_000_000_002
GUILD_ID, CHANNEL_ID = 100_000_000_000_000_001, 100_000_000_000_000_002
ANN, BOB, CAT = 200_000_000_000_000_001, 200_000_000_000_000_002, 200_000_000_000_000_003
NAMES = {ANN: "Ann", BOB: "Bob", CAT: "Cat", BOT_ID: "Tickets"}
EPHEMERAL = 64
#: the message flag of Discord's Components V2 (the text is in its text displays)
COMPONENTS_V2 = 1 << 15
#: component types: those a person clicks or chooses from, and the text display
INTERACTIVE, TEXT_DISPLAY = frozenset({2, 3, 5, 6, 7, 8}), 10
#: what the bot may do in a channel it fully reaches: view, send, attach files
FULL_ACCESS = (1 << 10) | (1 << 11) | (1 << 15)
#: and, where a server lets it, open public threads and post in them
THREAD_ACCESS = (1 << 35) | (1 << 38)
#: gateway opcodes
DISPATCH, HEARTBEAT, IDENTIFY, RESUME, RECONNECT, HELLO, HEARTBEAT_ACK = 0, 1, 2, 6, 7, 10, 11


def user_payload(user_id: int) -> dict[str, Any]:
    name = NAMES.get(user_id, f"user{user_id % 1000}")
    return {"id": str(user_id), "username": name.lower(), "global_name": name,
            "discriminator": "0", "avatar": None, **({"bot": True} if user_id == BOT_ID else {})}


def json_response(data: Any, status: int = 200, headers: dict[str, str] | None = None
                  ) -> web.Response:
    """discord.py reads a body as JSON only when the Content-Type is exactly this."""
    return web.Response(body=json.dumps(data).encode(), status=status,
                        headers={"Content-Type": "application/json", **(headers or {})})


def error(status: int, code: int, message: str) -> web.Response:
    return json_response({"message": message, "code": code}, status)


@dataclass
class Request:
    """One request the bot made, as the stand-in understood it."""

    method: str
    path: str
    payload: dict[str, Any]
    files: list[str]
    status: int = 0


@dataclass
class Fault:
    """A failure for the next `times` requests whose "METHOD path" matches `pattern`."""

    pattern: re.Pattern[str]
    kind: str  # "429", "500", "503", "drop", or "slow" (answered well, after `delay`)
    times: int = 1
    retry_after: float = 0.2
    delay: float = 0.0
    hits: int = 0


@dataclass
class Message:
    """A message as Discord keeps it, with every version it had."""

    data: dict[str, Any]
    versions: list[dict[str, Any]] = field(default_factory=list)
    #: the interaction whose token made it (None: the bot's own channel message or DM)
    token: str | None = None

    @property
    def v2(self) -> bool:
        return bool(self.data.get("flags", 0) & COMPONENTS_V2)

    @property
    def content(self) -> str:
        """What the message says: its content, or a card's text displays in order."""
        return text_of(self.data)

    @property
    def ephemeral(self) -> bool:
        return bool(self.data.get("flags", 0) & EPHEMERAL)

    @property
    def components(self) -> list[dict[str, Any]]:
        """The buttons and menus, wherever the message holds them."""
        return [c for c in nested(self.data.get("components", []))
                if c.get("type") in INTERACTIVE]

    @property
    def media(self) -> list[str]:
        """The addresses of the pictures a card shows in its media galleries."""
        return [item["media"]["url"] for c in nested(self.data.get("components", []))
                if c.get("type") == 12 for item in c.get("items", [])]


def nested(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every component, those inside rows and containers included, in order."""
    out = []
    for c in components:
        out.append(c)
        out += nested(c.get("components", []))
    return out


def text_of(payload: dict[str, Any]) -> str:
    """What a message payload says: its content, or a card's text displays in order."""
    if payload.get("flags", 0) & COMPONENTS_V2:
        return "\n".join(str(c["content"]) for c in nested(payload.get("components") or [])
                         if c.get("type") == TEXT_DISPLAY)
    return str(payload.get("content") or "")


def said(kwargs: dict[str, Any]) -> str:
    """What a message sent or edited with these arguments says: its content, or the text
    displays of its card."""
    view = kwargs.get("view")
    if isinstance(view, discord.ui.LayoutView):
        return "\n".join(item.content for item in view.walk_children()
                         if isinstance(item, discord.ui.TextDisplay))
    return str(kwargs.get("content") or "")


class Refused(Exception):
    """Discord refuses the request: (status, code, message)."""


def refused_card(message: Message, old: dict[str, Any]) -> None:
    """Refuse what Discord refuses of a Components V2 message: dropping the flag once
    set, any content beside the components, and a picture that is not among its
    attachments."""
    if old.get("flags", 0) & COMPONENTS_V2 and not message.v2:
        raise Refused(400, 50035, "a message cannot leave Components V2")
    if not message.v2:
        return
    if message.data.get("content"):
        raise Refused(400, 50035, "content cannot be used with Components V2")
    names = {a["filename"] for a in message.data.get("attachments", [])}
    for url in message.media:
        if url.startswith("attachment://") and url.removeprefix("attachment://") not in names:
            raise Refused(400, 50035, f"no attachment for {url}")


class StandIn:
    """The stand-in Discord. `await start()`, point discord.py here, run the bot."""

    def __init__(self, *, heartbeat_ms: int = 41_250) -> None:
        self.heartbeat_ms = heartbeat_ms
        self.requests: list[Request] = []
        self.in_flight = 0
        self.messages: dict[int, Message] = {}
        #: DM channel id -> the user on the other end
        self.dm_channels: dict[int, int] = {}
        self.closed_dms: set[int] = set()
        #: channel id -> (status, Discord code) every request about it gets
        self.broken: dict[int, tuple[int, int]] = {}
        #: whether the bot is a member of the server
        self.in_guild = True
        #: whether the bot may open public threads in the channel and post in them
        self.threads_allowed = False
        #: thread id -> its channel payload (name, archived)
        self.threads: dict[int, dict[str, Any]] = {}
        self.faults: list[Fault] = []
        #: interaction token -> (channel id, clicked message id, in the server)
        self.interactions: dict[str, tuple[int, int | None, bool]] = {}
        #: interaction token -> who sent it
        self.senders: dict[str, int] = {}
        self.originals: dict[str, int] = {}
        self.deleted: set[int] = set()
        self.identifies = 0
        self.heartbeats = 0
        #: the close code of every gateway connection that ended
        self.closes: list[int | None] = []
        self.resumes = 0
        self.sequence = 0
        self.session_id = ""
        #: dispatched events with their sequence numbers (replayed on RESUME)
        self.events: list[dict[str, Any]] = []
        self.socket: web.WebSocketResponse | None = None
        self.changed = asyncio.Event()
        self._ids = itertools.count(1)
        self._echoes: list[dict[str, Any]] = []
        self._runner: web.AppRunner | None = None
        self.port = 0

    # --- running --------------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        if self.socket is not None and not self.socket.closed:
            await self.socket.close()
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def api(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    def point_discord_here(self, monkeypatch: Any) -> None:
        """Send discord.py's REST calls and gateway connection here (for this test)."""
        monkeypatch.setattr(Route, "BASE", self.api)
        monkeypatch.setattr(DiscordWebSocket, "DEFAULT_GATEWAY", discord.gateway.yarl.URL(
            self.gateway))

    def snowflake(self) -> int:
        now = datetime.datetime.now(datetime.UTC)
        return discord.utils.time_snowflake(now) + next(self._ids)

    def _record(self, request: Request) -> None:
        self.requests.append(request)
        self.changed.set()

    # --- faults -----------------------------------------------------------------------

    def fail_next(self, pattern: str, kind: str, *, times: int = 1,
                  retry_after: float = 0.2, delay: float = 0.0) -> Fault:
        """The next `times` requests matching `pattern` ("METHOD /path" regex) fail (or,
        "slow", are answered after `delay` seconds)."""
        fault = Fault(re.compile(pattern), kind, times, retry_after, delay)
        self.faults.append(fault)
        return fault

    def break_channel(self, channel: int, status: int, code: int) -> None:
        """Every request about the channel fails from now on (404/10003 deleted,
        403/50001 missing access)."""
        self.broken[channel] = (status, code)

    def fix_channel(self, channel: int) -> None:
        self.broken.pop(channel, None)

    def app_permissions(self, channel: int) -> int:
        if channel in self.broken or not self.in_guild:
            return 0
        return FULL_ACCESS | (THREAD_ACCESS if self.threads_allowed else 0)

    # --- the gateway ----------------------------------------------------------------

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        await ws.send_json({"op": HELLO, "d": {"heartbeat_interval": self.heartbeat_ms}})
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                continue
            data = json.loads(msg.data)
            op = data.get("op")
            if op == HEARTBEAT:
                self.heartbeats += 1
                await ws.send_json({"op": HEARTBEAT_ACK})
            elif op == IDENTIFY:
                self.identifies += 1
                self.socket = ws
                await self._identified(data["d"])
            elif op == RESUME:
                self.resumes += 1
                self.socket = ws
                await self._resumed(data["d"])
        self.closes.append(ws.close_code)
        if self.socket is ws:
            self.socket = None
        self.changed.set()
        return ws

    async def _identified(self, identify: dict[str, Any]) -> None:
        assert identify["token"] == "stand-in-token"
        self.session_id = f"session-{next(self._ids)}"
        self.events.clear()
        await self.dispatch("READY", {
            "v": 10, "user": user_payload(BOT_ID), "session_id": self.session_id,
            "resume_gateway_url": self.gateway, "guilds": [{"id": str(GUILD_ID),
                                                            "unavailable": True}],
            "application": {"id": str(APP_ID), "flags": 0}, "private_channels": [],
            "shard": identify.get("shard", [0, 1]),
            "relationships": []})
        if self.in_guild:
            await self.dispatch("GUILD_CREATE", self.guild_payload())

    async def _resumed(self, resume: dict[str, Any]) -> None:
        assert resume["session_id"] == self.session_id and resume["token"] == "stand-in-token"
        assert self.socket is not None
        for event in self.events:
            if event["s"] > resume["seq"]:
                await self.socket.send_json(event)
        await self.dispatch("RESUMED", {})

    async def dispatch(self, event: str, data: dict[str, Any]) -> int:
        """Send an event to the bot (kept for a resume if nobody is connected)."""
        self.sequence += 1
        frame = {"op": DISPATCH, "t": event, "s": self.sequence, "d": data}
        self.events.append(frame)
        if self.socket is not None and not self.socket.closed:
            await self.socket.send_json(frame)
        self.changed.set()
        return self.sequence

    async def ask_to_reconnect(self) -> None:
        """Op 7: the bot closes this connection and resumes on a new one."""
        assert self.socket is not None
        await self.socket.send_json({"op": RECONNECT, "d": None})

    async def drop_gateway(self) -> None:
        """Close the gateway connection as a network fault would (the bot resumes)."""
        assert self.socket is not None
        socket, self.socket = self.socket, None
        await socket.close(code=4000)

    def channel_payload(self) -> dict[str, Any]:
        return {"id": str(CHANNEL_ID), "type": 0, "name": "table", "position": 0,
                "guild_id": str(GUILD_ID), "permission_overwrites": [], "nsfw": False,
                "parent_id": None, "topic": None, "rate_limit_per_user": 0,
                "last_message_id": None}

    def guild_payload(self) -> dict[str, Any]:
        return {
            "id": str(GUILD_ID), "name": "The Table", "icon": None, "owner_id": str(ANN),
            "unavailable": False, "member_count": 4, "large": False, "features": [],
            "preferred_locale": "en-US", "verification_level": 0, "afk_timeout": 300,
            "default_message_notifications": 0, "explicit_content_filter": 0, "mfa_level": 0,
            "premium_tier": 0, "nsfw_level": 0, "system_channel_flags": 0, "emojis": [],
            # (the bot's own permissions, read where no interaction carries them)
            "stickers": [], "roles": [{"id": str(GUILD_ID), "name": "@everyone",
                                       "permissions": str(FULL_ACCESS | (
                                           THREAD_ACCESS if self.threads_allowed else 0)),
                                       "position": 0,
                                       "color": 0, "hoist": False, "managed": False,
                                       "mentionable": False, "flags": 0}],
            "channels": [self.channel_payload()], "threads": [], "members": [],
            "voice_states": [], "presences": [], "stage_instances": [],
            "guild_scheduled_events": [], "soundboard_sounds": [],
            "joined_at": "2024-01-01T00:00:00+00:00"}

    async def remove_bot(self) -> None:
        """The bot is removed from the server: GUILD_DELETE, then no more access."""
        self.in_guild = False
        await self.dispatch("GUILD_DELETE", {"id": str(GUILD_ID)})

    async def add_bot(self) -> None:
        """The bot is invited back: GUILD_CREATE."""
        self.in_guild = True
        await self.dispatch("GUILD_CREATE", self.guild_payload())

    async def someone_writes(self, user: int, text: str) -> int:
        """A person posts in the game's channel (the bot sees MESSAGE_CREATE)."""
        data = self._message(CHANNEL_ID, {"content": text}, guild=True, author=user)
        await self.dispatch("MESSAGE_CREATE", data)
        return int(data["id"])

    async def someone_writes_to_the_bot(self, user: int, text: str) -> int:
        """A person writes in their direct messages with the bot (MESSAGE_CREATE)."""
        dm = next((c for c, u in self.dm_channels.items() if u == user), None)
        assert dm is not None, "the bot never wrote to them"
        data = self._message(dm, {"content": text}, guild=False, author=user)
        await self.dispatch("MESSAGE_CREATE", data)
        return int(data["id"])

    # --- people acting ----------------------------------------------------------------

    def interaction(self, kind: int, user: int, *, locale: str = "en-US",
                    manager: bool = False, channel: int = CHANNEL_ID,
                    guild: int | None = GUILD_ID) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.snowflake()), "application_id": str(APP_ID), "type": kind,
            "token": f"token-{next(self._ids)}", "version": 1,
            "channel_id": str(channel), "locale": locale,
            "app_permissions": str(self.app_permissions(channel)),
            "attachment_size_limit": 10 * 1024 * 1024, "entitlements": [],
            "authorizing_integration_owners": {}, "context": 0}
        if guild is not None:
            place = self.threads.get(channel) or {**self.channel_payload(), "id": str(channel)}
            data.update(guild_id=str(guild), guild_locale="en-US", channel={
                **place, "guild_id": str(guild)},
                member={"user": user_payload(user), "roles": [], "deaf": False,
                        "mute": False, "joined_at": "2024-01-01T00:00:00+00:00", "flags": 0,
                        "permissions": str((1 << 5) if manager else 0)})
        else:
            data.update(user=user_payload(user), context=1, channel={
                "id": str(channel), "type": 1, "recipients": [user_payload(user)]})
        return data

    def slash_payload(self, user: int, command: str, **options: Any) -> dict[str, Any]:
        """`/ttr command ...`; a command of a group is named with it (`league forget-me`)."""
        data = self.interaction(2, user)
        *group, name = command.split()
        chosen: dict[str, Any] = {
            "name": name, "type": 1,
            "options": [{"name": k, "type": 5 if isinstance(v, bool) else 3, "value": v}
                        for k, v in options.items() if v is not None]}
        if group:
            chosen = {"name": group[0], "type": 2, "options": [chosen]}
        data["data"] = {"id": "1", "name": "ttr", "type": 1, "options": [chosen]}
        return data

    def autocomplete_payload(self, user: int, command: str, focused: str,
                             **options: Any) -> dict[str, Any]:
        data = self.interaction(4, user)
        data["data"] = {"id": "1", "name": "ttr", "type": 1, "options": [{
            "name": command, "type": 1, "options": [
                {"name": k, "type": 3, "value": v, **({"focused": True} if k == focused else {})}
                for k, v in options.items()]}]}
        return data

    def click_payload(self, user: int, message: Message, custom_id: str,
                      values: list[str] | None = None, *,
                      channel: int | None = None, guild: int | None = GUILD_ID
                      ) -> dict[str, Any]:
        """A click on a component of a message as the user's client shows it."""
        [component] = [c for c in message.components if c["custom_id"] == custom_id]
        in_dm = "guild_id" not in message.data
        where = int(message.data["channel_id"]) if channel is None else channel
        data = self.interaction(3, user, channel=where, guild=None if in_dm else guild)
        data["message"] = dict(message.data)
        data["data"] = {"custom_id": custom_id, "component_type": component["type"]}
        if values is not None:
            data["data"]["values"] = values
        return data

    async def send_interaction(self, data: dict[str, Any]) -> int:
        message = data.get("message")
        who = data.get("member", {}).get("user") or data["user"]
        self.senders[data["token"]] = int(who["id"])
        self.interactions[data["token"]] = (
            int(data["channel_id"]), int(message["id"]) if message else None,
            "guild_id" in data)
        return await self.dispatch("INTERACTION_CREATE", data)

    # --- REST -------------------------------------------------------------------------

    async def _rest(self, request: web.Request) -> web.StreamResponse:
        self.in_flight += 1
        try:
            return await self._answer(request)
        finally:
            self.in_flight -= 1
            self.changed.set()

    async def _body(self, request: web.Request) -> tuple[dict[str, Any], list[str]]:
        if request.content_type.startswith("multipart/"):
            payload: dict[str, Any] = {}
            files: list[str] = []
            reader = await request.multipart()
            async for part in reader:
                if part.name == "payload_json":
                    payload = json.loads(await part.text())  # type: ignore[union-attr]
                else:
                    files.append(part.filename or "")  # type: ignore[union-attr]
                    await part.read()  # type: ignore[union-attr]
            return payload, files
        if request.can_read_body:
            text = await request.text()
            return (json.loads(text) if text else {}), []
        return {}, []

    async def _answer(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        payload, files = await self._body(request)
        call = Request(request.method, path, payload, files)
        self._record(call)
        if request.headers.get("Authorization") not in ("Bot stand-in-token", None):
            call.status = 401  # Discord's answer to a wrong token
            return json_response({"message": "401: Unauthorized", "code": 0}, 401)
        for fault in self.faults:
            if fault.hits < fault.times and fault.pattern.search(f"{request.method} {path}"):
                fault.hits += 1
                if fault.kind == "slow":
                    await asyncio.sleep(fault.delay)
                    break
                return await self._fail(request, call, fault)
        try:
            status, data = self._route(request.method, path, payload, files)
        except KeyError as e:
            status, data = 404, {"message": f"unknown {e}", "code": 10008}
        except Refused as e:
            status, data = e.args[0], {"message": e.args[2], "code": e.args[1]}
        call.status = status
        if status == 204:
            return web.Response(status=204)
        if isinstance(data, web.Response):
            return data
        while self._echoes:  # the gateway tells of a new channel message before REST does
            await self.dispatch("MESSAGE_CREATE", self._echoes.pop(0))
        return json_response(data, status)

    async def _fail(self, request: web.Request, call: Request, fault: Fault
                    ) -> web.StreamResponse:
        if fault.kind == "drop":  # the connection goes away before any answer
            call.status = -1
            assert request.transport is not None
            request.transport.abort()
            await asyncio.sleep(0)
            raise asyncio.CancelledError
        if fault.kind == "429":
            call.status = 429
            return json_response(
                {"message": "You are being rate limited.", "retry_after": fault.retry_after,
                 "global": False}, 429,
                {"Retry-After": str(fault.retry_after), "Via": "1.1 google",
                 "X-RateLimit-Scope": "user"})
        call.status = int(fault.kind)
        return json_response({"message": "Server error", "code": 0}, call.status)

    def _route(self, method: str, path: str, payload: dict[str, Any], files: list[str]
               ) -> tuple[int, Any]:
        if path == "/users/@me":
            return 200, user_payload(BOT_ID)
        if path == "/gateway/bot":  # an AutoShardedClient asks how many shards to run
            return 200, {"url": self.gateway, "shards": 1, "session_start_limit": {
                "total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}
        if path == "/oauth2/applications/@me":
            return 200, {"id": str(APP_ID), "name": "Tickets", "description": "", "icon": None,
                         "bot_public": True, "bot_require_code_grant": False,
                         "owner": user_payload(ANN), "verify_key": "0" * 64, "flags": 0,
                         "summary": "", "rpc_origins": [], "team": None}
        if re.fullmatch(r"/applications/\d+(/guilds/\d+)?/commands", path):
            listed = payload if isinstance(payload, list) else []
            return 200, [{**c, "id": str(self.snowflake()), "application_id": str(APP_ID),
                          "version": "1"} for c in listed]
        callback = re.fullmatch(r"/interactions/(\d+)/([^/]+)/callback", path)
        if callback:
            token = callback[2]
            channel, clicked, guild = self.interactions[token]
            if payload.get("type") in (4, 5):  # a new message becomes @original
                data = dict(payload.get("data") or {})
                self.originals[token] = int(self._message(channel, data, guild=guild,
                                                          token=token)["id"])
            elif clicked is not None:  # a component's message is @original
                self.originals[token] = clicked
                if payload.get("type") == 7:
                    self._message(channel, payload.get("data") or {}, guild=guild,
                                  message_id=clicked, files=files)
            return 200, {"interaction": {"id": callback[1], "type": payload.get("type")}}
        hook = re.fullmatch(r"/webhooks/\d+/([^/]+)(?:/messages/(@original|\d+))?", path)
        if hook:
            token, which = hook[1], hook[2]
            channel, _, guild = self.interactions[token]
            if which is None:  # a followup
                return 200, self._message(channel, payload, guild=guild, files=files,
                                          token=token)
            target = self.originals[token] if which == "@original" else int(which)
            if method == "DELETE":
                self.deleted.add(target)
                return 204, None
            if method == "GET":
                return 200, self.messages[target].data
            return 200, self._message(channel, payload, guild=guild, message_id=target,
                                      files=files)
        if path == "/users/@me/channels":
            user = int(payload["recipient_id"])
            dm = next((c for c, u in self.dm_channels.items() if u == user), None)
            if dm is None:
                dm = self.snowflake()
                self.dm_channels[dm] = user
            last = max((k for k, m in self.messages.items() if m.data["channel_id"] == str(dm)
                        and m.token is None and k not in self.deleted), default=None)
            return 200, {"id": str(dm), "type": 1, "recipients": [user_payload(user)],
                         "last_message_id": str(last) if last else None}
        thread = re.fullmatch(rf"/channels/{CHANNEL_ID}/messages/(\d+)/threads", path)
        if thread:
            return self._open_thread(int(thread[1]), payload)
        found = re.fullmatch(r"/channels/(\d+)(?:/messages(?:/(\d+))?)?", path)
        if found:
            return self._channel(method, int(found[1]), found[2], payload, files, path)
        raise AssertionError(f"the stand-in does not know {method} {path}")

    def _channel(self, method: str, channel: int, message: str | None,
                 payload: dict[str, Any], files: list[str], path: str) -> tuple[int, Any]:
        if channel in self.dm_channels:
            if self.dm_channels[channel] in self.closed_dms:
                return 403, {"message": "Cannot send messages to this user", "code": 50007}
            if message is not None:  # the bot's own direct message, edited or deleted
                if int(message) not in self.messages or int(message) in self.deleted:
                    return 404, {"message": "Unknown Message", "code": 10008}
                if method == "DELETE":
                    self.deleted.add(int(message))
                    return 204, None
                return 200, self._message(channel, payload, guild=False,
                                          message_id=int(message), files=files)
            data = self._message(channel, payload, guild=False, files=files)
            self._echoes.append(data)
            return 200, data
        if channel in self.threads:
            return self._thread(method, channel, message, payload, files, path)
        if channel != CHANNEL_ID:
            return 404, {"message": "Unknown Channel", "code": 10003}
        if channel in self.broken:
            status, code = self.broken[channel]
            return status, {"message": "Missing Access" if code == 50001 else "Unknown Channel",
                            "code": code}
        if not self.in_guild:
            return 403, {"message": "Missing Access", "code": 50001}
        if not path.endswith(("/messages",)) and message is None:
            return 200, self.channel_payload()
        return self._in_place(method, channel, message, payload, files, path)

    def _in_place(self, method: str, channel: int, message: str | None,
                  payload: dict[str, Any], files: list[str], path: str) -> tuple[int, Any]:
        """A message of the server's channel or a thread: posted, edited or deleted."""
        if message is not None and (int(message) not in self.messages
                                    or int(message) in self.deleted):
            return 404, {"message": "Unknown Message", "code": 10008}
        if method == "DELETE" and message is not None:
            self.deleted.add(int(message))
            return 204, None
        if method == "PATCH" and message is not None:
            return 200, self._message(channel, payload, guild=True, message_id=int(message),
                                      files=files)
        if method == "POST" and message is None:
            data = self._message(channel, payload, guild=True, files=files)
            self._echoes.append(data)
            return 200, data
        raise AssertionError(f"the stand-in does not know {method} {path}")

    def _open_thread(self, message: int, payload: dict[str, Any]) -> tuple[int, Any]:
        """A public thread started from a message of the channel (the thread's id is the
        message's, as on Discord)."""
        if not self.threads_allowed:
            return 403, {"message": "Missing Permissions", "code": 50013}
        thread = {"id": str(message), "type": 11, "guild_id": str(GUILD_ID),
                  "parent_id": str(CHANNEL_ID), "owner_id": str(BOT_ID),
                  "name": payload.get("name", ""), "last_message_id": None,
                  "rate_limit_per_user": 0, "message_count": 0, "member_count": 1,
                  "thread_metadata": {
                      "archived": False, "locked": False,
                      "auto_archive_duration": payload.get("auto_archive_duration", 10080),
                      "archive_timestamp": discord.utils.utcnow().isoformat()}}
        self.threads[message] = thread
        return 201, thread

    def _thread(self, method: str, thread: int, message: str | None,
                payload: dict[str, Any], files: list[str], path: str) -> tuple[int, Any]:
        """A game's thread: its messages, and the thread itself (renamed, archived or
        unarchived, deleted)."""
        data = self.threads[thread]
        if message is None and not path.endswith("/messages"):
            if method == "DELETE":
                del self.threads[thread]
                return 200, data
            if method == "PATCH":
                if "name" in payload:
                    data["name"] = payload["name"]
                if "archived" in payload:
                    data["thread_metadata"]["archived"] = bool(payload["archived"])
            return 200, data
        if data["thread_metadata"]["archived"]:
            return 400, {"message": "Thread is archived", "code": 50083}
        return self._in_place(method, thread, message, payload, files, path)

    def _message(self, channel: int, payload: dict[str, Any], *, guild: bool,
                 message_id: int | None = None, files: list[str] | None = None,
                 author: int = BOT_ID, token: str | None = None) -> dict[str, Any]:
        old = self.messages[message_id].data if message_id is not None else {}
        data = {
            "id": str(message_id or self.snowflake()), "channel_id": str(channel),
            "author": user_payload(author), "content": old.get("content", ""),
            "timestamp": discord.utils.utcnow().isoformat(), "edited_timestamp": None,
            "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [],
            "attachments": old.get("attachments", []), "embeds": [], "pinned": False,
            "type": 0, "flags": old.get("flags", 0), "components": old.get("components", []),
            "allowed_mentions": payload.get("allowed_mentions",
                                            old.get("allowed_mentions")),
        }
        if guild:
            data["guild_id"] = str(GUILD_ID)
        if "content" in payload:
            data["content"] = payload["content"] or ""
        if "components" in payload:
            data["components"] = payload["components"] or []
        if "attachments" in payload:
            data["attachments"] = [{"id": str(self.snowflake()), "filename": a["filename"],
                                    "size": 1, "url": "https://cdn.invalid/x",
                                    "proxy_url": "https://cdn.invalid/x"}
                                   for a in payload["attachments"] if "filename" in a]
        elif files:
            data["attachments"] = [{"id": str(self.snowflake()), "filename": f, "size": 1,
                                    "url": "https://cdn.invalid/x",
                                    "proxy_url": "https://cdn.invalid/x"} for f in files]
        if payload.get("flags"):
            data["flags"] = payload["flags"]
        refused_card(Message(data), old)
        key = int(data["id"])
        if key not in self.messages:
            self.messages[key] = Message(data, token=token)
        self.messages[key].data = data
        self.messages[key].versions.append(data)
        return data

    # --- what people saw ------------------------------------------------------------

    def channel_messages(self) -> list[Message]:
        """What everyone in the game's channel sees (not the ephemeral answers)."""
        return self.messages_in(CHANNEL_ID)

    def messages_in(self, place: int) -> list[Message]:
        """What everyone in a channel or thread sees (not the ephemeral answers)."""
        return [m for m in self.messages.values()
                if m.data["channel_id"] == str(place) and not m.ephemeral
                and m.token is None and int(m.data["id"]) not in self.deleted]

    def channel_texts(self) -> list[str]:
        return [m.content for m in self.channel_messages()]

    def dms(self, user: int) -> list[Message]:
        """The direct messages the bot sent the user and did not delete (not its answers
        to the user's clicks there)."""
        return [m for m in self.messages.values() if m.token is None
                and self.dm_channels.get(int(m.data["channel_id"])) == user
                and m.data["author"]["id"] == str(BOT_ID) and int(m.data["id"]) not in self.deleted]

    def private(self, user: int) -> list[Message]:
        """What only the user saw: the answers to their own commands and clicks."""
        return [m for m in self.messages.values()
                if m.token is not None and self.senders.get(m.token) == user
                and m.ephemeral and m.content and int(m.data["id"]) not in self.deleted]

    def private_texts(self, user: int) -> list[str]:
        return [m.content for m in self.private(user)]

    def paths(self, method: str | None = None) -> list[str]:
        return [r.path for r in self.requests if method is None or r.method == method]
