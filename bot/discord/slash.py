"""The /ttr slash commands: one group, one subcommand per command of bot.commands.

Each subcommand's options are that command's parameters (tests check they stay the
same); its texts are catalogue messages (`cmd.<name>`, `cmd.<name>.<param>`) marked with
their keys for a translator. A callback only names the service call it makes.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord
from babel import Locale
from discord import app_commands
from discord.app_commands import Choice, locale_str

from engine.bots import LEVELS

from ..i18n import DEFAULT_LOCALE, languages, say
from ..kinds import all_games
from .adapter import adapter_of

Interaction = discord.Interaction[Any]
Suggest = Callable[[Interaction, str], Awaitable[list[Choice[str]]]]


def text(key: str) -> locale_str:
    """A catalogue message in the default language, keyed for a Translator."""
    return locale_str(say(DEFAULT_LOCALE, key), key=key)


def game_choices() -> list[Choice[str]]:
    return [Choice(name=text(f"game.{g}"), value=g) for g in all_games()]


def language_choices() -> list[Choice[str]]:
    """Each language by its own name ("English", "Polski", ...)."""
    return [Choice(name=Locale.parse(code).get_display_name(code) or code, value=code)
            for code in languages()]


def suggest(command: str, option: str) -> Suggest:
    """An autocomplete callback asking the service for the option's suggestions."""
    async def callback(interaction: Interaction, current: str) -> list[Choice[str]]:
        return await adapter_of(interaction).suggest(interaction, command, option, current)
    return callback


async def move(interaction: Interaction, command: str, **args: Any) -> None:
    """A move: the service's `play` with the options given."""
    given = {k: v for k, v in args.items() if v is not None}
    await adapter_of(interaction).command(
        interaction, command, lambda s, p, a: s.play(p, a, command, given))


def describe(command: str, *params: str) -> Callable[[Any], Any]:
    """The catalogue descriptions of a command's options."""
    return app_commands.describe(**{p: text(f"cmd.{command}.{p}") for p in params})


