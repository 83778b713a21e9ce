"""The panel of a board picture, sized for Discord's 550 px preview: whose turn, one card
per player (name, score, trains left), the last move with a zoomed inset of where it
happened, the face-up cards and the piles. Below a landscape map, beside a portrait one;
its size depends only on the map and the number of players, so the picture never jumps
between posts."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache

from PIL import Image, ImageDraw

from engine.maps import GameMap, load_map
from engine.rules import RULESETS
from engine.views import PlayerPublic, PublicView

from .card_faces import paste_card
from .fonts import Weight, font
from .labels import word
from .last_move import inset_image
from .layout import map_area
from .palette import (
    HIGHLIGHT,
    INK,
    PANEL,
    PANEL_MUTED,
    PANEL_ROW,
    PANEL_TEXT,
    RGB,
    WARN,
    player_color,
)
from .pieces import seat_mark, seat_pattern
from .symbols import draw_locomotive, draw_station
from .text import fit

#: width of a side column of the final tally (kept for the pictures that use it)
PANEL_WIDTH = 480
#: width of the panel beside a portrait map
SIDE_WIDTH = 640
PAD = 16
GAP = 12
#: trains left at or below this show in amber
LOW_TRAINS = 6
#: heights of the panel's rows
HEADER_H = 70
CARD_H = 180
MOVE_H = 210
SIDE_MOVE_H = 420
CURRENT_ROW: RGB = (74, 80, 98)


@dataclass(frozen=True)
class Frame:
    """Where the map and the panel go in a board picture."""

    width: int
    height: int
    #: the panel's box (x, y, width, height); the map is at (0, 0)
    panel: tuple[int, int, int, int]
    side: bool


@cache
def board_frame(map_id: str, players: int) -> Frame:
    """The picture's shape for a map and a number of players: the panel below a
    landscape map, beside a portrait one."""
    w, h = map_area(map_id)
    if w >= h:
        ph = PAD + HEADER_H + GAP + CARD_H + GAP + MOVE_H + PAD
        return Frame(w, h + ph, (0, h, w, ph), False)
    return Frame(w + SIDE_WIDTH, h, (w, 0, SIDE_WIDTH, h), True)


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


def _pattern_marks(draw: ImageDraw.ImageDraw, x: float, y: float, size: float,
                   pattern: str) -> None:
    """A seat's pattern on a square badge, as on its trains."""
    ink = (255, 255, 255)
    w = max(2, round(size * 0.07))
    if pattern == "stripes":
        for t in (0.3, 0.7):
            draw.line([(x + size * t, y + size * 0.1), (x + size * t, y + size * 0.9)],
                      fill=ink, width=w)
    elif pattern == "dots":
        for t in (0.2, 0.8):
            r = size * 0.07
            draw.ellipse([x + size * t - r, y + size * 0.2 - r, x + size * t + r,
                          y + size * 0.2 + r], fill=ink)
    elif pattern == "line":
        draw.line([(x + size * 0.1, y + size * 0.12), (x + size * 0.9, y + size * 0.12)],
                  fill=ink, width=w)
    elif pattern == "cross":
        for a, b in (((0.08, 0.08), (0.92, 0.92)), ((0.08, 0.92), (0.92, 0.08))):
            draw.line([(x + size * a[0], y + size * a[1]), (x + size * b[0], y + size * b[1])],
                      fill=ink, width=w)


def seat_badge(draw: ImageDraw.ImageDraw, x: float, y: float, size: float, seat: int) -> None:
    """A square of the player's colour and pattern with their seat number in a white
    disc, as on their trains and stations."""
    draw.rounded_rectangle([x, y, x + size, y + size], radius=size * 0.2,
                           fill=player_color(seat), outline=(255, 255, 255), width=2)
    _pattern_marks(draw, x, y, size, seat_pattern(seat))
    r = size * 0.38
    cx, cy = x + size / 2, y + size / 2
    draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(255, 255, 255), outline=INK,
                 width=max(1, round(size * 0.04)))
    draw.text((cx, cy + size * 0.02), seat_mark(seat), font=font(round(size * 0.62), "black"),
              anchor="mm", fill=INK)


