"""Tickets, routes and cities are read by their printed names with spaces, any case,
no accents, with or without the hyphen; "did you mean" quotes the whole text typed and
offers names from the game's own map; a claim refused for cards says which are missing."""

from __future__ import annotations

import io

import pytest

from bot.console import Console
from bot.console.lines import parse_line
from bot.console.printer import Printer
from bot.i18n import say
from bot.replies import Actor, Channel
from bot.service import TableService
from bot.store import SqliteStore
from bot.table import load_game
from engine import RULESETS, can_pay_route, fold, load_map, split_cities, split_route
from engine.payments import shortfall

HERE = Channel("console", "general")


@pytest.fixture
async def table(tmp_path):
    store = SqliteStore(tmp_path / "names.sqlite3")
    await store.open()
    service = TableService(store, seeds=lambda: 3, bot_delay=0, turn_limit=None)
    yield service, tmp_path
    await store.close()


async def opened(service, tmp_path, game: str, locale: str = "en") -> Console:
    console = Console(service, Printer(tmp_path, stream=io.StringIO()), locale=locale)
    for text in (f"ann /ttr new {game}", "bob /ttr join", "ann /ttr start"):
        await console.run_line(text)
    return console


async def playing(service, tmp_path):
    """A USA console game past the first ticket choice, and the game as it stands."""
    console = await opened(service, tmp_path, "usa")
    for who in ("ann", "bob"):
        actor = Actor(who, who)
        command, args = await service.suggestion(HERE, actor)
        await service.play(HERE, actor, command, args)
    return console, load_game(await service.store.channel_game(HERE.guild, HERE.channel))


async def say_line(console: Console, text: str) -> str:
    replies = await console.dispatch(parse_line(text), HERE)
    return replies[0].text


def printed(game_map, ticket: int, spaced: bool) -> str:
    t = game_map.tickets[ticket]
    a, b = (game_map.city_ids[c].name for c in (t.a, t.b))
    return f"{a} - {b}" if spaced else f"{fold(a).upper()} {b}"


def test_names_with_spaces_short_words_and_no_hyphen():
    usa = load_map("usa")
    assert split_route(usa, "St Louis Chicago")[:2] == ("saint_louis", "chicago")
    assert split_route(usa, "st. louis - CHICAGO red") == ("saint_louis", "chicago", ["red"])
    assert split_cities(usa, "Los Angeles - Miami Denver El Paso")[0] == [
        "los_angeles", "miami", "denver", "el_paso"]
    assert split_cities(usa, "denver " * 5000) is None  # far too long: no reading


async def test_tickets_kept_by_their_printed_names(table):
    service, tmp = table
    console = await opened(service, tmp, "usa")
    game = load_game(await service.store.channel_game(HERE.guild, HERE.channel))
    game_map = load_map("usa")
    for seat, who in enumerate(s.user for s in game.table.seats):
        offered = game.state.players[seat].offered
        names = " ".join(printed(game_map, t, spaced=seat == 0) for t in offered)
        text = await say_line(console, f"{who} /ttr keep {names}")
        assert "no ticket" not in text, text
    state = load_game(await service.store.channel_game(HERE.guild, HERE.channel)).state
    assert all(not p.offered and len(p.tickets) >= 2 for p in state.players)


async def test_an_unknown_ticket_is_quoted_whole(table):
    service, tmp = table
    console = await opened(service, tmp, "usa")
    text = await say_line(console, "ann /ttr keep Los Angeles - Mami")
    assert text == say("en", "error.unknown_ticket", ticket="Los Angeles - Mami")


@pytest.mark.parametrize("locale", ["en", "cs", "pl", "hu"])
async def test_did_you_mean_quotes_the_whole_text_from_the_games_own_map(table, locale):
    service, tmp = table
    console = await opened(service, tmp, "europe", locale)
    text = await say_line(console, "ann /ttr claim Berln Wein")
    assert "Berln Wein" in text and "Berlin – Wien" in text
    text = await say_line(console, "ann /ttr claim Xyzzy Plugh")
    assert "Xyzzy Plugh" in text and "seattle" not in text
    assert "amsterdam-bruxelles" in text  # a route of Europe


async def test_a_claim_refused_for_cards_names_the_missing_ones(table):
    service, tmp = table
    console, game = await playing(service, tmp)
    state = game.state
    mover = game.table.seats[state.current].user
    have = state.players[state.current].hand.get("red", 0)
    text = await say_line(console, f"{mover} /ttr claim seattle-portland with {have + 2} red")
    assert "missing" in text and "2 red cards" in text, text


async def test_a_claim_the_hand_cannot_pay_says_what_more_would_do(table):
    service, tmp = table
    console, game = await playing(service, tmp)
    state, usa = game.state, load_map("usa")
    hand = state.players[state.current].hand
    track = next(t for t, r in enumerate(usa.routes)
                 if r.length == 6 and not can_pay_route(RULESETS["usa"], r, hand))
    short = shortfall(RULESETS["usa"], usa.routes[track], hand)
    assert short and can_pay_route(RULESETS["usa"], usa.routes[track], {
        c: hand.get(c, 0) + short.get(c, 0) for c in {*hand, *short}})
    mover = game.table.seats[state.current].user
    text = await say_line(console, f"{mover} /ttr claim {usa.track_name(track)}")
    assert "more would do" in text, text