class TtrCommands(app_commands.Group):
    """/ttr: every command of the game tables."""

    def __init__(self) -> None:
        super().__init__(name="ttr", description=text("cmd.ttr"),
                         allowed_contexts=app_commands.AppCommandContext(guild=True))
        from .league import league_group  # it uses this module's helpers
        self.add_command(league_group())

    # --- the table ------------------------------------------------------------------

    @app_commands.command(name="new", description=text("cmd.new"))
    @describe("new", "map", "turn_limit", "private_pile")
    @app_commands.choices(map=game_choices())
    async def new(self, interaction: Interaction, map: str | None = None,
                  turn_limit: str | None = None,
                  private_pile: bool | None = None) -> None:
        await adapter_of(interaction).command(
            interaction, "new", lambda s, p, a: s.new(p, a, map, turn_limit, private_pile))

    @app_commands.command(name="join", description=text("cmd.join"))
    async def join(self, interaction: Interaction) -> None:
        await adapter_of(interaction).command(interaction, "join", lambda s, p, a: s.join(p, a))

    @app_commands.command(name="leave", description=text("cmd.leave"))
    async def leave(self, interaction: Interaction) -> None:
        await adapter_of(interaction).command(interaction, "leave",
                                              lambda s, p, a: s.leave(p, a))

    @app_commands.command(name="addbot", description=text("cmd.addbot"))
    @describe("addbot", "level")
    @app_commands.choices(level=[Choice(name=text(f"level.{b}"), value=b)
                                  for b in LEVELS])
    async def addbot(self, interaction: Interaction, level: str | None = None) -> None:
        await adapter_of(interaction).command(
            interaction, "addbot", lambda s, p, a: s.addbot(p, a, level))

    @app_commands.command(name="start", description=text("cmd.start"))
    async def start(self, interaction: Interaction) -> None:
        await adapter_of(interaction).command(interaction, "start",
                                              lambda s, p, a: s.start(p, a))

    @app_commands.command(name="hand", description=text("cmd.hand"))
    async def hand(self, interaction: Interaction) -> None:
        await adapter_of(interaction).command(interaction, "hand", lambda s, p, a: s.hand(p, a))

    @app_commands.command(name="board", description=text("cmd.board"))
    async def board(self, interaction: Interaction) -> None:
        await adapter_of(interaction).command(interaction, "board",
                                              lambda s, p, a: s.board(p, a))

    @app_commands.command(name="status", description=text("cmd.status"))
    async def status(self, interaction: Interaction) -> None:
        await adapter_of(interaction).command(interaction, "status",
                                              lambda s, p, a: s.status(p, a))

    @app_commands.command(name="rules", description=text("cmd.rules"))
    @describe("rules", "map")
    @app_commands.choices(map=game_choices())
    async def rules(self, interaction: Interaction, map: str | None = None) -> None:
        await adapter_of(interaction).command(interaction, "rules",
                                              lambda s, p, a: s.rules(p, a, map))

    @app_commands.command(name="seat", description=text("cmd.seat"))
    @describe("seat", "player", "to")
    @app_commands.choices(to=[Choice(name=text(f"choice.seat.{w}"), value=w)
                              for w in ("computer", "person")])
    async def seat(self, interaction: Interaction, player: str, to: str) -> None:
        await adapter_of(interaction).command(interaction, "seat",
                                              lambda s, p, a: s.seat(p, a, player, to))

    @app_commands.command(name="abort", description=text("cmd.abort"))
    async def abort(self, interaction: Interaction) -> None:
        await adapter_of(interaction).command(interaction, "abort",
                                              lambda s, p, a: s.abort(p, a))

    @app_commands.command(name="language", description=text("cmd.language"))
    @describe("language", "language")
    @app_commands.choices(language=language_choices())
    async def language(self, interaction: Interaction, language: str) -> None:
        await adapter_of(interaction).command(
            interaction, "language", lambda s, p, a: s.set_language(p, a, language))

    @app_commands.command(name="hint", description=text("cmd.hint"))
    async def hint(self, interaction: Interaction) -> None:
        await adapter_of(interaction).command(interaction, "hint", lambda s, p, a: s.hint(p, a))

    @app_commands.command(name="help", description=text("cmd.help"))
    @describe("help", "command")
    async def help(self, interaction: Interaction, command: str | None = None) -> None:
        await adapter_of(interaction).command(interaction, "help",
                                              lambda s, p, a: s.help(a, command))

    # --- moves ------------------------------------------------------------------------

    @app_commands.command(name="draw", description=text("cmd.draw"))
    @describe("draw", "card")
    @app_commands.autocomplete(card=suggest("draw", "card"))
    async def draw(self, interaction: Interaction, card: str) -> None:
        await move(interaction, "draw", card=card)

    @app_commands.command(name="claim", description=text("cmd.claim"))
    @describe("claim", "route", "color", "cards")
    @app_commands.autocomplete(route=suggest("claim", "route"),
                               color=suggest("claim", "color"))
    async def claim(self, interaction: Interaction, route: str, color: str | None = None,
                    cards: str | None = None) -> None:
        await move(interaction, "claim", route=route, color=color, cards=cards)

    @app_commands.command(name="play", description=text("cmd.play"))
    @describe("play", "cards")
    @app_commands.autocomplete(cards=suggest("play", "cards"))
    async def play(self, interaction: Interaction, cards: str) -> None:
        await move(interaction, "play", cards=cards)

    @app_commands.command(name="tickets", description=text("cmd.tickets"))
    async def tickets(self, interaction: Interaction) -> None:
        await move(interaction, "tickets")

    @app_commands.command(name="keep", description=text("cmd.keep"))
    @describe("keep", "tickets")
    @app_commands.autocomplete(tickets=suggest("keep", "tickets"))
    async def keep(self, interaction: Interaction, tickets: str) -> None:
        await move(interaction, "keep", tickets=tickets)

    @app_commands.command(name="station", description=text("cmd.station"))
    @describe("station", "city", "color", "cards")
    @app_commands.autocomplete(city=suggest("station", "city"),
                               color=suggest("station", "color"))
    async def station(self, interaction: Interaction, city: str, color: str | None = None,
                      cards: str | None = None) -> None:
        await move(interaction, "station", city=city, color=color, cards=cards)

    @app_commands.command(name="pay", description=text("cmd.pay"))
    @describe("pay", "color", "cards")
    @app_commands.autocomplete(color=suggest("pay", "color"))
    async def pay(self, interaction: Interaction, color: str | None = None,
                  cards: str | None = None) -> None:
        await move(interaction, "pay", color=color, cards=cards)

    @app_commands.command(name="withdraw", description=text("cmd.withdraw"))
    async def withdraw(self, interaction: Interaction) -> None:
        await move(interaction, "withdraw")

    @app_commands.command(name="pass", description=text("cmd.pass"))
    async def pass_(self, interaction: Interaction) -> None:
        await move(interaction, "pass")
