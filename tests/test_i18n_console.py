"""A console game played with `--lang cs`, `--lang pl` and `--lang hu` shows no English
word: people and computer players play Europe (tunnels, ferries, stations) and the Card
Game to the end, with refusals, the rules of every game, help, status and hands on the
way, and no word of the English catalogue appears apart from names (cities, players,
the brand "Ticket to Ride") and command syntax (`/ttr ...` and code spans)."""

from __future__ import annotations

import asyncio
import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.commands import command_line
from bot.console import Console
from bot.console.printer import Printer
from bot.i18n import Option, Plural, say
from bot.i18n.en import CATALOGUE as ENGLISH
from bot.replies import Actor, Channel
from bot.service.lobby import COMPUTER_NAMES
from bot.settings import Settings
from bot.wiring import open_service
from engine.cardgame import load_cardgame
from engine.maps import load_map
from engine.rules import RULESETS

ROOT = Path(__file__).resolve().parent.parent
SEED = 11
PEOPLE = ("ann", "bob")
#: what the people also do along the way: information and refusals (they change nothing)
AT_THE_START = ["bob /ttr rules usa", "bob /ttr rules nordic", "bob /ttr rules europe",
                "bob /ttr rules cardgame", "ann /ttr help", "ann /ttr dance",
                "cat /ttr join", "cat /ttr draw deck", "bob /ttr keep nowhere-else",
                "ann /ttr status", "bob /ttr hand"]
NOW_AND_THEN = ["ann /ttr status", "bob /ttr hand", "ann /ttr hand", "bob /ttr board",
                "bob /ttr claim nowhere-else", "ann /ttr station atlantis",
                "cat /ttr tickets"]
#: words that are English and also ordinary words of the language
SHARED = {"cs": {"bonus", "globetrotter"}, "pl": {"menu", "same", "ranking"},
          "hu": {"globetrotter", "most", "add"}}
BRAND = "Ticket to Ride"


def english_words() -> set[str]:
    """Every word (3 letters or more) of the English catalogue's messages."""
    words: set[str] = set()
    for entry in ENGLISH.values():
        for template in entry.forms.values() if isinstance(entry, Plural) else [entry]:
            text = re.sub(r"\{[a-z_]+\}", " ", template)
            words |= {w.lower() for w in re.findall(r"[A-Za-z]{3,}", text)}
    return words


def names() -> list[str]:
    """Names shown as they are: cities (names and ids), players, the brand and the USA."""
    found = {BRAND, "USA", *PEOPLE, "cat", *COMPUTER_NAMES}
    for game in RULESETS:
        for city in load_map(RULESETS[game].map_id).cities:
            found |= {city.name, city.id}
    cardgame = load_cardgame()
    for city in cardgame.cities:
        found |= {cardgame.city_name(city), city}
    return sorted(found, key=len, reverse=True)


def words_shown(text: str) -> list[str]:
    """The words of console output, without component lines ([buttons], [menu]: the
    commands a button stands for), command syntax, code spans, what a user typed (quoted
    back „so“), recipients and names."""
    lines = [line for line in text.splitlines()
             if not re.match(r"^(?:\S+(?: \([^)]*\))?)?\s*\[(?:buttons|menu)\]", line)]
    text = "\n".join(lines)
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"[„“][^”“\n]*[”“]", " ", text)
    text = re.sub(r"/ttr\s+\S+(?:\s+(?:<[^>]*>|\[[^\]]*\]))*", " ", text)
    text = re.sub(r"^[#@]\S+", " ", text, flags=re.M)
    for name in names():
        text = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", " ", text)
    return re.findall(r"[^\W\d_]+", text)


