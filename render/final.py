"""The end-of-game picture: the board with each player's longest path traced, and each
player's score broken down: routes, tickets won and lost, stations, bonuses, total."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from engine.maps import load_map
from engine.rules import RULESETS
from engine.scoring import PlayerScore
from engine.views import PublicView

from .board import board_image
from .fonts import font
from .labels import word
from .layout import map_area
from .palette import BAD, GOOD, HIGHLIGHT, PANEL, PANEL_MUTED, PANEL_ROW, PANEL_TEXT, RGB
from .panel import PAD, PANEL_WIDTH, seat_badge
from .pieces import path_trace
from .png import png_bytes
from .text import fit


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def _breakdown(view: PublicView, s: PlayerScore) -> list[tuple[str, str, RGB]]:
    """(label key, value, colour) lines of one player's score."""
    rules = RULESETS[view.game]
    game_map = load_map(view.map_id)
    won = sum(game_map.tickets[t].points for t in s.tickets_completed)
    lost = sum(game_map.tickets[t].points for t in s.tickets_failed)
    lines = [("route_points", str(s.route_points), PANEL_TEXT),
             ("tickets_won", f"{_signed(won)} ({len(s.tickets_completed)})", GOOD),
             ("tickets_lost", f"{_signed(-lost)} ({len(s.tickets_failed)})",
              BAD if lost else PANEL_TEXT)]
    if rules.stations:
        lines.append(("station_points", _signed(s.station_points), PANEL_TEXT))
    if rules.longest_path_bonus:
        lines.append(("longest_bonus", _signed(s.longest_bonus),
                      HIGHLIGHT if s.longest_bonus else PANEL_TEXT))
    if rules.globetrotter_bonus:
        lines.append(("globetrotter_bonus", _signed(s.globetrotter_bonus),
                      HIGHLIGHT if s.globetrotter_bonus else PANEL_TEXT))
    return lines


def _score_panel(img: Image.Image, x0: int, view: PublicView,
                 labels: Mapping[str, str] | None) -> None:
    assert view.final is not None
    draw = ImageDraw.Draw(img)
    left, right = x0 + PAD, x0 + PANEL_WIDTH - PAD
    y = PAD
    draw.text((left, y), word(labels, "final_scores"), font=font(30, "black"), fill=PANEL_TEXT,
              anchor="lt")
    y += 42
    winner = view.players[view.final.ranking[0]].name
    draw.text((left, y), fit(word(labels, "winner", name=winner), font(22, "bold"),
              right - left), font=font(22, "bold"), fill=HIGHLIGHT, anchor="lt")
    y += 38
    lf, vf = font(17, "semibold"), font(18, "bold")
    half = (right - left - 28) // 2
    for place, seat in enumerate(view.final.ranking, start=1):
        s = view.final.scores[seat]
        lines = _breakdown(view, s)
        rows = (len(lines) + 1) // 2
        h = 62 + rows * 24 + 26
        draw.rounded_rectangle([left, y, right, y + h], radius=10,
                               fill=(70, 76, 92) if place == 1 else PANEL_ROW)
        draw.text((left + 12, y + 12), f"{place}.", font=font(22, "black"), fill=PANEL_MUTED,
                  anchor="lt")
        seat_badge(draw, left + 40, y + 8, 40, seat)
        tf = font(36, "black")
        draw.text((right - 12, y + 4), str(s.total), font=tf, fill=PANEL_TEXT, anchor="rt")
        name_w = right - 24 - tf.getlength(str(s.total)) - (left + 92)
        draw.text((left + 92, y + 12), fit(view.players[seat].name, font(23, "bold"), name_w),
                  font=font(23, "bold"), fill=PANEL_TEXT, anchor="lt")
        for i, (key, value, color) in enumerate(lines):
            cx = left + 14 + (i // rows) * (half + 14)
            cy = y + 60 + (i % rows) * 24
            draw.text((cx, cy), fit(word(labels, key), lf, half - 70), font=lf,
                      fill=PANEL_MUTED, anchor="lt")
            draw.text((cx + half - 8, cy), value, font=vf, fill=color, anchor="rt")
        draw.text((left + 14, y + 60 + rows * 24), word(labels, "longest_path",
                  length=s.longest_route), font=lf, fill=PANEL_MUTED, anchor="lt")
        y += h + 10


def final_image(view: PublicView, labels: Mapping[str, str] | None = None) -> Image.Image:
    """The finished board with longest paths traced and the score breakdown beside it."""
    if view.final is None:
        raise ValueError("the game is not over: view.final is not set")
    w, h = map_area(view.map_id)
    traces = [path_trace(view.map_id, w, h, track, seat)
              for seat, score in enumerate(view.final.scores) for track in score.longest_tracks]
    board = board_image(view, labels, panel=False, overlays=traces)
    img = Image.new("RGB", (w + PANEL_WIDTH, h), PANEL)
    img.paste(board, (0, 0))
    _score_panel(img, w, view, labels)
    return img


def render_final(view: PublicView, labels: Mapping[str, str] | None = None) -> bytes:
    """The end-of-game picture as PNG bytes."""
    return png_bytes(final_image(view, labels))
