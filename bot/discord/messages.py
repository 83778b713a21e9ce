"""How a reply looks as a Discord message: its text with the pings it carries, its
pictures as files and its components as a persistent view."""

from __future__ import annotations

import io
from collections.abc import Collection
from typing import Any

import discord

from ..replies import Reply
from .cards import PICTURE, layout_of
from .components import view_of

#: Discord's limit for a message's text
CONTENT_LIMIT = 2000


def content_of(reply: Reply, quiet: Collection[str] = ()) -> str | None:
    """The message text: pings for the people the reply calls (except `quiet` ones, such
    as the person who just acted), then the reply's text."""
    pings = " ".join(f"<@{user}>" for user in pinged(reply, quiet))
    text = f"{pings}\n{reply.text}" if pings and reply.text else pings or reply.text
    return text[:CONTENT_LIMIT] or None


def pinged(reply: Reply, quiet: Collection[str] = ()) -> list[str]:
    """The ids of the people the message pings (numeric Discord ids only)."""
    return [user for user in reply.mentions if user.isdigit() and user not in quiet]


def mentions_of(reply: Reply, quiet: Collection[str] = ()) -> discord.AllowedMentions:
    """Only the people the reply calls are pinged; never roles or everyone."""
    users = [discord.Object(int(user)) for user in pinged(reply, quiet)]
    return discord.AllowedMentions(everyone=False, roles=False, users=users,
                                   replied_user=False)


def files_of(reply: Reply) -> list[discord.File]:
    """The reply's pictures, as new files (a discord.File can be sent only once)."""
    return [discord.File(io.BytesIO(p.data), filename=p.name) for p in reply.images]


def send_kwargs(reply: Reply, quiet: Collection[str] = ()) -> dict[str, Any]:
    """Arguments for `Messageable.send` / `followup.send` that post the reply."""
    out: dict[str, Any] = {"content": content_of(reply, quiet),
                           "allowed_mentions": mentions_of(reply, quiet)}
    files = files_of(reply)
    if files:
        out["files"] = files
    view = view_of(reply.components)
    if view is not None:
        out["view"] = view
    return out


def edit_kwargs(reply: Reply, quiet: Collection[str] = ()) -> dict[str, Any]:
    """Arguments for `Message.edit` / `edit_original_response` that turn a message into
    the reply. A board or hand reply replaces the pictures (none left if it has none);
    another reply keeps the pictures the message has."""
    out: dict[str, Any] = {"content": content_of(reply, quiet),
                           "allowed_mentions": mentions_of(reply, quiet),
                           "view": view_of(reply.components)}
    if reply.images or reply.board or reply.hand:
        out["attachments"] = files_of(reply)
    return out


def card_picture(reply: Reply) -> list[discord.File]:
    """A card's picture as a new file under the card's one name (none without one)."""
    return [discord.File(io.BytesIO(p.data), filename=PICTURE) for p in reply.images[:1]]


def card_send_kwargs(reply: Reply, quiet: Collection[str] = ()) -> dict[str, Any]:
    """Arguments for `send` that post a board reply as a card."""
    files = card_picture(reply)
    out: dict[str, Any] = {"view": layout_of(reply, pinged(reply, quiet), bool(files)),
                           "allowed_mentions": mentions_of(reply, quiet)}
    if files:
        out["files"] = files
    return out


def card_edit_kwargs(reply: Reply, quiet: Collection[str] = ()) -> dict[str, Any]:
    """Arguments for `edit` that turn a board message into the reply's card: a new
    picture replaces the one it shows; without one, the card shows the picture the
    message keeps (when the table draws pictures)."""
    out: dict[str, Any] = {"content": None, "allowed_mentions": mentions_of(reply, quiet)}
    if reply.images:
        out["attachments"] = card_picture(reply)
    pictured = bool(reply.images) or bool(reply.card and reply.card.pictured)
    out["view"] = layout_of(reply, pinged(reply, quiet), pictured)
    return out
