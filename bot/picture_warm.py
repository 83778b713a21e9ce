"""Imported where pictures are drawn in worker processes, before the first picture: its
import draws every game's board once, so that render's per-map caches are made. The fork
server of the picture workers imports it (bot.picture_pool), and every worker forked
from it starts with those caches."""

from __future__ import annotations

from .picture_pool import draw_every_board

draw_every_board()
