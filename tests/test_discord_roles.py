"""A season's winner given its role on Discord only where the bot may: a role of the
server below the bot's highest, with Manage Roles; otherwise the season says so."""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

import discord

from bot.discord.roles import DiscordRoles


@dataclass(frozen=True, order=True)
class Role:
    position: int
    id: int = 0
    managed: bool = False


class Client:
    def __init__(self, *, manage: bool, fail: bool = False) -> None:
        self.given: list[tuple[int, int, int]] = []
        self.fail = fail
        roles = {7: Role(2, 7), 8: Role(9, 8), 9: Role(1, 9, managed=True)}
        me = SimpleNamespace(top_role=Role(5), guild_permissions=SimpleNamespace(
            manage_roles=manage))
        self.guild = SimpleNamespace(get_role=roles.get, me=me)
        self.http = SimpleNamespace(add_role=self.add_role)

    def get_guild(self, guild: int) -> Any:
        return self.guild if guild == 1 else None

    async def add_role(self, guild: int, user: int, role: int, *, reason: str) -> None:
        if self.fail:
            raise discord.HTTPException(SimpleNamespace(status=403, reason="Forbidden"),
                                        {"code": 50013, "message": "Missing Permissions"})
        self.given.append((guild, user, role))


async def test_the_role_is_given_only_where_the_bot_may():
    client = Client(manage=True)
    roles = DiscordRoles(client)  # type: ignore[arg-type]
    assert await roles.give("1", "42", "<@&7>") == "given"
    assert client.given == [(1, 42, 7)]
    assert await roles.give("1", "42", "<@&8>") == "not_allowed"  # above the bot's own
    assert await roles.give("1", "42", "<@&9>") == "not_allowed"  # an integration's
    assert await roles.give("1", "42", "<@&6>") == "not_allowed"  # no such role
    assert await roles.give("1", "42", "Champion") == "not_allowed"  # a name, not a role
    assert await roles.give("2", "42", "<@&7>") == "not_allowed"  # not a server of the bot
    assert await DiscordRoles(Client(manage=False)).give(  # type: ignore[arg-type]
        "1", "42", "<@&7>") == "not_allowed"
    assert await DiscordRoles(Client(manage=True, fail=True)).give(  # type: ignore[arg-type]
        "1", "42", "<@&7>") == "failed"
    assert client.given == [(1, 42, 7)]
