"""The core of the table service: read a game, change it under its lock (tried again
after losing a race), save it, and make the replies; and the servers' languages.

A change is: read the game, apply it in memory, write it with the version it was read
at (one transaction: state + action log). If another process wrote first, the write is
refused and the change is tried again on the new state. Per-game asyncio locks keep the
tasks of this process from racing, as an optimisation only.

The lobby, the moves, the looks and the scheduler are collaborators that receive the
core (see `service.TableService`); the league records each finished game as it is saved.
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
from typing import Any, Protocol

from engine import Event, RuleError
from engine.bots import BOT_NAMES

from ..i18n import ListOf, Phrase, language_of, languages, say
from ..i18n.language_names import language_named
from ..kinds.base import TABLE_THINK_MS
from ..league.commands import League
from ..pictures import Pictures
from ..replies import Actor, Channel, Component, Picture, Reply, User
from ..shards import ALL_SHARDS, Shards
from ..store import (
    Change,
    Due,
    GameRecord,
    StorageFailed,
    StorageFull,
    Store,
    StoreError,
    VersionConflict,
)
from ..table import notify
from ..table.answers import messages, refused, storage_refusal
from ..table.card import board_card
from ..table.display_names import clean_name, shown
from ..table.loaded import Game, load_game, seat_names, secrets_of, waiting_people
from ..table.refusal import Refusal
from . import clock, lobby
from .limits import UNLIMITED, Limits, TableLimits
from .rooms import SETTING, Rooms
from .thinking import Thinkers

log = logging.getLogger(__name__)

#: how often a change is tried again after losing a race to another process
RETRIES = 5
#: seconds late another shard's due game must be before this process takes it over (its
#: own process is gone: stopped, crashed, or its shards moved)
TAKEOVER_AFTER = 5.0


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


class DueWork(Protocol):
    """Work the scheduler does beside the games' due moves."""

    async def run_due(self) -> list[Reply]:
        """Do what is due now; the replies."""
        ...

    async def pending(self) -> bool:
        """Whether any of it is due now."""
        ...


async def _nothing() -> None:
    """No picture (awaited in place of one)."""
    return None


