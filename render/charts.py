"""Small line charts: a player's rating over time, the players' scores over a game."""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from .badges import rim
from .dashes import DASHES, dashes
from .fonts import font
from .labels import word
from .palette import PANEL, PANEL_MUTED, PANEL_ROW, PANEL_TEXT, PLAYER, RGB

Series = tuple[str, RGB, Sequence[float]]


def line_chart(title: str, series: Sequence[Series], size: tuple[int, int] = (640, 320),
               band: tuple[Sequence[float], Sequence[float]] | None = None) -> Image.Image:
    """A chart of one or more lines over the same steps, labelled at their last point,
    each line haloed and dashed its own way; `band` shades the area between two lines
    (an uncertainty)."""
    w, h = size
    img = Image.new("RGB", (w, h), PANEL)
    draw = ImageDraw.Draw(img)
    draw.text((16, 12), title, font=font(20, "bold"), fill=PANEL_TEXT, anchor="lt")
    left, top, right, bottom = 56, 48, w - 150, h - 28
    values = [v for _, _, vs in series for v in vs]
    if band is not None:
        values += [*band[0], *band[1]]
    if not values:
        return img
    lo, hi = min(values), max(values)
    if hi - lo < 1e-9:
        lo, hi = lo - 1, hi + 1
    steps = max(len(vs) for _, _, vs in series)

    def at(i: int, v: float) -> tuple[float, float]:
        x = left + (right - left) * (i / max(1, steps - 1))
        return x, bottom - (bottom - top) * (v - lo) / (hi - lo)

    small = font(14)
    for k in range(5):
        v = lo + (hi - lo) * k / 4
        _, y = at(0, v)
        draw.line([(left, y), (right, y)], fill=PANEL_ROW, width=1)
        draw.text((left - 6, y), f"{v:.0f}", font=small, fill=PANEL_MUTED, anchor="rm")
    if band is not None and len(band[0]) > 1:
        upper = [at(i, v) for i, v in enumerate(band[1])]
        lower = [at(i, v) for i, v in enumerate(band[0])]
        draw.polygon(upper + lower[::-1], fill=PANEL_ROW)
    ends = []
    for k, (name, color, vs) in enumerate(series):
        points = [at(i, v) for i, v in enumerate(vs)]
        if len(points) > 1:  # haloed (white round a dark colour) and dashed its own way
            draw.line(points, fill=rim(color) or PANEL, width=7, joint="curve")
            style = DASHES[k % len(DASHES)]
            for piece in [points] if style is None else dashes(points, *style):
                draw.line(piece, fill=color, width=3, joint="curve")
        if points:
            x, y = points[-1]
            draw.ellipse([x - 4, y - 4, x + 4, y + 4], fill=color)
            ends.append((y, x, f"{name} {vs[-1]:.0f}", color))
    floor = -1e9
    for y, x, text, color in sorted(ends):  # end labels pushed apart, top to bottom
        y = max(y, floor + 17)
        floor = y
        draw.text((x + 8, y), text, font=small, fill=color, anchor="lm")
    return img


def png(img: Image.Image) -> bytes:
    out = io.BytesIO()
    img.save(out, "PNG", optimize=False)
    return out.getvalue()


def render_rating_chart(points: Sequence[tuple[float, float]],
                        labels: Mapping[str, str] | None = None) -> bytes:
    """A player's rating after each rated game: the conservative rating (mu - 3 sigma) and
    mu, with mu ± sigma shaded. `points` are (mu, sigma), oldest first."""
    mus = [m for m, _ in points]
    low = [m - s for m, s in points]
    high = [m + s for m, s in points]
    conservative = [m - 3 * s for m, s in points]
    img = line_chart(word(labels, "rating_title"),
                     [(word(labels, "rating_mu"), PLAYER[1], mus),
                      (word(labels, "rating_conservative"), PLAYER[0], conservative)],
                     band=(low, high))
    return png(img)


def score_race(names: Sequence[str], scores: Sequence[Sequence[int]], title: str,
               size: tuple[int, int]) -> Image.Image:
    """Every player's points move by move (scores[step][seat])."""
    series = [(name, PLAYER[seat % len(PLAYER)], [row[seat] for row in scores])
              for seat, name in enumerate(names)]
    return line_chart(title, series, size)
