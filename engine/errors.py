"""The one error type every rule refusal raises."""

from __future__ import annotations

from typing import Any


class RuleError(Exception):
    """An action the rules refuse.

    `code` is stable (the bot turns it into a sentence in the user's language) and
    `params` carries what that sentence needs. The state is unchanged when this is raised.
    """

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        detail = ", ".join(f"{k}={v!r}" for k, v in params.items())
        super().__init__(f"{code}({detail})" if detail else code)


class InputError(ValueError):
    """A malformed request to a command-line tool (`engine.score`): one clear line."""
