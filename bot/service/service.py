"""The table service: lobbies, seats, moves, turn clocks and replies, free of Discord.

Every command is a coroutine taking the place it was sent in (a Channel, or a game id for
a button), who sent it (an Actor) and its arguments, and returning the replies to send.
A refused command changes nothing and answers only the person who sent it, ephemerally.
An adapter answers the command (the interaction) with the first reply that goes to the
channel or is ephemeral, and sends the others (direct messages, further pieces).

`TableService` is the core (`core`: read, change, save, reply) with its collaborators
wired to it, one idea each: the lobby (`lobby_commands`), the moves (`moves`), the looks
(`looks`), the scheduler (`scheduler`) and the league (`bot.league.commands`). Their
commands are the service's entry points; a button press (`press`) goes to the command
it stands for, whichever collaborator answers it.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Sequence

from ..commands import table_buttons
from ..kinds import FACES
from ..league.commands import FORGET_BUTTON, REPLAY_POST
from ..league.daily import Daily
from ..league.predictions import Predictions, is_prediction
from ..league.seasons import Seasons
from ..pictures import Pictures
from ..replies import LEADERBOARD_ID, Actor, Channel, Reply, parse_custom_id
from ..shards import ALL_SHARDS, Shards
from ..store import GameRecord, Store
from ..table.answers import refused, unless_storage_fails
from ..table.loaded import load_game
from ..table.model import Table
from ..table.refusal import Refusal
from .away import Away
from .core import Core
from .limits import Limits
from .lobby import NEW_TABLE
from .lobby_commands import Lobby
from .looks import Looks
from .moves import Moves
from .pace import Pace
from .scheduler import Scheduler
from .tournament import Tournaments


class TableService(Core):
    """Runs every table of every channel. Adapters call its commands and deliver the
    replies; `run_scheduler` plays computer players, reminders and timeouts. It wires the
    collaborators to the core and routes button presses; the rest is theirs."""

    def __init__(self, store: Store, *, pictures: Pictures | None = None,
                 clock: Callable[[], float] = time.time,
                 seeds: Callable[[], int] | None = None, bot_delay: float = 2.0,
                 computer: str = "normal", turn_limit: int | None = None,
                 shards: Shards = ALL_SHARDS, limits: Limits | None = None,
                 pace: Pace | None = None) -> None:
        super().__init__(store, pictures=pictures, clock=clock, seeds=seeds,
                         bot_delay=bot_delay, computer=computer, turn_limit=turn_limit,
                         shards=shards, limits=limits)
        self.lobby = Lobby(self)
        self.looks = Looks(self)
        self.moves = Moves(self)
        self.scheduler = Scheduler(self)
        self.tournaments = Tournaments(self)
        self.on_ended.append(self.tournaments.game_ended)
        self.due_work.append(self.tournaments)
        #: each person's clicks, to answer those faster than a person's once (None: any
        #: pace, as for the console's scripts)
        self.pace = pace
        # the lobby
        self.new = self.lobby.new
        self.join = self.lobby.join
        self.leave = self.lobby.leave
        self.addbot = self.lobby.addbot
        self.start = self.lobby.start
        self.seat = self.lobby.seat
        self.abort = self.lobby.abort
        self.rematch = self.lobby.rematch
        self.set_limits = self.limits.set
        # moves
        self.play = self.moves.play
        # looks
        self.hand = self.looks.hand
        self.board = self.looks.board
        self.status = self.looks.status
        self.rules = self.looks.rules
        self.games = self.looks.games
        self.help = self.looks.help
        self.suggestion = self.looks.suggestion
        self.hint = self.looks.hint
        self.choices = self.looks.choices
        # the scheduler
        self.run_due = self.scheduler.run_due
        self.settle = self.scheduler.settle
        self.resume = self.scheduler.resume
        self.computer_pending = self.scheduler.computer_pending
        self.drain = self.scheduler.drain
        self.run_scheduler = self.scheduler.run_scheduler
        # the league
        self.league_record = self.league.league_record
        self.league_catch_up = self.league.league_catch_up
        self.league_press = self.league.league_press
        self.stats = self.league.stats
        self.leaderboard = self.league.leaderboard
        self.history = self.league.history
        self.log = self.league.log
        self.replay = self.league.replay
        self.export = self.league.export
        self.forget_me = self.league.forget_me
        # the daily challenge, its results posted by the scheduler
        self.daily = Daily(self)
        self.chores.append(self.daily.post_results)
        # seasons, ended by the scheduler when their length has passed
        self.seasons = Seasons(self)
        self.chores.append(self.seasons.end_due)
        # away mode and the daily digest
        self.away_mode = Away(self)
        self.chores.append(self.away_mode.chores)
        # spectators' predictions
        self.predictions = Predictions(self)

    async def press(self, actor: Actor, component_id: str, values: Sequence[str] = (),
                    place: Channel | None = None) -> list[Reply]:
        """A button or menu: the same as its command (`_press`); a database that fails it
        is told to the actor, nothing changed. Clicks faster than a person's (`pace`) do
        nothing: the first of a burst is asked to slow down, the others go unanswered."""
        too_fast = self._too_fast(actor)
        if too_fast is not None:
            return too_fast
        return await unless_storage_fails(actor, self._press(actor, component_id, values, place))

    async def typed(self, actor: Actor, run: Callable[[], Awaitable[list[Reply]]]
                    ) -> list[Reply]:
        """A typed (slash) command, `run` unless it comes faster than a person types: the
        same pace as clicks, counted together with them."""
        too_fast = self._too_fast(actor)
        return too_fast if too_fast is not None else await run()

    def _too_fast(self, actor: Actor) -> list[Reply] | None:
        """None at a person's pace; else the answer: one slow-down, then nothing."""
        pace = self.pace.check(actor.id) if self.pace is not None else "ok"
        if pace == "drop":
            return []
        if pace == "slow_down":
            return refused(actor, None, Refusal("slow_down"))
        return None

    async def _press(self, actor: Actor, component_id: str, values: Sequence[str],
                     place: Channel | None) -> list[Reply]:
        """A button or menu: the same as its command. Refused when it comes from another
        channel than its game's (`place`; None for a direct message, where only moves
        and the host's "abort" are found) or when stale: a lobby button once the game
        began, a board button from an earlier moment. League buttons (leaderboard pages)
        answer in the server they are clicked in."""
        if component_id.startswith(f"{LEADERBOARD_ID.prefix}:") and place is not None:
            return await self.league_press(place, actor, component_id)
        parsed = parse_custom_id(component_id)
        if parsed is None:
            return refused(actor, None, Refusal("unknown_button"))
        game_id, stamp, action = parsed
        if component_id == FORGET_BUTTON:  # the person confirms being forgotten
            return await self.forget_me(place, actor, confirmed=True)
        if action == REPLAY_POST and place is not None:  # the asker posts their replay
            return await self.replay(place, actor, game_id, await self.language(place.guild))
        if is_prediction(action):  # a spectator predicts the winner
            return await self.predictions.press(game_id, actor, action, place)
        if action == NEW_TABLE and game_id == 0:  # the game chosen for a new table
            if place is None:
                return refused(actor, None, Refusal("elsewhere"))
            return await self.new(place, actor, values[0] if values else "")
        record = await self.store.game(game_id)
        if record is None:
            return refused(actor, None, Refusal("no_game"))
        table_actions = table_buttons()
        if place is not None and (place.guild, place.channel) != (record.guild, record.channel):
            return refused(actor, None, Refusal("elsewhere"))
        if place is None and action in table_actions and action != "abort":
            return refused(actor, None, Refusal("elsewhere"))
        if action in table_actions:
            if self._stale_table_button(record, stamp, action):
                return refused(actor, None, Refusal("stale_click"))
            return await table_actions[action].call(self, game_id, actor, {})
        meaning = FACES[record.kind].button_command(action, values)
        if meaning is None:
            return await self.moves.pick(game_id, actor, stamp, action, values)
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
        game = load_game(record)
        return stamp != game.face.stamp(game.state, table.step, action)
