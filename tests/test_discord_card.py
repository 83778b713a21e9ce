"""The board as a card, on the stand-in for Discord with the real client: two people play a
whole USA game in its own thread by clicks alone (the table opened by the one typed
command). The thread shows one live card, edited in place, that says whose turn it is,
every player's score, trains and cards held, and the last moves, so every claim is in
the card's move list the moment it is made; the final tally replaces it. At the end the
thread holds the card and nothing else (no notice left behind), the channel one line, and
no button or menu anywhere still works. The counts are printed (`pytest -s`)."""

from __future__ import annotations

from typing import Any

from bot.discord.cards import PICTURE
from bot.i18n import say
from bot.kinds.board.reading import cards_arg
from bot.kinds.board.words import cards as cards_phrase
from bot.pictures import Pictures
from bot.replies import Actor, Channel, parse_custom_id
from bot.store import SqliteStore
from engine.cards import format_cards
from engine.naming import fold
from tests import test_discord_wire as wire
from tests.discord_standin.live import Live
from tests.discord_standin.server import ANN, BOB, GUILD_ID, NAMES, Message
from tests.test_discord_hands import anns_turn, bot_requests, dms_created
from tests.test_discord_wire import new_service

#: the stand-in and the store, as in the wire tests
standin, store = wire.standin, wire.store


class Player:
    """A person who only clicks: on the thread's card, on the menus it opens for them
    alone, and on their hand message."""

    def __init__(self, live: Live, user: int, thread: int) -> None:
        self.live, self.user, self.thread = live, user, thread

    def private(self) -> list[Message]:
        """What they alone see (their direct messages and answers), newest first."""
        mine = self.live.standin.dms(self.user) + [
            m for m in self.live.standin.messages.values()
            if m.token is not None and self.live.standin.senders.get(m.token) == self.user
            and m.ephemeral and int(m.data["id"]) not in self.live.standin.deleted]
        return sorted(mine, key=lambda m: -int(m.data["id"]))

    def component(self, prefix: str) -> tuple[Message, dict[str, Any]] | None:
        """The newest private message holding a component whose action starts so."""
        for message in self.private():
            for c in message.components:
                parsed = parse_custom_id(c.get("custom_id", ""))
                if parsed and (parsed[2] == prefix or parsed[2].startswith(prefix + "-")):
                    return message, c
        return None

    async def click(self, message: Message, custom_id: str,
                    values: list[str] | None = None) -> None:
        await self.live.send(self.live.standin.click_payload(self.user, message, custom_id,
                                                             values))

    async def press(self, action: str) -> None:
        board = self.live.board(self.thread)
        [c] = [c for c in board.components if parse_custom_id(c["custom_id"])[2] == action]
        await self.click(board, c["custom_id"])

    async def choose(self, prefix: str, pick: Any) -> None:
        found = self.component(prefix)
        assert found is not None, f"no {prefix} menu"
        message = found[0]
        for c in message.components:
            if c["type"] == 3 and parse_custom_id(c["custom_id"])[2].startswith(prefix + "-"):
                for o in c["options"]:
                    if pick(o["value"]):
                        await self.click(message, c["custom_id"], [o["value"]])
                        return
        raise AssertionError(f"no {prefix} option fits")

    async def move(self, command: str, args: dict[str, Any]) -> None:
        """The move `command args`, by clicks only."""
        if command == "draw":
            await self.press(f"draw-{args['card']}")
        elif command == "tickets":
            await self.press("tickets")
        elif command == "keep":
            found = self.component("keep")
            if found is None:
                await self.press("hand")
                found = self.component("keep")
            assert found is not None
            await self.click(found[0], found[1]["custom_id"], list(args["tickets"]))
        elif command == "claim":
            await self.claim(args["route"], args.get("cards"))
        else:
            raise AssertionError(f"no clicks for {command}")

    async def claim(self, route: str, cards: str | None) -> None:
        await self.press("routes")
        found = self.component("claim")
        assert found is not None
        pays = next(o.get("description") or "" for c in found[0].components if c["type"] == 3
                    for o in c["options"] if same_place(o["value"], route))
        if cards is None or said_cards(cards) in pays:
            await self.choose("claim", lambda v: same_place(v, route))
            return
        if self.component("claimalt") is None or not [
                c for c in self.component("claimalt")[0].components if c["type"] == 3]:
            message, button = self.component("claimalt")
            await self.click(message, button["custom_id"])
        await self.choose("claimalt", lambda v: same_place(v, route))
        await self.choose("claimpay", lambda v: v == f"{route} with {cards}"
                          or (same_place(v, route) and v.endswith(" with " + cards)))


def said_cards(text: str) -> str:
    return say("en", "menu.cards", cards=cards_phrase(cards_arg(text)))


def same_place(value: str, place: str) -> bool:
    return fold(value.split(" with ")[0]) == fold(place)


async def game_in(store: SqliteStore, thread: int) -> Any:
    found = await store.channel_game(str(GUILD_ID), str(thread))
    assert found is not None
    return found


