"""A small map for a player's private picture: the network faded, the player's own
tracks bold, other players' tracks dark, the shortest gaps of open tickets dashed, and
the ticket cities marked and named."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from PIL import Image, ImageDraw

from engine.views import PrivateView

from .fonts import font
from .layout import board_layout
from .palette import BAD, GOOD, INK, PAPER, RGB, SPACE, WARN, hex_rgb, player_color
from .sprites import Pen

K = 2  # supersampling
OTHERS: RGB = hex_rgb("#8d877b")


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


@cache
def _mini_base(map_id: str, w: int, h: int) -> Image.Image:
    """The whole network in faded track colours, drawn large (K times)."""
    layout = board_layout(map_id, w, h)
    img = Image.new("RGB", (w * K, h * K), PAPER)
    pen = Pen(img, 0, 0, K)
    for shape in layout.tracks:
        color = _mix(SPACE[layout.game_map.routes[shape.index].color], PAPER, 0.45)
        pen.draw.line(pen.pts(shape.line), fill=color, width=pen.w(5), joint="curve")
    for x, y in layout.cities.values():
        pen.draw.ellipse(pen.box(x - 4, y - 4, x + 4, y + 4), fill=(255, 255, 255),
                         outline=OTHERS, width=pen.w(1.2))
    return img


def _dashes(points: list[tuple[float, float]], dash: float, gap: float
            ) -> Iterable[list[tuple[float, float]]]:
    """Pieces of a polyline, `dash` long every `dash + gap`."""
    pos, on, cur = 0.0, True, [points[0]]
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        seg = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
        t = 0.0
        while seg - t > 1e-9:
            left = (dash if on else gap) - pos
            step = min(left, seg - t)
            t += step
            pos += step
            p = (x0 + (x1 - x0) * t / seg, y0 + (y1 - y0) * t / seg)
            if on:
                cur.append(p)
            if pos >= (dash if on else gap) - 1e-9:
                if on:
                    yield cur
                on, pos, cur = not on, 0.0, [p]
    if on and len(cur) > 1:
        yield cur


def minimap(view: PrivateView, w: int, h: int) -> Image.Image:
    """The player's small map, w x h pixels."""
    layout = board_layout(view.map_id, w, h)
    game_map = layout.game_map
    img = _mini_base(view.map_id, w, h).copy()
    pen = Pen(img, 0, 0, K)
    for track, seat in view.owners.items():
        if seat != view.seat:
            pen.draw.line(pen.pts(layout.tracks[track].line), fill=OTHERS, width=pen.w(6),
                          joint="curve")
    for status in view.tickets:
        for track in status.gap_tracks:
            for piece in _dashes(list(layout.tracks[track].line), 7, 5):
                pen.draw.line(pen.pts(piece), fill=WARN, width=pen.w(5))
    mine = player_color(view.seat)
    for track, seat in view.owners.items():
        if seat == view.seat:
            pts = pen.pts(layout.tracks[track].line)
            pen.draw.line(pts, fill=INK, width=pen.w(10), joint="curve")
            pen.draw.line(pts, fill=mine, width=pen.w(7), joint="curve")
    for city in view.players[view.seat].station_cities:
        x, y = layout.cities[city]
        pen.draw.rectangle(pen.box(x - 7, y - 13, x + 7, y - 1), fill=mine, outline=INK,
                           width=pen.w(1.5))
    state: dict[str, RGB] = {}
    for status in view.tickets:
        t = game_map.tickets[status.ticket]
        color = GOOD if status.completed else WARN if status.trains_needed is not None else BAD
        for city in (t.a, t.b):
            if state.get(city) not in (WARN, BAD):
                state[city] = color
    f = font(15 * K, "bold")
    for city, color in state.items():
        x, y = layout.cities[city]
        pen.draw.ellipse(pen.box(x - 8, y - 8, x + 8, y + 8), fill=color, outline=INK,
                         width=pen.w(2))
        name = game_map.city_ids[city].name
        tw = f.getlength(name) / K
        right = x + 11 + tw < w - 4
        pen.draw.text(pen.p(x + 11 if right else x - 11, y), name, font=f,
                      anchor="lm" if right else "rm", fill=INK, stroke_width=pen.w(3),
                      stroke_fill=PAPER)
    draw = ImageDraw.Draw(img)
    draw.rectangle([0, 0, img.width - 1, img.height - 1], outline=OTHERS, width=pen.w(1))
    return img.resize((w, h), Image.Resampling.LANCZOS)
