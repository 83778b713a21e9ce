"""The table service: lobbies, seats, moves, turn clocks and replies, free of Discord.

Every command is a coroutine taking the place it was sent in (a Channel, or a game id for
a button), who sent it (an Actor) and its arguments, and returning the replies to send.
A refused command changes nothing and answers only the person who sent it, ephemerally.
An adapter answers the command (the interaction) with the first reply that goes to the
channel or is ephemeral, and sends the others (direct messages, further pieces).

A change is: read the game, apply it in memory, write it with the version it was read
at (one transaction: state + action log). If another process wrote first, the write is
refused and the change is tried again on the new state. Per-game asyncio locks keep the
tasks of this process from racing, as an optimisation only.

What nobody asked for (computer moves, reminders, timeouts) is played by the scheduler of
one process: it claims a due game in the store (no other process plays it meanwhile),
plays it and gives it up. Each process claims the games of its own shards' servers, and
another process's only once they are TAKEOVER_AFTER late (that process is gone).
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
import weakref
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Generic, TypeVar

from engine import RuleError
from engine.bots import BOT_NAMES
from engine.events import Event
from engine.rng import RandomStream
from engine.rules import RULESETS

from ..commands import command_specs, command_words
from ..i18n import Duration, ListOf, Option, Phrase, has_message, language_of, languages, say
from ..i18n.names import canonical_command, command_name, option_name
from ..kinds import KINDS, CommandSpec, GameKind, Name, all_games, kind_of_game
from ..kinds.base import TABLE_THINK_MS
from ..league.commands import LeagueCommands
from ..pictures import Pictures
from ..replies import (
    Actor,
    Button,
    Channel,
    Component,
    Menu,
    MenuOption,
    Picture,
    Reply,
    User,
    custom_id,
    parse_custom_id,
    split_text,
)
from ..shards import ALL_SHARDS, Shards
from ..store import (
    Change,
    ChannelBusy,
    Due,
    GameRecord,
    Status,
    StorageFailed,
    StorageFull,
    Store,
    StoreError,
    VersionConflict,
)
from . import clock, lobby
from .display_names import MAX_RULE_WORD, clean_name, clipped, echoed, shown
from .refusal import Refusal
from .table import Options, Seat, Table
from .thinking import SLOW_LEVELS, Thinkers

log = logging.getLogger(__name__)


def level_named(locale: str, level: str) -> str:
    """A computer player's level in the reader's words, with the word to type when it
    differs ("snadný (easy)")."""
    name = say(locale, f"level.{level}") if has_message(f"level.{level}") else level
    return level if name == level else f"{name} ({level})"


#: the action of the menu that asks which game a new table plays (`/ttr new` alone)
NEW_TABLE = "new"

#: how often a change is tried again after losing a race to another process
RETRIES = 5
#: the most actions a computer player takes in one go (a turn is at most a few)
MAX_COMPUTER_ACTIONS = 20
#: seconds before trying again a computer move that could not be played
STUCK_RETRY = 60.0
#: due games the scheduler claims and plays at once (their moves interleave while they
#: wait on the database): one claim and one release for them all, and their saves made
#: together go to PostgreSQL as one statement, so a larger round costs the database less
#: per move (32 rather than 16: a quarter less server time per move with two processes)
DUE_AT_ONCE = 32
#: seconds late another shard's due game must be before this process takes it over (its
#: own process is gone: stopped, crashed, or its shards moved)
TAKEOVER_AFTER = 5.0
#: seconds between looks at other shards' due games when none of this process's is due
TAKEOVER_POLL = 1.0
#: scheduled replies being made (pictures drawn) at once; the others wait their turn
DRAWING_AT_ONCE = 1
#: how late (seconds) the scheduler's moves may run before it sends boards without pictures
PICTURES_WHEN_BEHIND = 0.25
#: seconds the scheduler waits after the database refused to write (a full disk)
STORAGE_RETRY = 10.0
#: seconds a game held by the adapter (its channel out of reach) waits before asking again
HOLD_FOR = 600.0

#: refusal parameters that hold a name or something a person typed (quoted back escaped)
_TYPED = frozenset({"player", "host", "value", "game", "strategy", "language", "command"})

Send = Callable[[list[Reply]], Awaitable[None]]
T = TypeVar("T")


@dataclass
class Game:
    """A game read from the store, ready to change."""

    record: GameRecord
    kind: GameKind
    table: Table
    state: Any | None
    status: Status

    @property
    def id(self) -> int:
        return self.record.id


class _Once(Generic[T]):
    """A value read at most once, when first asked for (callers asking meanwhile wait for
    the same read)."""

    def __init__(self, read: Callable[[], Awaitable[T]]) -> None:
        self._read = read
        self._task: asyncio.Task[T] | None = None

    async def get(self) -> T:
        if self._task is None:
            self._task = asyncio.ensure_future(self._read())
        return await asyncio.shield(self._task)


@dataclass
class Played:
    """A scheduled change already saved, its replies still to be made (or made: a
    reminder's)."""

    game: Game
    done: Done
    before: Mapping[int, str]
    replies: list[Reply] | None = None
    #: the languages of the servers of its round's games, read once for them all
    languages: _Once[dict[str, str]] | None = None


@dataclass
class Done:
    """What a change did: for the action log, the logs and the replies."""

    command: str
    seat: int | None = None
    #: the action's text form (action log only: it may name hidden things)
    text: str = ""
    events: list[Event] = field(default_factory=list)
    #: public sentences said before the events'
    said: list[Phrase] = field(default_factory=list)
    #: whether the channel gets the board picture
    board: bool = False


def _storage_refusal(error: StoreError) -> Refusal:
    """What a person is told when the database could not write their command."""
    return Refusal("storage_full" if isinstance(error, StorageFull) else "storage_failed")


async def _nothing() -> None:
    return None


class TableService(LeagueCommands):
    """Runs every table of every channel. Adapters call its commands and deliver the
    replies; `run_scheduler` plays computer players, reminders and timeouts."""

    def __init__(self, store: Store, *, pictures: Pictures | None = None,
                 clock: Callable[[], float] = time.time,
                 seeds: Callable[[], int] | None = None, bot_delay: float = 2.0,
                 computer: str = "normal", turn_limit: int | None = None,
                 shards: Shards = ALL_SHARDS) -> None:
        self.store = store
        #: the servers whose due moves and clocks this process plays (others' only late
        #: by `takeover_after`: their process is gone)
        self.shards = shards
        self.takeover_after = TAKEOVER_AFTER
        self.pictures = pictures or Pictures(enabled=False)
        self.clock = clock
        self.seeds = seeds or (lambda: secrets.randbits(48))
        self.bot_delay = bot_delay
        if computer not in BOT_NAMES:
            raise ValueError(f"unknown computer player {computer!r}; choose from {BOT_NAMES}")
        self.computer = computer
        self.turn_limit = turn_limit
        self.thinkers = Thinkers()
        #: how long a `hard` seat thinks for a move
        self.think_ms = TABLE_THINK_MS
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = (
            weakref.WeakValueDictionary())
        self._server_locales: dict[str, str] = {}
        self._wake: asyncio.Event | None = None
        #: the scheduler's replies under way, the last one of each game
        self._deliveries: dict[int, asyncio.Task[None]] = {}
        #: each game's newest step with replies under way (older boards are not drawn)
        self._newest: dict[int, int] = {}
        self._drawing = asyncio.Semaphore(DRAWING_AT_ONCE)
        self._storage_retry_at = 0.0
        #: how late the scheduler's last round started on its oldest due game (seconds)
        self._behind = 0.0
        #: whether the last round claimed as many games as it may: more may be due now
        self._round_full = False
        #: asked before a game's due moves are played: True holds them (an adapter whose
        #: channel for the game is out of reach); they are asked again after HOLD_FOR
        self.hold: Callable[[GameRecord], Awaitable[bool]] | None = None

    # --- small helpers --------------------------------------------------------------

    def text(self, locale: str | None, key: str, **params: Any) -> str:
        """A catalogue message, for adapters' own words (e.g. "your DMs are closed")."""
        return say(locale, key, **params)

    def _lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[game_id] = lock
        return lock

    def _load(self, record: GameRecord) -> Game:
        kind = KINDS[record.kind]
        table = Table.model_validate_json(record.table)
        state = kind.load(record.state) if record.state is not None else None
        return Game(record=record, kind=kind, table=table, state=state, status=record.status)

    async def _record(self, where: Channel | int) -> GameRecord:
        if isinstance(where, Channel):
            record = await self.store.channel_game(where.guild, where.channel)
        else:
            record = await self.store.game(where)
        if record is None:
            raise Refusal("no_game")
        return record

    @staticmethod
    def _names(table: Table) -> list[Name]:
        return [Phrase("seat.computer", {"name": shown(s.name),
                                         "level": Phrase(f"level.{s.computer or 'normal'}")})
                if s.user is None else shown(s.name) for s in table.seats]

    async def language(self, guild: str) -> str:
        """The server's language for channel messages: the one chosen with /ttr language,
        else the server's own Discord locale, else English. Read from the store each
        time: another bot process may have changed it."""
        return (await self.languages([guild]))[guild]

    async def languages(self, guilds: Iterable[str]) -> dict[str, str]:
        """The language of each server (`language`), all in one read."""
        wanted = sorted(set(guilds))
        if not wanted:
            return {}
        found = await self.store.settings_of([f"guild:{g}" for g in wanted])
        chosen = {g: found.get(f"guild:{g}", {}) for g in wanted}
        return {g: c.get("language") or c.get("server_locale") or "en"
                for g, c in chosen.items()}

    async def note_server_locale(self, guild: str, locale: str | None) -> None:
        """Remember a server's Discord locale (adapters pass it with each interaction):
        the default language of its channel messages until /ttr language picks one."""
        if not locale:
            return
        lang = language_of(locale)
        scope = f"guild:{guild}"
        if self._server_locales.get(guild) == lang:
            return
        self._server_locales[guild] = lang
        if await self.store.get_setting(scope, "server_locale") != lang:
            try:
                await self.store.set_setting(scope, "server_locale", lang)
            except StoreError:  # only a default: the command itself still runs
                log.warning("guild %s: could not remember the server's locale", guild)

    def _is_host(self, game: Game, actor: Actor) -> bool:
        return actor.id == game.table.host or actor.manager

    def _refusal_phrase(self, game: Game | None, error: Exception) -> Phrase:
        if isinstance(error, RuleError):
            assert game is not None and game.state is not None
            phrase = game.kind.error_phrase(game.state, error.code, error.params,
                                            self._names(game.table))
            return Phrase(phrase.key, {
                k: Option(v) if k == "argument" and isinstance(v, str)
                else clipped(v, MAX_RULE_WORD) if isinstance(v, str)
                else v for k, v in phrase.params.items()})
        assert isinstance(error, Refusal)
        return Phrase(f"error.{error.code}", {
            k: Option(v) if k == "option" and isinstance(v, str)
            else echoed(v) if k in _TYPED and isinstance(v, str) else v
            for k, v in error.params.items()})

    def _refused(self, actor: Actor, game: Game | None, error: Exception) -> list[Reply]:
        phrase = self._refusal_phrase(game, error)
        return [Reply(to=actor.user, text=say(actor.locale, phrase), locale=actor.locale,
                      ephemeral=True, game_id=game.id if game else None,
                      status=game.status if game else None)]

    def _answer(self, actor: Actor, phrases: Iterable[Phrase], game: Game | None = None,
                images: Sequence[Picture] = (), components: Sequence[Component] = ()
                ) -> list[Reply]:
        """Ephemeral replies to the actor (long texts in several pieces; pictures and
        components on the last)."""
        return self._messages(actor.user, phrases, actor.locale, ephemeral=True, game=game,
                              images=images, components=components)

    @staticmethod
    def _messages(to: Channel | User, phrases: Iterable[Phrase], locale: str, *,
                  ephemeral: bool = False, game: Game | None = None,
                  images: Sequence[Picture] = (), components: Sequence[Component] = (),
                  mentions: Sequence[str] = (), board: bool = False) -> list[Reply]:
        text = "\n".join(say(locale, p) for p in phrases)
        pieces = split_text(text)
        last = len(pieces) - 1
        return [Reply(to=to, text=piece, locale=locale, ephemeral=ephemeral,
                      images=tuple(images) if i == last else (),
                      components=tuple(components) if i == last else (),
                      mentions=tuple(mentions) if i == 0 else (),
                      game_id=game.id if game else None,
                      status=game.status if game else None, board=board and i == last)
                for i, piece in enumerate(pieces)]

    def _wake_scheduler(self) -> None:
        if self._wake is not None:
            self._wake.set()

    def wake_scheduler(self) -> None:
        """Look for due games now (an adapter moved a due time)."""
        self._wake_scheduler()

    # --- changing a game --------------------------------------------------------------

    async def _save(self, game: Game, done: Done, actor_id: str) -> None:
        """Write the game over the version it was read at (VersionConflict if stale)."""
        now = self.clock()
        due: Due | None = None
        if game.state is not None:
            if game.status == "playing" and game.kind.finished(game.state):
                game.status = "finished"
            if game.status == "playing":
                clock.wind(game.kind, game.table, game.state, now)
            due = clock.next_due(game.kind, game.table, game.state, game.status, now,
                                 self.bot_delay)
        change = Change(
            status=game.status, table=game.table.model_dump_json(),
            state=game.kind.dump(game.state) if game.state is not None else None,
            due=due, seat=done.seat, actor=actor_id,
            action=json.dumps({"command": done.command, "text": done.text}))
        version = await self.store.save(game.id, game.record.version, change, now)
        finished = game.status == "finished" and game.record.status != "finished"
        game.record = replace(game.record, status=game.status, table=change.table,
                              state=change.state, version=version, due=due, updated_at=now)
        if finished:  # the league records it once; a failure must not lose the move
            try:
                await self.league_record(game.id)
            except Exception:
                log.exception("game %d: recording the finished game failed", game.id)
        log.info("game %d: %s by seat %s (step %d, %s)", game.id, done.command, done.seat,
                 game.table.step, game.status)
        log.debug("game %d: action %r", game.id, done.text)
        if due is not None:
            self._wake_scheduler()

    async def _change(self, where: Channel | int, actor: Actor,
                      change: Callable[[Game], Done]) -> list[Reply]:
        """Read, change (or refuse), write, reply; tried again after a lost race."""
        game: Game | None = None
        try:
            for _ in range(RETRIES):
                record = await self._record(where)
                lock = self._lock(record.id)
                waited = lock.locked()
                async with lock:
                    if waited:  # someone changed it meanwhile: read it again
                        record = await self._record(record.id)
                    game = self._load(record)
                    before = self._secrets(game)
                    done = change(game)
                    try:
                        await self._save(game, done, actor.id)
                    except VersionConflict:
                        continue
                    return await self._replies(game, done, before)
            raise Refusal("busy")
        except (Refusal, RuleError) as e:
            return self._refused(actor, game, e)
        except (StorageFull, StorageFailed) as e:  # nothing was written: the game is as it was
            return self._refused(actor, None, _storage_refusal(e))

    def _secrets(self, game: Game) -> dict[int, str]:
        if game.state is None:
            return {}
        return {i: game.kind.secret(game.state, i) for i in range(len(game.table.seats))}

    # --- replies after a change ---------------------------------------------------------

    async def _replies(self, game: Game, done: Done, before: Mapping[int, str],
                       board: bool = True, *, lang: str | None = None) -> list[Reply]:
        """The channel's update, then a direct message to each person whose cards or
        tickets changed. Pictures are drawn side by side (the board's only with `board`:
        the scheduler leaves out a board that newer moves have already changed). In the
        server's language, read now unless `lang` was."""
        lang = lang or await self.language(game.record.guild)
        names = self._names(game.table)
        kind, state = game.kind, game.state
        lines = list(done.said)
        picture: Awaitable[Picture | None] | None = None
        components: list[Component] = []
        mentions: list[str] = []
        if state is not None and game.status in ("playing", "finished"):
            lines += kind.event_phrases(state, done.events, None, names)
            lines.append(kind.waiting_phrase(state, names))
            if game.status == "playing":
                mentions = self._waiting_people(game)
                components = kind.board_components(state, game.id, game.table.step, lang)
                if done.board and board:
                    picture = kind.board_picture(
                        self.pictures, state, f"board-{game.id}-{game.table.step}.png", lang)
            else:
                lines += kind.final_phrases(state, names)
                components = [self.rematch_button(game.record, lang)]
                picture = kind.final_picture(self.pictures, state, f"final-{game.id}.png",
                                             lang, await self._moves(game))
        elif game.status == "lobby":
            lines += self._lobby_phrases(game)
            components = self._lobby_components(game, lang)
        hands = []
        if state is not None:
            for seat, s in enumerate(game.table.seats):
                if not s.messaged or s.user is None:
                    continue
                private = kind.event_phrases(state, done.events, seat, names)
                if private or kind.secret(state, seat) != before.get(seat):
                    hands.append(self._hand(game, seat, User(s.user, s.name), s.locale,
                                            private, ephemeral=False))
        drawn = await asyncio.gather(picture or _nothing(), *hands)
        channel = Channel(game.record.guild, game.record.channel)
        out = self._messages(channel, lines, lang, game=game,
                             images=[drawn[0]] if drawn[0] else [], components=components,
                             mentions=mentions, board=state is not None and done.board)
        for replies in drawn[1:]:
            out += replies
        return out

    async def _moves(self, game: Game) -> list[tuple[int, str]]:
        """The game's moves from its action log (seat, action text), for the pictures
        that tell its story (score race, blocked tickets); none when pictures are off."""
        if not self.pictures.enabled:
            return []
        out = []
        for record in await self.store.actions(game.id):
            done = json.loads(record.action)
            if record.seat is not None and done.get("text") and done.get("command") != "new":
                out.append((record.seat, done["text"]))
        return out

    def _waiting_people(self, game: Game) -> list[str]:
        assert game.state is not None
        return [s.user for i, s in enumerate(game.table.seats)
                if i in game.kind.waiting(game.state) and s.user and not s.computer]

    async def _hand(self, game: Game, seat: int, to: User, locale: str,
                    lead: Sequence[Phrase], *, ephemeral: bool) -> list[Reply]:
        kind, state = game.kind, game.state
        assert state is not None
        phrases = [*lead, *kind.hand_phrases(state, seat)]
        if game.status == "playing" and seat in kind.waiting(state):
            phrases.append(Phrase("hand.your_move"))
        picture = await kind.hand_picture(
            self.pictures, state, seat, f"hand-{game.id}-{seat}-{game.table.step}.png", locale,
            await self._moves(game))
        components = kind.hand_components(state, seat, game.id, locale)
        return self._messages(to, phrases, locale, ephemeral=ephemeral, game=game,
                              images=[picture] if picture else [], components=components)

    def _lobby_phrases(self, game: Game) -> list[Phrase]:
        lo, hi = game.kind.seat_range(game.table.game)
        out = [Phrase("lobby.summary", {
            "game": game.kind.game_name(game.table.game), "host": shown(game.table.host_name),
            "count": len(game.table.seats), "max": hi,
            "seats": ListOf(self._names(game.table)) if game.table.seats
            else Phrase("lobby.nobody")})]
        if game.table.options.turn_limit:
            out.append(Phrase("lobby.turn_limit",
                              {"limit": Duration(game.table.options.turn_limit)}))
        if game.table.options.private_pile:
            out.append(Phrase("lobby.private_pile"))
        out.append(Phrase("lobby.how_to_start", {"min": lo}))
        return out

    def _lobby_components(self, game: Game, locale: str) -> list[Component]:
        def button(action: str, style: str = "secondary") -> Button:
            return Button(custom_id(game.id, game.table.step, action),
                          say(locale, f"button.{action}"), f"/ttr {action}",
                          style=style)  # type: ignore[arg-type]
        return [button("join", "primary"), button("leave"), button("addbot"),
                button("start", "success")]

    # --- the lobby ----------------------------------------------------------------------

    async def new(self, place: Channel, actor: Actor, game: str, turn_limit: Any = None,
                  private_pile: Any = None) -> list[Reply]:
        """Open a table for `game` in this channel, with the actor as host and first seat."""
        try:
            name = str(game or "").strip().lower()
            if not name:  # which game? a menu answers
                return self._answer(actor, [Phrase("new.which_game")],
                                    components=[self._games_menu(actor.locale)])
            kind = kind_of_game(name)
            if kind is None:
                raise Refusal("unknown_game", game=str(game), games=ListOf(all_games()))
            options = Options(turn_limit=lobby.turn_limit(turn_limit, self.turn_limit),
                              private_pile=lobby.yes_no(private_pile, "private_pile"))
            if options.private_pile and "private_pile" not in kind.options(name):
                raise Refusal("option_not_for_game", option="private_pile",
                              game=kind.game_name(name))
            host_name = clean_name(actor.name)
            table = Table(game=name, host=actor.id, host_name=host_name, options=options,
                          seed=self.seeds(),
                          seats=[Seat(user=actor.id, name=host_name, locale=actor.locale)])
            change = Change(status="lobby", table=table.model_dump_json(), state=None,
                            due=None, seat=0, actor=actor.id,
                            action=json.dumps({"command": "new", "text": f"new {name}"}))
            try:
                record = await self.store.create_game(place.guild, place.channel, kind.name,
                                                      change, self.clock())
            except ChannelBusy:
                raise Refusal("game_exists") from None
            except (StorageFull, StorageFailed) as e:
                raise _storage_refusal(e) from None
        except Refusal as e:
            return self._refused(actor, None, e)
        log.info("game %d: new %s table", record.id, name)
        game_ = self._load(record)
        said = [Phrase("lobby.opened", {"host": shown(game_.table.host_name),
                                        "game": kind.game_name(name)})]
        return await self._replies(game_, Done("new", seat=0, said=said), {})

    @staticmethod
    def _games_menu(locale: str) -> Menu:
        """A menu of every game; choosing one opens its table here (`/ttr new GAME`)."""
        return Menu(custom_id=custom_id(0, 0, NEW_TABLE), placeholder=say(locale, "menu.new"),
                    options=tuple(MenuOption(value=g, label=say(locale, f"game.{g}"))
                                  for g in all_games()), command="/ttr new")

    def _in_lobby(self, game: Game) -> None:
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
            _, most = game.kind.seat_range(game.table.game)
            if len(game.table.seats) >= most:
                raise Refusal("game_full", max=most)
            name = lobby.unique_name(game.table, actor.name)
            game.table.seats.append(Seat(user=actor.id, name=name, locale=actor.locale))
            return Done("join", seat=len(game.table.seats) - 1,
                        said=[Phrase("lobby.joined", {"player": shown(name)})])
        return await self._change(where, actor, change)

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
            s.left, s.computer = True, s.computer or self.computer
            return Done("leave", seat=seat, said=[Phrase("table.left", {"player": shown(name)})])
        return await self._change(where, actor, change)

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
            if not self._is_host(game, actor):
                raise Refusal("not_host", host=game.table.host_name)
            chosen = (level or "normal").strip().lower()
            if chosen not in BOT_NAMES:
                raise Refusal("unknown_strategy", strategy=level, strategies=ListOf(
                    [level_named(actor.locale, b) for b in BOT_NAMES], style="or"))
            _, most = game.kind.seat_range(game.table.game)
            if len(game.table.seats) >= most:
                raise Refusal("game_full", max=most)
            name = lobby.computer_name(game.table)
            game.table.seats.append(Seat(name=name, computer=chosen))
            return Done("addbot", seat=len(game.table.seats) - 1,
                        said=[Phrase("lobby.computer_joined",
                                     {"player": self._names(game.table)[-1]})])
        return await self._change(where, actor, change)

    async def start(self, where: Channel | int, actor: Actor) -> list[Reply]:
        """Deal and begin (host only): seats in an order drawn from the game's seed."""
        def change(game: Game) -> Done:
            self._in_lobby(game)
            if not self._is_host(game, actor):
                raise Refusal("not_host", host=game.table.host_name)
            least, _ = game.kind.seat_range(game.table.game)
            if len(game.table.seats) < least:
                raise Refusal("too_few_players", min=least, count=len(game.table.seats))
            game.table.seats = lobby.shuffled_seats(game.table)
            state, events = game.kind.new_state(
                game.table.game, game.table.names(), game.table.seed,
                game.table.options.model_dump())
            game.state, game.status = state, "playing"
            return Done("start", events=events, board=True, said=[Phrase("table.started", {
                "game": game.kind.game_name(game.table.game),
                "order": ListOf(self._names(game.table))})])
        return await self._change(where, actor, change)

    async def seat(self, where: Channel | int, actor: Actor, player: str,
                   to: str) -> list[Reply]:
        """Hand a seat to a computer player or back to its person (host only)."""
        def change(game: Game) -> Done:
            if game.status != "playing":
                raise Refusal("game_not_started" if game.status == "lobby" else "no_game")
            if not self._is_host(game, actor):
                raise Refusal("not_host", host=game.table.host_name)
            i = lobby.find_seat(game.table, str(player))
            s = game.table.seats[i]
            target = str(to).strip().lower()
            if target in ("computer", "bot", "cpu"):
                if s.computer:
                    raise Refusal("seat_is_computer", player=s.name)
                s.computer = self.computer
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
        return await self._change(where, actor, change)

    async def abort(self, where: Channel | int, actor: Actor) -> list[Reply]:
        """End the channel's game without a result (host or a server manager)."""
        def change(game: Game) -> Done:
            if game.status not in ("lobby", "playing"):
                raise Refusal("no_game")
            if not self._is_host(game, actor):
                raise Refusal("not_host", host=game.table.host_name)
            game.status = "aborted"
            return Done("abort", said=[Phrase("table.aborted",
                                              {"player": shown(clean_name(actor.name))})])
        return await self._change(where, actor, change)

    async def set_language(self, place: Channel, actor: Actor, language: str) -> list[Reply]:
        """Set the server's language for channel messages (server managers only)."""
        lang = str(language or "").strip().lower()
        if not actor.manager:
            return self._refused(actor, None, Refusal("not_manager"))
        if lang not in languages():
            return self._refused(actor, None, Refusal(
                "unknown_language", language=language, languages=ListOf(languages())))
        try:
            await self.store.set_setting(f"guild:{place.guild}", "language", lang)
        except (StorageFull, StorageFailed) as e:
            return self._refused(actor, None, _storage_refusal(e))
        log.info("guild %s: language set", place.guild)
        return [Reply(to=place, text=say(lang, "language.set",
                                         player=shown(clean_name(actor.name))),
                      locale=lang)]

    # --- moves --------------------------------------------------------------------------

    async def play(self, where: Channel | int, actor: Actor, command: str,
                   args: Mapping[str, Any] | None = None, *, stamp: int | None = None,
                   button: str | None = None) -> list[Reply]:
        """A move (`draw`, `claim`, ...) by the actor in the game here. With `stamp`
        (from a button), a click from an earlier moment is refused as stale."""
        arguments = dict(args or {})

        def change(game: Game) -> Done:
            if game.status == "lobby":
                raise Refusal("game_not_started")
            if game.status == "finished":
                raise Refusal("game_over")
            if game.status != "playing":
                raise Refusal("no_game")
            assert game.state is not None
            if command not in {c.name for c in game.kind.commands}:
                raise Refusal("unknown_command", command=command)
            seat = game.table.seat_of(actor.id)
            if seat is None:
                raise Refusal("not_in_game")
            if stamp is not None and button is not None and stamp != game.kind.stamp(
                    game.state, game.table.step, button):
                raise Refusal("stale_click")
            s = game.table.seats[seat]
            if s.computer:
                raise Refusal("seat_is_computer", player=s.name)
            action = game.kind.action_for(game.state, seat, command, arguments)
            events = game.kind.apply(game.state, seat, action)
            game.table.step += 1
            s.locale = actor.locale
            return Done(command, seat=seat, text=game.kind.action_text(game.state, action),
                        events=events, board=True)
        return await self._change(where, actor, change)

    async def press(self, actor: Actor, component_id: str, values: Sequence[str] = (),
                    place: Channel | None = None) -> list[Reply]:
        """A button or menu: the same as its command. Refused when it comes from another
        channel than its game's (`place`; None for a direct message, where only moves
        and the host's "abort" are found) or when stale: a lobby button once the game
        began, a board button from an earlier moment. League buttons (leaderboard pages)
        answer in the server they are clicked in."""
        if component_id.startswith("ttrlb:") and place is not None:
            return await self.league_press(place, actor, component_id)
        parsed = parse_custom_id(component_id)
        if parsed is None:
            return self._refused(actor, None, Refusal("unknown_button"))
        game_id, stamp, action = parsed
        if action == NEW_TABLE and game_id == 0:  # the game chosen for a new table
            if place is None:
                return self._refused(actor, None, Refusal("elsewhere"))
            return await self.new(place, actor, values[0] if values else "")
        record = await self.store.game(game_id)
        if record is None:
            return self._refused(actor, None, Refusal("no_game"))
        table_actions: dict[str, Callable[[int, Actor], Awaitable[list[Reply]]]] = {
            "hand": self.hand, "join": self.join, "leave": self.leave, "addbot": self.addbot,
            "start": self.start, "abort": self.abort, "rematch": self.rematch}
        if place is not None and (place.guild, place.channel) != (record.guild, record.channel):
            return self._refused(actor, None, Refusal("elsewhere"))
        if place is None and action in table_actions and action != "abort":
            return self._refused(actor, None, Refusal("elsewhere"))
        if action in table_actions:
            if self._stale_table_button(record, stamp, action):
                return self._refused(actor, None, Refusal("stale_click"))
            return await table_actions[action](game_id, actor)
        meaning = KINDS[record.kind].button_command(action, values)
        if meaning is None:
            return await self._pick(game_id, actor, stamp, action, values)
        command, args = meaning
        return await self.play(game_id, actor, command, args, stamp=stamp, button=action)

    def _stale_table_button(self, record: GameRecord, stamp: int, action: str) -> bool:
        """Whether a table button was made at another moment than now: a lobby button
        once the game began, a "Show my hand" button from an earlier move."""
        if action in ("abort", "rematch"):
            return False
        table = Table.model_validate_json(record.table)
        if action != "hand":
            return record.status != "lobby" or stamp != table.step
        if record.state is None:
            return False  # not started: the hand command says so
        game = self._load(record)
        return stamp != game.kind.stamp(game.state, table.step, action)

    async def _pick(self, game_id: int, actor: Actor, stamp: int, action: str,
                    values: Sequence[str]) -> list[Reply]:
        """A component that shows the actor choices (menus of their own moves) rather
        than making a move: answered to them only, nothing changes."""
        game: Game | None = None
        try:
            game = await self._game_for(game_id)
            if game.status != "playing" or game.state is None:
                raise Refusal("game_over" if game.status == "finished" else "no_game")
            seat = game.table.seat_of(actor.id)
            if seat is None:
                raise Refusal("not_in_game")
            stale = stamp != game.kind.stamp(game.state, game.table.step, action)
            try:
                found = game.kind.pick(game.state, seat, action, values, game.id, stamp,
                                       actor.locale)
            except RuleError:
                if stale:
                    raise Refusal("stale_click") from None
                raise
            if found is None:
                raise Refusal("unknown_button")
            if stale:
                raise Refusal("stale_click")
            phrases, components = found
            return self._answer(actor, phrases, game, components=components)
        except (Refusal, RuleError) as e:
            return self._refused(actor, game, e)

    # --- looking ------------------------------------------------------------------------

    async def _game_for(self, where: Channel | int) -> Game:
        return self._load(await self._record(where))

    async def hand(self, where: Channel | int, actor: Actor) -> list[Reply]:
        """The actor's cards and tickets, for them only."""
        game: Game | None = None
        try:
            game = await self._game_for(where)
            if game.status in ("lobby", "aborted") or game.state is None:
                raise Refusal("game_not_started" if game.status == "lobby" else "no_game")
            seat = game.table.player_of(actor.id)
            if seat is None:
                raise Refusal("not_in_game")
            names = self._names(game.table)
            lead = [game.kind.waiting_phrase(game.state, names)]
            return await self._hand(game, seat, actor.user, actor.locale, lead, ephemeral=True)
        except Refusal as e:
            return self._refused(actor, game, e)

    async def board(self, where: Channel | int, actor: Actor) -> list[Reply]:
        """The board as everyone sees it, for anyone who asks (only they see the answer)."""
        game: Game | None = None
        try:
            game = await self._game_for(where)
            if game.status == "aborted":
                raise Refusal("no_game")
            if game.state is None:
                return self._answer(actor, self._lobby_phrases(game), game,
                                    components=self._lobby_components(game, actor.locale))
            names = self._names(game.table)
            if game.status == "finished":
                picture = await game.kind.final_picture(self.pictures, game.state,
                                                        f"final-{game.id}.png", actor.locale,
                                                        await self._moves(game))
                return self._answer(actor, game.kind.final_phrases(game.state, names), game,
                                    images=[picture] if picture else [])
            picture = await game.kind.board_picture(
                self.pictures, game.state, f"board-{game.id}-{game.table.step}.png",
                actor.locale)
            return self._answer(actor, [game.kind.waiting_phrase(game.state, names)], game,
                                images=[picture] if picture else [],
                                components=game.kind.board_components(
                                    game.state, game.id, game.table.step, actor.locale))
        except Refusal as e:
            return self._refused(actor, game, e)

    async def status(self, where: Channel | int, actor: Actor) -> list[Reply]:
        """Where the game stands, in words (only the asker sees the answer)."""
        game: Game | None = None
        try:
            game = await self._game_for(where)
            if game.status == "aborted":
                raise Refusal("no_game")
            if game.state is None:
                return self._answer(actor, self._lobby_phrases(game), game)
            names = self._names(game.table)
            phrases = [Phrase("status.header", {
                "game": game.kind.game_name(game.table.game),
                "status": Phrase(f"status.{game.status}")})]
            phrases += game.kind.status_phrases(game.state, names)
            left = clock.time_left(game.table, self.clock())
            if left is not None and game.status == "playing":
                phrases.append(Phrase("status.clock", {"left": Duration(left)}))
            return self._answer(actor, phrases, game)
        except Refusal as e:
            return self._refused(actor, game, e)

    async def rules(self, where: Channel | int, actor: Actor,
                    game: str | None = None) -> list[Reply]:
        """The rules of the game being played here (or of `game`), our decisions included."""
        name = (game or "").strip().lower()
        if not name:
            record = (await self.store.channel_game(where.guild, where.channel)
                      if isinstance(where, Channel) else await self.store.game(where))
            if record is None or record.status == "aborted":
                return self._refused(actor, None, Refusal("which_game",
                                                          games=ListOf(all_games())))
            name = Table.model_validate_json(record.table).game
        kind = kind_of_game(name)
        if kind is None:
            return self._refused(actor, None, Refusal("unknown_game", game=name,
                                                      games=ListOf(all_games())))
        legend = None
        if name in RULESETS:  # a board game: the legend of its board pictures
            legend = await self.pictures.draw("legend", name, f"legend-{name}.png",
                                              actor.locale)
        return self._answer(actor, kind.rules_phrases(name), images=[legend] if legend else [])

    async def help(self, actor: Actor, command: str | None = None) -> list[Reply]:
        """Every command with what it does; with `command`, that command in full: its
        options and examples (the exact cards after `with`)."""
        phrases = [Phrase("help.header")]
        locale = actor.locale
        specs = command_specs()
        if command and command.strip():
            name = canonical_command(command.strip())
            if name not in specs:
                return self._refused(actor, None, Refusal("unknown_command", command=command))
            spec = specs[name]
            phrases = [self._usage(locale, spec)]
            phrases += [Phrase("help.option", {"option": Option(p.name),
                                               "description": Phrase(f"cmd.{name}.{p.name}")})
                        for p in spec.params if has_message(f"cmd.{name}.{p.name}")]
            if has_message(f"help.example.{name}"):
                phrases.append(Phrase(f"help.example.{name}"))
            return self._answer(actor, phrases)
        for spec in specs.values():
            phrases.append(self._usage(locale, spec))
        return self._answer(actor, phrases)

    @staticmethod
    def _usage(locale: str, spec: CommandSpec) -> Phrase:
        """A command's line of help: its name and options in the reader's language."""
        names = [option_name(locale, p.name) or p.name for p in spec.params]
        usage = " ".join(f"<{n}>" if p.required else f"[{n}]"
                         for n, p in zip(names, spec.params, strict=True))
        name = command_name(locale, spec.name) or spec.name
        return Phrase("help.line", {
            "command": f"/ttr {name}" + (f" {usage}" if usage else ""),
            "description": Phrase(f"cmd.{spec.name}")})

    async def suggestion(self, where: Channel | int, actor: Actor
                         ) -> tuple[str, dict[str, Any]] | None:
        """The command the computer player would send in the actor's place now (None when
        the actor has no move to make)."""
        record = await self._record(where)
        game = self._load(record)
        seat = game.table.player_of(actor.id)
        if (game.status != "playing" or seat is None
                or seat not in game.kind.waiting(game.state)):
            return None
        rng = RandomStream(f"{game.table.seed}:hint", game.table.step)
        action = game.kind.computer_action(game.state, seat, self.computer, rng)
        return game.kind.command_of(game.state, action)

    async def hint(self, where: Channel | int, actor: Actor) -> list[Reply]:
        """What the computer would do in the actor's place, as a command (only they see
        it)."""
        try:
            found = await self.suggestion(where, actor)
        except Refusal as e:
            return self._refused(actor, None, e)
        if found is None:
            return self._answer(actor, [Phrase("hint.none")])
        record = await self._record(where)
        game = self._load(record)
        seat = game.table.player_of(actor.id)
        rng = RandomStream(f"{game.table.seed}:hint", game.table.step)
        state, kind = game.state, game.kind
        action, why = await self.thinkers.run(kind.name, "hint", state, seat, rng)
        found = kind.command_of(state, action)
        return self._answer(actor, [Phrase("hint.command", {"command": command_words(*found)}),
                                    why])

    async def choices(self, place: Channel, actor: Actor, command: str, option: str,
                      typed: str = "", filled: Mapping[str, Any] | None = None
                      ) -> list[tuple[str, str]]:
        """Suggestions (label, value) for an option being typed; the game's own moves
        put what the actor can do first."""
        if option == "map" and command in ("new", "rules"):
            return [(say(actor.locale, f"game.{g}"), g) for g in all_games()
                    if typed.lower() in g or typed.lower() in say(actor.locale,
                                                                  f"game.{g}").lower()]
        record = await self.store.channel_game(place.guild, place.channel)
        if record is None or record.status != "playing":
            return []
        game = self._load(record)
        seat = game.table.player_of(actor.id)
        return game.kind.choices(game.state, seat, command, option, typed, filled or {},
                                 actor.locale)

    # --- the scheduler ------------------------------------------------------------------

    async def run_due(self, send: Send | None = None, *, wait: bool = True) -> list[Reply]:
        """Everything due now: computer players' moves, reminders, timeouts, for up to
        DUE_AT_ONCE games this process claims (see the module's docstring), played side
        by side. Each move is saved as soon as it is made; its replies
        (and their pictures) are made afterwards, off the moves' path.

        Without `send` the replies are returned, game after game in due order. With
        `send`, each game's replies are sent on their own as soon as they are ready (a
        slow game never holds back another's board), in order within a game, and nothing
        is returned; `wait=False` returns once the moves are saved, the replies still
        on their way (the scheduler's rounds: `settle` waits for them)."""
        self._round_full = False
        if self.clock() < self._storage_retry_at:
            return []
        now = self.clock()
        due = await self.store.claim_due(now, limit=DUE_AT_ONCE, shards=self.shards,
                                         takeover_after=self.takeover_after)
        self._round_full = len(due) == DUE_AT_ONCE
        self._behind = max((now - r.due.at for r in due if r.due), default=0.0)
        played = [p for p in await self._run_due(due) if p]
        # the languages of their replies: one read for the round, made when the first
        # of them is made, not one per game
        languages = _Once(lambda: self.languages(p.game.record.guild for p in played))
        for p in played:
            p.languages = languages
        if send is None:
            out: list[Reply] = []
            for p in played:
                out += await self._made(p)
            return out
        deliveries = [self._deliver(p, send) for p in played]
        if wait and deliveries:
            await asyncio.wait(deliveries)
        return []

    def _deliver(self, played: Played, send: Send) -> asyncio.Task[None]:
        """A task that makes a scheduled change's replies and sends them, after the same
        game's earlier ones."""
        game_id = played.game.id
        self._newest[game_id] = played.game.table.step
        task = asyncio.create_task(self._delivery(played, send, self._deliveries.get(game_id)),
                                   name=f"ttr-task-delivery-{game_id}")
        self._deliveries[game_id] = task

        def forget(done: asyncio.Task[None]) -> None:
            if self._deliveries.get(game_id) is done:
                del self._deliveries[game_id]
                self._newest.pop(game_id, None)
        task.add_done_callback(forget)
        return task

    async def _delivery(self, played: Played, send: Send,
                        after: asyncio.Task[None] | None) -> None:
        if after is not None:
            await asyncio.wait([after])
        game_id = played.game.id
        try:
            async with self._drawing:
                # a board newer moves have changed, or drawn while moves are late, would
                # only hold up what matters: the text goes out without it
                board = (self._newest.get(game_id) == played.game.table.step
                         and self._behind < PICTURES_WHEN_BEHIND)
                replies = await self._made(played, board=board)
            if replies:
                await send(replies)
        except Exception:
            log.exception("game %d: sending the scheduler's replies failed", game_id)

    async def settle(self) -> None:
        """Wait until every scheduled reply under way has been sent."""
        while self._deliveries:
            await asyncio.wait(list(self._deliveries.values()))

    async def _made(self, played: Played, board: bool = True) -> list[Reply]:
        if played.replies is not None:
            return played.replies
        lang = ((await played.languages.get())[played.game.record.guild]
                if played.languages else None)
        return await self._replies(played.game, played.done, played.before, board,
                                   lang=lang)

    async def _run_due(self, claimed: list[GameRecord]) -> list[Played | None]:
        """Play claimed games' due moves side by side, then give up the claims (in one
        write, whatever happened)."""
        try:
            outcomes = await asyncio.gather(*(self._play_due(r) for r in claimed),
                                            return_exceptions=True)
        finally:
            try:
                await self.store.release(*(r.id for r in claimed))
            except StoreError:  # the claims run out by themselves
                log.warning("could not give up the scheduler's claims on %d games",
                            len(claimed))
        for outcome in outcomes:
            if isinstance(outcome, BaseException):
                raise outcome
        return [o for o in outcomes if not isinstance(o, BaseException)]

    async def _play_due(self, claimed: GameRecord) -> Played | None:
        """Play a claimed game's due moves, starting from the record the claim returned
        (read again only after losing a race)."""
        game_id, record = claimed.id, claimed
        try:
            for attempt in range(RETRIES):
                if attempt:
                    record = await self.store.game(game_id)
                now = self.clock()
                if record is None or record.due is None or record.due.at > now:
                    return None
                if self.hold is not None and await self.hold(record):
                    await self.store.set_due(game_id, record.version,
                                             Due(at=now + HOLD_FOR, what=record.due.what))
                    return None
                game = self._load(record)
                async with self._lock(game_id):
                    try:
                        if record.due.what == "reminder":
                            return Played(game, Done("remind"), {},
                                          replies=await self._remind(game))
                        return await self._computer_moves(game, record.due.what == "timeout")
                    except VersionConflict:
                        continue
        except (StorageFull, StorageFailed):
            # nothing more is written until the database takes writes again
            self._storage_retry_at = self.clock() + STORAGE_RETRY
            log.error("game %d: the scheduler's move could not be saved; trying again in "
                      "%.0f s", game_id, STORAGE_RETRY)
        return None

    async def _remind(self, game: Game) -> list[Reply]:
        game.table.clock.reminded = True
        await self._save(game, Done("remind"), "clock")
        return await self._call_waiting(game, "clock.reminder")

    async def _call_waiting(self, game: Game, key: str) -> list[Reply]:
        """A message to the game's channel calling the people whose move it is, with the
        time they have left (`key` takes {players} and {left})."""
        assert game.state is not None
        waiting = [self._names(game.table)[i] for i in game.kind.waiting(game.state)]
        left = clock.time_left(game.table, self.clock()) or 0
        said = Phrase(key, {"players": ListOf(waiting), "left": Duration(left)})
        lang = await self.language(game.record.guild)
        return self._messages(Channel(game.record.guild, game.record.channel), [said], lang,
                              game=game, mentions=self._waiting_people(game))

    async def resume(self, game_id: int) -> list[Reply]:
        """A game held while its channel was out of reach goes on. A computer player's
        move is played now. A person whose move it is gets their whole turn time again,
        from now: their clock was held (it neither ran out nor was restarted) during the
        pause, which was no doing of theirs and in which the channel showed them nothing,
        so they are called in the channel and given the time a turn takes to look at the
        table again, never the few seconds that might have been left."""
        async with self._lock(game_id):
            record = await self.store.game(game_id)
            if record is None or record.status != "playing" or record.due is None:
                return []
            now = self.clock()
            if record.due.what == "computer":
                await self.store.set_due(game_id, record.version, Due(now, "computer"))
                self._wake_scheduler()
                return []
            game = self._load(record)
            clock.rewind(game.table, now)
            try:
                await self._save(game, Done("resume"), "clock")
            except VersionConflict:  # a move came first: it started the clock anew
                return []
        return await self._call_waiting(game, "clock.resumed")

    async def _computer_moves(self, game: Game, timeout: bool) -> Played | None:
        """Computer players (or, after a timeout, the computer for late people) move until
        they are no longer waited for. Each action is saved on its own; the replies are
        made later (`_made`)."""
        kind, state = game.kind, game.state
        assert state is not None
        seats = [i for i in kind.waiting(state)
                 if bool(game.table.seats[i].computer) != timeout]
        before = self._secrets(game)
        total = Done("timeout" if timeout else "computer")
        names = self._names(game.table)
        for seat in seats:
            s = game.table.seats[seat]
            if timeout:
                total.said.append(Phrase("clock.timeout", {"player": names[seat]}))
            key = kind.clock_key(state)
            for _ in range(MAX_COMPUTER_ACTIONS):
                if (game.status != "playing" or seat not in kind.waiting(state)
                        or kind.clock_key(state) != key):
                    break
                rng = RandomStream(f"{game.table.seed}:computer", game.table.step)
                level = s.computer or self.computer
                if level in SLOW_LEVELS:
                    action = await self.thinkers.run(kind.name, "computer_action",
                                                     state, seat, level, rng, self.think_ms)
                else:
                    action = kind.computer_action(state, seat, level, rng)
                try:
                    events = kind.apply(state, seat, action)
                except RuleError as e:
                    log.error("game %d: computer move refused (%s)", game.id, e.code)
                    break
                game.table.step += 1
                total.events += events
                total.board = True
                await self._save(game, Done(total.command, seat=seat,
                                            text=kind.action_text(state, action)),
                                 "clock" if timeout else "computer")
        if not total.events and not total.said:
            # nothing could be played: look again later rather than at once
            await self.store.set_due(game.id, game.record.version,
                                     Due(at=self.clock() + STUCK_RETRY, what="computer"))
            return None
        return Played(game, total, before)

    async def computer_pending(self) -> bool:
        """Whether a computer player has a move waiting to be played."""
        return await self.store.next_due("computer") is not None

    async def drain(self, send: Send, sleep: Callable[[float], Awaitable[None]] = asyncio.sleep
                    ) -> None:
        """Play computer moves (and anything else due by then) until no computer player
        has a move pending (the console's script mode)."""
        idle = 0
        while await self.store.next_due("computer") is not None:
            # a move claimed by another process waits until the claim runs out
            at = await self.store.next_claim(
                self.clock(), shards=self.shards, takeover_after=self.takeover_after,
                poll=TAKEOVER_POLL)
            wait = (at or 0.0) - self.clock()
            if wait > 0:
                await sleep(wait)
            replies = await self.run_due()
            idle = 0 if replies else idle + 1
            if idle > 3:
                log.error("computer moves are due but none could be played")
                return
            await send(replies)

    async def run_scheduler(self, send: Send, stop: asyncio.Event | None = None,
                            idle_wait: float = 60.0) -> None:
        """Play everything that falls due, for as long as the bot runs."""
        self._wake = asyncio.Event()
        stop = stop or asyncio.Event()
        while not stop.is_set():
            try:
                await self.run_due(send, wait=False)
            except Exception:
                log.exception("scheduler round failed")
                self._round_full = False
            if self._round_full:  # no need to ask when: more is due now
                await asyncio.sleep(0)  # (what this round sent goes on meanwhile)
                continue
            at = await self.store.next_claim(
                self.clock(), shards=self.shards, takeover_after=self.takeover_after,
                poll=TAKEOVER_POLL)
            wait = idle_wait if at is None else min(idle_wait, max(0.0, at - self.clock()))
            wait = max(wait, self._storage_retry_at - self.clock())
            if wait > 0:
                self._wake.clear()
                waiters = {asyncio.ensure_future(self._wake.wait()),
                           asyncio.ensure_future(stop.wait())}
                _, pending = await asyncio.wait(waiters, timeout=wait,
                                                return_when=asyncio.FIRST_COMPLETED)
                for task in pending:
                    task.cancel()
        await self.settle()
