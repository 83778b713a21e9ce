"""The Card Game end to end: a 4-player console game of computer players through both
scorings, people and computers playing by console lines while every reply is checked
against what each player may see, the pictures' views, and the game's words."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import render
import render.labels
from bot.commands import command_line
from bot.console import Console
from bot.console.lines import parse_line
from bot.console.printer import Printer
from bot.i18n import Plural, has_message, say
from bot.i18n.en import CATALOGUE
from bot.kinds.cardgame import CARDGAME
from bot.kinds.cardgame.words import ticket
from bot.pictures import Pictures
from bot.replies import Actor, Channel
from bot.service import Table, TableService
from bot.service.computer import computer_move
from bot.settings import Settings
from bot.store import SqliteStore
from bot.wiring import open_service
from engine import GAMES
from engine.cardgame import CardGameState, PrivateView, PublicView
from engine.rng import RandomStream

ROOT = Path(__file__).resolve().parent.parent
KIND = CARDGAME
RULES = GAMES["cardgame"]


def run_console(*args: str, script: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bot", "console", *args], cwd=ROOT,
                          input=script, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})


def secrets_of(state: CardGameState, table: Table) -> dict[str, list[str]]:
    """Each person's held and offered tickets, as the bot names them."""
    return {s.user: [say("en", ticket(t)) for t in [*state.players[i].tickets,
                                                     *state.players[i].offered]]
            for i, s in enumerate(table.seats) if s.user}


# --- computer players ------------------------------------------------------------------------


def test_a_four_player_computer_game_reaches_finished_through_both_scorings(tmp_path):
    script = "\n".join(["host /ttr new cardgame", *["host /ttr addbot"] * 3,
                        "host /ttr leave", "host /ttr addbot random",
                        "host /ttr start"]) + "\n"
    db = tmp_path / "four.sqlite3"
    result = run_console("--db", str(db), "--jsonl", "--no-pictures", "--seed", "11",
                         "--script", "-", script=script)
    assert result.returncode == 0, result.stderr
    replies = [json.loads(line) for line in result.stdout.splitlines()]
    assert {r["to"] for r in replies} == {"#general"}
    text = "\n".join(r["text"] for r in replies)
    assert text.count("Scoring 1: the On-the-Tracks piles are turned over") == 1
    assert text.count("shuffled into a new deck") == 1
    assert text.index("Scoring 1:") < text.index("shuffled into a new deck")
    assert text.count("Final scores:") == 1 and "(scoring 2)" in text
    assert "(scoring 1)" in text and text.count("wins!") == 1
    assert re.search(r"Big Cities \d+: ", text)
    assert replies[-1]["status"] == "finished"

    import asyncio

    async def stored() -> CardGameState:
        store = SqliteStore(db)
        await store.open()
        record = await store.channel_game("console", "general")
        await store.close()
        return CardGameState.model_validate_json(record.state)
    state = asyncio.run(stored())
    assert state.phase == "finished" and [s.number for s in state.scorings] == [1, 2]
    totals = {p.name: p.total for p in state.result.players}
    for place, seat in enumerate(state.result.ranking, start=1):
        name = state.players[seat].name
        assert re.search(rf"{place}\. {name} \(computer, \w+\): {totals[name]} point", text)


# --- people --------------------------------------------------------------------------------


