"""Every letter the pictures draw exists in the installed typeface (no .notdef boxes)."""

from __future__ import annotations

import pytest

from engine.maps import BOARD_MAPS, load_map
from render.fonts import font
from render.labels import ENGLISH

#: the letters of the languages the bot speaks, and others printed on the boards
LANGUAGE_LETTERS = {
    "czech": "áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ",
    "polish": "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ",
    "hungarian": "áéíóöőúüűÁÉÍÓÖŐÚÜŰ",
    "nordic": "åäöøæÅÄÖØÆ",
    "romanian_turkish": "ăâîşţșțĂÂÎŞŢȘȚ",
    "german_french": "äöüßéèêàçëïÄÖÜÉÈÇ",
}
#: signs the pictures draw beside the words
SIGNS = "▶×–…·✓#+-−"


def _mask(ch: str, weight: str) -> tuple[tuple[int, int], bytes]:
    m = font(40, weight).getmask(ch)  # type: ignore[arg-type]
    return m.size, bytes(m)


def _missing(text: str, weight: str = "bold") -> list[str]:
    notdef = _mask("\ue000", weight)  # a private-use code point: the .notdef box
    return sorted({ch for ch in text if not ch.isspace() and _mask(ch, weight) == notdef})


def test_notdef_detection_works() -> None:
    # a letter no Latin font has must be reported missing, or the other tests prove nothing
    assert _missing("\u0f40") == ["\u0f40"]  # Tibetan KA
    assert _missing("Ab") == []


@pytest.mark.parametrize("map_id", BOARD_MAPS)
@pytest.mark.parametrize("weight", ["regular", "semibold", "bold", "black"])
def test_every_city_name_has_every_glyph(map_id: str, weight: str) -> None:
    names = [c.name for c in load_map(map_id).cities]
    missing = {n: _missing(n, weight) for n in names if _missing(n, weight)}
    assert missing == {}


@pytest.mark.parametrize("language", sorted(LANGUAGE_LETTERS))
def test_language_letters(language: str) -> None:
    for weight in ("regular", "bold", "black"):
        assert _missing(LANGUAGE_LETTERS[language], weight) == []


def test_ui_words_and_signs() -> None:
    text = "".join(ENGLISH.values()) + SIGNS
    for weight in ("regular", "semibold", "bold", "black"):
        assert _missing(text, weight) == []


def test_not_the_pillow_default_font() -> None:
    f = font(20)
    assert f.getname()[0] == "Source Sans Pro"
    assert _missing("őłřø") == []


def test_card_game_city_names() -> None:
    from engine.cardgame import load_cardgame

    data = load_cardgame()
    names = "".join(data.city_name(c) for c in data.cities | {b.city for b in data.big_cities})
    assert _missing(names) == []
