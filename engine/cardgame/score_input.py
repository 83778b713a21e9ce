"""The Card Game's score calculator: `python -m engine.score` for {"map": "cardgame"}.

Input: {"map": "cardgame", "players": [{"name": "Ann",
        "tracks": ["red", "red", "locomotive"],          # the On-the-Tracks pile
        "tickets": ["los_angeles-pittsburgh"],          # held, not yet scored
        "completed": []}]}                              # scored at an earlier scoring
`tracks` may also be a multiset: {"red": 2, "locomotive": 1}. `completed` is optional
(only a 4-player game has an earlier scoring). Tickets are named `a-b` in either city
order; the two Chicago-New York tickets are `chicago-new_york:yellow` and
`chicago-new_york:blue` (the suffix names the ticket's colour circle).

Output per player: name, tickets_completed, tickets_failed, ticket_points, big_cities,
big_city_points, total, and `ranking` (names, winner first, by the game's tie-breakers).
Bad input raises InputError with one sentence.
"""

from __future__ import annotations

from typing import Any

from ..cards import COLORS, LOCOMOTIVE, Cards
from ..errors import InputError
from .data import load_cardgame
from .scoring import Holding, complete_tickets, tally, ticket_result
from .state import TicketResult

_PLAYER_KEYS = {"name", "tracks", "tickets", "completed"}


def score_cardgame(data: dict) -> dict:
    """Score a finished Card Game position given as JSON data (see the module text)."""
    if not isinstance(data, dict):
        raise InputError("the input must be a JSON object with \"map\" and \"players\"")
    if data.get("map") != "cardgame":
        raise InputError(f"this calculator scores the map \"cardgame\", not {data.get('map')!r}")
    players = data.get("players")
    if not isinstance(players, list) or not players:
        raise InputError("\"players\" must be a non-empty list of players")
    if len(players) > 4:
        raise InputError(f"the Card Game is for 2-4 players; {len(players)} were given")
    cards_seen: Cards = {}
    tickets_seen: dict[int, str] = {}
    names: set[str] = set()
    parsed = []
    for i, raw in enumerate(players):
        name, pile, held, earlier = _player(raw, i)
        if name in names:
            raise InputError(f"two players are called {name!r}")
        names.add(name)
        for c, n in pile.items():
            cards_seen[c] = cards_seen.get(c, 0) + n
        for t in held + earlier:
            if t in tickets_seen:
                ticket = load_cardgame().ticket_name(t)
                who = tickets_seen[t]
                raise InputError(f"ticket {ticket} is listed twice"
                                 + (f" (for {who})" if who == name else
                                    f" (for {who} and {name})"))
            tickets_seen[t] = name
        parsed.append((name, pile, held, earlier))
    _check_deck(cards_seen)
    number = 2 if any(earlier for _, _, _, earlier in parsed) else 1
    holdings = []
    for name, pile, held, earlier in parsed:
        done, unused = complete_tickets(held, pile, number)
        ids = {t.ticket for t in done}
        before = [ticket_result(t, scoring=1) for t in earlier]
        holdings.append(Holding(name=name, completed=_sorted(before + done),
                                failed=[t for t in held if t not in ids], unused=unused))
    result = tally(holdings, [])
    return {
        "players": [{
            "name": p.name,
            "tickets_completed": [t.name for t in p.completed],
            "tickets_failed": [t.name for t in p.failed],
            "cards_used": {t.name: t.cards for t in p.completed if t.cards},
            "ticket_points": p.ticket_points,
            "big_cities": p.big_cities,
            "big_city_points": p.big_city_points,
            "total": p.total,
        } for p in result.players],
        "ranking": [result.players[s].name for s in result.ranking],
    }


def _sorted(results: list[TicketResult]) -> list[TicketResult]:
    return sorted(results, key=lambda t: t.ticket)


def _player(raw: Any, i: int) -> tuple[str, Cards, list[int], list[int]]:
    where = f"player {i + 1}"
    if not isinstance(raw, dict):
        raise InputError(f"{where} must be an object with \"name\", \"tracks\" and \"tickets\"")
    extra = set(raw) - _PLAYER_KEYS
    if extra:
        raise InputError(f"{where} has an unknown field {sorted(extra)[0]!r} "
                         f"(allowed: name, tracks, tickets, completed)")
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise InputError(f"{where} needs a \"name\" (a non-empty string)")
    where = f"player {name!r}"
    pile = _cards(raw.get("tracks", []), where)
    held = _tickets(raw.get("tickets", []), where, "tickets")
    earlier = _tickets(raw.get("completed", []), where, "completed")
    return name, pile, held, earlier


def _cards(raw: Any, where: str) -> Cards:
    kinds = (*COLORS, LOCOMOTIVE)
    pile: Cards = {}
    if isinstance(raw, dict):
        for c, n in raw.items():
            if c not in kinds:
                raise InputError(f"{where}: unknown card colour {c!r} in \"tracks\" "
                                 f"(use {', '.join(kinds)})")
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise InputError(f"{where}: the count of {c} cards must be a whole number "
                                 f"of 0 or more")
            if n:
                pile[c] = n
        return pile
    if not isinstance(raw, list):
        raise InputError(f"{where}: \"tracks\" must be a list of card colours")
    for c in raw:
        if not isinstance(c, str):
            raise InputError(f"{where}: \"tracks\" must hold card colours as strings")
        card = c.strip().lower()
        if card not in kinds:
            raise InputError(f"{where}: unknown card colour {c!r} in \"tracks\" "
                             f"(use {', '.join(kinds)})")
        pile[card] = pile.get(card, 0) + 1
    return pile


def _tickets(raw: Any, where: str, field: str) -> list[int]:
    if not isinstance(raw, list):
        raise InputError(f"{where}: \"{field}\" must be a list of ticket names")
    data = load_cardgame()
    out: list[int] = []
    for name in raw:
        if not isinstance(name, str):
            raise InputError(f"{where}: \"{field}\" must hold ticket names as strings")
        try:
            ticket = data.find_ticket(name)
        except KeyError as e:
            raise InputError(f"{where}: {e.args[0]} (in \"{field}\")") from None
        if ticket in out:
            raise InputError(f"{where}: ticket {data.ticket_name(ticket)} is listed twice")
        out.append(ticket)
    return out


def _check_deck(cards: Cards) -> None:
    deck = load_cardgame().deck
    for c, n in cards.items():
        limit = deck.locomotives if c == LOCOMOTIVE else deck.per_color
        if n > limit:
            raise InputError(f"the piles hold {n} {c} cards, but the game has only {limit}")
