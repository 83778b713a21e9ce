"""Which catalogues there are: a language code for each, and the language a locale means."""

from __future__ import annotations

from . import cs, en, hu, pl
from .phrases import Plural

#: a catalogue entry: a sentence, or its forms by a number
Entry = str | Plural

DEFAULT_LOCALE = "en"
#: language code -> catalogue; English is complete and the fallback for every other one
CATALOGUES: dict[str, dict[str, Entry]] = {"en": en.CATALOGUE}
for _catalogue in (cs, hu, pl):
    CATALOGUES[_catalogue.LANGUAGE] = _catalogue.CATALOGUE


def language_of(locale: str | None) -> str:
    """The catalogue language for a locale such as `en-US`, `pl` or `pt_BR`."""
    if not locale:
        return DEFAULT_LOCALE
    lang = locale.replace("_", "-").split("-")[0].lower()
    return lang if lang in CATALOGUES else DEFAULT_LOCALE


def languages() -> list[str]:
    """The languages that have a catalogue."""
    return sorted(CATALOGUES)
