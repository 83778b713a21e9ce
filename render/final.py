"""The end-of-game picture: the board with the longest-path winner's path traced, the score
race across the game as a line chart, and a card per player: total, the lines of the score
that are not zero, every ticket done or failed with its points, and the route each Europe
station borrowed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from engine.maps import GameMap, load_map
from engine.scoring import PlayerScore
from engine.views import PublicView

from .badges import seat_badge
from .board import board_image
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

WIDTH = 1400
PAD = 20
#: the board's box at the top left
BOARD_W, BOARD_H = 840, 560
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


def _card_height(view: PublicView, seat: int, game_map: GameMap) -> int:
    assert view.final is not None
    s = view.final.scores[seat]
    width = card_width(len(view.players))
    ticket_rows = sum(len(ticket_lines(game_map, t, width)[0])
                      for t in view.final.tickets[seat])
    return (64 + LINE_H * len(_lines(s, game_map)) + 12
            + LINE_H * ticket_rows + LINE_H * len(s.borrowed) + 12)


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
    for ticket in sorted(view.final.tickets[seat], key=lambda t: (t not in done, t)):
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
    for city, track in s.borrowed.items():
        draw_station(draw, left + 10, cy + LINE_H / 2, 11, player_color(seat), INK)
        name = game_map.city_ids[city].name
        text = f"{name} ← {_route_name(game_map, track)}" if track is not None else \
            f"{name}: {word(labels, 'borrowed_none')}"
        draw.text((left + 28, cy + LINE_H / 2), fit(text, tf2, w - 40), font=tf2,
                  fill=PANEL_TEXT, anchor="lm")
        cy += LINE_H


def final_size(view: PublicView) -> tuple[int, int, int]:
    """The picture's width and height, and where the players' cards begin."""
    assert view.final is not None
    game_map = load_map(view.map_id)
    w, h = map_area(view.map_id)
    scale = min(BOARD_W / w, BOARD_H / h)
    top = PAD + round(h * scale) + PAD
    cards = max(_card_height(view, seat, game_map) for seat in range(len(view.players)))
    return WIDTH, top + cards + PAD, top


def final_image(view: PublicView, labels: Labels = None,
                race: Sequence[Sequence[int]] | None = None) -> Image.Image:
    """The finished board with the longest path traced, the score race (`race`: every
    player's points after each turn, from the action log) and the score cards."""
    if view.final is None:
        raise ValueError("the game is not over: view.final is not set")
    game_map = load_map(view.map_id)
    width, height, top = final_size(view)
    img = Image.new("RGB", (width, height), PANEL)
    board = _board(view, labels)
    img.paste(board, (PAD, PAD))
    draw = ImageDraw.Draw(img)
    x0 = PAD + board.width + PAD
    draw.text((x0, PAD), fit(word(labels, "final_scores"), font(36, "black"), WIDTH - PAD - x0),
              font=font(36, "black"), fill=PANEL_TEXT, anchor="lt")
    winner = view.final.ranking[0]
    seat_badge(draw, x0, PAD + 50, 44, winner)
    wf = font(32, "black")
    draw.text((x0 + 56, PAD + 72), fit(word(labels, "winner", name=view.players[winner].name),
              wf, WIDTH - PAD - x0 - 56), font=wf, fill=HIGHLIGHT, anchor="lm")
    totals = [s.total for s in view.final.scores]
    if race:
        draw_race(img, (x0, PAD + 120, WIDTH - PAD, top - PAD), race, totals,
                  word(labels, "score_race"))
    cw = card_width(len(view.players))
    ch = height - top - PAD
    for place, seat in enumerate(view.final.ranking, start=1):
        _card(draw, PAD + (place - 1) * (cw + CARD_GAP), top, cw, ch, view, place, seat,
              game_map, labels)
    return img


def render_final(view: PublicView, labels: Labels = None,
                 race: Sequence[Sequence[int]] | None = None) -> bytes:
    """The end-of-game picture as PNG bytes."""
    return png_bytes(final_image(view, labels, race))
