"""The scheduler: what nobody asked for (computer moves, reminders, timeouts), and the
delivery of its replies.

It is run by one process: it claims a due game in the store (no other process plays it
meanwhile), plays it and gives it up. Each process claims the games of its own shards'
servers, and another process's only once they are TAKEOVER_AFTER late (that process is
gone).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

from engine import RandomStream, RuleError

from ..i18n import Duration, ListOf, Phrase
from ..replies import Channel, Reply
from ..store import (
    Due,
    GameRecord,
    StorageFailed,
    StorageFull,
    StorageUnreachable,
    StoreError,
    VersionConflict,
)
from ..table.answers import messages
from ..table.loaded import Game, load_game, seat_names, secrets_of, waiting_people
from . import clock
from .computer import computer_move
from .core import RETRIES, Core, Done
from .thinking import SLOW_LEVELS

log = logging.getLogger(__name__)

#: the most actions a computer player takes in one go (a turn is at most a few)
MAX_COMPUTER_ACTIONS = 20
#: seconds before trying again a computer move that could not be played
STUCK_RETRY = 60.0
#: due games the scheduler claims and plays at once (their moves interleave while they
#: wait on the database): one claim and one release for them all, and their saves made
#: together go to PostgreSQL as one statement, so a larger round costs the database less
#: per move (32 rather than 16: a quarter less server time per move with two processes)
DUE_AT_ONCE = 32
#: seconds between looks at other shards' due games when none of this process's is due
TAKEOVER_POLL = 1.0
#: scheduled replies being made (pictures drawn) at once, with pictures drawn in threads
#: (they would only share the interpreter); with worker processes, one per worker
DRAWING_AT_ONCE = 1
#: how late (seconds) the scheduler's moves may run, or their replies may wait behind
#: other games' pictures, before it sends boards without pictures
PICTURES_WHEN_BEHIND = 0.25
#: seconds the scheduler waits after the database refused to write (a full disk)
STORAGE_RETRY = 10.0
#: seconds the scheduler first waits after the database could not be reached; each
#: failure in a row doubles it, up to OUTAGE_WAIT_MAX
OUTAGE_WAIT = 0.5
OUTAGE_WAIT_MAX = 15.0
#: seconds a scheduler round may take before the next starts beside it, and rounds at
#: most under way at once (a round waiting on searches holds only its own games)
SLOW_ROUND = 0.25
ROUNDS_AT_ONCE = 8
#: seconds a game held by the adapter (its channel out of reach) waits before asking again
HOLD_FOR = 600.0

Send = Callable[[list[Reply]], Awaitable[None]]
T = TypeVar("T")


class _Once(Generic[T]):
    """A value read at most once, when first asked for (callers asking meanwhile wait for
    the same read)."""

    def __init__(self, read: Callable[[], Awaitable[T]]) -> None:
        self._read = read
        self._task: asyncio.Task[T] | None = None

    async def get(self) -> T:
        """The value, read now if nobody has asked for it yet (or the last read failed)."""
        if self._task is None or (self._task.done() and not self._task.cancelled()
                                  and self._task.exception() is not None):
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


#: the key of the chores' replies among the deliveries under way (no game has it)
CHORES = -1


class Scheduler:
    """Plays what falls due on the core's games and delivers the replies, each game's in
    order and none held back by another's."""

    def __init__(self, core: Core) -> None:
        self.core = core
        #: the scheduler's replies under way, the last one of each game
        self._deliveries: dict[int, asyncio.Task[None]] = {}
        #: each game's newest step with replies under way (older boards are not drawn)
        self._newest: dict[int, int] = {}
        #: the turns at making replies (sized by the pictures' workers when first used)
        self._drawing: asyncio.Semaphore | None = None
        self._storage_retry_at = 0.0
        #: seconds the scheduler waits after its next failed store call
        self._outage_wait = OUTAGE_WAIT
        #: how late the scheduler's last round started on its oldest due game (seconds)
        self._behind = 0.0
        #: whether the last round claimed as many games as it may: more may be due now
        self._round_full = False

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
        if self.core.clock() < self._storage_retry_at:
            return []
        now = self.core.clock()
        due = await self.core.store.claim_due(now, limit=DUE_AT_ONCE, shards=self.core.shards,
                                              takeover_after=self.core.takeover_after)
        self._round_full = len(due) == DUE_AT_ONCE
        self._behind = max((now - r.due.at for r in due if r.due), default=0.0)
        played = [p for p in await self._run_due(due) if p]
        other: list[Reply] = []
        for work in self.core.due_work:
            other += await work.run_due()
        # the languages of their replies: one read for the round, made when the first
        # of them is made, not one per game
        languages = _Once(lambda: self.core.languages(p.game.record.guild for p in played))
        for p in played:
            p.languages = languages
        if send is None:
            out: list[Reply] = []
            for p in played:
                out += await self._made(p)
            return out + other
        if other:
            await send(other)
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
        """Make and send a scheduled change's replies once `after` (the same game's
        earlier ones) is done; a failure is logged, never raised."""
        if after is not None:
            await asyncio.wait([after])
        game_id = played.game.id
        if self._drawing is None:
            pool = self.core.pictures.pool
            self._drawing = asyncio.Semaphore(pool.processes if pool else DRAWING_AT_ONCE)
        try:
            wait = OUTAGE_WAIT
            while True:
                try:
                    drawing = await self._turn_to_draw(played)
                    try:
                        replies = await self._made(played,
                                                   board=drawing and self._pictured(played))
                    finally:
                        if drawing:
                            self._drawing.release()
                    break
                except StorageUnreachable as e:  # the move is saved: its table is told
                    if wait > OUTAGE_WAIT_MAX:  # once the database is back
                        raise
                    log.warning("game %d: its replies wait for the database (%s)", game_id,
                                type(e).__name__)
                    await asyncio.sleep(wait)
                    wait *= 2
            if replies:
                await send(replies)
        except Exception:
            log.exception("game %d: sending the scheduler's replies failed", game_id)

    def _pictured(self, played: Played) -> bool:
        """Whether a scheduled change's replies carry the board: not when newer moves
        have changed it, nor while moves are late (it would only hold up what matters:
        the text goes out without it)."""
        game = played.game
        return self._newest.get(game.id) == game.table.step \
            and self._behind < PICTURES_WHEN_BEHIND

    async def _turn_to_draw(self, played: Played) -> bool:
        """Wait for a turn to make a change's replies with their pictures (True: taken,
        to be released). After a burst of games due at once, a board whose turn would
        come later than PICTURES_WHEN_BEHIND goes without its picture when a computer
        moves next (False): its board, seconds later, shows this move too. A person
        waited for gets theirs."""
        assert self._drawing is not None
        game = played.game
        if game.status == "playing" and game.state is not None and waiting_people(game):
            await self._drawing.acquire()
            return True
        try:
            await asyncio.wait_for(self._drawing.acquire(), PICTURES_WHEN_BEHIND)
        except TimeoutError:
            return False
        return True

    async def _chores(self, send: Send) -> None:
        """What the core asks of each round besides the due games (its `chores`), each
        guarded: a failure is logged and holds up no game; their replies are sent off the
        round's path, in order."""
        for chore in self.core.chores:
            try:
                replies = await chore()
            except Exception:
                log.exception("a scheduler chore failed")
                continue
            if replies:
                after = self._deliveries.get(CHORES)
                task = asyncio.create_task(self._send_after(replies, send, after),
                                           name="ttr-task-chores")
                self._deliveries[CHORES] = task
                task.add_done_callback(
                    lambda done: self._deliveries.pop(CHORES, None)
                    if self._deliveries.get(CHORES) is done else None)

    @staticmethod
    async def _send_after(replies: list[Reply], send: Send,
                          after: asyncio.Task[None] | None) -> None:
        """Send `replies` once `after` is done; a failure is logged, never raised."""
        if after is not None:
            await asyncio.wait([after])
        try:
            await send(replies)
        except Exception:
            log.exception("sending a chore's replies failed")

    async def settle(self) -> None:
        """Wait until every scheduled reply under way has been sent."""
        while self._deliveries:
            await asyncio.wait(list(self._deliveries.values()))

    async def _made(self, played: Played, board: bool = True) -> list[Reply]:
        """A scheduled change's replies, made now unless they were already."""
        if played.replies is not None:
            return played.replies
        lang = ((await played.languages.get())[played.game.record.guild]
                if played.languages else None)
        return await self.core.replies(played.game, played.done, played.before, board,
                                       lang=lang)

    async def _run_due(self, claimed: list[GameRecord]) -> list[Played | None]:
        """Play claimed games' due moves side by side, then give up the claims (in one
        write, whatever happened)."""
        try:
            outcomes = await asyncio.gather(*(self._play_due(r) for r in claimed),
                                            return_exceptions=True)
        finally:
            try:
                await self.core.store.release(*(r.id for r in claimed))
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
        if self.core.lock(game_id).locked():  # an earlier round is still playing it
            return None
        try:
            for attempt in range(RETRIES):
                if attempt:
                    record = await self.core.store.game(game_id)
                now = self.core.clock()
                if record is None or record.due is None or record.due.at > now:
                    return None
                if self.core.hold is not None and await self.core.hold(record):
                    await self.core.store.set_due(game_id, record.version,
                                                  Due(at=now + HOLD_FOR, what=record.due.what))
                    return None
                game = load_game(record)
                async with self.core.lock(game_id):
                    try:
                        if record.due.what == "reminder":
                            return Played(game, Done("remind"), {},
                                          replies=await self._remind(game))
                        return await self._computer_moves(game, record.due.what == "timeout")
                    except VersionConflict:
                        continue
        except StorageUnreachable as e:  # the database is away: the round waits for it
            self._outage(e)
        except (StorageFull, StorageFailed):
            # nothing more is written until the database takes writes again
            self._storage_retry_at = self.core.clock() + STORAGE_RETRY
            log.error("game %d: the scheduler's move could not be saved; trying again in "
                      "%.0f s", game_id, STORAGE_RETRY)
        return None

    async def _remind(self, game: Game) -> list[Reply]:
        """Note the reminder on the turn clock and call the people waited for."""
        game.table.clock.reminded = True
        await self.core.save(game, Done("remind"), "clock")
        return await self._call_waiting(game, "clock.reminder")

    async def _call_waiting(self, game: Game, key: str) -> list[Reply]:
        """A message to the game's channel calling the people whose move it is, with the
        time they have left (`key` takes {players} and {left})."""
        assert game.state is not None
        waiting = [seat_names(game.table)[i] for i in game.rules.waiting(game.state)]
        left = clock.time_left(game.table, self.core.clock()) or 0
        said = Phrase(key, {"players": ListOf(waiting), "left": Duration(left)})
        lang = await self.core.language(game.record.guild)
        return messages(Channel(game.record.guild, game.record.channel), [said], lang,
                        game=game, mentions=waiting_people(game))

    async def resume(self, game_id: int) -> list[Reply]:
        """A game held while its channel was out of reach goes on. A computer player's
        move is played now. A person whose move it is gets their whole turn time again,
        from now: their clock was held (it neither ran out nor was restarted) during the
        pause, which was no doing of theirs and in which the channel showed them nothing,
        so they are called in the channel and given the time a turn takes to look at the
        table again, never the few seconds that might have been left."""
        async with self.core.lock(game_id):
            record = await self.core.store.game(game_id)
            if record is None or record.status != "playing" or record.due is None:
                return []
            now = self.core.clock()
            if record.due.what == "computer":
                await self.core.store.set_due(game_id, record.version, Due(now, "computer"))
                self.core.wake_scheduler()
                return []
            game = load_game(record)
            clock.rewind(game.table, now)
            try:
                await self.core.save(game, Done("resume"), "clock")
            except VersionConflict:  # a move came first: it started the clock anew
                return []
        return await self._call_waiting(game, "clock.resumed")

    async def _computer_moves(self, game: Game, timeout: bool) -> Played | None:
        """Computer players (or, after a timeout, the computer for late people) move until
        they are no longer waited for. Each action is saved on its own; the replies are
        made later (`_made`)."""
        rules, state = game.rules, game.state
        assert state is not None
        seats = [i for i in rules.waiting(state)
                 if bool(game.table.seats[i].computer) != timeout]
        before = secrets_of(game)
        total = Done("timeout" if timeout else "computer")
        names = seat_names(game.table)
        for seat in seats:
            s = game.table.seats[seat]
            if timeout:
                total.said.append(Phrase("clock.timeout", {"player": names[seat]}))
            key = clock.wait_key(state)
            for _ in range(MAX_COMPUTER_ACTIONS):
                if (game.status != "playing" or seat not in rules.waiting(state)
                        or clock.wait_key(state) != key):
                    break
                rng = RandomStream(f"{game.table.seed}:computer", game.table.step)
                level = s.computer or self.core.computer
                if level in SLOW_LEVELS:
                    action = await self.core.thinkers.run(
                        computer_move, rules.name, state, seat, level, rng, self.core.think_ms,
                        game.table.options.worlds, lane=game.record.guild,
                        key=f"game:{game.id}")
                else:
                    action = computer_move(rules.name, state, seat, level, rng)
                try:
                    events = rules.apply(state, seat, action)
                except RuleError as e:
                    log.error("game %d: computer move refused (%s)", game.id, e.code)
                    break
                game.table.step += 1
                game.table.remember(events)
                total.events += events
                total.board = True
                await self.core.save(game, Done(total.command, seat=seat,
                                                text=rules.describe(state, action)),
                                     "clock" if timeout else "computer")
        if not total.events and not total.said:
            # nothing could be played: look again later rather than at once
            await self.core.store.set_due(game.id, game.record.version,
                                          Due(at=self.core.clock() + STUCK_RETRY, what="computer"))
            return None
        return Played(game, total, before)

    async def computer_pending(self) -> bool:
        """Whether a computer player has a move waiting to be played."""
        return await self.core.store.next_due("computer") is not None

    async def drain(self, send: Send, sleep: Callable[[float], Awaitable[None]] = asyncio.sleep
                    ) -> None:
        """Play computer moves (and anything else due by then) until no computer player
        has a move pending (the console's script mode). A database out of reach is
        waited for (with backoff), never given up on."""
        idle = 0
        while True:
            try:
                if await self.core.store.next_due("computer") is None and not any(
                        [await w.pending() for w in self.core.due_work]):
                    return
                # a move claimed by another process waits until the claim runs out
                at = await self.core.store.next_claim(
                    self.core.clock(), shards=self.core.shards,
                    takeover_after=self.core.takeover_after, poll=TAKEOVER_POLL)
                wait = max((at or 0.0) - self.core.clock(),
                           self._storage_retry_at - self.core.clock())
                if wait > 0:
                    await sleep(wait)
                replies = await self.run_due()
            except StorageUnreachable as e:
                await sleep(self._outage(e))
                continue
            away = self._outage_wait > OUTAGE_WAIT  # a save failed on an outage: not idle
            self._answered()
            idle = 0 if replies or away else idle + 1
            if idle > 3:
                log.error("computer moves are due but none could be played")
                return
            await send(replies)

    async def run_scheduler(self, send: Send, stop: asyncio.Event | None = None,
                            idle_wait: float = 60.0) -> None:
        """Play everything that falls due, for as long as the bot runs. A database out of
        reach pauses it (each store call is tried again, waiting longer each time up to
        OUTAGE_WAIT_MAX); it never ends it. A round still thinking (searches of `hard`
        players) after SLOW_ROUND seconds goes on beside the next ones, so the moves that
        fall due meanwhile, in other games, are not held up behind it."""
        woken = self.core.woken = asyncio.Event()
        stop = stop or asyncio.Event()
        rounds: set[asyncio.Task[float | None]] = set()
        while not stop.is_set():
            current = asyncio.create_task(self._guarded_round(send, idle_wait))
            rounds.add(current)
            current.add_done_callback(rounds.discard)
            done, _ = await asyncio.wait({current}, timeout=SLOW_ROUND)
            wait = current.result() if current in done else SLOW_ROUND
            if wait is None:  # no need to ask when: more is due now
                await asyncio.sleep(0)  # (what this round sent goes on meanwhile)
                continue
            if rounds - {current}:  # others still thinking: look again for new due games soon
                wait = min(max(wait, SLOW_ROUND), SLOW_ROUND * 4)
            while len(rounds) >= ROUNDS_AT_ONCE and not stop.is_set():
                await asyncio.wait(rounds | {asyncio.ensure_future(stop.wait())},
                                   return_when=asyncio.FIRST_COMPLETED)
            if wait > 0:
                woken.clear()
                waiters = {asyncio.ensure_future(woken.wait()),
                           asyncio.ensure_future(stop.wait())}
                _, pending = await asyncio.wait(waiters, timeout=wait,
                                                return_when=asyncio.FIRST_COMPLETED)
                for task in pending:
                    task.cancel()
        if rounds:
            await asyncio.wait(rounds)
        await self.settle()

    async def _guarded_round(self, send: Send, idle_wait: float) -> float | None:
        """A round (`_round`), its failure logged and waited out rather than raised."""
        try:
            return await self._round(send, idle_wait)
        except StoreError as e:
            self._round_full = False
            return self._outage(e)
        except Exception:
            log.exception("scheduler round failed")
            wait, self._round_full = self._outage_wait, False
            self._outage_wait = min(self._outage_wait * 2, OUTAGE_WAIT_MAX)
            return wait

    async def _round(self, send: Send, idle_wait: float) -> float | None:
        """One round of the scheduler: what is due played, then the seconds until the next
        (None: more is due now)."""
        await self.run_due(send, wait=False)
        await self._chores(send)
        if self._round_full:
            return None
        at = await self.core.store.next_claim(
            self.core.clock(), shards=self.core.shards, takeover_after=self.core.takeover_after,
            poll=TAKEOVER_POLL)
        self._answered()
        wait = idle_wait if at is None else min(idle_wait, max(0.0, at - self.core.clock()))
        return max(wait, self._storage_retry_at - self.core.clock())

    def _answered(self) -> None:
        """The database answered the scheduler: the next outage starts waiting short."""
        if self.core.clock() >= self._storage_retry_at:
            self._outage_wait = OUTAGE_WAIT

    def _outage(self, error: StoreError) -> float:
        """Seconds to wait after the database failed a scheduler's call, each failure in
        a row waiting twice as long as the one before (up to OUTAGE_WAIT_MAX)."""
        wait = self._outage_wait
        self._outage_wait = min(wait * 2, OUTAGE_WAIT_MAX)
        self._storage_retry_at = self.core.clock() + wait
        log.warning("the database failed the scheduler (%s: %s); trying again in %.1f s",
                    type(error).__name__, error, wait)
        return wait
