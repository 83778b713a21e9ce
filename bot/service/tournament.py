"""Tournaments (`/ttr tournament create|join|start|status|abort`): people join a tournament
in a channel, its creator (or a server manager) starts it, and the bot plays it round by
round: each round's tables become ordinary games (in their own threads where the adapter
opens them; league games like any other), computer seats filling each table; when every
game of a round has ended (or the round's time ran out and the computer finished them),
the next round is paired (Swiss by standings, avoiding rematches; or round robin) and
made, until the last round's standings are posted.

Everything lives in the store: the tournament's row and its tables' games. Moving a round
on is one atomic claim in the store, so two processes seeing a round end make the next
round once. A game of a tournament ending marks the tournament due; the scheduler looks
at due tournaments (`run_due`), as at due games.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

from engine import GAMES, RandomStream

from ..i18n import Duration, ListOf, Phrase, say
from ..kinds import all_games, face_of, game_name
from ..league.swiss import (
    Standing,
    TableResult,
    Tables,
    round_robin,
    standings,
    swiss_round,
    table_sizes,
)
from ..league.tournament_plan import FORMATS, Plan, Player, table_result
from ..replies import Actor, Channel, Picture, Reply
from ..store import Change, ChannelBusy, StorageFailed, StorageFull, VersionConflict
from ..store.tournaments import TournamentGame, TournamentRecord
from ..table.answers import answer, messages, refused
from ..table.display_names import clean_name, shown
from ..table.loaded import Game, load_game, seat_names
from ..table.model import Options, Seat, Table
from ..table.refusal import Refusal
from ..table.typed_numbers import whole_number
from . import clock, lobby
from .core import RETRIES, Core, Done
from .rooms import Room

log = logging.getLogger(__name__)

#: rounds a tournament plays unless told, and the most it may
DEFAULT_ROUNDS, MAX_ROUNDS = 3, 10
#: people a tournament may hold
MAX_PLAYERS = 64
#: seconds a process has to make a claimed round's games before another makes the rest
FILL_LEASE = 60.0
#: the actor the tournament's own changes to games are logged under
TOURNAMENT_ACTOR = "tournament"


class Tournaments:
    """The tournament commands and the rounds' advance, on the core (`service` runs the
    games' own commands: aborting a table)."""

    def __init__(self, core: Core) -> None:
        self.core = core

    # --- reading ------------------------------------------------------------------------

    async def _here(self, place: Channel) -> tuple[TournamentRecord, Plan]:
        record = await self.core.store.channel_tournament(place.guild, place.channel)
        if record is None:
            raise Refusal("no_tournament")
        return record, Plan.model_validate_json(record.data)

    async def _open_here(self, place: Channel) -> tuple[TournamentRecord, Plan]:
        record, plan = await self._here(place)
        if record.status not in ("lobby", "playing"):
            raise Refusal("no_tournament")
        return record, plan

    def _may_run(self, plan: Plan, actor: Actor) -> None:
        if actor.id != plan.creator and not actor.manager:
            raise Refusal("not_tournament_creator", creator=shown(plan.creator_name))

    # --- /ttr tournament create ---------------------------------------------------------

    async def create(self, place: Channel, actor: Actor, game: Any = None, form: Any = None,
                     rounds: Any = None, size: Any = None, turn_limit: Any = None,
                     level: Any = None, round_limit: Any = None) -> list[Reply]:
        """Open a tournament in this channel, the asker its creator and first player."""
        try:
            name = str(game or "usa").strip().lower()
            face = face_of(name)
            if face is None:
                raise Refusal("unknown_game", game=str(game), games=ListOf(all_games()))
            chosen = str(form or "swiss").strip().lower()
            if chosen not in FORMATS:
                raise Refusal("bad_option", option="format", value=str(form))
            # a round robin plays as many rounds as everyone meeting everyone takes
            count = _number(rounds, DEFAULT_ROUNDS if chosen == "swiss" else MAX_ROUNDS, 1,
                            MAX_ROUNDS, "rounds")
            least, most = GAMES[name].seat_range
            seats = _number(size, min(4, most), max(2, least), most, "size")
            strength = str(level or "normal").strip().lower()
            if strength not in ("easy", "normal", "hard", "greedy", "random"):
                raise Refusal("bad_option", option="level", value=str(level))
            try:
                per_round = lobby.turn_limit(round_limit, None)
            except Refusal:
                raise Refusal("bad_round_limit", value=str(round_limit)) from None
            creator = clean_name(actor.name)
            plan = Plan(game=name, format=chosen, rounds=count, size=seats,  # type: ignore[arg-type]
                        turn_limit=lobby.turn_limit(turn_limit, self.core.turn_limit),
                        round_limit=per_round, level=strength, creator=actor.id,
                        creator_name=creator,
                        seed=self.core.seeds(),
                        players=[Player(id=actor.id, name=creator, locale=actor.locale)])
            try:
                record = await self.core.store.create_tournament(
                    place.guild, place.channel, plan.model_dump_json(), self.core.clock())
            except ChannelBusy:
                raise Refusal("tournament_exists") from None
        except Refusal as e:
            return refused(actor, None, e)
        log.info("tournament %d: created (%s, %s)", record.id, name, chosen)
        lang = await self.core.language(place.guild)
        said = [Phrase("tournament.created", {
            "number": record.id, "player": shown(creator), "game": game_name(name),
            "format": Phrase(f"tournament.format.{chosen}"), "rounds": count, "size": seats})]
        if plan.turn_limit:
            said.append(Phrase("lobby.turn_limit", {"limit": Duration(plan.turn_limit)}))
        if plan.round_limit:
            said.append(Phrase("tournament.round_limit", {"limit": Duration(plan.round_limit)}))
        said.append(Phrase("tournament.how_to_join"))
        return messages(place, said, lang)

    # --- /ttr tournament join -----------------------------------------------------------

    async def join(self, place: Channel, actor: Actor) -> list[Reply]:
        """Join the channel's tournament before it starts (read again after losing a race
        to another person joining)."""
        try:
            for _ in range(RETRIES):
                record, plan = await self._open_here(place)
                if record.status != "lobby":
                    raise Refusal("tournament_started")
                if plan.player(actor.id) is not None:
                    raise Refusal("tournament_already_in")
                if len(plan.players) >= MAX_PLAYERS:
                    raise Refusal("tournament_full", max=MAX_PLAYERS)
                taken = {p.name.casefold() for p in plan.players}
                name = base = clean_name(actor.name)
                n = 2
                while name.casefold() in taken:
                    name, n = f"{base} ({n})", n + 1
                plan.players.append(Player(id=actor.id, name=name, locale=actor.locale))
                try:
                    await self.core.store.save_tournament(record.id, record.version, "lobby",
                                                          plan.model_dump_json(), None,
                                                          self.core.clock())
                    break
                except VersionConflict:
                    continue
            else:
                raise Refusal("busy")
        except Refusal as e:
            return refused(actor, None, e)
        lang = await self.core.language(place.guild)
        return messages(place, [Phrase("tournament.joined", {
            "player": shown(name), "count": len(plan.players)})], lang)

    # --- /ttr tournament start ----------------------------------------------------------

    async def start(self, place: Channel, actor: Actor) -> list[Reply]:
        """Start the channel's tournament (its creator or a manager): round 1 is made."""
        try:
            record, plan = await self._open_here(place)
            self._may_run(plan, actor)
            if record.status != "lobby":
                raise Refusal("tournament_started")
            if len(plan.players) < 2:
                raise Refusal("tournament_too_few", count=len(plan.players))
            if self.core.rooms is not None and not await self.core.threads_on(place.guild):
                raise Refusal("tournament_needs_threads")
            if plan.format == "robin":
                ids = [p.id for p in plan.players]
                plan.rounds = len(round_robin(ids, plan.size, plan.rounds)) or 1
            now = self.core.clock()
            await self.core.store.save_tournament(record.id, record.version, "playing",
                                                  plan.model_dump_json(), now, now)
        except VersionConflict:
            return refused(actor, None, Refusal("busy"))
        except Refusal as e:
            return refused(actor, None, e)
        log.info("tournament %d: started with %d players", record.id, len(plan.players))
        return await self.advance(record.id)

    # --- /ttr tournament abort ----------------------------------------------------------

    async def abort(self, place: Channel, actor: Actor) -> list[Reply]:
        """End the channel's tournament without a result (its creator or a manager); the
        games of its round still being played are aborted too."""
        try:
            record, plan = await self._open_here(place)
            self._may_run(plan, actor)
            await self.core.store.save_tournament(record.id, record.version, "aborted",
                                                  record.data, None, self.core.clock())
        except VersionConflict:
            return refused(actor, None, Refusal("busy"))
        except Refusal as e:
            return refused(actor, None, e)
        log.info("tournament %d: aborted", record.id)
        replies: list[Reply] = []
        for g in await self.core.store.tournament_games(record.id):
            if g.status in ("lobby", "playing"):
                replies += await self.core.change(g.game_id, actor, _aborted(actor))
        lang = await self.core.language(place.guild)
        return messages(place, [Phrase("tournament.aborted", {
            "number": record.id, "player": shown(clean_name(actor.name))})], lang) + replies

    # --- /ttr tournament status ---------------------------------------------------------

    async def status(self, place: Channel, actor: Actor) -> list[Reply]:
        """The channel's tournament: its round, its tables' games and the standings, as
        text and a picture, to the asker."""
        try:
            record, plan = await self._here(place)
        except Refusal as e:
            return refused(actor, None, e)
        games = await self.core.store.tournament_games(record.id)
        rows = await self._standings(plan, games)
        lines = [Phrase(f"tournament.status.{record.status}", {
            "number": record.id, "game": game_name(plan.game), "round": record.round,
            "rounds": plan.rounds, "count": len(plan.players),
            "format": Phrase(f"tournament.format.{plan.format}")})]
        if record.status == "lobby":
            lines.append(Phrase("tournament.players", {
                "players": ListOf([shown(p.name) for p in plan.players])}))
        lines += self._tables_lines(plan, record.round, games)
        images: list[Picture] = []
        if record.status != "lobby":
            lines += standings_lines(plan, rows)
            picture = await self._picture(plan, rows, actor.locale, record.id)
            images = [picture] if picture else []
        return answer(actor, lines, images=images)

    def _tables_lines(self, plan: Plan, round_: int, games: list[TournamentGame]
                      ) -> list[Phrase]:
        """Where each table of the round being played is, and whether it has ended."""
        if not 1 <= round_ <= len(plan.tables):
            return []
        names = plan.names()
        made = {g.table: g for g in games if g.round == round_}
        out = []
        for i, table in enumerate(plan.tables[round_ - 1]):
            g = made.get(i)
            out.append(Phrase("tournament.table", {
                "table": i + 1, "game": g.game_id if g else "?",
                "players": ListOf([shown(names[p]) for p in table]),
                "state": Phrase(f"tournament.table.{g.status if g else 'lobby'}")}))
        return out

    async def _results(self, plan: Plan, games: list[TournamentGame]
                       ) -> list[list[TableResult | None]]:
        """Each round's tables' results so far (None: not finished)."""
        out: list[list[TableResult | None]] = [[None] * len(t) for t in plan.tables]
        for g in games:
            if g.status != "finished" or g.round > len(out) or g.table >= len(out[g.round - 1]):
                continue
            found = await self.core.store.league_game(g.game_id)
            if found is None:  # finished a moment ago: the league records it now
                await self.core.league.league_record(g.game_id)
                found = await self.core.store.league_game(g.game_id)
            if found is not None:
                out[g.round - 1][g.table] = table_result(found)
        return out

    async def _standings(self, plan: Plan, games: list[TournamentGame]) -> list[Standing]:
        return standings([p.id for p in plan.players], plan.tables,
                         await self._results(plan, games))

    # --- rounds -------------------------------------------------------------------------

    async def game_ended(self, game_id: int) -> None:
        """A game ended: if it is a tournament's table, the tournament is looked at now."""
        tournament = await self.core.store.tournament_of_game(game_id)
        if tournament is not None:
            await self.core.store.set_tournament_due(tournament, self.core.clock())
            self.core.wake_scheduler()

    async def pending(self) -> bool:
        """Whether a tournament is due now (the console's scripts wait for it)."""
        at = await self.core.store.next_tournament_due()
        return at is not None and at <= self.core.clock()

    async def run_due(self) -> list[Reply]:
        """Every due tournament looked at (`advance`): the replies of what it did."""
        out: list[Reply] = []
        for tournament in await self.core.store.due_tournaments(self.core.clock()):
            try:
                out += await self.advance(tournament)
            except (StorageFull, StorageFailed):
                log.exception("tournament %d: could not be moved on", tournament)
        return out

    async def advance(self, tournament: int) -> list[Reply]:
        """Look at a tournament being played: make the round's games still missing; when
        every game of its round has ended, claim the next round (or the end) and make
        it; when the round's time has run out, the computer plays its open seats."""
        record = await self.core.store.tournament(tournament)
        if record is None or record.status != "playing":
            return []
        plan = Plan.model_validate_json(record.data)
        now = self.core.clock()
        games = await self.core.store.tournament_games(record.id)
        r = record.round
        current = [g for g in games if g.round == r]
        if r >= 1 and len(current) < len(plan.tables[r - 1]):
            if record.due_at is None or record.due_at > now:
                return []  # its claimer is still making them
            return await self._fill(record, plan, r, {g.table for g in current})
        deadline = plan.round_started + plan.round_limit if plan.round_limit else None
        # the due time is cleared before the games are read: a game ending from now on
        # marks it due again
        await self.core.store.set_tournament_due(
            record.id, deadline if deadline and deadline > now else None)
        games = await self.core.store.tournament_games(record.id)
        open_games = [g for g in games if g.round == r and g.status in ("lobby", "playing")]
        if open_games:
            if deadline is not None and deadline <= now:
                return await self._time_up(record, open_games)
            return []
        return await self._next_round(record, plan, games)

    async def _next_round(self, record: TournamentRecord, plan: Plan,
                          games: list[TournamentGame]) -> list[Reply]:
        """Claim the round after `record.round`: the last one's standings, or the next
        round's tables made."""
        now = self.core.clock()
        results = await self._results(plan, games)
        ids = [p.id for p in plan.players]
        r = record.round
        lang = await self.core.language(record.guild)
        place = Channel(record.guild, record.channel)
        if r >= plan.rounds:
            if await self.core.store.claim_round(record.id, r, "finished", record.data, None,
                                                 now) is None:
                return []  # another process ended it
            rows = standings(ids, plan.tables, results)
            log.info("tournament %d: finished", record.id)
            picture = await self._picture(plan, rows, lang, record.id)
            return messages(place, [Phrase("tournament.finished", {
                "number": record.id, "winner": shown(plan.names()[rows[0].player])}),
                *standings_lines(plan, rows)], lang, images=[picture] if picture else [])
        if plan.format == "robin":
            tables = round_robin(ids, plan.size, plan.rounds)[r]
        elif r == 0:
            order = list(ids)
            RandomStream(f"{plan.seed}:tournament", 0).shuffle(order)
            tables = _pair_first(order, plan.size)
        else:
            tables = swiss_round(ids, plan.size, plan.tables, results)
        plan.tables.append(tables)
        plan.round_started = now
        claimed = await self.core.store.claim_round(record.id, r, "playing",
                                                    plan.model_dump_json(), now + FILL_LEASE,
                                                    now)
        if claimed is None:
            return []  # another process made this round
        log.info("tournament %d: round %d claimed", record.id, r + 1)
        return await self._fill(claimed, plan, r + 1, set())

    async def _fill(self, record: TournamentRecord, plan: Plan, round_: int,
                    made: set[int]) -> list[Reply]:
        """Make the games of the round's tables not `made` yet, each in its own place,
        and tell the tournament's channel where they are."""
        place = Channel(record.guild, record.channel)
        lang = await self.core.language(record.guild)
        names = plan.names()
        out: list[Reply] = []
        lines = [Phrase("tournament.round", {"number": record.id, "round": round_,
                                             "rounds": plan.rounds})]
        unplaced = False
        for i, table in enumerate(plan.tables[round_ - 1]):
            if i in made:
                continue
            room = await self._room(record, lang, round_, i)
            if room is None:  # no thread: this table is tried again after FILL_LEASE
                unplaced = True
                lines.append(Phrase("tournament.no_thread", {"table": i + 1}))
                continue
            game, replies = await self._table_game(record, plan, round_, i, table, lang, room)
            out += replies
            lines.append(Phrase("tournament.table", {
                "table": i + 1, "game": game.id if game else "?",
                "players": ListOf([shown(names[p]) for p in table]),
                "state": self.core.place_name(Channel(game.record.guild, game.record.channel))
                if game else Phrase("tournament.table.aborted")}))
        deadline = plan.round_started + plan.round_limit if plan.round_limit else None
        await self.core.store.set_tournament_due(
            record.id, self.core.clock() + FILL_LEASE if unplaced else deadline)
        self.core.wake_scheduler()
        return messages(place, lines, lang) + out

    async def _table_game(self, record: TournamentRecord, plan: Plan, round_: int, index: int,
                          table: list[str], lang: str,
                          room: Room) -> tuple[Game | None, list[Reply]]:
        """One table's game, dealt and begun (its people and computer seats), in a place of
        its own; None if another process made it first."""
        face = face_of(plan.game)
        assert face is not None
        rules = GAMES[plan.game]
        players = {p.id: p for p in plan.players}
        seated = Table(game=plan.game, host=plan.creator, host_name=plan.creator_name,
                       options=Options(turn_limit=plan.turn_limit),
                       seed=(plan.seed * 1000 + round_ * 50 + index) % (1 << 48))
        for user in table:
            p = players[user]
            seated.seats.append(Seat(user=p.id, name=lobby.unique_name(seated, p.name),
                                     locale=p.locale))
        while len(seated.seats) < plan.size:
            seated.seats.append(Seat(name=lobby.computer_name(seated), computer=plan.level))
        seated.seats = lobby.shuffled_seats(seated)
        state, events = rules.start(seated.names(), seated.seed,
                                    **face.deal_options(seated.options.model_dump()))
        seated.remember(events)
        now = self.core.clock()
        clock.wind(seated, state, now)
        due = clock.next_due(rules, seated, state, "playing", now, self.core.bot_delay)
        where = room.place or Channel(record.guild,
                                      f"{record.channel}/t{record.id}r{round_}g{index + 1}")
        change = Change(status="playing", table=seated.model_dump_json(),
                        state=rules.dump(state), due=due, seat=None, actor=TOURNAMENT_ACTOR,
                        action=json.dumps({"command": "tournament",
                                           "text": f"tournament {record.id} round {round_}"}))
        try:
            created = await self.core.store.create_game(where.guild, where.channel, face.name,
                                                        change, now)
        except ChannelBusy:  # the place holds another game (a table made twice)
            return None, []
        if not await self.core.store.add_tournament_game(record.id, round_, index, created.id):
            game = load_game(created)
            game.status = "aborted"
            await self.core.save(game, Done("abort"), TOURNAMENT_ACTOR)
            return None, []
        log.info("tournament %d: round %d table %d is game %d", record.id, round_, index + 1,
                 created.id)
        game = load_game(created)
        said = [Phrase("tournament.table_begins", {"number": record.id, "round": round_,
                                                   "table": index + 1}),
                Phrase("table.started", {"game": game_name(plan.game),
                                         "order": ListOf(seat_names(seated))})]
        if plan.turn_limit:
            said.append(Phrase("lobby.turn_limit", {"limit": Duration(plan.turn_limit)}))
        return game, await self.core.replies(game, Done("start", events=events, board=True,
                                                        said=said), {}, lang=lang)

    async def _room(self, record: TournamentRecord, lang: str, round_: int,
                    index: int) -> Room | None:
        """A table's own place: where the adapter opens places (Discord), a new one (its
        line in the tournament's channel says which table it is), None when it could not
        be opened; elsewhere (the console) a place named for the table."""
        rooms = self.core.rooms
        if rooms is None:
            return Room()
        title = say(lang, "tournament.thread", number=record.id, round=round_, table=index + 1)
        said = say(lang, "tournament.table_line", number=record.id, round=round_,
                   table=index + 1)
        room = await rooms.open(Channel(record.guild, record.channel), title, said)
        return room if room.place is not None else None

    async def _picture(self, plan: Plan, rows: list[Standing], locale: str,
                       number: int) -> Picture | None:
        """The standings as a picture, drawn off the event loop (None when pictures are
        off or drawing fails)."""
        if not self.core.pictures.enabled:
            return None
        from render.standings import MAX_ROWS, render_standings
        names = plan.names()
        data = [(i, names[s.player], s.points, s.buchholz, s.median, s.score)
                for i, s in enumerate(rows, start=1)]
        headers = [say(locale, f"tournament.column.{c}")
                   for c in ("place", "player", "points", "buchholz", "median", "score")]
        title = say(locale, "tournament.picture_title", number=number,
                    game=game_name(plan.game))
        more = say(locale, "tournament.more", count=len(rows) - MAX_ROWS) \
            if len(rows) > MAX_ROWS else ""
        try:
            png = await asyncio.to_thread(render_standings, title, headers, data, more)
        except Exception as e:  # a failed picture must not fail the answer
            log.warning("drawing the standings failed: %s", type(e).__name__)
            return None
        return Picture(name=f"standings-{number}.png", data=png)

    async def _time_up(self, record: TournamentRecord,
                       open_games: list[TournamentGame]) -> list[Reply]:
        """The round's time ran out: the computer plays every open seat of its games."""
        log.info("tournament %d: round %d time is up", record.id, record.round)
        actor = Actor(TOURNAMENT_ACTOR, TOURNAMENT_ACTOR, manager=True)

        def to_computer(game: Game) -> Done:
            if game.status != "playing":
                raise Refusal("no_game")
            for s in game.table.seats:
                s.computer = s.computer or self.core.computer
            return Done("seat", said=[Phrase("tournament.time_up")])
        out: list[Reply] = []
        again = False
        for g in open_games:
            replies = await self.core.change(g.game_id, actor, to_computer)
            again = again or any(r.ephemeral for r in replies)  # refused: a busy game
            out += [r for r in replies if not r.ephemeral]
        if again:  # looked at again in a while
            await self.core.store.set_tournament_due(record.id, self.core.clock() + FILL_LEASE)
        return out


