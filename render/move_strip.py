"""The last move's strip of a board picture: the move in words, the cards it paid or
took, and the close-up of where it happened framed in the mover's colour. Below a
landscape map (words beside the close-up), beside a portrait one (words above it)."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image

from engine.maps import GameMap, load_map
from engine.views import PublicView

from .badges import seat_badge
from .canvas import Canvas
from .card_faces import paste_card
from .labels import word
from .last_move import Inset, inset_image
from .palette import PANEL_MUTED, PANEL_ROW

PAD = 18
#: the move in words: this size, or down to SMALLEST to fit in three lines
MOVE_SIZE = 50
SMALLEST = 49
CARD_W, CARD_H = 76, 54
_MOVE_KEYS = {"move_claim", "move_station", "move_draw", "move_tickets", "move_withdraw",
              "move_pass"}


def route_text(game_map: GameMap, track: int) -> str:
    """A track as its two printed city names (the dash kept with the first when the
    words are wrapped)."""
    t = game_map.routes[track]
    names = game_map.city_ids
    return f"{names[t.a].name}\u00a0– {names[t.b].name}"


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


def _cards(c: Canvas, view: PublicView, x: float, y: float, right: float) -> None:
    """The cards the move paid (with how many) or took (a blind draw as a ?)."""
    move = view.last_move
    assert move is not None
    cards = dict(move.cards) if move.kind in ("claim", "station") else {}
    taken = list(move.taken) if move.kind == "draw" else []
    for kind, n in sorted(cards.items()):
        if x + CARD_W > right:
            return
        paste_card(c.img, kind, round(x), round(y), CARD_W, CARD_H)
        x += CARD_W + 6 + c.text((x + CARD_W + 6, y + CARD_H / 2), f"×{n}", 36, "black",
                                 anchor="lm") + 18
    for kind in taken:
        if x + CARD_W > right:
            return
        if kind == "blind":
            c.draw.rounded_rectangle([x, y, x + CARD_W, y + CARD_H], radius=8, fill=PANEL_ROW,
                                     outline=PANEL_MUTED, width=2)
            c.text((x + CARD_W / 2, y + CARD_H / 2), "?", 38, "black", PANEL_MUTED,
                   anchor="mm")
        else:
            paste_card(c.img, kind, round(x), round(y), CARD_W, CARD_H)
        x += CARD_W + 12


def draw_strip(c: Canvas, view: PublicView, labels: Mapping[str, str] | None,
               map_img: Image.Image, box: tuple[int, int, int, int], side: bool
               ) -> Inset | None:
    """The strip inside `box` of the picture; the close-up drawn, if any."""
    x, y, w, h = box
    text = move_text(view, load_map(view.map_id), labels)
    if not text or view.last_move is None:
        return None
    if side:
        iw = w - 2 * PAD
        ih = min(round(iw * 1.3), h - 330)
        inset = inset_image(view, map_img, iw, ih)
        tx, ty, tw = x + PAD, y + PAD, w - 2 * PAD
        ix, iy = x + PAD, y + 330 - PAD
    else:
        ih = h - 2 * PAD
        iw = min(round(ih * 1.75), round(w * 0.56))
        inset = inset_image(view, map_img, iw, ih)
        ix, iy = x + PAD, y + PAD
        tx, ty = (ix + iw + 24, y + PAD) if inset is not None else (x + PAD, y + PAD)
        tw = x + w - PAD - tx
    seat_badge(c.draw, tx, ty - 4, 34, view.last_move.player)
    c.text((tx + 46, ty), word(labels, "last_move").upper(), 26, "bold", PANEL_MUTED,
           tw - 46, smallest=20)
    bottom = (iy - 12 if side and inset is not None else y + h - PAD)
    line_h = round(SMALLEST * 1.12)
    most = max(1, (bottom - ty - 38) // line_h)
    ty = c.lines((tx, ty + 38), text, MOVE_SIZE, tw, most, SMALLEST, kind="move")
    if ty + 10 + CARD_H <= bottom:
        _cards(c, view, tx, ty + 10, tx + tw)
    if inset is not None:
        c.img.paste(inset.image, (ix, iy))
        c.written.extend(inset.canvas.written)
    return inset
