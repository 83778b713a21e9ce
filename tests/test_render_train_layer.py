"""The board's kept train layers (render/train_layer.py) change nothing a player sees: every
board is the same, pixel for pixel, as one painted piece by piece in board order, in
whatever order the pictures are asked for (a worker draws many games' boards)."""

from __future__ import annotations

import random

import pytest
from PIL import Image

from engine import public_view
from engine.maps import BOARD_MAPS, load_map
from engine.state import LastMove
from engine.views import PublicView, TunnelView
from render import train_layer
from render.board import map_image
from render.board_static import static_board
from render.layout import map_area
from render.pieces import city_glow, station_sprite, track_glow, train_sprite
from render.simulated import game_turns


def painted_piece_by_piece(view: PublicView) -> Image.Image:
    """The map as the board is defined: the glows, every train by track number, the city
    names, the stations."""
    map_id = view.map_id
    w, h = map_area(map_id)
    static = static_board(map_id, w, h)
    img = static.base.copy()
    move = view.last_move
    if move is not None and move.kind == "claim":
        for t in move.tracks:
            track_glow(map_id, w, h, t).paste_on(img)
    if move is not None and move.kind == "station" and move.city:
        city_glow(map_id, w, h, move.city).paste_on(img)
    if view.pending_tunnel is not None:
        track_glow(map_id, w, h, view.pending_tunnel.track).paste_on(img)
    for track, seat in sorted(view.owners.items()):
        train_sprite(map_id, w, h, track, seat).paste_on(img)
    for sprite in static.cities:
        sprite.paste_on(img)
    for player in view.players:
        for city in player.station_cities:
            station_sprite(map_id, w, h, city, player.seat).paste_on(img)
    return img


def _views(game: str, seed: int) -> list[PublicView]:
    return [public_view(state) for state in game_turns(game, seed)]


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_boards_drawn_on_kept_layers_are_the_boards_painted_piece_by_piece(
        game: str) -> None:
    views = _views(game, 7)[::2]
    random.Random(game).shuffle(views)  # layers kept from other moments, other games
    train_layer._kept.clear()
    for view in views:
        assert map_image(view).tobytes() == painted_piece_by_piece(view).tobytes(), view.turn


def test_a_glow_under_neighbouring_trains_and_a_pending_tunnel_stay_exact() -> None:
    """A claim next to claimed tracks (the glow must lie under them) and a tunnel waiting
    for its payment, drawn after layers that hold those very tracks."""
    view = _views("europe", 5)[-1]
    tunnels = [t for t, r in enumerate(load_map("europe").routes) if r.tunnel]
    owners = sorted(view.owners)
    tunnel = next(t for t in tunnels if t not in view.owners)
    for track in (owners[0], owners[len(owners) // 2], owners[-1]):
        moment = view.model_copy(update={
            "last_move": LastMove(player=0, kind="claim", tracks=[track]),
            "pending_tunnel": TunnelView(track=tunnel, paid={"red": 2}, extra=1,
                                         revealed=["red", "blue", "locomotive"])})
        map_image(view)  # a layer with every train, the glowing one among them
        assert map_image(moment).tobytes() == painted_piece_by_piece(moment).tobytes()


def test_kept_layers_are_bounded() -> None:
    train_layer._kept.clear()
    for view in _views("usa", 11)[::3]:
        map_image(view)
    assert 0 < len(train_layer._kept) <= train_layer.LAYERS_KEPT
