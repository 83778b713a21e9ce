"""The Card Game's turn order and its runs through the deck: phase 1 at the start of a
turn, the end of a turn, the last turns once the deck has run out, the scorings (and with
4 players the reshuffle between the two runs), the final result."""

from __future__ import annotations

from ..cards import Cards, add, total
from ..events import Events, event
from ..rng import next_stream
from .rules import RULES
from .scoring import Holding, complete_tickets, scoring_round, tally
from .state import CardGameState, FinalResult, LastMove


def take_top(state: CardGameState, seat: int, events: Events) -> str | None:
    """The deck's top card; announces the run-out when it was the last one."""
    if not state.deck:
        return None
    card = state.deck.pop()
    if not state.deck:
        state.last_round_by = seat
        events.append(event(kind="deck_ran_out", player=seat, params={"run": state.run}))
    return card


def begin_turn(state: CardGameState, seat: int, events: Events) -> None:
    """Phase 1: the top card of each Siding row goes onto the On-the-Tracks pile."""
    state.current = seat
    player = state.players[seat]
    if not player.siding:
        return
    moved: Cards = {}
    rows = list(player.siding)
    for color in rows:
        row = player.siding[color]
        add(moved, {row.pop(): 1})
        if not row:
            del player.siding[color]
    add(player.tracks, moved)
    events.append(event(kind="moved_to_tracks", player=seat,
                        params={"count": total(moved), "rows": rows}))
    if state.own_pile_visible:
        events.append(event(kind="moved_to_tracks_cards", player=seat, to=seat,
                            params={"cards": moved}))


def end_turn(state: CardGameState, seat: int, move: LastMove, events: Events) -> None:
    """Close the current turn: count down the last turns, score, or move on."""
    state.turn_draws = []
    state.last_move = move
    state.turn += 1
    n = len(state.players)
    if state.final_turns_left is not None:
        state.final_turns_left -= 1
    elif not state.deck:
        state.final_turns_left = n
        events.append(event(kind="last_turns", player=state.last_round_by,
                            params={"turns": n, "run": state.run}))
    if state.final_turns_left == 0:
        _run_over(state, seat, events)
        return
    begin_turn(state, (seat + 1) % n, events)


def _run_over(state: CardGameState, last: int, events: Events) -> None:
    """The last turns of a pass through the deck are over: score; then either end the
    game or (4 players, first pass) reshuffle and play on."""
    n = len(state.players)
    if state.run < RULES.deck_runs[n]:
        _intermediate_scoring(state, events)
        _reshuffle(state, (last + 1) % n, events)
        begin_turn(state, (last + 1) % n, events)
        return
    state.result = _final_result(state, commit=True)
    state.phase = "finished"
    events.append(event(kind="game_over", params={
        "ranking": list(state.result.ranking),
        "totals": [p.total for p in state.result.players]}))


def _intermediate_scoring(state: CardGameState, events: Events) -> None:
    number = len(state.scorings) + 1
    completed = []
    for p in state.players:
        done, _ = complete_tickets(p.tickets, p.tracks, number)
        ids = {t.ticket for t in done}
        p.tickets = [t for t in p.tickets if t not in ids]
        p.completed.extend(done)
        completed.append(done)
    record = scoring_round(number, completed)
    state.scorings.append(record)
    events.append(event(kind="scoring", params=record.model_dump()))


def _reshuffle(state: CardGameState, first: int, events: Events) -> None:
    deck = list(state.discard)
    state.discard = []
    deck.extend(c for c in state.face_up if c is not None)
    for p in state.players:
        for row in p.siding.values():
            deck.extend(row)
        deck.extend(c for c, k in p.tracks.items() for _ in range(k))
        p.siding = {}
        p.tracks = {}
    next_stream(state).shuffle(deck)
    state.deck = deck
    state.run += 1
    state.final_turns_left = None
    state.last_round_by = None
    events.append(event(kind="deck_reshuffled", params={"cards": len(deck), "run": state.run}))
    n = len(state.players)
    dealt: list[Cards] = [{} for _ in range(n)]
    for _ in range(RULES.reshuffle_deal):
        for i in range(n):
            seat = (first + i) % n
            card = take_top(state, seat, events)
            if card is not None:
                add(dealt[seat], {card: 1})
    for seat, cards in enumerate(dealt):
        add(state.players[seat].hand, cards)
        events.append(event(kind="dealt", player=seat, params={"count": total(cards)}))
        events.append(event(kind="dealt_cards", player=seat, to=seat, params={"cards": cards}))
    state.face_up = [take_top(state, first, events) for _ in range(RULES.face_up)]
    if not state.deck:
        state.final_turns_left = n
        events.append(event(kind="last_turns", player=state.last_round_by,
                            params={"turns": n, "run": state.run}))


def _final_result(state: CardGameState, commit: bool) -> FinalResult:
    """Score the held tickets against the piles and tally the game. With `commit` the
    completed tickets move to each player's completed list and the scoring is recorded
    (the game is over); without, the state is left as it is."""
    number = len(state.scorings) + 1
    holdings, completed = [], []
    for p in state.players:
        done, unused = complete_tickets(p.tickets, p.tracks, number)
        ids = {t.ticket for t in done}
        completed.append(done)
        holdings.append(Holding(name=p.name, completed=p.completed + done,
                                failed=[t for t in p.tickets if t not in ids], unused=unused))
        if commit:
            p.completed.extend(done)
            p.tickets = [t for t in p.tickets if t not in ids]
    scorings = [*state.scorings, scoring_round(number, completed)]
    if commit:
        state.scorings = scorings
    return tally(holdings, scorings)


def final_scores(state: CardGameState) -> FinalResult:
    """The final result once the game is over; before that, the result if the game
    ended now (piles scored as they are, unfinished tickets subtracted)."""
    if state.result is not None:
        return state.result
    return _final_result(state, commit=False)
