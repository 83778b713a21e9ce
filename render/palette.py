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

#: free track spaces printed on the board: a little softer than the cards
SPACE: dict[str, RGB] = {k: hex_rgb(v) for k, v in {
    "purple": "#b27acd", "blue": "#4c8fdc", "orange": "#f3a54b", "white": "#fbfbf7",
    "green": "#5cb56c", "yellow": "#f4dc55", "black": "#4b4b4b", "red": "#e2625a",
    "gray": "#c9c6bd",
}.items()}

#: the rainbow stripes of a locomotive card
RAINBOW: tuple[RGB, ...] = tuple(CARD[c] for c in
                                 ("red", "orange", "yellow", "green", "blue", "purple"))

#: player pieces, seat 0..4: hues no card has, so a claimed track never looks free
PLAYER: tuple[RGB, ...] = tuple(hex_rgb(v) for v in
                                ("#00897b", "#d81b60", "#7b4a26", "#3949ab", "#8d9a17"))

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
