"""Scoring the Card Game: tickets completed from On-the-Tracks piles, failed tickets,
Big City bonuses and the ranking.

Our decisions (the rulebook is silent):
- each scoring picks, per player, the set of held tickets worth the most points that
  the pile completes (an exact search, engine.cardgame.ticket_search); among sets worth
  the same points the search's fixed order decides. Big City bonuses play no part in
  that choice, since they depend on the other players' tickets;
- a Big City bonus goes to every player tied for the most completed tickets naming the
  city, if that most is at least one; a ticket naming two Big Cities counts for both;
- ties in points: most completed tickets, then most Big City cards; players still tied
  keep their seat order.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, Field

from ..cards import Cards, remove
from .data import load_cardgame
from .state import FinalResult, PlayerResult, ScoringRound, TicketResult
from .ticket_search import assign_cards, best_tickets


class Holding(BaseModel):
    """What the final tally needs of one player."""

    name: str
    completed: list[TicketResult] = Field(default_factory=list)
    failed: list[int] = Field(default_factory=list)
    unused: Cards = Field(default_factory=dict)


def ticket_result(ticket: int, cards: Cards | None = None, scoring: int = 1) -> TicketResult:
    """A ticket named and valued from the data, completed with `cards` (or failed)."""
    data = load_cardgame()
    return TicketResult(ticket=ticket, name=data.ticket_name(ticket),
                        points=data.tickets[ticket].points, cards=dict(cards or {}),
                        scoring=scoring)


def complete_tickets(tickets: Sequence[int], pile: Cards, scoring: int
                     ) -> tuple[list[TicketResult], Cards]:
    """The tickets (of those held) that `pile` completes at a scoring, best set first
    chosen, with the cards each uses; and the pile cards left unused."""
    data = load_cardgame()
    chosen = best_tickets([(data.tickets[t].points, data.tickets[t].needs) for t in tickets],
                          pile)
    ids = sorted(tickets[i] for i in chosen)
    used = assign_cards([data.tickets[t].needs for t in ids], pile)
    left = dict(pile)
    for cards in used:
        remove(left, cards)
    return ([ticket_result(t, c, scoring) for t, c in zip(ids, used, strict=True)], left)


def scoring_round(number: int, completed: list[list[TicketResult]]) -> ScoringRound:
    """A scoring's public record."""
    return ScoringRound(number=number, completed=completed,
                        points=[sum(t.points for t in done) for done in completed])


def big_city_winners(completed: list[list[TicketResult]]) -> list[list[str]]:
    """Per seat, the Big Cities whose bonus it wins."""
    data = load_cardgame()
    won: list[list[str]] = [[] for _ in completed]
    for big in data.big_cities:
        counts = [sum(1 for t in done if data.tickets[t.ticket].names_city(big.city))
                  for done in completed]
        top = max(counts, default=0)
        if top > 0:
            for seat, n in enumerate(counts):
                if n == top:
                    won[seat].append(big.city)
    return won


def tally(holdings: list[Holding], scorings: list[ScoringRound]) -> FinalResult:
    """The final result: ticket points, Big City bonuses, totals and ranking."""
    data = load_cardgame()
    points = {b.city: b.points for b in data.big_cities}
    won = big_city_winners([h.completed for h in holdings])
    players = []
    for seat, h in enumerate(holdings):
        failed = [ticket_result(t) for t in h.failed]
        ticket_points = sum(t.points for t in h.completed) - sum(t.points for t in failed)
        bonus = sum(points[c] for c in won[seat])
        players.append(PlayerResult(
            seat=seat, name=h.name, completed=list(h.completed), failed=failed,
            ticket_points=ticket_points, big_cities=won[seat], big_city_points=bonus,
            total=ticket_points + bonus, unused=dict(h.unused)))
    return FinalResult(players=players, ranking=ranking(players), scorings=list(scorings))


def ranking(players: list[PlayerResult]) -> list[int]:
    """Seats from first to last: points, then completed tickets, then Big City cards."""
    order = sorted(players, key=lambda p: (-p.total, -len(p.completed), -len(p.big_cities),
                                           p.seat))
    return [p.seat for p in order]
