"""The command table (bot.commands): who may use each command is what the service
enforces, and a command written once there is a console command, a slash subcommand and
a table button alike."""

from __future__ import annotations

import itertools

import discord
import pytest
from discord import app_commands

import bot.commands
from bot.commands import answers_privately, command_specs, table_buttons
from bot.console.lines import parse_line
from bot.discord.slash import group_class
from bot.i18n import say
from bot.i18n.format import CATALOGUES
from bot.kinds import FACES, CommandSpec, Param
from bot.replies import Actor, Channel
from bot.service import TableService
from bot.store import SqliteStore

HERE = Channel("guild", "table")
ANN, BOB, CAT = Actor("ann", "Ann"), Actor("bob", "Bob"), Actor("cat", "Cat")
#: what each kind of user hears when they are not allowed (a non-host player, a
#: non-manager player, someone without a seat)
REFUSED = {"host": ("error.not_host", {"host": "Ann"}), "manager": ("error.not_manager", {}),
           "player": ("error.not_in_game", {})}
#: options enough for every command to get as far as asking who is asking
ARGS = {"player": "Ann", "to": "computer", "language": "en", "card": "deck",
        "route": "seattle-portland", "city": "wien", "tickets": "a-b", "cards": "2 red"}


@pytest.fixture
async def service(tmp_path):
    store = SqliteStore(tmp_path / "table.sqlite3")
    await store.open()
    seeds = itertools.count(7)
    yield TableService(store, seeds=lambda: next(seeds), bot_delay=0, turn_limit=None)
    await store.close()


async def texts(service: TableService, spec: CommandSpec) -> list[str]:
    """What a user not allowed to use `spec` is told."""
    actor = CAT if spec.who == "player" else BOB
    return [r.text for r in await spec.call(service, HERE, actor, ARGS)]


async def test_who_may_use_each_command_is_what_the_service_enforces(service):
    guarded = [s for s in (*bot.commands.TABLE_COMMANDS, *FACES["board"].commands)
               if s.typed and s.who != "anyone"]  # a USA game: the board kind's moves
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    in_lobby = {s.name: await texts(service, s) for s in guarded}
    await service.start(HERE, ANN)
    playing = {s.name: await texts(service, s) for s in guarded}
    for spec in guarded:
        key, params = REFUSED[spec.who]
        refused = say("en", key, **params)
        if spec.name == "hint":  # an outsider is told they have no move to make
            refused = say("en", "hint.none")
        assert refused in in_lobby[spec.name] + playing[spec.name], spec.name


def test_a_command_written_once_is_everywhere(monkeypatch):
    ping = CommandSpec("ping", (Param("page", type="number"),), private=True, button=True,
                       run=lambda s, w, a, x: s.status(w, a))
    monkeypatch.setattr(bot.commands, "TABLE_COMMANDS", (*bot.commands.TABLE_COMMANDS, ping))
    for key, words in {"cmd.ping": "Ping", "cmd.ping.page": "Which page"}.items():
        monkeypatch.setitem(CATALOGUES["en"], key, words)  # its catalogue words
    assert command_specs()["ping"] is ping
    line = parse_line("ann /ttr ping 2")
    assert (line.command, line.args) == ("ping", {"page": "2"})
    assert table_buttons()["ping"] is ping and answers_privately("ping")
    group = group_class("PingGroup", [ping])(name="ping-group", description="d")
    command = group.get_command("ping")
    assert isinstance(command, app_commands.Command)
    assert [(p.name, p.type, p.required) for p in command.parameters] == [
        ("page", discord.AppCommandOptionType.integer, False)]


async def test_a_table_button_runs_its_command_on_its_game(service):
    await service.new(HERE, ANN, "usa")
    [lobby] = await service.board(HERE, ANN)
    ids = {c.command: c.custom_id for c in lobby.components}
    assert set(ids) == {f"/ttr {n}" for n in ("join", "leave", "addbot", "start")}
    joined = await service.press(BOB, ids["/ttr join"], place=HERE)
    assert any("Bob" in r.text for r in joined)
    assert not answers_privately("join") and answers_privately("hand")
    assert answers_privately("routes") and not answers_privately("draw-deck")
