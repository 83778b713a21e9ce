"""Europe through the table service: tunnels (pay or withdraw), stations and ferries,
with exact cards moved and refusals that change nothing."""

from __future__ import annotations

import itertools
import json

import pytest

from bot.replies import Actor, Button, Channel
from bot.service import Table, TableService
from bot.store import Change, SqliteStore
from engine import GAMES, GameState
from engine.maps import load_map

HERE = Channel("guild", "europe")
ANN, BOB = Actor("ann", "Ann"), Actor("bob", "Bob")
MAP = load_map("europe")


@pytest.fixture
async def service(tmp_path):
    store = SqliteStore(tmp_path / "europe.sqlite3")
    await store.open()
    seeds = itertools.count(7)
    service = TableService(store, seeds=lambda: next(seeds), bot_delay=0, turn_limit=None)
    await service.new(HERE, ANN, "europe")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    for person in (ANN, BOB):
        await service.play(HERE, person, *await service.suggestion(HERE, person))
    yield service
    await store.close()


async def game(service: TableService) -> tuple[Table, GameState]:
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    return Table.model_validate_json(record.table), GameState.model_validate_json(record.state)


async def snapshot(service: TableService) -> tuple:
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    return record.version, record.state, len(await service.store.actions(record.id))


async def rig(service: TableService, seat_hand: dict[str, int], deck_top: list[str] = ()
              ) -> tuple[Actor, Actor, int]:
    """The current player gets `seat_hand`; the deck's next cards are `deck_top`."""
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    state = GAMES[Table.model_validate_json(record.table).game].load(record.state)
    table = Table.model_validate_json(record.table)
    seat = state.current
    state.players[seat].hand = dict(seat_hand)
    for card in deck_top:  # the deck is drawn from its end
        state.deck.append(card)
    await service.store.save(record.id, record.version, Change(
        status=record.status, table=record.table, state=state.model_dump_json(), due=record.due,
        seat=None, actor="test", action=json.dumps({"command": "rig"})), now=0.0)
    me = Actor(table.seats[seat].user, table.seats[seat].name)
    other = Actor(table.seats[1 - seat].user, table.seats[1 - seat].name)
    return me, other, seat


async def test_a_tunnel_asks_for_extra_cards_and_takes_them(service):
    me, other, seat = await rig(service, {"red": 5, "locomotive": 1},
                                deck_top=["blue", "locomotive", "red"])
    replies = await service.play(HERE, me, "claim", {"route": "erzurum-sochi"})
    text = replies[0].text
    assert (f"{me.name} tries the tunnel Erzurum – Sochi: turned up 1 blue card, 1 red card, "
            "and 1 locomotive; 2 more cards are needed.") in text
    assert f"{me.name} must pay 2 cards more for the tunnel Erzurum – Sochi" in text
    commands = [c.command for c in replies[0].components if isinstance(c, Button)]
    assert commands == ["/ttr pay", "/ttr withdraw", "/ttr hand"]
    dm = next(r for r in replies if r.to == me.user)
    assert "The tunnel Erzurum – Sochi needs 2 cards more" in dm.text
    before = await snapshot(service)
    refused = await service.play(HERE, me, "draw", {"card": "deck"})
    assert "Pay for your tunnel or give it up first" in refused[0].text
    refused = await service.play(HERE, me, "pay", {"color": "blue"})
    assert "The tunnel needs 2 more cards: red or locomotives, in any mix." in refused[0].text
    assert await snapshot(service) == before
    replies = await service.play(HERE, me, "pay")
    assert f"{me.name} claimed Erzurum – Sochi with 5 red cards (+4)." in replies[0].text
    _, state = await game(service)
    assert state.players[seat].hand == {"locomotive": 1}
    assert state.owners[MAP.find_track("erzurum-sochi")] == seat
    assert state.players[seat].trains == 42
    assert state.current == 1 - seat
    # the three turned-up cards went to the discards with the payment
    assert sorted(state.discard[-8:]) == sorted(["red"] * 5 + ["blue", "red", "locomotive"])


