"""Every message that names a command or an option names it in the reader's language:
no English command or option name in a Czech, Polish or Hungarian reply; slash command
descriptions without backticks (Discord shows them literally)."""

from __future__ import annotations

import re
import string

import pytest

from bot.commands import command_words
from bot.i18n import CATALOGUES, Phrase, say
from bot.i18n.names import COMMAND_NAMES, OPTION_NAMES
from bot.i18n.phrases import Plural
from bot.replies import Menu
from bot.service import Refusal
from bot.table.answers import refusal_phrase
from tests.test_bot_service import ANN, HERE, Actor, current, playing
from tests.test_bot_service import service as service  # the fixture

OTHERS = ("cs", "pl", "hu")


def filled(lang: str, key: str) -> str:
    entry = CATALOGUES[lang][key]
    templates = entry.forms.values() if isinstance(entry, Plural) else [entry]
    names = {n for t in templates for _, n, _, _ in string.Formatter().parse(t) if n}
    return say(lang, Phrase(key, dict.fromkeys(names, 2)))


def english_names(lang: str) -> tuple[set[str], set[str]]:
    """English command and option names that this language calls otherwise."""
    commands = {c for c, name in COMMAND_NAMES[lang].items() if name != c}
    options = {o for o, name in OPTION_NAMES[lang].items() if name != o}
    return commands, options


@pytest.mark.parametrize("lang", OTHERS)
def test_no_message_names_an_english_command_or_option(lang):
    commands, options = english_names(lang)
    wrong = []
    for key in CATALOGUES[lang]:
        if key.startswith(("picture.", "console.")):
            continue  # the console is typed in English
        text = filled(lang, key)
        for command in re.findall(r"/ttr ([\w-]+)", text):
            if command in commands:
                wrong.append((key, command))
        for option in re.findall(r"(?<![\w/])([a-z_]+):\S", text):
            if option in options:
                wrong.append((key, option))
    assert wrong == []


@pytest.mark.parametrize("lang", ["en", *OTHERS])
def test_slash_descriptions_have_no_backticks(lang):
    assert [k for k, v in CATALOGUES[lang].items()
            if k.startswith("cmd.") and "`" in str(v)] == []


@pytest.mark.parametrize("lang", OTHERS)
def test_a_hint_names_the_command_and_cards_in_the_readers_words(lang):
    commands, options = english_names(lang)
    for command, args in (("keep", {"tickets": ["denver-el_paso", "boston-miami"]}),
                          ("claim", {"route": "denver-omaha", "cards": "2 red 2 locomotive"}),
                          ("draw", {"card": "deck"}), ("draw", {"card": "red"}),
                          ("claim", {"route": "denver-omaha", "color": "red"}),
                          ("station", {"city": "wien", "cards": "1 blue"})):
        text = say(lang, Phrase("hint.command", {"command": command_words(command, args)}))
        name = COMMAND_NAMES[lang][command]
        assert f"/ttr {name}" in text, text
        assert not re.search(r"\b(red|deck|locomotive|blue|with)\b", text), text
        assert not [o for o in options if f"{o}:" in text], text


async def test_the_hint_says_the_command_as_a_czech_player_types_it(service):  # noqa: F811
    await playing(service)
    me, _ = await current(service)
    czech = Actor(me.id, me.name, locale="cs")
    text = (await service.hint(HERE, czech))[0].text
    assert text.startswith("Počítač by zahrál: /ttr ")
    assert not re.search(r"/ttr (keep|draw|claim|tickets)\b", text), text


async def test_option_names_in_refusals_are_translated(service):  # noqa: F811
    replies = await service.new(HERE, Actor("ann", "Ann", locale="pl"), "usa",
                                private_pile="yes")
    assert "własny-stos" in replies[0].text and "private_pile" not in replies[0].text
    phrase = refusal_phrase(None, Refusal("bad_option", option="to", value="x"))
    assert say("hu", phrase) == "„x” nem érvényes érték ehhez: kinek."


async def test_an_unknown_computer_player_is_answered_with_translated_names(service):  # noqa: F811
    await service.new(HERE, ANN, "usa")
    replies = await service.addbot(HERE, Actor("ann", "Ann", locale="cs"), "genius")
    assert "snadný (easy)" in replies[0].text and "náhodný (random)" in replies[0].text


async def test_help_for_claim_shows_the_with_form(service):  # noqa: F811
    text = (await service.help(ANN, "claim"))[0].text
    assert "/ttr claim <route> [color] [cards]" in text
    assert "with 2 red 1 locomotive" in text
    czech = (await service.help(Actor("ann", "Ann", locale="cs"), "zabrat"))[0].text
    assert "/ttr zabrat <trať> [barva] [karty]" in czech and "za 2 červené" in czech


async def test_new_without_a_game_asks_with_a_menu_that_opens_the_table(service):  # noqa: F811
    [reply] = await service.new(HERE, ANN, "")
    assert reply.ephemeral and "Which game" in reply.text
    [menu] = reply.components
    assert isinstance(menu, Menu)
    assert [o.value for o in menu.options] == ["usa", "europe", "nordic", "cardgame"]
    replies = await service.press(ANN, menu.custom_id, ["nordic"], place=HERE)
    assert "Ticket to Ride: Nordic Countries" in replies[0].text
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    assert record.status == "lobby"


def test_keeping_no_ticket_in_every_language():
    from bot.kinds import FACES
    from engine.cardgame import KeepTickets, new_game
    state, _ = new_game(["Ann", "Bob"], 1)
    for word in ("none", "žádnou", "żadnego", "semmit", "egyet sem", "NIC"):
        assert FACES["cardgame"].action_for(state, 0, "keep", {"tickets": word}) == (
            KeepTickets(tickets=())), word


def test_the_hungarian_commands_match_their_buttons():
    assert COMMAND_NAMES["hu"]["withdraw"] == "lemondás"
    assert COMMAND_NAMES["hu"]["hand"] == "lapjaim" and say("hu", "button.hand") == "Lapjaim"
    assert say("hu", "button.withdraw").startswith("Lemondás")
