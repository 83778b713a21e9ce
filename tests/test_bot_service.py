"""The table service: every command, its refusals (each leaving the game exactly as it
was), what each person is told, and that nothing hidden reaches the channel."""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Callable

import pytest

from bot.replies import Actor, Button, Channel, Menu, Reply, User, parse_custom_id
from bot.service import Table, TableService
from bot.store import Change, SqliteStore
from engine import GAMES, GameState, final_view
from engine.maps import load_map

HERE = Channel("guild", "table")
ANN, BOB, CAT = Actor("ann", "Ann"), Actor("bob", "Bob"), Actor("cat", "Cat")
DAN, EVE, FAY = Actor("dan", "Dan"), Actor("eve", "Eve"), Actor("fay", "Fay")
MANAGER = Actor("mod", "Mod", manager=True)


@pytest.fixture
async def service(tmp_path):
    store = SqliteStore(tmp_path / "service.sqlite3")
    await store.open()
    seeds = itertools.count(100)
    yield TableService(store, seeds=lambda: next(seeds), bot_delay=0, turn_limit=None)
    await store.close()


async def snapshot(service: TableService, place: Channel = HERE) -> tuple:
    """Everything stored about the channel's game (to check a refusal changed nothing)."""
    record = await service.store.channel_game(place.guild, place.channel)
    if record is None:
        return (None, await service.store.count_games())
    actions = await service.store.actions(record.id)
    return (record.version, record.status, record.table, record.state, record.due,
            len(actions), await service.store.count_games())


async def table_of(service: TableService, place: Channel = HERE) -> Table:
    record = await service.store.channel_game(place.guild, place.channel)
    return Table.model_validate_json(record.table)


async def game_of(service: TableService, place: Channel = HERE) -> tuple[Table, GameState]:
    record = await service.store.channel_game(place.guild, place.channel)
    return Table.model_validate_json(record.table), GameState.model_validate_json(record.state)


async def rig(service: TableService, change: Callable[[GameState], None],
              place: Channel = HERE) -> None:
    """Set up a position by editing the stored game (as a test fixture would)."""
    record = await service.store.channel_game(place.guild, place.channel)
    state = GAMES[Table.model_validate_json(record.table).game].load(record.state)
    change(state)
    await service.store.save(record.id, record.version, Change(
        status=record.status, table=record.table, state=state.model_dump_json(), due=record.due,
        seat=None, actor="test", action=json.dumps({"command": "rig"})), now=0.0)


def refusal(replies: list[Reply], actor: Actor) -> str:
    """The single ephemeral answer a refused command gives its sender."""
    assert len(replies) == 1, replies
    reply = replies[0]
    assert reply.ephemeral and reply.to == actor.user
    return reply.text


async def refused(service: TableService, call, actor: Actor, place: Channel = HERE) -> str:
    before = await snapshot(service, place)
    text = refusal(await call, actor)
    assert await snapshot(service, place) == before
    return text


def actor_of(table: Table, seat: int) -> Actor:
    s = table.seats[seat]
    return Actor(s.user, s.name)


async def playing(service: TableService, game: str = "usa",
                  people: tuple[Actor, ...] = (ANN, BOB), computers: int = 0) -> None:
    """A started game whose people have all kept their tickets."""
    await service.new(HERE, people[0], game)
    for p in people[1:]:
        await service.join(HERE, p)
    for _ in range(computers):
        await service.addbot(HERE, people[0])
    await service.start(HERE, people[0])
    await service.run_due()
    for p in people:
        command, args = await service.suggestion(HERE, p)
        assert command == "keep"
        await service.play(HERE, p, command, args)
    await service.run_due()


async def current(service: TableService) -> tuple[Actor, Actor]:
    """The person whose move it is, and another person."""
    table, state = await game_of(service)
    me = actor_of(table, state.current)
    other = next(actor_of(table, i) for i, s in enumerate(table.seats)
                 if i != state.current and s.user)
    return me, other


# --- the lobby ----------------------------------------------------------------------------


async def test_new_opens_a_lobby_with_the_host_seated(service):
    replies = await service.new(HERE, ANN, "usa")
    assert [r.to for r in replies] == [HERE]
    assert "Ann opened a table for Ticket to Ride (USA)" in replies[0].text
    assert "Seats 1/5: Ann." in replies[0].text
    assert [c.command for c in replies[0].components] == [
        "/ttr join", "/ttr leave", "/ttr addbot", "/ttr start"]
    assert replies[0].status == "lobby"
    table = await table_of(service)
    assert table.host == "ann" and [s.user for s in table.seats] == ["ann"]


