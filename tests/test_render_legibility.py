"""The pictures where players see them: fitted inside the desktop client's 550x350 box
and a phone's 317x400. The board and the other posted pictures have the desktop box's
shape at one size for the whole game, the last move's close-up never shrinks the map,
and every kind of text the issue names keeps its cap height in both boxes, whole (never
shortened), in every language."""

from __future__ import annotations

from functools import cache

import pytest

from bot.pictures import labels_for
from engine import GameState, private_view, public_view
from engine import cardgame as cg
from engine.maps import BOARD_MAPS, load_map
from engine.state import LastMove
from engine.views import PublicView, TunnelView
from render.board import board_canvas, board_image, map_image
from render.board_frame import BOARD_SIZE, board_frame
from render.canvas import Written, cap_height
from render.cardgame import cardgame_table_image
from render.cardgame_hand import cardgame_hand_image
from render.final import final_canvas
from render.hand import hand_image
from render.last_move import ZOOM, inset_image
from render.layout import map_area
from render.move_strip import move_text
from render.simulated import game_turns, stages

DESKTOP, PHONE = (550, 350), (317, 400)
LANGUAGES = ("en", "cs", "pl", "hu")
#: cap height in px at least, in the desktop box and the phone box (issue 29)
TARGETS = {"turn": (10, 6), "name": (10, 6), "score": (12, 8), "trains": (12, 8),
           "move": (9, 6), "city": (8, 5), "total": (10, 6)}
WEIGHT = {"score": "black", "trains": "black", "total": "black"}


def fit_scale(size: tuple[int, int], box: tuple[int, int]) -> float:
    """How much a picture of `size` is shrunk to fit inside `box`."""
    return min(box[0] / size[0], box[1] / size[1], 1.0)


def shown(written: Written, size: tuple[int, int], box: tuple[int, int]) -> float:
    """The cap height of a written text when the picture is fitted inside `box`."""
    return cap_height(written.size, WEIGHT.get(written.kind, "bold")) * fit_scale(size, box)


@cache
def _game(game: str) -> tuple[GameState, ...]:
    return tuple(game_turns(game, seed=5))


