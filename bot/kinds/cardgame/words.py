"""Card Game things put into phrases: tickets, Siding rows, events, refusals, status, a
hand and the final tally. Phrases are locale-free; `bot.i18n` says them.

The Card Game's own messages are `cardgame.*`; where a board-game message says exactly
the same thing (whose turn, a face-up card taken, a ticket kept) that one is used.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from engine import CARD_KINDS, LOCOMOTIVE, Cards, Event, count_cards, total
from engine.cardgame import (
    RULES,
    CardGameState,
    TicketResult,
    final_scores,
    load_cardgame,
    siding_plays,
)

from ...i18n import ListOf, Phrase, has_message
from ..base import Name
from ..board.words import (
    card,
    cards,
    colour,
    count,
    masculine_colours,
    near_cards_param,
    near_key,
    seat_name,
    table_phrases,
)

#: event and refusal parameters that name a seat, one card, a colour, a set of cards
SEAT_PARAMS = frozenset({"player", "victim", "holder", "current"})
CARD_PARAMS = frozenset({"card", "replaced_by"})
CARDS_PARAMS = frozenset({"cards"})
TICKET_PARAMS = frozenset({"kept", "tickets"})


def key(kind: str, code: str) -> str:
    """The Card Game's own message for an event or refusal, else the shared one."""
    own = f"cardgame.{kind}.{code}"
    return own if has_message(own) else f"{kind}.{code}"


# --- things ---------------------------------------------------------------------------


def ticket(index: int) -> Phrase:
    """A ticket by its cities and points; a pair printed twice adds its colour circles."""
    data = load_cardgame()
    t = data.tickets[index]
    params: dict[str, Any] = {"a": data.city_name(t.a), "b": data.city_name(t.b),
                              "points": t.points}
    if ":" in data.ticket_name(index):
        params["colours"] = ListOf([colour(c) for c in dict.fromkeys(t.colors)])
        return Phrase("cardgame.ticket_coloured", params)
    return Phrase("cardgame.ticket", params)


def needs(index: int) -> Phrase:
    """The cards a ticket needs ("needs 1 yellow card and 1 green card")."""
    return Phrase("cardgame.needs", {"cards": cards(load_cardgame().tickets[index].needs)})


def play_label(play: Cards) -> Phrase:
    """A play onto the Siding, for lists to choose from ("2 green cards and 1 locomotive")."""
    return Phrase("cardgame.play", {"cards": cards(play)})


def row(color: str, cards_in_row: Sequence[str]) -> Phrase:
    """One Siding row ("green 3 (with 1 locomotive)")."""
    locos = sum(1 for c in cards_in_row if c == LOCOMOTIVE)
    params = {"colour": colour(color), "count": len(cards_in_row)}
    if locos:
        return Phrase("cardgame.row_locomotives",
                      {**params, "locomotives": cards({LOCOMOTIVE: locos})})
    return Phrase("cardgame.row", params)


def siding(rows: Mapping[str, Sequence[str]]) -> Phrase | ListOf:
    """A whole Siding, rows in colour order."""
    found = [row(c, rows[c]) for c in CARD_KINDS if c in rows]
    return ListOf(found) if found else Phrase("cardgame.siding_empty")


def tickets(indexes: Sequence[int]) -> Phrase | ListOf:
    """Tickets by name ("no tickets" for none)."""
    return ListOf([ticket(t) for t in indexes]) if indexes else Phrase("cardgame.no_tickets")


def points(state: CardGameState, seat: int) -> int:
    """A seat's points so far: the final total, or what the scorings gave until now."""
    if state.result is not None:
        return state.result.players[seat].total
    return sum(s.points[seat] for s in state.scorings)


# --- parameters of events and refusals ------------------------------------------------------


def _param(names: Sequence[Name], name: str, value: Any) -> Any:
    if name in SEAT_PARAMS:
        return seat_name(names, value)
    if name == "colour" and isinstance(value, str):
        return colour(value)
    if name in CARD_PARAMS and isinstance(value, str):
        return card(value) if value in CARD_KINDS else value
    if name in CARDS_PARAMS and isinstance(value, dict):
        return cards(value)
    if name in CARDS_PARAMS and isinstance(value, list):
        return cards(count_cards(value))
    if name in TICKET_PARAMS and isinstance(value, list):
        return tickets(value)
    return value


