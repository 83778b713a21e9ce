"""The claim and station menus: every board-game move made with clicks alone.

The board message is public, so it carries only a "Claim a route" button (and "Build a
station" where the map has stations). Clicking it answers the player privately with menus
of exactly the routes (cities) they can pay for now, each with the payment the engine
would choose and the points; choosing one makes the move. Where some route or station can
be paid another way, a further menu lists those, and choosing one shows its payments.
Menus hold at most 25 options: longer lists are paged over several menus.

Component actions (custom ids carry no hidden data; menu values do, in private messages):
`routes`, `stations` (board buttons), `claim-N` (route pages: moves), `claimalt`/
`claimalt-N` (routes with other payments), `claimpay-N` (one route's payments: moves),
`station-N` (city pages: moves), `stationpay` (station payments), `stationat-N` (city
pages for a chosen payment: moves).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import engine
from engine import (
    BuildStation,
    Cards,
    ClaimRoute,
    GameState,
    RuleError,
    fold,
    format_cards,
    legal_actions,
    map_of,
    rules_of,
    station_cost,
    typed_number,
)

from ...i18n import Phrase, say
from ...replies import Button, Component, Menu, MenuOption, custom_id
from .reading import cards_arg
from .words import cards as cards_phrase
from .words import count, route_label

#: options in one Discord menu, and menus (rows) in one message
PAGE, ROWS = 25, 5
#: what separates a menu value's place from its exact cards: `denver-omaha with 4 red`
WITH = " with "

#: the board buttons that open a private menu
OPENERS = frozenset({"routes", "stations"})


def payments(state: GameState, seat: int, action: ClaimRoute | BuildStation,
             limit: int) -> list[Cards]:
    """At most `limit` ways the seat can pay for the claim or station, the engine's own
    choice first (a big hand pays Murmansk-Lieksa tens of thousands of ways)."""
    return engine.payments(state, seat, action, limit=limit)


def _first_payments(state: GameState, seat: int, tracks: Sequence[int]) -> dict[int, list]:
    """The engine's payment and whether there is another, for each track; tracks of one
    shape are paid alike, so each shape is asked once."""
    rules = rules_of(state)
    routes = map_of(state).routes
    by_shape: dict[tuple, list[Cards]] = {}
    out = {}
    for t in tracks:
        r = routes[t]
        shape = (r.length, r.color, r.locomotives, r.tunnel, rules.substitute_rate(r.a, r.b))
        if shape not in by_shape:
            by_shape[shape] = payments(state, seat, ClaimRoute(track=t), 2)
        out[t] = by_shape[shape]
    return out


def _tracks(state: GameState, seat: int) -> list[int]:
    """The tracks the seat can claim and pay for now, longest first, then by name; of two
    tracks with one name (a gray double route) only the first."""
    game_map = map_of(state)
    tracks = {a.track for a in legal_actions(state, seat) if isinstance(a, ClaimRoute)}
    named: dict[tuple[str, str, str], int] = {}
    for t in sorted(tracks):
        r = game_map.routes[t]
        named.setdefault((r.a, r.b, r.color), t)
    return sorted(named.values(), key=lambda t: (-game_map.routes[t].length,
                                                 fold(game_map.track_name(t))))


def _cities(state: GameState, seat: int) -> list[str]:
    game_map = map_of(state)
    cities = {a.city for a in legal_actions(state, seat) if isinstance(a, BuildStation)}
    return sorted(cities, key=lambda c: fold(game_map.city_ids[c].name))


def _pages(game_id: int, stamp: int, action: str, placeholder: Callable[[int, int], str],
           options: Sequence[MenuOption], rows: int, command: str) -> list[Menu]:
    """Menus of at most PAGE options each (at most `rows` of them)."""
    chunks = [options[i:i + PAGE] for i in range(0, len(options), PAGE)][:rows]
    return [Menu(custom_id=custom_id(game_id, stamp, f"{action}-{n}"),
                 placeholder=placeholder(n, len(chunks)), options=tuple(chunk),
                 command=command)
            for n, chunk in enumerate(chunks, start=1)]


def _page_label(locale: str, key: str, **params: Any) -> Callable[[int, int], str]:
    def label(n: int, of: int) -> str:
        text = say(locale, key, **params)
        return text if of == 1 else say(locale, "menu.page", menu=text, page=n, pages=of)
    return label


def _may_choose(state: GameState, seat: int) -> None:
    """Refuses (as the engine would) when the seat cannot make an ordinary move now."""
    if state.phase != "playing":
        raise RuleError("waiting_for_tickets")
    if state.players[seat].offered:
        raise RuleError("must_choose_tickets")
    if seat != state.current:
        raise RuleError("not_your_turn", current=state.current)
    if state.pending_tunnel is not None:
        raise RuleError("tunnel_pending")
    if state.drawn_this_turn:
        raise RuleError("must_draw_second_card")


def _route_option(state: GameState, track: int, pay: Cards, locale: str, value: str
                  ) -> MenuOption:
    game_map = map_of(state)
    points = rules_of(state).route_points[game_map.routes[track].length]
    return MenuOption(value=value, label=say(locale, route_label(game_map, track)),
                      description=say(locale, "menu.pays", cards=cards_phrase(pay),
                                      points=count("points", points)))


def route_menus(state: GameState, seat: int, game_id: int, stamp: int, locale: str
                ) -> tuple[list[Phrase], list[Component]]:
    """The private answer to "Claim a route": pages of payable routes (choosing claims
    with the engine's payment) and the routes that can be paid another way."""
    _may_choose(state, seat)
    game_map = map_of(state)
    tracks = _tracks(state, seat)
    if not tracks:
        return [Phrase("menu.no_routes")], []
    options, others = [], []
    first = _first_payments(state, seat, tracks)
    for t in tracks:
        pays = first[t]
        options.append(_route_option(state, t, pays[0], locale, game_map.track_name(t)))
        if len(pays) > 1:
            others.append(t)
    menus: list[Component] = list(_pages(game_id, stamp, "claim",
                                         _page_label(locale, "menu.claim"), options,
                                         ROWS - 1, "/ttr claim"))
    if others:
        alt = _alt_menus(state, others, game_id, stamp, locale, ROWS - len(menus))
        if len(menus) + len(alt) <= ROWS and len(alt) * PAGE >= len(others):
            menus += alt
        else:
            menus.append(Button(custom_id(game_id, stamp, "claimalt"),
                                say(locale, "button.claim_other"), "/ttr claim"))
    return [Phrase("menu.claim_intro")], menus


def _alt_menus(state: GameState, tracks: list[int], game_id: int, stamp: int, locale: str,
               rows: int) -> list[Menu]:
    game_map = map_of(state)
    options = [MenuOption(value=game_map.track_name(t),
                          label=say(locale, route_label(game_map, t))) for t in tracks]
    return _pages(game_id, stamp, "claimalt", _page_label(locale, "menu.claim_other"),
                  options, rows, "/ttr claim")


def other_routes(state: GameState, seat: int, game_id: int, stamp: int, locale: str
                 ) -> tuple[list[Phrase], list[Component]]:
    """The routes that can be paid more than one way, to pick one and see its payments."""
    _may_choose(state, seat)
    first = _first_payments(state, seat, _tracks(state, seat))
    tracks = [t for t, pays in first.items() if len(pays) > 1]
    return [Phrase("menu.claim_intro")], list(_alt_menus(state, tracks, game_id, stamp,
                                                         locale, ROWS))


def route_payment_menus(state: GameState, seat: int, route: str, game_id: int, stamp: int,
                        locale: str) -> tuple[list[Phrase], list[Component]]:
    """Every payment of one route; choosing one claims the route with it."""
    _may_choose(state, seat)
    game_map = map_of(state)
    track = game_map.find_track(route, set(state.owners))
    if track not in _tracks(state, seat):
        raise RuleError("cannot_pay", route=track)
    pays = payments(state, seat, ClaimRoute(track=track), PAGE * ROWS)
    options = [_route_option(state, track, p, locale, route + WITH + format_cards(p))
               for p in pays]
    options = [MenuOption(value=o.value, label=say(locale, "menu.cards", cards=cards_phrase(p)),
                          description=o.description) for o, p in zip(options, pays,
                                                                       strict=True)]
    return ([Phrase("menu.claim_pay_intro", {"route": route_label(game_map, track)})],
            list(_pages(game_id, stamp, "claimpay",
                        _page_label(locale, "menu.claim_pay"), options, ROWS, "/ttr claim")))


def station_menus(state: GameState, seat: int, game_id: int, stamp: int, locale: str,
                  pay: Cards | None = None) -> tuple[list[Phrase], list[Component]]:
    """The private answer to "Build a station": pages of the cities a station can go to,
    paying the engine's choice (or `pay`), and the other payments."""
    _may_choose(state, seat)
    rules = rules_of(state)
    if not rules.stations:
        raise RuleError("no_stations_here")
    if not state.players[seat].stations_left:
        raise RuleError("no_stations_left")
    game_map = map_of(state)
    cities = _cities(state, seat)
    if not cities:
        return [Phrase("menu.no_stations", {"cost": count("cards",
                                                          station_cost(state, seat))})], []
    pays = payments(state, seat, BuildStation(city=cities[0]), PAGE)
    chosen = pay if pay is not None else pays[0]
    action = "station" if pay is None else "stationat"
    options = [MenuOption(value=c if pay is None else c + WITH + format_cards(pay),
                          label=game_map.city_ids[c].name) for c in cities]
    menus: list[Component] = list(_pages(
        game_id, stamp, action, _page_label(locale, "menu.station",
                                            cards=cards_phrase(chosen)),
        options, ROWS - 1, "/ttr station"))
    if pay is None and len(pays) > 1:
        menus.append(Menu(
            custom_id=custom_id(game_id, stamp, "stationpay"),
            placeholder=say(locale, "menu.station_pay"),
            options=tuple(MenuOption(value=format_cards(p), label=say(locale, "menu.cards",
                                                                cards=cards_phrase(p)))
                          for p in pays[:PAGE]),
            command="/ttr station"))
    return [Phrase("menu.station_intro")], menus


def button_command(action: str, values: Sequence[str]) -> tuple[str, dict[str, Any]] | None:
    """The move a menu of this module means (None: not one of its moves)."""
    head, _, page = action.partition("-")
    if typed_number(page) is None or len(values) != 1:
        return None
    place, _, cards = values[0].partition(WITH)
    if head == "claim":
        return "claim", {"route": place}
    if head == "claimpay":
        return "claim", {"route": place, "cards": cards}
    if head == "station":
        return "station", {"city": place}
    if head == "stationat":
        return "station", {"city": place, "cards": cards}
    return None


def pick(state: GameState, seat: int, action: str, values: Sequence[str], game_id: int,
         stamp: int, locale: str) -> tuple[list[Phrase], list[Component]] | None:
    """The private answer to a component that shows choices rather than moves (None: the
    action is not one of those)."""
    head = action.partition("-")[0]
    if action == "routes":
        return route_menus(state, seat, game_id, stamp, locale)
    if action == "claimalt":
        return other_routes(state, seat, game_id, stamp, locale)
    if head == "claimalt" and values:
        return route_payment_menus(state, seat, values[0], game_id, stamp, locale)
    if action == "stations":
        return station_menus(state, seat, game_id, stamp, locale)
    if action == "stationpay" and values:
        return station_menus(state, seat, game_id, stamp, locale, pay=cards_arg(values[0]))
    return None