@pytest.mark.parametrize("own_pile", [False, True])
async def test_people_and_computers_see_only_what_is_theirs(tmp_path, own_pile):
    """Ann and Bob play with two computer players by console lines (the commands the
    hint gives); every reply is checked against what each player holds at that moment."""
    stream = io.StringIO()
    async with open_service(Settings(_env_file=None), db=tmp_path / "people.sqlite3",
                            pictures=False, bot_delay=0, seed=5) as service:
        console = Console(service, Printer(tmp_path, jsonl=True, stream=stream))
        new = "ann /ttr new cardgame" + (" private_pile:yes" if own_pile else "")
        await console.run_script([new, "bob /ttr join", "ann /ttr addbot",
                                  "ann /ttr addbot", "ann /ttr start"])
        place = Channel("console", "general")
        checked = 0
        seen_pile = False
        for _ in range(2000):
            record = await service.store.channel_game("console", "general")
            table = Table.model_validate_json(record.table)
            state = CardGameState.model_validate_json(record.state)
            secrets = secrets_of(state, table)
            for line in stream.getvalue().splitlines():
                reply = json.loads(line)
                if reply["status"] == "finished":
                    continue
                checked += 1
                text = reply["text"]
                for user, names in secrets.items():
                    if reply["to"] != f"@{user}":
                        assert not any(n in text for n in names), (reply, user)
                if reply["to"] == "#general":
                    for private in ("Your cards", "You drew", "You kept", "robbed you",
                                    "Your On-the-Tracks", "Onto your", "You were dealt",
                                    "Unused on the tracks"):
                        assert private not in text, reply
                else:
                    assert reply["to"] in ("@ann", "@bob"), reply
                if "Your On-the-Tracks pile (" in text or "Onto your On-the-Tracks" in text:
                    assert own_pile, reply
                    seen_pile = True
            stream.seek(0)
            stream.truncate()
            if record.status == "finished":
                break
            for person in ("ann", "bob"):
                found = await service.suggestion(place, Actor(person, person))
                if found:
                    await console.run_script([f"{person} {command_line(*found)}"])
                    break
        assert record.status == "finished" and checked > 100
        assert len(state.scorings) == 2
        assert seen_pile == own_pile


async def test_pictures_show_the_table_to_everyone_and_a_hand_only_to_its_player(
        tmp_path, monkeypatch):
    drawn: dict[str, object] = {}

    def table(view, labels=None):
        drawn[f"table-{len(drawn)}"] = view
        return b"\x89PNG table"

    def hand(view, labels=None):
        drawn[f"hand-{len(drawn)}"] = view
        return b"\x89PNG hand"

    monkeypatch.setattr(render, "render_cardgame_table", table)
    monkeypatch.setattr(render, "render_cardgame_hand", hand)
    store = SqliteStore(tmp_path / "pictures.sqlite3")
    await store.open()
    service = TableService(store, pictures=Pictures(), seeds=lambda: 21, bot_delay=0,
                           turn_limit=None)
    here = Channel("guild", "pictures")
    ann, bob = Actor("ann", "Ann"), Actor("bob", "Bob")
    await service.new(here, ann, "cardgame")
    await service.join(here, bob)
    replies = await service.start(here, ann)
    for _ in range(300):
        record = await store.channel_game(here.guild, here.channel)
        seats = {s.user: i for i, s in enumerate(Table.model_validate_json(
            record.table).seats)}
        for r in replies:
            for image in r.images:
                if image.name.startswith("hand-"):
                    assert not r.public
                    assert image.name.split("-")[2] == str(seats[r.to.id])
                else:
                    assert r.public or r.ephemeral
        if record.status == "finished":
            break
        replies = []
        for person in (ann, bob):
            found = await service.suggestion(here, person)
            if found:
                replies = await service.play(here, person, *found)
                break
    assert record.status == "finished"
    final = [i.name for r in replies if r.public for i in r.images]
    assert final == ["final-1.png"]
    tables = [v for k, v in drawn.items() if k.startswith("table")]
    hands = [v for k, v in drawn.items() if k.startswith("hand")]
    assert tables and hands
    assert all(type(v) is PublicView for v in tables)
    assert all(isinstance(v, PrivateView) and v.own_tracks is None for v in hands)
    assert tables[-1].final is not None
    await store.close()


# --- lines and words ---------------------------------------------------------------------------


@pytest.mark.parametrize("line,args", [
    ("ann /ttr play 2 green 1 locomotive", {"cards": "2 green 1 locomotive"}),
    ("ann /ttr play blue red yellow", {"cards": "blue red yellow"}),
    ("ann /ttr play with 3 red", {"cards": "3 red"}),
    ("ann /ttr keep none", {"tickets": "none"}),
    ("ann /ttr keep chicago-new_york:blue dallas-helena",
     {"tickets": "chicago-new_york:blue dallas-helena"}),
])
def test_card_game_lines(line, args):
    parsed = parse_line(line)
    assert parsed.args == args
    assert parse_line("ann " + command_line(parsed.command, parsed.args)).args == args


