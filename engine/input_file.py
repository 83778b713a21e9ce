"""Reading the JSON file a command-line tool is given (`engine.score`, `engine.replay`):
the only file input of the engine, at its edge."""

from __future__ import annotations

import json
import sys
from typing import Any

from .errors import InputError


def read_json(path: str) -> Any:
    """The JSON in `path` (`-`: standard input); InputError with one clear line when the
    file cannot be read or is not JSON."""
    try:
        if path == "-":
            text = sys.stdin.buffer.read().decode("utf-8")
        else:
            with open(path, encoding="utf-8") as f:
                text = f.read()
    except OSError as e:
        raise InputError(f"cannot read {path}: {e.strerror}") from None
    except UnicodeDecodeError as e:
        raise InputError(f"the file is not UTF-8 text (byte {e.start + 1})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise InputError(f"malformed JSON: {e.msg} at line {e.lineno} column {e.colno}"
                         ) from None
    except RecursionError:
        raise InputError("malformed JSON: nested too deeply") from None
    except ValueError as e:  # a number of thousands of digits
        raise InputError(f"malformed JSON: {str(e).split(';')[0]}") from None
