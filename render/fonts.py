"""The pictures' typeface: Source Sans Pro (installed as a dependency), which has every
letter of the city names and of the languages the bot speaks."""

from __future__ import annotations

from functools import cache
from typing import Literal

import font_source_sans_pro
from PIL import ImageFont

Weight = Literal["regular", "semibold", "bold", "black"]

_FILES: dict[Weight, str] = {
    "regular": "SourceSansPro",
    "semibold": "SourceSansProSemibold",
    "bold": "SourceSansProBold",
    "black": "SourceSansProBlack",
}


def font_path(weight: Weight = "regular") -> str:
    """The font file of a weight."""
    return font_source_sans_pro.font_files_ttf[_FILES[weight]]


@cache
def font(size: int, weight: Weight = "regular") -> ImageFont.FreeTypeFont:
    """The typeface at a pixel size and weight (loaded once)."""
    return ImageFont.truetype(font_path(weight), size)
