"""The Card Game through the table service: every command and refusal (each refusal
leaving the game exactly as it was), robbing told to the channel and to the robbed
player, menus in the hand message, the On-the-Tracks pile kept secret, save and resume."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable

import pytest

from bot.replies import Actor, Button, Channel, Menu, Reply, User, parse_custom_id
from bot.service import Table, TableService
from bot.store import Change, SqliteStore
from engine import GAMES
from engine.cardgame import CardGameState, load_cardgame

HERE = Channel("guild", "cards")
ANN, BOB, CAT, DAN, EVE = (Actor("ann", "Ann"), Actor("bob", "Bob"), Actor("cat", "Cat"),
                           Actor("dan", "Dan"), Actor("eve", "Eve"))


@pytest.fixture
async def service(tmp_path):
    store = SqliteStore(tmp_path / "cards.sqlite3")
    await store.open()
    seeds = itertools.count(300)
    yield TableService(store, seeds=lambda: next(seeds), bot_delay=0, turn_limit=None)
    await store.close()


async def snapshot(service: TableService) -> tuple:
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    actions = await service.store.actions(record.id)
    return (record.version, record.status, record.table, record.state, len(actions))


async def game_of(service: TableService) -> tuple[Table, CardGameState]:
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    return (Table.model_validate_json(record.table),
            CardGameState.model_validate_json(record.state))


async def rig(service: TableService, change: Callable[[CardGameState], None]) -> None:
    """Set up a position by editing the stored game (as a test fixture would)."""
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    state = GAMES[Table.model_validate_json(record.table).game].load(record.state)
    change(state)
    await service.store.save(record.id, record.version, Change(
        status=record.status, table=record.table, state=state.model_dump_json(), due=record.due,
        seat=None, actor="test", action=json.dumps({"command": "rig"})), now=0.0)


async def refused(service: TableService, call, actor: Actor) -> str:
    """The single ephemeral answer of a refused command, which changed nothing."""
    before = await snapshot(service)
    replies = await call
    assert len(replies) == 1, replies
    assert replies[0].ephemeral and replies[0].to == actor.user
    assert await snapshot(service) == before
    return replies[0].text


def channel(replies: list[Reply]) -> str:
    return "\n".join(r.text for r in replies if r.public)


def to(replies: list[Reply], actor: Actor) -> str:
    return "\n".join(r.text for r in replies if r.to == actor.user)


async def playing(service: TableService, people: tuple[Actor, ...] = (ANN, BOB),
                  computers: int = 0, **options) -> dict[str, int]:
    """A started Card Game whose people kept their tickets; seat of each person by id."""
    await service.new(HERE, people[0], "cardgame", **options)
    for p in people[1:]:
        await service.join(HERE, p)
    for _ in range(computers):
        await service.addbot(HERE, people[0])
    await service.start(HERE, people[0])
    await service.run_due()
    for p in people:
        await service.play(HERE, p, *await service.suggestion(HERE, p))
    table, _ = await game_of(service)
    return {s.user: i for i, s in enumerate(table.seats) if s.user}


async def turn_of(service: TableService, actor: Actor, seats: dict[str, int]) -> None:
    """Make it the actor's turn, at its start."""
    def change(state: CardGameState) -> None:
        state.current = seats[actor.id]
        state.turn_draws = []
    await rig(service, change)


def components(replies: list[Reply], actor: Actor | None = None) -> list:
    return [c for r in replies if (r.public if actor is None else r.to == actor.user)
            for c in r.components]


# --- the lobby and the start ------------------------------------------------------------


async def test_the_card_game_seats_two_to_four_and_takes_the_beginners_option(service):
    replies = await service.new(HERE, ANN, "cardgame", private_pile="yes")
    assert "Ann opened a table for Ticket to Ride: The Card Game." in replies[0].text
    assert "Seats 1/4" in replies[0].text
    assert "you may look at your own pile on the tracks" in replies[0].text
    assert "at least 2 players" in await refused(service, service.start(HERE, ANN), ANN)
    for p in (BOB, CAT, DAN):
        await service.join(HERE, p)
    assert "The table is full (4 players)." in await refused(
        service, service.join(HERE, EVE), EVE)
    await service.start(HERE, ANN)
    _, state = await game_of(service)
    assert state.own_pile_visible and len(state.players) == 4


