"""What each person may see: the public view (channel, spectators, pictures) and a
player's private view. The only place secrets are stripped."""

from __future__ import annotations

from pydantic import BaseModel, Field

from .cards import Cards, count_cards
from .clone import build_model
from .game import map_of, rules_of
from .scoring import Holding, PlayerScore, ranking, score_players
from .state import GameState, LastMove
from .ticket_paths import ticket_paths


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
    """One of a player's tickets and how close it is."""

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
    offered: list[int]
    keep_min: int
    #: tickets this seat gave back: (ticket, place in the ticket deck counted like
    #: tickets_drawn, or -1 when it left the game)
    returned: list[tuple[int, int]] = Field(default_factory=list)


def public_view(state: GameState) -> PublicView:
    """The table as everyone may see it."""
    return build_model(PublicView, **_table(state))


def _table(state: GameState) -> dict:
    """The fields of the public view (built from a valid state, so the view models are
    made without validating them again)."""
    pt = state.pending_tunnel
    return dict(
        game=state.game, map_id=rules_of(state).map_id, phase=state.phase,
        current=state.current, turn=state.turn,
        players=[build_model(PlayerPublic,
            seat=i, name=p.name, trains=p.trains, stations_left=p.stations_left,
            station_cities=list(p.station_cities), tracks=list(p.tracks),
            route_points=p.route_points, cards=sum(p.hand.values()), tickets=len(p.tickets),
            choosing_tickets=bool(p.offered), offered_count=len(p.offered),
            known_cards=dict(p.known_cards),
        ) for i, p in enumerate(state.players)],
        face_up=list(state.face_up), deck_size=len(state.deck),
        discard_size=len(state.discard), discard=count_cards(state.discard),
        ticket_deck_size=len(state.ticket_deck), tickets_drawn=state.tickets_drawn,
        owners=dict(state.owners), drawn_this_turn=state.drawn_this_turn,
        taken_this_turn=list(state.taken_this_turn),
        pending_tunnel=build_model(TunnelView, track=pt.track, paid=dict(pt.paid),
                                   revealed=list(pt.revealed), extra=pt.extra) if pt else None,
        final_turns_left=state.final_turns_left, last_round_by=state.last_round_by,
        last_move=state.last_move, passes_in_a_row=state.passes_in_a_row,
        final=final_view(state) if state.phase == "finished" else None,
    )


def ticket_statuses(state: GameState, seat: int) -> list[TicketStatus]:
    """The seat's tickets with how many trains each still needs."""
    tickets = map_of(state).tickets
    return [build_model(TicketStatus,
        ticket=i, name=tickets[i].name, points=tickets[i].points, completed=done,
        trains_needed=need, gap_tracks=list(gap))
        for i, (done, need, gap) in ticket_paths(state, seat)]


def private_view(state: GameState, seat: int) -> PrivateView:
    """What `seat` may see: the table plus their own cards and tickets."""
    player = state.players[seat]
    return build_model(PrivateView,
        **_table(state),
        seat=seat, hand=dict(player.hand), tickets=ticket_statuses(state, seat),
        offered=list(player.offered), keep_min=player.keep_min, returned=list(player.returned),
    )


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
