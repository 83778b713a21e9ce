"""How a track space, a claimed train and a city look: shared by the board and the
legend."""

from __future__ import annotations

from engine.maps import Track

from .fonts import font
from .layout import CAR_WIDTH, CITY_RADIUS, LABEL_SIZE, Car, Label
from .palette import CITY_FILL, INK, PAPER, RGB, SPACE, ink_on
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


def paint_space(pen: Pen, car: Car, color: str, tunnel: bool, locomotive: bool) -> None:
    """One free space: its colour, its colour's symbol, a thick border for tunnels and the
    locomotive sign on ferry spaces."""
    fill = SPACE[color]
    pen.draw.polygon(pen.pts(car.corners), fill=fill,
                     outline=TUNNEL_INK if tunnel else INK, width=pen.w(3.4 if tunnel else 1.1))
    cx, cy = pen.p(*car.center)
    r = min(_car_size(car), CAR_WIDTH) * 0.3 * pen.k
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


def paint_train(pen: Pen, car: Car, color: RGB, mark: str) -> None:
    """A player's train on a space: their colour, a dark outline, a light inner line and
    their seat number, a little larger than the space so it reads as a piece on top."""
    body = grown(car, 1.5)
    pen.draw.polygon(pen.pts((x + 2, y + 2.5) for x, y in body), fill=(0, 0, 0, 110))
    pen.draw.polygon(pen.pts(body), fill=color, outline=INK, width=pen.w(2.2))
    pen.draw.polygon(pen.pts(grown(car, -1.6)), outline=(255, 255, 255, 200), width=pen.w(1.1))
    if mark:
        f = font(round(11 * pen.k), "bold")
        pen.draw.text(pen.p(*car.center), mark, font=f, anchor="mm", fill=(255, 255, 255),
                      stroke_width=max(1, round(pen.k * 0.8)), stroke_fill=INK)


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
