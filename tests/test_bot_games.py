"""/ttr games: a server's open games as a player sees them (only the asker): each one's
place, players, whose turn and for how long, or its lobby's seats; the latest changed
first, a page at a time; never another server's, a finished or an aborted game, or a
secret."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.i18n import say
from bot.kinds.board.words import ticket
from bot.replies import Actor, Channel, Reply
from bot.service import Table, TableService
from bot.service.looks import GAMES_PAGE
from bot.store import SqliteStore
from engine import GAMES
from engine.maps import load_map
from tests.test_bot_scheduler import clock as clock  # the fixture
from tests.test_bot_store import change

ROOT = Path(__file__).resolve().parent.parent
ANN, BOB, CAT = Actor("ann", "Ann"), Actor("bob", "Bob"), Actor("cat", "Cat")
DAN = Actor("dan", "**Dan**_the_[great](x)")
HERE, THERE = Channel("g1", "usa"), Channel("g1", "europe")
ELSEWHERE = Channel("g2", "usa")




@pytest.fixture
async def service(tmp_path, clock):
    store = SqliteStore(tmp_path / "games.sqlite3")
    await store.open()
    seeds = itertools.count(100)
    yield TableService(store, seeds=lambda: next(seeds), bot_delay=0, turn_limit=None,
                       clock=clock)
    await store.close()


def only(replies: list[Reply], actor: Actor) -> str:
    """The one reply, which only `actor` sees."""
    assert len(replies) == 1, replies
    [reply] = replies
    assert reply.ephemeral and reply.to == actor.user
    return reply.text


async def playing(service: TableService, place: Channel, *people: Actor) -> Table:
    """A started game at `place` whose people have kept their tickets: its table."""
    await service.new(place, people[0], "usa")
    for p in people[1:]:
        await service.join(place, p)
    await service.start(place, people[0])
    for p in people:
        command, args = await service.suggestion(place, p)
        await service.play(place, p, command, args)
    record = await service.store.channel_game(place.guild, place.channel)
    return Table.model_validate_json(record.table)


async def to_move(service: TableService, place: Channel) -> tuple[Table, int]:
    """The game's table and the seat it waits for."""
    record = await service.store.channel_game(place.guild, place.channel)
    table = Table.model_validate_json(record.table)
    [seat] = GAMES[table.game].waiting(GAMES[table.game].load(record.state))
    return table, seat


async def test_whose_turn_for_how_long_and_a_lobby_latest_changed_first(service, clock):
    await playing(service, HERE, ANN, BOB)
    table, seat = await to_move(service, HERE)
    clock.now += 60
    await service.new(THERE, CAT, "europe")
    clock.now += 3 * 3600  # the move has been waited for 3 hours and a minute
    text = only(await service.games(HERE, CAT), CAT)
    lines = text.splitlines()
    assert lines[0] == "Open games on this server (page 1 of 1):"
    record = await service.store.channel_game(THERE.guild, THERE.channel)
    assert lines[1] == (f"#{record.id} · Ticket to Ride: Europe · #europe · "
                        "lobby: 1/5 seated (Cat)")
    names = " and ".join(s.name for s in table.seats)
    assert lines[2] == (f"#{record.id - 1} · Ticket to Ride (USA) · #usa · players: {names} · "
                        f"turn: {table.seats[seat].name} (waiting: 3 hours)")
    assert len(lines) == 3


async def test_the_other_servers_finished_and_aborted_games_are_not_listed(service):
    await playing(service, ELSEWHERE, CAT, BOB)
    await playing(service, HERE, ANN, BOB)
    table, seat = await to_move(service, HERE)
    await service.abort(HERE, ANN)
    await service.new(THERE, ANN, "usa")
    await service.abort(THERE, ANN)
    assert only(await service.games(HERE, ANN), ANN) == say(
        "en", "games.none") == ("No game is open on this server. Start one in a channel with "
                                "/ttr new.")
    text = only(await service.games(ELSEWHERE, DAN), DAN)
    assert "#usa" in text and "Cat" in text and "Europe" not in text
    # a finished game: the store's row says so
    record = await service.store.channel_game(ELSEWHERE.guild, ELSEWHERE.channel)
    await service.store.save(record.id, record.version, change("finished"), now=0.0)
    assert only(await service.games(ELSEWHERE, DAN), DAN) == say("en", "games.none")


