"""A Card Game player's private picture, in the board picture's shape and size (the
desktop box's 1.57:1) on every turn of a game: the cards they hold with large counts, the
tickets on offer and held drawn as tickets, the tickets completed so far as a list beside
them (those that do not fit summed on one line), and the Big Cities."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from engine.cardgame import PrivateView, PublicView, TicketResult, load_cardgame

from .board_frame import BOARD_SIZE
from .card_faces import paste_held
from .fonts import font
from .hand import draw_check, private_header
from .labels import word
from .palette import GOOD, PANEL, PANEL_MUTED, PANEL_ROW, PANEL_TEXT, RGB, WARN
from .png import png_bytes
from .text import fit
from .ticket_cards import ticket_sprite

WIDTH, HEIGHT = BOARD_SIZE
PAD = 24
TICKET_W, TICKET_H = 296, 150
TICKET_GAP = 18
#: the tickets' part on the left; the completed tickets' list beside it
LEFT_W = 3 * TICKET_W + 2 * TICKET_GAP + 60
LIST_X = PAD + LEFT_W + 30
LINE_H = 44
BIG_CITIES_H = 100
Labels = Mapping[str, str] | None


def hand_size() -> tuple[int, int]:
    """The picture's size: the same on every turn of every game."""
    return WIDTH, HEIGHT


def _heading(draw: ImageDraw.ImageDraw, x: int, y: int, text: str,
             color: RGB = PANEL_MUTED) -> int:
    draw.text((x, y), text.upper(), font=font(30, "bold"), fill=color, anchor="lt")
    return y + 44


def _grid(img: Image.Image, tickets: list[int], y: int, bottom: int) -> tuple[int, int]:
    """The tickets drawn three to a row from y, as many as fit above `bottom`; the y
    below them and how many were drawn."""
    per_row = 3
    rows = max(0, (bottom - y + 16) // (TICKET_H + 16))
    shown = min(len(tickets), rows * per_row)
    if shown < len(tickets):  # the last place says how many more
        shown = max(0, shown - 1)
    for i, ticket in enumerate(tickets[:shown]):
        x = PAD + (i % per_row) * (TICKET_W + TICKET_GAP)
        ty = y + (i // per_row) * (TICKET_H + 16)
        sprite = ticket_sprite(ticket, TICKET_W, TICKET_H)
        img.paste(sprite.image, (x, ty), sprite.image)
    used = (shown + per_row - 1) // per_row
    if shown < len(tickets):
        x = PAD + (shown % per_row) * (TICKET_W + TICKET_GAP)
        ty = y + (shown // per_row) * (TICKET_H + 16)
        draw = ImageDraw.Draw(img)
        draw.rounded_rectangle([x, ty, x + TICKET_W, ty + TICKET_H], radius=12,
                               outline=PANEL_MUTED, width=3)
        draw.text((x + TICKET_W / 2, ty + TICKET_H / 2), f"+{len(tickets) - shown}",
                  font=font(56, "black"), fill=PANEL_TEXT, anchor="mm")
        used = shown // per_row + 1
    return y + used * (TICKET_H + 16) + 8, shown


def _completed(view: PublicView, seat: int) -> list[TicketResult]:
    return [t for s in view.scorings for t in s.completed[seat]]


def _done_list(draw: ImageDraw.ImageDraw, done: list[TicketResult], y: int, bottom: int,
               labels: Labels) -> None:
    """The completed tickets, one a line with their points; the rest summed."""
    y = _heading(draw, LIST_X, y, word(labels, "completed_tickets"), GOOD)
    data = load_cardgame()
    f, pf = font(30, "semibold"), font(32, "black")
    room = (bottom - y) // LINE_H
    shown = done if len(done) <= room else done[:max(0, room - 1)]
    for t in shown:
        draw_check(draw, LIST_X, y + 8, 26, GOOD)
        points = f"+{t.points}"
        draw.text((WIDTH - PAD, y + LINE_H / 2), points, font=pf, fill=GOOD, anchor="rm")
        room_w = WIDTH - PAD - pf.getlength(points) - 12 - (LIST_X + 40)
        ticket = data.tickets[t.ticket]
        name = f"{data.city_name(ticket.a)}–{data.city_name(ticket.b)}"
        draw.text((LIST_X + 40, y + LINE_H / 2), fit(name, f, room_w),
                  font=f, fill=PANEL_TEXT, anchor="lm")
        y += LINE_H
    rest = done[len(shown):]
    if rest:
        text = f"+{len(rest)} (+{sum(t.points for t in rest)})"
        draw.text((LIST_X + 40, y + LINE_H / 2), text, font=pf, fill=GOOD, anchor="lm")


def _big_cities(draw: ImageDraw.ImageDraw, y: int, labels: Labels) -> None:
    data = load_cardgame()
    y = _heading(draw, PAD, y, word(labels, "big_cities"))
    x = PAD
    f = font(30, "bold")
    for b in data.big_cities:
        text = f"{data.city_name(b.city)} {b.points}"
        w = f.getlength(text) + 32
        draw.rounded_rectangle([x, y, x + w, y + 46], radius=23, fill=PANEL_ROW)
        draw.text((x + 16, y + 23), text, font=f, fill=(236, 128, 110), anchor="lm")
        x += int(w) + 12


def cardgame_hand_image(view: PrivateView, labels: Labels = None) -> Image.Image:
    """One player's cards and tickets (send it to that player only)."""
    img = Image.new("RGB", (WIDTH, HEIGHT), PANEL)
    draw = ImageDraw.Draw(img)
    private_header(draw, PAD, view.seat, view.players[view.seat].name,
                   word(labels, "cardgame_title"), word(labels, "turn", turn=view.turn + 1),
                   width=WIDTH, pad=PAD)
    y = _heading(draw, PAD, PAD + 84, word(labels, "your_cards"))
    if not paste_held(img, view.hand, PAD, y, 150, 104, PAD + LEFT_W, 52):
        draw.text((PAD, y + 52), word(labels, "no_cards"), font=font(36, "bold"),
                  fill=PANEL_MUTED, anchor="lm")
    y += 104 + 24
    bottom = HEIGHT - PAD - BIG_CITIES_H
    if view.offered:
        y = _heading(draw, PAD, y, word(labels, "offered", keep=view.keep_min), WARN)
        y, _ = _grid(img, [t.ticket for t in view.offered], y, bottom - 44 - TICKET_H)
    y = _heading(draw, PAD, y, word(labels, "your_tickets"))
    if view.tickets:
        _grid(img, [t.ticket for t in view.tickets], y, bottom)
    else:
        draw.text((PAD, y), word(labels, "no_tickets"), font=font(32, "semibold"),
                  fill=PANEL_MUTED, anchor="lt")
    list_bottom = bottom
    if view.own_tracks is not None:
        list_bottom -= 44 + 80
        oy = _heading(draw, LIST_X, list_bottom + 10, word(labels, "own_pile"))
        paste_held(img, view.own_tracks, LIST_X, oy, 96, 66, WIDTH - PAD, 36)
    _done_list(draw, _completed(view, view.seat), PAD + 84, list_bottom, labels)
    _big_cities(draw, HEIGHT - PAD - BIG_CITIES_H + 4, labels)
    return img


def render_cardgame_hand(view: PrivateView, labels: Labels = None) -> bytes:
    """A Card Game player's hand and tickets as PNG bytes (send it to them only)."""
    return png_bytes(cardgame_hand_image(view, labels))
