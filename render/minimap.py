"""A small map for a player's private picture: the network faint, the player's own
tracks bold, other players' tracks gray, the cheapest remaining path of each open ticket
dashed in its tracks' colours, and the cities of their tickets (and of tickets on offer)
marked and named in type large enough for the chat column's preview."""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageDraw

from engine.views import PrivateView

from .dashes import dashes
from .fonts import font
from .layout import board_geometry
from .palette import BAD, GOOD, INK, OFFERED, PAPER, RGB, SPACE, WARN, hex_rgb, player_color
from .sprites import Pen

K = 2  # supersampling
#: free tracks, tracks other players took
FREE: RGB = hex_rgb("#cfc6b2")
OTHERS: RGB = hex_rgb("#7d766a")
#: under the tracks a ticket still needs
GLOW: RGB = hex_rgb("#ffc46b")
#: city names, pixels at the picture's size
LABEL_SIZE = 27



@cache
def _mini_base(map_id: str, w: int, h: int) -> Image.Image:
    """The whole network in faint lines, drawn large (K times)."""
    layout = board_geometry(map_id, w, h)
    img = Image.new("RGB", (w * K, h * K), PAPER)
    pen = Pen(img, 0, 0, K)
    for shape in layout.tracks:
        pen.draw.line(pen.pts(shape.line), fill=FREE, width=pen.w(3), joint="curve")
    for x, y in layout.cities.values():
        pen.draw.ellipse(pen.box(x - 4, y - 4, x + 4, y + 4), fill=(255, 255, 255),
                         outline=OTHERS, width=pen.w(1.2))
    return img


def _label_box(x: float, y: float, tw: float, th: float, w: int, h: int,
               taken: list[tuple[float, float, float, float]]) -> tuple[float, float, float, float]:
    """The first place round (x, y) where a name fits inside the map and clear of the
    names and marks already there (right, left, above, below, then the least bad)."""
    spots = [(x + 11, y - th / 2), (x - 11 - tw, y - th / 2), (x - tw / 2, y - 11 - th),
             (x - tw / 2, y + 10), (x + 9, y - 9 - th), (x + 9, y + 7), (x - 9 - tw, y - 9 - th),
             (x - 9 - tw, y + 7)]

    def bad(spot: tuple[float, float]) -> tuple[bool, float]:
        """Whether the spot is bad at all, and how bad: off the map, and the area it
        shares with what is there (in the order it is there)."""
        x0, y0 = spot
        x1, y1 = x0 + tw, y0 + th
        score: float = 1e6 if x0 < 2 or y0 < 2 or x1 > w - 2 or y1 > h - 2 else 0
        overlap: float = 0
        for o0, p0, o1, p1 in taken:
            if o0 < x1 and x0 < o1 and p0 < y1 and y0 < p1:
                overlap += (min(x1, o1) - max(x0, o0)) * (min(y1, p1) - max(y0, p0))
        score += overlap
        return score > 0, score

    sx, sy = min(spots, key=bad)
    return (sx, sy, sx + tw, sy + th)


def minimap(view: PrivateView, w: int, h: int) -> Image.Image:
    """The player's small map, w x h pixels."""
    layout = board_geometry(view.map_id, w, h)
    game_map = layout.game_map
    img = _mini_base(view.map_id, w, h).copy()
    pen = Pen(img, 0, 0, K)
    for track, seat in view.owners.items():
        if seat != view.seat:
            pen.draw.line(pen.pts(layout.tracks[track].line), fill=OTHERS, width=pen.w(6),
                          joint="curve")
    gaps = {t for status in view.tickets for t in status.gap_tracks}
    for track in gaps:  # a glow first, so that a pale (gray, white) path stands out
        pen.draw.line(pen.pts(layout.tracks[track].line), fill=GLOW, width=pen.w(18),
                      joint="curve")
    for track in gaps:
        line = list(layout.tracks[track].line)
        color = SPACE[game_map.routes[track].color]
        for piece in dashes(line, 11, 5):
            pen.draw.line(pen.pts(piece), fill=INK, width=pen.w(10))
        for piece in dashes(line, 11, 5):
            pen.draw.line(pen.pts(piece), fill=color, width=pen.w(6))
    mine = player_color(view.seat)
    for track, seat in view.owners.items():
        if seat == view.seat:
            pts = pen.pts(layout.tracks[track].line)
            pen.draw.line(pts, fill=INK, width=pen.w(10), joint="curve")
            pen.draw.line(pts, fill=mine, width=pen.w(7), joint="curve")
    for city in view.players[view.seat].station_cities:
        x, y = layout.cities[city]
        pen.draw.rectangle(pen.box(x - 7, y - 13, x + 7, y - 1), fill=mine, outline=INK,
                           width=pen.w(1.5))
    state: dict[str, RGB] = {}
    for ticket in view.offered:
        t = game_map.tickets[ticket]
        state[t.a] = state[t.b] = OFFERED
    for status in view.tickets:
        t = game_map.tickets[status.ticket]
        color = GOOD if status.completed else WARN if status.trains_needed is not None else BAD
        for city in (t.a, t.b):
            if state.get(city) not in (WARN, BAD, OFFERED):
                state[city] = color
    f = font(LABEL_SIZE * K, "bold")
    taken = [(x - 10, y - 10, x + 10, y + 10) for x, y in
             (layout.cities[c] for c in state)]
    for track in gaps:  # names keep off the paths still to claim
        for piece in dashes(list(layout.tracks[track].line), 1, 7):
            x, y = piece[0]
            taken.append((x - 6, y - 6, x + 6, y + 6))
    for city, color in state.items():
        x, y = layout.cities[city]
        pen.draw.ellipse(pen.box(x - 9, y - 9, x + 9, y + 9), fill=color, outline=INK,
                         width=pen.w(2.5))
    for city in state:
        x, y = layout.cities[city]
        name = game_map.city_ids[city].name
        box = _label_box(x, y, f.getlength(name) / K, LABEL_SIZE + 2, w, h, taken)
        taken.append(box)
        pen.draw.text(pen.p(box[0], box[1]), name, font=f, anchor="lt", fill=INK,
                      stroke_width=pen.w(3.5), stroke_fill=PAPER)
    draw = ImageDraw.Draw(img)
    draw.rectangle([0, 0, img.width - 1, img.height - 1], outline=OTHERS, width=pen.w(1))
    # each 2x2 block averaged (the supersampling's own filter): a tenth of LANCZOS's time
    return img.reduce(K)
