"""A tournament's standings as a picture: a table of place, player, points and tie-breaks,
drawn at 1650x1050 (the box shape of the other pictures) with letters large enough to read
when the picture is fitted inside 550x350."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from .charts import png
from .fonts import font
from .palette import PANEL, PANEL_MUTED, PANEL_ROW, PANEL_TEXT, PLAYER

#: the picture's size, and the most rows it shows (the rest are counted below them)
SIZE = (1650, 1050)
MAX_ROWS = 10
#: pixel sizes of the title and of the table's text (a third of them when fitted in 550 px)
TITLE_PX, TEXT_PX = 56, 50
#: where each column starts, as a share of the width (place, player, then the numbers)
COLUMNS = (0.03, 0.10, 0.52, 0.64, 0.76, 0.88)

Row = tuple[int, str, int, int, int, int]


def _fit(draw: ImageDraw.ImageDraw, text: str, width: float, size: int) -> str:
    """`text` cut (with an ellipsis) to fit `width` pixels at `size`."""
    f = font(size, "bold")
    if draw.textlength(text, font=f) <= width:
        return text
    while text and draw.textlength(text + "…", font=f) > width:
        text = text[:-1]
    return text + "…"


def render_standings(title: str, headers: Sequence[str], rows: Sequence[Row],
                     more: str = "") -> bytes:
    """The standings' picture as PNG: `title`, the column `headers`, then the first
    MAX_ROWS `rows` (the leader's marked in the first seat colour); `more` says how many
    rows are left out."""
    w, h = SIZE
    img = Image.new("RGB", SIZE, PANEL)
    draw = ImageDraw.Draw(img)
    draw.text((w * COLUMNS[0], 40), _fit(draw, title, w * 0.94, TITLE_PX),
              font=font(TITLE_PX, "bold"), fill=PANEL_TEXT, anchor="lt")
    top, step = 140, (h - 140 - 60) / (MAX_ROWS + 1)
    for x, text in zip(COLUMNS, headers, strict=False):
        draw.text((w * x, top), text, font=font(TEXT_PX - 8, "bold"), fill=PANEL_MUTED,
                  anchor="lt")
    for i, row in enumerate(rows[:MAX_ROWS]):
        y = top + step * (i + 1)
        if i % 2 == 0:
            draw.rectangle([w * 0.02, y - 10, w * 0.98, y + step - 14], fill=PANEL_ROW)
        colour = PLAYER[0] if row[0] == 1 else PANEL_TEXT
        cells = [str(row[0]), _fit(draw, row[1], w * (COLUMNS[2] - COLUMNS[1] - 0.02), TEXT_PX),
                 *(str(v) for v in row[2:])]
        for x, text in zip(COLUMNS, cells, strict=False):
            draw.text((w * x, y), text, font=font(TEXT_PX, "bold"), fill=colour, anchor="lt")
    if more:
        draw.text((w * COLUMNS[1], h - 50), more, font=font(TEXT_PX - 8), fill=PANEL_MUTED,
                  anchor="lt")
    return png(img)
