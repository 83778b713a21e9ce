"""A picture being written on, that keeps a record of every text it holds and its size:
the legibility tests and bench read the record instead of guessing from pixels."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from PIL import Image, ImageDraw

from .fonts import Weight, font
from .palette import PANEL_TEXT, RGB
from .text import fit


class Written(NamedTuple):
    """One text on the picture: what it says, its font size in pixels, and its kind
    (`turn`, `name`, `score`, `trains`, `move`, `city`, `total`, or `other`)."""

    text: str
    size: int
    kind: str


def cap_height(size: int, weight: Weight = "bold") -> float:
    """The height of a capital letter of the typeface at a font size, in pixels."""
    _, top, _, bottom = font(size, weight).getbbox("H", anchor="ls")
    return float(bottom - top)


class Canvas:
    """A picture and a few ways of writing on it."""

    def __init__(self, img: Image.Image) -> None:
        self.img, self.draw = img, ImageDraw.Draw(img)
        self.written: list[Written] = []

    def text(self, xy: tuple[float, float], text: str, size: int, weight: Weight = "bold",
             color: RGB = PANEL_TEXT, width: float | None = None, anchor: str = "lt",
             kind: str = "other", smallest: int | None = None,
             halo: RGB | None = None) -> float:
        """Write `text` at `size`; when wider than `width`, at a smaller size down to
        `smallest`, then shortened; with `halo`, ringed in that colour. Returns how wide
        it came out."""
        if width is not None:
            while smallest is not None and size > smallest and \
                    font(size, weight).getlength(text) > width:
                size -= 1
            text = fit(text, font(size, weight), width)
        image, dx, dy = _text_sprite(text, size, weight, color, anchor, halo)
        self.img.paste(image, (round(xy[0]) + dx, round(xy[1]) + dy), image)
        self.written.append(Written(text, size, kind))
        return font(size, weight).getlength(text)

    def lines(self, xy: tuple[float, float], text: str, size: int, width: float,
              most: int, smallest: int, color: RGB = PANEL_TEXT, kind: str = "other") -> float:
        """`text` wrapped at word breaks into at most `most` lines `width` wide, at `size`
        or smaller down to `smallest`; returns the y below the last line."""
        while True:
            wrapped = wrap(text, size, width)
            if len(wrapped) <= most or size <= smallest:
                break
            size = max(smallest, size - 2)
        x, y = xy
        for line in wrapped[:most]:
            self.text((x, y), line, size, "bold", color, width, kind=kind)
            y += round(size * 1.12)
        return y


def wrap(text: str, size: int, width: float) -> list[str]:
    """`text` cut into lines at spaces (not at no-break spaces), each at most `width`
    wide in bold `size`."""
    f = font(size, "bold")
    lines: list[str] = []
    for part in text.split(" "):
        if lines and f.getlength(lines[-1] + " " + part) <= width:
            lines[-1] += " " + part
        else:
            lines.append(part)
    return lines


@lru_cache(maxsize=4096)
def _text_sprite(text: str, size: int, weight: Weight, color: RGB, anchor: str,
                 halo: RGB | None = None) -> tuple[Image.Image, int, int]:
    """A text drawn once on a clear picture, with where its corner goes from the anchor:
    most of a picture's words are the same from one post to the next."""
    f = font(size, weight)
    ring = max(2, size // 10) if halo is not None else 0
    left, top, right, bottom = f.getbbox(text, anchor=anchor, stroke_width=ring)
    image = Image.new("RGBA", (max(1, right - left), max(1, bottom - top)), (*color, 0))
    ImageDraw.Draw(image).text((-left, -top), text, font=f, fill=color, anchor=anchor,
                               stroke_width=ring, stroke_fill=halo)
    return image, left, top
