"""What each person may see: the public view (channel, spectators, pictures) and a
player's private view. The only place secrets are stripped."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache
from typing import Any, overload

from pydantic import BaseModel, ConfigDict, Field

from .cards import Cards, count_cards
from .game import map_of, rules_of
from .maps import load_map
from .scoring import Holding, PlayerScore, ranking, score_players
from .state import GameState, LastMove
from .ticket_paths import Status, ticket_paths
from .unvalidated import build_model


class PlayerPublic(BaseModel):
    """A seat as everyone sees it."""

    seat: int
    name: str
    trains: int
    stations_left: int
    station_cities: list[str]
    tracks: list[int]
    route_points: int
    cards: int
    tickets: int
    choosing_tickets: bool
    #: how many tickets they are choosing from
    offered_count: int = 0
    #: cards everyone knows they hold (taken face up and not spent since)
    known_cards: Cards = Field(default_factory=dict)


class TunnelView(BaseModel):
    """A tunnel waiting for its extra cards: everything on the table is public."""

    track: int
    paid: Cards
    revealed: list[str]
    extra: int


class FinalView(BaseModel):
    """The end of the game, everything revealed."""

    scores: list[PlayerScore]
    ranking: list[int]
    tickets: list[list[int]]


class PublicView(BaseModel):
    """Everything on the table; no hand, ticket or deck order."""

    game: str
    map_id: str
    phase: str
    current: int
    turn: int
    players: list[PlayerPublic]
    face_up: list[str | None]
    deck_size: int
    discard_size: int
    #: the discard pile's cards (everyone saw them played)
    discard: Cards = Field(default_factory=dict)
    ticket_deck_size: int
    #: tickets taken off the ticket deck so far
    tickets_drawn: int = 0
    owners: dict[int, int]
    drawn_this_turn: int
    #: the cards drawn so far this turn (face-up colours, "blind" from the deck)
    taken_this_turn: list[str] = Field(default_factory=list)
    pending_tunnel: TunnelView | None = None
    final_turns_left: int | None = None
    last_round_by: int | None = None
    last_move: LastMove | None = None
    #: consecutive passes (every player passing in a row ends the game)
    passes_in_a_row: int = 0
    final: FinalView | None = None


class TicketStatus(BaseModel):
    """One of a player's tickets and how close it is (immutable: views share them)."""

    model_config = ConfigDict(frozen=True)

    ticket: int
    name: str
    points: int
    completed: bool
    #: trains the shortest remaining gap needs (None: completed, or no way left)
    trains_needed: int | None = None
    #: the unclaimed tracks of that shortest gap
    gap_tracks: list[int] = Field(default_factory=list)


class PrivateView(PublicView):
    """The public view plus one seat's own hand and tickets."""

    seat: int
    hand: Cards
    tickets: list[TicketStatus]
    #: the same tickets by number alone (what a computer player reads without paying
    #: for the tickets' paths)
    ticket_ids: list[int] = Field(default_factory=list)
    offered: list[int]
    keep_min: int
    #: tickets this seat gave back: (ticket, place in the ticket deck counted like
    #: tickets_drawn, or -1 when it left the game)
    returned: list[tuple[int, int]] = Field(default_factory=list)


def public_view(state: GameState) -> PublicView:
    """The table as everyone may see it."""
    return build_model(PublicView, **_table(state))


def _player(state: GameState, seat: int) -> PlayerPublic:
    p = state.players[seat]
    return build_model(PlayerPublic,
        seat=seat, name=p.name, trains=p.trains, stations_left=p.stations_left,
        station_cities=list(p.station_cities), tracks=list(p.tracks),
        route_points=p.route_points, cards=sum(p.hand.values()), tickets=len(p.tickets),
        choosing_tickets=bool(p.offered), offered_count=len(p.offered),
        known_cards=dict(p.known_cards))


def _players(state: GameState) -> list[PlayerPublic]:
    return [_player(state, i) for i in range(len(state.players))]


class _LazyPlayers(Sequence[PlayerPublic]):
    """A SeatView's seats: each PlayerPublic built on first read (a bot that reads only
    its own seat pays for one)."""

    def __init__(self, state: GameState) -> None:
        self._state = state
        self._built: list[PlayerPublic | None] = [None] * len(state.players)

    def __len__(self) -> int:
        return len(self._built)

    @overload
    def __getitem__(self, index: int) -> PlayerPublic: ...

    @overload
    def __getitem__(self, index: slice) -> list[PlayerPublic]: ...

    def __getitem__(self, index: int | slice) -> PlayerPublic | list[PlayerPublic]:
        if type(index) is slice:
            return [self[i] for i in range(len(self._built))[index]]
        built = self._built
        found = built[index]  # (IndexError as a list's)
        if found is None:
            seat = index % len(built)
            found = built[seat] = _player(self._state, seat)
        return found

    def __iter__(self) -> Iterator[PlayerPublic]:
        for seat in range(len(self._built)):
            yield self[seat]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and list(self) == list(other)

    def __repr__(self) -> str:
        return repr(list(self))


def _tunnel(state: GameState) -> TunnelView | None:
    pt = state.pending_tunnel
    return build_model(TunnelView, track=pt.track, paid=dict(pt.paid),
                       revealed=list(pt.revealed), extra=pt.extra) if pt else None


