"""Replies kept across a stop: what the bot could not deliver before it stopped (SIGTERM,
SIGINT) is written to the store's outbox and delivered at its next start, in the order
it was made, before the gateway opens; what had already gone out is not kept, so nobody
gets a message twice.

Channel posts and direct messages are kept; private answers to an interaction are not
(the interaction is gone with the process). A kept direct message may carry hidden
information (a hand, tickets): it is written to the database only, and the log names
how many replies were kept, never what they say.
"""

from __future__ import annotations

import asyncio
import base64
import json
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import asdict
from typing import Any

from ..replies import Button, Channel, Component, Menu, MenuOption, Picture, Reply, User
from ..store import KeptReplies, Store

log = logging.getLogger(__name__)


#: delivers a batch of replies (with the channel of their game)
Send = Callable[[list[Reply], Channel | None], Awaitable[None]]


def keepable(reply: Reply) -> bool:
    """Whether a reply outlives the interaction it answers (a post or a DM)."""
    return not reply.ephemeral


# --- replies as JSON -------------------------------------------------------------------


def _component(c: Component) -> dict[str, Any]:
    if isinstance(c, Button):
        return {"button": asdict(c)}
    return {"menu": {**asdict(c), "options": [asdict(o) for o in c.options]}}


def _component_of(data: dict[str, Any]) -> Component:
    if "button" in data:
        return Button(**data["button"])
    menu = data["menu"]
    return Menu(**{**menu, "options": tuple(MenuOption(**o) for o in menu["options"])})


def _reply(r: Reply) -> dict[str, Any]:
    return {
        "to": {"channel": asdict(r.to)} if isinstance(r.to, Channel) else {"user": asdict(r.to)},
        "text": r.text, "locale": r.locale, "ephemeral": r.ephemeral,
        "images": [{"name": p.name, "data": base64.b64encode(p.data).decode()}
                   for p in r.images],
        "components": [_component(c) for c in r.components],
        "mentions": list(r.mentions), "game_id": r.game_id, "status": r.status,
        "board": r.board, "hand": r.hand}


def _reply_of(data: dict[str, Any]) -> Reply:
    to = data["to"]
    return Reply(
        to=Channel(**to["channel"]) if "channel" in to else User(**to["user"]),
        text=data["text"], locale=data["locale"], ephemeral=data["ephemeral"],
        images=tuple(Picture(p["name"], base64.b64decode(p["data"])) for p in data["images"]),
        components=tuple(_component_of(c) for c in data["components"]),
        mentions=tuple(data["mentions"]), game_id=data["game_id"], status=data["status"],
        board=data["board"], hand=data.get("hand", False))


def dump_batch(replies: Sequence[Reply], place: Channel | None) -> str:
    """A batch of replies (and the channel of their game) as JSON text."""
    return json.dumps({"place": asdict(place) if place else None,
                       "replies": [_reply(r) for r in replies]})


def load_batch(text: str) -> tuple[list[Reply], Channel | None]:
    data = json.loads(text)
    place = Channel(**data["place"]) if data["place"] else None
    return [_reply_of(r) for r in data["replies"]], place


# --- keeping and delivering ---------------------------------------------------------------


class Outbox:
    """Keeps undelivered replies in the store and delivers them at the next start."""

    def __init__(self, store: Store, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.clock = clock
        #: replies kept by this process (for its closing log line)
        self.kept = 0

    async def keep(self, replies: Sequence[Reply], place: Channel | None) -> None:
        """Keep the replies for the next start; never raises (a store that fails is
        logged, the replies then lost)."""
        kept = [r for r in replies if keepable(r)]
        if not kept:
            return
        guild = place.guild if place else ""
        try:
            await self.store.keep_replies(KeptReplies(guild, dump_batch(kept, place)),
                                          self.clock())
        except Exception as e:
            log.error("%d replies could not be kept for the next start: %s", len(kept),
                      type(e).__name__)
            return
        self.kept += len(kept)
        dms = sum(isinstance(r.to, User) for r in kept)
        log.info("replies kept for the next start: %d (%d direct messages)", len(kept), dms)

    async def deliver(self, send: Send) -> int:
        """Deliver what was kept, batch after batch in the order kept; returns how many
        replies were taken. A stop meanwhile keeps the rest again (the batch under way
        keeps its own rest)."""
        batches = await self.store.take_kept_replies()
        if not batches:
            return 0
        total = 0
        for n, batch in enumerate(batches):
            replies, place = load_batch(batch.replies)
            total += len(replies)
            try:
                await send(replies, place)
            except asyncio.CancelledError:
                for rest in batches[n + 1:]:
                    await self.store.keep_replies(rest, self.clock())
                raise
        log.info("replies kept at the last stop, sent on: %d", total)
        return total
