"""The score race: a line chart of every player's points after each turn of a game, ending
at their final totals, each line in the seat's colour and dash style, haloed so that it
stands out from the chart (white round a dark seat: 3:1 at least for every kind of
vision) and from the lines it crosses, and ended by the seat's badge."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from .badges import rim, seat_badge
from .dashes import DASHES, dashes
from .fonts import font
from .palette import PANEL_MUTED, PANEL_ROW, PANEL_TEXT, player_color

K = 2  # supersampling of the lines
BADGE = 40


def _step(top: int) -> int:
    """A round gap between grid lines giving 3 to 6 lines up to `top`."""
    for step in (5, 10, 20, 25, 50, 100, 200):
        if top / step <= 6:
            return step
    return 500


def _spread(ys: list[float], gap: float, lo: float, hi: float) -> list[float]:
    """The ys moved apart so that no two are closer than `gap`, kept within lo..hi."""
    order = sorted(range(len(ys)), key=lambda i: ys[i])
    out = list(ys)
    for a, b in zip(order, order[1:], strict=False):
        out[b] = max(out[b], out[a] + gap)
    over = max(0.0, out[order[-1]] - hi) if order else 0.0
    for i in order:
        out[i] = max(lo, out[i] - over)
    for a, b in zip(order, order[1:], strict=False):
        out[b] = max(out[b], out[a] + gap)
    return out


def draw_race(img: Image.Image, box: tuple[int, int, int, int],
              race: Sequence[Sequence[int]], totals: Sequence[int], title: str) -> None:
    """The chart inside `box` (x0, y0, x1, y1) of `img`: `race[i][seat]` is the seat's
    points after turn i; the lines end at `totals`, the final scores."""
    draw = ImageDraw.Draw(img)
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=PANEL_ROW)
    draw.text((x0 + 14, y0 + 10), title, font=font(27, "bold"), fill=PANEL_TEXT, anchor="lt")
    seats = len(totals)
    series = [[0] * seats, *[list(r) for r in race]]
    lo = min(0, *totals, *(min(r) for r in series))
    top = max(1, *totals, *(max(r) for r in series))
    step = _step(top - lo)
    top = -(-top // step) * step
    lo = -(-lo // step) * step if lo >= 0 else -((-lo + step - 1) // step) * step
    af = font(24, "semibold")
    left = x0 + 14 + af.getlength(str(top)) + 8
    right = x1 - BADGE - 70
    ctop, cbot = y0 + 58, y1 - 20

    def sy(v: float) -> float:
        return cbot - (v - lo) / (top - lo) * (cbot - ctop)

    for v in range(lo, top + 1, step):
        draw.line([(left, sy(v)), (right, sy(v))], fill=(78, 84, 98), width=2)
        draw.text((left - 8, sy(v)), str(v), font=af, fill=PANEL_MUTED, anchor="rm")
    turns = len(series) - 1
    end = right - (right - left) * 0.06  # the final scoring, a short step after the last turn

    def sx(i: float) -> float:
        return left + (end - left) * i / max(1, turns)

    layer = Image.new("RGBA", ((x1 - x0) * K, (y1 - y0) * K), (0, 0, 0, 0))
    ld = ImageDraw.Draw(layer)

    def p(x: float, y: float) -> tuple[float, float]:
        return ((x - x0) * K, (y - y0) * K)

    order = sorted(range(seats), key=lambda s: totals[s])  # the leader drawn last, on top
    for seat in order:
        pts = [p(sx(i), sy(r[seat])) for i, r in enumerate(series)]
        pts.append(p(right, sy(totals[seat])))
        color = player_color(seat)
        ld.line(pts, fill=rim(color, PANEL_ROW) or PANEL_ROW, width=11 * K, joint="curve")
        style = DASHES[seat % len(DASHES)]
        pieces = [pts] if style is None else dashes(pts, style[0] * K, style[1] * K)
        for piece in pieces:
            ld.line(piece, fill=color, width=6 * K, joint="curve")
    small = layer.resize((x1 - x0, y1 - y0), Image.Resampling.LANCZOS)
    img.paste(small, (x0, y0), small)
    ys = _spread([sy(t) - BADGE / 2 for t in totals], BADGE + 4, ctop - BADGE / 2,
                 cbot - BADGE / 2)
    vf = font(28, "black")
    for seat in range(seats):
        bx = right + 6
        draw.line([(right, sy(totals[seat])), (bx, ys[seat] + BADGE / 2)],
                  fill=player_color(seat), width=3)
        seat_badge(draw, bx, ys[seat], BADGE, seat)
        draw.text((bx + BADGE + 6, ys[seat] + BADGE / 2), str(totals[seat]), font=vf,
                  fill=PANEL_TEXT, anchor="lm")
