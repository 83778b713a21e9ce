"""What players put on a board, as cached sprites: trains on claimed tracks, stations,
the glow of the last move and the trace of a longest path."""

from __future__ import annotations

from functools import cache

from .layout import board_layout
from .palette import HIGHLIGHT, INK, RGB, player_color
from .sprites import Pen, Sprite, bounds, make_sprite
from .symbols import draw_station
from .track_paint import paint_train

Size = tuple[str, int, int]


def seat_mark(seat: int) -> str:
    """The mark on a player's pieces: their seat number, from 1."""
    return str(seat + 1)


@cache
def train_sprite(map_id: str, width: int, height: int, track: int, seat: int) -> Sprite:
    """`seat`'s trains on `track`."""
    shape = board_layout(map_id, width, height).tracks[track]
    box = bounds([pt for car in shape.cars for pt in car.corners], pad=6)

    def paint(pen: Pen) -> None:
        for car in shape.cars:
            paint_train(pen, car, player_color(seat), seat_mark(seat))

    return make_sprite(box, paint)


@cache
def station_sprite(map_id: str, width: int, height: int, city: str, seat: int) -> Sprite:
    """`seat`'s station in `city`."""
    x, y = board_layout(map_id, width, height).stations[city]
    r = 10.0

    def paint(pen: Pen) -> None:
        draw_station(pen.draw, *pen.p(x + 1.5, y + 2), r * pen.k, (0, 0, 0, 110), (0, 0, 0, 0), 0)
        draw_station(pen.draw, *pen.p(x, y), r * pen.k, player_color(seat), INK, pen.w(2))

    return make_sprite((x - r - 2, y - r - 2, x + r + 4, y + r + 4), paint)


def _glow(points: list[tuple[float, float]], width: float, color: RGB, alpha: int) -> Sprite:
    box = bounds(points, pad=width)

    def paint(pen: Pen) -> None:
        pts = pen.pts(points)
        pen.draw.line(pts, fill=(*color, alpha), width=pen.w(width), joint="curve")
        r = width / 2 * pen.k
        for px, py in (pts[0], pts[-1]):
            pen.draw.ellipse([px - r, py - r, px + r, py + r], fill=(*color, alpha))

    return make_sprite(box, paint)


@cache
def track_glow(map_id: str, width: int, height: int, track: int) -> Sprite:
    """A bright band under a track: the last move."""
    shape = board_layout(map_id, width, height).tracks[track]
    return _glow(list(shape.line), 30, HIGHLIGHT, 235)


@cache
def city_glow(map_id: str, width: int, height: int, city: str) -> Sprite:
    """A bright ring round a city: a station just built."""
    x, y = board_layout(map_id, width, height).cities[city]
    r = 26.0

    def paint(pen: Pen) -> None:
        pen.draw.ellipse(pen.box(x - r, y - r, x + r, y + r), fill=(*HIGHLIGHT, 235))

    return make_sprite((x - r, y - r, x + r, y + r), paint)


@cache
def path_trace(map_id: str, width: int, height: int, track: int, seat: int) -> Sprite:
    """A line in the owner's colour along a track of their longest path."""
    shape = board_layout(map_id, width, height).tracks[track]

    def paint(pen: Pen) -> None:
        pts = pen.pts(shape.line)
        pen.draw.line(pts, fill=INK, width=pen.w(9), joint="curve")
        pen.draw.line(pts, fill=(255, 255, 255), width=pen.w(5), joint="curve")
        pen.draw.line(pts, fill=player_color(seat), width=pen.w(3), joint="curve")

    return make_sprite(bounds(list(shape.line), pad=8), paint)
