"""The side panel of a board picture: whose turn, the players, the face-up cards, the
piles, the last move, the final-round warning and the legend."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from PIL import Image, ImageDraw

from engine.maps import GameMap, load_map
from engine.rules import RULESETS
from engine.views import PublicView

from .card_faces import paste_card
from .fonts import Weight, font
from .labels import counted, word
from .layout import CAR_WIDTH, Car
from .palette import (
    HIGHLIGHT,
    INK,
    PANEL,
    PANEL_MUTED,
    PANEL_ROW,
    PANEL_TEXT,
    RGB,
    SPACE,
    WARN,
    player_color,
)
from .pieces import seat_mark
from .sprites import Pen, make_sprite
from .symbols import draw_station
from .text import fit
from .track_paint import paint_space, paint_train

PANEL_WIDTH = 480
PAD = 16


def route_text(game_map: GameMap, track: int) -> str:
    """A track as its two printed city names."""
    t = game_map.routes[track]
    names = game_map.city_ids
    return f"{names[t.a].name} – {names[t.b].name}"


def move_text(view: PublicView, game_map: GameMap, labels: Mapping[str, str] | None) -> str:
    """The last move in words."""
    move = view.last_move
    if move is None:
        return ""
    name = view.players[move.player].name
    route = route_text(game_map, move.tracks[0]) if move.tracks else ""
    city = game_map.city_ids[move.city].name if move.city else ""
    key = f"move_{move.kind}"
    return word(labels, key if key in _MOVE_KEYS else "move_draw", name=name, route=route,
                city=city)


_MOVE_KEYS = {"move_claim", "move_station", "move_draw", "move_tickets", "move_withdraw",
              "move_pass"}


def seat_badge(draw: ImageDraw.ImageDraw, x: float, y: float, size: float, seat: int) -> None:
    """A square of the player's colour with their seat number, as on their pieces."""
    draw.rounded_rectangle([x, y, x + size, y + size], radius=size * 0.2,
                           fill=player_color(seat), outline=(255, 255, 255), width=2)
    draw.text((x + size / 2, y + size / 2), seat_mark(seat), font=font(round(size * 0.62),
              "black"), anchor="mm", fill=(255, 255, 255), stroke_width=2, stroke_fill=INK)


class PanelWriter:
    """Draws the panel top to bottom, keeping a cursor."""

    def __init__(self, img: Image.Image, x0: int, width: int) -> None:
        self.img, self.draw = img, ImageDraw.Draw(img)
        self.x0, self.width, self.y = x0, width, PAD

    @property
    def left(self) -> int:
        return self.x0 + PAD

    @property
    def right(self) -> int:
        return self.x0 + self.width - PAD

    def heading(self, text: str, size: int = 17) -> None:
        self.draw.text((self.left, self.y), text.upper(), font=font(size, "bold"),
                       fill=PANEL_MUTED, anchor="lt")
        self.y += size + 8

    def line(self, text: str, size: int = 19, color: RGB = PANEL_TEXT,
             weight: Weight = "regular") -> None:
        f = font(size, weight)
        self.draw.text((self.left, self.y), fit(text, f, self.right - self.left), font=f,
                       fill=color, anchor="lt")
        self.y += size + 8

    def gap(self, h: int = 10) -> None:
        self.y += h


def _title(p: PanelWriter, view: PublicView, game_map: GameMap,
           labels: Mapping[str, str] | None) -> None:
    turn = word(labels, "turn", turn=view.turn + 1)
    tf = font(20, "semibold")
    p.draw.text((p.right, p.y + 6), turn, font=tf, fill=PANEL_MUTED, anchor="rt")
    room = p.right - p.left - tf.getlength(turn) - 12
    p.draw.text((p.left, p.y), fit(word(labels, f"title_{view.map_id}"), font(30, "black"), room),
                font=font(30, "black"), fill=PANEL_TEXT, anchor="lt")
    p.y += 42
    if view.final is not None or view.phase == "finished":
        p.line(word(labels, "game_over"), 22, HIGHLIGHT, "bold")
    elif view.phase == "choosing_tickets":
        p.line(word(labels, "choosing_tickets"), 21, HIGHLIGHT, "bold")
    else:
        p.line("▶ " + word(labels, "to_play", name=view.players[view.current].name), 22,
               HIGHLIGHT, "bold")


