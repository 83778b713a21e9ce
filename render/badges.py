"""A seat's badge (its colour, pattern and number, as on its trains) and the small signs
of a player's counts."""

from __future__ import annotations

from functools import cache

from PIL import ImageDraw

from .colour_vision import least_contrast
from .fonts import font
from .palette import INK, PANEL, PANEL_MUTED, PANEL_ROW, RGB, player_color
from .pieces import seat_mark, seat_pattern
from .symbols import draw_station


def _pattern_marks(draw: ImageDraw.ImageDraw, x: float, y: float, size: float,
                   pattern: str) -> None:
    """A seat's pattern on a square badge, as on its trains."""
    ink = (255, 255, 255)
    w = max(2, round(size * 0.07))
    if pattern == "stripes":
        for t in (0.3, 0.7):
            draw.line([(x + size * t, y + size * 0.1), (x + size * t, y + size * 0.9)],
                      fill=ink, width=w)
    elif pattern == "dots":
        for t in (0.2, 0.8):
            r = size * 0.07
            draw.ellipse([x + size * t - r, y + size * 0.2 - r, x + size * t + r,
                          y + size * 0.2 + r], fill=ink)
    elif pattern == "line":
        draw.line([(x + size * 0.1, y + size * 0.12), (x + size * 0.9, y + size * 0.12)],
                  fill=ink, width=w)
    elif pattern == "cross":
        for a, b in (((0.08, 0.08), (0.92, 0.92)), ((0.08, 0.92), (0.92, 0.08))):
            draw.line([(x + size * a[0], y + size * a[1]), (x + size * b[0], y + size * b[1])],
                      fill=ink, width=w)


#: WCAG's contrast for graphics: a badge or a chart line against what it stands on
GRAPHIC_CONTRAST = 3.0
WHITE: RGB = (255, 255, 255)


@cache
def rim(color: RGB, background: RGB = PANEL) -> RGB | None:
    """The rim a seat colour needs where it stands on `background`: white when the two
    have less than 3:1 contrast under normal vision or a simulated dichromacy (a dark
    seat on a dark panel), else none."""
    return WHITE if least_contrast(color, background) < GRAPHIC_CONTRAST else None


def seat_badge(draw: ImageDraw.ImageDraw, x: float, y: float, size: float, seat: int) -> None:
    """A square of the player's colour and pattern with their seat number in a white
    disc, as on their trains and stations; a dark seat colour gets a white rim, so that
    the badge stands out from the dark panel at 3:1 (rim()) for every kind of vision."""
    color = player_color(seat)
    ring = rim(color)
    if ring is not None:
        w = max(3, round(size * 0.08))
        draw.rounded_rectangle([x - w, y - w, x + size + w, y + size + w],
                               radius=size * 0.2 + w, fill=ring)
    draw.rounded_rectangle([x, y, x + size, y + size], radius=size * 0.2, fill=color)
    _pattern_marks(draw, x, y, size, seat_pattern(seat))
    r = size * 0.38
    cx, cy = x + size / 2, y + size / 2
    draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(255, 255, 255), outline=INK,
                 width=max(1, round(size * 0.04)))
    draw.text((cx, cy + size * 0.02), seat_mark(seat), font=font(round(size * 0.62), "black"),
              anchor="mm", fill=INK)


def count_icon(draw: ImageDraw.ImageDraw, kind: str, x: float, y: float, r: float) -> None:
    """A small sign for a count in a player's card: a station, a train card, a ticket."""
    if kind == "stations":
        draw_station(draw, x, y, r, PANEL_MUTED, PANEL_MUTED, 1)
    elif kind == "cards":
        draw.rounded_rectangle([x - r * 0.7, y - r, x + r * 0.7, y + r], radius=r * 0.25,
                               outline=PANEL_MUTED, width=max(2, round(r * 0.22)))
    else:
        draw.rectangle([x - r, y - r * 0.6, x + r, y + r * 0.6], fill=PANEL_MUTED)
        for side in (-1, 1):
            draw.ellipse([x + side * r - r * 0.3, y - r * 0.3, x + side * r + r * 0.3,
                          y + r * 0.3], fill=PANEL_ROW)
