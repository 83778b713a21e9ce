"""The seat colours can be told apart with and without colour vision, and never look like
a free track: Machado-Oliveira-Fernandes 2009 simulation (severity 1) and CIEDE2000."""

from __future__ import annotations

from itertools import combinations

import pytest

from render.badges import rim
from render.colour_vision import (
    VISIONS,
    ciede2000,
    contrast,
    difference,
    lab,
    least_contrast,
    simulate,
)
from render.dashes import DASHES
from render.palette import PANEL, PANEL_ROW, PLAYER, SPACE

DICHROMACIES = ("protanopia", "deuteranopia", "tritanopia")


@pytest.mark.parametrize(("lab1", "lab2", "expected"), [
    # Sharma, Wu and Dalal (2005), the published CIEDE2000 test pairs
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
    ((50.0, -1.3802, -84.2814), (50.0, 0.0, -82.7485), 1.0000),
    ((50.0, 2.5, 0.0), (50.0, 0.0, -2.5), 4.3065),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (61.0, -5.0, 29.0), 22.8977),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082),
])
def test_ciede2000_matches_the_published_pairs(lab1: tuple[float, float, float],
                                               lab2: tuple[float, float, float],
                                               expected: float) -> None:
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert ciede2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_lab_of_known_colours() -> None:
    assert lab((255, 255, 255)) == pytest.approx((100.0, 0.0, 0.0), abs=0.01)
    assert lab((255, 0, 0)) == pytest.approx((53.24, 80.09, 67.20), abs=0.05)
    assert lab((0, 0, 255)) == pytest.approx((32.30, 79.19, -107.86), abs=0.05)


def test_simulation_keeps_greys_and_merges_red_green() -> None:
    """Dichromats see neutral greys unchanged; a protanope confuses red and green that
    differ hugely in normal vision."""
    for vision in DICHROMACIES:
        assert simulate((128, 128, 128), vision) == pytest.approx((128, 128, 128), abs=1.5)
    red, green = (200, 60, 30), (110, 110, 20)
    assert difference(red, green) > 30
    assert difference(red, green, "protanopia") < 8


@pytest.mark.parametrize("vision", VISIONS)
def test_every_pair_of_seats_differs(vision: str) -> None:
    need = 25 if vision == "normal" else 20
    for (i, a), (j, b) in combinations(enumerate(PLAYER), 2):
        assert difference(a, b, vision) >= need, (vision, i, j)


@pytest.mark.parametrize("vision", VISIONS)
def test_no_seat_looks_like_a_free_track(vision: str) -> None:
    for seat, color in enumerate(PLAYER):
        for name, space in SPACE.items():
            assert difference(color, space, vision) >= 12, (vision, seat, name)


def test_five_seats_with_clearly_different_lightness() -> None:
    assert len(PLAYER) == 5
    lightness = sorted(lab(c)[0] for c in PLAYER)
    assert lightness[-1] - lightness[0] >= 30


# --- contrast at the size shown (issue 29) ----------------------------------------------


def test_every_seat_keeps_1_5_lightness_contrast_with_every_free_track() -> None:
    """Where a claimed train meets a free track on the map (a dark seat next to a free
    black track, seat 5's olive next to a pale red one under protanopia)."""
    for seat, color in enumerate(PLAYER):
        for name, space in SPACE.items():
            assert least_contrast(color, space) >= 1.5, (seat, name)


def test_seat_badges_stand_out_from_the_panel_at_3_to_1() -> None:
    """A badge's colour meets the dark panel directly when it has 3:1 for every kind of
    vision; else through a white rim that has."""
    assert any(rim(color) is not None for color in PLAYER)  # the dark seats need one
    for seat, color in enumerate(PLAYER):
        ring = rim(color)
        if ring is None:
            assert least_contrast(color, PANEL) >= 3, seat
        else:
            assert least_contrast(color, ring) >= 3 and least_contrast(ring, PANEL) >= 3, seat


def test_chart_lines_stand_out_at_3_to_1_with_a_dash_style_per_seat() -> None:
    for seat, color in enumerate(PLAYER):
        halo = rim(color, PANEL_ROW)
        if halo is None:
            assert least_contrast(color, PANEL_ROW) >= 3, seat
        else:
            assert least_contrast(color, halo) >= 3 and least_contrast(halo, PANEL_ROW) >= 3
    assert len(set(DASHES)) == len(DASHES) >= len(PLAYER)


def test_contrast_is_wcags_ratio() -> None:
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    # protanopia darkens red: the dark-red seat and a near-black track come closer
    assert contrast((154, 16, 6), (20, 20, 20), "protanopia") < \
        contrast((154, 16, 6), (20, 20, 20))
