"""One possible Card Game from one player's knowledge, for computer players that search
(the board games have engine.determinize).

A player knows the table (public view: Sidings, the face-up row, the discard pile of
robbed rows, the cards each player took face up and has not played since, every
scoring), their own hand, tickets and offered tickets, and where the tickets they gave
back went. `determinize` deals everything else - the other hands' other cards, every
On-the-Tracks pile (nobody may look at one; the beginners' variant shows the own pile),
the other players' tickets, the order of the decks - at random, consistently with all
of that.
"""

from __future__ import annotations

from ..cards import Cards, add, count_cards, expand
from ..dealing import hand_from, unseen_pool
from ..rng import RandomStream
from .data import load_cardgame
from .rules import RULES
from .state import CardGameState, CardPlayer
from .views import PrivateView, SeatView, private_view


def determinize(known: CardGameState | PrivateView | SeatView, seat: int, seed: int | str
                ) -> CardGameState:
    """A whole Card Game consistent with what `seat` knows, the unseen rest dealt at
    random from `seed` (the same arguments give the same game).

    `known` is the real state (only `private_view(state, seat)` of it is read, so nothing
    hidden from `seat` leaks in) or that private view itself (or the lazy SeatView a bot
    is given). Kept as known: the table, `seat`'s hand, tickets, offered tickets and
    returned tickets (those it put under the ticket deck lie where it put them while
    still there), the cards each player is known to hold, the discard pile and the
    scorings. Dealt at random: the other players' other
    cards, every On-the-Tracks pile (`seat`'s own too unless the game shows it), the
    deck's order, the other players' tickets and offered tickets, and the rest of the
    ticket deck. A ticket `seat` shuffled back at setup counts as unseen. The new game
    has its own random source (seed `determinize:<seed>`).
    """
    view = known if isinstance(known, PrivateView | SeatView) else private_view(known, seat)
    if view.seat != seat:
        raise ValueError(f"the view is seat {view.seat}'s, not seat {seat}'s")
    rng = RandomStream(f"determinize:{seed}", 0)
    hands, piles, deck = _deal_cards(view, rng)
    ticket_deck, tickets, offered = _deal_tickets(view, rng)
    players = [
        CardPlayer(
            name=p.name, hand=hands[p.seat], tickets=tickets[p.seat], offered=offered[p.seat],
            keep_min=view.keep_min if p.seat == seat else _keep_min(view, len(offered[p.seat])),
            siding={c: list(row) for c, row in p.siding.items()}, tracks=piles[p.seat],
            completed=[r for s in view.scorings for r in s.completed[p.seat]],
            known_cards=dict(p.known_cards),
            returned=list(view.returned) if p.seat == seat else [],
        )
        for p in view.players
    ]
    return CardGameState(
        seed=f"determinize:{seed}", own_pile_visible=view.own_pile_visible, players=players,
        phase=view.phase, current=view.current, turn=view.turn, deck=deck,
        discard=expand(view.discard), face_up=list(view.face_up), ticket_deck=ticket_deck,
        tickets_drawn=view.tickets_drawn, turn_draws=list(view.turn_draws), run=view.run,
        final_turns_left=view.final_turns_left, last_round_by=view.last_round_by,
        last_move=view.last_move, scorings=list(view.scorings), result=view.final,
        robberies=view.robberies,
    )


def _deal_cards(view: PrivateView, rng: RandomStream
                ) -> tuple[list[Cards], list[Cards], list[str]]:
    """Every hand, every On-the-Tracks pile and the deck: the cards the player has not
    seen, shuffled, fill the other hands beside their known cards, then the piles; the
    rest is the deck."""
    unseen = count_cards(load_cardgame().deck_cards())
    seen: Cards = dict(view.hand)
    add(seen, view.discard)
    add(seen, count_cards(c for c in view.face_up if c is not None))
    for p in view.players:
        for row in p.siding.values():
            add(seen, count_cards(row))
        if p.seat != view.seat:
            add(seen, p.known_cards)
    if view.own_tracks is not None:
        add(seen, view.own_tracks)
    pool = unseen_pool(unseen, seen, rng)
    hands = [dict(view.hand) if p.seat == view.seat else hand_from(p.known_cards, p.cards, pool)
             for p in view.players]
    piles: list[Cards] = []
    for p in view.players:
        if p.seat == view.seat and view.own_tracks is not None:
            piles.append(dict(view.own_tracks))
            continue
        piles.append(count_cards(pool[:p.tracks]))
        del pool[:p.tracks]
    if len(pool) != view.deck_size:
        raise ValueError("the view's cards do not add up")
    return hands, piles, pool


def _deal_tickets(view: PrivateView, rng: RandomStream
                  ) -> tuple[list[int], list[list[int]], list[list[int]]]:
    """The ticket deck and every player's tickets and offered tickets: the player's
    returned tickets still in the deck lie where it put them; the unseen tickets fill the
    deck's other places and then the other players' hands."""
    size = view.ticket_deck_size
    deck: list[int | None] = [None] * size
    seen = {*(t.ticket for t in view.tickets), *(t.ticket for t in view.offered)}
    seen.update(r.ticket for s in view.scorings for done in s.completed for r in done)
    for ticket, place in view.returned:
        at = place - view.tickets_drawn
        if place >= 0 and 0 <= at < size:
            deck[at] = ticket
            seen.add(ticket)
    pool = [t for t in range(len(load_cardgame().tickets)) if t not in seen]
    rng.shuffle(pool)
    for i, t in enumerate(deck):
        if t is None:
            deck[i] = pool.pop()
    tickets: list[list[int]] = []
    offered: list[list[int]] = []
    for p in view.players:
        if p.seat == view.seat:
            tickets.append([t.ticket for t in view.tickets])
            offered.append([t.ticket for t in view.offered])
            continue
        if len(pool) < p.tickets + p.offered_count:
            raise ValueError("the view's tickets do not add up")
        tickets.append(pool[:p.tickets])
        offered.append(pool[p.tickets:p.tickets + p.offered_count])
        del pool[:p.tickets + p.offered_count]
    if pool:
        raise ValueError("the view's tickets do not add up")
    return [t for t in deck if t is not None], tickets, offered


def _keep_min(view: PrivateView, offered: int) -> int:
    """The least number of offered tickets another player must keep."""
    least = RULES.initial_keep_min if view.phase == "choosing_tickets" else RULES.draw_keep_min
    return min(least, offered)