async def test_new_refusals(service):
    assert "I don't know the game “chess”" in await refused(
        service, service.new(HERE, ANN, "chess"), ANN)
    assert "not a turn time limit" in await refused(
        service, service.new(HERE, ANN, "usa", turn_limit="soon"), ANN)
    assert "does not apply to Ticket to Ride (USA)" in await refused(
        service, service.new(HERE, ANN, "usa", private_pile="yes"), ANN)
    await service.new(HERE, ANN, "usa")
    assert "already a game in this channel" in await refused(
        service, service.new(HERE, BOB, "europe"), BOB)


async def test_turn_limits_are_read_in_minutes_or_with_a_unit(service):
    await service.new(HERE, ANN, "usa", turn_limit="90s")
    await service.new(Channel("guild", "b"), ANN, "usa", turn_limit="5")
    await service.new(Channel("guild", "c"), ANN, "usa", turn_limit="off")
    limits = [(await table_of(service, Channel("guild", c))).options.turn_limit
              for c in ("table", "b", "c")]
    assert limits == [90, 300, None]


async def test_join_leave_and_the_full_table(service):
    await service.new(HERE, ANN, "usa")
    assert "There is no game in this channel" in await refused(
        service, service.join(Channel("guild", "empty"), BOB), BOB, Channel("guild", "empty"))
    replies = await service.join(HERE, BOB)
    assert "Bob joined the table." in replies[0].text
    assert "You already have a seat" in await refused(service, service.join(HERE, BOB), BOB)
    for p in (CAT, DAN, EVE):
        await service.join(HERE, p)
    assert "The table is full (5 players)." in await refused(
        service, service.join(HERE, FAY), FAY)
    assert "You are not playing" in await refused(service, service.leave(HERE, FAY), FAY)
    replies = await service.leave(HERE, CAT)
    assert "Cat left the table." in replies[0].text
    await service.join(HERE, FAY)
    assert [s.user for s in (await table_of(service)).seats] == [
        "ann", "bob", "dan", "eve", "fay"]


async def test_same_names_are_told_apart(service):
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, Actor("ann2", "Ann"))
    assert [s.name for s in (await table_of(service)).seats] == ["Ann", "Ann (2)"]


async def test_addbot_and_start_belong_to_the_host(service):
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    assert "Only the host (Ann)" in await refused(service, service.addbot(HERE, BOB), BOB)
    assert "no computer player “clever”" in await refused(
        service, service.addbot(HERE, ANN, "clever"), ANN)
    replies = await service.addbot(HERE, ANN, "random")
    assert "Ada (computer, random) took a seat." in replies[0].text
    assert "Only the host (Ann)" in await refused(service, service.start(HERE, BOB), BOB)
    replies = await service.start(HERE, ANN)
    assert replies[0].status == "playing"
    assert "Ann joined" not in replies[0].text and "begins! Seat order:" in replies[0].text
    table, state = await game_of(service)
    assert sorted(s.name for s in table.seats) == ["Ada", "Ann", "Bob"]
    assert [p.name for p in state.players] == [s.name for s in table.seats]
    assert table.seats[[s.name for s in table.seats].index("Ada")].computer == "random"
    assert "already started" in await refused(service, service.join(HERE, CAT), CAT)
    assert "already started" in await refused(service, service.start(HERE, ANN), ANN)


async def test_start_needs_enough_players(service):
    await service.new(HERE, ANN, "usa")
    assert "needs at least 2 players; there is 1" in await refused(
        service, service.start(HERE, ANN), ANN)
    await service.new(Channel("guild", "n"), ANN, "nordic")
    for p in (BOB, CAT):
        await service.join(Channel("guild", "n"), p)
    assert "full (3 players)" in await refused(
        service, service.join(Channel("guild", "n"), DAN), DAN, Channel("guild", "n"))


async def test_seat_order_is_drawn_from_the_seed(tmp_path):
    orders = set()
    for seed in range(6):
        store = SqliteStore(tmp_path / f"order{seed}.sqlite3")
        await store.open()
        service = TableService(store, seeds=lambda seed=seed: seed, turn_limit=None)
        await service.new(HERE, ANN, "usa")
        for p in (BOB, CAT, DAN):
            await service.join(HERE, p)
        await service.start(HERE, ANN)
        orders.add(tuple(s.user for s in (await table_of(service)).seats))
        await store.close()
    assert len(orders) > 1


