"""The one reader of a number a person typed: ASCII digits 0-9 and a bounded length.

`"²".isdigit()` is true and `int("፩")` is 1, while `int("9" * 4301)` raises, so nothing
reads a typed number with `isdigit` and `int` on its own: card counts, track numbers, seat
numbers, pages and minutes all come here.
"""

from __future__ import annotations

import re

#: the most digits a typed whole number may have (a billion is more than any count here)
MAX_DIGITS = 9
_DIGITS = re.compile(r"[0-9]+")


def typed_number(text: str, digits: int = MAX_DIGITS) -> int | None:
    """The whole number `text` spells in ASCII digits (at most `digits` of them), else None."""
    t = str(text).strip()
    if len(t) > digits or not _DIGITS.fullmatch(t):
        return None
    return int(t)
