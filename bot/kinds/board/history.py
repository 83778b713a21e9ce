"""A board game told again from its action log: every player's points after each turn (the
final picture's score race) and how many trains each of a seat's tickets needed at the end
of that seat's previous turn (the hand picture flags a ticket that needs more now).

The game is replayed with the engine (`engine.replay`'s start and parsing) from its seed
and the moves as the log wrote them: nothing but the log and the state's own seed and
names is needed, and it works mid-game too.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
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


def turn_ends(origin: Origin, moves: Sequence[Move]) -> Iterator[tuple[int, GameState]]:
    """Replay a game from its origin: after each completed turn, the seat whose turn it
    was and the state then (the same object, changed as the replay goes on)."""
    rules = GAMES[origin.game]
    game = rules.new(list(origin.names), origin.seed)
    for seat, text in moves:
        turn = game.turn
        try:
            apply(game, seat, rules.parse(game, seat, text))
        except RuleError:  # a log that does not fit the game: tell no more of it
            return
        if game.turn != turn or (game.phase == "finished" and game.turn == turn):
            yield seat, game


def score_race(origin: Origin, moves: Sequence[Move]) -> list[list[int]]:
    """Every player's points (claimed routes) after each turn of the game."""
    return [[p.route_points for p in s.players] for _, s in turn_ends(origin, moves)]


def needed_before(origin: Origin, moves: Sequence[Move], seat: int
                  ) -> dict[int, int | None] | None:
    """Per ticket of `seat`, the trains its cheapest path needed at the end of the seat's
    previous turn (None: it could not be completed then). The previous turn is the last
    one the seat ended before the turns of the others that came after it; None before the
    seat has ended a turn."""
    ends: list[tuple[int, dict[int, int | None]]] = []
    count = 0
    for who, s in turn_ends(origin, moves):
        count += 1
        if who == seat:
            ends.append((count, {t.ticket: t.trains_needed
                                 for t in private_view(s, seat).tickets}))
            del ends[:-2]
    if ends and ends[-1][0] == count:  # the seat's own turn just ended: look one further back
        ends.pop()
    return ends[-1][1] if ends else None
