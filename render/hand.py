"""A player's private picture: their cards by colour with counts, their tickets with each
one's state, tickets on offer, and a small map of their network and ticket cities."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from engine.maps import GameMap, load_map
from engine.views import PrivateView, TicketStatus

from .card_faces import paste_hand
from .fonts import font
from .labels import word
from .layout import map_area
from .minimap import minimap
from .palette import (
    BAD,
    GOOD,
    INK,
    OFFERED,
    PANEL,
    PANEL_MUTED,
    PANEL_ROW,
    PANEL_TEXT,
    RGB,
    WARN,
    hex_rgb,
)
from .panel import seat_badge
from .png import png_bytes
from .text import fit

WIDTH = 1600
PAD = 24
CARD_W, CARD_H = 150, 104
TICKET_H = 66
LONG_TICKET: RGB = hex_rgb("#2f4a78")


def ticket_title(game_map: GameMap, ticket: int) -> str:
    t = game_map.tickets[ticket]
    names = game_map.city_ids
    return f"{names[t.a].name} – {names[t.b].name}"


def draw_check(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, color: RGB) -> None:
    """A tick mark s pixels wide with its top-left at (x, y)."""
    draw.line([(x, y + s * 0.55), (x + s * 0.38, y + s * 0.9), (x + s, y + s * 0.1)],
              fill=color, width=max(3, round(s / 5)), joint="curve")


def draw_cross(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, color: RGB) -> None:
    """A cross s pixels wide with its top-left at (x, y)."""
    w = max(3, round(s / 5))
    draw.line([(x, y), (x + s, y + s)], fill=color, width=w)
    draw.line([(x + s, y), (x, y + s)], fill=color, width=w)


def _ticket_row(draw: ImageDraw.ImageDraw, x: int, y: int, w: int, game_map: GameMap,
                ticket: int, status: TicketStatus | None,
                labels: Mapping[str, str] | None) -> None:
    t = game_map.tickets[ticket]
    bg = LONG_TICKET if t.long else PANEL_ROW
    draw.rounded_rectangle([x, y, x + w, y + TICKET_H - 8], radius=10, fill=bg)
    if status is None:
        color, text = OFFERED, ""
    elif status.completed:
        color, text = GOOD, word(labels, "completed")
    elif status.trains_needed is not None:
        color, text = WARN, word(labels, "trains_needed", trains=status.trains_needed)
    else:
        color, text = BAD, word(labels, "unreachable")
    draw.rounded_rectangle([x, y, x + 8, y + TICKET_H - 8], radius=4, fill=color)
    pf = font(28, "black")
    points = str(t.points)
    draw.text((x + w - 16, y + (TICKET_H - 8) / 2), points, font=pf, anchor="rm",
              fill=PANEL_TEXT)
    tx = x + 22
    if status is not None:
        if status.completed:
            draw_check(draw, tx, y + 16, 24, GOOD)
        elif status.trains_needed is None:
            draw_cross(draw, tx + 2, y + 18, 20, BAD)
        else:
            draw.ellipse([tx + 2, y + 18, tx + 22, y + 38], outline=WARN, width=4)
        tx += 36
    room = x + w - 24 - pf.getlength(points) - tx
    title = fit(ticket_title(game_map, ticket), font(23, "bold"), room)
    if text:
        draw.text((tx, y + 6), title, font=font(23, "bold"), fill=PANEL_TEXT, anchor="lt")
    else:
        draw.text((tx, y + (TICKET_H - 8) / 2), title, font=font(23, "bold"), fill=PANEL_TEXT,
                  anchor="lm")
    if text:
        draw.text((tx, y + 34), fit(text, font(18, "semibold"), room), font=font(18, "semibold"),
                  fill=color, anchor="lt")


def private_header(draw: ImageDraw.ImageDraw, y: int, seat: int, name: str, game: str,
                   turn: str) -> None:
    """The top of a private picture: whose it is (badge and name), the game, the turn."""
    seat_badge(draw, PAD, y, 50, seat)
    draw.text((PAD + 66, y + 2), fit(name, font(34, "black"), 900), font=font(34, "black"),
              fill=PANEL_TEXT, anchor="lt")
    draw.text((WIDTH - PAD, y + 4), game, font=font(24, "bold"), fill=PANEL_MUTED, anchor="rt")
    draw.text((WIDTH - PAD, y + 34), turn, font=font(19, "semibold"), fill=PANEL_MUTED,
              anchor="rt")


def _mini_size(map_id: str) -> tuple[int, int]:
    w, h = map_area(map_id)
    if w >= h:
        return 860, round(860 * h / w)
    return round(1000 * w / h), 1000


def hand_image(view: PrivateView, labels: Mapping[str, str] | None = None) -> Image.Image:
    game_map = load_map(view.map_id)
    mw, mh = _mini_size(view.map_id)
    col_w = WIDTH - 3 * PAD - mw
    rows = len(view.tickets) + (len(view.offered) + 1 if view.offered else 0)
    tickets_h = 40 + max(1, rows) * TICKET_H + (20 if view.offered else 0)
    top = 86 + 40 + CARD_H + 24
    height = top + max(tickets_h, mh + 40) + PAD
    img = Image.new("RGB", (WIDTH, height), PANEL)
    draw = ImageDraw.Draw(img)
    private_header(draw, 20, view.seat, view.players[view.seat].name,
                   word(labels, f"title_{view.map_id}"),
                   word(labels, "turn", turn=view.turn + 1))

    y = 92
    draw.text((PAD, y), word(labels, "your_cards").upper(), font=font(18, "bold"),
              fill=PANEL_MUTED, anchor="lt")
    y += 32
    paste_hand(img, view.hand, PAD, y, CARD_W, CARD_H, 12, PANEL)
    y = top
    draw.text((PAD, y), word(labels, "your_tickets").upper(), font=font(18, "bold"),
              fill=PANEL_MUTED, anchor="lt")
    ty = y + 32
    if not view.tickets and not view.offered:
        draw.text((PAD, ty), word(labels, "no_tickets"), font=font(20, "semibold"),
                  fill=PANEL_MUTED, anchor="lt")
    for status in view.tickets:
        _ticket_row(draw, PAD, ty, col_w, game_map, status.ticket, status, labels)
        ty += TICKET_H
    if view.offered:
        ty += 16
        draw.text((PAD, ty), word(labels, "offered", keep=view.keep_min).upper(),
                  font=font(18, "bold"), fill=WARN, anchor="lt")
        ty += 32
        for ticket in view.offered:
            _ticket_row(draw, PAD, ty, col_w, game_map, ticket, None, labels)
            ty += TICKET_H
    mx = WIDTH - PAD - mw
    draw.text((mx, y), word(labels, "your_network").upper(), font=font(18, "bold"),
              fill=PANEL_MUTED, anchor="lt")
    img.paste(minimap(view, mw, mh), (mx, y + 32))
    draw.rectangle([mx - 1, y + 31, mx + mw, y + 32 + mh], outline=INK, width=1)
    return img


def render_hand(view: PrivateView, labels: Mapping[str, str] | None = None) -> bytes:
    """A player's own cards, tickets and network as PNG bytes (send it to them only)."""
    return png_bytes(hand_image(view, labels))
