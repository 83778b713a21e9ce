"""The /ttr slash commands, built from the command table (bot.commands): one subcommand
per command, the league's in the subcommand group `/ttr league`.

Each subcommand's options are that command's parameters (tests check they stay the
same); its texts are catalogue messages (`cmd.<name>`, `cmd.<name>.<param>`) marked with
their keys for a translator. A callback only runs the command's service call.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import Choice, locale_str

from ..commands import slash_specs
from ..i18n import DEFAULT_LOCALE, Phrase, say
from ..kinds import CommandSpec, Param
from .adapter import adapter_of

Interaction = discord.Interaction[Any]
Suggest = Callable[[Interaction, str], Awaitable[list[Choice[str]]]]

#: an option's type on Discord by the kind of value it holds
TYPES: dict[str, type] = {"text": str, "number": int, "yes_no": bool, "user": discord.User}


def text(key: str) -> locale_str:
    """A catalogue message in the default language, keyed for a Translator."""
    return locale_str(say(DEFAULT_LOCALE, key), key=key)


def choices_of(param: Param) -> list[Choice[str]]:
    """Discord's choices for an option with a fixed list of values."""
    assert param.choices is not None
    return [Choice(name=text(label.key) if isinstance(label, Phrase) else label, value=value)
            for value, label in param.choices()]


def suggest(command: str, option: str) -> Suggest:
    """An autocomplete callback asking the service for the option's suggestions."""
    async def callback(interaction: Interaction, current: str) -> list[Choice[str]]:
        return await adapter_of(interaction).suggest(interaction, command, option, current)
    return callback


def _value(value: Any) -> Any:
    """An option's value as the service reads it: a person as their mention."""
    if isinstance(value, discord.User | discord.Member):
        return f"<@{value.id}>"
    return value


def _signature(spec: CommandSpec) -> inspect.Signature:
    """The callback's signature discord.py reads the options from: the group, the
    interaction, then each parameter with its type (optional ones default to None)."""
    def param(name: str, **how: Any) -> inspect.Parameter:
        return inspect.Parameter(name, inspect.Parameter.POSITIONAL_OR_KEYWORD, **how)
    return inspect.Signature(
        [param("group"), param("interaction", annotation=Interaction)]
        + [param(p.name, annotation=TYPES[p.type]) if p.required else
           param(p.name, annotation=TYPES[p.type] | None, default=None)
           for p in spec.params])


def subcommand(spec: CommandSpec, owner: str) -> app_commands.Command[Any, ..., None]:
    """The subcommand of `spec`, a method of the Group class `owner` (discord.py passes
    the group first, as to a method)."""
    async def callback(group: app_commands.Group, interaction: Interaction,
                       **options: Any) -> None:
        given = {k: _value(v) for k, v in options.items() if v is not None}
        await adapter_of(interaction).command(
            interaction, spec.name, lambda s, p, a: spec.call(s, p, a, given))
    callback.__qualname__ = f"{owner}.{spec.name}"
    callback.__signature__ = _signature(spec)  # type: ignore[attr-defined]
    callback = app_commands.describe(
        **{p.name: text(f"cmd.{spec.name}.{p.name}") for p in spec.params})(callback)
    callback = app_commands.choices(
        **{p.name: choices_of(p) for p in spec.params if p.choices})(callback)
    callback = app_commands.autocomplete(
        **{p.name: suggest(spec.name, p.name) for p in spec.params if p.suggest})(callback)
    return app_commands.Command(name=spec.name, description=text(f"cmd.{spec.name}"),
                                callback=callback)


def group_class(owner: str, specs: Iterable[CommandSpec],
                **groups: app_commands.Group) -> type[app_commands.Group]:
    """A Group class holding a subcommand per command, then the subgroups."""
    members: dict[str, Any] = {s.name: subcommand(s, owner) for s in specs}
    return type(owner, (app_commands.Group,), {**members, **groups})


def subgroups(specs: Iterable[CommandSpec]) -> dict[str, app_commands.Group]:
    """/ttr's subcommand groups (/ttr league ...), each with its commands in order."""
    found: dict[str, list[CommandSpec]] = {}
    for spec in specs:
        if spec.group is not None:
            found.setdefault(spec.group, []).append(spec)
    return {name: group_class(f"{name.title()}Group", group)(
                name=name, description=text(f"cmd.{name}"))
            for name, group in found.items()}


class TtrCommands(group_class("TtrGroup", [s for s in slash_specs() if s.group is None],
                              **subgroups(slash_specs()))):
    """/ttr: every command of the game tables."""

    def __init__(self) -> None:
        super().__init__(name="ttr", description=text("cmd.ttr"),
                         allowed_contexts=app_commands.AppCommandContext(guild=True))
