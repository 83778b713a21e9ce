"""Every move of every game made with clicks alone, through discord.py's full dispatch
(the offline fake Discord of test_discord_dispatch): two people play whole games, each
move the one the computer would make in their place, made only with the board's buttons,
the private menus those buttons open, and the menus of their hand messages."""

from __future__ import annotations

from typing import Any

import pytest

from bot.i18n import say
from bot.kinds.board.reading import cards_arg
from bot.kinds.board.words import cards as cards_phrase
from bot.replies import Actor, Channel, parse_custom_id
from bot.service import Table
from engine.cards import format_cards
from engine.maps import load_map
from engine.naming import fold
from tests.test_discord_dispatch import (
    ANN,
    BOB,
    CHANNEL_ID,
    EPHEMERAL,
    GUILD_ID,
    NAMES,
    Harness,
    make_bot,
    new_service,
    record_of,
    rig,
    state_of,
    walk_components,
)
from tests.test_discord_dispatch import fakes as fakes  # the fixtures
from tests.test_discord_dispatch import store as store

HERE = Channel(str(GUILD_ID), str(CHANNEL_ID))


class Player:
    """One person at the table, clicking; remembers the private messages they were
    shown (direct messages and ephemeral answers)."""

    def __init__(self, h: Harness, user: int) -> None:
        self.h = h
        self.user = user
        self.private: list[int] = []  # message ids, oldest first
        self.clicks = 0

    async def click(self, message: dict[str, Any], custom_id: str,
                    values: list[str] | None = None) -> None:
        since = len(self.h.fake.versions)
        await self.h.click(self.user, message, custom_id, values)
        self.clicks += 1

        for data in self.h.fake.versions[since:]:
            mid = int(data["id"])
            if data["flags"] & EPHEMERAL and "guild_id" in data and mid not in self.private:
                self.private.append(mid)

    def messages(self) -> list[dict[str, Any]]:
        """The private messages they can see, newest first (DMs and ephemeral ones)."""
        dms = [int(m["id"]) for m in self.h.fake.dms(self.user)]
        ids = sorted(set(self.private) | set(dms), reverse=True)
        return [self.h.fake.messages[i] for i in ids if i not in self.h.fake.deleted]

    def component(self, prefix: str) -> tuple[dict[str, Any], dict[str, Any]] | None:
        """The newest private message holding a component whose action starts so, with
        that component."""
        for message in self.messages():
            for c in walk_components(message):
                parsed = parse_custom_id(c.get("custom_id", ""))
                if parsed and (parsed[2] == prefix or parsed[2].startswith(prefix + "-")):
                    return message, c
        return None

    def menus(self, prefix: str) -> list[tuple[dict[str, Any], dict[str, Any]]]:
        """Every menu of the newest private message that has one starting so."""
        found = self.component(prefix)
        if found is None:
            return []
        message = found[0]
        return [(message, c) for c in walk_components(message) if c["type"] == 3
                and parse_custom_id(c["custom_id"])[2].startswith(prefix + "-")]

    async def choose(self, prefix: str, pick) -> None:
        """Choose the option `pick(value)` accepts in the menus starting with `prefix`."""
        for message, menu in self.menus(prefix):
            for o in menu["options"]:
                if pick(o["value"]):
                    await self.click(message, menu["custom_id"], [o["value"]])
                    return
        raise AssertionError(f"no {prefix} option fits")


def said_cards(text: str) -> str:
    """Cards as a menu shows them."""
    return say("en", "menu.cards", cards=cards_phrase(cards_arg(text)))


def same_place(value: str, place: str) -> bool:
    return fold(value.split(" with ")[0]) == fold(place)


async def press_board(h: Harness, p: Player, action: str) -> None:
    board = h.board()
    await p.click(board, h.button(board, action))


