"""The /ttr command tree: Discord's limits (which discord.py does not all check), the same
commands and parameters as the console's, catalogue texts keyed for translation, and
syncing only when asked or when the commands changed."""

from __future__ import annotations

import json
import re
from types import SimpleNamespace
from unittest.mock import AsyncMock, patch

import discord
import pytest
from discord import app_commands

from bot.commands import command_specs
from bot.discord.client import TableBot
from bot.discord.slash import TtrCommands
from bot.discord.sync import command_payload, payload_hash, sync_commands
from bot.i18n import say
from bot.kinds import all_games
from bot.settings import Settings
from bot.store import SqliteStore

NAME = re.compile(r"^[-_\w]{1,32}$")
STRING, BOOLEAN, SUB_COMMAND, SUB_COMMAND_GROUP, INTEGER, USER, ROLE = 3, 5, 1, 2, 4, 6, 8

#: every subcommand with its options: (name, type, required, how values are offered)
SNAPSHOT = {
    "new": [("map", STRING, False, "choices"), ("turn_limit", STRING, False, None),
            ("private_pile", BOOLEAN, False, None), ("away", STRING, False, "choices")],
    "join": [], "leave": [], "addbot": [("level", STRING, False, "choices")],
    "start": [], "hand": [], "board": [], "status": [],
    "rules": [("map", STRING, False, "choices")],
    "seat": [("player", STRING, True, None), ("to", STRING, True, "choices")],
    "abort": [],
    "hint": [], "help": [("command", STRING, False, None)],
    "games": [("page", INTEGER, False, None)],
    "draw": [("card", STRING, True, "autocomplete")],
    "claim": [("route", STRING, True, "autocomplete"), ("color", STRING, False, "autocomplete"),
              ("cards", STRING, False, None)],
    "play": [("cards", STRING, True, "autocomplete")],
    "tickets": [], "keep": [("tickets", STRING, True, "autocomplete")],
    "station": [("city", STRING, True, "autocomplete"), ("color", STRING, False, "autocomplete"),
                ("cards", STRING, False, None)],
    "pay": [("color", STRING, False, "autocomplete"), ("cards", STRING, False, None)],
    "withdraw": [], "pass": [],
    # /ttr league ... (Discord allows 25 subcommands in /ttr)
    "stats": [("user", USER, False, None), ("map", STRING, False, "choices")],
    "leaderboard": [("map", STRING, False, "choices"), ("page", INTEGER, False, None),
                    ("all_time", BOOLEAN, False, None)],
    "history": [("page", INTEGER, False, None)], "log": [("page", INTEGER, False, None)],
    "replay": [("game", INTEGER, False, None)], "export": [("game", INTEGER, False, None)],
    "forget-me": [],
    "daily": [("map", STRING, False, "choices")],
    "daily-results": [("map", STRING, False, "choices"), ("day", STRING, False, None)],
    "daily-month": [("map", STRING, False, "choices"), ("month", STRING, False, None)],
    "season-start": [("map", STRING, False, "choices"), ("days", INTEGER, False, None),
                     ("role", ROLE, False, None)],
    "season-end": [("map", STRING, False, "choices")],
    "season-history": [("map", STRING, False, "choices"), ("season", INTEGER, False, None)],
    "predict": [("player", STRING, False, None)], "predictions": [("page", INTEGER, False, None)],
    "tournament-create": [("map", STRING, False, "choices"), ("format", STRING, False, "choices"),
                          ("rounds", INTEGER, False, None), ("size", INTEGER, False, None),
                          ("turn_limit", STRING, False, None), ("level", STRING, False, "choices"),
                          ("round_limit", STRING, False, None)],
    "tournament-join": [], "tournament-start": [], "tournament-status": [],
    "tournament-abort": [],
    # /ttr settings ... (server managers; notify: anyone)
    "language": [("language", STRING, True, "choices")],
    "threads": [("threads", STRING, True, "choices")],
    "notify": [("notify", STRING, True, "choices"), ("minutes", INTEGER, False, None)],
    "limits": [("per_person", INTEGER, False, None), ("per_server", INTEGER, False, None)],
    "daily-channel": [("channel", STRING, False, None)],
    "away": [("duration", STRING, True, None)], "back": [],
    "digest": [("digest", STRING, True, "choices")],
}


