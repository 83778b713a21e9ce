"""A person who left a game in progress loses their seat's private things at once: their
hand message says they left (no cards, no menus), and a menu of the seat still on their
screen (Claim a route, which shows the seat's payments) is refused."""

from __future__ import annotations

import json

import pytest

from bot.replies import Actor, Button, Channel
from bot.service import TableService
from bot.store import SqliteStore

HERE = Channel("guild", "left")
ANN, BOB = Actor("ann", "Ann"), Actor("bob", "Bob")


@pytest.fixture
async def service(tmp_path):
    store = SqliteStore(tmp_path / "left.sqlite3")
    await store.open()
    yield TableService(store, bot_delay=60, seeds=lambda: 8, turn_limit=None)
    await store.close()


async def test_a_player_who_left_loses_the_seats_menus_at_once(service):
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    board = []
    for who in (ANN, BOB):
        board = await service.play(HERE, who, *await service.suggestion(HERE, who))
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    who = [ANN, BOB][json.loads(record.state)["current"]]  # the one to move
    routes = next(c for r in board for c in r.components
                  if isinstance(c, Button) and c.custom_id.endswith(":routes"))
    shown = await service.press(who, routes.custom_id, (), HERE)
    assert shown[0].components  # the menu of routes they may claim, with its payments
    left = await service.leave(HERE, who)
    private = [r for r in left if r.to == who.user]
    assert [(r.text, r.components, r.hand) for r in private] == [(
        "You left this game: the computer plays your seat, and its cards are no longer shown "
        "to you.", (), True)]
    refused = await service.press(who, routes.custom_id, (), HERE)
    assert [(r.text, r.components, r.ephemeral) for r in refused] == [
        ("You are not playing in this game.", (), True)]
    assert (await service.hand(HERE, who))[0].text == "You are not playing in this game."
