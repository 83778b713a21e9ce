"""Board-game things put into phrases: cards, routes, cities, tickets, events, errors,
status, a hand and the final tally. Phrases are locale-free; `bot.i18n` says them."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from engine import (
    CARD_KINDS,
    Event,
    GameMap,
    GameState,
    count_cards,
    final_view,
    map_of,
    private_view,
    rules_of,
    total,
)

from ...i18n import ListOf, Phrase
from ..base import Name

#: event and error parameters that name a seat, a card, a set of cards, tickets
SEAT_PARAMS = frozenset({"player", "owner", "current"})
CARD_PARAMS = frozenset({"card", "color"})
CARDS_PARAMS = frozenset({"cards", "paid", "revealed", "missing"})
TICKET_PARAMS = frozenset({"tickets", "kept"})
#: error parameters holding what the player probably meant ("did you mean")
NEAR_PARAMS = ("near_routes", "near_cities", "near_cards")


# --- things ---------------------------------------------------------------------------


def colour(card: str | None) -> Phrase:
    """A colour's name ("red", "locomotive"; None: locomotives only)."""
    return Phrase(f"colour.{card or 'locomotive'}")


def card(card: str) -> Phrase:
    """One card with its article ("a red card")."""
    return Phrase(f"card.{card}")


def cards(hand: Mapping[str, int]) -> Phrase | ListOf:
    """A set of cards ("2 red cards and 1 locomotive")."""
    items = [Phrase(f"cards.{c}", {"count": hand[c]}) for c in CARD_KINDS if hand.get(c)]
    return ListOf(items) if items else Phrase("cards.none")


def city(game_map: GameMap, city_id: str) -> str:
    found = game_map.city_ids.get(city_id)
    return found.name if found else city_id


def route(game_map: GameMap, track: int) -> Phrase:
    """A track by its cities' printed names, with its colour when it is one of two."""
    t = game_map.routes[track]
    a, b = city(game_map, t.a), city(game_map, t.b)
    if len(game_map.tracks_between(t.a, t.b)) > 1:
        return Phrase("route.double", {"a": a, "b": b, "colour": colour(t.color)})
    return Phrase("route.single", {"a": a, "b": b})


def route_label(game_map: GameMap, track: int) -> Phrase:
    """A track with its length and colour, for lists to choose from."""
    t = game_map.routes[track]
    return Phrase("route.label", {"route": route(game_map, track), "length": t.length,
                                  "colour": colour(t.color)})


def ticket(game_map: GameMap, index: int) -> Phrase:
    t = game_map.tickets[index]
    return Phrase("ticket.name", {"a": city(game_map, t.a), "b": city(game_map, t.b),
                                  "points": t.points})


def seat_name(names: Sequence[Name], seat: Any) -> Name:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return str(seat)


def count(what: str, n: int) -> Phrase:
    """`n` things with the right plural ("1 train", "5 trains")."""
    return Phrase(f"count.{what}", {"count": n})


# --- parameters of events and errors ----------------------------------------------------


def _route_param(game_map: GameMap, value: Any) -> Any:
    if isinstance(value, int):
        return route(game_map, value) if 0 <= value < len(game_map.routes) else str(value)
    if isinstance(value, str):
        try:
            return route(game_map, game_map.find_track(value))
        except KeyError:
            return value
    return value


def _param(game_map: GameMap, names: Sequence[Name], key: str, value: Any) -> Any:
    if key in SEAT_PARAMS:
        return seat_name(names, value)
    if key == "route":
        return _route_param(game_map, value)
    if key == "city" and isinstance(value, str):
        return city(game_map, value)
    if key in CARD_PARAMS and (value is None or isinstance(value, str)):
        return colour(value) if key == "color" else card(value) if value in CARD_KINDS else value
    if key in CARDS_PARAMS and isinstance(value, dict):
        return cards(value)
    if key in CARDS_PARAMS and isinstance(value, list):
        return cards(count_cards(value))
    if key in TICKET_PARAMS and isinstance(value, list):
        return ListOf([ticket(game_map, t) for t in value])
    if key == "colours" and isinstance(value, list):
        return ListOf([colour(c) for c in value], style="or")
    if key == "near_routes" and isinstance(value, list):
        return ListOf([Phrase("route.single", {"a": city(game_map, a), "b": city(game_map, b)})
                       for a, b in value], style="or")
    if key == "near_cities" and isinstance(value, list):
        return ListOf([city(game_map, c) for c in value], style="or")
    return value


