"""A finished game as an animated picture: the table growing move by move, then the final
tally and the score race. Drawn from public views only, so nothing secret can reach it.

Board games are painted incrementally: each new train or station is pasted onto the
picture so far, so a frame costs a few sprites rather than a whole board."""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from functools import singledispatch
from typing import Any

from PIL import Image, ImageDraw

from engine.cardgame.views import PublicView as CardView
from engine.views import PublicView as BoardView

from .board_static import static_board
from .cardgame import cardgame_table_image, score_of
from .charts import score_race
from .final import final_image
from .fonts import font
from .labels import word
from .layout import map_area
from .palette import PANEL, PANEL_TEXT, player_color
from .pieces import station_sprite, train_sprite

#: the longest the animation runs and the final pictures' share of it
SECONDS = 18.0
FINAL_SECONDS = 5.0
MIN_FRAME_MS, MAX_FRAME_MS = 80, 600
#: the most frames of the growing table (moves beyond it are sampled evenly)
MAX_FRAMES = 45
#: the animation's width in pixels (Discord shows it at about 550)
WIDTH = 760
#: the strip above each frame with the players' points
STRIP = 34

Labels = Mapping[str, str] | None


@singledispatch
def _points(view: Any) -> list[int]:
    """Every player's points as the view shows them (one registration per family)."""
    raise TypeError(f"no points for {type(view).__name__}")


@_points.register
def _board_points(view: BoardView) -> list[int]:
    if view.final is not None:
        return [s.total for s in view.final.scores]
    return [p.route_points for p in view.players]


@_points.register
def _card_points(view: CardView) -> list[int]:
    return [score_of(view, p.seat) for p in view.players]


def _fit(img: Image.Image, width: int) -> Image.Image:
    """The picture scaled to `width` pixels wide."""
    if img.width == width:
        return img
    return img.resize((width, max(1, round(img.height * width / img.width))),
                      Image.Resampling.BILINEAR)


def _with_strip(img: Image.Image, view: BoardView | CardView, size: tuple[int, int]
                ) -> Image.Image:
    """The frame: the players' points in a strip, the table below, on a fixed size."""
    frame = Image.new("RGB", size, PANEL)
    frame.paste(img.crop((0, 0, img.width, min(img.height, size[1] - STRIP))), (0, STRIP))
    draw = ImageDraw.Draw(frame)
    x, f = 10, font(17, "bold")
    for p, points in zip(view.players, _points(view), strict=True):
        text = f"{p.name} {points}"
        draw.rectangle([x, 10, x + 14, 24], fill=player_color(p.seat))
        draw.text((x + 20, 17), text, font=f, fill=PANEL_TEXT, anchor="lm")
        x += 34 + int(draw.textlength(text, font=f))
    return frame


def sample(count: int, most: int) -> list[int]:
    """Indexes of at most `most` of `count` items, evenly spread, first and last kept."""
    if count <= most:
        return list(range(count))
    return sorted({round(i * (count - 1) / (most - 1)) for i in range(most)})


def _board_frames(views: Sequence[BoardView], chosen: list[int]) -> list[Image.Image]:
    map_id = views[0].map_id
    w, h = map_area(map_id)
    static = static_board(map_id, w, h)
    canvas = static.base.copy()
    factor = max(1, round(w / WIDTH))  # a whole factor: Image.reduce is many times faster
    width = w // factor
    size = (width, STRIP + h // factor)
    drawn_tracks: set[int] = set()
    drawn_stations: set[str] = set()
    frames = []
    for i in chosen:
        view = views[i]
        fresh = False
        for track, seat in sorted(view.owners.items()):
            if track not in drawn_tracks:
                train_sprite(map_id, w, h, track, seat).paste_on(canvas)
                drawn_tracks.add(track)
                fresh = True
        for p in view.players:
            for city in p.station_cities:
                if city not in drawn_stations:
                    station_sprite(map_id, w, h, city, p.seat).paste_on(canvas)
                    drawn_stations.add(city)
        if fresh:
            for sprite in static.cities:
                sprite.paste_on(canvas)
        frames.append(_with_strip(canvas.reduce(factor), view, size))
    return frames


@singledispatch
def _frames(last: Any, views: Sequence[Any], chosen: list[int], labels: Labels
            ) -> tuple[list[Image.Image], Image.Image]:
    """The chosen views' frames and the final picture, by the family of the last view
    (one registration per family)."""
    raise TypeError(f"no replay for {type(last).__name__}")


@_frames.register
def _board_game_frames(last: BoardView, views: Sequence[BoardView], chosen: list[int],
                       labels: Labels) -> tuple[list[Image.Image], Image.Image]:
    frames = _board_frames(views, chosen)
    width, height = frames[0].size
    final_pic = _fit(final_image(last, labels), width)
    final = Image.new("RGB", (width, max(height, final_pic.height)), PANEL)
    final.paste(final_pic, (0, (height - final_pic.height) // 2))
    return frames, final.crop((0, 0, width, height))


@_frames.register
def _card_game_frames(last: CardView, views: Sequence[CardView], chosen: list[int],
                      labels: Labels) -> tuple[list[Image.Image], Image.Image]:
    tables = [_fit(cardgame_table_image(views[i], labels), WIDTH) for i in chosen]
    height = max(t.height for t in tables) + STRIP
    frames = [_with_strip(t, views[i], (WIDTH, height))
              for t, i in zip(tables, chosen, strict=True)]
    return frames, frames[-1]


def render_replay(views: Sequence[BoardView | CardView], labels: Labels = None) -> bytes:
    """An animated WebP of a game from its public views, first to last (the last one is
    the finished game): the table after each view, then the final tally and the score
    race."""
    if not views:
        raise ValueError("a replay needs at least one view")
    chosen = sample(len(views), MAX_FRAMES)
    last = views[-1]
    frames, final = _frames(last, views, chosen, labels)
    step_ms = int(min(MAX_FRAME_MS, max(MIN_FRAME_MS,
                                        (SECONDS - FINAL_SECONDS) * 1000 / len(frames))))
    durations = [step_ms] * len(frames)
    names = [p.name for p in last.players]
    race = score_race(names, [_points(v) for v in views], word(labels, "score_race"),
                      frames[0].size)
    frames += [final, race]
    durations += [int(FINAL_SECONDS * 1000 / 2)] * 2
    out = io.BytesIO()
    frames[0].save(out, "WEBP", save_all=True, append_images=frames[1:], duration=durations,
                   loop=0, quality=60, method=0)
    return out.getvalue()
