"""The last move seen up close: the part of the map round the track just claimed or the
station just built, enlarged twice, framed in the player's colour with their badge."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.views import PublicView

from .layout import board_layout, map_area
from .palette import INK, player_color

#: how much the inset enlarges the map (less when the place would not fit)
ZOOM = 2.0
#: map pixels kept round the place of the move
MARGIN = 40


def _place(view: PublicView) -> tuple[float, float, float, float] | None:
    """The box of the map (in map pixels) where the last move happened, if on the map."""
    move = view.last_move
    if move is None:
        return None
    layout = board_layout(view.map_id, *map_area(view.map_id))
    if move.kind in ("claim", "withdraw") and move.tracks:
        points = [p for t in move.tracks for p in layout.tracks[t].line]
    elif move.kind == "station" and move.city:
        points = [layout.cities[move.city], layout.stations[move.city]]
    else:
        return None
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs) - MARGIN, min(ys) - MARGIN, max(xs) + MARGIN, max(ys) + MARGIN


def inset_image(view: PublicView, map_img: Image.Image, width: int,
                height: int) -> Image.Image | None:
    """A width x height picture of the last move's place on `map_img` (the map with its
    pieces), enlarged up to ZOOM; None when the move was not on the map."""
    place = _place(view)
    if place is None or view.last_move is None:
        return None
    x0, y0, x1, y1 = place
    mw, mh = map_area(view.map_id)
    # enlarged up to ZOOM, shrunk to show the whole place, but never so far that the part
    # of the map shown is wider or taller than the map (a long route across a narrow map)
    scale = max(min(ZOOM, width / (x1 - x0), height / (y1 - y0)), width / mw, height / mh)
    cw, ch = width / scale, height / scale
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    left = min(max(0.0, cx - cw / 2), max(0.0, mw - cw))
    top = min(max(0.0, cy - ch / 2), max(0.0, mh - ch))
    crop = map_img.resize((width, height), Image.Resampling.BILINEAR,
                          box=(left, top, left + cw, top + ch))
    draw = ImageDraw.Draw(crop)
    seat = view.last_move.player
    draw.rectangle([0, 0, width - 1, height - 1], outline=INK, width=8)
    draw.rectangle([2, 2, width - 3, height - 3], outline=player_color(seat), width=5)
    return crop
