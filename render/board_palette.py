"""The 256 colours of a map's board pictures, chosen once per map from a sample that
holds everything a board can show: the map, every track claimed by every seat colour,
the last-move glow, stations, and a panel with every card, badge and warning."""

from __future__ import annotations

from functools import cache

from PIL import Image

from engine.cards import CARD_KINDS
from engine.maps import load_map
from engine.rules import RULESETS
from engine.state import LastMove
from engine.views import PlayerPublic, PublicView, TunnelView

from .board import board_canvas
from .board_static import static_board
from .layout import map_area
from .palette import PLAYER
from .pieces import city_glow, station_sprite, track_glow, train_sprite


def _sample_view(game: str) -> PublicView:
    """A made-up table of five players with every panel element showing."""
    rules = RULESETS[game]
    players = [PlayerPublic(seat=i, name=f"Player {i + 1}", trains=rules.trains,
                            stations_left=rules.stations, station_cities=[], tracks=[],
                            route_points=10 * i, cards=5, tickets=3, choosing_tickets=False)
               for i in range(len(PLAYER))]
    tunnel = next((t for t, r in enumerate(load_map(rules.map_id).routes) if r.tunnel), 0)
    return PublicView(
        game=game, map_id=rules.map_id, phase="playing", current=0, turn=99, players=players,
        face_up=list(CARD_KINDS[:5]), deck_size=40, discard_size=12, ticket_deck_size=20,
        owners={}, drawn_this_turn=0, final_turns_left=3, last_round_by=1,
        last_move=LastMove(player=1, kind="claim", tracks=[0]),
        pending_tunnel=TunnelView(track=tunnel, paid={"red": 2}, extra=1,
                                  revealed=list(CARD_KINDS[5:8])))


@cache
def board_palette(game: str) -> Image.Image:
    """The palette ("P" image) the board pictures of `game` are encoded with."""
    map_id = RULESETS[game].map_id
    w, h = map_area(map_id)
    static = static_board(map_id, w, h)
    claimed = static.base.copy()
    tracks = range(len(static.layout.tracks))
    for t in tracks[::7]:
        track_glow(map_id, w, h, t).paste_on(claimed)
    for i, t in enumerate(tracks[::4]):
        train_sprite(map_id, w, h, t, i % len(PLAYER)).paste_on(claimed)
    for i, city in enumerate(list(static.layout.cities)[::5]):
        if i % 3 == 0:
            city_glow(map_id, w, h, city).paste_on(claimed)
        station_sprite(map_id, w, h, city, i % len(PLAYER)).paste_on(claimed)
    panel = board_canvas(_sample_view(game), None, claimed).img
    sample = Image.new("RGB", (w + panel.width, max(h, panel.height)))
    sample.paste(static.base, (0, 0))
    sample.paste(panel, (w, 0))
    return sample.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
