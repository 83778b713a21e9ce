"""The set-up a newcomer reads agrees with what the code does: `.env.example` and the
README give the same defaults, the README shows the virtual-environment step, and the
test command lists every skip with its reason (the PostgreSQL store's included)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from bot.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def example_values() -> dict[str, str]:
    text = (ROOT / ".env.example").read_text(encoding="utf-8")
    return dict(re.findall(r"^([A-Z_]+)=(.*)$", text, flags=re.M))


def test_the_example_computer_is_the_default_the_readme_names():
    assert example_values()["COMPUTER"] == Settings().computer == "normal"
    assert "(at `normal`)" in README


def test_the_readme_makes_a_virtual_environment_before_installing():
    venv = README.index("python3 -m venv .venv")
    assert venv < README.index("pip install -e . && python -m bot")
    assert venv < README.index('pip install -e ".[test]" && python -m pytest')


def test_the_test_command_says_why_it_skips():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "-rs" in config["tool"]["pytest"]["ini_options"]["addopts"].split()
    assert "postgresql://postgres@127.0.0.1:5432/postgres" in README
    assert "python -m pytest" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
