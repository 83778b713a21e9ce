"""Where everything of a board goes in pixels: cities, each track's cars (double tracks
side by side, bent round cities they would cross), and city names placed clear of the
tracks and of each other. Computed once per map and size."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from engine.maps import GameMap, load_map

from .fonts import font

Point = tuple[float, float]
Rect = tuple[float, float, float, float]

#: the box the map is laid out in, inside the board picture (the players' column and the
#: last-move strip take the rest): a landscape map fills its width, a portrait one its
#: height
MAP_BOX = (1130, 1050)
#: room kept round the cities for names
MAP_PAD = 40
CAR_WIDTH = 15.0
CAR_GAP = 3.0
CITY_RADIUS = 10.0
#: half the width of a station on the board
STATION_RADIUS = 17.0
LABEL_SIZE = 21
#: how far a track keeps from a city it does not join
CLEARANCE = 30.0


@dataclass(frozen=True)
class Car:
    """One space of a track: its four corners, centre and direction."""

    corners: tuple[Point, Point, Point, Point]
    center: Point
    angle: float


@dataclass(frozen=True)
class TrackShape:
    """A track drawn as its row of cars along `line` (its centre line)."""

    index: int
    cars: tuple[Car, ...]
    line: tuple[Point, ...]


@dataclass(frozen=True)
class Label:
    """A city name and the box it is drawn in (top-left anchored)."""

    city: str
    text: str
    box: Rect


@dataclass(frozen=True)
class Geometry:
    """A map's cities and tracks at one size."""

    map_id: str
    width: int
    height: int
    cities: dict[str, Point]
    tracks: tuple[TrackShape, ...]

    @property
    def game_map(self) -> GameMap:
        return load_map(self.map_id)


@dataclass(frozen=True)
class BoardLayout(Geometry):
    """A map laid out at one size, with its city names and station spots."""

    labels: dict[str, Label]
    #: where a city's station stands, clear of its name
    stations: dict[str, Point]


def _extent(game_map: GameMap) -> tuple[float, float, float, float]:
    """The box round the cities in printed-board pixels: the part worth drawing."""
    xs = [c.x * game_map.board.width for c in game_map.cities]
    ys = [c.y * game_map.board.height for c in game_map.cities]
    return min(xs), min(ys), max(xs), max(ys)


@cache
def map_area(map_id: str) -> tuple[int, int]:
    """Width and height in pixels of the map part of a board picture: the map's shape,
    as large as fits in MAP_BOX."""
    x0, y0, x1, y1 = _extent(load_map(map_id))
    box_w, box_h = MAP_BOX[0] - 2 * MAP_PAD, MAP_BOX[1] - 2 * MAP_PAD
    scale = min(box_w / (x1 - x0), box_h / (y1 - y0))
    return round((x1 - x0) * scale) + 2 * MAP_PAD, round((y1 - y0) * scale) + 2 * MAP_PAD


@cache
def board_geometry(map_id: str, width: int, height: int) -> Geometry:
    """Cities and tracks of `map_id` in a width x height area (cached)."""
    game_map = load_map(map_id)
    x0, y0, x1, y1 = _extent(game_map)
    scale = min((width - 2 * MAP_PAD) / (x1 - x0), (height - 2 * MAP_PAD) / (y1 - y0))
    ox = (width - (x1 - x0) * scale) / 2
    oy = (height - (y1 - y0) * scale) / 2
    cities = {c.id: (ox + (c.x * game_map.board.width - x0) * scale,
                     oy + (c.y * game_map.board.height - y0) * scale) for c in game_map.cities}
    return Geometry(map_id, width, height, cities, _track_shapes(game_map, cities))


@cache
def board_layout(map_id: str, width: int, height: int) -> BoardLayout:
    """The full layout of `map_id` in a width x height area, names placed (cached)."""
    g = board_geometry(map_id, width, height)
    labels = _place_labels(g.game_map, g.cities, g.tracks, width, height)
    stations = _place_stations(g.cities, g.tracks, labels)
    return BoardLayout(map_id, width, height, g.cities, g.tracks, labels, stations)


# --- tracks -----------------------------------------------------------------------------


def _bezier(a: Point, c: Point, b: Point, n: int = 40) -> list[Point]:
    out = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        out.append((u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
                    u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]))
    return out