def _final_round(p: PanelWriter, view: PublicView, labels: Mapping[str, str] | None) -> None:
    if view.final_turns_left is None or view.phase == "finished":
        return
    h = 64
    p.draw.rounded_rectangle([p.left, p.y, p.right, p.y + h], radius=10, fill=WARN)
    x, y = p.left + 12, p.y + 10
    p.draw.polygon([(x + 13, y), (x + 26, y + 23), (x, y + 23)], fill=INK)
    p.draw.text((x + 13, y + 14), "!", font=font(18, "black"), fill=WARN, anchor="mm")
    p.draw.text((x + 36, p.y + 8), word(labels, "final_round", turns=view.final_turns_left),
                font=font(23, "black"), fill=INK, anchor="lt")
    if view.last_round_by is not None:
        by = view.players[view.last_round_by]
        text = word(labels, "final_round_by", name=by.name, trains=by.trains)
        p.draw.text((p.left + 14, p.y + 38), fit(text, font(17, "semibold"), p.right - p.left - 28),
                    font=font(17, "semibold"), fill=INK, anchor="lt")
    p.y += h + 12


def _players(p: PanelWriter, view: PublicView, labels: Mapping[str, str] | None) -> None:
    p.heading(word(labels, "players"))
    stations = RULESETS[view.game].stations > 0
    row_h = 74
    for pl in view.players:
        current = pl.seat == view.current and view.phase == "playing"
        top = p.y
        p.draw.rounded_rectangle([p.left, top, p.right, top + row_h - 6], radius=10,
                                 fill=(70, 76, 92) if current else PANEL_ROW)
        if current:
            p.draw.rounded_rectangle([p.left, top, p.left + 6, top + row_h - 6], radius=3,
                                     fill=HIGHLIGHT)
        seat_badge(p.draw, p.left + 14, top + 10, 46, pl.seat)
        score = str(pl.route_points)
        sf = font(34, "black")
        p.draw.text((p.right - 14, top + 6), score, font=sf, fill=PANEL_TEXT, anchor="rt")
        name_w = p.right - 14 - sf.getlength(score) - 16 - (p.left + 72)
        nf = font(23, "bold")
        p.draw.text((p.left + 72, top + 7), fit(pl.name, nf, name_w), font=nf,
                    fill=PANEL_TEXT, anchor="lt")
        parts = [counted(labels, "trains", pl.trains)]
        if stations:
            parts.append(counted(labels, "stations", pl.stations_left))
        parts += [counted(labels, "cards", pl.cards), counted(labels, "tickets", pl.tickets)]
        df = font(17, "semibold")
        p.draw.text((p.left + 72, top + 38), fit(" · ".join(parts), df, p.right - p.left - 86),
                    font=df, fill=PANEL_MUTED, anchor="lt")
        p.y += row_h


def _cards(p: PanelWriter, view: PublicView, labels: Mapping[str, str] | None) -> None:
    p.heading(word(labels, "face_up"))
    n = len(view.face_up)
    gap = 8
    w = (p.right - p.left - gap * (n - 1)) // n
    h = 62
    for i, card in enumerate(view.face_up):
        x = p.left + i * (w + gap)
        if card is None:
            p.draw.rounded_rectangle([x, p.y, x + w, p.y + h], radius=8, outline=PANEL_MUTED,
                                     width=2)
        else:
            paste_card(p.img, card, x, p.y, w, h)
    p.y += h + 14
    piles = [(word(labels, "deck"), view.deck_size), (word(labels, "discard"), view.discard_size),
             (word(labels, "ticket_deck"), view.ticket_deck_size)]
    col = (p.right - p.left) // 3
    for i, (name, size) in enumerate(piles):
        x = p.left + i * col
        p.draw.text((x, p.y), str(size), font=font(26, "black"), fill=PANEL_TEXT, anchor="lt")
        p.draw.text((x + font(26, "black").getlength(str(size)) + 8, p.y + 7), name,
                    font=font(17, "semibold"), fill=PANEL_MUTED, anchor="lt")
    p.y += 40


