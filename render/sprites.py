"""Small anti-aliased pictures drawn at a larger scale and shrunk, then pasted: how every
shape that is drawn per move stays smooth and cheap."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PIL import Image, ImageDraw

Point = tuple[float, float]
Box = tuple[float, float, float, float]

#: how many times larger shapes are drawn before they are shrunk
SUPERSAMPLE = 3


class Pen:
    """Draws in picture coordinates onto a canvas `k` times larger, offset by (ox, oy)."""

    def __init__(self, image: Image.Image, ox: float, oy: float, k: float) -> None:
        self.image, self.draw = image, ImageDraw.Draw(image)
        self.ox, self.oy, self.k = ox, oy, k

    def p(self, x: float, y: float) -> Point:
        return ((x - self.ox) * self.k, (y - self.oy) * self.k)

    def pts(self, points: Iterable[Point]) -> list[Point]:
        return [self.p(x, y) for x, y in points]

    def box(self, x0: float, y0: float, x1: float, y1: float) -> list[float]:
        a, b = self.p(x0, y0)
        c, d = self.p(x1, y1)
        return [a, b, c, d]

    def w(self, width: float) -> int:
        return max(1, round(width * self.k))


@dataclass(frozen=True)
class Sprite:
    """An RGBA picture and where its top-left corner goes."""

    image: Image.Image
    x: int
    y: int

    def paste_on(self, target: Image.Image) -> None:
        target.paste(self.image, (self.x, self.y), self.image)

    @property
    def box(self) -> tuple[int, int, int, int]:
        """The pixels it covers: left, top, right, bottom (exclusive)."""
        return self.x, self.y, self.x + self.image.width, self.y + self.image.height


def sprite_box(box: Box) -> tuple[int, int, int, int]:
    """The pixels a sprite painted inside `box` covers: the box rounded outwards, with a
    pixel to spare for anti-aliasing."""
    return int(box[0]) - 1, int(box[1]) - 1, int(box[2]) + 2, int(box[3]) + 2


def make_sprite(box: Box, paint: Callable[[Pen], None], k: int = SUPERSAMPLE) -> Sprite:
    """Paint inside `box` (picture coordinates, rounded outwards) at k times the size and
    shrink it into a smooth sprite."""
    x0, y0, x1, y1 = sprite_box(box)
    canvas = Image.new("RGBA", ((x1 - x0) * k, (y1 - y0) * k), (0, 0, 0, 0))
    paint(Pen(canvas, x0, y0, k))
    small = canvas.convert("RGBa").reduce(k)  # box average: smooth and cheap
    return Sprite(small.convert("RGBA"), x0, y0)


def bounds(points: Iterable[Point], pad: float = 0) -> Box:
    """The box around some points, grown by `pad`."""
    xs, ys = zip(*points, strict=True)
    return (min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad)