async def test_without_the_option_nobody_sees_their_pile(service):
    await service.new(HERE, ANN, "cardgame")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    _, state = await game_of(service)
    assert not state.own_pile_visible


async def test_start_deals_tickets_by_direct_message_with_a_keep_menu(service):
    await service.new(HERE, ANN, "cardgame")
    await service.join(HERE, BOB)
    replies = await service.start(HERE, ANN)
    table, state = await game_of(service)
    data = load_cardgame()
    public = channel(replies)
    assert "Everyone has 8 train cards, one of them a locomotive." in public
    assert "Waiting for" in public and "to choose their tickets" in public
    assert [c.command for c in components(replies)] == ["/ttr hand"]
    for person in (ANN, BOB):
        seat = table.seat_of(person.id)
        offered = state.players[seat].offered
        assert len(offered) == 6
        text = to(replies, person)
        assert "Choose the tickets to keep (at least 1)" in text
        menu = next(c for c in components(replies, person) if isinstance(c, Menu))
        assert menu.command == "/ttr keep" and menu.min_values == 1 and menu.max_values == 6
        assert [o.value for o in menu.options] == [data.ticket_name(t) for t in offered]
        assert all(o.description.startswith("needs ") for o in menu.options)
        for t in offered:
            city = data.city_name(data.tickets[t].a)
            assert city in text
    # nobody's offered tickets reach the channel
    for p in state.players:
        for t in p.offered:
            assert data.ticket_name(t) not in public


async def test_keeping_tickets_by_name_by_menu_and_the_refusals(service):
    await service.new(HERE, ANN, "cardgame")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    table, _ = await game_of(service)
    ann = table.seat_of("ann")

    def both_chicago_new_york(state: CardGameState) -> None:
        state.players[ann].offered = [0, 1, 2, 3, 4, 5]
    await rig(service, both_chicago_new_york)
    assert "Keep at least 1 ticket." in await refused(
        service, service.play(HERE, ANN, "keep", {"tickets": "none"}), ANN)
    assert ("“chicago-new_york” is printed twice; say which: chicago-new_york:yellow "
            "chicago-new_york:blue.") in await refused(
        service, service.play(HERE, ANN, "keep", {"tickets": "chicago-new_york"}), ANN)
    assert "There is no ticket “atlantis-dallas”." in await refused(
        service, service.play(HERE, ANN, "keep", {"tickets": "atlantis-dallas"}), ANN)
    data = load_cardgame()
    elsewhere = next(t for t in range(6, len(data.tickets)) if ":" not in data.ticket_name(t))
    assert "You can only keep tickets you were offered" in await refused(
        service, service.play(HERE, ANN, "keep", {"tickets": data.ticket_name(elsewhere)}), ANN)
    assert "Please say which tickets." in await refused(
        service, service.play(HERE, ANN, "keep", {}), ANN)

    replies = await service.play(HERE, ANN, "keep", {"tickets": "new_york-chicago:blue"})
    assert "Ann kept 1 ticket and returned 5." in channel(replies)
    assert "You kept New York – Chicago (5, blue)." in to(replies, ANN)
    assert "blue" not in channel(replies)
    _, state = await game_of(service)
    assert state.players[ann].tickets == [1]

    bob = table.seat_of("bob")
    offered = state.players[bob].offered
    menu = next(c for c in (await service.hand(HERE, BOB))[-1].components)
    replies = await service.press(BOB, menu.custom_id,
                                  [data.ticket_name(t) for t in offered[:2]])
    assert "Bob kept 2 tickets and returned 4." in channel(replies)
    assert "Everyone has chosen their tickets." in channel(replies)
    _, state = await game_of(service)
    assert state.phase == "playing" and state.players[bob].tickets == sorted(offered[:2])


# --- drawing ----------------------------------------------------------------------------


