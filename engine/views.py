"""What each person may see: the public view (channel, spectators, pictures) and a
player's private view. The only place secrets are stripped."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from .cards import Cards
from .game import map_of, rules_of
from .lazy_view import TABLE_READERS, LazyPlayers, LazySeatView, in_field_order
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
    #: their turns in a row that drew cards, up to their last one
    draws_in_a_row: int = 0


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
        known_cards=dict(p.known_cards), draws_in_a_row=p.draws_in_a_row)


def _players(state: GameState) -> list[PlayerPublic]:
    return [_player(state, i) for i in range(len(state.players))]


def _tunnel(state: GameState) -> TunnelView | None:
    pt = state.pending_tunnel
    return build_model(TunnelView, track=pt.track, paid=dict(pt.paid),
                       revealed=list(pt.revealed), extra=pt.extra) if pt else None


#: how each field of the public view is read off the state (each a copy where mutable)
_PUBLIC: dict[str, Callable[[GameState], Any]] = in_field_order(PublicView, {
    **TABLE_READERS,
    "map_id": lambda s: rules_of(s).map_id,
    "players": _players,
    "owners": lambda s: dict(s.owners),
    "taken_this_turn": lambda s: list(s.taken_this_turn),
    "pending_tunnel": _tunnel,
    "passes_in_a_row": lambda s: s.passes_in_a_row,
    "final": lambda s: final_view(s) if s.phase == "finished" else None,
})

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


class SeatView(LazySeatView):
    """What `seat` may see, read like a `PrivateView` (the same attributes, equal values)
    but each attribute worked out only when first read (`engine.lazy_view`): a computer
    player that never looks at its tickets never pays for their paths. `model()` gives
    the whole `PrivateView`."""

    #: the public fields read as the public view does, the seats each built when first
    #: read
    public = {**_PUBLIC, "players": lambda s: LazyPlayers(s, _player)}
    own = _OWN

    build = staticmethod(private_view)


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
