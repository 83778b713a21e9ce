"""The /ttr subcommand and option names in each language, as Discord shows them.

Each catalogue module holds its language's COMMAND_NAMES (by English command name) and
OPTION_NAMES (by English option name; an option is called the same in every command).
People type the English names in the console, or the translated ones, which
`canonical_command` and `canonical_option` read back.
"""

from __future__ import annotations

from functools import cache

from . import cs, hu, pl
from .catalogues import language_of

_MODULES = (cs, hu, pl)
#: language -> English command name -> its name in that language
COMMAND_NAMES: dict[str, dict[str, str]] = {m.LANGUAGE: m.COMMAND_NAMES for m in _MODULES}
#: language -> English option name -> its name in that language
OPTION_NAMES: dict[str, dict[str, str]] = {m.LANGUAGE: m.OPTION_NAMES for m in _MODULES}


def command_name(locale: str | None, command: str) -> str | None:
    """The command's name in the locale's language (None: it keeps its English name)."""
    return COMMAND_NAMES.get(language_of(locale), {}).get(command)


def option_name(locale: str | None, option: str) -> str | None:
    """The option's name in the locale's language (None: it keeps its English name)."""
    return OPTION_NAMES.get(language_of(locale), {}).get(option)


@cache
def _commands_by_name() -> dict[str, str]:
    return {name: command for names in COMMAND_NAMES.values()
            for command, name in names.items()}


def canonical_command(word: str) -> str:
    """The English command a typed command name means (a translated name read back;
    any other word is returned as it is)."""
    word = word.lower()
    return _commands_by_name().get(word, word)


@cache
def _options_by_name() -> dict[str, str]:
    return {name: option for names in OPTION_NAMES.values()
            for option, name in names.items()}


def canonical_option(word: str) -> str:
    """The English option a typed option name means (`karty` -> cards; any other word
    is returned as it is, in lower case)."""
    word = word.lower()
    return _options_by_name().get(word, word)
