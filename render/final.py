"""The end-of-game picture, in the board picture's shape and size (the desktop box's
1.57:1) for every map and number of players: the board with the longest-path winner's
path traced, the score race as a line chart, the ranking (names and totals in type that
reads in the desktop and phone boxes), and a card per player for the opened picture: the
lines of the score that are not zero, every ticket done or failed with its points (those
that do not fit summed on one line), and the route each Europe station borrowed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from engine.maps import GameMap, load_map
from engine.scoring import PlayerScore
from engine.views import PublicView

from .badges import seat_badge
from .board import board_image
from .board_frame import BOARD_SIZE
from .canvas import Canvas
from .fonts import font
from .hand import draw_check, draw_cross, ticket_title
from .labels import word
from .layout import board_layout, map_area
from .palette import (
    BAD,
    GOOD,
    HIGHLIGHT,
    INK,
    PANEL,
    PANEL_MUTED,
    PANEL_ROW,
    PANEL_TEXT,
    RGB,
    player_color,
)
from .png import png_bytes
from .race import draw_race
from .sprites import Pen, Sprite, bounds, make_sprite
from .symbols import draw_station
from .text import fit

WIDTH, HEIGHT = BOARD_SIZE
PAD = 20
#: the band at the top: the board, the score race and the ranking
TOP_H = 500
BOARD_W, BOARD_H = 600, TOP_H - 2 * PAD
RACE_W = 470
#: the ranking's names and totals: capitals 10 px in the desktop box, 6 on a phone
NAME_SIZE, TOTAL_SIZE = 56, 64
LINE_H = 34
CARD_GAP = 12
#: a ticket's cities in a player's card
TICKET_SIZE = 24
Labels = Mapping[str, str] | None
#: the row of the winner's card
WINNER_ROW: RGB = (70, 76, 92)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def _lines(s: PlayerScore, game_map: GameMap) -> list[tuple[str, str, RGB]]:
    """(label key, value, colour) of each part of the score that is not zero."""
    won = sum(game_map.tickets[t].points for t in s.tickets_completed)
    lost = sum(game_map.tickets[t].points for t in s.tickets_failed)
    parts = [("route_points", s.route_points, PANEL_TEXT), ("tickets_won", won, GOOD),
             ("tickets_lost", -lost, BAD), ("station_points", s.station_points, PANEL_TEXT),
             ("longest_bonus", s.longest_bonus, HIGHLIGHT),
             ("globetrotter_bonus", s.globetrotter_bonus, HIGHLIGHT)]
    return [(key, _signed(value) if key != "route_points" else str(value), color)
            for key, value, color in parts if value]


def longest_winners(view: PublicView) -> list[int]:
    """The seats that earn the longest-path bonus (none on a map without one, as Nordic)."""
    assert view.final is not None
    return [seat for seat, s in enumerate(view.final.scores) if s.longest_bonus > 0]


def _trace(map_id: str, w: int, h: int, tracks: list[int], seat: int) -> Sprite:
    """The winner's longest path as one thick line in their colour over the trains."""
    layout = board_layout(map_id, w, h)
    lines = [layout.tracks[t].line for t in tracks]

    def paint(pen: Pen) -> None:
        for width, color in ((26, INK), (18, (255, 255, 255)), (11, player_color(seat))):
            for line in lines:
                pen.draw.line(pen.pts(line), fill=color, width=pen.w(width), joint="curve")

    return make_sprite(bounds([p for line in lines for p in line], pad=16), paint, k=2)


