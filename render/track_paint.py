"""How a track space, a claimed train and a city look: shared by the board and the
legend."""

from __future__ import annotations

from engine.maps import Track

from .fonts import font
from .layout import CAR_WIDTH, CITY_RADIUS, LABEL_SIZE, Car, Label
from .palette import CITY_FILL, INK, PAPER, RGB, SOFT_INK, SPACE, ink_on
from .sprites import Pen
from .symbols import draw_locomotive, draw_symbol

TUNNEL_INK: RGB = (20, 20, 20)


def locomotive_spaces(track: Track) -> set[int]:
    """Which spaces of a ferry carry the locomotive sign (spread along the track)."""
    n, k = track.length, track.locomotives
    return {min(n - 1, int((i + 0.5) * n / k)) for i in range(k)}


def _car_size(car: Car) -> float:
    (x0, y0), (x1, y1) = car.corners[0], car.corners[1]
    return ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5


#: how wide a free space is drawn: thinner than a claimed train, which covers it
FREE_WIDTH = 11.0


def thinned(car: Car, width: float) -> tuple[tuple[float, float], ...]:
    """The car's corners with its sides moved in to make it `width` pixels wide."""
    (ax, ay), (bx, by), (cx, cy), (dx, dy) = car.corners
    t = (1 - width / CAR_WIDTH) / 2
    return ((ax + (dx - ax) * t, ay + (dy - ay) * t), (bx + (cx - bx) * t, by + (cy - by) * t),
            (cx + (bx - cx) * t, cy + (by - cy) * t), (dx + (ax - dx) * t, dy + (ay - dy) * t))


def paint_space(pen: Pen, car: Car, color: str, tunnel: bool, locomotive: bool) -> None:
    """One free space, pale and thinner than a train: its colour, its colour's symbol, a
    thick border for tunnels and the locomotive sign on ferry spaces."""
    fill = SPACE[color]
    pen.draw.polygon(pen.pts(thinned(car, FREE_WIDTH)), fill=fill,
                     outline=TUNNEL_INK if tunnel else SOFT_INK,
                     width=pen.w(3.0 if tunnel else 1.0))
    cx, cy = pen.p(*car.center)
    r = min(_car_size(car), FREE_WIDTH) * 0.36 * pen.k
    if locomotive:
        draw_locomotive(pen.draw, cx, cy, r * 1.35, INK)
    elif color != "gray":
        draw_symbol(pen.draw, color, cx, cy, r, ink_on(fill))


def paint_track(pen: Pen, track: Track, cars: tuple[Car, ...]) -> None:
    locos = locomotive_spaces(track) if track.locomotives else set()
    for i, car in enumerate(cars):
        paint_space(pen, car, track.color, track.tunnel, i in locos)


def grown(car: Car, extra: float) -> tuple[tuple[float, float], ...]:
    """The car's corners pushed outwards by `extra` pixels on every side."""
    cx, cy = car.center
    out = []
    for x, y in car.corners:
        dx, dy = x - cx, y - cy
        n = (dx * dx + dy * dy) ** 0.5 or 1.0
        out.append((x + dx / n * extra * 1.4, y + dy / n * extra * 1.4))
    return tuple(out)


def _along(car: Car, t: float, s: float) -> tuple[float, float]:
    """A point of a car: t from its start (0) to its end (1), s from one long side (0)
    to the other (1)."""
    (ax, ay), (bx, by), (cx, cy), (dx, dy) = car.corners
    x0, y0 = ax + (dx - ax) * s, ay + (dy - ay) * s
    x1, y1 = bx + (cx - bx) * s, by + (cy - by) * s
    return x0 + (x1 - x0) * t, y0 + (y1 - y0) * t


def paint_pattern(pen: Pen, car: Car, pattern: str, ink: RGB = (255, 255, 255)) -> None:
    """A seat's pattern on one car (or any box given as a car): `stripes` across,
    `dots`, a `line` along, a `cross`; `solid` draws nothing."""
    w = pen.w(2.2)
    if pattern == "stripes":
        for t in (0.3, 0.7):
            pen.draw.line(pen.pts([_along(car, t, 0.12), _along(car, t, 0.88)]), fill=ink,
                          width=w)
    elif pattern == "dots":
        for t in (0.28, 0.72):
            x, y = pen.p(*_along(car, t, 0.5))
            r = 2.4 * pen.k
            pen.draw.ellipse([x - r, y - r, x + r, y + r], fill=ink)
    elif pattern == "line":
        pen.draw.line(pen.pts([_along(car, 0.1, 0.5), _along(car, 0.9, 0.5)]), fill=ink, width=w)
    elif pattern == "cross":
        pen.draw.line(pen.pts([_along(car, 0.15, 0.15), _along(car, 0.85, 0.85)]), fill=ink,
                      width=w)
        pen.draw.line(pen.pts([_along(car, 0.15, 0.85), _along(car, 0.85, 0.15)]), fill=ink,
                      width=w)


def paint_disc(pen: Pen, x: float, y: float, r: float, mark: str) -> None:
    """A seat number in a white disc: the mark of a player's piece."""
    pen.draw.ellipse(pen.box(x - r, y - r, x + r, y + r), fill=(255, 255, 255), outline=INK,
                     width=pen.w(max(1.6, r * 0.16)))
    f = font(round(r * 1.6 * pen.k), "black")
    pen.draw.text(pen.p(x, y + r * 0.02), mark, font=f, anchor="mm", fill=INK)


def paint_train(pen: Pen, car: Car, color: RGB, pattern: str) -> None:
    """A player's train on a space: their colour and pattern, a dark outline and a
    shadow, wider than the pale free space so it reads as a piece on top."""
    body = grown(car, 1.5)
    pen.draw.polygon(pen.pts((x + 2, y + 2.5) for x, y in body), fill=(0, 0, 0, 120))
    pen.draw.polygon(pen.pts(body), fill=color, outline=INK, width=pen.w(2.4))
    paint_pattern(pen, car, pattern)


def paint_city(pen: Pen, center: tuple[float, float], label: Label | None) -> None:
    """A city dot and its printed name with a halo, readable over any track."""
    x, y = center
    r = CITY_RADIUS
    pen.draw.ellipse(pen.box(x - r, y - r, x + r, y + r), fill=CITY_FILL, outline=INK,
                     width=pen.w(2.4))
    pen.draw.ellipse(pen.box(x - 3.2, y - 3.2, x + 3.2, y + 3.2), fill=(178, 52, 34))
    if label is not None:
        f = font(round(LABEL_SIZE * pen.k), "bold")
        pen.draw.text(pen.p(label.box[0], label.box[1]), label.text, font=f, anchor="lt",
                      fill=INK, stroke_width=pen.w(3), stroke_fill=PAPER)
