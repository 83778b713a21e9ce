"""The pictures' words right in every language (issue 29): a sentence about a number of
turns takes the number's form ("1 turn left", Polish "zostało 5 tur"), an emptied siding
is not "nothing played yet", and no label of the Card Game table is cut short."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PIL import ImageDraw

from bot.pictures import labels_for
from engine import cardgame as cg
from render.cardgame import cardgame_table_image, played_before
from render.labels import word_for
from render.simulated import game_turns

LANGUAGES = ("en", "cs", "pl", "hu")


@contextmanager
def _texts() -> Iterator[list[str]]:
    """Every text drawn meanwhile."""
    seen: list[str] = []
    original = ImageDraw.ImageDraw.text

    def text(self, xy, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(str(text))
        return original(self, xy, text, *args, **kwargs)

    ImageDraw.ImageDraw.text = text  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        ImageDraw.ImageDraw.text = original  # type: ignore[method-assign]


@pytest.mark.parametrize(("lang", "turns", "expected"), [
    ("en", 1, "Last turn! 1 turn left"), ("en", 3, "Last turns! 3 turns left"),
    ("pl", 1, "Ostatnia tura! Została 1 tura"), ("pl", 3, "Ostatnie tury! Zostały 3 tury"),
    ("pl", 5, "Ostatnie tury! Zostało 5 tur"), ("cs", 1, "Poslední tah! Zbývá 1 tah"),
    ("cs", 5, "Poslední tahy! Zbývá 5 tahů"), ("hu", 1, "Utolsó forduló! Még 1"),
])
def test_last_turns_take_the_numbers_form(lang: str, turns: int, expected: str) -> None:
    assert word_for(labels_for(lang), "last_turns", turns, turns=turns) == expected


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_final_round_takes_the_numbers_form(lang: str) -> None:
    one = word_for(labels_for(lang), "final_round", 1, turns=1)
    many = word_for(labels_for(lang), "final_round", 5, turns=5)
    assert "1" in one and "5" in many
    if lang == "en":
        assert one == "Final round! 1 turn left"
    if lang == "pl":
        assert many.endswith("5 tur")


def _card_game() -> list[cg.CardGameState]:
    return list(game_turns("cardgame", 3))


def test_the_card_game_says_1_turn_left() -> None:
    state = next(s for s in _card_game() if s.final_turns_left is not None)
    view = cg.public_view(state)
    view.final_turns_left = 1
    with _texts() as seen:
        cardgame_table_image(view)
    assert any("1 turn left" in t and "turns" not in t for t in seen), seen


def test_nothing_played_yet_only_when_nothing_was_played() -> None:
    states = _card_game()
    start = cg.public_view(states[0])
    with _texts() as seen:
        cardgame_table_image(start)
    assert seen.count("nothing played yet") == len(start.players)
    later = next(v for v in map(cg.public_view, states)
                 if any(not p.siding and played_before(v, p) for p in v.players))
    with _texts() as seen:
        cardgame_table_image(later)
    emptied = [p for p in later.players if not p.siding and played_before(later, p)]
    assert seen.count("no cards on the siding") == len(emptied)
    assert "nothing played yet" not in seen


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_card_game_table_word_is_cut(lang: str) -> None:
    states = _card_game()
    for state in states[::25] + states[-1:]:
        with _texts() as seen:
            cardgame_table_image(cg.public_view(state), labels_for(lang))
        assert [t for t in seen if t.endswith("…")] == []
