"""A board game told again from its action log: every player's points after each turn (the
final picture's score race) and how many trains each of a seat's tickets needed at the end
of that seat's previous turn (the hand picture flags a ticket that needs more now).

The game is replayed with the engine (`engine.replay`'s start and parsing) from its seed
and the moves as the log wrote them: nothing but the log and the state's own seed and
names is needed, and it works mid-game too. A replay is kept (for the last REPLAYS_KEPT
games) and carried on from where it was by the next picture of its game: each picture
pays for the moves made since the last, not for the whole log again.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from engine import GAMES, GameState, RuleError, apply, private_view

#: a logged move: the seat that made it and the action's text form
Move = tuple[int, str]


@dataclass(frozen=True)
class Origin:
    """What a game began from: the game, the players' names in seat order, the seed."""

    game: str
    names: tuple[str, ...]
    seed: int | str

    @classmethod
    def of(cls, state: GameState) -> Origin:
        return cls(state.game, tuple(p.name for p in state.players), state.seed)


#: games whose replay is kept to be carried on by their next picture
REPLAYS_KEPT = 64

#: a seat's tickets' trains needed at the end of one of its turns, by ticket
Needs = dict[int, int | None]


class Replay:
    """A game replayed from its origin through a log, turn by turn, noting at each turn's
    end every player's points and the ticket needs of the seat whose turn it was (its
    last two turns); carried on as the log grows."""

    def __init__(self, origin: Origin) -> None:
        self.origin = origin
        self.rules = GAMES[origin.game]
        self.game = self.rules.new(list(origin.names), origin.seed)
        #: the moves applied so far (those of a log that stopped fitting included)
        self.moves: list[Move] = []
        #: whether a move did not fit the game: nothing after it is told
        self.stopped = False
        #: every player's points after each turn
        self.race: list[list[int]] = []
        #: per seat, its last two turn ends: (turns ended by then, its ticket needs)
        self.ends: dict[int, list[tuple[int, Needs]]] = {}
        self.lock = threading.Lock()

    def fits(self, moves: Sequence[Move]) -> bool:
        """Whether `moves` go on from the moves replayed so far."""
        return len(moves) >= len(self.moves) and list(moves[:len(self.moves)]) == self.moves

    def carry_on(self, moves: Sequence[Move]) -> None:
        """Replay the moves of `moves` past those replayed so far (which they go on from)."""
        for seat, text in moves[len(self.moves):]:
            self.moves.append((seat, text))
            if self.stopped:
                continue
            game, turn = self.game, self.game.turn
            try:
                apply(game, seat, self.rules.parse(game, seat, text))
            except RuleError:  # a log that does not fit the game: tell no more of it
                self.stopped = True
                continue
            if game.turn != turn or (game.phase == "finished" and game.turn == turn):
                self.race.append([p.route_points for p in game.players])
                ends = self.ends.setdefault(seat, [])
                ends.append((len(self.race), {t.ticket: t.trains_needed
                                              for t in private_view(game, seat).tickets}))
                del ends[:-2]


_replays: OrderedDict[Origin, Replay] = OrderedDict()
_replays_lock = threading.Lock()


@contextmanager
def replayed(origin: Origin, moves: Sequence[Move]) -> Iterator[Replay]:
    """The game of `origin` replayed through `moves`: the kept replay carried on when the
    moves go on from it, else a new one (kept instead); held for the caller alone."""
    with _replays_lock:
        replay = _replays.get(origin)
        if replay is None or not replay.fits(moves):
            replay = _replays[origin] = Replay(origin)
        _replays.move_to_end(origin)
        while len(_replays) > REPLAYS_KEPT:
            _replays.popitem(last=False)
    with replay.lock:
        if not replay.fits(moves):  # carried further meanwhile by a longer log: start again
            replay = Replay(origin)
        replay.carry_on(moves)
        yield replay


def score_race(origin: Origin, moves: Sequence[Move]) -> list[list[int]]:
    """Every player's points (claimed routes) after each turn of the game."""
    with replayed(origin, moves) as replay:
        return [list(points) for points in replay.race]


def needed_before(origin: Origin, moves: Sequence[Move], seat: int) -> Needs | None:
    """Per ticket of `seat`, the trains its cheapest path needed at the end of the seat's
    previous turn (None: it could not be completed then). The previous turn is the last
    one the seat ended before the turns of the others that came after it; None before the
    seat has ended a turn."""
    with replayed(origin, moves) as replay:
        ends = list(replay.ends.get(seat, ()))
        if ends and ends[-1][0] == len(replay.race):  # the seat's own turn just ended
            ends.pop()
        return dict(ends[-1][1]) if ends else None