async def test_a_tunnel_can_be_paid_in_locomotives_or_given_up(service):
    me, _, seat = await rig(service, {"red": 3, "locomotive": 2},
                            deck_top=["green", "green", "red"])
    await service.play(HERE, me, "claim", {"route": "sochi-erzurum"})
    replies = await service.play(HERE, me, "pay", {"color": "locomotive"})
    assert (f"{me.name} claimed Erzurum – Sochi with 3 red cards and 1 locomotive (+4)."
            in replies[0].text)
    _, state = await game(service)
    assert state.players[seat].hand == {"locomotive": 1}

    me, _, seat = await rig(service, {"green": 2},
                            deck_top=["green", "green", "green"])
    replies = await service.play(HERE, me, "claim", {"route": "venezia-zurich"})
    assert "3 more cards are needed" in replies[0].text
    assert "You don't have the extra cards for the tunnel" in (
        await service.play(HERE, me, "pay"))[0].text
    replies = await service.play(HERE, me, "withdraw")
    assert (f"{me.name} gave up the tunnel Venezia – Zürich and took the cards back."
            in replies[0].text)
    _, state = await game(service)
    assert state.players[seat].hand == {"green": 2}
    assert MAP.find_track("venezia-zurich") not in state.owners
    assert state.current == 1 - seat


async def test_stations_by_city_name_with_their_rising_cost(service):
    me, other, seat = await rig(service, {"red": 1, "blue": 2, "locomotive": 1})
    replies = await service.play(HERE, me, "station", {"city": "Zürich", "color": "red"})
    assert f"{me.name} built a station in Zürich with 1 red card." in replies[0].text
    _, state = await game(service)
    assert state.players[seat].station_cities == ["zurich"]
    assert state.players[seat].hand == {"blue": 2, "locomotive": 1}
    assert state.players[seat].stations_left == 2

    await rig(service, {"yellow": 3})  # now the other player's turn
    before = await snapshot(service)
    refused = await service.play(HERE, other, "station", {"city": "zurich"})
    assert refused[0].text == "Zürich already has a station."
    refused = await service.play(HERE, other, "station", {"city": "atlantis"})
    assert refused[0].text == "There is no city “atlantis” on this map."
    assert await snapshot(service) == before
    await service.play(HERE, other, "draw", {"card": "deck"})
    await service.play(HERE, other, "draw", {"card": "deck"})

    await rig(service, {"blue": 2, "locomotive": 1})
    replies = await service.play(HERE, me, "station", {"city": "kobenhavn"})
    assert f"{me.name} built a station in København with 2 blue cards." in replies[0].text


async def test_a_ferry_takes_its_locomotives(service):
    me, _, seat = await rig(service, {"locomotive": 2, "white": 1})
    replies = await service.play(HERE, me, "claim", {"route": "london-amsterdam"})
    assert f"{me.name} claimed Amsterdam – London with 2 locomotives (+2)." in replies[0].text
    _, state = await game(service)
    assert state.players[seat].hand == {"white": 1}


async def test_suggestions_put_routes_the_player_can_pay_first(service):
    me, other, seat = await rig(service, {"orange": 3})
    choices = await service.choices(HERE, me, "claim", "route", "")
    assert len(choices) == 25
    payable = [v for _, v in choices[:3]]
    assert "angora-smyrna" in payable
    labels = dict((v, label) for label, v in choices)
    assert labels["angora-smyrna"] == "Angora – Smyrna · 3 orange"
    typed = await service.choices(HERE, me, "claim", "route", "zuri")
    assert typed and all("zurich" in v for _, v in typed)
    colours = await service.choices(HERE, me, "claim", "color", "",
                                    {"route": "angora-smyrna"})
    assert colours == [("orange", "orange")]
    cities = await service.choices(HERE, me, "station", "city", "kob")
    assert cities == [("København", "kobenhavn")]
    assert ("Draw from the deck", "deck") in await service.choices(HERE, other, "draw",
                                                                   "card", "")
