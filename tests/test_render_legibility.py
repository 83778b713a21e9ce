"""The board picture where players see it: Discord's 550 px preview (350 px on a phone).
Every word of the panel stays at least 9 px tall there, names are not shortened, the
turn, scores and trains left stay readable on a phone, and the picture keeps one size
through a whole game so posts do not jump."""

from __future__ import annotations

from functools import cache

import pytest

from bot.pictures import labels_for
from engine import GameState, public_view
from engine.maps import BOARD_MAPS, load_map
from engine.state import LastMove
from engine.views import PublicView, TunnelView
from render.board import board_image, map_image
from render.panel import board_frame, panel_canvas
from render.simulated import game_turns, stages

DESKTOP, PHONE = 550, 350
LANGUAGES = ("en", "cs", "pl", "hu")


@cache
def _game(game: str) -> tuple[GameState, ...]:
    return tuple(game_turns(game, seed=5))


def _moments(game: str) -> list[PublicView]:
    """A middle position with every kind of last move, the final round with a player down
    to one train, and a tunnel waiting for payment."""
    base = public_view(stages(list(_game(game)))["middle"])
    routes = load_map(base.map_id).routes
    track = next(iter(base.owners))
    free = next(t for t in range(len(routes)) if t not in base.owners)
    city = next(iter(load_map(base.map_id).city_ids))
    moves = [LastMove(player=1, kind="claim", tracks=[track],
                      cards={"red": 4, "locomotive": 2}),
             LastMove(player=0, kind="station", city=city, cards={"blue": 3}),
             LastMove(player=1, kind="draw", taken=["locomotive"]),
             LastMove(player=1, kind="draw", taken=["blind", "green"]),
             LastMove(player=0, kind="tickets"), LastMove(player=0, kind="pass"),
             LastMove(player=1, kind="withdraw", tracks=[free])]
    out = []
    for move in moves:
        v = base.model_copy(deep=True)
        v.last_move = move
        out.append(v)
    v = base.model_copy(deep=True)
    v.final_turns_left, v.last_round_by = 2, 1
    v.players[1].trains = 1
    out.append(v)
    v = base.model_copy(deep=True)
    v.pending_tunnel = TunnelView(track=free, paid={"red": 2}, extra=2,
                                  revealed=["red", "locomotive", "blue"])
    out.append(v)
    return out


@pytest.mark.parametrize("game", BOARD_MAPS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_panel_word_is_9_px_tall_at_the_preview(game: str, lang: str) -> None:
    labels = labels_for(lang)
    for view in _moments(game):
        frame = board_frame(view.map_id, len(view.players))
        canvas = panel_canvas(view, labels, map_image(view))
        scale = DESKTOP / frame.width
        assert canvas.written
        for text, size in canvas.written:
            assert size * scale >= 9, (text, size * scale)
        written = [text for text, _ in canvas.written]
        if view.final_turns_left is None:  # the title gives way to the final-round banner
            assert labels[f"title_{game}"] in written  # whole: "Nordic Co…" no more
        for p in view.players:
            assert p.name in written  # whole, never shortened
            assert str(p.route_points) in written
            assert str(p.trains) in written


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_turn_scores_and_trains_readable_on_a_phone(game: str) -> None:
    view = _moments(game)[0]
    frame = board_frame(view.map_id, len(view.players))
    canvas = panel_canvas(view, None, map_image(view))
    sizes: dict[str, int] = {}
    for text, size in canvas.written:  # a number may be written twice: its largest
        sizes[text] = max(size, sizes.get(text, 0))
    scale = PHONE / frame.width
    to_play = next(t for t in sizes if t.startswith("▶"))
    assert view.players[view.current].name in to_play
    for text in [to_play] + [str(p.route_points) for p in view.players] + \
            [str(p.trains) for p in view.players]:
        assert sizes[text] * scale >= 9, text


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_previews_large(game: str) -> None:
    """Neither very wide nor very tall: Discord shrinks those most; at least 1600 px on the
    long side for zooming in."""
    frame = board_frame(game, 4 if game != "nordic" else 3)
    assert max(frame.width, frame.height) >= 1600
    assert 0.9 <= frame.width / frame.height <= 1.35


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_the_board_keeps_its_size_through_a_game(game: str) -> None:
    states = _game(game)
    chosen = list(states[::12]) + [s for s in states if s.final_turns_left is not None][:1] \
        + [states[-1]]
    assert any(s.final_turns_left is not None for s in chosen)
    assert chosen[-1].phase == "finished"
    sizes = {board_image(public_view(s)).size for s in chosen}
    assert len(sizes) == 1, sizes


def test_the_legend_is_a_picture_of_its_own() -> None:
    """The legend left the board's panel: each map has one, tunnels and ferries only where
    the map has them, in the reader's language."""
    from render import render_legend
    from render.legend import legend_image

    usa, europe = legend_image("usa"), legend_image("europe")
    assert europe.height > usa.height  # tunnel and ferry rows
    assert render_legend("europe", labels_for("pl")) != render_legend("europe")
    assert render_legend("nordic").startswith(b"\x89PNG")