def masculine_colours(params: Mapping[str, Any]) -> dict[str, Any]:
    """`colour_m`/`color_m` beside a colour parameter: the colour's name as it agrees with
    a masculine noun (Polish "kolor czerwony"), for the languages that need it."""
    return {f"{k}_m": Phrase(f"colour_m.{v or 'locomotive'}") for k, v in params.items()
            if k in ("colour", "color") and (v is None or v in CARD_KINDS or v == "gray")}


def resolve(game_map: GameMap, names: Sequence[Name], params: Mapping[str, Any]
            ) -> dict[str, Any]:
    """Event or error parameters made ready to say: seats named, routes and tickets by
    their cities, cards by colour."""
    return {**{k: _param(game_map, names, k, v) for k, v in params.items()},
            **masculine_colours(params)}


def event_phrases(state: GameState, events: Sequence[Event], seat: int | None,
                  names: Sequence[Name]) -> list[Phrase]:
    game_map = map_of(state)
    out = []
    for e in events:
        if e.to != seat:
            continue
        params = resolve(game_map, names, e.params)
        if e.player is not None:
            params["player"] = seat_name(names, e.player)
        key = f"event.{e.kind}"
        if e.kind == "tunnel_revealed" and not e.params.get("extra"):
            key = "event.tunnel_revealed_free"
        out.append(Phrase(key, params))
    return out


def near_key(code: str, params: Mapping[str, Any]) -> str:
    """An error's message id: with "did you mean" when it carries near names."""
    near = any(params.get(k) for k in NEAR_PARAMS)
    return f"error.{code}_near" if near else f"error.{code}"


def near_cards_param(params: Mapping[str, Any]) -> dict[str, Any]:
    """Error parameters with the near cards named by colour."""
    out = dict(params)
    if isinstance(out.get("near_cards"), list):
        out["near_cards"] = ListOf([colour(c) for c in out["near_cards"]], style="or")
    return out


def error_phrase(state: GameState, code: str, params: Mapping[str, Any],
                 names: Sequence[Name]) -> Phrase:
    """A refusal in the reader's words, its routes, cities and cards named."""
    key = near_key(code, params)
    if code == "wrong_tunnel_cards" and params.get("color") is None:
        key += "_locomotives"  # the claim was paid with locomotives only
    if code == "cannot_pay" and params.get("missing"):
        key += "_missing"  # which cards would pay it
    game_map = map_of(state)
    example = game_map.routes[0]  # a route of this map, for "name it like ..."
    params = {"example": f"{example.a}-{example.b}", **params}
    return Phrase(key, resolve(game_map, names, near_cards_param(params)))


# --- whose move, status, hand, final tally ----------------------------------------------


def waiting_phrase(state: GameState, names: Sequence[Name]) -> Phrase:
    game_map = map_of(state)
    if state.phase == "finished":
        ranking = final_view(state).ranking
        return Phrase("turn.finished", {"player": seat_name(names, ranking[0])})
    if state.phase == "choosing_tickets":
        waiting = [names[i] for i, p in enumerate(state.players) if p.offered]
        return Phrase("turn.choosing_tickets", {"players": ListOf(waiting),
                                                "count": len(waiting)})
    player = seat_name(names, state.current)
    me = state.players[state.current]
    if me.offered:
        return Phrase("turn.keeping", {"player": player})
    if state.pending_tunnel is not None:
        pt = state.pending_tunnel
        return Phrase("turn.tunnel", {"player": player, "route": route(game_map, pt.track),
                                      "extra": count("cards", pt.extra)})
    if state.drawn_this_turn:
        return Phrase("turn.second_card", {"player": player})
    return Phrase("turn.player", {"player": player, "turn": state.turn + 1})


def table_phrases(state: Any) -> list[Phrase]:
    """The cards on the table in words, for any game: the face-up row and the piles."""
    face_up = [colour(c) for c in state.face_up if c is not None]
    return [Phrase("status.face_up", {"cards": ListOf(face_up) if face_up
                                      else Phrase("cards.none")}),
            Phrase("status.piles", {"deck": count("cards", len(state.deck)),
                                    "discard": len(state.discard),
                                    "tickets": count("tickets", len(state.ticket_deck))})]


