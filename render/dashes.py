"""A line cut into dashes: the dashed paths on a player's small map, the dash style of
each seat's line in a chart."""

from __future__ import annotations

from collections.abc import Iterable

#: each seat's line in a chart: solid, then dashes and gaps of these lengths (pixels)
DASHES: tuple[tuple[float, float] | None, ...] = (None, (30, 10), (14, 9), (5, 8),
                                                  (48, 8))


def dashes(points: list[tuple[float, float]], dash: float, gap: float
           ) -> Iterable[list[tuple[float, float]]]:
    """Pieces of a polyline, `dash` long every `dash + gap`."""
    pos, on, cur = 0.0, True, [points[0]]
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        seg = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
        t = 0.0
        while seg - t > 1e-9:
            left = (dash if on else gap) - pos
            step = min(left, seg - t)
            t += step
            pos += step
            p = (x0 + (x1 - x0) * t / seg, y0 + (y1 - y0) * t / seg)
            if on:
                cur.append(p)
            if pos >= (dash if on else gap) - 1e-9:
                if on:
                    yield cur
                on, pos, cur = not on, 0.0, [p]
    if on and len(cur) > 1:
        yield cur