async def test_a_whole_game_by_clicks_in_its_thread_keeps_one_card(standin, store):
    standin.threads_allowed = True
    service = new_service(store)
    service.pictures = Pictures(enabled=True)
    async with Live.running(standin, service) as live:
        await live.slash(ANN, "new", map="usa")  # the one typed command
        [thread] = standin.threads
        [line] = standin.channel_messages()  # the channel: one line, the thread under it
        assert line.data["id"] == str(thread)
        players = {user: Player(live, user, thread) for user in (ANN, BOB)}
        await players[BOB].click(live.board(thread), live_button(live, thread, "join"))
        since = len(standin.requests)
        await players[ANN].click(live.board(thread), live_button(live, thread, "start"))
        here = Channel(str(GUILD_ID), str(thread))
        moves = claims = 0
        while (await game_in(store, thread)).status == "playing":
            for user in (ANN, BOB):
                found = await service.suggestion(here, Actor(str(user), NAMES[user]))
                if found is not None:
                    break
            else:
                raise AssertionError("nobody is waited for")
            command, args = found
            if command == "claim" and args.get("cards"):
                args = {**args, "cards": format_cards(cards_arg(args["cards"]))}
            version = (await game_in(store, thread)).version
            await players[user].move(command, args)
            assert (await game_in(store, thread)).version > version, (command, args)
            moves += 1
            assert moves < 1500
            card = live.board(thread) if (await game_in(store, thread)).status == "playing" \
                else None
            if card is not None:
                said = card.content
                assert said.startswith("### Ticket to Ride (USA) #")
                for name in ("Ann", "Bob"):  # every player's score, trains and cards
                    assert f"{name}: " in said and " trains" in said and " cards" in said
                assert "Your cards" not in said  # nothing of anyone's own
                assert card.media == [f"attachment://{PICTURE}"]
            if command == "claim":
                claims += 1
                made = [m for m in standin.messages_in(thread) if "claimed" in m.content]
                assert made, "the claim is not in the card"
                assert f"{NAMES[user]} claimed " in made[-1].content.split("Last moves")[-1]
                if claims == 5:
                    print("\n" + made[-1].content)
        # the end: the final tally in the card's place, nothing else left in the thread
        [final] = standin.messages_in(thread)
        assert "Final scores" in final.content and not [
            c for c in final.components if parse_custom_id(c["custom_id"])[2] != "rematch"]
        assert standin.channel_messages() == [line]
        for user in (ANN, BOB):  # nothing stale left clickable, in private either
            assert not [m for m in players[user].private() if m.components]
            assert dms_created(standin, user) == 1
        per_move = bot_requests(standin, since) / moves
        pictures = sum(PICTURE in r.files for r in standin.requests[since:])
        made = [m for m in standin.messages.values()  # by the bot or a click's followup
                if m.data["channel_id"] == str(thread) and not m.ephemeral]
        pings = sum("your move in" in m.versions[0]["content"] for m in made)
        print(f"\nclicks only, in a thread: {moves} moves, {claims} claims, requests on the "
              f"bot's token per move {per_move:.2f}, board pictures {pictures}, messages "
              f"posted in the thread {len(made)} (turn notices {pings}), left visible "
              f"{len(standin.messages_in(thread))}; direct messages per player "
              f"{[dms_created(standin, u) for u in (ANN, BOB)]}")
        assert claims > 5 and per_move <= 1.5


def live_button(live: Live, thread: int, action: str) -> str:
    board = live.board(thread)
    [c] = [c for c in board.components if parse_custom_id(c["custom_id"])[2] == action]
    return str(c["custom_id"])


async def test_a_thread_discord_archived_is_unarchived_and_the_card_edited(standin, store):
    """Discord archived the game's thread (a week without messages) without the bot
    seeing it: a command typed in it edits the card all the same, the thread unarchived
    first."""
    standin.threads_allowed = True
    async with Live.running(standin, new_service(store)) as live:
        await live.slash(ANN, "new", map="usa")
        [thread] = standin.threads
        lobby = live.board(thread)
        standin.threads[thread]["thread_metadata"]["archived"] = True
        typed = standin.slash_payload(BOB, "join")
        typed.update(channel_id=str(thread), channel={**standin.threads[thread]})
        await live.send(typed)
        assert not standin.threads[thread]["thread_metadata"]["archived"]
        assert live.board(thread) is lobby and "Bob joined the table." in lobby.content


async def test_a_private_menu_left_unused_loses_its_components_when_the_game_moves(
        standin, store):
    """Ann opens "Claim a route", then draws instead: the menu only she saw is taken off
    (through her click's token), so nothing stale stays clickable."""
    async with Live.running(standin, new_service(store)) as live:
        await wire.with_computer(live)

        await anns_turn(live)
        player = Player(live, ANN, wire.CHANNEL_ID)
        await player.press("routes")
        found = player.component("claim")
        assert found is not None
        menu = found[0]
        await player.press("draw-deck")
        assert not menu.components and menu.versions[-1]["components"] == []
