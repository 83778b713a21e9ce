"""Each player's one private hand message per game, on the stand-in for Discord: whole
games (two or three people by clicks and typed moves; one against a computer) create at
most 4 direct messages per player, cost at most one request on the bot's token per move
for the hands, at most 1.5 in all against a computer, and leave no direct message with
buttons or menus that no longer work. The counts are printed (`pytest -s`)."""

from __future__ import annotations

import datetime
from typing import Any

import discord
import pytest

from bot.replies import Actor
from bot.store import HandMessage, SqliteStore
from tests import test_discord_wire as wire
from tests.discord_standin.live import Live
from tests.discord_standin.server import ANN, BOB, CAT, StandIn
from tests.test_discord_wire import (
    HERE,
    as_options,
    keep_offered,
    new_service,
    record,
    until,
    with_computer,
)

#: the budget of issue 28 (a quiet table)
DMS_PER_PLAYER, REQUESTS_PER_MOVE = 4, 1.5


#: the stand-in and the store, as in the wire tests
standin, store = wire.standin, wire.store


def dms_created(standin: StandIn, user: int) -> int:
    """Direct messages the bot created for the user (deleted ones too)."""
    channels = {f"/channels/{c}/messages" for c, u in standin.dm_channels.items() if u == user}
    return sum(r.method == "POST" and r.path in channels for r in standin.requests)


def bot_requests(standin: StandIn, since: int) -> int:
    """Requests on the bot's token since then (answers to interactions apart)."""
    return sum(not r.path.startswith(("/interactions/", "/webhooks/"))
               for r in standin.requests[since:])


def dm_requests(standin: StandIn, since: int) -> int:
    """Requests on the bot's token about direct messages since then (opening a DM
    channel, sending, editing and deleting its messages)."""
    paths = ("/users/@me/channels", *(f"/channels/{c}/" for c in standin.dm_channels))
    return sum(r.path.startswith(paths) for r in standin.requests[since:])


async def play(live: Live, store: SqliteStore, people: tuple[int, ...]) -> None:
    """The people play the game to its end, each as the computer would in their place:
    a draw or tickets by a click on the board, tickets kept with the menu of their hand
    message, anything else as a typed command."""
    moves = 0
    while (await record(store)).status == "playing":
        for user in people:
            found = await live.service.suggestion(HERE, Actor(str(user), str(user)))
            if found is not None:
                break
        else:
            raise AssertionError("nobody is waited for")
        command, args = found
        board = live.board()
        actions = {c["custom_id"].split(":")[-1] for c in board.components}
        if command == "draw" and f"draw-{args['card']}" in actions:
            await live.click(user, board, f"draw-{args['card']}")
        elif command == "tickets" and "tickets" in actions:
            await live.click(user, board, "tickets")
        elif command == "keep" and choice_in_dm(live.standin, user):
            [hand] = choice_in_dm(live.standin, user)
            await live.click(user, hand, "keep", list(args["tickets"]))
        else:
            await live.slash(user, command, **as_options(args))
        moves += 1
        assert moves < 1500


def choice_in_dm(standin: StandIn, user: int) -> list[Any]:
    return [m for m in standin.dms(user) if any(c["type"] == 3 for c in m.components)]


def counted(standin: StandIn, since: int, moves: int, people: tuple[int, ...],
            what: str) -> tuple[dict[int, int], float, int]:
    """Direct messages created per player, requests on the bot's token per move, and
    those about direct messages; printed."""
    dms = {user: dms_created(standin, user) for user in people}
    per_move = bot_requests(standin, since) / moves
    direct = dm_requests(standin, since)
    print(f"\n{what}: {moves} moves; direct messages created per player "
          f"{sorted(dms.values())}; requests on the bot's token per move {per_move:.2f} "
          f"(about direct messages {direct / moves:.2f})")
    return dms, per_move, direct