def status_phrases(state: GameState, names: Sequence[Name]) -> list[Phrase]:
    rules = rules_of(state)
    out = [waiting_phrase(state, names)]
    if state.final_turns_left is not None and state.phase == "playing":
        out.append(Phrase("status.last_round", {"turns": count("turns", state.final_turns_left)}))
    out += table_phrases(state)
    for i, p in enumerate(state.players):
        params = {"marker": "▶" if i == state.current and state.phase == "playing" else "•",
                  "player": names[i], "points": count("points", p.route_points),
                  "trains": count("trains", p.trains), "cards": count("cards", total(p.hand)),
                  "tickets": count("tickets", len(p.tickets))}
        if rules.stations:
            params["stations"] = count("stations", p.stations_left)
            out.append(Phrase("status.player_stations", params))
        else:
            out.append(Phrase("status.player", params))
    return out


def secret(state: GameState, seat: int) -> str:
    """A fingerprint of the seat's own cards and tickets (a change sends its hand)."""
    p = state.players[seat]
    return json.dumps([sorted(p.hand.items()), p.tickets, p.offered])


def hand_phrases(state: GameState, seat: int) -> list[Phrase]:
    view = private_view(state, seat)
    game_map = map_of(state)
    rules = rules_of(state)
    out = [Phrase("hand.cards", {"cards": cards(view.hand), "count": total(view.hand)})]
    if view.tickets:
        out.append(Phrase("hand.tickets", {"count": len(view.tickets)}))
    for t in view.tickets:
        name = ticket(game_map, t.ticket)
        if t.completed:
            out.append(Phrase("hand.ticket_done", {"ticket": name}))
        elif t.trains_needed is None:
            out.append(Phrase("hand.ticket_blocked", {"ticket": name}))
        elif t.trains_needed == 0:  # only a station's borrowed track is missing
            out.append(Phrase("hand.ticket_station", {"ticket": name}))
        else:
            out.append(Phrase("hand.ticket_open", {"ticket": name,
                                                   "trains": count("trains", t.trains_needed)}))
    if view.offered:
        out.append(Phrase("hand.offered", {
            "tickets": ListOf([ticket(game_map, t) for t in view.offered]),
            "keep_min": view.keep_min,
            "example": " ".join(game_map.tickets[t].name for t in view.offered[:view.keep_min]
                                or view.offered[:1])}))
    me = state.players[seat]
    if rules.stations:
        out.append(Phrase("hand.supplies_stations", {"trains": count("trains", me.trains),
                                                     "stations": count("stations",
                                                                       me.stations_left)}))
    else:
        out.append(Phrase("hand.supplies", {"trains": count("trains", me.trains)}))
    pt = state.pending_tunnel
    if pt is not None and seat == state.current:
        out.append(Phrase("hand.tunnel", {"route": route(game_map, pt.track),
                                          "extra": count("cards", pt.extra)}))
    return out


def final_phrases(state: GameState, names: Sequence[Name]) -> list[Phrase]:
    game_map = map_of(state)
    rules = rules_of(state)
    final = final_view(state)
    out = [Phrase("final.header")]
    for rank, seat in enumerate(final.ranking, start=1):
        s = final.scores[seat]
        parts: list[Phrase] = [Phrase("final.part_routes", {"points": s.route_points}),
                               Phrase("final.part_tickets", {"points": s.ticket_points})]
        if rules.stations:
            parts.append(Phrase("final.part_stations", {"points": s.station_points}))
        if rules.longest_path_bonus:
            parts.append(Phrase("final.part_longest", {"points": s.longest_bonus,
                                                       "length": s.longest_route}))
        if rules.globetrotter_bonus:
            parts.append(Phrase("final.part_globetrotter", {"points": s.globetrotter_bonus}))
        out.append(Phrase("final.player", {"rank": rank, "player": names[seat],
                                           "points": count("points", s.total),
                                           "parts": ListOf(parts)}))
        done = [ticket(game_map, t) for t in s.tickets_completed]
        failed = [ticket(game_map, t) for t in s.tickets_failed]
        if done:
            out.append(Phrase("final.tickets_done", {"tickets": ListOf(done)}))
        if failed:
            out.append(Phrase("final.tickets_failed", {"tickets": ListOf(failed)}))
    return out