def _aborted(actor: Actor) -> Any:
    """The change that aborts a tournament's table."""
    def change(game: Game) -> Done:
        if game.status not in ("lobby", "playing"):
            raise Refusal("no_game")
        game.status = "aborted"
        return Done("abort", said=[Phrase("table.aborted",
                                          {"player": shown(clean_name(actor.name))})])
    return change


def _pair_first(order: list[str], size: int) -> Tables:
    """The first round's tables: the drawn order cut into tables."""
    out, at = [], 0
    for n in table_sizes(len(order), size):
        out.append(order[at:at + n])
        at += n
    return out


def _number(value: Any, default: int, lo: int, hi: int, option: str) -> int:
    """A typed whole number within [lo, hi] (`default` when none); Refusal otherwise."""
    if value is None or str(value).strip() == "":
        return default
    number = whole_number(str(value).strip())
    if number is None or not lo <= number <= hi:
        raise Refusal("bad_number", option=option, value=str(value), min=lo, max=hi)
    return number


def standings_lines(plan: Plan, rows: list[Standing]) -> list[Phrase]:
    """The standings as text: place, name, points and the tie-breaks."""
    names = plan.names()
    return [Phrase("tournament.standings_header"),
            *(Phrase("tournament.standing", {
                "place": i, "player": shown(names[s.player]), "points": s.points,
                "buchholz": s.buchholz, "median": s.median, "score": s.score,
                "played": s.played}) for i, s in enumerate(rows, start=1)),
            Phrase("tournament.tie_breaks")]
