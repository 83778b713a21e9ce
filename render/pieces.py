"""What players put on a board, as cached sprites: trains on claimed tracks, stations,
the glow of the last move and the trace of a longest path."""

from __future__ import annotations

from functools import cache

from .layout import STATION_RADIUS, Car, board_layout
from .palette import HIGHLIGHT, INK, RGB, player_color
from .sprites import Box, Pen, Sprite, bounds, make_sprite
from .symbols import draw_station
from .track_paint import paint_disc, paint_pattern, paint_train

Size = tuple[str, int, int]


#: the pattern on each seat's pieces, so seats differ by more than colour
SEAT_PATTERNS = ("solid", "stripes", "dots", "line", "cross")
#: the seat-number disc on a claimed track, in picture pixels: 32 px across, 11 px at
#: the board fitted inside the desktop box of 550x350, where the number still reads
DISC_RADIUS = 16.0
#: a train carries one disc for about this many cars
CARS_PER_DISC = 3
#: the seat-number disc of a station, as a share of the station's radius
STATION_DISC = 0.68


def seat_mark(seat: int) -> str:
    """The mark on a player's pieces: their seat number, from 1."""
    return str(seat + 1)


def seat_pattern(seat: int) -> str:
    return SEAT_PATTERNS[seat % len(SEAT_PATTERNS)]


def disc_cars(length: int) -> list[int]:
    """Which cars of a train of `length` carry the seat disc: the middle one, or one in
    about every three, spread evenly, on a long train."""
    n = max(1, round(length / CARS_PER_DISC))
    return [int((i + 0.5) * length / n) for i in range(n)]


@cache
def train_sprite(map_id: str, width: int, height: int, track: int, seat: int) -> Sprite:
    """`seat`'s trains on `track`: colour and pattern on every car, the seat number in a
    disc on the middle car (on one in three of a long train)."""
    shape = board_layout(map_id, width, height).tracks[track]

    def paint(pen: Pen) -> None:
        for car in shape.cars:
            paint_train(pen, car, player_color(seat), seat_pattern(seat))
        for i in disc_cars(len(shape.cars)):
            paint_disc(pen, *shape.cars[i].center, DISC_RADIUS, seat_mark(seat))

    return make_sprite(train_bounds(map_id, width, height, track), paint)


def train_bounds(map_id: str, width: int, height: int, track: int) -> Box:
    """Where the trains on `track` are painted, whoever's they are."""
    shape = board_layout(map_id, width, height).tracks[track]
    return bounds([pt for car in shape.cars for pt in car.corners], pad=DISC_RADIUS + 2)


def paint_station(pen: Pen, x: float, y: float, r: float, seat: int) -> None:
    """A station: a house in the seat's colour and pattern with the seat number."""
    draw_station(pen.draw, *pen.p(x + 1.5, y + 2), r * pen.k, (0, 0, 0, 120), (0, 0, 0, 0), 0)
    draw_station(pen.draw, *pen.p(x, y), (r + 2) * pen.k, (255, 255, 255), INK, pen.w(1.2))
    draw_station(pen.draw, *pen.p(x, y), r * pen.k, player_color(seat), INK, pen.w(2))
    body = Car(((x - r * 0.8, y - r * 0.15), (x + r * 0.8, y - r * 0.15),
                (x + r * 0.8, y + r * 0.9), (x - r * 0.8, y + r * 0.9)), (x, y), 0.0)
    paint_pattern(pen, body, seat_pattern(seat))
    paint_disc(pen, x, y + r * 0.22, r * STATION_DISC, seat_mark(seat))


@cache
def station_sprite(map_id: str, width: int, height: int, city: str, seat: int) -> Sprite:
    """`seat`'s station in `city`."""
    x, y = board_layout(map_id, width, height).stations[city]
    r = STATION_RADIUS
    return make_sprite((x - r - 4, y - r - 4, x + r + 4, y + r + 4),
                       lambda pen: paint_station(pen, x, y, r, seat))


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
