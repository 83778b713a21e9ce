"""The Card Game's destination tickets drawn as cards: the two cities, the points, and a
colour circle with its symbol for every train card the ticket needs."""

from __future__ import annotations

from functools import cache

from engine.cardgame.data import load_cardgame

from .fonts import font
from .palette import CARD, INK, hex_rgb, ink_on
from .sprites import Pen, Sprite, make_sprite
from .symbols import draw_symbol
from .text import fit

TICKET_PAPER = hex_rgb("#f4ead2")
TICKET_EDGE = hex_rgb("#b59a63")
#: the city names on a ticket: 10 px tall with the hand picture fitted inside 550x350
CITY_SIZE = 30


def ticket_room(w: float) -> float:
    """How wide a city name may be on a ticket `w` wide (beside the points)."""
    return w - 80


def _paint_ticket(pen: Pen, ticket: int, w: float, h: float) -> None:
    data = load_cardgame()
    t = data.tickets[ticket]
    names = data.city_name
    pen.draw.rounded_rectangle(pen.box(3, 4, w + 1, h + 1), pen.w(10), fill=(0, 0, 0, 90))
    pen.draw.rounded_rectangle(pen.box(1, 1, w - 1, h - 1), pen.w(10), fill=TICKET_PAPER,
                               outline=TICKET_EDGE, width=pen.w(2.5))
    big = {b.city for b in data.big_cities}
    f = font(round(CITY_SIZE * pen.k), "bold")
    for i, city in enumerate((t.a, t.b)):
        text = fit(names(city), f, ticket_room(w) * pen.k)
        pen.draw.text(pen.p(14, 10 + i * (CITY_SIZE + 6)), text, font=f, anchor="lt",
                      fill=(150, 40, 30) if city in big else INK)
    cx, cy, r = w - 34, 34, 24
    pen.draw.ellipse(pen.box(cx - r, cy - r, cx + r, cy + r), fill=INK)
    pen.draw.text(pen.p(cx, cy), str(t.points), font=font(round(30 * pen.k), "black"),
                  anchor="mm", fill=(255, 255, 255))
    cr = 15
    step = min(2 * cr + 8, (w - 28) / max(1, len(t.colors)))
    for i, color in enumerate(t.colors):
        x, y = 14 + cr + i * step, h - cr - 12
        pen.draw.ellipse(pen.box(x - cr, y - cr, x + cr, y + cr), fill=CARD[color],
                         outline=INK, width=pen.w(1.6))
        draw_symbol(pen.draw, color, *pen.p(x, y), cr * 0.55 * pen.k, ink_on(CARD[color]))


@cache
def ticket_sprite(ticket: int, w: int = 300, h: int = 120) -> Sprite:
    """Ticket `ticket` of the Card Game as a w x h card placed at (0, 0)."""
    return make_sprite((0, 0, w + 2, h + 2), lambda pen: _paint_ticket(pen, ticket, w, h))
