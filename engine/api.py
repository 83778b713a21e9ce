"""The seam between the engine and everything above it: a game is one object.

`engine.GAMES` maps a game's name to its `Game`. The simulator, the replayer, the score
calculator, the searching bot's play-outs, the pictures and the bot service drive every
game through these methods alone, so a new game is one new object (in the spirit of
boardgame.io's game object and OpenSpiel's `State`; `describe`/`parse` as python-chess's
`san`/`parse_san`).

A state is the game's own value, changed in place by `apply`, naming its game in `game`
(`engine.games.game_of`) and counting the turns completed in `turn`; an action is the
game's own immutable value; a seat is an int from 0.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

from .events import Event
from .rng import RandomStream
from .turns import seats_to_act


class Player(Protocol):
    """A computer player: picks one of the legal actions from what its seat may see."""

    name: str

    def choose(self, view: Any, legal: list[Any], rng: RandomStream) -> Any: ...


class Rules(Protocol):
    """What playing a game on needs (the searching bot's play-outs): whose move, the
    legal actions, a computer player's view, applying an action."""

    def to_act(self, state: Any) -> int | None:
        """The first seat that may act now; None once the game is over."""
        ...

    def legal(self, state: Any, seat: int) -> list[Any]:
        """Every action `seat` may take now."""
        ...

    def bot_view(self, state: Any, seat: int) -> Any:
        """What a computer player in `seat` is given: `private_view`'s values, worked out
        as cheaply as the game can (read it before the state changes)."""
        ...

    def apply(self, state: Any, seat: int, action: Any) -> list[Event]:
        """Apply the action in place and say what happened (RuleError, nothing changed,
        when the rules refuse it)."""
        ...


@runtime_checkable
class Game(Rules, Protocol):
    """One game's rules, its text form, its secrets and its computer players."""

    #: the name in `engine.GAMES` (and in exports, the simulator's `--map`)
    name: str
    #: the fewest and the most players
    seat_range: tuple[int, int]

    def new(self, names: Sequence[str], seed: int | str, **options: Any) -> Any:
        """A new game for the named players, seat 0 first (RuleError for a bad count)."""
        ...

    def start(self, names: Sequence[str], seed: int | str,
              **options: Any) -> tuple[Any, list[Event]]:
        """`new`, with what the deal told the seats (the tickets each is offered)."""
        ...

    def waiting(self, state: Any) -> list[int]:
        """Every seat that may act now (several while starting tickets are chosen)."""
        ...

    def clone(self, state: Any) -> Any:
        """An independent copy, equal to the state."""
        ...

    def public_view(self, state: Any) -> Any:
        """The table as everyone may see it."""
        ...

    def private_view(self, state: Any, seat: int) -> Any:
        """What `seat` may see: the table and its own secrets."""
        ...

    def resample(self, state: Any, seat: int, rng: RandomStream) -> Any:
        """A whole state consistent with what `seat` knows, the rest dealt from `rng`."""
        ...

    def describe(self, state: Any, action: Any) -> str:
        """The action's one text form (`claim denver-omaha`, `keep boston-miami`)."""
        ...

    def parse(self, state: Any, seat: int, text: str) -> Any:
        """The action a text means for `seat` now, names read forgivingly; RuleError when
        it means none. `parse(state, seat, describe(state, a)) == a` for a legal `a`."""
        ...

    def is_over(self, state: Any) -> bool:
        """Whether the game has ended."""
        ...

    def result(self, state: Any) -> dict:
        """A finished game's result: per seat `name`, `total`, `tickets_completed`,
        `tickets_failed`, `longest_bonus`, `bonus`; `ranking` (seats, winner first)."""
        ...

    def dump(self, state: Any) -> str:
        """The whole state as text (`load` reads it back)."""
        ...

    def load(self, text: str) -> Any:
        """The state `dump` wrote."""
        ...

    def rules_data(self) -> dict:
        """The rule set as plain data (what an export records)."""
        ...

    def bot(self, level: str, think_ms: float = 1000.0,
            clock: Callable[[], float] | None = None, worlds: int | None = None) -> Player:
        """The computer player of `level` (one of `engine.bots.BOT_NAMES`; KeyError for
        another); the searching one thinks `think_ms` by `clock`, or over `worlds`."""
        ...

    def score_file(self, data: dict) -> dict:
        """The score calculator: a position typed in as JSON, scored (InputError for bad
        input)."""
        ...

    def tally(self, state: Any, action: Any) -> str | None:
        """What the simulator counts of an action about to be applied (None: nothing)."""
        ...

    def final_tally(self, state: Any) -> dict[str, int]:
        """What the simulator counts of a finished game."""
        ...

    def cards_held(self, state: Any) -> list[int]:
        """Cards in each seat's hand."""
        ...

    def conserved(self, state: Any) -> bool:
        """Whether every card is still in the game (the simulator's invariant)."""
        ...

    def progress(self, state: Any) -> tuple:
        """Changes whenever the table shows something new (a replay's frames)."""
        ...


#: makes a family's computer player: (level, think_ms, clock, worlds) as `Game.bot`
BotMaker = Callable[..., Player]


class TableGame:
    """What both Ticket to Ride families share: states with `phase` and `players`, the
    seats to act as `engine.turns` finds them, pydantic states dumped as JSON, computer
    players made by the `BotMaker` the game is given (`engine.games` gives it, so that
    the bots may play a game's rules without importing the game's players). A family
    sets `state_type` and writes the rest of `Game`."""

    name: str
    seat_range: tuple[int, int]
    state_type: Any
    bots: BotMaker | None = None

    def bot(self, level: str, think_ms: float = 1000.0,
            clock: Callable[[], float] | None = None, worlds: int | None = None) -> Player:
        if self.bots is None:
            raise KeyError(f"{self.name} is given no computer players here")
        return self.bots(level, think_ms=think_ms, clock=clock, worlds=worlds)

    #: each family deals its own game (`Game.start`)
    start: Callable[..., tuple[Any, list[Event]]]

    def new(self, names: Sequence[str], seed: int | str, **options: Any) -> Any:
        return self.start(names, seed, **options)[0]

    def waiting(self, state: Any) -> list[int]:
        return seats_to_act(state)

    def to_act(self, state: Any) -> int | None:
        if state.phase == "playing":  # (the common case, without a list: see seats_to_act)
            return state.current
        seats = seats_to_act(state)
        return seats[0] if seats else None

    def is_over(self, state: Any) -> bool:
        return state.phase == "finished"

    def dump(self, state: Any) -> str:
        return state.model_dump_json()

    def load(self, text: str) -> Any:
        return self.state_type.model_validate_json(text)

    def __repr__(self) -> str:
        return f"<game {self.name}>"