def no_stale_dm(standin: StandIn, people: tuple[int, ...]) -> None:
    """The game is over: no direct message left carries a button or menu."""
    for user in people:
        assert standin.dms(user), "the player never saw their hand"
        assert not [m.content for m in standin.dms(user) if m.components]


@pytest.mark.parametrize("people", [(ANN, BOB), (ANN, BOB, CAT)], ids=["two", "three"])
async def test_people_by_clicks_and_typed_moves_get_one_hand_message_each(
        standin, store, people):
    async with Live.running(standin, new_service(store)) as live:
        await live.slash(ANN, "new", map="usa")
        for user in people[1:]:
            await live.click(user, live.board(), "join")
        since = len(standin.requests)
        await live.click(ANN, live.board(), "start")
        for user in people:
            await keep_offered(live, user)
        await play(live, store, people)
        found = await record(store)
        assert found.status == "finished"
        moves = len(await store.actions(found.id)) - len(people)  # not the lobby's
        dms, per_move, direct = counted(standin, since, moves, people,
                                        f"{len(people)} people")
        assert max(dms.values()) <= DMS_PER_PLAYER
        # the hands cost at most one request per move (each move changes one hand; a
        # turn's first draw waits for its second) and a DM channel and a first message
        # per player; the rest of the budget is the board's and the turn notices'
        assert direct <= moves + 2 * len(people)
        assert per_move <= REQUESTS_PER_MOVE
        no_stale_dm(standin, people)


async def test_a_person_against_a_computer_gets_one_hand_message(standin, store):
    async with Live.running(standin, new_service(store)) as live:
        since = len(standin.requests)
        await with_computer(live)
        await play(live, store, (ANN,))

        async def finished() -> bool:
            return (await record(store)).status == "finished"

        await until(finished)
        found = await record(store)
        moves = len(await store.actions(found.id))
        dms, per_move, _ = counted(standin, since, moves, (ANN,), "a person and a computer")
        assert dms[ANN] <= DMS_PER_PLAYER
        assert per_move <= REQUESTS_PER_MOVE
        no_stale_dm(standin, (ANN,))


# --- when a hand message is sent anew ---------------------------------------------------


def hand_of(standin: StandIn, user: int) -> Any:
    """The user's one hand message (the only direct message the bot left them)."""
    [hand] = standin.dms(user)
    return hand


async def anns_turn(live: Live) -> None:
    async def hers() -> bool:
        return await live.service.suggestion(HERE, Actor(str(ANN), "Ann")) is not None

    await until(hers)


async def test_a_choice_below_newer_messages_comes_as_a_new_dm_and_the_old_hand_goes(
        standin, store):
    """Ann wrote in her DMs after her hand message: a new hand only edits it (no ping), but
    the tickets she must choose from come as a new DM at the bottom (a notification), and
    the old hand message is deleted; choosing there edits the new one, menu gone."""
    async with Live.running(standin, new_service(store)) as live:
        await with_computer(live)
        first = hand_of(standin, ANN)
        assert dms_created(standin, ANN) == 1 and not first.components
        await standin.someone_writes_to_the_bot(ANN, "good luck, me")
        await anns_turn(live)
        await live.click(ANN, live.board(), "draw-deck")
        assert hand_of(standin, ANN).data["id"] == first.data["id"]  # edited in place
        assert len(first.versions) > 1 and dms_created(standin, ANN) == 1
        await live.click(ANN, live.board(), "draw-deck")
        await anns_turn(live)
        await live.click(ANN, live.board(), "tickets")
        choice = hand_of(standin, ANN)
        assert choice.data["id"] != first.data["id"] and int(first.data["id"]) in standin.deleted
        assert dms_created(standin, ANN) == 2
        menu = [c for c in choice.components if c["type"] == 3]
        assert menu
        await live.click(ANN, choice, "keep", [o["value"] for o in menu[0]["options"]])
        assert hand_of(standin, ANN) is choice and not choice.components
        assert dms_created(standin, ANN) == 2
        assert await store.hand_message(
            (await record(store)).id, str(ANN)) == HandMessage(
                int(choice.data["channel_id"]), int(choice.data["id"]))