def _dist_to_polyline(p: Point, line: list[Point]) -> float:
    best = math.inf
    for (x0, y0), (x1, y1) in zip(line, line[1:], strict=False):
        dx, dy = x1 - x0, y1 - y0
        length2 = dx * dx + dy * dy or 1e-9
        t = max(0.0, min(1.0, ((p[0] - x0) * dx + (p[1] - y0) * dy) / length2))
        best = min(best, math.hypot(x0 + t * dx - p[0], y0 + t * dy - p[1]))
    return best


def _center_line(a: Point, b: Point, others: list[Point]) -> list[Point]:
    """The line from a to b: straight, or bent just enough to pass clear of other cities."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    near = [o for o in others if _dist_to_polyline(o, [a, b]) < CLEARANCE]
    if not near:
        return _bezier(a, mid, b, 2)
    side = sum((o[0] - a[0]) * nx + (o[1] - a[1]) * ny for o in near)
    sign = -1 if side > 0 else 1
    for step in range(1, 40):
        h = sign * step * 4.0
        line = _bezier(a, (mid[0] + nx * h, mid[1] + ny * h), b)
        if all(_dist_to_polyline(o, line) >= CLEARANCE for o in near):
            return line
    return line


def _offset(line: list[Point], d: float) -> list[Point]:
    """The line moved sideways by d (positive: to the left of its direction)."""
    out = []
    for i, (x, y) in enumerate(line):
        x0, y0 = line[max(i - 1, 0)]
        x1, y1 = line[min(i + 1, len(line) - 1)]
        tx, ty = x1 - x0, y1 - y0
        n = math.hypot(tx, ty) or 1.0
        out.append((x - ty / n * d, y + tx / n * d))
    return out


class _Walker:
    """Points at arc-length positions along a polyline."""

    def __init__(self, line: list[Point]) -> None:
        self.line = line
        self.cum = [0.0]
        for (x0, y0), (x1, y1) in zip(line, line[1:], strict=False):
            self.cum.append(self.cum[-1] + math.hypot(x1 - x0, y1 - y0))

    @property
    def length(self) -> float:
        return self.cum[-1]

    def at(self, s: float) -> tuple[Point, Point]:
        """The point at arc length s and the unit direction there."""
        s = max(0.0, min(self.length, s))
        i = 1
        while i < len(self.cum) - 1 and self.cum[i] < s:
            i += 1
        (x0, y0), (x1, y1) = self.line[i - 1], self.line[i]
        seg = self.cum[i] - self.cum[i - 1] or 1e-9
        t = (s - self.cum[i - 1]) / seg
        return (x0 + t * (x1 - x0), y0 + t * (y1 - y0)), ((x1 - x0) / seg, (y1 - y0) / seg)


def _cars(line: list[Point], spaces: int) -> tuple[Car, ...]:
    walk = _Walker(line)
    trim = CITY_RADIUS + 4
    usable = walk.length - 2 * trim
    car_len = (usable - CAR_GAP * (spaces - 1)) / spaces
    half = CAR_WIDTH / 2
    cars = []
    for i in range(spaces):
        s0 = trim + i * (car_len + CAR_GAP)
        s1 = s0 + car_len
        p0, _ = walk.at(s0)
        p1, _ = walk.at(s1)
        mid, (tx, ty) = walk.at((s0 + s1) / 2)
        nx, ny = -ty * half, tx * half
        corners = ((p0[0] + nx, p0[1] + ny), (p1[0] + nx, p1[1] + ny),
                   (p1[0] - nx, p1[1] - ny), (p0[0] - nx, p0[1] - ny))
        cars.append(Car(corners, mid, math.atan2(ty, tx)))
    return tuple(cars)


def _track_shapes(game_map: GameMap, cities: dict[str, Point]) -> tuple[TrackShape, ...]:
    shapes: dict[int, TrackShape] = {}
    for i, track in enumerate(game_map.routes):
        if i in shapes:
            continue
        a, b = track.pair
        others = [p for c, p in cities.items() if c not in (a, b)]
        base = _center_line(cities[a], cities[b], others)
        lanes = game_map.tracks_between(a, b)
        step = CAR_WIDTH + 3
        for k, t in enumerate(lanes):
            line = _offset(base, (k - (len(lanes) - 1) / 2) * step)
            shapes[t] = TrackShape(t, _cars(line, game_map.routes[t].length), tuple(line))
    return tuple(shapes[i] for i in range(len(game_map.routes)))


# --- city names -------------------------------------------------------------------------


def _overlap(a: Rect, b: Rect) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _candidates(p: Point, w: float, h: float) -> list[tuple[Rect, float]]:
    """Boxes a name may take round its city, with a small cost for less usual places."""
    x, y = p
    r = CITY_RADIUS + 3
    d = r * 0.75
    spots = [
        ((x + r, y - h / 2), 0), ((x - r - w, y - h / 2), 8),
        ((x - w / 2, y - r - h), 12), ((x - w / 2, y + r), 12),
        ((x + d, y - d - h), 18), ((x + d, y + d), 18),
        ((x - d - w, y - d - h), 20), ((x - d - w, y + d), 20),
        ((x + r + 12, y - h / 2), 40), ((x - r - 12 - w, y - h / 2), 45),
        ((x - w / 2, y - r - h - 12), 50), ((x - w / 2, y + r + 12), 50),
    ]
    return [((sx, sy, sx + w, sy + h), cost) for (sx, sy), cost in spots]


def _along(line: list[Point], step: float) -> list[Point]:
    """Points every `step` pixels along a line."""
    walk = _Walker(line)
    return [walk.at(i * step)[0] for i in range(int(walk.length / step) + 1)]


def _place_labels(game_map: GameMap, cities: dict[str, Point], tracks: tuple[TrackShape, ...],
                  width: int, height: int) -> dict[str, Label]:
    f = font(LABEL_SIZE, "bold")
    samples = [pt for t in tracks for pt in _along(list(t.line), 5.0)]
    sizes = {}
    for c in game_map.cities:
        x0, y0, x1, y1 = f.getbbox(c.name, anchor="lt")
        sizes[c.id] = (x1 + 2, y1 + 2)

    def cost(city: str, rect: Rect, base: float, placed: dict[str, Rect]) -> float:
        total = base
        if rect[0] < 2 or rect[1] < 2 or rect[2] > width - 2 or rect[3] > height - 2:
            total += 1e6
        for other, box in placed.items():
            if other != city:
                total += 60 * _overlap(rect, box)
        for other, (cx, cy) in cities.items():
            if other != city:
                r = CITY_RADIUS + 2
                total += 40 * _overlap(rect, (cx - r, cy - r, cx + r, cy + r))
        half = CAR_WIDTH / 2
        m = (rect[0] - half, rect[1] - half, rect[2] + half, rect[3] + half)
        for sx, sy in samples:
            if m[0] <= sx <= m[2] and m[1] <= sy <= m[3]:
                total += 12
        return total

    def crowd(city: str) -> int:
        x, y = cities[city]
        return sum(1 for p in cities.values() if math.hypot(p[0] - x, p[1] - y) < 160)

    order = sorted(cities, key=crowd, reverse=True)
    placed: dict[str, Rect] = {}
    for _ in range(3):  # greedy, then improve each name with the others in place
        for city in order:
            w, h = sizes[city]
            placed[city] = min(_candidates(cities[city], w, h),
                               key=lambda rc, c=city: cost(c, rc[0], rc[1], placed))[0]
    names = {c.id: c.name for c in game_map.cities}
    return {c: Label(c, names[c], box) for c, box in placed.items()}


def _place_stations(cities: dict[str, Point], tracks: tuple[TrackShape, ...],
                    labels: dict[str, Label]) -> dict[str, Point]:
    """A spot beside each city for a station, off its name and other names, few tracks."""
    samples = [car.center for t in tracks for car in t.cars]
    d = CITY_RADIUS + STATION_RADIUS * 0.6
    r = STATION_RADIUS + 1
    out = {}
    for city, (x, y) in cities.items():
        best = None
        spots = [(dx * d, dy * d - 2) for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1))]
        spots += [(dx * d * k, dy * d * k) for k in (1.45, 1.9) for dx, dy in
                  ((-1, -1), (1, -1), (-1, 1), (1, 1), (0, -1.3), (0, 1.3), (-1.3, 0), (1.3, 0))]
        for i, (dx, dy) in enumerate(spots):
            sx, sy = x + dx, y + dy
            box = (sx - r, sy - r, sx + r, sy + r)
            cost = i + sum(500 * _overlap(box, lab.box) for lab in labels.values())
            cost += sum(1e5 for other, (ox, oy) in cities.items() if other != city
                        and _overlap(box, (ox - CITY_RADIUS, oy - CITY_RADIUS,
                                           ox + CITY_RADIUS, oy + CITY_RADIUS)))
            cost += sum(30 for px, py in samples
                        if box[0] <= px <= box[2] and box[1] <= py <= box[3])
            if best is None or cost < best[0]:
                best = (cost, (sx, sy))
        assert best is not None
        out[city] = best[1]
    return out
