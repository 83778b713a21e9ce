"""discord.py's app_commands.Translator over our catalogue: slash command and option
names, descriptions and choice names in Czech, Polish and Hungarian (Discord locales cs,
pl, hu). English is the commands' own text, so for it (and any language we lack) the
translator answers None and Discord shows the default.

Install it in `setup_hook`, before syncing: `await tree.set_translator(CatalogueTranslator())`.
"""

from __future__ import annotations

from functools import cache

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from . import en
from .catalogues import DEFAULT_LOCALE, language_of
from .format import own_template
from .names import command_name, option_name


@cache
def _key_of_english() -> dict[str, str]:
    """English text -> message id, for strings passed without their key."""
    found: dict[str, str] = {}
    for key, entry in en.CATALOGUE.items():
        if isinstance(entry, str):
            found.setdefault(entry, key)
    return found


def translation(string: app_commands.locale_str, locale: discord.Locale,
                context: app_commands.TranslationContextTypes) -> str | None:
    """`string` in the locale's language, None when it stays as it is."""
    lang = language_of(locale.value)
    if lang == DEFAULT_LOCALE:
        return None
    if context.location == Where.command_name:
        return command_name(lang, context.data.name)
    if context.location == Where.parameter_name:
        return option_name(lang, context.data.name)
    if context.location == Where.group_name:
        return None  # /ttr is the game's short name in every language
    key = string.extras.get("key") or _key_of_english().get(string.message)
    return own_template(lang, key) if key else None


class CatalogueTranslator(app_commands.Translator):
    """Slash command texts from the catalogue (see the module docstring)."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        return translation(string, locale, context)
