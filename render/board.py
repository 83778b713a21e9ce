"""The public board picture: the cached map, the pieces players have put on it, and the
panel (below a landscape map, beside a portrait one). Built only from a PublicView, so
nothing secret can reach it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PIL import Image

from engine.views import PublicView

from .board_palette import board_palette
from .board_static import static_board
from .layout import map_area
from .palette import PANEL
from .panel import board_frame, panel_image
from .pieces import city_glow, station_sprite, track_glow, train_sprite
from .png import png_bytes
from .sprites import Sprite


def map_image(view: PublicView, overlays: Iterable[Sprite] = ()) -> Image.Image:
    """The map with every claimed track, station and the glow of the last move.
    `overlays` go over the trains and under the city names."""
    map_id = view.map_id
    w, h = map_area(map_id)
    static = static_board(map_id, w, h)
    img = static.base.copy()
    move = view.last_move
    if move is not None:
        for t in move.tracks:
            if move.kind == "claim":
                track_glow(map_id, w, h, t).paste_on(img)
        if move.kind == "station" and move.city:
            city_glow(map_id, w, h, move.city).paste_on(img)
    if view.pending_tunnel is not None:
        track_glow(map_id, w, h, view.pending_tunnel.track).paste_on(img)
    for track, seat in sorted(view.owners.items()):
        train_sprite(map_id, w, h, track, seat).paste_on(img)
    for sprite in overlays:
        sprite.paste_on(img)
    for sprite in static.cities:
        sprite.paste_on(img)
    for player in view.players:
        for city in player.station_cities:
            station_sprite(map_id, w, h, city, player.seat).paste_on(img)
    return img


def board_image(view: PublicView, labels: Mapping[str, str] | None = None,
                panel: bool = True, overlays: Iterable[Sprite] = ()) -> Image.Image:
    """The board with every claimed track, station and the last move; with the panel
    unless `panel` is False (then the map alone)."""
    board = map_image(view, overlays)
    if not panel:
        return board
    frame = board_frame(view.map_id, len(view.players))
    img = Image.new("RGB", (frame.width, frame.height), PANEL)
    img.paste(board, (0, 0))
    x, y, _, _ = frame.panel
    img.paste(panel_image(view, labels, board), (x, y))
    return img


def render_board(view: PublicView, labels: Mapping[str, str] | None = None) -> bytes:
    """The public board as PNG bytes."""
    return png_bytes(board_image(view, labels), board_palette(view.game))