async def test_the_host_keeps_host_rights_after_leaving_the_lobby(service):
    await service.new(HERE, ANN, "usa")
    await service.addbot(HERE, ANN)
    await service.addbot(HERE, ANN)
    await service.leave(HERE, ANN)
    replies = await service.start(HERE, ANN)
    assert replies[0].status == "playing"
    assert all(s.user is None for s in (await table_of(service)).seats)


async def test_abort_frees_the_channel(service):
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    assert "Only the host" in await refused(service, service.abort(HERE, BOB), BOB)
    replies = await service.abort(HERE, MANAGER)
    assert "Mod ended the game here without a result." in replies[0].text
    assert replies[0].status == "aborted"
    assert "There is no game in this channel" in await refused(
        service, service.abort(HERE, ANN), ANN)
    assert (await service.new(HERE, BOB, "europe"))[0].status == "lobby"


# --- moves --------------------------------------------------------------------------------


async def test_moves_need_a_started_game_and_a_seat(service):
    assert "There is no game in this channel" in await refused(
        service, service.play(HERE, ANN, "draw", {"card": "deck"}), ANN)
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    assert "has not started yet" in await refused(
        service, service.play(HERE, ANN, "draw", {"card": "deck"}), ANN)
    await service.start(HERE, ANN)
    assert "You are not playing in this game." in await refused(
        service, service.play(HERE, CAT, "tickets"), CAT)
    assert "no command “fly”" in await refused(service, service.play(HERE, ANN, "fly"), ANN)


async def test_choosing_tickets_at_the_start(service):
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    replies = await service.start(HERE, ANN)
    dms = [r for r in replies if not r.public]
    assert sorted(r.to.id for r in dms) == ["ann", "bob"]
    assert all(not r.ephemeral and isinstance(r.components[0], Menu) for r in dms)
    _, state = await game_of(service)
    table, _ = await game_of(service)
    ann = table.seat_of("ann")
    game_map = load_map("usa")
    offered = [game_map.tickets[t].name for t in state.players[ann].offered]
    menu = next(r for r in dms if r.to.id == "ann").components[0]
    assert [o.value for o in menu.options] == offered and menu.min_values == 2
    assert "Choose which tickets to keep first" in await refused(
        service, service.play(HERE, ANN, "draw", {"card": "deck"}), ANN)
    assert "Keep at least 2 tickets." in await refused(
        service, service.play(HERE, ANN, "keep", {"tickets": offered[0]}), ANN)
    assert "There is no ticket “atlantis-boston”" in await refused(
        service, service.play(HERE, ANN, "keep", {"tickets": "atlantis-boston"}), ANN)
    not_offered = next(t.name for i, t in enumerate(game_map.tickets)
                       if i not in state.players[ann].offered)
    assert "only keep tickets you were offered" in await refused(
        service, service.play(HERE, ANN, "keep", {"tickets": [offered[0], not_offered]}), ANN)
    replies = await service.play(HERE, ANN, "keep", {"tickets": offered[:2]})
    assert "Ann kept 2 tickets and returned 1." in replies[0].text
    assert "Waiting for Bob to choose their tickets." in replies[0].text
    _, after = await game_of(service)
    assert after.players[ann].tickets == state.players[ann].offered[:2]


async def test_not_your_turn_and_a_draw_from_the_deck(service):
    await playing(service)
    me, other = await current(service)
    assert "It is not your turn; it is " + me.name in await refused(
        service, service.play(HERE, other, "draw", {"card": "deck"}), other)
    table, before = await game_of(service)
    seat = table.seat_of(me.id)
    replies = await service.play(HERE, me, "draw", {"card": "deck"})
    _, after = await game_of(service)
    drawn = [c for c in after.players[seat].hand
             if after.players[seat].hand[c] > before.players[seat].hand.get(c, 0)]
    assert sum(after.players[seat].hand.values()) == sum(before.players[seat].hand.values()) + 1
    channel = [r for r in replies if r.public]
    assert f"{me.name} drew a card from the deck." in channel[0].text
    assert f"{me.name} draws a second card." in channel[0].text
    assert channel[0].board
    dm = [r for r in replies if r.to == me.user]
    assert len(dm) == 1 and not dm[0].ephemeral
    assert f"You drew a {drawn[0]} card" in dm[0].text or "You drew a locomotive" in dm[0].text
    assert all(r.to != other.user for r in replies)  # nothing of theirs changed
    # the board's buttons now offer the second card only (no tickets)
    commands = [c.command for c in channel[0].components]
    assert "/ttr tickets" not in commands and "/ttr draw deck" in commands


