"""The public board picture as PNG bytes, encoded with the map's palette."""

from __future__ import annotations

from collections.abc import Mapping

from engine.views import PublicView

from .board import board_image
from .board_palette import board_palette
from .png import png_bytes


def render_board(view: PublicView, labels: Mapping[str, str] | None = None) -> bytes:
    """The public board as PNG bytes."""
    return png_bytes(board_image(view, labels), board_palette(view.game))
