"""Names and typed words as they appear in messages: one line, short, Markdown-safe.

A name is stored clean (`clean_name`: no line breaks or control characters, whitespace
collapsed, at most `MAX_NAME` characters) and escaped only where it goes into a message
(`shown`), so pictures draw it as it is while Discord shows it literally: no bold, no
links, no mentions, no headings from a player's name.
"""

from __future__ import annotations

import re
import unicodedata

#: the longest name a seat keeps
MAX_NAME = 32
#: the longest piece of a person's typing echoed back in a refusal
MAX_ECHO = 40
#: the longest word of a game's own refusal (which may quote what was typed)
MAX_RULE_WORD = 120

#: characters Discord reads as Markdown anywhere in a line
_MARKDOWN = re.compile(r"([\\*_~`|<>\[\]()])")
#: characters Discord reads as Markdown at the start of a line (headings, lists, quotes)
_LINE_START = re.compile(r"^([#\-+>]|\d+\.)")


def _one_line(text: str) -> str:
    """`text` without control or format characters (line breaks, bidi overrides, ...) and
    with every run of whitespace one space."""
    kept = "".join(" " if unicodedata.category(c) in ("Cc", "Zl", "Zp") else c
                   for c in text if unicodedata.category(c) != "Cf")
    return " ".join(kept.split())


def clean_name(raw: str, limit: int = MAX_NAME) -> str:
    """A display name fit to store: one line, at most `limit` characters, never empty."""
    return _one_line(str(raw))[:limit].strip() or "?"


def shown(name: str) -> str:
    """A stored name (or any text a person chose) as it goes into a channel message:
    Markdown escaped, mentions (`@everyone`, `<@id>`) defused."""
    text = _MARKDOWN.sub(r"\\\1", name)
    text = _LINE_START.sub(r"\\\1", text)
    return text.replace("@", "@\u200b")


def clipped(text: str, limit: int) -> str:
    """`text` on one line, cut to `limit` characters (the cut marked with …)."""
    text = _one_line(str(text))
    return text if len(text) <= limit else text[:limit - 1] + "…"


def echoed(typed: str) -> str:
    """Something a person typed, quoted back to them: one line, capped, escaped."""
    return shown(clipped(typed, MAX_ECHO))
