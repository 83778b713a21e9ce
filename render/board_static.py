"""The part of a board that never changes during a game: the paper, every track, every
city and its name. Drawn once per map and size, then copied for each picture."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw

from .layout import BoardLayout, board_layout
from .palette import PAPER, RGB, hex_rgb
from .sprites import Pen, Sprite, bounds, make_sprite
from .track_paint import paint_city, paint_track

FRAME: RGB = hex_rgb("#b9a77e")


@dataclass(frozen=True)
class StaticBoard:
    """The unchanging map picture and the city sprites laid over moving pieces."""

    layout: BoardLayout
    base: Image.Image
    cities: tuple[Sprite, ...]


def _background(layout: BoardLayout) -> Image.Image:
    """Plain paper with a thin double frame, as a printed board's edge."""
    img = Image.new("RGB", (layout.width, layout.height), PAPER)
    draw = ImageDraw.Draw(img)
    draw.rectangle([6, 6, layout.width - 7, layout.height - 7], outline=FRAME, width=3)
    draw.rectangle([12, 12, layout.width - 13, layout.height - 13], outline=FRAME, width=1)
    return img


def _city_sprite(layout: BoardLayout, city: str) -> Sprite:
    x, y = layout.cities[city]
    label = layout.labels[city]
    box = bounds([(x - 13, y - 13), (x + 13, y + 13), label.box[:2], label.box[2:]], pad=4)
    return make_sprite(box, lambda pen: paint_city(pen, (x, y), label))


@cache
def static_board(map_id: str, width: int, height: int) -> StaticBoard:
    """The map of `map_id` at a size, with every track and city (cached)."""
    layout = board_layout(map_id, width, height)
    k = 2
    canvas = _background(layout).resize((layout.width * k, layout.height * k),
                                        Image.Resampling.BILINEAR)
    pen = Pen(canvas, 0, 0, k)
    for shape in layout.tracks:
        paint_track(pen, layout.game_map.routes[shape.index], shape.cars)
    base = canvas.resize((layout.width, layout.height), Image.Resampling.LANCZOS)
    cities = tuple(_city_sprite(layout, c) for c in layout.cities)
    for sprite in cities:
        sprite.paste_on(base)
    return StaticBoard(layout, base, cities)
