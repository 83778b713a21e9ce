"""The tournament standings' picture where players see it: the box shape of the other
pictures, its names and numbers as tall as the board's names when fitted inside the
desktop client's 550x350 and a phone's 317x400, a long name cut to its column."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from render.canvas import cap_height
from render.fonts import font
from render.standings import COLUMNS, SIZE, TEXT_PX, TITLE_PX, _fit, render_standings
from tests.test_render_legibility import DESKTOP, PHONE, TARGETS, fit_scale


def test_the_standings_picture_has_the_box_shape_and_legible_rows() -> None:
    png = render_standings("Turnaj 1 · Ticket to Ride: Evropa", ["#", "Hráč", "Body",
                                                                 "Buchholz", "Medián", "Skóre"],
                           [(1, "Łucja Győri", 7, 20, 9, 300), (2, "Zoë", 6, 18, 8, 280)])
    image = Image.open(io.BytesIO(png))
    assert image.size == SIZE == (1650, 1050)
    assert SIZE[0] / SIZE[1] >= 1.57  # fills the desktop box's full width
    for box, need in ((DESKTOP, TARGETS["name"][0]), (PHONE, TARGETS["name"][1])):
        assert cap_height(TEXT_PX, "bold") * fit_scale(SIZE, box) >= need
        assert cap_height(TITLE_PX, "bold") * fit_scale(SIZE, box) >= need


def test_a_long_name_is_cut_to_its_column_with_an_ellipsis() -> None:
    draw = ImageDraw.Draw(Image.new("RGB", (10, 10)))
    width = SIZE[0] * (COLUMNS[2] - COLUMNS[1] - 0.02)
    cut = _fit(draw, "Bartholomew Alexander the Very Long Named" * 2, width, TEXT_PX)
    assert cut.endswith("…")
    assert draw.textlength(cut, font=font(TEXT_PX, "bold")) <= width
    assert _fit(draw, "Ann", width, TEXT_PX) == "Ann"