async def play(game: str, db: Path) -> list[str]:
    """The lines of a whole game of `game`: Ann and Bob play as the computer would advise
    them, a computer player plays too; information and refusals now and then."""
    lines = [f"ann /ttr new {game}", "bob /ttr join", "ann /ttr addbot", "ann /ttr start",
             *AT_THE_START]
    async with open_service(Settings(_env_file=None), db=db, pictures=False, bot_delay=0,
                            seed=SEED) as service:
        console = Console(service, Printer(db.parent, jsonl=True, stream=io.StringIO()))
        await console.run_script(lines)
        place = Channel("console", "general")
        for step in range(3000):
            record = await service.store.channel_game("console", "general")
            if record.status != "playing":
                break
            found = None
            for person in PEOPLE:
                found = await service.suggestion(place, Actor(person, person))
                if found:
                    break
            assert found, "nobody can move in a game in play"
            moves = [f"{person} {command_line(*found)}"]
            if step % 20 == 5:
                moves.append(NOW_AND_THEN[step // 20 % len(NOW_AND_THEN)])
            await console.run_script(moves)
            lines += moves
        assert record.status == "finished"
    return lines


@pytest.fixture(scope="module")
def scripts(tmp_path_factory) -> dict[str, str]:
    out = {}
    for game in ("europe", "cardgame"):
        db = tmp_path_factory.mktemp(game) / "script.sqlite3"
        out[game] = "\n".join(asyncio.run(play(game, db))) + "\n"
    return out


def run_console(lang: str, script: str, where: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "bot", "console", "--db", str(where / "game.sqlite3"),
         "--no-pictures", "--seed", str(SEED), "--lang", lang, "--script", "-"],
        cwd=where, input=script, capture_output=True, text=True, timeout=600,
        env={**os.environ, "PYTHONPATH": str(ROOT)})


@pytest.mark.parametrize("game", ["europe", "cardgame"])
@pytest.mark.parametrize("lang", ["cs", "pl", "hu"])
def test_a_console_game_shows_no_english_word(scripts, tmp_path, lang, game):
    result = run_console(lang, scripts[game], tmp_path)
    assert result.returncode == 0, result.stderr
    shown = result.stdout + result.stderr
    assert say(lang, "final.header") in result.stdout  # the game was played to the end
    assert say(lang, "error.not_in_game") in result.stdout  # refusals are in it too
    english = english_words() - SHARED[lang]
    found = sorted({w for w in words_shown(shown) if w.lower() in english})
    context = {w: re.findall(rf".{{0,60}}\b{w}\b.{{0,30}}", shown)[:2] for w in found}
    assert found == [], context


def test_the_check_would_see_english(tmp_path):
    """The same check on an English game finds the catalogue's words."""
    words = words_shown("#general  ann claimed Wien – Budapest with 2 red cards (+2).\n"
                        "          [buttons] /ttr draw red · /ttr hand\n"
                        "@ann (only you)  Use `/ttr play 3 green` or /ttr keep a-b\n"
                        "@ann (only you)  There is no route “nowhere-else”.\n")
    assert {w.lower() for w in words} & english_words() == {
        "claimed", "with", "red", "cards", "only", "you", "use", "there", "route"}


@pytest.mark.parametrize("lang", ["cs", "pl", "hu"])
def test_a_command_missing_its_argument_names_the_option_in_the_language(tmp_path, lang):
    """`/ttr draw`, `/ttr claim`, `/ttr station` and `/ttr keep` with nothing after them
    ask for the option by the name the reader's slash command shows."""
    script = "\n".join(["ann /ttr new map:europe", "ann /ttr addbot", "ann /ttr start",
                        "ann /ttr draw", "ann /ttr claim", "ann /ttr station",
                        "ann /ttr keep"]) + "\n"
    result = run_console(lang, script, tmp_path)
    assert result.returncode == 0, result.stderr
    for option in ("card", "route", "city", "tickets"):
        asked = say(lang, "error.missing_argument", argument=Option(option))
        assert asked in result.stdout, (option, result.stdout[-2000:])
        assert say(lang, "error.missing_argument", argument=option) not in result.stdout
