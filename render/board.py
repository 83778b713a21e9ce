"""The public board picture: the cached map, the pieces players have put on it, and the
side panel. Built only from a PublicView, so nothing secret can reach it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PIL import Image

from engine.views import PublicView

from .board_palette import board_palette
from .board_static import static_board
from .layout import map_area
from .palette import PANEL
from .panel import panel_image
from .pieces import city_glow, station_sprite, track_glow, train_sprite
from .png import png_bytes
from .sprites import Sprite


def board_image(view: PublicView, labels: Mapping[str, str] | None = None,
                panel: bool = True, overlays: Iterable[Sprite] = ()) -> Image.Image:
    """The board with every claimed track, station and the last move; with the panel.
    `overlays` go over the trains and under the city names."""
    map_id = view.map_id
    w, h = map_area(map_id)
    static = static_board(map_id, w, h)
    side = panel_image(view, labels) if panel else None
    height = max(h, side.height if side else 0)
    img = Image.new("RGB", (w + (side.width if side else 0), height), PANEL)
    img.paste(static.base, (0, 0))
    if side is not None:
        img.paste(side, (w, 0))
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


def render_board(view: PublicView, labels: Mapping[str, str] | None = None) -> bytes:
    """The public board as PNG bytes."""
    return png_bytes(board_image(view, labels), board_palette(view.game))