def resolve(names: Sequence[Name], params: Mapping[str, Any]) -> dict[str, Any]:
    """Parameters made ready to say: seats named, colours and cards put into words."""
    return {**{k: _param(names, k, v) for k, v in params.items()},
            **masculine_colours(params)}


def _scoring(state: CardGameState, event: Event, names: Sequence[Name]) -> list[Phrase]:
    """A scoring in the middle of a 4-player game: each player's completed tickets with
    the cards that completed them (the final one is in the final tally)."""
    number = event.params["number"]
    if state.phase == "finished" and number == len(state.scorings):
        return []
    out = [Phrase("cardgame.event.scoring", {"number": number})]
    for seat, done in enumerate(event.params["completed"]):
        results = [TicketResult.model_validate(t) for t in done]
        out.append(Phrase("cardgame.event.scoring_player", {
            "player": seat_name(names, seat),
            "points": count("points", event.params["points"][seat]),
            "count": len(results)}))
        out += [_completed(t) for t in results]
    return out


def _completed(result: TicketResult, scoring: bool = False) -> Phrase:
    params = {"ticket": ticket(result.ticket), "cards": cards(result.cards)}
    if scoring:
        return Phrase("cardgame.final.ticket_done_at", {**params, "number": result.scoring})
    return Phrase("cardgame.final.ticket_done", params)


def _dealt(events: Sequence[Event], names: Sequence[Name]) -> Phrase:
    """The deal after a 4-player reshuffle, every player's count in one sentence."""
    return Phrase("cardgame.event.dealt", {"deals": ListOf([
        Phrase("cardgame.deal", {"player": seat_name(names, e.player),
                                 "cards": count("cards", e.params["count"])})
        for e in events])})


def event_phrases(state: CardGameState, events: Sequence[Event], seat: int | None,
                  names: Sequence[Name]) -> list[Phrase]:
    """Sentences for the public events (seat None) or for one seat's private ones."""
    out: list[Phrase] = []
    mine = [e for e in events if e.to == seat]
    dealt = [e for e in mine if e.kind == "dealt"]
    for e in mine:
        if e.kind == "scoring":
            out += _scoring(state, e, names)
            continue
        if e.kind == "dealt":
            if e is dealt[0]:
                out.append(_dealt(dealt, names))
            continue
        params = resolve(names, e.params)
        if e.player is not None:
            params["player"] = seat_name(names, e.player)
        code = e.kind
        if e.kind == "your_tickets" and not e.params.get("kept"):
            code = "your_tickets_none"
        elif e.kind == "drew_face_up" and e.params.get("replaced_by") is None:
            code = "drew_face_up_last"
        elif e.kind == "last_turns" and e.player is None:
            code = "last_turns_dealt"
        elif e.kind == "game_created" and e.params.get("own_pile_visible"):
            code = "game_created_own_pile"
        out.append(Phrase(key("event", code), params))
    return out


def error_phrase(state: CardGameState, code: str, params: Mapping[str, Any],
                 names: Sequence[Name]) -> Phrase:
    """A refusal in the reader's words."""
    return Phrase(key("error", near_key(code, params).removeprefix("error.")),
                  resolve(names, near_cards_param(params)))


# --- whose move, status, hand, final tally ----------------------------------------------


def waiting_phrase(state: CardGameState, names: Sequence[Name]) -> Phrase:
    if state.phase == "finished":
        return Phrase("turn.finished", {"player": seat_name(names, final_scores(state)
                                                            .ranking[0])})
    if state.phase == "choosing_tickets":
        waiting = [names[i] for i, p in enumerate(state.players) if p.offered]
        return Phrase("turn.choosing_tickets", {"players": ListOf(waiting),
                                                "count": len(waiting)})
    player = seat_name(names, state.current)
    if state.players[state.current].offered:
        return Phrase("turn.keeping", {"player": player})
    if state.drawn_this_turn:
        return Phrase("turn.second_card", {"player": player})
    return Phrase("turn.player", {"player": player, "turn": state.turn + 1})