async def test_a_face_up_card_and_the_locomotive_rule(service):
    await playing(service)
    me, _ = await current(service)
    _, state = await game_of(service)
    colours = [c for c in state.face_up if c != "locomotive"]
    missing = next(c for c in ("red", "blue", "green", "black", "white", "orange", "yellow",
                               "purple") if c not in state.face_up)
    article = "an" if missing == "orange" else "a"
    assert f"None of the face-up cards is {article} {missing} card." in await refused(
        service, service.play(HERE, me, "draw", {"card": missing}), me)
    assert "There is no card “pinkish”" in await refused(
        service, service.play(HERE, me, "draw", {"card": "pinkish"}), me)
    replies = await service.play(HERE, me, "draw", {"card": colours[0]})
    assert f"took {'an' if colours[0] == 'orange' else 'a'} {colours[0]} card" in replies[0].text

    def locomotive_face_up(s: GameState) -> None:
        s.face_up[0] = "locomotive"
    await rig(service, locomotive_face_up)
    assert "A face-up locomotive cannot be your second card." in await refused(
        service, service.play(HERE, me, "draw", {"card": "locomotive"}), me)


def give(seat: int, hand: dict[str, int], trains: int | None = None):
    def change(state: GameState) -> None:
        state.players[seat].hand = dict(hand)
        if trains is not None:
            state.players[seat].trains = trains
    return change


async def test_claiming_a_route_without_a_payment_lets_the_engine_pay(service):
    await playing(service)
    me, other = await current(service)
    table, _ = await game_of(service)
    seat = table.seat_of(me.id)
    await rig(service, give(seat, {"red": 2, "blue": 3, "locomotive": 1}))
    game_map = load_map("usa")
    assert "There is no route “atlantis-boston”" in await refused(
        service, service.play(HERE, me, "claim", {"route": "atlantis-boston"}), me)
    # Kansas City - Oklahoma City is a gray double route of length 2
    assert "You cannot pay for" in await refused(service, service.play(
        HERE, me, "claim", {"route": "kansas_city-oklahoma_city", "color": "green"}), me)
    assert "Those cards don't pay for" in await refused(service, service.play(
        HERE, me, "claim", {"route": "kansas_city-oklahoma_city", "cards": "1 red 1 blue"}), me)
    assert "You don't have those cards" in await refused(service, service.play(
        HERE, me, "claim", {"route": "kansas_city-oklahoma_city", "cards": "2 green"}), me)
    # red or blue would do: the engine keeps the blue set whole and pays the two reds
    replies = await service.play(HERE, me, "claim", {"route": "kansas city oklahoma city"})
    assert (f"{me.name} claimed Kansas City – Oklahoma City (gray) with 2 red cards (+2)."
            in replies[0].text)
    _, state = await game_of(service)
    track = game_map.find_track("kansas_city-oklahoma_city")
    assert state.owners[track] == seat
    assert state.players[seat].hand == {"blue": 3, "locomotive": 1}
    assert (state.players[seat].trains, state.players[seat].route_points) == (43, 2)
    # the other player may not take the second track with two players
    await rig(service, give(1 - seat, {"red": 2}))
    text = await refused(service, service.play(
        HERE, other, "claim", {"route": "kansas_city-oklahoma_city", "color": "red"}), other)
    assert "only one track of Kansas City – Oklahoma City (gray) may be used" in text


async def test_a_coloured_route_needs_no_colour_and_trains_are_counted(service):
    await playing(service)
    me, _ = await current(service)
    table, _ = await game_of(service)
    seat = table.seat_of(me.id)
    await rig(service, give(seat, {"yellow": 6, "locomotive": 2}, trains=2))
    # Seattle - Helena is 6 yellow: too long for 2 trains
    assert "needs 6 trains; you have 2" in await refused(
        service, service.play(HERE, me, "claim", {"route": "seattle-helena"}), me)
    await rig(service, give(seat, {"red": 3}, trains=45))
    assert ("You don't have the cards to pay for Helena – Seattle: 6 yellow cards more "
            "would do.") in await refused(
        service, service.play(HERE, me, "claim", {"route": "seattle-helena"}), me)
    # the payment keeps the locomotives when the colour suffices
    await rig(service, give(seat, {"yellow": 6, "locomotive": 2}))
    replies = await service.play(HERE, me, "claim", {"route": "helena-seattle"})
    assert f"{me.name} claimed Helena – Seattle with 6 yellow cards (+15)." in replies[0].text
    _, state = await game_of(service)
    assert state.players[seat].hand == {"locomotive": 2}


