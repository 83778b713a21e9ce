"""The real bot (`TableBot`, the client `python -m bot discord` builds) started in this
process against the stand-in, and people acting through it: slash commands, clicks and
suggestions sent as gateway events, then waited for until everything they set off is
delivered."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator
from typing import Any

from bot.discord.client import TableBot
from bot.replies import parse_custom_id
from bot.service import TableService
from bot.settings import Settings

from .server import CHANNEL_ID, Message, StandIn

#: names of the tasks discord.py (and the bot) start for an event
EVENT_TASKS = ("CommandTree", "discord-ui", "discord.py:", "ttr-task")
TOKEN = "stand-in-token"


class Live:
    """A connected bot and the stand-in it talks to."""

    def __init__(self, standin: StandIn, bot: TableBot, runner: asyncio.Task[None]) -> None:
        self.standin = standin
        self.bot = bot
        self.runner = runner
        self.scheduling = 0

    @classmethod
    async def connect(cls, standin: StandIn, service: TableService, *,
                      scheduler: bool = True) -> Live:
        settings = Settings(discord_token=TOKEN, sync_commands="never", _env_file=None)
        bot = TableBot(settings, service=service, scheduler=scheduler)
        bot._connection.guild_ready_timeout = 0.05  # one server: no need to wait for more
        live = cls(standin, bot, asyncio.create_task(bot.start(TOKEN), name="stand-in-bot"))
        run_due = service.run_due

        async def counted(*args: Any, **kwargs: Any) -> Any:
            live.scheduling += 1
            try:
                return await run_due(*args, **kwargs)
            finally:
                live.scheduling -= 1

        service.run_due = counted  # type: ignore[method-assign]
        await asyncio.wait_for(bot.wait_until_ready(), 10)
        await live.settle()
        return live

    @classmethod
    @contextlib.asynccontextmanager
    async def running(cls, standin: StandIn, service: TableService, *,
                      scheduler: bool = True) -> AsyncIterator[Live]:
        """A connected bot, closed on the way out (failing tests included)."""
        live = await cls.connect(standin, service, scheduler=scheduler)
        try:
            yield live
        finally:
            await live.close()

    async def close(self) -> None:
        await self.bot.close()
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.wait_for(self.runner, 10)

    @property
    def service(self) -> TableService:
        assert self.bot.adapter is not None
        return self.bot.adapter.service

    # --- waiting ------------------------------------------------------------------

    async def _quiet(self) -> bool:
        ws = self.bot._get_websocket(shard_id=0)  # the stand-in's one shard
        standin = self.standin
        if standin.socket is None or ws is None or (ws.sequence or 0) < standin.sequence:
            return False
        if standin.in_flight or self.scheduling:
            return False
        if any(not t.done() and t.get_name().startswith(EVENT_TASKS)
               for t in asyncio.all_tasks()):
            return False
        if self.bot._scheduler is not None:
            at = await self.service.store.next_due("computer")
            if at is not None and at <= self.service.clock():
                return False
        return True

    async def settle(self, timeout: float = 20.0) -> None:
        """Wait until every event sent was handled and every reply it caused went out,
        computer players included."""
        deadline = time.monotonic() + timeout
        calm = 0
        while calm < 3:  # quiet on several looks in a row, with the loop turning between
            calm = calm + 1 if await self._quiet() else 0
            if time.monotonic() > deadline:
                raise TimeoutError("the bot did not settle")
            await asyncio.sleep(0.002 if calm else 0.005)

    # --- people -----------------------------------------------------------------------

    async def send(self, data: dict[str, Any]) -> str:
        """An interaction sent and everything it set off waited for; its token."""
        await self.standin.send_interaction(data)
        await self.settle()
        return str(data["token"])

    async def slash(self, user: int, command: str, **options: Any) -> str:
        return await self.send(self.standin.slash_payload(user, command, **options))

    async def click(self, user: int, message: Message, action: str,
                    values: list[str] | None = None, **where: Any) -> str:
        return await self.send(self.standin.click_payload(
            user, message, button(message, action), values, **where))

    async def suggest(self, user: int, command: str, focused: str,
                      **options: Any) -> list[dict[str, Any]]:
        token = await self.send(self.standin.autocomplete_payload(user, command, focused,
                                                                  **options))
        [answer] = [r for r in self.standin.requests
                    if r.path.endswith(f"/{token}/callback")]
        assert answer.payload["type"] == 8
        return list(answer.payload["data"]["choices"])

    # --- what people saw -------------------------------------------------------------

    def board(self, place: int = CHANNEL_ID) -> Message:
        """The newest message with components in the channel (or a thread)."""
        found = [m for m in self.standin.messages_in(place) if m.components]
        return max(found, key=lambda m: int(m.data["id"]))


def button(message: Message, action: str) -> str:
    """The custom id of the message's component for `action`."""
    for c in message.components:
        parsed = parse_custom_id(c["custom_id"])
        if parsed and parsed[2] == action:
            return str(c["custom_id"])
    raise AssertionError(f"no {action} component on {message.content!r}")


__all__ = ["CHANNEL_ID", "Live", "button"]
