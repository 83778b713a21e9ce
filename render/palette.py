"""Colours of the pictures: card colours, track spaces, player pieces, paper and ink."""

from __future__ import annotations

RGB = tuple[int, int, int]


def hex_rgb(value: str) -> RGB:
    value = value.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


#: train cards as printed: vivid
CARD: dict[str, RGB] = {k: hex_rgb(v) for k, v in {
    "purple": "#9c4fc2", "blue": "#1f6fd1", "orange": "#f28c1c", "white": "#f7f7f2",
    "green": "#2e9d4a", "yellow": "#f5d20a", "black": "#2a2a2a", "red": "#d8302a",
    "locomotive": "#8a8a8a", "gray": "#bdbdbd",
}.items()}

#: free track spaces printed on the board: the card colours made pale (half way to
#: white), so that a claimed track's vivid train never looks like a free space, even
#: without colour vision; black near-black and red paler still, so that every seat keeps
#: a lightness contrast of 1.5:1 with every space under normal vision and the three
#: simulated dichromacies (tests/test_render_palette.py measures it)
SPACE: dict[str, RGB] = {k: hex_rgb(v) for k, v in {
    "purple": "#d8bce6", "blue": "#a6c7ee", "orange": "#f9d2a5", "white": "#fbfbf7",
    "green": "#aedab6", "yellow": "#faeeaa", "black": "#141414", "red": "#f4bebb",
    "gray": "#d7d4cb",
}.items()}

#: the rainbow stripes of a locomotive card
RAINBOW: tuple[RGB, ...] = tuple(CARD[c] for c in
                                 ("red", "orange", "yellow", "green", "blue", "purple"))

#: player pieces, seat 0..4: teal, violet, dark red, deep blue, olive. Chosen for
#: colour-blind players: lightness 50, 60, 32, 26, 64 (CIELAB), every pair at least
#: 25 apart (CIEDE2000) under simulated protanopia, deuteranopia and tritanopia and 30 in
#: normal vision, and at least 17 from every free track colour in all four
PLAYER: tuple[RGB, ...] = tuple(hex_rgb(v) for v in
                                ("#078672", "#c95fff", "#9a1006", "#191abd", "#95a51b"))

PAPER: RGB = hex_rgb("#f2ead6")
INK: RGB = hex_rgb("#26231f")
SOFT_INK: RGB = hex_rgb("#6b6357")
PANEL: RGB = hex_rgb("#2b2e36")
PANEL_ROW: RGB = hex_rgb("#353944")
PANEL_TEXT: RGB = hex_rgb("#f2f2f2")
PANEL_MUTED: RGB = hex_rgb("#aeb3bd")
WARN: RGB = hex_rgb("#ffb300")
HIGHLIGHT: RGB = hex_rgb("#ffe14d")
#: tickets on offer, not yet kept
OFFERED: RGB = hex_rgb("#4fc3f7")
GOOD: RGB = hex_rgb("#43a047")
BAD: RGB = hex_rgb("#e53935")
CITY_FILL: RGB = hex_rgb("#fffdf7")


def luminance(color: RGB) -> float:
    """Relative brightness 0..1 (sRGB weights, good enough to pick ink)."""
    r, g, b = color
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


def ink_on(color: RGB) -> RGB:
    """Dark or light ink, whichever reads on `color`."""
    return INK if luminance(color) > 0.55 else (255, 255, 255)


def player_color(seat: int) -> RGB:
    return PLAYER[seat % len(PLAYER)]
