"""Every sentence the bot says, by message id, in the reader's language.

`say(locale, key, **params)` (or `say(locale, Phrase(...))`) is the one way to put a
message into words. Catalogues live beside this file, one per language: English (en,
complete, and the stand-in for any message another language lacks), Czech (cs), Polish
(pl) and Hungarian (hu). Slash command names are in `names`; `translator` hands all of it
to discord.py.
"""

from .catalogues import CATALOGUES, DEFAULT_LOCALE, language_of, languages
from .format import has_message, own_plural_forms, own_template, say
from .names import canonical_command, command_name, option_name
from .phrases import Command, Duration, ListOf, Option, Phrase, Plural

__all__ = ["CATALOGUES", "DEFAULT_LOCALE", "Command", "Duration", "ListOf", "Option", "Phrase",
           "Plural", "canonical_command", "command_name", "has_message", "language_of", "languages",
           "option_name", "own_plural_forms", "own_template", "say"]
