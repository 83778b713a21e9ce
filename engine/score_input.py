"""A board-game position typed in as JSON, scored (the score calculator's board half;
`engine.score` is its command line): {"map": "europe", "players": [{"name": "Ann",
"routes": ["paris-frankfurt:white"], "tickets": ["paris-wien"], "stations": ["wien"]}]}."""

from __future__ import annotations

from typing import Any

from .errors import InputError
from .maps import load_map
from .rules import RULESETS
from .scoring import Holding, ranking, score_players


def _strings(value: Any, what: str) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InputError(f"{what} must be a list of strings")
    return value


def score_board(data: dict) -> dict:
    """Score a board-game position (the JSON contract of DESIGN.md)."""
    map_id = data["map"]
    rules = RULESETS[map_id]
    game_map = load_map(map_id)
    players = data.get("players")
    if not isinstance(players, list) or not players:
        raise InputError("'players' must be a non-empty list")
    owners: dict[int, int] = {}
    station_owner: dict[str, str] = {}
    holdings: list[Holding] = []
    ticket_names: list[list[str]] = []
    for seat, p in enumerate(players):
        if not isinstance(p, dict) or not isinstance(p.get("name"), str):
            raise InputError(f"player {seat + 1} needs a 'name'")
        name = p["name"]
        unknown = set(p) - {"name", "routes", "tickets", "stations"}
        if unknown:
            raise InputError(f"{name}: unknown field '{sorted(unknown)[0]}'")
        tracks: list[int] = []
        for text in _strings(p.get("routes"), f"{name}: routes"):
            try:
                t = game_map.find_track(text, set(owners))
            except KeyError as e:
                raise InputError(f"{name}: route '{text}': {e.args[0]}") from None
            if t in owners:
                other = players[owners[t]]["name"]
                raise InputError(f"{name}: route '{text}' is already claimed by {other}")
            for s in game_map.sibling_tracks(t):
                if owners.get(s) == seat:
                    raise InputError(f"{name}: claims both tracks of the double route '{text}'")
                if s in owners and len(players) < rules.double_routes_min_players:
                    raise InputError(
                        f"{name}: route '{text}': with {len(players)} players only one track of "
                        f"a double route may be used")
            owners[t] = seat
            tracks.append(t)
        tickets: list[int] = []
        names = _strings(p.get("tickets"), f"{name}: tickets")
        for text in names:
            try:
                k = game_map.find_ticket(text)
            except KeyError as e:
                raise InputError(f"{name}: ticket '{text}': {e.args[0]}") from None
            if k in tickets:
                raise InputError(f"{name}: ticket '{text}' is listed twice")
            tickets.append(k)
        stations = [s.strip().lower() for s in _strings(p.get("stations"), f"{name}: stations")]
        if len(stations) > rules.stations:
            raise InputError(f"{name}: {len(stations)} stations, at most {rules.stations} allowed"
                             f" in {map_id}")
        for city in stations:
            if city not in game_map.city_ids:
                raise InputError(f"{name}: station: unknown city '{city}'")
            if city in station_owner:
                raise InputError(f"{name}: station in {city}, which already has "
                                 f"{station_owner[city]}'s station")
            station_owner[city] = name
        holdings.append(Holding(name=name, tracks=tracks, tickets=tickets,
                                station_cities=stations,
                                stations_left=rules.stations - len(stations)))
        ticket_names.append(names)
    scores = score_players(rules, game_map, holdings)
    out = []
    for s, names, h in zip(scores, ticket_names, holdings, strict=True):
        by_index = dict(zip(h.tickets, names, strict=True))
        out.append({
            "name": s.name, "route_points": s.route_points,
            "tickets_completed": [by_index[t] for t in s.tickets_completed],
            "tickets_failed": [by_index[t] for t in s.tickets_failed],
            "ticket_points": s.ticket_points, "stations_left": s.stations_left,
            "station_points": s.station_points, "longest_route": s.longest_route,
            "longest_bonus": s.longest_bonus, "globetrotter_bonus": s.globetrotter_bonus,
            "total": s.total,
        })
    order = ranking(rules, scores, holdings)
    return {"players": out, "ranking": [scores[i].name for i in order]}