async def test_drawing_blind_and_face_up_with_the_locomotive_rules(service):
    seats = await playing(service)
    await turn_of(service, ANN, seats)

    def table_cards(state: CardGameState) -> None:
        state.face_up = ["locomotive", "red", "blue", "green", "yellow"]
        state.deck[-2:] = ["white", "orange"]  # top card last
    await rig(service, table_cards)
    _, before = await game_of(service)
    hand = dict(before.players[seats["ann"]].hand)

    replies = await service.play(HERE, ANN, "draw", {"card": "blind"})
    assert "Ann drew a card from the deck." in channel(replies)
    assert "orange" not in channel(replies)
    assert "You drew an orange card from the deck." in to(replies, ANN)
    assert "orange" not in to(replies, BOB)
    assert "Ann draws a second card." in channel(replies)
    buttons = [c.command for c in components(replies)]
    assert "/ttr tickets" not in buttons and "/ttr draw locomotive" not in buttons
    assert "/ttr draw red" in buttons and "/ttr draw deck" in buttons

    assert "A face-up locomotive cannot be your second card." in await refused(
        service, service.play(HERE, ANN, "draw", {"card": "locomotive"}), ANN)
    assert "You are drawing cards: take your second card." in await refused(
        service, service.play(HERE, ANN, "play", {"cards": "blue red yellow"}), ANN)
    assert "None of the face-up cards is a purple card." in await refused(
        service, service.play(HERE, ANN, "draw", {"card": "purple"}), ANN)
    assert "There is no card “pink”; did you mean purple?" in await refused(
        service, service.play(HERE, ANN, "draw", {"card": "pink"}), ANN)
    assert "It is not your turn; it is Ann's." in await refused(
        service, service.play(HERE, BOB, "draw", {"card": "deck"}), BOB)

    red = next(c for c in components(replies) if getattr(c, "card", None) == "red")
    replies = await service.press(ANN, red.custom_id)
    assert ("Ann took a red card from the face-up cards; a white card was turned up."
            in channel(replies))
    _, state = await game_of(service)
    hand["orange"] = hand.get("orange", 0) + 1
    hand["red"] = hand.get("red", 0) + 1
    assert state.players[seats["ann"]].hand == hand
    assert state.face_up == ["locomotive", "white", "blue", "green", "yellow"]
    assert state.current == seats["bob"]

    replies = await service.play(HERE, BOB, "draw", {"card": "locomotive"})
    assert "Bob took a locomotive from the face-up cards" in channel(replies)
    _, state = await game_of(service)
    assert state.current == seats["ann"]  # a face-up locomotive was the whole draw


async def test_an_empty_deck_is_explained(service):
    seats = await playing(service)
    await turn_of(service, ANN, seats)

    def empty(state: CardGameState) -> None:
        state.discard.extend(state.deck)
        state.deck = []
    await rig(service, empty)
    for card in ("deck", next(c for c in (await game_of(service))[1].face_up if c)):
        assert ("The train deck has run out: no more train cards can be drawn, not even "
                "face-up ones.") in await refused(
            service, service.play(HERE, ANN, "draw", {"card": card}), ANN)


# --- playing onto the Siding ---------------------------------------------------------------