def _tunnel(p: PanelWriter, view: PublicView, game_map: GameMap,
            labels: Mapping[str, str] | None) -> None:
    pt = view.pending_tunnel
    if pt is None:
        return
    p.line(word(labels, "tunnel_pending", route=route_text(game_map, pt.track)), 18,
           PANEL_TEXT, "semibold")
    for i, card in enumerate(pt.revealed):
        paste_card(p.img, card, p.left + i * 56, p.y, 48, 34)
    p.draw.text((p.left + 3 * 56 + 8, p.y + 6), word(labels, "tunnel_extra", extra=pt.extra),
                font=font(18, "bold"), fill=WARN, anchor="lt")
    p.y += 46


def _last_move(p: PanelWriter, view: PublicView, game_map: GameMap,
               labels: Mapping[str, str] | None) -> None:
    text = move_text(view, game_map, labels)
    if not text:
        return
    p.heading(word(labels, "last_move"))
    p.line(text, 19, PANEL_TEXT, "semibold")


@cache
def _legend_sample(kind: str, seat: int = 0) -> Image.Image:
    w, h = 46.0, CAR_WIDTH
    car = Car(((4, 6), (4 + w, 6), (4 + w, 6 + h), (4, 6 + h)), (4 + w / 2, 6 + h / 2), 0.0)

    def paint(pen: Pen) -> None:
        if kind == "last":
            pen.draw.rounded_rectangle(pen.box(0, 0, w + 8, h + 12), pen.w(8), fill=HIGHLIGHT)
        if kind in ("space", "last"):
            paint_space(pen, car, "red", False, False)
        elif kind == "gray":
            paint_space(pen, car, "gray", False, False)
        elif kind == "tunnel":
            paint_space(pen, car, "green", True, False)
        elif kind == "ferry":
            paint_space(pen, car, "gray", False, True)
        elif kind == "claimed":
            paint_train(pen, car, player_color(seat), seat_mark(seat))
        elif kind == "station":
            draw_station(pen.draw, *pen.p(4 + w / 2, 6 + h / 2), 11 * pen.k, player_color(seat),
                         INK, pen.w(2))

    return make_sprite((0, 0, w + 8, h + 12), paint).image


def _legend(p: PanelWriter, view: PublicView, labels: Mapping[str, str] | None) -> None:
    rules = RULESETS[view.game]
    items = [("space", "legend_space"), ("gray", "legend_gray"), ("claimed", "legend_claimed"),
             ("last", "legend_last")]
    if rules.map_id != "usa":
        items += [("tunnel", "legend_tunnel"), ("ferry", "legend_ferry")]
    if rules.stations:
        items.append(("station", "legend_station"))
    p.heading(word(labels, "legend"), 15)
    f = font(16, "semibold")
    for kind, key in items:
        sample = _legend_sample(kind)
        p.img.paste(sample, (p.left, p.y - 4), sample)
        p.draw.text((p.left + 64, p.y + 12), fit(word(labels, key), f, p.right - p.left - 64),
                    font=f, fill=PANEL_TEXT, anchor="lm")
        p.y += 28
    x = p.left
    for color in SPACE:
        if color == "gray":
            continue
        paste_card(p.img, color, x, p.y + 2, 40, 28)
        x += 46
    paste_card(p.img, "locomotive", x, p.y + 2, 40, 28)
    p.y += 38


def panel_image(view: PublicView, labels: Mapping[str, str] | None) -> Image.Image:
    """The panel as a picture PANEL_WIDTH wide, as tall as its content."""
    img = Image.new("RGB", (PANEL_WIDTH, 1400), PANEL)
    game_map = load_map(view.map_id)
    p = PanelWriter(img, 0, PANEL_WIDTH)
    _title(p, view, game_map, labels)
    _final_round(p, view, labels)
    _players(p, view, labels)
    p.gap(4)
    _cards(p, view, labels)
    _tunnel(p, view, game_map, labels)
    _last_move(p, view, game_map, labels)
    p.gap(6)
    _legend(p, view, labels)
    return img.crop((0, 0, PANEL_WIDTH, p.y + PAD))