class Core:
    """What every part of the service shares: the store, the settings, the per-game locks,
    and reading, changing, saving and replying."""

    def __init__(self, store: Store, *, pictures: Pictures | None = None,
                 clock: Callable[[], float] = time.time,
                 seeds: Callable[[], int] | None = None, bot_delay: float = 2.0,
                 computer: str = "normal", turn_limit: int | None = None,
                 shards: Shards = ALL_SHARDS, limits: Limits | None = None) -> None:
        self.store = store
        #: open tables per person and per server: the defaults given (the settings', for
        #: the running bot; none for a service built bare, as tests and benchmarks do),
        #: which a server's managers change for their server
        self.limits = TableLimits(self, limits or UNLIMITED)
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
        #: set to have the running scheduler look for due games now (None: not running)
        self.woken: asyncio.Event | None = None
        #: asked before a game's due moves are played: True holds them (an adapter whose
        #: channel for the game is out of reach); they are asked again after the scheduler's
        #: HOLD_FOR
        self.hold: Callable[[GameRecord], Awaitable[bool]] | None = None
        #: how a reply names a game's place (a channel or a thread) for people to go to it:
        #: the console's `#name`; an adapter sets its own (Discord: a jump link)
        self.place_name: Callable[[Channel], str] = lambda place: f"#{place.channel}"
        #: an adapter's own places for new games (Discord: threads); None: every game is
        #: played where it is opened
        self.rooms: Rooms | None = None
        #: the league, which records each finished game once
        self.league = League(store, lambda: self.clock())
        #: what the scheduler does besides playing due games, each round: each answers
        #: the replies to send (the daily challenge's results post)
        self.chores: list[Callable[[], Awaitable[list[Reply]]]] = []
        #: told the id of each game that has just ended (finished or aborted)
        self.on_ended: list[Callable[[int], Awaitable[None]]] = []
        #: work the scheduler does beside the games' due moves (tournaments' rounds):
        #: each gives its replies, and says whether any is due now
        self.due_work: list[DueWork] = []

    # --- small helpers --------------------------------------------------------------

    def text(self, locale: str | None, key: str, **params: Any) -> str:
        """A catalogue message, for adapters' own words (e.g. "your DMs are closed")."""
        return say(locale, key, **params)

    def lock(self, game_id: int) -> asyncio.Lock:
        """This process's lock on a game (kept while someone holds or awaits it)."""
        lock = self._locks.get(game_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[game_id] = lock
        return lock

    async def read(self, where: Channel | int) -> GameRecord:
        """The record of the channel's game (or of a game by its id); Refusal if none."""
        if isinstance(where, Channel):
            record = await self.store.channel_game(where.guild, where.channel)
        else:
            record = await self.store.game(where)
        if record is None:
            raise Refusal("no_game")
        return record

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

    async def set_language(self, place: Channel, actor: Actor, language: str) -> list[Reply]:
        """Set the server's language for channel messages (server managers only)."""
        lang = language_named(str(language or "")) or str(language or "").strip().lower()
        if not actor.manager:
            return refused(actor, None, Refusal("not_manager"))
        if lang not in languages():
            return refused(actor, None, Refusal(
                "unknown_language", language=language, languages=ListOf(languages())))
        try:
            await self.store.set_setting(f"guild:{place.guild}", "language", lang)
        except (StorageFull, StorageFailed) as e:
            return refused(actor, None, storage_refusal(e))
        log.info("guild %s: language set", place.guild)
        return [Reply(to=place, text=say(lang, "language.set",
                                         player=shown(clean_name(actor.name))),
                      locale=lang)]

    async def threads_on(self, guild: str) -> bool:
        """Whether new games of the server get their own place (on unless a manager
        turned it off). Read from the store each time, like the language."""
        return await self.store.get_setting(f"guild:{guild}", SETTING) != "off"

    async def set_threads(self, place: Channel, actor: Actor, value: Any) -> list[Reply]:
        """Turn the server's threads for new games on or off (server managers only)."""
        if not actor.manager:
            return refused(actor, None, Refusal("not_manager"))
        try:
            on = lobby.yes_no(value if value not in (None, "") else "?", "threads")
            await self.store.set_setting(f"guild:{place.guild}", SETTING, "on" if on else "off")
        except Refusal as e:
            return refused(actor, None, e)
        except (StorageFull, StorageFailed) as e:
            return refused(actor, None, storage_refusal(e))
        log.info("guild %s: threads %s", place.guild, "on" if on else "off")
        lang = await self.language(place.guild)
        return [Reply(to=place, text=say(lang, "threads.on" if on else "threads.off",
                                         player=shown(clean_name(actor.name))),
                      locale=lang)]

    async def set_notify(self, place: Channel, actor: Actor, mode: Any,
                         minutes: Any = None) -> list[Reply]:
        """How the person is told that their turn came, in this server (bot.table.notify);
        answered to them only."""
        try:
            chosen = notify.parse(mode, minutes)
            await self.store.set_setting(notify.scope(place.guild), actor.id, chosen.stored())
        except Refusal as e:
            return refused(actor, None, e)
        except (StorageFull, StorageFailed) as e:
            return refused(actor, None, storage_refusal(e))
        return [Reply(to=actor.user, ephemeral=True, locale=actor.locale,
                      text=say(actor.locale, f"notify.{chosen.mode}", minutes=chosen.minutes))]

    def is_host(self, game: Game, actor: Actor) -> bool:
        """Whether the actor may do what the host does: the host or a server manager."""
        return actor.id == game.table.host or actor.manager

    def wake_scheduler(self) -> None:
        """Look for due games now (an adapter moved a due time, or a change made one)."""
        if self.woken is not None:
            self.woken.set()

    # --- changing a game --------------------------------------------------------------

    async def save(self, game: Game, done: Done, actor_id: str) -> None:
        """Write the game over the version it was read at (VersionConflict if stale)."""
        now = self.clock()
        due: Due | None = None
        if game.state is not None:
            if game.status == "playing" and game.rules.is_over(game.state):
                game.status = "finished"
            if game.status == "playing":
                clock.wind(game.table, game.state, now)
            due = clock.next_due(game.rules, game.table, game.state, game.status, now,
                                 self.bot_delay)
        change = Change(
            status=game.status, table=game.table.model_dump_json(),
            state=game.rules.dump(game.state) if game.state is not None else None,
            due=due, seat=done.seat, actor=actor_id,
            action=json.dumps({"command": done.command, "text": done.text}))
        version = await self.store.save(game.id, game.record.version, change, now)
        finished = game.status == "finished" and game.record.status != "finished"
        ended = game.status in ("finished", "aborted") and game.record.status != game.status
        game.record = replace(game.record, status=game.status, table=change.table,
                              state=change.state, version=version, due=due, updated_at=now)
        if finished:  # the league records it once; a failure must not lose the move
            try:
                await self.league.league_record(game.id)
            except Exception:
                log.exception("game %d: recording the finished game failed", game.id)
        if ended:  # (what follows from it is in the store: a failure here loses nothing)
            for hook in self.on_ended:
                try:
                    await hook(game.id)
                except Exception:
                    log.exception("game %d: telling that it ended failed", game.id)
        log.info("game %d: %s by seat %s (step %d, %s)", game.id, done.command, done.seat,
                 game.table.step, game.status)
        log.debug("game %d: action %r", game.id, done.text)
        if due is not None:
            self.wake_scheduler()

    async def change(self, where: Channel | int, actor: Actor,
                     change: Callable[[Game], Done]) -> list[Reply]:
        """Read, change (or refuse), write, reply; tried again after a lost race."""
        game: Game | None = None
        try:
            for _ in range(RETRIES):
                record = await self.read(where)
                lock = self.lock(record.id)
                waited = lock.locked()
                async with lock:
                    if waited:  # someone changed it meanwhile: read it again
                        record = await self.read(record.id)
                    game = load_game(record)
                    before = secrets_of(game)
                    quiet_hand = self._without_choice(game, actor)
                    done = change(game)
                    try:
                        await self.save(game, done, actor.id)
                    except VersionConflict:
                        continue
                    return await self.replies(game, done, before, interim=quiet_hand)
            raise Refusal("busy")
        except (Refusal, RuleError) as e:
            return refused(actor, game, e)
        except (StorageFull, StorageFailed) as e:  # nothing was written: the game is as it was
            return refused(actor, None, storage_refusal(e))

    # --- replies after a change ---------------------------------------------------------

    @staticmethod
    def _without_choice(game: Game, actor: Actor) -> int | None:
        """The actor's seat when their hand offers no choice now (no buttons or menus to
        take away once they have moved)."""
        seat = game.table.player_of(actor.id)
        if seat is None or game.state is None or game.status != "playing":
            return None
        if game.face.hand_components(game.state, seat, game.id, actor.locale):
            return None
        return seat

    async def replies(self, game: Game, done: Done, before: Mapping[int, str],
                      board: bool = True, *, lang: str | None = None,
                      interim: int | None = None) -> list[Reply]:
        """The channel's update, then a direct message to each person whose cards or
        tickets changed. Pictures are drawn side by side (the board's only with `board`:
        the scheduler leaves out a board that newer moves have already changed). In the
        server's language, read now unless `lang` was. `interim`: the acting seat whose
        hand offered no choice before the move; if its turn goes on and its new hand
        offers none either, that hand is marked interim (see Reply)."""
        lang = lang or await self.language(game.record.guild)
        # a language chosen for the server is its players' private messages' too, from the
        # first one (a seat's own is only the client's of their last command)
        chosen = await self.store.get_setting(f"guild:{game.record.guild}", "language")
        names = seat_names(game.table)
        face, state = game.face, game.state
        lines = list(done.said)
        picture: Awaitable[Picture | None] | None = None
        components: list[Component] = []
        mentions: list[str] = []
        if state is not None and game.status in ("playing", "finished"):
            lines += face.event_phrases(state, done.events, None, names)
            lines.append(face.waiting_phrase(state, names))
            if game.status == "playing":
                mentions = waiting_people(game)
                components = face.board_components(state, game.id, game.table.step, lang)
                if done.board and board:
                    picture = face.board_picture(
                        self.pictures, state, f"board-{game.id}-{game.table.step}.png", lang)
            else:
                lines += face.final_phrases(state, names)
                components = [lobby.rematch_button(game.record, lang)]
                picture = face.final_picture(self.pictures, state, f"final-{game.id}.png",
                                             lang, await self.logged_moves(game))
        elif game.status == "lobby":
            lines += lobby.phrases(game)
            components = lobby.components(game, lang)
        hands = []
        if state is not None:
            for seat, s in enumerate(game.table.seats):
                if s.user is not None and s.left and (done.command, done.seat) == ("leave", seat):
                    hands.append(self._hand_given_up(game, seat))
                    continue
                if not s.messaged or s.user is None:
                    continue
                private = face.event_phrases(state, done.events, seat, names)
                if private or face.secret(state, seat) != before.get(seat):
                    mid_turn = seat == interim and game.status == "playing" \
                        and seat in game.rules.waiting(state)
                    hands.append(self.hand_replies(game, seat, User(s.user, s.name),
                                                   chosen or s.locale, private,
                                                   ephemeral=False, interim=mid_turn))
        drawn = await asyncio.gather(picture or _nothing(), *hands)
        channel = Channel(game.record.guild, game.record.channel)
        card = None
        if state is not None and game.status in ("playing", "finished"):
            card = board_card(game, lang, done.said, pictured=self.pictures.enabled)
        out = messages(channel, lines, lang, game=game,
                       images=[drawn[0]] if drawn[0] else [], components=components,
                       mentions=mentions, board=state is not None and done.board, card=card)
        for replies in drawn[1:]:
            out += replies
        return out

    async def _hand_given_up(self, game: Game, seat: int) -> list[Reply]:
        """The private hand message of a seat its person has just left, edited to say so:
        its cards and its menus (claim, pay, ...) are gone at once."""
        s = game.table.seats[seat]
        assert s.user is not None
        return messages(User(s.user, s.name), [Phrase("hand.left")], s.locale, game=game,
                        hand=True)

    async def logged_moves(self, game: Game) -> list[tuple[int, str]]:
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

    async def hand_replies(self, game: Game, seat: int, to: User, locale: str,
                           lead: Sequence[Phrase], *, ephemeral: bool,
                           interim: bool = False) -> list[Reply]:
        """A seat's cards and tickets (after `lead`) with its picture and buttons, to `to`
        (`interim`: marked so when it offers no choice either)."""
        face, state = game.face, game.state
        assert state is not None
        phrases = [*lead, *face.hand_phrases(state, seat)]
        if game.status == "playing" and seat in game.rules.waiting(state):
            phrases.append(Phrase("hand.your_move"))
        picture = await face.hand_picture(
            self.pictures, state, seat, f"hand-{game.id}-{seat}-{game.table.step}.png", locale,
            await self.logged_moves(game))
        components = face.hand_components(state, seat, game.id, locale)
        return messages(to, phrases, locale, ephemeral=ephemeral, game=game,
                        images=[picture] if picture else [], components=components,
                        hand=not ephemeral, interim=interim and not components)
