"""The engine's public surface: the bot imports only `engine`, `engine.cardgame`,
`engine.bots` and `engine.replay`, and every name they export is there."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

from bench.architecture import measure

ROOT = Path(__file__).resolve().parent.parent
PUBLIC = ["engine", "engine.bots", "engine.cardgame", "engine.replay"]


def test_the_bot_imports_only_the_public_modules() -> None:
    result = measure(ROOT)
    assert set(result["bot_engine_modules"]) <= set(PUBLIC)
    assert result["circles"] == 0


@pytest.mark.parametrize("name", ["engine", "engine.bots", "engine.cardgame"])
def test_every_exported_name_is_there(name: str) -> None:
    module = importlib.import_module(name)
    assert [n for n in module.__all__ if not hasattr(module, n)] == []


def test_the_search_is_loaded_only_when_asked_for() -> None:
    code = ("import sys, engine\n"
            "assert 'engine.bots.hard' not in sys.modules\n"
            "from engine.bots import HardBot, Reason, explain\n"
            "assert callable(explain) and HardBot.__name__ == 'HardBot'\n")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)
