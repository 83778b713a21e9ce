"""Every RuleError code is listed with its meaning in engine.errors.CODES, and has words
in the bot's catalogue; nothing raises a code missing from the list."""

from __future__ import annotations

import re
from pathlib import Path

from bot.i18n import has_message
from engine.errors import CODES

ROOT = Path(__file__).resolve().parent.parent
RAISED = re.compile(r"RuleError\(\s*\"([a-z_]+)\"")


def raised_codes() -> set[str]:
    found: set[str] = set()
    for folder in ("engine", "bot"):
        for path in (ROOT / folder).rglob("*.py"):
            found |= set(RAISED.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_raised_code_is_listed_with_its_meaning():
    raised = raised_codes()
    assert len(raised) > 40
    assert sorted(raised - set(CODES)) == []
    assert all(meaning.strip() for meaning in CODES.values())


def test_every_listed_code_is_raised_and_has_words():
    assert sorted(set(CODES) - raised_codes()) == []
    assert [c for c in CODES
            if not has_message(f"error.{c}") and not has_message(f"cardgame.error.{c}")] == []


def test_the_tools_say_how_to_use_them_and_report_alike():
    """`engine.score --help` prints its usage; `engine.simulate --json` prints the same
    fields for every game, the Card Game included."""
    import json
    import subprocess
    import sys
    run = [sys.executable, "-m"]
    helped = subprocess.run([*run, "engine.score", "--help"], capture_output=True, text=True,
                            cwd=ROOT, timeout=60)
    assert helped.returncode == 0 and helped.stdout.startswith("usage: python -m engine.score")
    keys = {}
    for game, players in (("usa", 2), ("nordic", 2), ("cardgame", 2)):
        out = subprocess.run([*run, "engine.simulate", "--map", game, "--players",
                              str(players), "--games", "1", "--seed", "3", "--bot", "random",
                              "--json"], capture_output=True, text=True, cwd=ROOT, timeout=300)
        assert out.returncode == 0, out.stderr
        keys[game] = set(json.loads(out.stdout))
    assert keys["usa"] == keys["nordic"] == keys["cardgame"]
    assert {"bots", "wins", "wins_by_seat", "move_ms", "per_game"} <= keys["cardgame"]
    assert "bot" not in keys["cardgame"]
