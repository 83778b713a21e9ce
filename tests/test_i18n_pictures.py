"""Pictures in Czech, Polish and Hungarian: drawn through the bot's picture path, every
word comes from the language's catalogue (render never falls back to its English), while
city names stay as printed."""

from __future__ import annotations

import pytest

import render.labels
from bot.pictures import Pictures, labels_for
from engine import cardgame as cg
from engine import private_view, public_view
from render.board_palette import board_palette
from render.simulated import game_turns, stages


class Watched(dict):
    """render's English words, noting each one a picture had to fall back to."""

    def __init__(self, words: dict[str, str]) -> None:
        super().__init__(words)
        self.used: set[str] = set()

    def __getitem__(self, key: str) -> str:
        self.used.add(key)
        return super().__getitem__(key)


@pytest.fixture(scope="module")
def views() -> dict[str, object]:
    europe = stages(game_turns("europe", 5))
    cardgame = stages(game_turns("cardgame", 5))
    middle, end = europe["middle"], europe["end"]
    board_palette("europe")  # its sample panel (never shown) is drawn in render's English
    return {"board": public_view(middle), "hand": private_view(middle, middle.current),
            "final": public_view(end),
            "cardgame_table": cg.public_view(cardgame["middle"]),
            "cardgame_hand": cg.private_view(cardgame["end"], 0)}


@pytest.mark.parametrize("lang", ["cs", "pl", "hu"])
async def test_every_picture_word_is_the_languages_own(monkeypatch, views, lang):
    english = Watched(render.labels.ENGLISH)
    monkeypatch.setattr(render.labels, "ENGLISH", english)
    pictures = Pictures()
    for what, view in views.items():
        picture = await pictures.draw(getattr(render, f"render_{what}"), lambda v=view: v,
                                      f"{what}.png", lang)
        assert picture is not None and picture.data.startswith(b"\x89PNG"), what
    assert english.used == set()


async def test_a_translated_picture_differs_from_the_english_one(views):
    pictures = Pictures()
    english = await pictures.draw(render.render_board, lambda: views["board"], "board.png", "en")
    czech = await pictures.draw(render.render_board, lambda: views["board"], "board.png", "cs")
    assert english.data != czech.data


def test_picture_labels_name_the_rulebooks_things():
    assert labels_for("cs")["legend_ferry"] == "přívoz: nutná lokomotiva"
    assert labels_for("pl")["legend_station"] == "Dworzec"
    assert labels_for("hu")["your_tickets"] == "Menetjegykártyáid"
    assert labels_for("pl")["cardgame_title"] == "Wsiąść do Pociągu: Gra karciana"


@pytest.mark.parametrize(("lang", "counts"), [
    ("en", {1: "1 train", 2: "2 trains", 5: "5 trains", 22: "22 trains"}),
    ("cs", {1: "1 vagonek", 2: "2 vagonky", 5: "5 vagonků", 22: "22 vagonků"}),
    ("pl", {1: "1 wagonik", 2: "2 wagoniki", 5: "5 wagoników", 22: "22 wagoniki"}),
    ("hu", {1: "1 kocsi", 2: "2 kocsi", 5: "5 kocsi", 22: "22 kocsi"}),
])
def test_counted_words_in_pictures_take_the_numbers_plural_form(lang, counts):
    labels = labels_for(lang)
    for n, text in counts.items():
        assert render.labels.counted(labels, "trains", n) == text


def test_counted_tickets_and_cards_in_czech_and_polish():
    cs, pl = labels_for("cs"), labels_for("pl")
    assert [render.labels.counted(cs, "tickets", n) for n in (1, 3, 5)] == [
        "1 linka", "3 linky", "5 linek"]
    assert [render.labels.counted(pl, "cards", n) for n in (1, 4, 12, 24)] == [
        "1 karta", "4 karty", "12 kart", "24 karty"]
