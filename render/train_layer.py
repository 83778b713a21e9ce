"""The map with the trains already on it, kept between pictures, so a board pastes only
the trains its kept layer lacks (usually the last move's) instead of every train again.

A board is painted in this order: the map, the glow of the last move, every train by
track number, then what lies over the trains. Pasting with transparency does not
commute, so the picture must come out the same, pixel for pixel: the trains in a layer
touch no glow, and where a train a kept layer lacks lies, the layer is painted again
from the map with every train there in order.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Mapping
from functools import cache

from PIL import Image

from .board_static import static_board
from .pieces import train_bounds, train_sprite
from .sprites import sprite_box

Pixels = tuple[int, int, int, int]
#: a layer's trains: (track, seat) in track order
Trains = tuple[tuple[int, int], ...]

#: layers kept per process (about 2.5 MB each)
LAYERS_KEPT = 8

_kept: OrderedDict[tuple[str, int, int, Trains], Image.Image] = OrderedDict()


def _overlap(a: Pixels, b: Pixels) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@cache
def _train_pixels(map_id: str, width: int, height: int) -> tuple[Pixels, ...]:
    """The pixels each track's trains cover, by track number."""
    count = len(static_board(map_id, width, height).layout.tracks)
    return tuple(sprite_box(train_bounds(map_id, width, height, t)) for t in range(count))


@cache
def _overlapping(map_id: str, width: int, height: int) -> tuple[frozenset[int], ...]:
    """For each track, the other tracks whose trains overlap its trains."""
    boxes = _train_pixels(map_id, width, height)
    return tuple(frozenset(j for j, b in enumerate(boxes) if j != i and _overlap(a, b))
                 for i, a in enumerate(boxes))


def split_trains(map_id: str, width: int, height: int, owners: Mapping[int, int],
                 glows: Iterable[Pixels]) -> tuple[list[int], list[int]]:
    """The claimed tracks as (under, over): those whose trains may lie in a layer under
    the glows, and those pasted after the glows: every train a glow touches, and every
    train after one of those by track number that overlaps it."""
    boxes = _train_pixels(map_id, width, height)
    near = _overlapping(map_id, width, height)
    glows = list(glows)
    over = {t for t in owners if any(_overlap(boxes[t], g) for g in glows)}
    todo = list(over)
    while todo:
        t = todo.pop()
        for n in near[t]:
            if n > t and n in owners and n not in over:
                over.add(n)
                todo.append(n)
    return sorted(t for t in owners if t not in over), sorted(over)


def train_layer(map_id: str, width: int, height: int, trains: Trains) -> Image.Image:
    """The map with `trains` (in track order) on it: a new picture, built on the kept
    layer with most of them (the pixels of each train it lacks painted again from the
    map, with every train over them in order)."""
    key = (map_id, width, height, trains)
    if key in _kept:
        _kept.move_to_end(key)
        return _kept[key].copy()
    wanted = dict(trains)
    have: Trains = ()
    base = static_board(map_id, width, height).base
    for (m, w, h, kept), layer in _kept.items():
        if (m, w, h) == (map_id, width, height) and len(have) < len(kept) < len(trains) \
                and all(wanted.get(t) == seat for t, seat in kept):
            have, base = kept, layer
    img = base.copy()
    if have:
        kept = dict(have)
        for track, _ in trains:
            if track not in kept:
                _repaint(img, map_id, width, height, trains, track)
    else:
        for track, seat in trains:
            train_sprite(map_id, width, height, track, seat).paste_on(img)
    _kept[key] = img.copy()
    if len(_kept) > LAYERS_KEPT:
        _kept.popitem(last=False)
    return img


def _repaint(img: Image.Image, map_id: str, width: int, height: int, trains: Trains,
             track: int) -> None:
    """Paint the pixels `track`'s trains cover again: the map there, then every train of
    `trains` over them, in order."""
    boxes = _train_pixels(map_id, width, height)
    box = boxes[track]
    x0, y0 = max(box[0], 0), max(box[1], 0)
    region = (x0, y0, min(box[2], width), min(box[3], height))
    patch = static_board(map_id, width, height).base.crop(region)
    for t, seat in trains:
        if t == track or _overlap(boxes[t], region):
            sprite = train_sprite(map_id, width, height, t, seat)
            patch.paste(sprite.image, (sprite.x - x0, sprite.y - y0), sprite.image)
    img.paste(patch, region[:2])
