"""Seat marks and small print where players see them: the board fitted inside Discord's
550x350 desktop box. The seat number on trains and stations stays about 10 px across,
long trains repeat it, the Card Game's tickets show their cities whole in type that
reads in that box, and the final tally's tickets in the opened picture (about 75% x 65%
of a 1280x720 window)."""

from __future__ import annotations

import pytest

from engine.cardgame.data import load_cardgame
from engine.maps import BOARD_MAPS, load_map
from render.board_frame import board_frame
from render.cardgame_hand import HEIGHT as HAND_HEIGHT
from render.cardgame_hand import TICKET_W
from render.cardgame_hand import WIDTH as HAND_WIDTH
from render.final import HEIGHT as FINAL_HEIGHT
from render.final import TICKET_SIZE, card_width, ticket_lines
from render.final import WIDTH as FINAL_WIDTH
from render.fonts import font
from render.layout import STATION_RADIUS
from render.pieces import DISC_RADIUS, STATION_DISC, disc_cars
from render.ticket_cards import CITY_SIZE, ticket_room

DESKTOP = (550, 350)
#: a picture opened by a click in a 1280x720 window
OPENED = (0.75 * 1280, 0.65 * 720)


def fit_scale(size: tuple[int, int], box: tuple[float, float]) -> float:
    return min(box[0] / size[0], box[1] / size[1])


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_the_seat_number_is_10_px_across_at_the_preview(game: str) -> None:
    frame = board_frame(game)
    scale = fit_scale((frame.width, frame.height), DESKTOP)
    assert 2 * DISC_RADIUS * scale >= 10
    assert 2 * STATION_RADIUS * STATION_DISC * scale >= 7.5  # inside the station's house


@pytest.mark.parametrize(("length", "cars"), [(1, [0]), (2, [1]), (3, [1]), (4, [2]),
                                              (5, [1, 3]), (6, [1, 4]), (8, [1, 4, 6])])
def test_long_trains_carry_the_number_more_than_once(length: int, cars: list[int]) -> None:
    assert disc_cars(length) == cars


def test_card_game_tickets_show_whole_city_names_in_readable_type() -> None:
    assert CITY_SIZE * fit_scale((HAND_WIDTH, HAND_HEIGHT), DESKTOP) >= 9.5
    data = load_cardgame()
    f = font(CITY_SIZE, "bold")
    for t in data.tickets:
        for city in (t.a, t.b):
            assert f.getlength(data.city_name(city)) <= ticket_room(TICKET_W), city


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_final_tally_tickets_are_never_shortened_with_five_players(game: str) -> None:
    assert TICKET_SIZE * fit_scale((FINAL_WIDTH, FINAL_HEIGHT), OPENED) >= 9
    game_map = load_map(game)
    width = card_width(5)
    for ticket in range(len(game_map.tickets)):
        lines, _ = ticket_lines(game_map, ticket, width)
        assert not any("…" in line for line in lines), lines
        a, b = (game_map.city_ids[c].name for c in
                (game_map.tickets[ticket].a, game_map.tickets[ticket].b))
        assert "".join(lines) == f"{a}–{b}"