class Canvas:
    """The panel's picture and a few ways of writing on it."""

    def __init__(self, img: Image.Image) -> None:
        self.img, self.draw = img, ImageDraw.Draw(img)
        #: every text written and its size in pixels, for the legibility test
        self.written: list[tuple[str, int]] = []

    def text(self, xy: tuple[float, float], text: str, size: int, weight: Weight = "bold",
             color: RGB = PANEL_TEXT, width: float | None = None, anchor: str = "lt") -> float:
        """Write `text` (shortened to `width`); returns how wide it came out."""
        f = font(size, weight)
        if width is not None:
            text = fit(text, f, width)
        image, dx, dy = _text_sprite(text, size, weight, color, anchor)
        self.img.paste(image, (round(xy[0]) + dx, round(xy[1]) + dy), image)
        self.written.append((text, size))
        return f.getlength(text)


@lru_cache(maxsize=4096)
def _text_sprite(text: str, size: int, weight: Weight, color: RGB,
                 anchor: str) -> tuple[Image.Image, int, int]:
    """A text drawn once on a clear picture, with where its corner goes from the anchor:
    most of a panel's words are the same from one post to the next."""
    f = font(size, weight)
    left, top, right, bottom = f.getbbox(text, anchor=anchor)
    image = Image.new("RGBA", (max(1, right - left), max(1, bottom - top)), (*color, 0))
    ImageDraw.Draw(image).text((-left, -top), text, font=f, fill=color, anchor=anchor)
    return image, left, top


def _to_play(view: PublicView, labels: Mapping[str, str] | None) -> str:
    if view.final is not None or view.phase == "finished":
        return word(labels, "game_over")
    if view.phase == "choosing_tickets":
        return word(labels, "choosing_tickets")
    return "▶ " + word(labels, "to_play", name=view.players[view.current].name)


def _final_banner(c: Canvas, view: PublicView, labels: Mapping[str, str] | None,
                  box: tuple[int, int, int, int]) -> bool:
    """The amber final-round warning in `box`; False when there is none to show."""
    if view.final_turns_left is None or view.phase == "finished":
        return False
    x, y, w, h = box
    c.draw.rounded_rectangle([x, y, x + w, y + h], radius=12, fill=WARN)
    tx = x + 16
    lines = [(word(labels, "final_round", turns=view.final_turns_left), 32, "black")]
    if view.last_round_by is not None:
        by = view.players[view.last_round_by]
        lines.append((word(labels, "final_round_by", name=by.name, trains=by.trains), 28,
                      "bold"))
    if h < 80:  # one line: the two joined
        text = " · ".join(t for t, _, _ in lines)
        c.text((tx, y + h / 2), text, 30, "black", INK, w - 32, "lm")
        return True
    ty = y + (h - sum(s + 6 for _, s, _ in lines)) / 2
    for text, size, weight in lines:
        c.text((tx, ty), text, size, weight, INK, w - 32)  # type: ignore[arg-type]
        ty += size + 6
    return True


def _player_card(c: Canvas, view: PublicView, pl: PlayerPublic, box: tuple[int, int, int, int],
                 labels: Mapping[str, str] | None, k: float = 1.0) -> None:
    """One player: badge and name, score, trains left (amber when few), the rest small;
    `k` enlarges everything when there is room."""
    x, y, w, h = box
    current = pl.seat == view.current and view.phase == "playing"
    c.draw.rounded_rectangle([x, y, x + w, y + h], radius=12,
                             fill=CURRENT_ROW if current else PANEL_ROW,
                             outline=HIGHLIGHT if current else None, width=5 if current else 0)
    badge = round(58 * k)
    seat_badge(c.draw, x + 14, y + 14, badge, pl.seat)
    c.text((x + badge + 26, y + 14 + badge / 2), pl.name, round(40 * k), "bold",
           HIGHLIGHT if current else PANEL_TEXT, w - badge - 38, "lm")
    row = y + 14 + badge + round(38 * k)
    score_w = c.text((x + 16, row), str(pl.route_points), round(60 * k), "black", anchor="lm")
    c.text((x + 24 + score_w, row + 12 * k), word(labels, "score").lower(), round(28 * k),
           "semibold", PANEL_MUTED, anchor="lm")
    low = pl.trains <= LOW_TRAINS
    trains = str(pl.trains)
    right = x + w - 16
    tw = c.text((right, row), trains, round(56 * k), "black", WARN if low else PANEL_TEXT,
                anchor="rm")
    lx = right - tw - 26 * k
    draw_locomotive(c.draw, lx - 14 * k, row + 2, 20 * k, WARN if low else PANEL_TEXT)
    counts = [("cards", pl.cards), ("tickets", pl.tickets)]
    if RULESETS[view.game].stations:
        counts.insert(0, ("stations", pl.stations_left))
    cx, cy = x + 16, y + h - 12 - 15 * k
    for kind, n in counts:
        count_icon(c.draw, kind, cx + 13 * k, cy, 13 * k)
        cx += 32 * k + c.text((cx + 32 * k, cy), str(n), round(30 * k), "bold", PANEL_MUTED,
                              anchor="lm") + 22 * k


