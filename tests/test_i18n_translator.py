"""The discord.py Translator: the real /ttr command tree, translated offline, carries
Czech, Polish and Hungarian names, descriptions and choice names that Discord accepts,
and nothing for English (the commands' own text)."""

from __future__ import annotations

import re

import discord
import pytest
from discord import app_commands

from bot.commands import command_specs
from bot.discord.slash import TtrCommands
from bot.i18n import say
from bot.i18n.translator import CatalogueTranslator

LOCALES = {"cs": discord.Locale.czech, "pl": discord.Locale.polish,
           "hu": discord.Locale.hungarian}
#: Discord's rule for command and option names (lower case, letters, digits, - and _)
NAME = re.compile(r"^[-_\w]{1,32}$")


@pytest.fixture
async def payload() -> dict:
    client = discord.Client(intents=discord.Intents.default())
    tree = app_commands.CommandTree(client)
    group = TtrCommands()
    tree.add_command(group)
    translator = CatalogueTranslator()
    await tree.set_translator(translator)
    return await group.get_translated_payload(tree, translator)


def localised_name(item: dict, locale: str) -> str:
    name = item["name_localizations"][locale]
    assert NAME.match(name) and name == name.lower(), name
    return name


def localised_description(item: dict, locale: str) -> str:
    text = item["description_localizations"][locale]
    assert 1 <= len(text) <= 100, text
    return text


@pytest.mark.parametrize("lang", sorted(LOCALES))
async def test_every_subcommand_and_option_is_named_and_described(payload, lang):
    locale = LOCALES[lang].value
    groups = [c for c in payload["options"] if c["type"] == 2]  # /ttr league ...
    for group in groups:
        assert localised_description(group, locale) == say(lang, f"cmd.{group['name']}")
    commands = [c for c in payload["options"] if c["type"] != 2]
    commands += [c for group in groups for c in group["options"]]
    assert {c["name"] for c in commands} == set(command_specs())
    names = [localised_name(c, locale) for c in commands]
    assert len(set(names)) == len(names)
    for command in commands:
        assert localised_description(command, locale) == say(lang, f"cmd.{command['name']}")
        options = command.get("options", [])
        option_names = [localised_name(o, locale) for o in options]
        assert len(set(option_names)) == len(option_names), command["name"]
        for option in options:
            assert localised_description(option, locale) == say(
                lang, f"cmd.{command['name']}.{option['name']}")


@pytest.mark.parametrize("lang", sorted(LOCALES))
async def test_the_group_keeps_its_name_and_gets_a_description(payload, lang):
    assert payload["name"] == "ttr" and not payload.get("name_localizations")
    assert localised_description(payload, LOCALES[lang].value) == say(lang, "cmd.ttr")


async def test_game_choices_are_named_in_each_language(payload):
    new = next(c for c in payload["options"] if c["name"] == "new")
    game = next(o for o in new["options"] if o["name"] == "map")
    choices = {c["value"]: c for c in game["choices"]}
    assert choices["europe"]["name_localizations"] == {
        "cs": "Ticket to Ride: Evropa", "pl": "Wsiąść do Pociągu: Europa",
        "hu": "Ticket to Ride: Európa"}
    for choice in choices.values():
        for lang, locale in LOCALES.items():
            name = choice["name_localizations"][locale.value]
            assert name == say(lang, f"game.{choice['value']}") and len(name) <= 100


async def test_english_and_languages_we_lack_keep_the_default_text(payload):
    for item in [payload, *payload["options"]]:
        for field in ("name_localizations", "description_localizations"):
            assert set(item.get(field) or {}) <= {"cs", "pl", "hu"}, item["name"]


async def test_examples_of_what_czech_players_see(payload):
    claim = next(c for c in payload["options"] if c["name"] == "claim")
    assert claim["name_localizations"]["cs"] == "zabrat"
    assert [o["name_localizations"]["cs"] for o in claim["options"]] == [
        "trať", "barva", "karty"]
    assert claim["description_localizations"]["pl"] == "Utwórz połączenie"
    assert claim["name_localizations"]["hu"] == "lefoglalás"
