"""The console reaches everything a Discord player can: the rematch offered at the end,
the routes behind "Claim a route" (`/ttr claim` alone lists those the player can pay
for), every menu by the press that clicks it, and pictures never overwritten by
another's under the same name."""

from __future__ import annotations

import io

import pytest

from bot.console import Console
from bot.console.lines import parse_line
from bot.console.printer import Printer
from bot.replies import Actor, Channel, Picture, Reply
from bot.service import TableService
from bot.store import SqliteStore
from bot.table import load_game

HERE = Channel("console", "general")


@pytest.fixture
async def console(tmp_path):
    store = SqliteStore(tmp_path / "reach.sqlite3")
    await store.open()
    service = TableService(store, seeds=lambda: 4, bot_delay=0, turn_limit=None)
    out = io.StringIO()
    yield Console(service, Printer(tmp_path / "out", stream=out)), out
    await store.close()


async def test_rematch_typed_at_the_console_opens_the_rematch(console):
    console, out = console
    for text in ("ann /ttr new usa", "ann /ttr addbot", "ann /ttr start",
                 "ann /ttr seat ann computer"):
        await console.run_line(text)
    await console.service.drain(console.scheduled, sleep=lambda s: _nothing())
    assert await console.status("general") == "finished"
    assert "/ttr rematch" in out.getvalue()
    replies = await console.dispatch(parse_line("ann /ttr rematch"), HERE)
    assert not replies[0].ephemeral, replies[0].text
    assert await console.status("general") == "lobby"


async def _nothing() -> None:
    return None


async def test_claim_alone_lists_the_routes_the_player_can_pay_for(console):
    console, out = console
    service = console.service
    for text in ("ann /ttr new europe", "bob /ttr join", "ann /ttr start"):
        await console.run_line(text)
    for who in ("ann", "bob"):
        actor = Actor(who, who)
        command, args = await service.suggestion(HERE, actor)
        await service.play(HERE, actor, command, args)
    game = load_game(await service.store.channel_game(HERE.guild, HERE.channel))
    mover = game.table.seats[game.state.current].user
    out.truncate(0)
    await console.run_line(f"{mover} /ttr claim")
    shown = out.getvalue()
    assert "Please say which route" not in shown
    menu = next(line for line in shown.splitlines() if "[menu] /ttr claim" in line)
    route = menu.split("[menu] /ttr claim ")[1].split(" | ")[0].split(" (")[0]
    press = menu.rsplit("(/ttr press ", 1)[1].split()[0]
    replies = await console.dispatch(parse_line(f"{mover} /ttr press {press} {route}"), HERE)
    assert not replies[0].ephemeral  # the route is claimed, for everyone to see
    assert load_game(await service.store.channel_game(HERE.guild, HERE.channel)).table.step \
        == game.table.step + 1


async def test_pictures_of_the_same_name_never_overwrite_another(tmp_path):
    stream = io.StringIO()
    printer = Printer(tmp_path, stream=stream)
    to = Channel("console", "general")
    await printer([Reply(to=to, text="a", locale="en",
                         images=(Picture("rating-usa.png", b"first"),))])
    await printer([Reply(to=to, text="b", locale="en",
                         images=(Picture("rating-usa.png", b"second"),))])
    await printer([Reply(to=to, text="c", locale="en",
                         images=(Picture("rating-usa.png", b"first"),))])
    assert (tmp_path / "rating-usa.png").read_bytes() == b"first"
    assert (tmp_path / "rating-usa-2.png").read_bytes() == b"second"
    lines = [line for line in stream.getvalue().splitlines() if "[picture]" in line]
    assert [line.rsplit("/", 1)[1] for line in lines] == [
        "rating-usa.png", "rating-usa-2.png", "rating-usa.png"]