def count_icon(draw: ImageDraw.ImageDraw, kind: str, x: float, y: float, r: float) -> None:
    """A small sign for a count in a player's card: a station, a train card, a ticket."""
    if kind == "stations":
        draw_station(draw, x, y, r, PANEL_MUTED, PANEL_MUTED, 1)
    elif kind == "cards":
        draw.rounded_rectangle([x - r * 0.7, y - r, x + r * 0.7, y + r], radius=r * 0.25,
                               outline=PANEL_MUTED, width=max(2, round(r * 0.22)))
    else:
        draw.rectangle([x - r, y - r * 0.6, x + r, y + r * 0.6], fill=PANEL_MUTED)
        for side in (-1, 1):
            draw.ellipse([x + side * r - r * 0.3, y - r * 0.3, x + side * r + r * 0.3,
                          y + r * 0.3], fill=PANEL_ROW)


def _face_up(c: Canvas, view: PublicView, labels: Mapping[str, str] | None,
             box: tuple[int, int, int, int]) -> None:
    """The face-up cards and the three piles."""
    x, y, w, h = box
    c.text((x, y), word(labels, "face_up").upper(), 28, "bold", PANEL_MUTED, w)
    n = max(1, len(view.face_up))
    cw = min(100, (w - GAP * (n - 1)) // n)
    ch = round(cw * 0.7)
    for i, card in enumerate(view.face_up):
        cx = x + i * (cw + GAP)
        if card is None:
            c.draw.rounded_rectangle([cx, y + 36, cx + cw, y + 36 + ch], radius=8,
                                     outline=PANEL_MUTED, width=2)
        else:
            paste_card(c.img, card, cx, y + 36, cw, ch)
    py = y + 36 + ch + 18
    piles = [(word(labels, "deck"), view.deck_size), (word(labels, "discard"), view.discard_size),
             (word(labels, "ticket_deck"), view.ticket_deck_size)]
    col = w // 3
    for i, (name, size) in enumerate(piles):
        px = x + i * col
        nw = c.text((px, py), str(size), 38, "black")
        c.text((px + nw + 8, py + 9), name, 28, "semibold", PANEL_MUTED, col - nw - 14)


def _last_move(c: Canvas, view: PublicView, game_map: GameMap, labels: Mapping[str, str] | None,
               box: tuple[int, int, int, int], inset: Image.Image | None) -> None:
    """The last move in words, the cards it paid or took, and the inset beside or below."""
    x, y, w, h = box
    text = move_text(view, game_map, labels)
    move = view.last_move
    if not text or move is None:
        return
    c.text((x, y), word(labels, "last_move").upper(), 28, "bold", PANEL_MUTED, w)
    tx, ty, tw = x, y + 36, w
    if inset is not None and move is not None:
        if h > inset.height + 120:  # room below the words: the inset goes under them
            ix, iy = x, y + h - inset.height
        else:
            ix, iy = x, y + 36
            tx, tw = x + inset.width + 20, w - inset.width - 20
        c.img.paste(inset, (ix, iy))
        seat_badge(c.draw, ix + 12, iy + 12, 44, move.player)
    size = 34
    f = font(size, "bold")
    words_ = text.split()
    lines: list[str] = []
    for word_ in words_:
        if lines and f.getlength(lines[-1] + " " + word_) <= tw:
            lines[-1] += " " + word_
        else:
            lines.append(word_)
    for line in lines[:2]:
        c.text((tx, ty), line, size, "bold", PANEL_TEXT, tw)
        ty += size + 8
    cards = dict(move.cards) if move.kind in ("claim", "station") else {}
    taken = list(move.taken) if move.kind == "draw" else []
    ty += 6
    cx = tx
    for kind, n in sorted(cards.items()):
        paste_card(c.img, kind, cx, ty, 72, 50)
        cx += 80 + round(c.text((cx + 78, ty + 25), f"×{n}", 32, "black", anchor="lm")) + 18
    for kind in taken:
        if kind == "blind":
            c.draw.rounded_rectangle([cx, ty, cx + 72, ty + 50], radius=8, fill=PANEL_ROW,
                                     outline=PANEL_MUTED, width=2)
            c.text((cx + 36, ty + 25), "?", 34, "black", PANEL_MUTED, anchor="mm")
        else:
            paste_card(c.img, kind, cx, ty, 72, 50)
        cx += 80


def panel_image(view: PublicView, labels: Mapping[str, str] | None,
                map_img: Image.Image | None = None) -> Image.Image:
    """The panel of `view`'s board picture; `map_img` (the map with its pieces) gives
    the inset of the last move."""
    return panel_canvas(view, labels, map_img).img


def panel_canvas(view: PublicView, labels: Mapping[str, str] | None,
                 map_img: Image.Image | None = None) -> Canvas:
    """The panel drawn, with the record of what was written on it."""
    frame = board_frame(view.map_id, len(view.players))
    _, _, width, height = frame.panel
    img = Image.new("RGB", (width, height), PANEL)
    c = Canvas(img)
    game_map = load_map(view.map_id)
    title = word(labels, f"title_{view.map_id}")
    turn = word(labels, "turn", turn=view.turn + 1)
    inner = width - 2 * PAD
    n = len(view.players)
    if frame.side:
        y = PAD
        c.text((PAD, y), title, 28, "semibold", PANEL_MUTED, inner)
        c.text((width - PAD, y + 40), turn, 28, "semibold", PANEL_MUTED, anchor="rt")
        c.text((PAD, y + 36), _to_play(view, labels), 44, "bold", HIGHLIGHT,
               inner - font(28, "semibold").getlength(turn) - 16)
        y += 100
        _final_banner(c, view, labels, (PAD, y, inner, 92))
        y += 92 + GAP
        card_h = min(round(CARD_H * 1.3), (height - y - SIDE_MOVE_H - 250) // n - GAP)
        for pl in view.players:
            _player_card(c, view, pl, (PAD, y, inner, card_h), labels, card_h / (CARD_H + 8))
            y += card_h + GAP
        y += GAP
        inset = inset_image(view, map_img, inner, 280) if map_img is not None else None
        _last_move(c, view, game_map, labels, (PAD, y, inner, SIDE_MOVE_H), inset)
        _face_up(c, view, labels, (PAD, height - PAD - 200, inner, 200))
        return c
    y = PAD
    to_play_w = c.text((PAD, y + HEADER_H / 2), _to_play(view, labels), 46, "bold", HIGHLIGHT,
                       inner * 0.45, "lm")
    right = width - PAD
    banner_x = PAD + round(to_play_w) + 30
    if not _final_banner(c, view, labels, (banner_x, y + 2, right - banner_x, HEADER_H - 4)):
        tw = c.text((right, y + HEADER_H / 2), turn, 30, "semibold", PANEL_MUTED, anchor="rm")
        c.text((right - tw - 24, y + HEADER_H / 2), title, 30, "semibold", PANEL_MUTED,
               right - tw - 24 - banner_x, "rm")
    y += HEADER_H + GAP
    card_w = (inner - GAP * (n - 1)) // n
    for i, pl in enumerate(view.players):
        _player_card(c, view, pl, (PAD + i * (card_w + GAP), y, card_w, CARD_H), labels)
    y += CARD_H + GAP
    face_w = 5 * 100 + 4 * GAP
    inset = inset_image(view, map_img, 360, MOVE_H - 40) if map_img is not None else None
    _last_move(c, view, game_map, labels, (PAD, y, inner - face_w - 30, MOVE_H), inset)
    _face_up(c, view, labels, (width - PAD - face_w, y, face_w, MOVE_H))
    return c
