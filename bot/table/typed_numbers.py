"""Numbers people type: plain digits 0-9 of a sane length, never a crash.

`"²".isdigit()` is true and `int("9" * 5000)` raises, so no command reads a typed number
with `isdigit` and `int` on its own; they all come here (or to `engine.typed_number`,
which this reads through).
"""

from __future__ import annotations

import math

from engine import typed_number


def whole_number(text: str) -> int | None:
    """The whole number `text` spells in ASCII digits (at most nine), else None: the
    engine's one reader of typed numbers."""
    return typed_number(text)


def page_number(value: object, pages: int, default: int) -> int:
    """A page number asked for (1 = first; `default` when none or no number is given),
    kept within the pages there are."""
    page = whole_number(str(value)) if value not in (None, "") else None
    return min(max(1, default if page is None else page), max(1, pages))


def bounded_seconds(value: float, lo: float, hi: float) -> int | None:
    """`value` (an int of any size or a float, inf and nan included) as whole seconds if
    it is a number in [lo, hi], else None."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if not lo <= value <= hi:  # exact for ints of any size
        return None
    return int(value)


def number_text(value: float) -> str:
    """A number as text to quote back, also one too long for `str` (over 4300 digits)."""
    try:
        return str(value)
    except ValueError:
        return "9" * 50