#: how each field of the public view is read off the state (each a copy where mutable:
#: a view never shares a list or dict with the state)
_PUBLIC: dict[str, Callable[[GameState], Any]] = {
    "game": lambda s: s.game,
    "map_id": lambda s: rules_of(s).map_id,
    "phase": lambda s: s.phase,
    "current": lambda s: s.current,
    "turn": lambda s: s.turn,
    "players": _players,
    "face_up": lambda s: list(s.face_up),
    "deck_size": lambda s: len(s.deck),
    "discard_size": lambda s: len(s.discard),
    "discard": lambda s: count_cards(s.discard),
    "ticket_deck_size": lambda s: len(s.ticket_deck),
    "tickets_drawn": lambda s: s.tickets_drawn,
    "owners": lambda s: dict(s.owners),
    "drawn_this_turn": lambda s: s.drawn_this_turn,
    "taken_this_turn": lambda s: list(s.taken_this_turn),
    "pending_tunnel": _tunnel,
    "final_turns_left": lambda s: s.final_turns_left,
    "last_round_by": lambda s: s.last_round_by,
    "last_move": lambda s: s.last_move,
    "passes_in_a_row": lambda s: s.passes_in_a_row,
    "final": lambda s: final_view(s) if s.phase == "finished" else None,
}

#: the fields only the seat itself sees, read off the state and the seat
_OWN: dict[str, Callable[[GameState, int], Any]] = {
    "seat": lambda s, seat: seat,
    "hand": lambda s, seat: dict(s.players[seat].hand),
    "tickets": lambda s, seat: ticket_statuses(s, seat),
    "ticket_ids": lambda s, seat: list(s.players[seat].tickets),
    "offered": lambda s, seat: list(s.players[seat].offered),
    "keep_min": lambda s, seat: s.players[seat].keep_min,
    "returned": lambda s, seat: list(s.players[seat].returned),
}


def _table(state: GameState) -> dict:
    """The fields of the public view (built from a valid state, so the view models are
    made without validating them again)."""
    return {name: read(state) for name, read in _PUBLIC.items()}


def ticket_statuses(state: GameState, seat: int) -> list[TicketStatus]:
    """The seat's tickets with how many trains each still needs."""
    map_id = rules_of(state).map_id
    return [ticket_status(map_id, i, status) for i, status in ticket_paths(state, seat)]


@lru_cache(maxsize=1 << 14)
def ticket_status(map_id: str, ticket: int, status: Status) -> TicketStatus:
    """A ticket's status as a view shows it (made once per status: views share it)."""
    found = load_map(map_id).tickets[ticket]
    done, need, gap = status
    return build_model(TicketStatus, ticket=ticket, name=found.name, points=found.points,
                       completed=done, trains_needed=need, gap_tracks=list(gap))


def private_view(state: GameState, seat: int) -> PrivateView:
    """What `seat` may see: the table plus their own cards and tickets."""
    return build_model(PrivateView, **_table(state),
                       **{name: read(state, seat) for name, read in _OWN.items()})


class SeatView:
    """What `seat` may see, read like a `PrivateView` (the same attributes, equal values)
    but each attribute worked out only when first read: a computer player that never
    looks at its tickets never pays for their paths.

    It reads the state it was made from, so it describes the position only until that
    state changes: read it before applying the next action (as a bot's `choose` does).
    `model()` gives the whole `PrivateView` (for what must be stored or sent)."""

    def __init__(self, state: GameState, seat: int) -> None:
        fields = self.__dict__
        fields["_state"] = state
        fields["seat"] = seat
        fields["game"] = state.game

    def __getattr__(self, name: str) -> Any:
        fields = self.__dict__
        read = _SEAT_PUBLIC.get(name)
        if read is not None:
            value = read(fields["_state"])
        elif name in _OWN:
            value = _OWN[name](fields["_state"], fields["seat"])
        else:
            raise AttributeError(name)
        fields[name] = value
        return value

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a view is read-only")

    def __repr__(self) -> str:
        return f"SeatView(seat={self.seat})"

    def model(self) -> PrivateView:
        """The whole private view, as `private_view` builds it."""
        return private_view(self.__dict__["_state"], self.seat)


#: how a SeatView reads each public field: as the public view does, the seats each built
#: when first read
_SEAT_PUBLIC: dict[str, Callable[[GameState], Any]] = {**_PUBLIC, "players": _LazyPlayers}


def seat_view(state: GameState, seat: int) -> SeatView:
    """`private_view`, worked out lazily (see SeatView): what computer players are given."""
    return SeatView(state, seat)


def holdings(state: GameState) -> list[Holding]:
    return [Holding(name=p.name, tracks=list(p.tracks), tickets=list(p.tickets),
                    station_cities=list(p.station_cities), stations_left=p.stations_left)
            for p in state.players]


def final_scores(state: GameState) -> list[PlayerScore]:
    """Every player's tally as it stands (the final one once the game is over)."""
    return score_players(rules_of(state), map_of(state), holdings(state))


def final_view(state: GameState) -> FinalView:
    scores = final_scores(state)
    return FinalView(scores=scores, ranking=ranking(rules_of(state), scores, holdings(state)),
                     tickets=[list(p.tickets) for p in state.players])