async def move_by_clicks(h: Harness, p: Player, command: str, args: dict[str, Any]) -> None:
    """Make the move `command args` with clicks only."""
    cards = args.get("cards")
    if command == "draw":
        await press_board(h, p, f"draw-{args['card']}")
    elif command in ("tickets", "pay", "withdraw", "pass"):
        await press_board(h, p, command)
    elif command == "keep":
        names = args["tickets"]
        if names == ["none"]:
            message, button = p.component("keep-none")
            await p.click(message, button["custom_id"])
            return
        found = p.component("keep")
        if found is None:  # the hand message with the menu: ask for it
            await press_board(h, p, "hand")
            found = p.component("keep")
        message, menu = found
        await p.click(message, menu["custom_id"], list(names))
    elif command == "play":
        await press_board(h, p, "hand")
        message, menu = p.component("play")
        shares = [f"{c}:{n}" for n, c in zip(cards.split()[::2], cards.split()[1::2],
                                                strict=True)]
        await p.click(message, menu["custom_id"], shares)
    elif command == "claim":
        await press_board(h, p, "routes")
        route = args["route"]
        menus = p.menus("claim")
        engine_pays = next(o["description"] for _, m in menus for o in m["options"]
                           if same_place(o["value"], route))
        if cards is None or said_cards(cards) in engine_pays:
            await p.choose("claim", lambda v: same_place(v, route))
            return
        if not p.menus("claimalt"):
            message, button = p.component("claimalt")
            await p.click(message, button["custom_id"])
        await p.choose("claimalt", lambda v: same_place(v, route))
        await p.choose("claimpay", lambda v: v == f"{route} with {cards}"
                       or (same_place(v, route) and v.endswith(" with " + cards)))
    elif command == "station":
        await press_board(h, p, "stations")
        city = args["city"]
        _, first = p.menus("station")[0]
        if cards is None or said_cards(cards) in first["placeholder"]:
            await p.choose("station", lambda v: v == city)
            return
        message, menu = p.component("stationpay")
        await p.click(message, menu["custom_id"], [cards])
        await p.choose("stationat", lambda v: v == f"{city} with {cards}")
    else:
        raise AssertionError(f"no clicks for {command}")


@pytest.mark.parametrize("game", ["usa", "europe", "nordic", "cardgame"])
async def test_a_whole_game_by_clicks_alone(store, fakes, game):  # noqa: F811
    h = await make_bot(new_service(store), fakes)

    players = {ANN: Player(h, ANN), BOB: Player(h, BOB)}
    service = h.bot.adapter.service
    await h.slash(ANN, "new", map=game)  # the last typed command: the rest are clicks
    board = h.board()
    await players[BOB].click(board, h.button(board, "join"))
    board = h.board()
    await players[ANN].click(board, h.button(board, "start"))
    moves: dict[str, int] = {}
    while (await record_of(store)).status == "playing":
        version = (await record_of(store)).version
        for user in (ANN, BOB):
            found = await service.suggestion(HERE, Actor(str(user), NAMES[user]))
            if found:
                command, args = found
                if command in ("claim", "station") and args.get("cards"):
                    args = {**args, "cards": format_cards(cards_arg(args["cards"]))}
                await move_by_clicks(h, players[user], command, args)
                moves[command] = moves.get(command, 0) + 1
                break
        assert found, "nobody could move"
        assert (await record_of(store)).version > version, (command, args)
        assert sum(moves.values()) < 3000
    record = await record_of(store)
    assert record.status == "finished"
    assert Table.model_validate_json(record.table).step == sum(moves.values())
    board_moves = {"draw", "keep", "claim"} if game != "cardgame" else {"draw", "play", "keep"}
    assert board_moves <= set(moves), moves



async def started(h: Harness, players: dict[int, Player], game: str) -> None:
    """A table opened, joined and started, tickets kept, all by clicks."""
    await h.slash(ANN, "new", map=game)
    board = h.board()
    await players[BOB].click(board, h.button(board, "join"))
    board = h.board()
    await players[ANN].click(board, h.button(board, "start"))
    for user in (ANN, BOB):
        message, menu = players[user].component("keep")
        await players[user].click(message, menu["custom_id"],
                                  [o["value"] for o in menu["options"]])


