"""The table service's own refusals (the engine's are RuleError): a stable code and the
parameters of its sentence, said to the person who asked. Nothing changes."""

from __future__ import annotations

from typing import Any


class Refusal(Exception):
    """A command the table refuses; `code` names the message `error.<code>`."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(code)
