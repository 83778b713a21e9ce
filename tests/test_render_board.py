"""Board, hand and final pictures: format, size, what they are drawn from, and that the
layout keeps every city name readable."""

from __future__ import annotations

import io
import re
from functools import cache

import pytest
from PIL import Image

from engine import GameState, new_game, private_view, public_view
from engine.maps import BOARD_MAPS, load_map
from engine.rules import RULESETS
from render import render_board, render_final, render_hand
from render.board_frame import BOARD_SIZE
from render.board_static import static_board
from render.hand_png import hand_palette
from render.layout import CITY_RADIUS, STATION_RADIUS, board_layout, map_area
from render.palette import CARD, PLAYER
from render.simulated import STAGES, game_turns, stages

MAX_BYTES = 250_000  # the board PNG budget (DESIGN.md)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@cache
def _states(game: str) -> dict[str, GameState]:
    return stages(game_turns(game, seed=3))


def _image(data: bytes) -> Image.Image:
    assert data.startswith(PNG_SIGNATURE)
    img = Image.open(io.BytesIO(data))
    assert img.format == "PNG"
    return img


@pytest.mark.parametrize("game", BOARD_MAPS)
@pytest.mark.parametrize("stage", STAGES)
def test_board_png_size_and_dimensions(game: str, stage: str) -> None:
    data = render_board(public_view(_states(game)[stage]))
    img = _image(data)
    assert len(data) < MAX_BYTES
    assert img.size == BOARD_SIZE  # the desktop box's shape, three times its size
    assert img.height >= map_area(game)[1]


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_hand_and_final_are_pngs(game: str) -> None:
    states = _states(game)
    for stage in STAGES:
        data = render_hand(private_view(states[stage], 0))
        assert len(data) < MAX_BYTES
        assert _image(data).size == BOARD_SIZE
    end = public_view(states["end"])
    assert end.final is not None
    img = _image(render_final(end))
    assert img.size == BOARD_SIZE


def test_pictures_while_players_choose_tickets() -> None:
    state, _ = new_game("europe", ["Anna", "Bořek", "Zsófia"], 9)
    assert state.phase == "choosing_tickets" and state.players[0].offered
    board = _image(render_board(public_view(state)))
    assert board.width >= 1600
    hand = render_hand(private_view(state, 0))
    other = private_view(state, 0)
    other.offered = other.offered[:1]
    assert render_hand(other) != hand  # the offered tickets are drawn


def test_final_needs_a_finished_game() -> None:
    with pytest.raises(ValueError, match="not over"):
        render_final(public_view(_states("usa")["middle"]))


def test_same_view_same_bytes_and_public_changes_show() -> None:
    view = public_view(_states("europe")["middle"])
    assert render_board(view) == render_board(view.model_copy(deep=True))
    free = next(t for t in range(100) if t not in view.owners)
    claimed = view.model_copy(deep=True)
    claimed.owners[free] = 0
    assert render_board(claimed) != render_board(view)
    scored = view.model_copy(deep=True)
    scored.players[1].route_points += 1
    assert render_board(scored) != render_board(view)


def test_labels_translate_ui_words() -> None:
    view = public_view(_states("europe")["middle"])
    english = render_board(view)
    assert render_board(view, labels={}) == english
    assert render_board(view, labels={"deck": "Balíček", "players": "Hráči"}) != english


def test_hands_differ_between_players() -> None:
    state = _states("usa")["middle"]
    assert render_hand(private_view(state, 0)) != render_hand(private_view(state, 1))


def test_static_board_is_drawn_once_and_never_changed() -> None:
    size = map_area("usa")
    base = static_board("usa", *size)
    before = base.base.tobytes()
    render_board(public_view(_states("usa")["end"]))
    assert static_board("usa", *size) is base
    assert base.base.tobytes() == before


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_city_names_do_not_collide(game: str) -> None:
    layout = board_layout(game, *map_area(game))
    assert set(layout.labels) == set(layout.cities)
    r = CITY_RADIUS
    labels = list(layout.labels.values())
    for i, a in enumerate(labels):
        assert a.box[0] >= 0 and a.box[1] >= 0
        assert a.box[2] <= layout.width and a.box[3] <= layout.height
        for b in labels[i + 1:]:
            assert not _overlap(a.box, b.box), (a.text, b.text)
        for city, (x, y) in layout.cities.items():
            if city != a.city:
                assert not _overlap(a.box, (x - r, y - r, x + r, y + r)), (a.text, city)
        for city, (x, y) in layout.stations.items():
            rs = STATION_RADIUS
            assert not _overlap(a.box, (x - rs, y - rs, x + rs, y + rs)), (a.text, city)


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_every_track_has_one_car_per_space(game: str) -> None:
    layout = board_layout(game, *map_area(game))
    routes = layout.game_map.routes
    assert [len(t.cars) for t in layout.tracks] == [r.length for r in routes]
    for shape in layout.tracks:
        for car in shape.cars:
            (x0, y0), (x1, y1) = car.corners[0], car.corners[1]
            assert ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 > 12  # a visible space