def test_buttons_and_menus_mean_commands():
    assert KIND.button_command("keep-none", []) == ("keep", {"tickets": ["none"]})
    assert KIND.button_command("keep", []) == ("keep", {"tickets": ["none"]})
    assert KIND.button_command("play", ["green:2", "locomotive:1"]) == (
        "play", {"cards": ["green:2", "locomotive:1"]})
    assert KIND.button_command("draw-locomotive", []) == ("draw", {"card": "locomotive"})
    assert KIND.button_command("draw-pink", []) is None
    assert KIND.button_command("claim", []) is None


def test_every_card_game_refusal_and_event_has_words():
    source = "\n".join(p.read_text("utf-8") for p in (ROOT / "engine" / "cardgame").glob(
        "*.py"))
    codes = set(re.findall(r'RuleError\(\s*"([a-z_]+)"', source))
    kinds = set(re.findall(r'[Ee]vent\(\s*kind="([a-z_]+)"', source))  # Event(), event()
    assert {"colour_held", "locomotive_in_mixed_play"} <= codes and "robbed" in kinds
    bot = "\n".join(p.read_text("utf-8") for p in (ROOT / "bot" / "kinds" / "cardgame").glob(
        "*.py"))
    codes |= set(re.findall(r'RuleError\(\s*"([a-z_]+)"', bot))
    assert sorted(c for c in codes if not has_message(f"cardgame.error.{c}")
                  and not has_message(f"error.{c}")) == []
    assert sorted(k for k in kinds if not has_message(f"cardgame.event.{k}")
                  and not has_message(f"event.{k}")) == []
    named = set(re.findall(r'"(cardgame\.[a-z_.]+)"', bot))
    assert named and sorted(k for k in named if not has_message(k)) == []


def test_card_game_picture_words_match_render():
    keys = list(render.labels.ENGLISH)
    own = keys[keys.index("cardgame_title"):]
    # a word's plural forms (`key#one`) are one catalogue entry, a Plural, under `key`
    assert sorted(k for k in own if f"picture.{k.partition('#')[0]}" not in CATALOGUE) == []
    fields = re.compile(r"\{([a-z_]+)\}")
    for key, entry in CATALOGUE.items():
        if key.startswith("picture."):
            english = render.labels.ENGLISH[key.removeprefix("picture.")]
            texts = entry.forms.values() if isinstance(entry, Plural) else [entry]
            for text in texts:
                assert set(fields.findall(text)) == set(fields.findall(english)), key


def test_card_game_plurals():
    assert say("en", "cardgame.event.moved_to_tracks", player="Ann", count=1) == (
        "Ann moved 1 card from their Siding onto their On-the-Tracks pile.")
    assert say("en", "cardgame.event.moved_to_tracks", player="Ann", count=3) == (
        "Ann moved 3 cards from their Siding onto their On-the-Tracks pile.")
    assert say("en", "cardgame.error.colour_held", holder="Bob", have=1, colour="red",
               played=1).startswith("Bob has 1 card in their red row")


# --- an invariant over many games ----------------------------------------------------------------


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), own_pile=st.booleans())
def test_no_sentence_tells_one_player_anothers_tickets_or_cards(seed, players, own_pile):
    """Computer games played through the face: what the channel and each player are told
    never names another player's held or offered tickets, nor a card drawn blind."""
    names = [f"P{i}" for i in range(players)]
    state, events = RULES.start(names, seed, own_pile_visible=own_pile)
    step = 0
    while True:
        held = {i: [say("en", ticket(t)) for t in [*p.tickets, *p.offered]]
                for i, p in enumerate(state.players)}
        for reader in [None, *range(players)]:
            text = "\n".join(say("en", p) for p in KIND.event_phrases(state, events, reader,
                                                                     names))
            if reader is not None:
                text += "\n".join(say("en", p) for p in KIND.hand_phrases(state, reader))
            if state.phase != "finished":
                for owner, tickets in held.items():
                    if owner != reader:
                        assert not any(t in text for t in tickets), (reader, owner, text)
            blind = [e for e in events if e.kind == "drew_card" and e.to != reader]
            if reader is None and blind:
                assert "You drew" not in text
            if not own_pile and state.phase != "finished":
                assert "pile (" not in text and "Onto your" not in text
        if RULES.is_over(state):
            break
        seat = RULES.waiting(state)[0]
        action = computer_move("cardgame", state, seat, "greedy",
                               RandomStream(f"{seed}:test", step))
        events = RULES.apply(state, seat, action)
        step += 1
    assert state.result is not None