def _moments(game: str) -> list[PublicView]:
    """A middle position with every kind of last move (the longest track claimed among
    them), the final round with a player down to one train, and a tunnel waiting."""
    base = public_view(stages(list(_game(game)))["middle"])
    routes = load_map(base.map_id).routes
    longest = max(range(len(routes)), key=lambda t: routes[t].length)
    free = next(t for t in range(len(routes)) if t not in base.owners)
    city = next(iter(load_map(base.map_id).city_ids))
    moves = [LastMove(player=1, kind="claim", tracks=[longest],
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
    v.final_turns_left, v.last_round_by = 1, 1
    v.players[1].trains = 1
    out.append(v)
    v = base.model_copy(deep=True)
    v.pending_tunnel = TunnelView(track=free, paid={"red": 2}, extra=2,
                                  revealed=["red", "locomotive", "blue"])
    out.append(v)
    return out


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_the_board_has_the_desktop_boxs_shape_for_every_player_count(game: str) -> None:
    sizes = set()
    for players in (2, 3, 4, 5):
        state = next(iter(game_turns(game, 1, players))) if game != "nordic" or players <= 3 \
            else None
        if state is not None:
            sizes.add(board_image(public_view(state)).size)
    assert sizes == {BOARD_SIZE}
    assert abs(BOARD_SIZE[0] / BOARD_SIZE[1] - 550 / 350) < 0.01
    # the picture fills the desktop box: neither side is left short
    assert fit_scale(BOARD_SIZE, DESKTOP) * BOARD_SIZE[0] == pytest.approx(550, abs=1)
    assert fit_scale(BOARD_SIZE, DESKTOP) * BOARD_SIZE[1] == pytest.approx(350, abs=1)


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_the_map_is_laid_out_for_its_area_as_large_as_before(game: str) -> None:
    """The map fills its part of the picture on its long side and, in the desktop box,
    is no smaller than on the old 1600 px near-square board (USA 381x227 px there)."""
    frame = board_frame(game)
    w, h = map_area(game)
    assert (frame.map[2], frame.map[3]) == (w, h)
    assert w == frame.column[0] or h == frame.height
    scale = fit_scale(BOARD_SIZE, DESKTOP)
    assert max(w, h) * scale >= 340


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_every_route_close_up_zooms_in_never_out(game: str) -> None:
    view = _moments(game)[0]
    base = map_image(view)
    game_map = load_map(game)
    for track in range(len(game_map.routes)):
        v = view.model_copy(deep=True)
        v.last_move = LastMove(player=2, kind="claim", tracks=[track])
        for width, height in ((600, 330), (435, 565)):
            inset = inset_image(v, base, width, height)
            assert inset is not None and inset.image.size == (width, height)
            assert 1.0 <= inset.zoom <= ZOOM, (track, inset.zoom)
            names = [w.text for w in inset.canvas.written if w.kind == "city"]
            t = game_map.routes[track]
            assert names == [game_map.city_ids[c].name for c in t.pair]


@pytest.mark.parametrize("game", BOARD_MAPS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_board_text_meets_its_size_in_both_boxes_whole(game: str, lang: str) -> None:
    labels = labels_for(lang)
    for view in _moments(game):
        canvas = board_canvas(view, labels)
        size = canvas.img.size
        kinds = {w.kind for w in canvas.written}
        for written in canvas.written:
            if written.kind in TARGETS:
                desk, phone = TARGETS[written.kind]
                assert shown(written, size, DESKTOP) >= desk, (written, lang)
                assert shown(written, size, PHONE) >= phone, (written, lang)
            assert not written.text.endswith("…"), written  # no cut labels
        assert {"name", "score", "trains"} <= kinds
        texts = [w.text for w in canvas.written]
        for p in view.players:
            assert p.name in texts and str(p.route_points) in texts and str(p.trains) in texts
        move = view.last_move
        if move is not None:  # the move in words, every word of it
            said = " ".join(w.text for w in canvas.written if w.kind == "move")
            assert said == move_text(view, load_map(game), labels)
        if move is not None and move.kind in ("claim", "station", "withdraw"):
            assert "city" in kinds
        if view.phase == "playing" and view.final_turns_left is None:
            assert "turn" in kinds


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_final_tally_names_and_totals_in_both_boxes(game: str) -> None:
    end = public_view(_game(game)[-1])
    assert end.final is not None
    canvas = final_canvas(end, labels_for("pl"))
    assert canvas.img.size == BOARD_SIZE
    ranked = [w for w in canvas.written if w.kind in ("name", "total")]
    assert len(ranked) == 2 * len(end.players)
    for written in ranked:
        desk, phone = TARGETS[written.kind]
        assert shown(written, BOARD_SIZE, DESKTOP) >= desk, written
        assert shown(written, BOARD_SIZE, PHONE) >= phone, written
        assert not written.text.endswith("…")


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_the_board_keeps_its_size_through_a_game(game: str) -> None:
    states = _game(game)
    chosen = list(states[::12]) + [s for s in states if s.final_turns_left is not None][:1] \
        + [states[-1]]
    assert any(s.final_turns_left is not None for s in chosen)
    assert chosen[-1].phase == "finished"
    assert {board_image(public_view(s)).size for s in chosen} == {BOARD_SIZE}


def test_the_card_games_pictures_keep_the_box_shape_through_a_game() -> None:
    """The hand no longer grows as tickets are completed (it went from 618 to 1,166 px)."""
    states = list(game_turns("cardgame", 5))
    chosen = states[::9] + states[-1:]
    assert chosen[-1].phase == "finished"
    hands = {cardgame_hand_image(cg.private_view(s, seat)).size
             for s in chosen for seat in range(len(s.players))}
    tables = {cardgame_table_image(cg.public_view(s)).size for s in chosen}
    assert hands == tables == {BOARD_SIZE}
    two = list(game_turns("cardgame", 5, 2))
    assert cardgame_table_image(cg.public_view(two[0])).size == BOARD_SIZE


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_the_private_hand_of_a_board_game_has_the_box_shape_through_a_game(game: str) -> None:
    """The hand was 1200 wide and 656-876 tall by map; now every map's hand is the board's
    size, on every turn."""
    states = _game(game)
    sizes = {hand_image(private_view(s, seat)).size for s in states[::15] + states[-2:-1]
             for seat in (0, s.current)}
    assert sizes == {BOARD_SIZE}


def test_the_legend_is_a_picture_of_its_own() -> None:
    """The legend is not on the board: each map has one, tunnels and ferries only where
    the map has them, in the reader's language."""
    from render import render_legend
    from render.legend import legend_image

    usa, europe = legend_image("usa"), legend_image("europe")
    assert europe.height > usa.height  # tunnel and ferry rows
    assert render_legend("europe", labels_for("pl")) != render_legend("europe")
    assert render_legend("nordic").startswith(b"\x89PNG")