async def test_the_rarer_moves_by_clicks_other_payments_stations_tunnels_passing(
        store, fakes):  # noqa: F811
    """The moves a computer seldom makes, each by clicks: a claim paid another way, a
    station paid as the engine picks and one paid another way, a tunnel given up, and a
    pass when nothing else can be done."""
    h = await make_bot(new_service(store), fakes)
    players = {ANN: Player(h, ANN), BOB: Player(h, BOB)}
    await started(h, players, "europe")
    game_map = load_map("europe")

    async def to_move() -> tuple[Player, int]:
        state = await state_of(store)
        name = state.players[state.current].name
        user = ANN if name == "Ann" else BOB
        return players[user], state.current

    # a claim paid another way: Angora - Constantinople (gray, 2) with 1 blue 1 locomotive
    p, seat = await to_move()
    await rig(store, lambda s: (setattr(s.players[seat], "hand", {"red": 2, "blue": 1,
                                                                  "locomotive": 1}),
                                setattr(s, "deck", ["yellow"] * 3 + s.deck)))
    await press_board(h, p, "routes")
    route = "angora-constantinople"
    offered = [o for _, m in p.menus("claim") for o in m["options"]]
    assert any(o["value"] == route and said_cards("2 red") in o["description"]
               for o in offered)  # the engine would pay 2 red
    await p.choose("claimalt", lambda v: v == route)
    await p.choose("claimpay", lambda v: v == f"{route} with 1 blue 1 locomotive")
    state = await state_of(store)
    assert state.owners[game_map.find_track(route)] == seat
    assert state.players[seat].hand == {"red": 2}

    # a station where the engine pays, then one paid another way
    p, seat = await to_move()
    await rig(store, lambda s: setattr(s.players[seat], "hand", {"green": 2, "white": 1}))
    await press_board(h, p, "stations")
    [(_, first)] = p.menus("station")[:1]
    assert said_cards("1 white") in first["placeholder"]  # keeps the green pair
    await p.choose("station", lambda v: v == "wien")
    state = await state_of(store)
    assert "wien" in state.players[seat].station_cities
    assert state.players[seat].hand == {"green": 2}

    p, seat = await to_move()
    await rig(store, lambda s: setattr(s.players[seat], "hand", {"black": 1,
                                                                 "locomotive": 1}))
    await press_board(h, p, "stations")
    message, menu = p.component("stationpay")
    assert {o["value"] for o in menu["options"]} == {"1 black", "1 locomotive"}
    await p.click(message, menu["custom_id"], ["1 locomotive"])
    await p.choose("stationat", lambda v: v == "berlin with 1 locomotive")
    state = await state_of(store)
    assert "berlin" in state.players[seat].station_cities
    assert state.players[seat].hand == {"black": 1}

    # a tunnel that needs more than the hand holds, given up
    p, seat = await to_move()
    tunnel = "erzurum-sochi"
    await rig(store, lambda s: (setattr(s.players[seat], "hand", {"red": 3}),
                                setattr(s, "deck", s.deck + ["red", "red", "red"])))
    await press_board(h, p, "routes")
    await p.choose("claim", lambda v: v == tunnel)
    state = await state_of(store)
    assert state.pending_tunnel is not None and state.current == seat
    await press_board(h, p, "withdraw")
    state = await state_of(store)
    assert state.pending_tunnel is None and state.current != seat
    assert state.players[seat].hand == {"red": 3}

    # the last face-up card taken (the turn ends: nothing else can be drawn); then the
    # other player, without cards, tickets or anything to draw, is offered to pass
    p, drawer = await to_move()

    def nothing_left(s) -> None:
        s.deck, s.discard, s.ticket_deck = [], [], []
        s.face_up = ["white"] + [None] * (len(s.face_up) - 1)
        s.players[seat].hand = {}
    await rig(store, nothing_left)
    await press_board(h, p, "draw-white")
    state = await state_of(store)
    assert state.current == seat and not state.drawn_this_turn
    p, _ = await to_move()
    await press_board(h, p, "pass")
    state = await state_of(store)
    assert state.current == drawer and state.passes_in_a_row == 1
