"""The Czech, Polish and Hungarian catalogues: every English message exists in each with
the same placeholders (keys added to en.py later included), plurals have every CLDR form
of the language and pick the right one, picture words are complete, and what Discord
shows fits its limits."""

from __future__ import annotations

import re
import string

import pytest
from babel import Locale

from bot.commands import command_specs
from bot.i18n import (
    Phrase,
    Plural,
    canonical_command,
    command_name,
    cs,
    hu,
    option_name,
    pl,
    say,
)
from bot.i18n.en import CATALOGUE as ENGLISH
from bot.i18n.format import CATALOGUES
from bot.pictures import labels_for
from render.labels import ENGLISH as PICTURE_ENGLISH

LANGUAGES = ("cs", "pl", "hu")
MODULES = {"cs": cs, "pl": pl, "hu": hu}
#: Discord's rule for command and option names
NAME = re.compile(r"^[-_\w]{1,32}$")
#: translations that may read like the English: the brand, and the bonus card's name
SAME_AS_ENGLISH = {"game.usa", "picture.globetrotter_bonus", "tournament.column.buchholz"}


def templates(entry: str | Plural) -> list[str]:
    return list(entry.forms.values()) if isinstance(entry, Plural) else [entry]


#: a colour's name in its masculine form (Polish "kolor czerwony") stands for the colour
AGREEING = {"colour_m": "colour", "color_m": "color"}


def placeholders(entry: str | Plural) -> set[str]:
    return {AGREEING.get(name, name) for t in templates(entry)
            for _, name, _, _ in string.Formatter().parse(t) if name is not None}


def plural_forms(lang: str) -> set[str]:
    """Every CLDR plural category of the language ("other" included)."""
    return set(Locale.parse(lang).plural_form.tags) | {"other"}


# --- completeness ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_english_message_is_translated(lang):
    assert sorted(set(ENGLISH) - set(CATALOGUES[lang])) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_translation_has_exactly_the_placeholders_of_the_english(lang):
    catalogue = CATALOGUES[lang]
    wrong = {key: (sorted(placeholders(catalogue[key])), sorted(placeholders(entry)))
             for key, entry in ENGLISH.items()
             if key in catalogue and placeholders(catalogue[key]) != placeholders(entry)}
    assert wrong == {}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_exists_only_in_a_translation(lang):
    extra = set(CATALOGUES[lang]) - set(ENGLISH) - {f"picture.{k}" for k in PICTURE_ENGLISH}
    assert sorted(extra) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_templates_are_well_formed_and_fill_in(lang):
    for key, entry in CATALOGUES[lang].items():
        assert isinstance(entry, str | Plural), key
        for template in templates(entry):
            assert template.strip(), key
            assert re.fullmatch(r"(?:[^{}]|\{[a-z_]+\})*", template), key
        params = {name: 7 for t in templates(entry)
                  for _, name, _, _ in string.Formatter().parse(t) if name is not None}
        said = say(lang, Phrase(key, params)) if not key.startswith("picture.") else None
        assert said is None or "…" not in said, key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_nothing_is_left_in_english(lang):
    """A translation equal to its English is a message nobody translated, unless it holds
    no word at all ("{a} – {b}") or is a name (the brand, the Globetrotter card)."""
    catalogue = CATALOGUES[lang]
    english = {**ENGLISH, **{f"picture.{k}": v for k, v in PICTURE_ENGLISH.items()}}
    same = [key for key, entry in english.items()
            if key in catalogue and templates(catalogue[key]) == templates(entry)
            and key not in SAME_AS_ENGLISH
            and any(re.search(r"[A-Za-z]", re.sub(r"\{[a-z_]+\}", "", t))
                    for t in templates(entry))]
    assert same == []


# --- plurals ----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_plural_has_each_cldr_form_of_the_language(lang):
    needed = plural_forms(lang)
    for key, entry in CATALOGUES[lang].items():
        if not isinstance(entry, Plural):
            continue
        assert set(entry.forms) == needed, key
        if key.startswith("picture."):
            continue  # a picture's counted word: render writes the number before it
        english = ENGLISH[key]
        # the number is shown, or English counts by it too (its forms may be alike)
        assert entry.count in placeholders(english) or (
            isinstance(english, Plural) and english.count == entry.count), key
        if isinstance(english, Plural):
            assert entry.count == english.count, key


def test_the_languages_have_the_cldr_plural_forms_we_expect():
    assert plural_forms("cs") == {"one", "few", "many", "other"}
    assert plural_forms("pl") == {"one", "few", "many", "other"}
    assert plural_forms("hu") == {"one", "other"}


