"""Words before they have a language: a message id with its parameters, lists, plurals."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Phrase:
    """A catalogue message `key` with its `{placeholder}` parameters.

    A parameter may itself be a Phrase or a ListOf; it is put into words in the same
    language as the message that holds it.
    """

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, key: str, **params: Any) -> Phrase:
        return cls(key, params)


@dataclass(frozen=True)
class ListOf:
    """Items joined the way the language joins a list ("a, b and c")."""

    items: Sequence[Any]
    #: Babel list style: "standard" (and), "or"
    style: str = "standard"


@dataclass(frozen=True)
class Plural:
    """A catalogue entry whose wording depends on the number in parameter `count`.

    `forms` maps CLDR plural categories (zero, one, two, few, many, other) to templates;
    "other" must be present.
    """

    count: str
    forms: Mapping[str, str]

    def form(self, category: str) -> str:
        return self.forms.get(category, self.forms["other"])


@dataclass(frozen=True)
class Duration:
    """A length of time, said the way the language says it ("30 minutes")."""

    seconds: float


@dataclass(frozen=True)
class Option:
    """A slash-command option as the reader's Discord names it, with `:value` when a
    value is given (the value may itself be a Phrase)."""

    name: str
    value: Any = None


@dataclass(frozen=True)
class Command:
    """A /ttr command as the reader types it: its name in their language, then `words`
    (texts, Phrases, Options)."""

    name: str
    words: tuple[Any, ...] = ()
