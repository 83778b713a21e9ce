"""The last move seen up close: the part of the map round the track just claimed or the
station just built, enlarged (1x to ZOOM, never shrunk), framed in the mover's colour,
with the names of the move's cities written large over their places."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from engine.maps import load_map
from engine.views import PublicView

from .canvas import Canvas
from .fonts import font
from .layout import LABEL_SIZE, board_layout, map_area
from .palette import INK, PAPER, player_color

#: the most the close-up enlarges the map
ZOOM = 2.2
#: map pixels kept round the place of the move
MARGIN = 36
#: the move's city names in the close-up, in picture pixels
CITY_SIZE = 42
FRAME = 10


@dataclass(frozen=True)
class Inset:
    """The close-up, how much it enlarges the map, and what it wrote."""

    image: Image.Image
    zoom: float
    canvas: Canvas


def move_cities(view: PublicView) -> list[str]:
    """The ids of the cities of the last move on the map (a track's two ends, a station's
    city); none for a move off the map."""
    move = view.last_move
    if move is None:
        return []
    game_map = load_map(view.map_id)
    if move.kind in ("claim", "withdraw") and move.tracks:
        return list(game_map.routes[move.tracks[0]].pair)
    if move.kind == "station" and move.city:
        return [move.city]
    return []


def _place(view: PublicView) -> tuple[float, float, float, float] | None:
    """The box of the map (in map pixels) where the last move happened, if on the map."""
    move = view.last_move
    if move is None or not move_cities(view):
        return None
    layout = board_layout(view.map_id, *map_area(view.map_id))
    if move.kind == "station" and move.city:
        points = [layout.cities[move.city], layout.stations[move.city]]
    else:
        points = [p for t in move.tracks for p in layout.tracks[t].line]
    for city in move_cities(view):  # the names too: they are written over their places
        box = layout.labels[city].box
        points += [(box[0], box[1]), (box[2], box[3])]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs) - MARGIN, min(ys) - MARGIN, max(xs) + MARGIN, max(ys) + MARGIN


def zoom_for(place: tuple[float, float, float, float], width: int, height: int) -> float:
    """How much a width x height close-up enlarges the map to show `place`: as much as
    lets the whole place in, between 1 and ZOOM (a place too large for the close-up at
    1x is shown in part, round its middle)."""
    x0, y0, x1, y1 = place
    return max(1.0, min(ZOOM, width / (x1 - x0), height / (y1 - y0)))


def inset_image(view: PublicView, map_img: Image.Image, width: int,
                height: int) -> Inset | None:
    """A width x height close-up of the last move's place on `map_img` (the map with its
    pieces); None when the move was not on the map."""
    place = _place(view)
    if place is None or view.last_move is None:
        return None
    zoom = zoom_for(place, width, height)
    # enlarged by repeating pixels: smoothing would invent no detail, only colours that
    # make the PNG a fifth larger
    mw, mh = map_area(view.map_id)
    cw, ch = width / zoom, height / zoom
    cx, cy = (place[0] + place[2]) / 2, (place[1] + place[3]) / 2
    left = min(max(0.0, cx - cw / 2), mw - cw) if cw <= mw else (mw - cw) / 2
    top = min(max(0.0, cy - ch / 2), mh - ch) if ch <= mh else (mh - ch) / 2
    img = map_img.resize((width, height), Image.Resampling.NEAREST,
                         box=(left, top, left + cw, top + ch))
    canvas = Canvas(img)
    layout = board_layout(view.map_id, mw, mh)
    size = max(CITY_SIZE, round(LABEL_SIZE * zoom))  # covers the map's own name
    for city in move_cities(view):
        label = layout.labels[city]
        x, y = layout.cities[city]
        px, py = (x - left) * zoom, (y - top) * zoom
        lx0, ly0 = (label.box[0] - left) * zoom, (label.box[1] - top) * zoom
        right_of_city = label.box[0] >= x - 2
        anchor = "lt" if right_of_city else "rt"
        tx = lx0 if right_of_city else (label.box[2] - left) * zoom
        f_w = font(size, "bold").getlength(label.text)
        margin = FRAME + 6
        tx = min(max(tx, margin + (f_w if anchor == "rt" else 0)),
                 width - margin - (0 if anchor == "rt" else f_w))
        ty = min(max(ly0 - 2, margin), height - margin - size)
        if not (0 <= px <= width and 0 <= py <= height):  # the city is off the close-up
            ty = min(max(py, margin), height - margin - size)
        canvas.text((tx, ty), label.text, size, "bold", INK, anchor=anchor, kind="city",
                    halo=PAPER)
    canvas.draw.rectangle([0, 0, width - 1, height - 1], outline=INK, width=FRAME + 4)
    canvas.draw.rectangle([2, 2, width - 3, height - 3],
                          outline=player_color(view.last_move.player), width=FRAME)
    return Inset(img, zoom, canvas)
