"""Whole Card Game states consistent with one player's private view, for search: the
player's own hand and tickets as they are, every unseen card (hands, On-the-Tracks
piles, the deck and discards) and the opponents' tickets dealt at random."""

from __future__ import annotations

from ...rng import RandomStream
from ..data import load_cardgame
from ..state import CardGameState, CardPlayer
from ..views import PrivateView


def _deal(pool: list[str], n: int) -> dict[str, int]:
    hand: dict[str, int] = {}
    for _ in range(min(n, len(pool))):
        card = pool.pop()
        hand[card] = hand.get(card, 0) + 1
    return hand


def sample_state(view: PrivateView, rng: RandomStream, seed: str) -> CardGameState:
    """A state the view could have come from, dealt by `rng`; its own random source
    starts from `seed`."""
    data = load_cardgame()
    pool = data.deck_cards()
    seen: list[str] = [c for c, n in view.hand.items() for _ in range(n)]
    seen += [c for c in view.face_up if c is not None]
    for p in view.players:
        for row in p.siding.values():
            seen.extend(row)
    if view.own_tracks is not None:
        seen += [c for c, n in view.own_tracks.items() for _ in range(n)]
    for card in seen:
        if card in pool:
            pool.remove(card)
    rng.shuffle(pool)
    scored = {r.ticket for s in view.scorings for seat in s.completed for r in seat}
    mine = {t.ticket for t in view.tickets} | {t.ticket for t in view.offered}
    unseen_tickets = [t for t in range(len(data.tickets)) if t not in mine and t not in scored]
    rng.shuffle(unseen_tickets)
    players = []
    for p in view.players:
        if p.seat == view.seat:
            hand = dict(view.hand)
            tickets = [t.ticket for t in view.tickets]
            tracks = dict(view.own_tracks) if view.own_tracks is not None \
                else _deal(pool, p.tracks)
        else:
            hand = _deal(pool, p.cards)
            tickets = unseen_tickets[:p.tickets]
            del unseen_tickets[:p.tickets]
            tracks = _deal(pool, p.tracks)
        done = [r for s in view.scorings for r in s.completed[p.seat]]
        players.append(CardPlayer(name=p.name, hand=hand, tickets=tickets,
                                  siding={c: list(r) for c, r in p.siding.items()},
                                  tracks=tracks, completed=done))
    discard = pool[:view.discard_size]
    deck = pool[view.discard_size:]
    return CardGameState(
        seed=seed, own_pile_visible=view.own_pile_visible, players=players,
        phase="playing", current=view.current, turn=view.turn, deck=deck, discard=discard,
        face_up=list(view.face_up), ticket_deck=unseen_tickets[:view.ticket_deck_size],
        run=view.run, final_turns_left=view.final_turns_left,
        last_round_by=view.last_round_by, scorings=list(view.scorings))