async def test_a_name_with_markdown_is_shown_escaped_and_no_secret_is_told(service):
    await service.new(HERE, DAN, "usa")
    await service.join(HERE, ANN)
    await service.addbot(HERE, DAN)
    text = only(await service.games(HERE, ANN), ANN)
    assert (r"lobby: 3/5 seated (\*\*Dan\*\*\_the\_\[great\]\(x\), Ann, and " in text
            and "(computer, normal)" in text)
    assert "**Dan**" not in text
    await service.start(HERE, DAN)
    text = only(await service.games(HERE, ANN), ANN)
    assert r"\*\*Dan\*\*" in text and "**Dan**" not in text
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    state = GAMES["usa"].load(record.state)
    game_map = load_map("usa")
    tickets = {say("en", ticket(game_map, t)) for p in state.players
               for t in [*p.tickets, *p.offered]}
    assert tickets and not any(t in text for t in tickets)
    assert "card" not in text


async def test_many_games_come_a_page_at_a_time_each_page_one_message(service, clock):
    long = [Actor(f"p{i}", f"Player{i}" + "x" * 30) for i in range(5)]
    for n in range(GAMES_PAGE + 2):
        clock.now += 1
        place = Channel("g1", f"table-{n}")
        await service.new(place, long[0], "usa")
        for p in long[1:]:
            await service.join(place, p)
        if n % 2:
            await service.start(place, long[0])
    first = only(await service.games(HERE, ANN), ANN)
    assert first.splitlines()[0] == "Open games on this server (page 1 of 2):"
    assert len(first.splitlines()) == 1 + GAMES_PAGE and "#table-6 " in first
    second = only(await service.games(HERE, ANN, 2), ANN)
    assert second.splitlines()[0] == "Open games on this server (page 2 of 2):"
    assert len(second.splitlines()) == 3
    assert "#table-0 " in second and "#table-1 " in second
    assert only(await service.games(HERE, ANN, "99"), ANN) == second  # the last page
    assert only(await service.games(HERE, ANN, "nonsense"), ANN) == first


async def test_the_games_in_other_languages(service, clock):
    await playing(service, HERE, ANN, BOB)
    clock.now += 300
    czech = Actor("cat", "Cat", locale="cs")
    text = only(await service.games(HERE, czech), czech)
    assert text.startswith("Otevřené hry na tomto serveru (strana 1 z 1):")
    assert "· #usa · hráči: " in text and "(doba čekání: 5 minut)" in text
    hungarian = Actor("cat", "Cat", locale="hu")
    assert "(várakozás: 5 perc)" in only(await service.games(HERE, hungarian), hungarian)


SCRIPT = """\
ann /ttr games
ann /ttr new usa
bob /ttr join
#other cat /ttr new europe
ann /ttr start
bob /ttr games
"""


def test_the_console_names_each_games_channel(tmp_path) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "bot", "console", "--db", str(tmp_path / "db.sqlite3"),
         "--out", str(tmp_path / "out"), "--jsonl", "--seed", "3", "--no-pictures"],
        input=SCRIPT, cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode == 0, run.stderr
    replies = [json.loads(line) for line in run.stdout.splitlines()]
    none, listed = [r for r in replies if r["ephemeral"]]
    assert none["to"] == "@ann" and "Start one in a channel with /ttr new." in none["text"]
    assert listed["to"] == "@bob"
    lines = listed["text"].splitlines()
    # the game started after the other table opened: it changed last
    assert lines[1].startswith("#1 · Ticket to Ride (USA) · #general · players: ")
    assert "turn: " in lines[1] and "(waiting: " in lines[1]
    assert lines[2] == "#2 · Ticket to Ride: Europe · #other · lobby: 1/5 seated (cat)"
