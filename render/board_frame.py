"""Where the parts of a board picture go. Every board picture has the shape of the box
the desktop client shows an attachment in (550x350, about 1.57:1), at three times its
size, whatever the map or the number of players: the map laid out for its own area, the
last move's strip below a landscape map or beside a portrait one, and the players' column
on the right."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .layout import MAP_BOX, map_area

#: the board picture's size: 3x the desktop box of 550x350
BOARD_SIZE = (1650, 1050)

Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class Frame:
    """A board picture's parts as (x, y, width, height) boxes."""

    width: int
    height: int
    map: Box
    #: the last move: words, cards and the close-up
    strip: Box
    #: whose turn, the players, the face-up cards
    column: Box
    #: whether the strip stands beside the map (a portrait map) rather than below it
    side: bool


@cache
def board_frame(map_id: str) -> Frame:
    """The parts of `map_id`'s board picture (the same for every number of players)."""
    width, height = BOARD_SIZE
    mw, mh = map_area(map_id)
    area_w = MAP_BOX[0]
    column = (area_w, 0, width - area_w, height)
    if area_w - mw < height - mh:  # landscape: the map fills the width
        return Frame(width, height, (0, 0, mw, mh), (0, mh, area_w, height - mh), column,
                     False)
    return Frame(width, height, (0, 0, mw, mh), (mw, 0, area_w - mw, height), column, True)
