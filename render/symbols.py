"""A symbol per card colour, so colours are told apart without colour vision, plus the
locomotive and station signs. Shapes are drawn as polygons at any size."""

from __future__ import annotations

import math

from PIL import ImageDraw

from .palette import RGB

Point = tuple[float, float]

#: card colour -> symbol name (gray tracks take any colour and carry none)
SYMBOL_OF: dict[str, str] = {
    "purple": "diamond", "blue": "disc", "orange": "triangle", "white": "crescent",
    "green": "plus", "yellow": "star", "black": "square", "red": "heart",
    "locomotive": "locomotive",
}


def _regular(n: int, r: float, start: float = -math.pi / 2) -> list[Point]:
    return [(r * math.cos(start + 2 * math.pi * i / n), r * math.sin(start + 2 * math.pi * i / n))
            for i in range(n)]


def _star(r: float) -> list[Point]:
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + math.pi * i / 5
        pts.append((rr * math.cos(a), rr * math.sin(a) + r * 0.08))
    return pts


def _plus(r: float) -> list[Point]:
    t = r * 0.36
    return [(-t, -r), (t, -r), (t, -t), (r, -t), (r, t), (t, t), (t, r), (-t, r), (-t, t),
            (-r, t), (-r, -t), (-t, -t)]


def _heart(r: float) -> list[Point]:
    pts = []
    for i in range(40):
        a = 2 * math.pi * i / 40
        x = 16 * math.sin(a) ** 3
        y = 13 * math.cos(a) - 5 * math.cos(2 * a) - 2 * math.cos(3 * a) - math.cos(4 * a)
        pts.append((x * r / 16.5, -y * r / 16.5 + r * 0.1))
    return pts


def _crescent(r: float) -> list[Point]:
    d = r * 0.85
    alpha = math.acos(d / (2 * r))
    theta = -math.pi / 4  # the bite faces up-right
    pts = []
    for i in range(25):
        a = theta + alpha + (2 * math.pi - 2 * alpha) * i / 24
        pts.append((r * math.cos(a), r * math.sin(a)))
    cx, cy = d * math.cos(theta), d * math.sin(theta)
    for i in range(17):
        a = theta + math.pi - alpha + 2 * alpha * i / 16
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


_SHAPES = {
    "diamond": lambda r: [(0, -r * 1.1), (r * 0.8, 0), (0, r * 1.1), (-r * 0.8, 0)],
    "triangle": lambda r: [(0, -r), (r * 1.0, r * 0.8), (-r * 1.0, r * 0.8)],
    "square": lambda r: [(-r * 0.8, -r * 0.8), (r * 0.8, -r * 0.8), (r * 0.8, r * 0.8),
                         (-r * 0.8, r * 0.8)],
    "star": _star, "plus": _plus, "heart": _heart, "crescent": _crescent,
}


def draw_symbol(draw: ImageDraw.ImageDraw, color: str, cx: float, cy: float, r: float,
                fill: RGB, outline: RGB | None = None, width: int = 1) -> None:
    """The symbol of card colour `color`, centred at (cx, cy), about 2r across."""
    name = SYMBOL_OF.get(color)
    if name is None:
        return
    if name == "disc":
        box = [cx - r * 0.9, cy - r * 0.9, cx + r * 0.9, cy + r * 0.9]
        draw.ellipse(box, fill=fill, outline=outline, width=width if outline else 0)
        return
    if name == "locomotive":
        draw_locomotive(draw, cx, cy, r, fill)
        return
    pts = [(cx + x, cy + y) for x, y in _SHAPES[name](r)]
    draw.polygon(pts, fill=fill, outline=outline, width=width if outline else 0)


def draw_locomotive(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float,
                    fill: RGB) -> None:
    """A small steam locomotive seen from the side, about 2r wide, facing left."""
    u = r / 10
    x0, y0 = cx - 10 * u, cy - 8 * u

    def box(a: float, b: float, c: float, d: float) -> list[float]:
        return [x0 + a * u, y0 + b * u, x0 + c * u, y0 + d * u]

    draw.rectangle(box(3, 5, 14, 11), fill=fill)          # boiler
    draw.rectangle(box(12, 1, 19, 11), fill=fill)         # cab
    draw.rectangle(box(4.5, 1.5, 7.5, 5), fill=fill)      # chimney
    draw.polygon([(x0 + 0 * u, y0 + 13 * u), (x0 + 3 * u, y0 + 8 * u),
                  (x0 + 3 * u, y0 + 13 * u)], fill=fill)  # cow-catcher
    draw.rectangle(box(2, 11, 19, 12.5), fill=fill)       # frame
    for wx, wr in ((6, 2.6), (11.5, 2.6), (16.5, 2.2)):
        draw.ellipse(box(wx - wr, 13.5 - wr, wx + wr, 13.5 + wr), fill=fill)


def draw_station(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: RGB,
                 outline: RGB, width: int = 2) -> None:
    """A station: a little house, about 2r across, centred at (cx, cy)."""
    pts = [(cx, cy - r), (cx + r, cy - r * 0.15), (cx + r * 0.8, cy - r * 0.15),
           (cx + r * 0.8, cy + r * 0.9), (cx - r * 0.8, cy + r * 0.9),
           (cx - r * 0.8, cy - r * 0.15), (cx - r, cy - r * 0.15)]
    draw.polygon(pts, fill=fill, outline=outline, width=width)