@pytest.mark.parametrize("lang,key,expected", [
    ("cs", "count.cards", ["1 karta", "2 karty", "5 karet", "22 karet"]),
    ("cs", "cards.locomotive", ["1 lokomotiva", "2 lokomotivy", "5 lokomotiv",
                                "22 lokomotiv"]),
    ("cs", "count.trains", ["1 vagonek", "2 vagonky", "5 vagonků", "22 vagonků"]),
    ("cs", "count.tickets", ["1 vlaková linka", "2 vlakové linky", "5 vlakových linek",
                             "22 vlakových linek"]),
    ("cs", "cards.yellow", ["1 žlutá karta", "2 žluté karty", "5 žlutých karet",
                            "22 žlutých karet"]),
    ("pl", "count.cards", ["1 karta", "2 karty", "5 kart", "22 karty"]),
    ("pl", "cards.locomotive", ["1 Lokomotywa", "2 Lokomotywy", "5 Lokomotyw",
                                "22 Lokomotywy"]),
    ("pl", "count.tickets", ["1 Bilet", "2 Bilety", "5 Biletów", "22 Bilety"]),
    ("pl", "count.stations", ["1 Dworzec", "2 Dworce", "5 Dworców", "22 Dworce"]),
    ("pl", "cards.blue", ["1 niebieska karta", "2 niebieskie karty", "5 niebieskich kart",
                          "22 niebieskie karty"]),
    ("hu", "count.cards", ["1 kártya", "2 kártya", "5 kártya", "22 kártya"]),
    ("hu", "count.tickets", ["1 menetjegykártya", "2 menetjegykártya", "5 menetjegykártya",
                             "22 menetjegykártya"]),
    ("hu", "cards.red", ["1 piros kártya", "2 piros kártya", "5 piros kártya",
                         "22 piros kártya"]),
])
def test_plural_forms_for_1_2_5_and_22(lang, key, expected):
    assert [say(lang, key, count=n) for n in (1, 2, 5, 22)] == expected


@pytest.mark.parametrize("lang,expected", [
    ("cs", ["Ponech si alespoň 1 vlakovou linku.", "Ponech si alespoň 2 vlakové linky.",
            "Ponech si alespoň 5 vlakových linek.", "Ponech si alespoň 22 vlakových linek."]),
    ("pl", ["Zatrzymaj co najmniej 1 Bilet.", "Zatrzymaj co najmniej 2 Bilety.",
            "Zatrzymaj co najmniej 5 Biletów.", "Zatrzymaj co najmniej 22 Bilety."]),
    ("hu", ["Tarts meg legalább 1 menetjegykártyát."] + [
        f"Tarts meg legalább {n} menetjegykártyát." for n in (2, 5, 22)]),
])
def test_a_rule_error_counts_its_own_parameter(lang, expected):
    assert [say(lang, "error.keep_more_tickets", keep_min=n) for n in (1, 2, 5, 22)] == expected


def test_a_plural_inside_a_sentence_and_a_list_is_said_in_the_same_language():
    hand = {"count": 3, "cards": Phrase("cards.none")}
    assert say("cs", "hand.cards", **hand) == "Tvoje karty (3): žádné karty."
    assert say("pl-PL", Phrase("status.last_round", {
        "turns": Phrase("count.turns", {"count": 2})})) == "Ostatnia runda: jeszcze 2 tury."
    assert say("hu", Phrase("event.last_round", {"player": "Ann", "trains": 1})) == (
        "Ann készletében már csak 1 vasúti kocsi maradt: mindenki játszik még egy utolsó "
        "fordulót.")
    assert say("cs", Phrase("event.last_round", {"player": "Ann", "trains": 2})).startswith(
        "Ann má v zásobě už jen 2 vagonky:")


# --- rulebook words ------------------------------------------------------------------------------


@pytest.mark.parametrize("lang,words", [
    ("cs", ["vlakové linky", "železniční stanic", "lokomotiv", "přívoz", "tunel",
            "balíček", "odhozené karty", "Globetrotter"]),
    ("pl", ["Bilet", "Dworc", "Lokomotyw", "Prom", "Tunel", "wagonik", "Globtroter"]),
    ("hu", ["menetjegykártya", "mozdony", "vasúti kocsi", "útvonal", "pakli", "alagút",
            "komp", "állomás"]),
])
def test_game_terms_are_the_rulebooks_own(lang, words):
    text = " ".join(t for entry in CATALOGUES[lang].values() for t in templates(entry))
    assert [w for w in words if w not in text] == []


# --- pictures -------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_picture_word_is_translated_with_its_fields(lang):
    labels = labels_for(lang)
    assert sorted(set(PICTURE_ENGLISH) - set(labels)) == []
    for key, text in labels.items():
        english = PICTURE_ENGLISH[key.partition("#")[0]]  # a plural form: as its word
        assert placeholders(text) == placeholders(english), key


# --- what Discord shows ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_descriptions_and_choice_names_fit_discord(lang):
    for name, spec in command_specs().items():
        for key in [f"cmd.{name}", *(f"cmd.{name}.{p.name}" for p in spec.params)]:
            assert 1 <= len(say(lang, key)) <= 100, key
    for key in (k for k in ENGLISH if k.startswith("game.")):
        assert 1 <= len(say(lang, key)) <= 100, key
    assert len(say(lang, "help.header")) <= 100


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_command_and_option_has_a_name_discord_accepts(lang):
    specs = command_specs()
    commands = {c: command_name(lang, c) for c in specs}
    assert [c for c, name in commands.items() if name is None] == []
    assert len(set(commands.values())) == len(commands)
    for command, spec in specs.items():
        options = {p.name: option_name(lang, p.name) for p in spec.params}
        assert [o for o, name in options.items() if name is None] == [], command
        assert len(set(options.values())) == len(options), command
    module = MODULES[lang]
    assert set(module.COMMAND_NAMES) == set(specs)
    assert set(module.OPTION_NAMES) == {p.name for s in specs.values() for p in s.params}
    for name in [*module.COMMAND_NAMES.values(), *module.OPTION_NAMES.values()]:
        assert NAME.match(name) and name == name.lower(), name


def test_translated_command_names_read_back_as_the_english_ones():
    assert canonical_command("ponechat") == canonical_command("Zatrzymaj") == "keep"
    assert canonical_command("húzás") == "draw"
    assert canonical_command("claim") == "claim" and canonical_command("fly") == "fly"
