"""Per-seat draw streams: the decks of a searched world cut into one stream per seat,
so that moves compared in the same world deal each seat the same cards.

In one shared deck, a move that draws one card fewer hands every later card to another
seat: the opponent's hand, the tickets it is offered and so the rest of the play-out
change with it, and the comparison of two moves in the same world measures that luck
as much as the moves. Here a seat draws from its own stream (and, once that is empty,
from the next seat's), whatever the others did before. The deck was shuffled at random
and the streams are cut from it in a fixed way (every n-th card), so each card drawn is
still any of the unseen cards with equal chance: the world is as likely as before.
The spread (standard deviation, world by world) of the difference between `normal`'s
first moves in the same 16 worlds (`bench/streams.py --map M --positions 30`): Nordic
22.1 points in one deck, 19.1 in streams (the variance 1.34 times smaller: as good as
1.34 times the worlds), USA 12.3 and 10.2 (1.46), Europe 18.6 and 14.8 (1.57), the
Card Game 41.5 and 39.2 (1.12).

Only sampled worlds get streams; the engine reads them as it reads its lists (`pop`
for the train deck's top, `[:n]` and `del [:n]` for the ticket deck's, `extend` for
its bottom, `len`, `copy`). A deck the engine replaces (a reshuffle) is a list again.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class _Streams(Generic[T]):
    """One stream of a deck per seat; `drawer` is the seat taking from it now."""

    def __init__(self, streams: list[list[T]], drawer: int = 0) -> None:
        self.streams = streams
        self.drawer = drawer

    @classmethod
    def from_deck(cls, deck: list[T], seats: int) -> _Streams[T]:
        """`deck` dealt into `seats` streams, every `seats`-th card to each, in order."""
        return cls([deck[s::seats] for s in range(seats)])

    def _in_turn(self) -> Iterator[list[T]]:
        """The drawer's stream, then the next seats' (what it takes once its own is out)."""
        n = len(self.streams)
        for k in range(n):
            yield self.streams[(self.drawer + k) % n]

    def copy(self) -> _Streams[T]:
        return type(self)([s.copy() for s in self.streams], self.drawer)

    def __len__(self) -> int:
        return sum(len(s) for s in self.streams)

    def __bool__(self) -> bool:
        return any(self.streams)

    def __iter__(self) -> Iterator[T]:
        for s in self.streams:
            yield from s


class TrainStreams(_Streams[str]):
    """A train deck (its top is the last card of each stream)."""

    def pop(self) -> str:
        for stream in self._in_turn():
            if stream:
                return stream.pop()
        raise IndexError("pop from an empty deck")


class TicketStreams(_Streams[int]):
    """A ticket deck (its top is the first ticket of each stream); returned tickets go
    under the drawer's own stream."""

    def __getitem__(self, top: slice) -> list[int]:
        count = _count(top)
        taken: list[int] = []
        for stream in self._in_turn():
            taken.extend(stream[:count - len(taken)])
        return taken

    def __delitem__(self, top: slice) -> None:
        count = _count(top)
        for stream in self._in_turn():
            gone = min(count, len(stream))
            del stream[:gone]
            count -= gone

    def extend(self, tickets: list[int]) -> None:
        self.streams[self.drawer].extend(tickets)


def _count(top: slice) -> int:
    """The n of `[:n]`, the one slice of a ticket deck the engine takes."""
    if not isinstance(top, slice) or top.start is not None or top.step is not None \
            or top.stop is None:
        raise TypeError("a ticket deck in streams is read only from its top: [:n]")
    return top.stop


def cut(world: Any) -> Any:
    """`world` (a sampled state of any game, changed in place) with its train and ticket
    decks cut into per-seat streams."""
    seats = len(world.players)
    world.deck = TrainStreams.from_deck(list(world.deck), seats)
    world.ticket_deck = TicketStreams.from_deck(list(world.ticket_deck), seats)
    return world


def drawing(world: Any, seat: int) -> None:
    """Let `seat` take from its own streams (before it moves); a world without streams
    is left as it is."""
    for deck in (world.deck, world.ticket_deck):
        if isinstance(deck, _Streams):
            deck.drawer = seat