@pytest.fixture
def tree() -> app_commands.CommandTree:
    client = discord.Client(intents=discord.Intents.default())
    tree = app_commands.CommandTree(client)
    tree.add_command(TtrCommands())
    return tree


def payload(tree: app_commands.CommandTree) -> dict:
    [ttr] = tree.get_commands()
    return ttr.to_dict(tree)


def subcommands(data: dict) -> list[dict]:
    """Every subcommand of /ttr, those in its subcommand groups included."""
    found = []
    for sub in data["options"]:
        found += sub["options"] if sub["type"] == SUB_COMMAND_GROUP else [sub]
    return found


def texts(node: dict) -> int:
    """Characters Discord counts toward a command's 8000: names, descriptions, values."""
    total = len(node.get("name", "")) + len(node.get("description", ""))
    total += sum(len(c["name"]) + len(str(c["value"])) for c in node.get("choices", []))
    return total + sum(texts(o) for o in node.get("options", []))


def test_one_guild_only_group_without_default_permissions(tree):
    data = payload(tree)
    assert data["name"] == "ttr" and data["type"] == 1
    assert data["contexts"] == [0]  # servers only
    assert data.get("default_member_permissions") is None  # abort is for the host too


def test_the_tree_respects_discords_limits(tree):
    data = payload(tree)
    assert len(data["options"]) <= 25 and texts(data) <= 8000
    assert 1 <= len(data["description"]) <= 100
    for group in (o for o in data["options"] if o["type"] == SUB_COMMAND_GROUP):
        assert len(group["options"]) <= 25 and NAME.match(group["name"])
        assert 1 <= len(group["description"]) <= 100
    for sub in subcommands(data):
        assert sub["type"] == SUB_COMMAND
        assert NAME.match(sub["name"]) and sub["name"] == sub["name"].lower()
        assert 1 <= len(sub["description"]) <= 100
        assert len(sub["options"]) <= 25
        for option in sub["options"]:
            assert NAME.match(option["name"]) and option["name"] == option["name"].lower()
            assert 1 <= len(option["description"]) <= 100
            assert len(option.get("choices", [])) <= 25
            for choice in option.get("choices", []):
                assert 1 <= len(choice["name"]) <= 100 and 1 <= len(choice["value"]) <= 100
            assert not (option.get("choices") and option.get("autocomplete"))
        names = [o["name"] for o in sub["options"]]
        required = [o["required"] for o in sub["options"]]
        assert required == sorted(required, reverse=True)  # required ones first
        assert len(set(names)) == len(names)


def test_the_tree_matches_its_snapshot(tree):
    found = {}
    for sub in subcommands(payload(tree)):
        found[sub["name"]] = [
            (o["name"], o["type"], o["required"],
             "choices" if o.get("choices") else "autocomplete" if o.get("autocomplete")
             else None)
            for o in sub["options"]]
    assert found == SNAPSHOT


def test_slash_commands_stand_in_their_groups_and_ttr_holds_25(tree):
    data = payload(tree)
    groups = {o["name"]: [s["name"] for s in o["options"]] for o in data["options"]
              if o["type"] == SUB_COMMAND_GROUP}
    assert groups == {"league": ["stats", "leaderboard", "history", "log", "replay", "export",
                                 "forget-me", "daily", "daily-results", "daily-month",
                                 "season-start", "season-end", "season-history", "predict",
                                 "predictions", "tournament-create", "tournament-join",
                                 "tournament-start", "tournament-status", "tournament-abort"],
                      "settings": ["language", "threads", "notify", "limits",
                                   "daily-channel", "away", "back", "digest"]}
    assert len(data["options"]) == 25
    [threads] = [o for o in subcommands(data) if o["name"] == "threads"]
    assert [c["value"] for c in threads["options"][0]["choices"]] == ["on", "off"]


