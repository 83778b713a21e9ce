"""Turn notices people choose (`/ttr settings notify`), per person and server.

Stored in the settings table: scope `notify:<guild>`, key the person's id, value `every`
(the default, stored as nothing), `away:<minutes>`, `dm` or `never`. When the person was
last active in the server is kept there too (scope `seen:<guild>`, key the person's id,
value seconds since the epoch), for `away`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .refusal import Refusal
from .typed_numbers import whole_number

MODES = ("every", "away", "dm", "never")
#: the longest `away` one may ask for: a week
MAX_AWAY_MINUTES = 7 * 24 * 60


@dataclass(frozen=True)
class Notify:
    mode: str = "every"
    minutes: int = 0

    def stored(self) -> str | None:
        if self.mode == "every":
            return None
        return f"away:{self.minutes}" if self.mode == "away" else self.mode


def scope(guild: str) -> str:
    return f"notify:{guild}"


def seen_scope(guild: str) -> str:
    return f"seen:{guild}"


def parse(mode: object, minutes: object = None) -> Notify:
    """The setting typed: a mode and, for `away`, a number of minutes (Refusal if not)."""
    word = str(mode or "").strip().lower()
    if word not in MODES:
        raise Refusal("notify_unknown")
    if word != "away":
        return Notify(word)
    n = whole_number(str(minutes))
    if n is None or not 1 <= n <= MAX_AWAY_MINUTES:
        raise Refusal("notify_minutes", most=MAX_AWAY_MINUTES)
    return Notify("away", n)


def loaded(value: str | None) -> Notify:
    """The setting as stored (the default when nothing or something unknown is)."""
    if value in ("dm", "never"):
        return Notify(value)
    minutes = whole_number(value[5:]) if value and value.startswith("away:") else None
    if minutes is not None:
        return Notify("away", minutes)
    return Notify()