def test_panel_shows_every_kind_of_table_moment() -> None:
    """Final round, a tunnel waiting for payment and each kind of last move all draw (and
    change the picture), in English and with every UI word replaced."""
    from engine.state import LastMove
    from engine.views import TunnelView
    from render.labels import ENGLISH

    base = public_view(_states("europe")["middle"])
    plain = render_board(base)
    tunnel_track = next(t for t, r in enumerate(load_map("europe").routes)
                        if r.tunnel and t not in base.owners)
    moments = []
    for kind, extra in (("claim", {"tracks": [next(iter(base.owners))]}),
                        ("station", {"city": "wien"}), ("tickets", {}), ("pass", {}),
                        ("withdraw", {"tracks": [tunnel_track]}), ("draw", {})):
        v = base.model_copy(deep=True)
        v.last_move = LastMove(player=1, kind=kind, **extra)
        moments.append(v)
    v = base.model_copy(deep=True)
    v.final_turns_left, v.last_round_by = 3, 2
    moments.append(v)
    v = base.model_copy(deep=True)
    v.pending_tunnel = TunnelView(track=tunnel_track, paid={"red": 2},
                                  revealed=["red", "locomotive", "blue"], extra=2)
    moments.append(v)
    shouted = {k: "".join(part if i % 2 else part.upper()
                          for i, part in enumerate(re.split(r"(\{[^}]*\})", v)))
               for k, v in ENGLISH.items()}
    pictures = {render_board(v) for v in moments} | {render_board(v, shouted) for v in moments}
    assert plain not in pictures
    assert len(pictures) == 2 * len(moments)


@pytest.mark.parametrize("game", ["usa", "europe", "nordic"])
def test_the_last_move_inset_draws_for_every_route(game: str) -> None:
    """Whatever route was claimed last, its close-up is drawn (a long north-south route of
    the narrow Nordic map, shown in the wide inset below the map, once asked for more map
    than there is, and that board had no picture)."""
    from engine.state import LastMove
    from render.last_move import inset_image
    from render.layout import map_area

    view = public_view(new_game(game, ["A", "B", "C"], 1)[0])
    blank = Image.new("RGB", map_area(view.map_id), "white")
    for track in range(len(load_map(view.map_id).routes)):
        view.last_move = LastMove(player=0, kind="claim", tracks=[track])
        for width, height in ((608, 280), (448, 280), (300, 400)):
            inset = inset_image(view, blank, width, height)
            assert inset is not None and inset.image.size == (width, height), (track, width)


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_the_hand_palette_keeps_every_seat_and_card_colour(game: str) -> None:
    """Hands are encoded with one palette per game: every seat's colour and every card's
    colour must come out as itself, not as a neighbour."""
    flat = hand_palette(game).getpalette() or []
    entries = [tuple(flat[i:i + 3]) for i in range(0, len(flat), 3)]
    for colour in (*PLAYER[:RULESETS[game].max_players], *CARD.values()):
        nearest = min(sum((a - b) ** 2 for a, b in zip(colour, e, strict=True))
                      for e in entries)
        assert nearest <= 3 * 6 ** 2, (colour, nearest)


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_the_fullest_boards_of_many_games_stay_within_the_budget(game: str) -> None:
    """The PNG level is the cheapest that keeps boards under 250 KB: the last boards of
    games (the most trains, the last move's close-up) of eight seeds are the test."""
    for seed in range(1, 9):
        for state in list(game_turns(game, seed))[-3:]:
            assert len(render_board(public_view(state))) < MAX_BYTES, (seed, state.turn)
