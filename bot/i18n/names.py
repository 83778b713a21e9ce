"""The /ttr subcommand and option names in each language, as Discord shows them.

Keys are `command` and `command.option` (the English names the code uses); each
catalogue module holds its language's table as COMMAND_NAMES. People type the English
names in the console; `canonical_command` reads a translated name back.
"""

from __future__ import annotations

from functools import cache

from . import cs, hu, pl
from .format import language_of

#: language -> {"command" or "command.option": name in that language}
COMMAND_NAMES: dict[str, dict[str, str]] = {
    m.LANGUAGE: m.COMMAND_NAMES for m in (cs, hu, pl)}


def command_name(locale: str | None, key: str) -> str | None:
    """The name of command or option `key` in the locale's language (None: keep the
    English name)."""
    return COMMAND_NAMES.get(language_of(locale), {}).get(key)


@cache
def _commands_by_name() -> dict[str, str]:
    return {name: key for names in COMMAND_NAMES.values() for key, name in names.items()
            if "." not in key}


def canonical_command(word: str) -> str:
    """The English command a typed command name means (a translated name read back;
    any other word is returned as it is)."""
    word = word.lower()
    return _commands_by_name().get(word, word)