def test_slash_commands_are_the_console_commands(tree):
    """Every command the console knows is a /ttr subcommand with the same parameters, in
    the same order and equally required."""
    specs = command_specs()
    subs = {s["name"]: s for s in subcommands(payload(tree))}
    assert set(subs) == set(specs)
    for name, spec in specs.items():
        options = [(o["name"], o["required"]) for o in subs[name]["options"]]
        assert options == [(p.name, p.required) for p in spec.params], name


def test_texts_come_from_the_catalogue_with_their_keys(tree):
    """Descriptions and choice names are catalogue messages, marked with their message id
    so a Translator (issue 9) can translate them."""
    [ttr] = tree.get_commands()
    for command in ttr.walk_commands():
        assert command._locale_description.extras["key"] == f"cmd.{command.name}"
        if isinstance(command, app_commands.Group):
            continue
        assert command.description == say("en", f"cmd.{command.name}")
        for param in command.parameters:
            key = f"cmd.{command.name}.{param.name}"
            assert param.locale_description.extras["key"] == key
            assert param.description == say("en", key)
    new = ttr.get_command("new")
    [games] = [p for p in new.parameters if p.name == "map"]
    assert [(c.name, c.value) for c in games.choices] == [
        (say("en", f"game.{g}"), g) for g in all_games()]
    assert games.choices[0]._locale_name.extras["key"] == "game.usa"


async def test_the_payload_hash_changes_with_the_commands(tree):
    first = payload_hash(await command_payload(tree))
    again = app_commands.CommandTree(discord.Client(intents=discord.Intents.default()))
    again.add_command(TtrCommands())
    assert payload_hash(await command_payload(again)) == first  # stable across starts
    [ttr] = again.get_commands()
    ttr.get_command("help").description = "Something else"
    assert payload_hash(await command_payload(again)) != first
    json.dumps(await command_payload(tree))  # plain data


@pytest.fixture
async def store(tmp_path):
    store = SqliteStore(tmp_path / "sync.sqlite3")
    await store.open()
    yield store
    await store.close()


def settings(**kw) -> Settings:
    return Settings(discord_token=None, _env_file=None, **kw)


async def test_commands_are_synced_only_when_they_changed(tree, store):
    with patch.object(tree, "sync", AsyncMock(return_value=[])) as sync:
        assert await sync_commands(tree, store, settings())
        assert not await sync_commands(tree, store, settings())  # the next start
        assert sync.await_count == 1 and sync.await_args.kwargs == {"guild": None}
        [ttr] = tree.get_commands()
        ttr.get_command("help").description = "Changed"
        assert await sync_commands(tree, store, settings())
        assert await sync_commands(tree, store, settings(sync_commands="always"))
        assert not await sync_commands(tree, store, settings(sync_commands="never"))
        assert sync.await_count == 3


async def test_a_development_server_gets_a_copy_synced_at_once(tree, store):
    with patch.object(tree, "sync", AsyncMock(return_value=[])) as sync:
        assert await sync_commands(tree, store, settings(dev_guild_id=42))
        assert sync.await_args.kwargs["guild"].id == 42
        assert [c.name for c in tree.get_commands(guild=discord.Object(42))] == ["ttr"]
        # the global commands were not sent, and are still due
        assert not await sync_commands(tree, store, settings(dev_guild_id=42))
        assert await sync_commands(tree, store, settings())
        assert sync.await_args.kwargs == {"guild": None}


async def test_a_refused_sync_is_logged_and_tried_again_next_start(tree, store):
    refused = discord.HTTPException(SimpleNamespace(status=400, reason="Bad Request"),
                                    {"code": 50035, "message": "Invalid Form Body"})
    with patch.object(tree, "sync", AsyncMock(side_effect=refused)):
        assert not await sync_commands(tree, store, settings())
    with patch.object(tree, "sync", AsyncMock(return_value=[])) as sync:
        assert await sync_commands(tree, store, settings())
        sync.assert_awaited_once()


def test_the_bot_asks_for_no_privileged_intent():
    bot = TableBot(settings())
    assert not (bot.intents.message_content or bot.intents.members or bot.intents.presences)
    assert bot.allowed_mentions.everyone is False and bot.allowed_mentions.roles is False
    assert [c.name for c in bot.tree.get_commands()] == ["ttr"]
