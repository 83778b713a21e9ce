"""One possible world from one player's knowledge, for computer players that search.

A player knows the table (public view), their own hand, tickets and the tickets they gave
back, the cards others took face up (`known_cards`) and the discard pile. `determinize`
deals everything else - the other hands, the other tickets, the deck's order, the ticket
deck - at random, consistently with all of that.
"""

from __future__ import annotations

from .cards import COLORS, LOCOMOTIVE, Cards, add, count_cards, expand
from .dealing import hand_from, unseen_pool
from .maps import load_map
from .payments import payment_color
from .rng import RandomStream
from .rules import RULESETS
from .state import GameState, PendingTunnel, PlayerState
from .views import PrivateView, SeatView, private_view

#: reshuffles of the unseen tickets tried before a long ticket may go beyond one a player
LONG_TICKET_TRIES = 20


def determinize(known: GameState | PrivateView | SeatView, seat: int, seed: int | str
                ) -> GameState:
    """A full game state consistent with what `seat` knows, the unseen rest dealt at
    random from `seed` (the same arguments give the same state).

    `known` is the real state (only `private_view(state, seat)` of it is read, so nothing
    hidden from `seat` leaks in) or that private view itself (or the lazy SeatView a bot
    is given). Kept as known: the table, `seat`'s hand, tickets and offered tickets, the
    cards each player is known to hold, the discard pile, and where `seat`'s returned
    tickets lie in the ticket deck (or that they left the game). Dealt at random: the
    other players' other cards and their tickets (at most the rule set's number of long
    tickets each), the deck's order, and the rest of the ticket deck. The new state has
    its own random source (seed `determinize:<seed>`) for the draws of the game's
    continuation.
    """
    view = known if isinstance(known, PrivateView | SeatView) else private_view(known, seat)
    if view.seat != seat:
        raise ValueError(f"the view is seat {view.seat}'s, not seat {seat}'s")
    rules = RULESETS[view.game]
    game_map = load_map(rules.map_id)
    rng = RandomStream(f"determinize:{seed}", 0)

    hands, deck = _deal_cards(view, seat, rng)
    ticket_deck, tickets, offered = _deal_tickets(view, seat, rng)
    players = [
        PlayerState(
            name=p.name, hand=hands[p.seat], tickets=tickets[p.seat], offered=offered[p.seat],
            keep_min=view.keep_min if p.seat == seat else _keep_min(view, len(offered[p.seat])),
            trains=p.trains, stations_left=p.stations_left,
            station_cities=list(p.station_cities), tracks=list(p.tracks),
            route_points=p.route_points, known_cards=dict(p.known_cards),
            draws_in_a_row=p.draws_in_a_row,
            returned=list(view.returned) if p.seat == seat else [],
        )
        for p in view.players
    ]
    pending = None
    pt = view.pending_tunnel
    if pt is not None:
        colour = payment_color(rules, game_map.routes[pt.track], pt.paid)
        pending = PendingTunnel(track=pt.track, paid=dict(pt.paid),
                                color=colour if isinstance(colour, str) else None,
                                revealed=list(pt.revealed), extra=pt.extra)
    return GameState(
        game=view.game, seed=f"determinize:{seed}", players=players, phase=view.phase,
        current=view.current, turn=view.turn, deck=deck, discard=expand(view.discard),
        face_up=list(view.face_up), ticket_deck=ticket_deck,
        tickets_drawn=view.tickets_drawn, owners=dict(view.owners),
        drawn_this_turn=view.drawn_this_turn, taken_this_turn=list(view.taken_this_turn),
        pending_tunnel=pending,
        tunnel_cards=list(pt.revealed) if pt is not None else [],
        final_turns_left=view.final_turns_left, last_round_by=view.last_round_by,
        last_move=view.last_move, passes_in_a_row=view.passes_in_a_row,
    )


