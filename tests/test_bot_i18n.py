"""The message catalogue: every sentence the bot can say exists in English, plurals
follow the language's rules, and command descriptions fit Discord's limits."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.commands import command_specs
from bot.i18n import Duration, ListOf, Phrase, Plural, has_message, say
from bot.i18n import format as i18n_format
from bot.i18n.en import CATALOGUE
from bot.kinds.board.rules_text import rules_phrases
from engine.cards import CARD_KINDS
from engine.rules import RULESETS

ROOT = Path(__file__).resolve().parent.parent
KEY = re.compile(r"[\"']((?:error|event|turn|status|hand|final|lobby|table|clock|button|menu|"
                 r"rules|game|route|ticket|count|cards|card|colour|seat|help|cmd|hint|console|"
                 r"language|dm_closed)(?:\.[a-z_]+)*)[\"']")


def engine_codes(pattern: str) -> set[str]:
    found = set()
    for path in (ROOT / "engine").glob("*.py"):
        found |= set(re.findall(pattern, path.read_text("utf-8")))
    return found


def test_every_board_engine_error_has_words():
    codes = engine_codes(r'RuleError\(\s*"([a-z_]+)"')
    assert codes, "the engine raises RuleError somewhere"
    assert sorted(c for c in codes if not has_message(f"error.{c}")) == []


def test_every_board_engine_event_has_words():
    # Event(...) or event(...), the kind named or first
    kinds = engine_codes(r'[Ee]vent\(\s*(?:kind=)?"([a-z_]+)"')
    assert {"claimed_route", "drew_card", "tickets_offered"} <= kinds
    assert sorted(k for k in kinds if not has_message(f"event.{k}")) == []


def test_every_message_id_named_in_the_bot_exists():
    missing = set()
    for path in (ROOT / "bot").rglob("*.py"):
        for key in KEY.findall(path.read_text("utf-8")):
            if key.count(".") and not has_message(key) and not key.endswith("."):
                missing.add(f"{path.name}: {key}")
    assert sorted(missing) == []


def test_every_card_and_colour_has_words():
    for c in CARD_KINDS:
        assert has_message(f"colour.{c}") and has_message(f"card.{c}")
        assert has_message(f"cards.{c}")
    assert has_message("colour.gray")


def test_every_command_and_argument_has_a_description_discord_accepts():
    for name, spec in command_specs().items():
        for key in [f"cmd.{name}", *(f"cmd.{name}.{p.name}" for p in spec.params)]:
            assert has_message(key), key
            assert 1 <= len(say("en", key)) <= 100, key


def test_plurals_follow_the_count():
    assert say("en", "cards.red", count=1) == "1 red card"
    assert say("en", "cards.red", count=2) == "2 red cards"
    assert say("en", "cards.locomotive", count=1) == "1 locomotive"
    assert say("en", "error.keep_more_tickets", keep_min=1) == "Keep at least 1 ticket."


def test_plurals_use_babel_rules_of_the_language(monkeypatch):
    polish = {"count.cards": Plural("count", {"one": "{count} karta", "few": "{count} karty",
                                              "many": "{count} kart", "other": "{count} karty"})}
    monkeypatch.setitem(i18n_format.CATALOGUES, "pl", polish)
    assert [say("pl", "count.cards", count=n) for n in (1, 2, 5, 22, 25)] == [
        "1 karta", "2 karty", "5 kart", "22 karty", "25 kart"]
    # a message Polish lacks is said in English, with English plural rules
    assert say("pl", "count.trains", count=2) == "2 trains"


def test_locales_are_matched_by_language_and_fall_back_to_english():
    assert say("en-GB", "button.hand") == say("en", "button.hand") == "Show my hand"
    assert say("xx-YY", "button.hand") == "Show my hand"
    assert say(None, "button.hand") == "Show my hand"


def test_lists_phrases_and_durations_are_said_in_the_language():
    phrase = Phrase("hand.cards", {"count": 3, "cards": ListOf(
        [Phrase("cards.red", {"count": 2}), Phrase("cards.locomotive", {"count": 1})])})
    assert say("en", phrase) == "Your cards (3): 2 red cards and 1 locomotive."
    assert say("en", "status.clock", left=Duration(1800)) == "Time left for this move: 30 minutes."


def test_unknown_codes_and_missing_parameters_do_not_break_a_reply():
    assert say("en", "error.no_such_code") == "That cannot be done (no_such_code)."
    assert say("en", "event.no_such_event") == "Something happened (no_such_event)."
    assert say("en", "error.route_taken", route="a – b") == "a – b is already taken by …."
    with pytest.raises(KeyError):
        say("en", "nothing.like.this")


def test_english_catalogue_entries_are_well_formed():
    for key, entry in CATALOGUE.items():
        templates = entry.forms.values() if isinstance(entry, Plural) else [entry]
        for template in templates:
            # every placeholder is a plain name; no stray braces
            assert re.fullmatch(r"(?:[^{}]|\{[a-z_]+\})*", template), key
        if isinstance(entry, Plural):
            assert "other" in entry.forms and "one" in entry.forms, key


@pytest.mark.parametrize("game", sorted(RULESETS))
def test_rules_text_follows_the_rule_set_and_states_our_decisions(game):
    rules = RULESETS[game]
    text = "\n".join(say("en", p) for p in rules_phrases(game))
    assert f"{rules.trains} trains each" in text
    assert f"{rules.min_players} to {rules.max_players} players" in text
    assert "Our decision: a player with nothing they can do passes" in text
    assert "Our decision: when you claim without naming cards" in text
    assert "the seat order is drawn" in text
    for length, points in rules.route_points.items():
        assert f"{length}→{points}" in text
    if game == "nordic":
        assert "no reset for face-up locomotives" in text
        assert "only on ferries and tunnels" in text
        assert "Lieksa – Murmansk: any 4 cards" in text
        assert "The most completed tickets scores 10 points more" in text
    if game == "europe":
        assert "costing 1, 2, and 3 cards of one colour" in text
        assert "Tunnels:" in text and "Ferries:" in text
        assert "1 long and 3 regular tickets" in text
    if game == "usa":
        assert "at most 3 times in a row" in text
        assert "Stations" not in text and "Tunnels" not in text