async def test_every_siding_refusal_names_the_rule(service):
    seats = await playing(service)
    await turn_of(service, ANN, seats)

    def position(state: CardGameState) -> None:
        state.players[seats["ann"]].hand = {"green": 3, "blue": 1, "red": 2, "yellow": 1,
                                            "locomotive": 2}
        state.players[seats["ann"]].siding = {"red": ["red", "red"]}
        state.players[seats["bob"]].siding = {"green": ["green", "green", "locomotive"]}
    await rig(service, position)

    def play(cards: str):
        return service.play(HERE, ANN, "play", {"cards": cards})
    assert ("Your Siding already has a red row: you may play red again once those cards "
            "have left it.") in await refused(service, play("2 red"), ANN)
    assert ("Bob has 3 cards in their green row: you may play green only with more cards "
            "than that (locomotives in a run count), and your play has 3.") in await refused(
        service, play("2 green 1 locomotive"), ANN)
    assert "your play has 3" in await refused(service, play("3 green"), ANN)
    assert ("A play of different colours may not hold a locomotive: locomotives may only "
            "join a run of one colour.") in await refused(
        service, play("blue yellow locomotive"), ANN)
    assert "Cards of different colours are played exactly 3 at a time" in await refused(
        service, play("1 blue 1 yellow"), ANN)
    assert "A run of one colour needs at least 2 cards" in await refused(
        service, play("1 yellow"), ANN)
    assert "A run needs at least one card of its colour" in await refused(
        service, play("2 locomotive"), ANN)
    assert "You don't have those cards in your hand." in await refused(
        service, play("2 blue"), ANN)
    assert "There is no card “greem”; did you mean green?" in await refused(
        service, play("2 greem"), ANN)
    assert "Please say which cards." in await refused(service, play(""), ANN)
    # a green play with a colour Bob holds: the 3-colour play is refused for green too
    assert "Bob has 3 cards in their green row" in await refused(
        service, play("green blue yellow"), ANN)


async def test_a_run_and_a_three_colour_play(service):
    seats = await playing(service)
    await turn_of(service, ANN, seats)

    def position(state: CardGameState) -> None:
        state.players[seats["ann"]].hand = {"green": 2, "locomotive": 1}
        state.players[seats["bob"]].hand = {"blue": 1, "red": 1, "yellow": 1, "white": 4}
    await rig(service, position)
    replies = await service.play(HERE, ANN, "play", {"cards": "with 2 green, 1 loco"})
    assert ("Ann played 2 green cards and 1 locomotive onto their Siding."
            in channel(replies))
    replies = await service.play(HERE, BOB, "play", {"cards": "blue red yellow"})
    assert ("Bob played 1 blue card, 1 yellow card, and 1 red card onto their Siding."
            in channel(replies))
    assert "Ann moved 1 card from their Siding onto their On-the-Tracks pile." in channel(
        replies)
    _, state = await game_of(service)
    assert state.players[seats["ann"]].siding == {"green": ["green", "green"]}
    assert state.players[seats["ann"]].tracks == {"locomotive": 1}  # locomotives move first
    assert state.players[seats["bob"]].siding == {"blue": ["blue"], "yellow": ["yellow"],
                                                  "red": ["red"]}
    assert state.players[seats["bob"]].hand == {"white": 4}


async def test_robbing_is_announced_and_the_robbed_player_told_privately(service):
    seats = await playing(service, (ANN, BOB, CAT))
    await turn_of(service, ANN, seats)

    def position(state: CardGameState) -> None:
        state.players[seats["ann"]].hand = {"green": 3, "locomotive": 1}
        state.players[seats["bob"]].siding = {"green": ["green", "green", "locomotive"]}
        state.players[seats["cat"]].siding = {}
    await rig(service, position)
    _, before = await game_of(service)
    replies = await service.play(HERE, ANN, "play", {"cards": "3 green 1 locomotive"})
    assert ("Train robbery! Ann robbed Bob of their green row (2 green cards and 1 "
            "locomotive); the row is discarded.") in channel(replies)
    assert ("Ann robbed you: your green row (2 green cards and 1 locomotive) was discarded "
            "from your Siding.") in to(replies, BOB)
    assert "robbed you" not in to(replies, CAT) + to(replies, ANN)
    _, state = await game_of(service)
    assert "green" not in state.players[seats["bob"]].siding
    assert state.players[seats["ann"]].siding["green"] == ["green"] * 3 + ["locomotive"]
    assert state.discard[-3:] == ["green", "green", "locomotive"]
    assert len(state.discard) == len(before.discard) + 3


