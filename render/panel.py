"""The players' column of a board picture, in type large enough for the boxes Discord
shows a picture in (the desktop's 550x350, a phone's 317x400): whose turn, then one row
per player (badge and name; score, cards, tickets, stations, trains left), then the
face-up cards and the piles. Its size is fixed, so the picture never jumps between
posts."""

from __future__ import annotations

from collections.abc import Mapping

from engine.rules import RULESETS
from engine.views import PlayerPublic, PublicView

from .badges import count_icon, seat_badge
from .canvas import Canvas
from .card_faces import paste_card
from .labels import word, word_for
from .palette import HIGHLIGHT, INK, PANEL_MUTED, PANEL_ROW, PANEL_TEXT, RGB, WARN
from .symbols import draw_locomotive

PAD = 18
GAP = 8
#: trains left at or below this show in amber
LOW_TRAINS = 6
#: font sizes: 3x the desktop box, so a name's capitals are 10 px there (6 on a phone)
#: and a score's 14 (8 on a phone)
NAME_SIZE = 50
SCORE_SIZE = 64
TURN_SIZE = 50
#: the rows above the players: whose turn, then the title and turn (or the final round)
HEAD_H = 176
#: the face-up cards and the piles at the bottom
FACE_H = 184
ROW_MAX = 170
CURRENT_ROW: RGB = (74, 80, 98)
Labels = Mapping[str, str] | None


def _to_play(view: PublicView, labels: Labels) -> str:
    if view.final is not None or view.phase == "finished":
        return word(labels, "game_over")
    if view.phase == "choosing_tickets":
        return word(labels, "choosing_tickets")
    return "▶ " + word(labels, "to_play", name=view.players[view.current].name)


def _head(c: Canvas, view: PublicView, labels: Labels, x: int, w: int) -> None:
    """Whose turn; below it the final-round warning, or the game's title and turn."""
    playing = view.phase == "playing" and view.final is None
    c.text((x, PAD), _to_play(view, labels), TURN_SIZE, "bold", HIGHLIGHT, w,
           kind="turn" if playing else "other", smallest=49 if playing else 30)
    y = PAD + 70
    if view.final_turns_left is not None and view.phase != "finished":
        c.draw.rounded_rectangle([x, y, x + w, y + HEAD_H - 80], radius=12, fill=WARN)
        turns = view.final_turns_left
        c.text((x + 14, y + 8), word_for(labels, "final_round", turns, turns=turns), 38,
               "black", INK, w - 28, smallest=30)
        if view.last_round_by is not None:
            by = view.players[view.last_round_by]
            c.text((x + 14, y + 52), word(labels, "final_round_by", name=by.name,
                                          trains=by.trains), 32, "bold", INK, w - 28,
                   smallest=26)
        return
    c.text((x, y + 4), word(labels, f"title_{view.map_id}"), 30, "semibold", PANEL_MUTED, w,
           smallest=24)
    c.text((x, y + 44), word(labels, "turn", turn=view.turn + 1), 30, "semibold",
           PANEL_MUTED, w)


def _player(c: Canvas, view: PublicView, pl: PlayerPublic, box: tuple[int, int, int, int]
            ) -> None:
    """One player: badge and name; score at the left, trains left (amber when few) at
    the right, the counts of cards, tickets and stations between."""
    x, y, w, h = box
    current = pl.seat == view.current and view.phase == "playing" and view.final is None
    c.draw.rounded_rectangle([x, y, x + w, y + h], radius=12,
                             fill=CURRENT_ROW if current else PANEL_ROW,
                             outline=HIGHLIGHT if current else None, width=5 if current else 0)
    badge = 52
    top = y + (h - 118) // 3
    seat_badge(c.draw, x + 12, top + 6, badge, pl.seat)
    c.text((x + badge + 44, top + 6 + badge / 2), pl.name, NAME_SIZE, "bold",
           PANEL_TEXT, w - badge - 56, "lm", kind="name",
           smallest=49)
    row = y + h - (h - 118) // 3 - 30
    score_w = c.text((x + 14, row), str(pl.route_points), SCORE_SIZE, "black", anchor="lm",
                     kind="score")
    low = pl.trains <= LOW_TRAINS
    right = x + w - 14
    tw = c.text((right, row), str(pl.trains), SCORE_SIZE, "black",
                WARN if low else PANEL_TEXT, anchor="rm", kind="trains")
    draw_locomotive(c.draw, right - tw - 30, row + 2, 22, WARN if low else PANEL_TEXT)
    counts = [("cards", pl.cards), ("tickets", pl.tickets)]
    if RULESETS[view.game].stations:
        counts.append(("stations", pl.stations_left))
    cx = x + 14 + score_w + 26
    for kind, n in counts:
        count_icon(c.draw, kind, cx + 12, row + 4, 12)
        cx += 30 + c.text((cx + 30, row + 4), str(n), 32, "bold", PANEL_MUTED, anchor="lm") + 18


def _piles(c: Canvas, view: PublicView, labels: Labels, x: int, y: int, w: int) -> None:
    """The face-up cards and, under them, the sizes of the three piles."""
    c.text((x, y), word(labels, "face_up").upper(), 24, "bold", PANEL_MUTED, w, smallest=18)
    cw, ch, gap = 88, 62, (w - 5 * 88) // 4
    for i, card in enumerate(view.face_up):
        cx = x + i * (cw + gap)
        if card is None:
            c.draw.rounded_rectangle([cx, y + 34, cx + cw, y + 34 + ch], radius=8,
                                     outline=PANEL_MUTED, width=2)
        else:
            paste_card(c.img, card, cx, y + 34, cw, ch)
    py = y + 34 + ch + 10
    piles = [(word(labels, "deck"), view.deck_size), (word(labels, "discard"), view.discard_size),
             (word(labels, "ticket_deck"), view.ticket_deck_size)]
    col = w // 3
    for i, (name, size) in enumerate(piles):
        px = x + i * col
        nw = c.text((px, py), str(size), 40, "black")
        c.text((px + nw + 8, py + 12), name, 26, "semibold", PANEL_MUTED, col - nw - 16,
               smallest=16)


def draw_column(c: Canvas, view: PublicView, labels: Labels,
                box: tuple[int, int, int, int]) -> None:
    """The players' column inside `box` of the picture."""
    x0, y0, w, h = box
    x, inner = x0 + PAD, w - 2 * PAD
    _head(c, view, labels, x, inner)
    n = max(1, len(view.players))
    top, bottom = y0 + HEAD_H, y0 + h - PAD - FACE_H - GAP
    row = min(ROW_MAX, (bottom - top - GAP * (n - 1)) // n)
    for i, pl in enumerate(view.players):
        _player(c, view, pl, (x, top + i * (row + GAP), inner, row))
    _piles(c, view, labels, x, y0 + h - PAD - FACE_H, inner)