def status_phrases(state: CardGameState, names: Sequence[Name]) -> list[Phrase]:
    out = [waiting_phrase(state, names)]
    runs = RULES.deck_runs[len(state.players)]
    if runs > 1:
        out.append(Phrase("cardgame.status.run", {"run": state.run, "runs": runs}))
    if state.final_turns_left is not None and state.phase == "playing":
        out.append(Phrase("cardgame.status.last_turns",
                          {"turns": count("turns", state.final_turns_left)}))
    out += table_phrases(state)
    for i, p in enumerate(state.players):
        out.append(Phrase("cardgame.status.player", {
            "marker": "▶" if i == state.current and state.phase == "playing" else "•",
            "player": names[i], "points": count("points", points(state, i)),
            "cards": count("cards", total(p.hand)),
            "tickets": count("tickets", len(p.tickets)),
            "tracks": count("cards", total(p.tracks)), "completed": len(p.completed),
            "siding": siding(p.siding)}))
    return out


def _offered(state: CardGameState, seat: int) -> list[Phrase]:
    p = state.players[seat]
    data = load_cardgame()
    example = " ".join(data.ticket_name(t) for t in p.offered[:max(p.keep_min, 1)])
    out = [Phrase("cardgame.hand.offered" if p.keep_min else "cardgame.hand.offered_any",
                  {"keep_min": p.keep_min, "example": example})]
    out += [Phrase("cardgame.hand.ticket_offered", {"ticket": ticket(t), "needs": needs(t)})
            for t in p.offered]
    return out


def secret(state: CardGameState, seat: int) -> str:
    """What the seat sees of its own: hand, tickets, offers, and its pile only in the
    beginners' variant (a change of what it may not see sends it nothing)."""
    p = state.players[seat]
    pile = sorted(p.tracks.items()) if state.own_pile_visible else None
    return json.dumps([sorted(p.hand.items()), p.tickets, p.offered, pile])


def hand_phrases(state: CardGameState, seat: int) -> list[Phrase]:
    """What a player holds: cards, tickets (with the cards each needs), their pile as far
    as they may see it, and how to play onto the Siding when it is their move."""
    p = state.players[seat]
    out = [Phrase("hand.cards", {"cards": cards(p.hand), "count": total(p.hand)})]
    if p.tickets:
        out.append(Phrase("hand.tickets", {"count": len(p.tickets)}))
        out += [Phrase("cardgame.hand.ticket", {"ticket": ticket(t), "needs": needs(t)})
                for t in p.tickets]
    elif not p.offered:
        out.append(Phrase("cardgame.hand.no_tickets"))
    if p.completed:
        out.append(Phrase("cardgame.hand.completed", {
            "tickets": ListOf([ticket(t.ticket) for t in p.completed])}))
    if p.offered:
        out += _offered(state, seat)
    out.append(Phrase("cardgame.hand.siding", {"siding": siding(p.siding)}))
    if state.own_pile_visible or state.phase == "finished":
        out.append(Phrase("cardgame.hand.pile_visible", {"cards": cards(p.tracks),
                                                         "count": total(p.tracks)}))
    else:
        out.append(Phrase("cardgame.hand.pile_hidden", {"count": total(p.tracks)}))
    if (state.phase == "playing" and seat == state.current and not p.offered
            and not state.drawn_this_turn):
        out.append(Phrase("cardgame.hand.how_to_play" if siding_plays(state, seat)
                          else "cardgame.hand.cannot_play"))
    return out


def final_phrases(state: CardGameState, names: Sequence[Name]) -> list[Phrase]:
    """Everything revealed: per player the completed tickets with the cards that completed
    them, the failed ones, the Big City bonuses, the unused pile cards and the total."""
    data = load_cardgame()
    final = final_scores(state)
    several = len(final.scorings) > 1
    out = [Phrase("final.header")]
    for rank, seat in enumerate(final.ranking, start=1):
        r = final.players[seat]
        cities = ListOf([data.city_name(c) for c in r.big_cities])
        out.append(Phrase("cardgame.final.player", {
            "rank": rank, "player": names[seat], "points": count("points", r.total),
            "tickets": r.ticket_points,
            "bonus": Phrase("cardgame.final.big_cities" if r.big_cities
                            else "cardgame.final.no_big_city",
                            {"points": r.big_city_points, "cities": cities})}))
        out += [_completed(t, scoring=several) for t in r.completed]
        if r.failed:
            out.append(Phrase("final.tickets_failed",
                              {"tickets": ListOf([ticket(t.ticket) for t in r.failed])}))
        if r.unused:
            out.append(Phrase("cardgame.final.unused", {"cards": cards(r.unused)}))
    return out
