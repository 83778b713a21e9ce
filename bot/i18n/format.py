"""The one place a message becomes a sentence in a language."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from functools import cache
from typing import Any

from babel import Locale
from babel.dates import format_timedelta
from babel.lists import format_list

from .catalogues import CATALOGUES, DEFAULT_LOCALE, Entry, language_of
from .names import command_name, option_name
from .phrases import Command, Duration, ListOf, Option, Phrase, Plural

log = logging.getLogger(__name__)


@cache
def _babel(lang: str) -> Locale:
    return Locale.parse(lang)


class _Params(dict):
    """Template parameters; a missing one shows as "…" rather than failing a reply."""

    def __missing__(self, key: str) -> str:
        log.warning("message parameter %r missing", key)
        return "…"


def _entry(lang: str, key: str) -> tuple[str, Entry]:
    entry = CATALOGUES[lang].get(key)
    if entry is None:
        lang = DEFAULT_LOCALE
        entry = CATALOGUES[DEFAULT_LOCALE].get(key)
    if entry is None:
        raise KeyError(key)
    return lang, entry


def _value(lang: str, value: Any) -> str:
    if isinstance(value, Phrase):
        return _phrase(lang, value)
    if isinstance(value, ListOf):
        words = [_value(lang, v) for v in value.items]
        if not words:
            return ""
        return format_list(words, style=value.style, locale=_babel(lang))
    if isinstance(value, Duration):
        return format_timedelta(value.seconds, locale=_babel(lang))
    if isinstance(value, Option):
        name = option_name(lang, value.name) or value.name
        return name if value.value is None else f"{name}:{_value(lang, value.value)}"
    if isinstance(value, Command):
        words = [f"/ttr {command_name(lang, value.name) or value.name}"]
        return " ".join([*words, *(_value(lang, w) for w in value.words)])
    return str(value)


def _phrase(lang: str, phrase: Phrase) -> str:
    try:
        lang, entry = _entry(lang, phrase.key)
    except KeyError:
        # a new engine error or event without words yet: say what kind it is
        prefix, _, code = phrase.key.partition(".")
        if not has_message(f"{prefix}.unknown"):
            raise
        log.warning("no message %r", phrase.key)
        return _phrase(lang, Phrase(f"{prefix}.unknown", {"code": code}))
    if isinstance(entry, Plural):
        n = phrase.params.get(entry.count, 0)
        template = entry.form(_babel(lang).plural_form(abs(n)))
    else:
        template = entry
    if not phrase.params:
        return template
    return template.format_map(_Params({k: _value(lang, v) for k, v in phrase.params.items()}))


def say(locale: str | None, message: Phrase | str, **params: Any) -> str:
    """`message` (a Phrase, or a message id with `params`) in the locale's language."""
    phrase = message if isinstance(message, Phrase) else Phrase(message, params)
    return _phrase(language_of(locale), phrase)


def has_message(key: str) -> bool:
    """Whether the English catalogue has message `key`."""
    return key in CATALOGUES[DEFAULT_LOCALE]


def own_template(locale: str | None, key: str) -> str | None:
    """The raw template of `key` in the locale's own catalogue (no English stand-in),
    for words another package fills in itself (the pictures' labels)."""
    entry = CATALOGUES[language_of(locale)].get(key)
    return entry if isinstance(entry, str) else None


def own_plural_forms(locale: str | None, key: str) -> Mapping[str, str] | None:
    """The plural forms (CLDR category -> text) of `key` in the locale's own catalogue,
    when it is a word whose form follows a number (the pictures' counted words)."""
    entry = CATALOGUES[language_of(locale)].get(key)
    return entry.forms if isinstance(entry, Plural) else None