async def test_the_last_turn_ends_the_game_and_reveals_the_tickets(service):
    await playing(service, computers=0)
    me, other = await current(service)
    seat = (await table_of(service)).seat_of(me.id)

    def last_turns(s: GameState) -> None:
        s.final_turns_left = 1
    await rig(service, last_turns)
    replies = await service.play(HERE, me, "draw", {"card": "deck"})
    replies = await service.play(HERE, me, "draw", {"card": "deck"})
    channel = [r for r in replies if r.public]
    assert channel[-1].status == "finished"
    assert "Final scores:" in channel[0].text and " wins!" in channel[0].text
    _, final = await game_of(service)
    game_map = load_map("usa")
    text = "".join(r.text for r in channel)
    for t in final.players[seat].tickets:
        ticket = game_map.tickets[t]
        assert (f"{game_map.city_ids[ticket.a].name} – {game_map.city_ids[ticket.b].name} "
                f"({ticket.points})") in text
    winner = final.players[final_view(final).ranking[0]].name
    assert f"{winner} wins!" in text
    # no move buttons any more: only the host's Rematch
    assert [parse_custom_id(b.custom_id)[2] for b in channel[-1].components] == ["rematch"]
    assert "This game is over." in await refused(
        service, service.play(HERE, other, "draw", {"card": "deck"}), other)
    # board and status still show the result to anyone
    board = await service.board(HERE, CAT)
    assert "Final scores:" in board[0].text and board[0].ephemeral


async def test_buttons_carry_no_hidden_data_and_stale_clicks_are_refused(service):
    await playing(service)
    me, other = await current(service)
    channel = (await service.board(HERE, me))[0]
    by_command = {c.command: c for c in channel.components if isinstance(c, Button)}
    deck = by_command["/ttr draw deck"]
    game_id, stamp, action = parse_custom_id(deck.custom_id)
    assert action == "draw-deck" and len(deck.custom_id) <= 100
    assert "You are not playing in this game." in await refused(
        service, service.press(CAT, deck.custom_id), CAT)
    assert "It is not your turn" in await refused(
        service, service.press(other, deck.custom_id), other)
    replies = await service.press(me, deck.custom_id)
    assert replies[0].public and "drew a card from the deck" in replies[0].text
    # a second click on the same (now stale) button does nothing
    assert "earlier moment of the game" in await refused(
        service, service.press(me, deck.custom_id), me)
    fresh = next(c for c in replies[0].components if c.command == "/ttr draw deck")
    assert parse_custom_id(fresh.custom_id)[1] == stamp + 1
    assert (await service.press(me, fresh.custom_id))[0].public
    assert "I don't know that button." in await refused(
        service, service.press(me, "ttr:1:2:fly"), me)
    assert "I don't know that button." in await refused(
        service, service.press(me, "someone-else:42"), me)


async def test_the_keep_menu_works_while_others_act(service):
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    replies = await service.start(HERE, ANN)
    menus = {r.to.id: r.components[0] for r in replies if not r.public}
    # Bob keeps first; Ann's menu, sent before, still works
    await service.press(BOB, menus["bob"].custom_id,
                        [o.value for o in menus["bob"].options][:2])
    replies = await service.press(ANN, menus["ann"].custom_id,
                                  [o.value for o in menus["ann"].options])
    assert "Ann kept 3 tickets and returned 0." in replies[0].text
    assert "plays first." in replies[0].text


async def test_hand_is_private_and_board_and_status_are_for_anyone(service):
    await playing(service)
    hand = await service.hand(HERE, ANN)
    assert len(hand) == 1 and hand[0].ephemeral and hand[0].to == ANN.user
    assert "Your cards (4):" in hand[0].text
    assert re.search(r"Your [23] tickets:", hand[0].text)
    assert "not playing" in refusal(await service.hand(HERE, CAT), CAT)
    status = await service.status(HERE, CAT)
    assert status[0].ephemeral and "Ticket to Ride (USA) · in play" in status[0].text
    assert "Ann: 0 points, 45 trains, 4 cards" in status[0].text
    board = await service.board(HERE, CAT)
    assert board[0].ephemeral and "Turn 1:" in board[0].text
    assert "/ttr hand" in [c.command for c in board[0].components]


