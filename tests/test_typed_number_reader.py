"""Every number a person types goes through the one reader (`engine.typed_number`): ASCII
digits of a bounded length. A digit of any other script (`፩`, `᧚`, `²`, `Ⅻ`) or a number
longer than Python will turn into an int (4,301 digits) is refused in words, never a crash,
in card counts, track numbers, payments, menus and settings alike."""

from __future__ import annotations

import io
import unicodedata

import pytest

from bot.console import Console
from bot.console.lines import parse_line
from bot.console.printer import Printer
from bot.i18n.card_words import card_words
from bot.kinds.board.reading import cards_arg
from bot.replies import Actor, Channel
from bot.service import TableService
from bot.store import SqliteStore
from bot.table.notify import MAX_AWAY_MINUTES, loaded
from bot.table.notify import parse as typed_setting
from bot.table.refusal import Refusal
from engine import RuleError, load_map, typed_number
from engine.cards import parse_cards

#: every character Python takes for a digit or a number that is not an ASCII digit
NOT_ASCII = [chr(c) for c in range(0x110000)
             if (chr(c).isdigit() or chr(c).isnumeric() or chr(c).isdecimal())
             and not ("0" <= chr(c) <= "9")]
#: one digit of each class: the digit one of every decimal script (Nd), and the other
#: number kinds (No: superscripts, circled; Nl: Roman numerals)
ONE_OF_EACH = sorted({c for c in NOT_ASCII if unicodedata.category(c) == "Nd"
                      and unicodedata.decimal(c) == 1}
                     | {"²", "①", "½", "Ⅻ", "〇", "፩", "᧚", "１"})
TOO_LONG = "9" * 4301  # int() refuses it outright
HERE = Channel("console", "general")


def test_the_classes_are_all_there():
    assert len(NOT_ASCII) > 1500 and len(ONE_OF_EACH) > 60
    assert {unicodedata.category(c) for c in NOT_ASCII} >= {"Nd", "No", "Nl"}


def test_the_reader_takes_short_ascii_digits_only():
    assert typed_number("12") == 12 and typed_number(" 7 ") == 7
    assert typed_number("123", 3) == 123 and typed_number("1234", 3) is None
    for text in [*NOT_ASCII, TOO_LONG, "9" * 10, "", "-1", "1.5", "1e3", "0x1", "1 2"]:
        assert typed_number(text) is None, repr(text)
        assert text == "" or typed_number(f"1{text}") is None, repr(text)


@pytest.mark.parametrize("digit", NOT_ASCII[::7] + [TOO_LONG])
def test_card_counts_refuse_every_other_digit(digit):
    with pytest.raises(ValueError):
        card_words([digit, "red"])
    with pytest.raises(ValueError):
        parse_cards([digit, "red"])
    with pytest.raises(RuleError) as e:
        cards_arg(f"{digit} red")
    assert e.value.code == "unknown_card"


def test_track_numbers_and_away_minutes_refuse_other_digits():
    usa = load_map("usa")
    for digit in ONE_OF_EACH + [TOO_LONG]:
        with pytest.raises(KeyError):
            usa.find_track(f"new_york-washington:gray:{digit}")
        with pytest.raises(Refusal):
            typed_setting("away", digit)
        assert loaded(f"away:{digit}").mode == "every"
    assert typed_setting("away", "30").minutes == 30
    with pytest.raises(Refusal):
        typed_setting("away", str(MAX_AWAY_MINUTES + 1))


async def test_the_console_refuses_each_digit_class_in_a_claim(tmp_path):
    store = SqliteStore(tmp_path / "digits.sqlite3")
    await store.open()
    service = TableService(store, seeds=lambda: 3, bot_delay=0, turn_limit=None)
    console = Console(service, Printer(tmp_path, stream=io.StringIO()))
    for text in ("ann /ttr new usa", "bob /ttr join", "ann /ttr start"):
        await console.run_line(text)
    for who in ("ann", "bob"):  # both keep their first tickets
        actor = Actor(who, who)
        command, args = await service.suggestion(HERE, actor)
        await service.play(HERE, actor, command, args)
    record = await store.channel_game("console", "general")
    for digit in ONE_OF_EACH + [TOO_LONG]:
        for who in ("ann", "bob"):  # one is to move: the number itself is refused
            for tail in (f"gray {digit}", f"red {digit}", f"with {digit} red",
                         f"{digit}", f"gray:{digit}"):
                text = f"{who} /ttr claim seattle-portland {tail}"
                replies = await console.dispatch(parse_line(text),
                                                 HERE)
                assert replies and all(r.ephemeral for r in replies), text
                assert "wrong" not in replies[0].text.lower(), (text, replies[0].text)
    assert (await store.channel_game("console", "general")).version == record.version
    await store.close()
