"""The lobby's commands: open a table, take and leave seats, seat computer players, start,
hand a seat to the computer or back, abort, and the rematch of a finished game."""

from __future__ import annotations

import json
import logging
from typing import Any

from engine.bots import BOT_NAMES

from ..i18n import ListOf, Phrase, say
from ..kinds import all_games, face_of, game_name
from ..replies import Actor, Channel, Reply
from ..store import Change, ChannelBusy, NoRoom, StorageFailed, StorageFull
from ..table.answers import answer, refused, storage_refusal
from ..table.display_names import clean_name, shown
from ..table.loaded import Game, load_game, seat_names
from ..table.model import Options, Seat, Table
from ..table.refusal import Refusal
from . import lobby
from .core import Core, Done
from .limits import no_room
from .rooms import Room

log = logging.getLogger(__name__)


class Lobby:
    """The lobby's commands on the core: each is one change of the game."""

    def __init__(self, core: Core) -> None:
        self.core = core

    async def new(self, place: Channel, actor: Actor, game: str, turn_limit: Any = None,
                  private_pile: Any = None, away: Any = None) -> list[Reply]:
        """Open a table for `game` in this channel, with the actor as host and first seat."""
        try:
            name = str(game or "").strip().lower()
            if not name:  # which game? a menu answers
                return answer(actor, [Phrase("new.which_game")],
                              components=[lobby.games_menu(actor.locale)])
            face = face_of(name)
            if face is None:
                raise Refusal("unknown_game", game=str(game), games=ListOf(all_games()))
            options = Options(turn_limit=lobby.turn_limit(turn_limit, self.core.turn_limit),
                              private_pile=lobby.yes_no(private_pile, "private_pile"),
                              away=lobby.away_mode(away))
            if options.private_pile and "private_pile" not in face.options:
                raise Refusal("option_not_for_game", option="private_pile",
                              game=game_name(name))
            limit = await self.core.limits.room(place.guild, actor)
            host_name = clean_name(actor.name)
            table = Table(game=name, host=actor.id, host_name=host_name, options=options,
                          seed=self.core.seeds(),
                          seats=[Seat(user=actor.id, name=host_name, locale=actor.locale)])
            change = Change(status="lobby", table=table.model_dump_json(), state=None,
                            due=None, seat=0, actor=actor.id,
                            action=json.dumps({"command": "new", "text": f"new {name}"}))
            room = await self._room(place, name, host_name)
            where = room.place or place
            try:
                record = await self.core.store.create_game(where.guild, where.channel, face.name,
                                                           change, self.core.clock(), limit)
            except ChannelBusy:
                await self._close(place, room)
                raise Refusal("game_exists") from None
            except NoRoom as e:
                await self._close(place, room)
                raise no_room(e) from None
            except (StorageFull, StorageFailed) as e:
                await self._close(place, room)
                raise storage_refusal(e) from None
        except Refusal as e:
            return refused(actor, None, e)
        log.info("game %d: new %s table", record.id, name)
        game_ = load_game(record)
        said = [Phrase("lobby.opened", {"host": shown(game_.table.host_name),
                                        "game": game_name(name)})]
        replies = await self.core.replies(game_, Done("new", seat=0, said=said), {})
        return replies + await self._roomed(place, actor, room, record.id, name, host_name)

    async def _room(self, place: Channel, game: str, host: str) -> Room:
        """The new game's own place where the adapter has one and the server wants it;
        the channel's one line about it goes with it."""
        rooms = self.core.rooms
        if rooms is None or not await self.core.threads_on(place.guild):
            return Room()
        lang = await self.core.language(place.guild)
        return await rooms.open(
            place, say(lang, "thread.name_new", game=game_name(game), host=host),
            say(lang, "thread.opened", host=shown(host), game=game_name(game)))

    async def _close(self, place: Channel, room: Room) -> None:
        if room.place is not None and self.core.rooms is not None:
            await self.core.rooms.close(place, room.place)

    async def _roomed(self, place: Channel, actor: Actor, room: Room, number: int, game: str,
                      host: str) -> list[Reply]:
        """A game opened in its own place: that place named with the game's number; or
        the asker told what would have given it one."""
        if room.missing:
            return answer(actor, [Phrase("thread.missing", {
                "permissions": ListOf([Phrase(f"permission.{p}") for p in room.missing])})])
        if room.place is not None and self.core.rooms is not None:
            lang = await self.core.language(place.guild)
            await self.core.rooms.rename(room.place, say(
                lang, "thread.name", game=game_name(game), number=number, host=host))
        return []

    def _in_lobby(self, game: Game) -> None:
        """Refusal unless the game is still a lobby."""
        if game.status == "playing":
            raise Refusal("game_started")
        if game.status != "lobby":
            raise Refusal("no_game")

    async def join(self, where: Channel | int, actor: Actor) -> list[Reply]:
        """Take a seat at the lobby here."""
        def change(game: Game) -> Done:
            self._in_lobby(game)
            if game.table.seat_of(actor.id) is not None:
                raise Refusal("already_seated")
            _, most = game.rules.seat_range
            if len(game.table.seats) >= most:
                raise Refusal("game_full", max=most)
            name = lobby.unique_name(game.table, actor.name)
            game.table.seats.append(Seat(user=actor.id, name=name, locale=actor.locale))
            return Done("join", seat=len(game.table.seats) - 1,
                        said=[Phrase("lobby.joined", {"player": shown(name)})])
        return await self.core.change(where, actor, change)

    async def leave(self, where: Channel | int, actor: Actor) -> list[Reply]:
        """Give up a seat: in the lobby it is freed (a leaving host hands the table to the
        next person seated, and a table with no person left closes); in a game the
        computer plays it from now on."""
        def change(game: Game) -> Done:
            seat = game.table.seat_of(actor.id)
            if game.status not in ("lobby", "playing"):
                raise Refusal("no_game")
            if seat is None or game.table.seats[seat].left:
                raise Refusal("not_in_game")
            name = game.table.seats[seat].name
            if game.status == "lobby":
                del game.table.seats[seat]
                said = [Phrase("lobby.left", {"player": shown(name)})]
                if actor.id == game.table.host:
                    said += self._pass_host(game)
                return Done("leave", seat=seat, said=said)
            s = game.table.seats[seat]
            s.left, s.computer = True, s.computer or self.core.computer
            return Done("leave", seat=seat, said=[Phrase("table.left", {"player": shown(name)})])
        return await self.core.change(where, actor, change)

    @staticmethod
    def _pass_host(game: Game) -> list[Phrase]:
        """The lobby's host has left: the next person seated hosts it; with only computer
        players left the host keeps it (to start a game of computers); with nobody at all
        it closes and frees the channel."""
        if not game.table.seats:
            game.status = "aborted"
            return [Phrase("lobby.closed")]
        heir = next((s for s in game.table.seats if s.person), None)
        if heir is None:
            return []
        assert heir.user is not None
        game.table.host, game.table.host_name = heir.user, heir.name
        return [Phrase("lobby.host_passed", {"host": shown(heir.name)})]

    async def addbot(self, where: Channel | int, actor: Actor,
                     level: str | None = None) -> list[Reply]:
        """Seat a computer player (host only) at a level (easy, normal, hard; the
        fixed `greedy` and `random` players too), normal unless named."""
        def change(game: Game) -> Done:
            self._in_lobby(game)
            if not self.core.is_host(game, actor):
                raise Refusal("not_host", host=game.table.host_name)
            chosen = (level or "normal").strip().lower()
            if chosen not in BOT_NAMES:
                raise Refusal("unknown_strategy", strategy=level, strategies=ListOf(
                    [lobby.level_named(actor.locale, b) for b in BOT_NAMES], style="or"))
            _, most = game.rules.seat_range
            if len(game.table.seats) >= most:
                raise Refusal("game_full", max=most)
            name = lobby.computer_name(game.table)
            game.table.seats.append(Seat(name=name, computer=chosen))
            return Done("addbot", seat=len(game.table.seats) - 1,
                        said=[Phrase("lobby.computer_joined",
                                     {"player": seat_names(game.table)[-1]})])
        return await self.core.change(where, actor, change)

    async def start(self, where: Channel | int, actor: Actor) -> list[Reply]:
        """Deal and begin (host only): seats in an order drawn from the game's seed."""
        def change(game: Game) -> Done:
            self._in_lobby(game)
            if not self.core.is_host(game, actor):
                raise Refusal("not_host", host=game.table.host_name)
            least, _ = game.rules.seat_range
            if len(game.table.seats) < least:
                raise Refusal("too_few_players", min=least, count=len(game.table.seats))
            game.table.seats = lobby.shuffled_seats(game.table)
            state, events = game.rules.start(
                game.table.names(), game.table.seed,
                **game.face.deal_options(game.table.options.model_dump()))
            game.state, game.status = state, "playing"
            game.table.remember(events)
            return Done("start", events=events, board=True, said=[Phrase("table.started", {
                "game": game_name(game.table.game),
                "order": ListOf(seat_names(game.table))})])
        return await self.core.change(where, actor, change)

    async def seat(self, where: Channel | int, actor: Actor, player: str,
                   to: str) -> list[Reply]:
        """Hand a seat to a computer player or back to its person (host only)."""
        def change(game: Game) -> Done:
            if game.status != "playing":
                raise Refusal("game_not_started" if game.status == "lobby" else "no_game")
            if not self.core.is_host(game, actor):
                raise Refusal("not_host", host=game.table.host_name)
            i = lobby.find_seat(game.table, str(player))
            s = game.table.seats[i]
            target = str(to).strip().lower()
            if target in ("computer", "bot", "cpu"):
                if s.computer:
                    raise Refusal("seat_is_computer", player=s.name)
                s.computer = self.core.computer
                said = Phrase("table.seat_to_computer", {"player": shown(s.name)})
            elif target in ("person", "player", "human", "back"):
                if s.user is None:
                    raise Refusal("seat_has_no_person", player=s.name)
                if not s.computer:
                    raise Refusal("seat_is_person", player=s.name)
                s.computer, s.left = None, False
                said = Phrase("table.seat_to_person", {"player": shown(s.name)})
            else:
                raise Refusal("bad_option", option="to", value=str(to))
            return Done("seat", seat=i, said=[said])
        return await self.core.change(where, actor, change)

    async def abort(self, where: Channel | int, actor: Actor) -> list[Reply]:
        """End the channel's game without a result (host or a server manager)."""
        def change(game: Game) -> Done:
            if game.status not in ("lobby", "playing"):
                raise Refusal("no_game")
            if not self.core.is_host(game, actor):
                raise Refusal("not_host", host=game.table.host_name)
            game.status = "aborted"
            return Done("abort", said=[Phrase("table.aborted",
                                              {"player": shown(clean_name(actor.name))})])
        return await self.core.change(where, actor, change)

    async def rematch(self, where: int | Channel, actor: Actor) -> list[Reply]:
        """The host's click on a finished game's Rematch: a new lobby in the same channel
        with the same seats, game and options, and a new seed."""
        try:
            record = await self.core.read(where)
            old = load_game(record)
            if record.status != "finished":
                raise Refusal("game_not_finished", game=record.id)
            if not self.core.is_host(old, actor):
                raise Refusal("not_host", host=old.table.host_name)
            limit = await self.core.limits.room(record.guild, actor)
            table = old.table.model_copy(deep=True)
            table.seed, table.step = self.core.seeds(), 0
            table.clock = type(table.clock)()
            table.host, table.host_name = actor.id, actor.name
            for seat in table.seats:
                if seat.user is not None:
                    seat.computer, seat.left = None, False
            change = Change(status="lobby", table=table.model_dump_json(), state=None,
                            due=None, seat=None, actor=actor.id,
                            action=json.dumps({"command": "rematch",
                                               "text": f"rematch {record.id}"}))
            try:
                new = await self.core.store.create_game(record.guild, record.channel, record.kind,
                                                        change, self.core.clock(), limit)
            except ChannelBusy:
                raise Refusal("game_exists") from None
            except NoRoom as e:
                raise no_room(e) from None
        except Refusal as e:
            return refused(actor, None, e)
        game = load_game(new)
        said = [Phrase("lobby.rematch", {"host": shown(actor.name), "game": record.id,
                                         "name": game_name(table.game)})]
        return await self.core.replies(game, Done("rematch", said=said), {})

