"""A seat's private view worked out lazily, for computer players: the same attributes
as the game's `PrivateView`, equal values, but each read off the state only when first
asked for (a bot that never looks at the discard pile never pays for counting it). Both
game families give their bots one; each says how its fields are read.

It reads the state it was made from, so it describes the position only until that
state changes: read it before applying the next action (as a bot's `choose` does)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, ClassVar, Generic, TypeVar, overload

from pydantic import BaseModel

from .cards import count_cards

P = TypeVar("P")

#: how the fields every game's table has are read off its state (each a copy where
#: mutable: a view never shares a list or dict with the state)
TABLE_READERS: dict[str, Callable[[Any], Any]] = {
    "game": lambda s: s.game,
    "phase": lambda s: s.phase,
    "current": lambda s: s.current,
    "turn": lambda s: s.turn,
    "face_up": lambda s: list(s.face_up),
    "deck_size": lambda s: len(s.deck),
    "discard_size": lambda s: len(s.discard),
    "discard": lambda s: count_cards(s.discard),
    "ticket_deck_size": lambda s: len(s.ticket_deck),
    "tickets_drawn": lambda s: s.tickets_drawn,
    "drawn_this_turn": lambda s: s.drawn_this_turn,
    "final_turns_left": lambda s: s.final_turns_left,
    "last_round_by": lambda s: s.last_round_by,
    "last_move": lambda s: s.last_move,
}


def in_field_order(model: type[BaseModel], readers: dict[str, Callable[..., Any]]
                   ) -> dict[str, Callable[..., Any]]:
    """`readers` in the order of `model`'s fields (a view built from them lists its
    fields as the model declares them); KeyError names a field without a reader."""
    return {name: readers[name] for name in model.model_fields}


class LazyPlayers(Sequence[P], Generic[P]):
    """A lazy view's seats: each seat's public model built on first read (a bot that
    reads only its own seat pays for one)."""

    def __init__(self, state: Any, build: Callable[[Any, int], P]) -> None:
        self._state = state
        self._build = build
        self._built: list[P | None] = [None] * len(state.players)

    def __len__(self) -> int:
        return len(self._built)

    @overload
    def __getitem__(self, index: int) -> P: ...

    @overload
    def __getitem__(self, index: slice) -> list[P]: ...

    def __getitem__(self, index: int | slice) -> P | list[P]:
        if type(index) is slice:
            return [self[i] for i in range(len(self._built))[index]]
        built = self._built
        found = built[index]  # (IndexError as a list's)
        if found is None:
            seat = index % len(built)
            found = built[seat] = self._build(self._state, seat)
        return found

    def __iter__(self) -> Iterator[P]:
        for seat in range(len(self._built)):
            yield self[seat]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and list(self) == list(other)

    def __repr__(self) -> str:
        return repr(list(self))


class LazySeatView:
    """What `seat` may see of `state`, read like the game's `PrivateView`. A game's
    subclass names how each field is read: `public` off the state, `own` off the state
    and the seat, and `build` the whole private view (for what must be stored or sent)."""

    public: ClassVar[dict[str, Callable[[Any], Any]]]
    own: ClassVar[dict[str, Callable[[Any, int], Any]]]
    build: ClassVar[Callable[[Any, int], Any]]

    def __init__(self, state: Any, seat: int) -> None:
        fields = self.__dict__
        fields["_state"] = state
        fields["seat"] = seat
        fields["game"] = state.game

    def __getattr__(self, name: str) -> Any:
        fields = self.__dict__
        read = self.public.get(name)
        if read is not None:
            value = read(fields["_state"])
        elif name in self.own:
            value = self.own[name](fields["_state"], fields["seat"])
        else:
            raise AttributeError(name)
        fields[name] = value
        return value

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a view is read-only")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seat={self.seat})"

    def model(self) -> Any:
        """The whole private view, as the game's `private_view` builds it."""
        return type(self).build(self.__dict__["_state"], self.seat)
