"""The table service: lobbies, seats, moves, turn clocks and replies, free of Discord.

Every command is a coroutine taking the place it was sent in (a Channel, or a game id for
a button), who sent it (an Actor) and its arguments, and returning the replies to send.
A refused command changes nothing and answers only the person who sent it, ephemerally.
An adapter answers the command (the interaction) with the first reply that goes to the
channel or is ephemeral, and sends the others (direct messages, further pieces).

`TableService` is the core (`core`: read, change, save, reply) with its collaborators
wired to it, one idea each: the lobby (`lobby_commands`), the moves and button presses
(`moves`), the looks (`looks`), the scheduler (`scheduler`) and the league
(`bot.league.commands`). Their commands are the service's entry points.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..pictures import Pictures
from ..shards import ALL_SHARDS, Shards
from ..store import Store
from .core import Core
from .lobby_commands import Lobby
from .looks import Looks
from .moves import Moves
from .scheduler import Scheduler


class TableService(Core):
    """Runs every table of every channel. Adapters call its commands and deliver the
    replies; `run_scheduler` plays computer players, reminders and timeouts."""

    def __init__(self, store: Store, *, pictures: Pictures | None = None,
                 clock: Callable[[], float] = time.time,
                 seeds: Callable[[], int] | None = None, bot_delay: float = 2.0,
                 computer: str = "normal", turn_limit: int | None = None,
                 shards: Shards = ALL_SHARDS) -> None:
        super().__init__(store, pictures=pictures, clock=clock, seeds=seeds,
                         bot_delay=bot_delay, computer=computer, turn_limit=turn_limit,
                         shards=shards)
        self.lobby = Lobby(self)
        self.looks = Looks(self)
        self.moves = Moves(self, self.lobby, self.looks)
        self.scheduler = Scheduler(self)
        # the lobby
        self.new = self.lobby.new
        self.join = self.lobby.join
        self.leave = self.lobby.leave
        self.addbot = self.lobby.addbot
        self.start = self.lobby.start
        self.seat = self.lobby.seat
        self.abort = self.lobby.abort
        self.rematch = self.lobby.rematch
        # moves
        self.play = self.moves.play
        self.press = self.moves.press
        # looks
        self.hand = self.looks.hand
        self.board = self.looks.board
        self.status = self.looks.status
        self.rules = self.looks.rules
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