async def test_a_hand_message_too_old_to_edit_is_sent_anew_and_the_old_one_deleted(
        standin, store):
    async with Live.running(standin, new_service(store)) as live:
        await with_computer(live)
        first = hand_of(standin, ANN)
        later = datetime.timedelta(minutes=51)
        hands = live.bot.adapter.delivery.hands  # type: ignore[union-attr]
        hands.now = lambda: discord.utils.utcnow() + later
        await anns_turn(live)
        await live.click(ANN, live.board(), "draw-deck")
        await live.click(ANN, live.board(), "draw-deck")
        second = hand_of(standin, ANN)
        assert second.data["id"] != first.data["id"] and int(first.data["id"]) in standin.deleted
        hands.now = lambda: discord.utils.snowflake_time(int(second.data["id"]))
        await anns_turn(live)
        await live.click(ANN, live.board(), "draw-deck")
        await live.click(ANN, live.board(), "draw-deck")
        assert hand_of(standin, ANN) is second and len(second.versions) == 2
        assert dms_created(standin, ANN) == 2


async def test_after_a_restart_the_same_hand_message_is_edited(standin, store):
    """The hand message's place is in the store: a new bot process edits it too."""
    async with Live.running(standin, new_service(store)) as live:
        await with_computer(live)
    first = hand_of(standin, ANN)
    since = len(standin.requests)
    async with Live.running(standin, new_service(store)) as live:
        await anns_turn(live)
        await live.click(ANN, live.board(), "draw-deck")
        await live.click(ANN, live.board(), "draw-deck")
        await anns_turn(live)
        await live.click(ANN, live.board(), "tickets")  # a choice: still the newest DM
    assert hand_of(standin, ANN) is first and dms_created(standin, ANN) == 1
    assert [c for c in first.components if c["type"] == 3]
    assert [r.method for r in standin.requests[since:]  # the turn of two draws, the tickets
            if r.path.endswith(f"/messages/{first.data['id']}")] == ["PATCH"] * 2


async def test_a_hand_in_the_middle_of_a_turn_is_shown_where_the_player_acts(standin, store):
    """Ann's first draw of a turn: what she drew is shown to her alone where she clicked,
    and her hand message waits for the turn's end (one edit for the whole turn)."""
    async with Live.running(standin, new_service(store)) as live:
        await with_computer(live)
        first = hand_of(standin, ANN)
        await anns_turn(live)
        edits = len(first.versions)
        await live.click(ANN, live.board(), "draw-deck")
        assert len(first.versions) == edits  # not edited yet
        [shown] = [m for m in standin.private(ANN) if "You drew" in m.content]
        assert "Your cards" in shown.content
        await live.click(ANN, live.board(), "draw-deck")
        assert len(first.versions) == edits + 1 and hand_of(standin, ANN) is first
        assert "You drew" in first.content and not first.components


async def test_a_game_ended_during_a_ticket_choice_leaves_no_menu_in_any_dm(standin, store):
    """Aborted while both choose their tickets: each hand message loses its menu (the
    choice is gone with the game) and is forgotten."""
    async with Live.running(standin, new_service(store)) as live:
        await live.slash(ANN, "new", map="usa")
        await live.click(BOB, live.board(), "join")
        await live.click(ANN, live.board(), "start")
        assert choice_in_dm(standin, ANN) and choice_in_dm(standin, BOB)
        await live.slash(ANN, "abort")
        found = await record(store)
        assert found.status == "aborted"
        assert not choice_in_dm(standin, ANN) and not choice_in_dm(standin, BOB)
        assert [len(standin.dms(user)) for user in (ANN, BOB)] == [1, 1]
        assert await store.hand_messages(found.id) == {}