async def test_rules_and_help(service):
    assert "Which game?" in refusal(await service.rules(HERE, ANN), ANN)
    rules = await service.rules(HERE, ANN, "europe")
    assert all(r.ephemeral and len(r.text) <= 2000 for r in rules)
    assert "Tunnels:" in "".join(r.text for r in rules)
    await service.new(HERE, ANN, "nordic")
    assert "Nordic Countries" in (await service.rules(HERE, BOB))[0].text
    text = "\n".join(r.text for r in await service.help(BOB))  # (in pieces that fit)
    assert "/ttr claim <route> [color] [cards]" in text and "/ttr abort" in text
    assert "/ttr tournament-create [map] [format] [rounds] [size]" in text


async def test_hint_suggests_a_command_for_the_player_only(service):
    await playing(service)
    me, other = await current(service)
    replies = await service.hint(HERE, me)
    assert replies[0].ephemeral and replies[0].text.startswith("The computer would play: /ttr")
    assert (await service.hint(HERE, other))[0].text == "You have no move to make now."


async def test_channel_messages_use_the_server_language(service, monkeypatch):
    from bot.i18n import format as i18n_format

    monkeypatch.setitem(i18n_format.CATALOGUES, "pl", {
        "lobby.joined": "{player} dołączył(a) do stołu.", "language.set": "Język: polski."})
    assert "Only a server manager" in refusal(
        await service.set_language(HERE, ANN, "pl"), ANN)
    assert "I don't speak “tlh”" in refusal(
        await service.set_language(HERE, MANAGER, "tlh"), MANAGER)
    replies = await service.set_language(HERE, MANAGER, "pl")
    assert replies[0].text == "Język: polski."
    await service.new(HERE, ANN, "usa")
    replies = await service.join(HERE, Actor("bob", "Bob", locale="en-US"))
    assert replies[0].locale == "pl" and "Bob dołączył(a) do stołu." in replies[0].text
    # a personal answer is in the person's own language
    assert refusal(await service.join(HERE, Actor("bob", "Bob", locale="en-US")),
                   Actor("bob", "Bob")).startswith("You already have a seat")


async def test_threads_are_a_server_setting_for_managers(service):
    assert await service.threads_on(HERE.guild)  # on unless turned off
    assert "Only a server manager" in refusal(await service.set_threads(HERE, ANN, "off"), ANN)
    assert refusal(await service.set_threads(HERE, MANAGER, "maybe"), MANAGER) == \
        "“maybe” is not a value for threads."
    assert await service.threads_on(HERE.guild)
    [said] = await service.set_threads(HERE, MANAGER, "off")
    assert said.to == HERE and said.text.startswith("Mod turned threads off")
    assert not await service.threads_on(HERE.guild)
    assert await service.threads_on("another server")
    await service.set_threads(HERE, MANAGER, "on")
    assert await service.threads_on(HERE.guild)


async def test_nothing_hidden_reaches_the_channel_or_another_player(service):
    """A whole game with two people and a computer: the channel and each person see no
    ticket or card of anyone else until the final reveal."""
    await service.new(HERE, ANN, "europe")
    await service.join(HERE, BOB)
    await service.addbot(HERE, ANN)
    replies = await service.start(HERE, ANN)
    game_map = load_map("europe")
    from bot.i18n import say
    from bot.kinds.board.words import ticket

    def check(replies: list[Reply], table: Table, state: GameState) -> None:
        if state.phase == "finished":
            return
        for r in replies:
            for seat, p in enumerate(state.players):
                if isinstance(r.to, User) and table.seats[seat].user == r.to.id:
                    continue
                for t in [*p.tickets, *p.offered]:
                    assert say("en", ticket(game_map, t)) not in r.text, (r.to, seat)
            if r.public:
                assert "Your cards" not in r.text and "You drew" not in r.text
                assert not any(i.name.startswith("hand-") for i in r.images)

    for _ in range(600):
        table, state = await game_of(service)
        check(replies, table, state)
        if state.phase == "finished":
            break
        replies = await service.run_due()
        if replies:
            continue
        for person in (ANN, BOB):
            found = await service.suggestion(HERE, person)
            if found:
                replies = await service.play(HERE, person, *found)
                break
    assert state.phase == "finished"
