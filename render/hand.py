"""A player's private picture, made to be read in a chat column: the cards they hold with
large counts, their trains left and score, and each ticket with what it still needs (the
colours and lengths of its cheapest remaining path, drawn on a small map beside it). A
ticket whose path got longer since the player's previous turn is flagged as blocked."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from engine.maps import GameMap, load_map
from engine.rules import RULESETS
from engine.views import PrivateView, TicketStatus

from .badges import seat_badge
from .board_frame import BOARD_SIZE
from .card_faces import paste_held
from .fonts import font
from .labels import counted, word
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
    SPACE,
    WARN,
    hex_rgb,
    ink_on,
)
from .symbols import draw_symbol
from .text import fit

#: the box Discord shows a picture in, as every posted picture (the same on every turn)
WIDTH, HEIGHT = BOARD_SIZE
PAD = 28
HEADER_H = 106
CARD_W, CARD_H = 154, 107
CARDS_H = CARD_H + 33
#: the tickets' column at least (a landscape map takes the rest of the width)
TICKETS_W = 646
ROW_H = 115
#: the height below the cards: the tickets' rows beside the small map
BODY_H = HEIGHT - (PAD + HEADER_H + 16 + CARDS_H + 12) - PAD
LONG_TICKET: RGB = hex_rgb("#2f4a78")
#: ticket cities and the cheapest path's dashes
BLOCKED: RGB = hex_rgb("#ff7043")

Labels = Mapping[str, str] | None


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


def private_header(draw: ImageDraw.ImageDraw, y: int, seat: int, name: str, game: str,
                   turn: str, width: int = 1600, pad: int = 24) -> None:
    """The top of a private picture: whose it is (badge and name), the game, the turn."""
    seat_badge(draw, pad, y, 56, seat)
    draw.text((pad + 70, y + 2), fit(name, font(44, "black"), width * 0.5),
              font=font(44, "black"), fill=PANEL_TEXT, anchor="lt")
    draw.text((width - pad, y + 2), game, font=font(30, "bold"), fill=PANEL_MUTED, anchor="rt")
    draw.text((width - pad, y + 38), turn, font=font(28, "semibold"), fill=PANEL_MUTED,
              anchor="rt")


def blocked(status: TicketStatus, before: Mapping[int, int | None] | None) -> bool:
    """Whether the ticket's cheapest path needs more trains than at the player's previous
    turn (or cannot be completed any more): an opponent took a track of it."""
    if before is None or status.completed or status.ticket not in before:
        return False
    was = before[status.ticket]
    if was is None:
        return False
    return status.trains_needed is None or status.trains_needed > was


def _mini_size(map_id: str) -> tuple[int, int]:
    """The small map's size: as wide as the space beside the tickets, at most as tall as
    the body."""
    w, h = map_area(map_id)
    room = WIDTH - 3 * PAD - TICKETS_W
    if h * room / w <= BODY_H:
        return room, round(h * room / w)
    return round(w * BODY_H / h), BODY_H


def _stat(draw: ImageDraw.ImageDraw, right: float, value: str, label: str, color: RGB) -> float:
    """A large number with its word under it, right-aligned at `right`; its left edge."""
    vf, lf = font(64, "black"), font(36, "bold")
    draw.text((right, PAD - 14), value, font=vf, fill=color, anchor="ra")
    draw.text((right, PAD + HEADER_H - 8), label, font=lf, fill=PANEL_MUTED, anchor="rd")
    return right - max(vf.getlength(value), lf.getlength(label))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _header(draw: ImageDraw.ImageDraw, view: PrivateView, labels: Labels) -> None:
    me = view.players[view.seat]
    x = WIDTH - PAD
    trains_color = WARN if me.trains <= 6 else PANEL_TEXT
    x = _stat(draw, x, str(me.trains), _capital(_word_only(labels, "trains", me.trains)),
              trains_color) - 48
    if RULESETS[view.game].stations:
        x = _stat(draw, x, str(me.stations_left),
                  _capital(_word_only(labels, "stations", me.stations_left)), PANEL_TEXT) - 48
    x = _stat(draw, x, str(me.route_points), _capital(word(labels, "score")), PANEL_TEXT) - 48
    seat_badge(draw, PAD, PAD + 14, 76, view.seat)
    nf = font(62, "black")
    draw.text((PAD + 96, PAD + HEADER_H // 2), fit(me.name, nf, x - PAD - 96), font=nf,
              fill=PANEL_TEXT, anchor="lm")


def _word_only(labels: Labels, key: str, count: int) -> str:
    """The counted word without its number ("trains" for 5, "train" for 1)."""
    return counted(labels, key, count).split(" ", 1)[1]


def _cards(img: Image.Image, view: PrivateView, y: int, labels: Labels) -> None:
    if not paste_held(img, view.hand, PAD, y, CARD_W, CARD_H, WIDTH - PAD, 60):
        ImageDraw.Draw(img).text((PAD, y + CARD_H // 2), word(labels, "no_cards"),
                                 font=font(42, "bold"), fill=PANEL_MUTED, anchor="lm")


def _chips(draw: ImageDraw.ImageDraw, game_map: GameMap, tracks: list[int], x: float,
           y: float, right: float) -> None:
    """The tracks still to claim, longest first: a chip of the track's colour and symbol
    with its length."""
    f = font(36, "black")
    routes = sorted((game_map.routes[t] for t in tracks), key=lambda r: -r.length)
    for i, route in enumerate(routes):
        fill = SPACE[route.color]
        w = 46 + f.getlength(str(route.length)) + 14
        if x + w > right - (40 if i < len(routes) - 1 else 0):
            draw.text((x, y + 21), "…", font=f, fill=PANEL_TEXT, anchor="lm")
            return
        draw.rounded_rectangle([x, y, x + w, y + 42], radius=10, fill=fill, outline=INK,
                               width=2)
        draw_symbol(draw, route.color, x + 23, y + 21, 12, ink_on(fill))
        draw.text((x + w - 11, y + 21), str(route.length), font=f, fill=ink_on(fill),
                  anchor="rm")
        x += w + 11


def _warning(draw: ImageDraw.ImageDraw, x: float, y: float, s: float) -> None:
    """A warning sign s pixels wide: an orange triangle with an exclamation mark."""
    draw.polygon([(x + s / 2, y), (x + s, y + s * 0.92), (x, y + s * 0.92)], fill=BLOCKED)
    draw.line([(x + s / 2, y + s * 0.3), (x + s / 2, y + s * 0.6)], fill=INK,
              width=max(2, round(s / 9)))
    draw.ellipse([x + s / 2 - s / 14, y + s * 0.7, x + s / 2 + s / 14, y + s * 0.84], fill=INK)


def _ticket_row(draw: ImageDraw.ImageDraw, x: int, y: int, w: int, game_map: GameMap,
                ticket: int, status: TicketStatus | None,
                before: Mapping[int, int | None] | None, labels: Labels) -> None:
    t = game_map.tickets[ticket]
    h = ROW_H - 10
    draw.rounded_rectangle([x, y, x + w, y + h], radius=14,
                           fill=LONG_TICKET if t.long else PANEL_ROW)
    if status is None:
        color = OFFERED
    elif status.completed:
        color = GOOD
    elif status.trains_needed is None or blocked(status, before):
        color = BAD if status.trains_needed is None else BLOCKED
    else:
        color = WARN
    draw.rounded_rectangle([x, y, x + 14, y + h], radius=5, fill=color)
    pf = font(47, "black")
    points = str(t.points)
    draw.text((x + w - 18, y + 8), points, font=pf, anchor="ra", fill=PANEL_TEXT)
    tf = font(40, "bold")
    room = x + w - 38 - pf.getlength(points) - (x + 30)
    draw.text((x + 30, y + 8), fit(ticket_title(game_map, ticket), tf, room), font=tf,
              fill=PANEL_TEXT, anchor="la")
    ly = y + 58
    lf = font(36, "bold")
    if status is None:
        return
    if status.completed:
        draw_check(draw, x + 30, ly + 3, 33, GOOD)
        draw.text((x + 77, ly + 21), word(labels, "completed"), font=lf, fill=GOOD, anchor="lm")
        return
    if status.trains_needed is None:
        draw_cross(draw, x + 33, ly + 5, 28, BAD)
        draw.text((x + 77, ly + 21), fit(word(labels, "unreachable"), lf, w - 96), font=lf,
                  fill=BAD, anchor="lm")
        return
    lx = x + 30
    was = (before or {}).get(ticket)
    if was is not None and blocked(status, before):
        _warning(draw, lx, ly + 3, 36)
        text = f"{word(labels, 'blocked')} +{status.trains_needed - was}"
        draw.text((lx + 44, ly + 21), text, font=lf, fill=BLOCKED, anchor="lm")
        lx += 44 + lf.getlength(text) + 16
    _chips(draw, game_map, status.gap_tracks, lx, ly, x + w - 11)


def _ticket_rows(view: PrivateView, before: Mapping[int, int | None] | None
                 ) -> tuple[list[tuple[int, TicketStatus | None]], list[TicketStatus]]:
    """The rows to show, offered tickets first, then open ones (blocked first, nearest
    next), then completed ones; and the completed ones that did not fit (summed)."""
    fits = (BODY_H - (50 if view.offered else 0)) // ROW_H
    offered: list[tuple[int, TicketStatus | None]] = [(t, None) for t in view.offered]
    open_ = sorted((s for s in view.tickets if not s.completed),
                   key=lambda s: (not blocked(s, before), s.trains_needed is None,
                                  s.trains_needed or 0))
    done = [s for s in view.tickets if s.completed]
    rows = offered + [(s.ticket, s) for s in open_]
    room = fits - len(rows)
    if len(done) <= room:
        return rows + [(s.ticket, s) for s in done], []
    keep = max(0, room - 1)
    return rows[:fits - 1] + [(s.ticket, s) for s in done[:keep]], done[keep:]


def _tickets(draw: ImageDraw.ImageDraw, view: PrivateView, game_map: GameMap, y: int,
             before: Mapping[int, int | None] | None, labels: Labels) -> None:
    if not view.tickets and not view.offered:
        draw.text((PAD, y + 28), word(labels, "no_tickets"), font=font(40, "bold"),
                  fill=PANEL_MUTED, anchor="lt")
        return
    rows, folded = _ticket_rows(view, before)
    if view.offered:
        draw.text((PAD, y), word(labels, "offered", keep=view.keep_min),
                  font=font(36, "black"), fill=OFFERED, anchor="lt")
        y += 50
    width = WIDTH - 3 * PAD - _mini_size(view.map_id)[0]
    for ticket, status in rows:
        _ticket_row(draw, PAD, y, width, game_map, ticket, status, before, labels)
        y += ROW_H
    if folded:
        points = sum(game_map.tickets[s.ticket].points for s in folded)
        draw_check(draw, PAD + 30, y + 5, 33, GOOD)
        text = f"+{len(folded)} {word(labels, 'completed')} (+{points})"
        draw.text((PAD + 77, y + 23), text, font=font(36, "bold"), fill=GOOD, anchor="lm")


def hand_size(map_id: str) -> tuple[int, int]:
    """The private picture's size: the desktop box's shape, the same on every turn and
    every map (`map_id` is kept for the callers that size by map)."""
    return WIDTH, HEIGHT


def hand_image(view: PrivateView, labels: Labels = None,
               before: Mapping[int, int | None] | None = None) -> Image.Image:
    """The player's private picture. `before` maps each ticket to the trains it needed at
    the end of the player's previous turn (None: could not be completed then); a ticket
    needing more now is flagged as blocked."""
    game_map = load_map(view.map_id)
    img = Image.new("RGB", hand_size(view.map_id), PANEL)
    draw = ImageDraw.Draw(img)
    _header(draw, view, labels)
    y = PAD + HEADER_H + 16
    _cards(img, view, y, labels)
    y += CARDS_H + 12
    _tickets(draw, view, game_map, y, before, labels)
    mw, mh = _mini_size(view.map_id)
    mx = WIDTH - PAD - mw
    img.paste(minimap(view, mw, mh), (mx, y))
    draw.rectangle([mx - 1, y - 1, mx + mw, y + mh], outline=INK, width=1)
    return img

