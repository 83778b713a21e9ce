"""The public board picture: the cached map with the pieces players have put on it, the
last move's strip and the players' column, in the desktop box's shape (board_frame.py).
Built only from a PublicView, so nothing secret can reach it (board_png.py encodes it)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PIL import Image

from engine.views import PublicView

from .board_frame import board_frame
from .board_static import static_board
from .canvas import Canvas
from .layout import map_area
from .move_strip import draw_strip
from .palette import PANEL
from .panel import draw_column
from .pieces import city_glow, station_sprite, track_glow, train_sprite
from .sprites import Sprite
from .train_layer import split_trains, train_layer


def map_image(view: PublicView, overlays: Iterable[Sprite] = ()) -> Image.Image:
    """The map with every claimed track, station and the glow of the last move.
    `overlays` go over the trains and under the city names. The trains no glow touches
    come from a kept layer (train_layer.py): the same picture, drawn faster."""
    map_id = view.map_id
    w, h = map_area(map_id)
    glows: list[Sprite] = []
    move = view.last_move
    if move is not None:
        if move.kind == "claim":
            glows += [track_glow(map_id, w, h, t) for t in move.tracks]
        if move.kind == "station" and move.city:
            glows.append(city_glow(map_id, w, h, move.city))
    if view.pending_tunnel is not None:
        glows.append(track_glow(map_id, w, h, view.pending_tunnel.track))
    under, over = split_trains(map_id, w, h, view.owners, (g.box for g in glows))
    img = train_layer(map_id, w, h, tuple((t, view.owners[t]) for t in under))
    for sprite in glows:
        sprite.paste_on(img)
    for track in over:
        train_sprite(map_id, w, h, track, view.owners[track]).paste_on(img)
    for sprite in overlays:
        sprite.paste_on(img)
    for sprite in static_board(map_id, w, h).cities:
        sprite.paste_on(img)
    for player in view.players:
        for city in player.station_cities:
            station_sprite(map_id, w, h, city, player.seat).paste_on(img)
    return img


def board_canvas(view: PublicView, labels: Mapping[str, str] | None = None,
                 map_img: Image.Image | None = None) -> Canvas:
    """The whole board picture drawn, with the record of what was written on it;
    `map_img` is the map with its pieces (drawn from `view` when not given)."""
    frame = board_frame(view.map_id)
    board = map_img if map_img is not None else map_image(view)
    c = Canvas(Image.new("RGB", (frame.width, frame.height), PANEL))
    c.img.paste(board, frame.map[:2])
    draw_strip(c, view, labels, board, frame.strip, frame.side)
    draw_column(c, view, labels, frame.column)
    return c


def board_image(view: PublicView, labels: Mapping[str, str] | None = None,
                panel: bool = True, overlays: Iterable[Sprite] = ()) -> Image.Image:
    """The board with every claimed track, station and the last move; with the strip and
    the players' column unless `panel` is False (then the map alone)."""
    board = map_image(view, overlays)
    if not panel:
        return board
    return board_canvas(view, labels, board).img