async def test_the_play_menu_in_the_hand_message(service):
    seats = await playing(service)
    await turn_of(service, ANN, seats)

    def position(state: CardGameState) -> None:
        state.players[seats["ann"]].hand = {"green": 2, "blue": 1, "red": 1, "yellow": 1,
                                            "locomotive": 1}
    await rig(service, position)
    replies = await service.hand(HERE, ANN)
    assert "To play onto your Siding, choose cards in the menu" in replies[-1].text
    menu = next(c for c in replies[-1].components if isinstance(c, Menu))
    assert menu.command == "/ttr play" and menu.max_values == 3
    assert [o.value for o in menu.options] == [
        "blue:1", "green:1", "green:2", "yellow:1", "red:1", "locomotive:1"]
    assert [o.label for o in menu.options][:3] == ["1 blue card", "1 green card",
                                                   "2 green cards"]
    assert "Choose one number of green cards, not several." in await refused(
        service, service.press(ANN, menu.custom_id, ["green:1", "green:2"]), ANN)
    replies = await service.press(ANN, menu.custom_id, ["green:2", "locomotive:1"])
    assert "Ann played 2 green cards and 1 locomotive onto their Siding." in channel(replies)
    # the menu of a turn that is over is stale
    assert "from an earlier moment of the game" in await refused(
        service, service.press(ANN, menu.custom_id, ["blue:1", "red:1", "yellow:1"]), ANN)
    # once her turn is over her hand has no play menu
    hand = await service.hand(HERE, ANN)
    assert not any(isinstance(c, Menu) for c in hand[-1].components)


# --- tickets and passing ------------------------------------------------------------------


async def test_drawing_four_tickets_and_keeping_none(service):
    seats = await playing(service)
    await turn_of(service, ANN, seats)
    _, before = await game_of(service)
    replies = await service.play(HERE, ANN, "tickets")
    assert "Ann drew 4 destination tickets." in channel(replies)
    menu = next(c for c in components(replies, ANN) if isinstance(c, Menu))
    assert menu.min_values == 0 and menu.max_values == 4
    assert "Choose the tickets to keep (any number, even none)" in to(replies, ANN)
    assert "Ann is choosing which tickets to keep." in channel(replies)
    assert not components(replies, BOB)
    assert "There are" not in channel(replies)
    assert ("none", "none") in [(v, v) for _, v in await service.choices(
        HERE, ANN, "keep", "tickets")]
    none = next(c for c in components(replies, ANN) if isinstance(c, Button))
    assert none.command == "/ttr keep none" and none.label == "Keep none"
    replies = await service.press(ANN, menu.custom_id, [])
    assert "Ann kept 0 tickets and returned 4." in channel(replies)
    assert "from an earlier moment" in await refused(
        service, service.press(ANN, none.custom_id), ANN)
    assert "You kept none of the tickets." in to(replies, ANN)
    _, state = await game_of(service)
    assert state.players[seats["ann"]].tickets == before.players[seats["ann"]].tickets
    assert state.ticket_deck[-4:] == before.ticket_deck[:4]  # under the ticket deck
    assert state.current == seats["bob"]


async def test_passing_only_when_nothing_else_can_be_done(service):
    seats = await playing(service)
    await turn_of(service, ANN, seats)
    assert "You can only pass when there is nothing else you can do." in await refused(
        service, service.play(HERE, ANN, "pass"), ANN)

    def stuck(state: CardGameState) -> None:
        state.discard += state.deck + [c for c in state.face_up if c]
        for card, n in state.players[seats["ann"]].hand.items():
            state.discard += [card] * n
        state.deck, state.face_up, state.ticket_deck = [], [None] * 5, []
        state.players[seats["ann"]].hand = {}
    await rig(service, stuck)
    board = await service.board(HERE, ANN)
    assert [c.command for c in board[0].components] == ["/ttr pass", "/ttr hand"]
    replies = await service.play(HERE, ANN, "pass")
    assert "Ann passes: there is nothing they can do." in channel(replies)


