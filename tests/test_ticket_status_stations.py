"""Europe's ticket status counts what stations can borrow, as final scoring does: a ticket
a station in hand could still complete is never "no way left", one joined through a built
station's borrowed track shows completed, and every reading of the status (the text, the
private picture's path, the final tally) agrees."""

from __future__ import annotations

from positions import set_hand, started, track

from bot.i18n import say
from bot.kinds.board.words import hand_phrases
from engine import BuildStation, apply, final_scores, private_view
from engine.state import GameState

EDINBURGH_PARIS = 13  # 7 points


def position(stations_left: int = 3, opponent_stations: tuple[str, ...] = ()) -> GameState:
    """Two players: the first holds Edinburgh – Paris and London – Dieppe – Paris; the
    second has claimed Edinburgh – London (its double closed with two players), the only
    way out of Edinburgh."""
    state = started("europe", 2, seed=5)
    me, other = state.players
    me.tickets, other.tickets = [EDINBURGH_PARIS], []
    mine = [track("europe", "london-dieppe"), track("europe", "dieppe-paris")]
    theirs = [track("europe", "edinburgh-london:black")]
    me.tracks, other.tracks = list(mine), list(theirs)
    state.owners = {**{t: 0 for t in mine}, **{t: 1 for t in theirs}}
    me.stations_left = stations_left
    other.station_cities = list(opponent_stations)
    other.stations_left = 3 - len(opponent_stations)
    state.current = 0
    return state


def status(state: GameState, seat: int = 0):
    return private_view(state, seat).tickets[0]


def words(state: GameState) -> str:
    return "\n".join(say("en", p) for p in hand_phrases(state, 0))


def test_a_station_in_hand_keeps_a_ticket_cut_off_by_an_opponent_open():
    state = position()
    s = status(state)
    assert not s.completed and s.trains_needed == 0 and s.gap_tracks == []
    assert "Edinburgh – Paris (7): a station can join it" in words(state)


def test_without_stations_the_same_ticket_has_no_way_left():
    state = position(stations_left=0)
    s = status(state)
    assert not s.completed and s.trains_needed is None
    assert "Edinburgh – Paris" in words(state) and "no way left" in words(state)


def test_a_station_can_go_only_where_there_is_none():
    state = position(opponent_stations=("edinburgh", "london"))
    assert status(state).trains_needed is None


def test_a_ticket_joined_through_a_built_station_shows_completed_as_it_scores():
    state = position()
    assert status(state).trains_needed == 0
    set_hand(state, 0, {"red": 2})
    apply(state, 0, BuildStation(city="edinburgh"))
    s = status(state)
    assert s.completed
    assert "✓ Edinburgh – Paris (7): completed" in words(state)
    score = final_scores(state)[0]
    assert score.tickets_completed == [EDINBURGH_PARIS] and score.ticket_points == 7


def test_each_borrowed_track_needs_a_station_of_its_own():
    """The opponent also holds London – Dieppe (its double closed): Edinburgh – Paris is
    free with two stations, with one the rest goes by Amsterdam and Bruxelles."""
    state = position()
    london_dieppe = track("europe", "london-dieppe")
    me, other = state.players
    me.tracks.remove(london_dieppe)
    other.tracks.append(london_dieppe)
    state.owners[london_dieppe] = 1
    me.stations_left = 2
    assert status(state).trains_needed == 0
    me.stations_left = 1
    s = status(state)
    assert s.trains_needed == 5 and not set(s.gap_tracks) & set(state.owners)
    me.stations_left = 0
    assert status(state).trains_needed is None
