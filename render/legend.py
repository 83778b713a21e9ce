"""The legend of a board game, a picture of its own (sent with /ttr rules) so the board's
panel need not repeat it on every post: free tracks by colour and symbol, tunnels and
ferries, each seat's trains and stations, the last-move glow and the panel's signs."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from engine.rules import RULESETS

from .badges import count_icon, seat_badge
from .fonts import font
from .labels import word
from .layout import CAR_WIDTH, Car
from .palette import HIGHLIGHT, PANEL, PANEL_MUTED, PANEL_TEXT, PAPER, WARN, player_color
from .pieces import DISC_RADIUS, paint_station, seat_mark, seat_pattern
from .png import png_bytes
from .sprites import Pen, make_sprite
from .symbols import draw_locomotive
from .text import fit
from .track_paint import paint_disc, paint_space, paint_train

WIDTH = 1200
ROW = 56
CAR_LEN = 50.0
SIZE = 30


def _cars(n: int, x: float, y: float) -> list[Car]:
    """n horizontal cars from (x, y) (their left end, centre line)."""
    h = CAR_WIDTH / 2
    out = []
    for i in range(n):
        x0 = x + i * (CAR_LEN + 4)
        x1 = x0 + CAR_LEN
        out.append(Car(((x0, y - h), (x1, y - h), (x1, y + h), (x0, y + h)),
                       ((x0 + x1) / 2, y), 0.0))
    return out


def _sample(img: Image.Image, x: int, y: int, kind: str, arg: str | int = "",
            stations: bool = False) -> None:
    """One sample drawn on paper at (x, y), ROW high (a seat's with its station)."""
    w = 3 * (CAR_LEN + 4) + 10
    cy = ROW / 2

    def paint(pen: Pen) -> None:
        pen.draw.rounded_rectangle(pen.box(0, 2, w, ROW - 2), pen.w(8), fill=PAPER)
        cars = _cars(3, 6, cy)
        if kind == "last":
            pen.draw.line(pen.pts([(10, cy), (w - 10, cy)]), fill=HIGHLIGHT, width=pen.w(30))
        if kind in ("space", "last", "gray", "tunnel", "ferry"):
            color = str(arg) if kind == "space" else "gray" if kind in ("gray", "ferry") else "red"
            for i, car in enumerate(cars):
                paint_space(pen, car, color, kind == "tunnel", kind == "ferry" and i == 1)
        if kind in ("claimed", "last"):
            seat = int(arg or 0)
            if kind == "claimed" and stations:
                cars = cars[:2]
                paint_station(pen, w - 26, cy, 18, seat)
            for car in cars:
                paint_train(pen, car, player_color(seat), seat_pattern(seat))
            paint_disc(pen, *cars[1].center, DISC_RADIUS, seat_mark(seat))
        if kind == "station":
            paint_station(pen, w / 2, cy, 18, int(arg))

    sprite = make_sprite((0, 0, w, ROW), paint)
    img.paste(sprite.image, (x + sprite.x, y + sprite.y), sprite.image)


def legend_image(game: str, labels: Mapping[str, str] | None = None) -> Image.Image:
    """The legend of `game`'s board pictures."""
    rules = RULESETS[game]
    items: list[tuple[str, str | int, str]] = [
        ("space", color, word(labels, f"color_{color}"))
        for color in ("purple", "blue", "orange", "white", "green", "yellow", "black", "red")]
    items.append(("gray", "", word(labels, "legend_gray")))
    if rules.map_id != "usa":
        items += [("tunnel", "", word(labels, "legend_tunnel")),
                  ("ferry", "", word(labels, "legend_ferry"))]
    items.append(("last", 0, word(labels, "legend_last")))
    seats = [("claimed", seat, word(labels, f"player_color_{seat}")) for seat in range(5)]
    col_w = WIDTH // 2
    rows = max(len(items), len(seats)) + 1
    height = 110 + rows * (ROW + 8) + 200
    img = Image.new("RGB", (WIDTH, height), PANEL)
    draw = ImageDraw.Draw(img)
    f = font(SIZE, "semibold")
    draw.text((24, 24), f"{word(labels, 'legend')} · {word(labels, f'title_{game}')}",
              font=font(40, "black"), fill=PANEL_TEXT, anchor="lt")
    top = 100
    draw.text((24, top), word(labels, "legend_space"), font=font(SIZE - 4, "bold"),
              fill=PANEL_MUTED, anchor="lt")
    claimed = word(labels, "legend_claimed")
    if rules.stations:
        claimed += " · " + word(labels, "legend_station")
    draw.text((col_w + 24, top), claimed, font=font(SIZE - 4, "bold"),
              fill=PANEL_MUTED, anchor="lt")
    for column, entries in ((0, items), (1, seats)):
        y = top + 44
        for kind, arg, text in entries:
            x = 24 + column * col_w
            _sample(img, x, y, kind, arg, rules.stations > 0)
            if kind == "claimed":
                seat_badge(draw, x + 190, y + 6, ROW - 12, int(arg))
                x += ROW - 4
            draw.text((x + 190, y + ROW / 2), fit(text, f, col_w - 230), font=f,
                      fill=PANEL_TEXT, anchor="lm")
            y += ROW + 8
    y = height - 170
    x = 24
    signs = [("trains", word(labels, "trains"))]
    if rules.stations:
        signs.append(("stations", word(labels, "stations")))
    signs += [("cards", word(labels, "cards")), ("tickets", word(labels, "tickets"))]
    for kind, text in signs:
        if kind == "trains":
            draw_locomotive(draw, x + 18, y + 20, 18, PANEL_TEXT)
        else:
            count_icon(draw, kind, x + 18, y + 20, 16)
        x += 48 + round(f.getlength(text)) + 40
        draw.text((x - round(f.getlength(text)) - 40, y + 20), text, font=f, fill=PANEL_TEXT,
                  anchor="lm")
    draw_locomotive(draw, 42, y + 100, 18, WARN)
    draw.text((76, y + 100), "≤ 6", font=font(SIZE, "black"), fill=WARN, anchor="lm")
    return img


def render_legend(game: str, labels: Mapping[str, str] | None = None) -> bytes:
    """The legend of `game` as PNG bytes."""
    return png_bytes(legend_image(game, labels))
