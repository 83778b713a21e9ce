"""Text that fits: shortening to a width, and measuring."""

from __future__ import annotations

from PIL import ImageFont


def text_width(text: str, f: ImageFont.FreeTypeFont) -> float:
    return f.getlength(text)


def fit(text: str, f: ImageFont.FreeTypeFont, width: float) -> str:
    """`text`, shortened with an ellipsis when wider than `width`."""
    if f.getlength(text) <= width:
        return text
    while text and f.getlength(text + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…"