async def test_the_remaining_refusals(service):
    await service.new(HERE, ANN, "cardgame")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    await service.play(HERE, ANN, *await service.suggestion(HERE, ANN))
    assert "Not everyone has chosen their tickets yet." in await refused(
        service, service.play(HERE, ANN, "draw", {"card": "deck"}), ANN)
    assert "You are not playing in this game." in await refused(
        service, service.play(HERE, CAT, "draw", {"card": "deck"}), CAT)
    assert "There is no command “claim” in this game." in await refused(
        service, service.play(HERE, ANN, "claim", {"route": "a-b"}), ANN)
    await service.play(HERE, BOB, *await service.suggestion(HERE, BOB))
    table, _ = await game_of(service)
    seats = {s.user: i for i, s in enumerate(table.seats)}
    await turn_of(service, ANN, seats)
    assert "You have no tickets to choose from." in await refused(
        service, service.play(HERE, ANN, "keep", {"tickets": "none"}), ANN)
    assert "You have no tickets to choose from." in await refused(
        service, service.play(HERE, ANN, "keep", {"tickets": "dallas-helena"}), ANN)
    await service.play(HERE, ANN, "tickets")
    assert "Choose which tickets to keep first" in await refused(
        service, service.play(HERE, ANN, "draw", {"card": "deck"}), ANN)
    await service.play(HERE, ANN, "keep", {"tickets": "none"})

    def no_tickets(state: CardGameState) -> None:
        state.ticket_deck = []
    await rig(service, no_tickets)
    assert "There are no destination tickets left." in await refused(
        service, service.play(HERE, BOB, "tickets"), BOB)

    def over(state: CardGameState) -> None:
        state.final_turns_left = 1
    await rig(service, over)
    await service.play(HERE, BOB, "draw", {"card": "deck"})
    replies = await service.play(HERE, BOB, "draw", {"card": "deck"})
    assert replies[-1].status == "finished" and "Final scores:" in channel(replies)
    assert "This game is over." in await refused(
        service, service.play(HERE, ANN, "draw", {"card": "deck"}), ANN)


# --- the On-the-Tracks pile -----------------------------------------------------------------


async def test_the_pile_is_secret_from_its_owner_too(service):
    seats = await playing(service)
    await turn_of(service, ANN, seats)

    def position(state: CardGameState) -> None:
        state.players[seats["ann"]].hand = {"purple": 3}
    await rig(service, position)
    await service.play(HERE, ANN, "play", {"cards": "3 purple"})
    replies = await service.play(HERE, BOB, "draw", {"card": "deck"})
    replies += await service.play(HERE, BOB, "draw", {"card": "deck"})
    assert "Ann moved 1 card from their Siding onto their On-the-Tracks pile." in channel(
        replies)
    assert not to(replies, ANN)  # nothing she may see changed
    hand = (await service.hand(HERE, ANN))[-1].text
    assert ("Your On-the-Tracks pile: 1 card, face down; nobody may look at it, you "
            "included.") in hand
    assert "purple" not in hand.split("Your Siding")[1].split("\n", 1)[1]
    status = "\n".join(r.text for r in await service.status(HERE, BOB))
    assert "1 card on the tracks" in status and "Siding: purple 2" in status


async def test_the_beginners_variant_shows_owners_their_own_pile(service):
    seats = await playing(service, private_pile="yes")
    await turn_of(service, ANN, seats)

    def position(state: CardGameState) -> None:
        state.players[seats["ann"]].hand = {"purple": 3}
    await rig(service, position)
    await service.play(HERE, ANN, "play", {"cards": "3 purple"})
    await service.play(HERE, BOB, "draw", {"card": "deck"})
    replies = await service.play(HERE, BOB, "draw", {"card": "deck"})
    assert "Onto your On-the-Tracks pile went 1 purple card." in to(replies, ANN)
    assert "Your On-the-Tracks pile (1 card): 1 purple card." in to(replies, ANN)
    assert "Onto your" not in channel(replies) + to(replies, BOB)
    assert "Your On-the-Tracks pile (0 cards): no cards." in to(replies, BOB)  # his own


# --- words, suggestions, hints, resuming -----------------------------------------------------