def _length_badge(draw: ImageDraw.ImageDraw, map_id: str, w: int, h: int, scale: float,
                  tracks: list[int], seat: int, length: int) -> None:
    """The path's length in a disc of the winner's colour on its middle track, drawn on
    the board shrunk by `scale` so that it keeps its size."""
    line = board_layout(map_id, w, h).tracks[tracks[len(tracks) // 2]].line
    x, y = (v * scale for v in line[len(line) // 2])
    r = 24
    draw.ellipse([x - r, y - r, x + r, y + r], fill=player_color(seat), outline=INK, width=3)
    draw.text((x, y), str(length), font=font(30, "black"), fill=(255, 255, 255), anchor="mm",
              stroke_width=2, stroke_fill=INK)


def _board(view: PublicView, labels: Labels) -> Image.Image:
    """The finished board, the longest path traced, shrunk into the board box."""
    assert view.final is not None
    w, h = map_area(view.map_id)
    winners = longest_winners(view)
    traces = [_trace(view.map_id, w, h, view.final.scores[s].longest_tracks, s)
              for s in winners]
    img = board_image(view, labels, panel=False, overlays=traces)
    scale = min(BOARD_W / w, BOARD_H / h)
    img = img.resize((round(w * scale), round(h * scale)), Image.Resampling.LANCZOS)
    draw = ImageDraw.Draw(img)
    for seat in winners:
        score = view.final.scores[seat]
        _length_badge(draw, view.map_id, w, h, scale, score.longest_tracks, seat,
                      score.longest_route)
    return img


def _route_name(game_map: GameMap, track: int) -> str:
    r = game_map.routes[track]
    names = game_map.city_ids
    return f"{names[r.a].name}–{names[r.b].name}"


def card_width(players: int) -> int:
    return (WIDTH - 2 * PAD - (players - 1) * CARD_GAP) // players


def ticket_lines(game_map: GameMap, ticket: int, width: int) -> tuple[list[str], int]:
    """A ticket's two cities on one line beside its points, or on two when they do not
    fit a card `width` wide, the points beside whichever line leaves them room; and the
    line the points go on. Shortened only if a city alone is wider than the card."""
    title = ticket_title(game_map, ticket).replace(" – ", "–")
    f = font(TICKET_SIZE, "semibold")
    full = width - 24 - 30
    beside = full - font(27, "bold").getlength("+00") - 8
    if f.getlength(title) <= beside:
        return [title], 0
    a, b = title.split("–", 1)
    a += "–"
    if f.getlength(a) <= beside:
        return [a, fit(b, f, full)], 0
    return [fit(a, f, full), fit(b, f, beside)], 1


def _fitting(game_map: GameMap, tickets: list[int], width: int, room: int) -> int:
    """How many of the tickets fit in `room` lines (keeping one for the rest, summed)."""
    used = 0
    for i, ticket in enumerate(tickets):
        used += len(ticket_lines(game_map, ticket, width)[0])
        if used > room - (1 if i < len(tickets) - 1 else 0):
            return i
    return len(tickets)


def _card(draw: ImageDraw.ImageDraw, x: int, y: int, w: int, h: int, view: PublicView,
          place: int, seat: int, game_map: GameMap, labels: Labels) -> None:
    """One player's part of the tally."""
    assert view.final is not None
    s = view.final.scores[seat]
    draw.rounded_rectangle([x, y, x + w, y + h], radius=12,
                           fill=WINNER_ROW if place == 1 else PANEL_ROW)
    if place == 1:
        draw.rounded_rectangle([x, y, x + w, y + 8], radius=4, fill=HIGHLIGHT)
    left, right = x + 12, x + w - 12
    seat_badge(draw, left, y + 16, 40, seat)
    tf = font(42, "black")
    total = str(s.total)
    draw.text((right, y + 36), total, font=tf, fill=PANEL_TEXT, anchor="rm")
    nf = font(32, "black")
    room = right - tf.getlength(total) - 8 - (left + 60)
    draw.text((left + 60, y + 35), fit(s.name, nf, room), font=nf, fill=PANEL_TEXT,
              anchor="lm")
    cy = y + 64
    lf, vf = font(25, "semibold"), font(27, "bold")
    for key, value, color in _lines(s, game_map):
        draw.text((left, cy + LINE_H / 2), fit(word(labels, key), lf, w - 110), font=lf,
                  fill=PANEL_MUTED, anchor="lm")
        draw.text((right, cy + LINE_H / 2), value, font=vf, fill=color, anchor="rm")
        cy += LINE_H
    draw.line([(left, cy + 6), (right, cy + 6)], fill=PANEL, width=2)
    cy += 12
    done = set(s.tickets_completed)
    tf2 = font(TICKET_SIZE, "semibold")
    tickets = sorted(view.final.tickets[seat], key=lambda t: (t not in done, t))
    room = (y + h - 10 - cy) // LINE_H - len(s.borrowed)
    shown = _fitting(game_map, tickets, w, room)
    for ticket in tickets[:shown]:
        ok = ticket in done
        points = game_map.tickets[ticket].points
        value = _signed(points if ok else -points)
        if ok:
            draw_check(draw, left, cy + 7, 20, GOOD)
        else:
            draw_cross(draw, left + 2, cy + 9, 16, BAD)
        lines, row = ticket_lines(game_map, ticket, w)
        draw.text((right, cy + LINE_H * (row + 0.5)), value, font=vf,
                  fill=GOOD if ok else BAD, anchor="rm")
        for line in lines:
            draw.text((left + 28, cy + LINE_H / 2), line, font=tf2, fill=PANEL_TEXT,
                      anchor="lm")
            cy += LINE_H
    if shown < len(tickets):
        rest = tickets[shown:]
        won = sum(game_map.tickets[t].points for t in rest if t in done)
        lost = sum(game_map.tickets[t].points for t in rest if t not in done)
        text = " ".join(v for v in (f"+{len(rest)}:", _signed(won) if won else "",
                                    _signed(-lost) if lost else "") if v)
        draw.text((left + 28, cy + LINE_H / 2), text, font=vf, fill=PANEL_MUTED, anchor="lm")
        cy += LINE_H
    for city, track in s.borrowed.items():
        draw_station(draw, left + 10, cy + LINE_H / 2, 11, player_color(seat), INK)
        name = game_map.city_ids[city].name
        text = f"{name} ← {_route_name(game_map, track)}" if track is not None else \
            f"{name}: {word(labels, 'borrowed_none')}"
        draw.text((left + 28, cy + LINE_H / 2), fit(text, tf2, w - 40), font=tf2,
                  fill=PANEL_TEXT, anchor="lm")
        cy += LINE_H


def _ranking(c: Canvas, view: PublicView, labels: Labels, box: tuple[int, int, int, int]
             ) -> None:
    """The title, then one row per player in ranking order: place, badge, name and total
    in large type, the winner's row highlighted."""
    assert view.final is not None
    x, y, w, h = box
    c.text((x, y), word(labels, "final_scores"), 40, "black", PANEL_TEXT, w, smallest=30)
    n = len(view.final.ranking)
    top = y + 56
    row = min(96, (y + h - top) // n)
    for place, seat in enumerate(view.final.ranking, start=1):
        s = view.final.scores[seat]
        ry = top + (place - 1) * row
        c.draw.rounded_rectangle([x, ry, x + w, ry + row - 8], radius=10,
                                 fill=WINNER_ROW if place == 1 else PANEL_ROW,
                                 outline=HIGHLIGHT if place == 1 else None,
                                 width=4 if place == 1 else 0)
        mid = ry + (row - 8) / 2
        c.text((x + 12, mid), str(place), 36, "black", PANEL_MUTED, anchor="lm")
        seat_badge(c.draw, x + 48, mid - 24, 48, seat)
        roomy = round((row - 8) * 0.72)  # fewer players: taller rows, larger type
        tw = c.text((x + w - 12, mid), str(s.total), max(TOTAL_SIZE, roomy + 6), "black",
                    PANEL_TEXT, anchor="rm", kind="total")
        c.text((x + 130, mid), s.name, max(NAME_SIZE, roomy), "bold", PANEL_TEXT,
               w - 130 - tw - 24, "lm", kind="name", smallest=49)


def final_canvas(view: PublicView, labels: Labels = None,
                 race: Sequence[Sequence[int]] | None = None) -> Canvas:
    """The end-of-game picture drawn, with the record of what was written on it."""
    if view.final is None:
        raise ValueError("the game is not over: view.final is not set")
    game_map = load_map(view.map_id)
    c = Canvas(Image.new("RGB", (WIDTH, HEIGHT), PANEL))
    board = _board(view, labels)
    c.img.paste(board, (PAD + (BOARD_W - board.width) // 2, PAD + (BOARD_H - board.height) // 2))
    rx = PAD + BOARD_W + PAD
    if race:
        totals = [s.total for s in view.final.scores]
        draw_race(c.img, (rx, PAD, rx + RACE_W, TOP_H - PAD), race, totals,
                  word(labels, "score_race"))
    kx = rx + RACE_W + PAD
    _ranking(c, view, labels, (kx, PAD, WIDTH - PAD - kx, TOP_H - 2 * PAD))
    cw = card_width(len(view.players))
    for place, seat in enumerate(view.final.ranking, start=1):
        _card(c.draw, PAD + (place - 1) * (cw + CARD_GAP), TOP_H, cw, HEIGHT - TOP_H - PAD,
              view, place, seat, game_map, labels)
    return c


def final_image(view: PublicView, labels: Labels = None,
                race: Sequence[Sequence[int]] | None = None) -> Image.Image:
    """The finished board with the longest path traced, the score race (`race`: every
    player's points after each turn, from the action log), the ranking and the score
    cards."""
    return final_canvas(view, labels, race).img


def render_final(view: PublicView, labels: Labels = None,
                 race: Sequence[Sequence[int]] | None = None) -> bytes:
    """The end-of-game picture as PNG bytes."""
    return png_bytes(final_image(view, labels, race))
