"""Every sentence the bot says, by message id, in the reader's language.

`say(locale, key, **params)` (or `say(locale, Phrase(...))`) is the one way to put a
message into words. Catalogues live beside this file, one per language; English is
complete and stands in for any message another language lacks.
"""

from .format import DEFAULT_LOCALE, has_message, language_of, languages, own_template, say
from .phrases import Duration, ListOf, Phrase, Plural

__all__ = ["DEFAULT_LOCALE", "Duration", "ListOf", "Phrase", "Plural", "has_message",
           "language_of", "languages", "own_template", "say"]