async def test_rules_state_our_decisions(service):
    text = "\n".join(r.text for r in await service.rules(HERE, ANN, "cardgame"))
    for sentence in (
            "2 to 4 players", "96 train cards", "46 destination tickets",
            "a run needs at least one card of its colour",
            "the second card of a draw must be taken when one can be",
            "the draw ends after one card",
            "takes the last train card of the deck (drawn, or turned up to refill the "
            "face-up row), their draw ends with it: no second card",
            "nobody draws train cards, not even face-up ones",
            "the face-up cards go into the new deck too",
            "dealing and play start with the player after the one who played last",
            "a player with no legal move passes",
            "a row's size counts its locomotives, for robbing too",
            "a robbed row is discarded whole",
            "they are the first to move onto the pile",
            "Three face-up locomotives do not reset the row",
            "keep any number (even none)",
            "comes from one public source and could not be checked card by card",
            "New York 15", "private_pile:yes"):
        assert sentence in text, sentence


async def test_suggestions_for_drawing_playing_and_keeping(service):
    seats = await playing(service)
    await turn_of(service, ANN, seats)

    def position(state: CardGameState) -> None:
        state.face_up = ["red", "red", "locomotive", "blue", None]
        state.players[seats["ann"]].hand = {"green": 3, "red": 1, "blue": 1, "yellow": 1}
        state.players[seats["bob"]].siding = {"green": ["green", "green"]}
    await rig(service, position)
    draws = await service.choices(HERE, ANN, "draw", "card")
    assert [v for _, v in draws] == ["red", "locomotive", "blue", "deck"]
    plays = await service.choices(HERE, ANN, "play", "cards")
    assert plays[0] == ("3 green cards", "3 green")  # robbing Bob first
    assert ("1 blue card, 1 yellow card, and 1 red card", "1 blue 1 yellow 1 red") in plays
    assert all("green" not in v or v == "3 green" for _, v in plays)
    assert await service.choices(HERE, BOB, "play", "cards") == []
    assert [v for _, v in await service.choices(HERE, ANN, "play", "cards", "yel")] == [
        "1 blue 1 yellow 1 red"]


async def test_hints_are_commands_that_read_back(service):
    from bot.commands import command_line
    from bot.console.lines import parse_line

    seats = await playing(service)
    await turn_of(service, ANN, seats)
    command, args = await service.suggestion(HERE, ANN)
    line = parse_line("ann " + command_line(command, args))
    replies = await service.play(HERE, ANN, line.command, line.args)
    assert replies[0].public and not replies[0].ephemeral
    hint = await service.hint(HERE, BOB)
    assert hint[0].text.startswith("The computer would play: /ttr ")


async def test_a_game_is_saved_and_resumed_by_a_new_service(tmp_path):
    store = SqliteStore(tmp_path / "resume.sqlite3")
    await store.open()
    first = TableService(store, seeds=lambda: 77, bot_delay=0, turn_limit=None)
    await first.new(HERE, ANN, "cardgame")
    await first.join(HERE, BOB)
    await first.addbot(HERE, ANN)
    await first.start(HERE, ANN)
    for p in (ANN, BOB):
        await first.play(HERE, p, *await first.suggestion(HERE, p))
    await store.close()

    store = SqliteStore(tmp_path / "resume.sqlite3")
    await store.open()
    second = TableService(store, seeds=lambda: 78, bot_delay=0, turn_limit=None)
    for _ in range(400):
        await second.run_due()
        record = await store.channel_game(HERE.guild, HERE.channel)
        if record.status == "finished":
            break
        for p in (ANN, BOB):
            found = await second.suggestion(HERE, p)
            if found:
                await second.play(HERE, p, *found)
    assert record.status == "finished"
    final = (await second.board(HERE, BOB))[0].text
    assert final.startswith("Final scores:") and "✓" in final
    await store.close()


async def test_stamps_and_buttons_use_only_public_data(service):
    seats = await playing(service)
    await turn_of(service, ANN, seats)
    board = await service.board(HERE, BOB)
    for c in board[0].components:
        assert isinstance(c, Button)
        game_id, stamp, action = parse_custom_id(c.custom_id)
        assert action in {"draw-deck", "tickets", "hand"} or action.startswith("draw-")
    assert isinstance(board[0].to, User)