def _deal_cards(view: PrivateView, seat: int, rng: RandomStream
                ) -> tuple[list[Cards], list[str]]:
    """Every hand and the deck: the cards `seat` has not seen, shuffled, fill the other
    hands beside their known cards, the rest is the deck."""
    rules = RULESETS[view.game]
    unseen: Cards = {c: rules.cards_per_color for c in COLORS}
    unseen[LOCOMOTIVE] = rules.locomotive_cards
    seen: Cards = dict(view.hand)
    add(seen, view.discard)
    add(seen, count_cards(c for c in view.face_up if c is not None))
    if view.pending_tunnel is not None:
        add(seen, view.pending_tunnel.paid)
        add(seen, count_cards(view.pending_tunnel.revealed))
    for p in view.players:
        if p.seat != seat:
            add(seen, p.known_cards)
    pool = unseen_pool(unseen, seen, rng)
    hands = [dict(view.hand) if p.seat == seat else hand_from(p.known_cards, p.cards, pool)
             for p in view.players]
    if len(pool) != view.deck_size:
        raise ValueError("the view's cards do not add up")
    return hands, pool


def _deal_tickets(view: PrivateView, seat: int, rng: RandomStream
                  ) -> tuple[list[int], list[list[int]], list[list[int]]]:
    """The ticket deck and every player's tickets and offered tickets. `seat`'s returned
    tickets still in the deck lie where it put them; the unseen tickets fill the other
    places of the deck (ordinary tickets only) and then the other players' hands."""
    rules = RULESETS[view.game]
    game_map = load_map(rules.map_id)
    size = view.ticket_deck_size
    deck: list[int | None] = [None] * size
    # seen: seat's own, and its returned ones that left the game or still lie in the deck
    # (a returned ticket drawn since may be anywhere out of sight)
    seen = {*(s.ticket for s in view.tickets), *view.offered}
    for ticket, place in view.returned:
        at = place - view.tickets_drawn
        if place < 0:
            seen.add(ticket)
        elif 0 <= at < size:
            deck[at] = ticket
            seen.add(ticket)
    out_of_sight = [t for t in range(len(game_map.tickets)) if t not in seen]
    regular = [t for t in out_of_sight if not game_map.tickets[t].long]
    long = [t for t in out_of_sight if game_map.tickets[t].long]
    rng.shuffle(regular)
    for i, t in enumerate(deck):
        if t is None:
            deck[i] = regular.pop()
    others = [p for p in view.players if p.seat != seat]
    needs = {p.seat: (p.tickets, p.offered_count) for p in others}
    for _ in range(LONG_TICKET_TRIES + 1):
        pool = regular + long
        rng.shuffle(pool)
        dealt = _hands_from(pool, needs, game_map.tickets, rules.initial_long_tickets)
        if dealt is not None:
            break
    else:
        dealt = _hands_from(pool, needs, game_map.tickets, None)
        assert dealt is not None
    tickets = [[s.ticket for s in view.tickets] if p.seat == seat else dealt[p.seat][0]
               for p in view.players]
    offered = [list(view.offered) if p.seat == seat else dealt[p.seat][1]
               for p in view.players]
    return [t for t in deck if t is not None], tickets, offered


def _hands_from(pool: list[int], needs: dict[int, tuple[int, int]], tickets: list,
                most_long: int | None) -> dict[int, tuple[list[int], list[int]]] | None:
    """Tickets and offered tickets per seat taken in `pool`'s order, a seat taking at
    most `most_long` long tickets (None: no limit); None when the pool runs short."""
    out: dict[int, tuple[list[int], list[int]]] = {}
    left = list(pool)
    for seat, (held, offered) in needs.items():
        chosen: list[int] = []
        longs = 0
        for t in list(left):
            if len(chosen) == held + offered:
                break
            if tickets[t].long:
                if most_long is not None and longs >= most_long:
                    continue
                longs += 1
            chosen.append(t)
            left.remove(t)
        if len(chosen) < held + offered:
            return None
        out[seat] = (chosen[:held], chosen[held:])
    return out


def _keep_min(view: PrivateView, offered: int) -> int:
    """The least number of offered tickets another player must keep."""
    rules = RULESETS[view.game]
    least = rules.initial_keep_min if view.phase == "choosing_tickets" else rules.draw_keep_min
    return min(least, offered)
