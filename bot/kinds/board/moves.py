"""The board games' moves as commands: what a typed or clicked command means as an action,
and the command that means an action (a hint's advice, tests driving a game)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine import (
    Action,
    BuildStation,
    ClaimRoute,
    DrawCard,
    DrawTickets,
    GameMap,
    GameState,
    KeepTickets,
    Pass,
    PayTunnel,
    RuleError,
    WithdrawTunnel,
    claim_in,
    format_cards,
    map_of,
    rules_of,
    split_cities,
    station_in,
    tunnel_in,
)

from ..base import CommandSpec, Param, move
from . import reading

COMMANDS: tuple[CommandSpec, ...] = (
    move("draw", Param("card", required=True, suggest=True)),
    move("claim", Param("route", required=True, suggest=True),
         Param("color", suggest=True), Param("cards", rest=True)),
    move("tickets"),
    move("keep", Param("tickets", required=True, rest=True, suggest=True)),
    move("station", Param("city", required=True, suggest=True),
         Param("color", suggest=True), Param("cards", rest=True)),
    move("pay", Param("color", suggest=True), Param("cards", rest=True)),
    move("withdraw"),
    move("pass"),
)


def action_for(state: GameState, seat: int, command: str, args: Mapping[str, Any]) -> Action:
    """The action a move command means for the seat (RuleError when it means none);
    cards left open are chosen by the engine (`engine.payment_choice`)."""
    if command == "draw":
        return DrawCard(card=reading.draw_arg(args.get("card")))
    if command == "tickets":
        return DrawTickets()
    if command == "keep":
        return _keep(map_of(state), args)
    if command == "claim":
        track, want, cards = reading.route_arg(state, seat, args)
        return ClaimRoute(track=track, cards=cards) if cards is not None else claim_in(
            state, seat, track, want)
    if command == "station":
        return _station(state, seat, args)
    if command == "pay":
        cards = reading.cards_arg(args.get("cards"))
        return PayTunnel(cards=cards) if cards is not None else tunnel_in(
            state, seat, reading.colour_arg(args.get("color")))
    if command == "withdraw":
        return WithdrawTunnel()
    if command == "pass":
        return Pass()
    raise RuleError("bad_command", text=command)


def _keep(game_map: GameMap, args: Mapping[str, Any]) -> KeepTickets:
    names = reading.words(args.get("tickets"))
    if not names:
        raise RuleError("missing_argument", argument="tickets")
    text = " ".join(names)
    found = split_cities(game_map, text)  # `Los Angeles - Miami Denver El Paso`
    if found and not found[1] and len(found[0]) % 2 == 0:
        cities = found[0]
        try:
            return KeepTickets(tickets=tuple(game_map.find_ticket(f"{a}-{b}") for a, b in
                                             zip(cities[::2], cities[1::2], strict=True)))
        except KeyError:
            pass
    raise RuleError("unknown_ticket", ticket=text)


def _station(state: GameState, seat: int, args: Mapping[str, Any]) -> BuildStation:
    if not rules_of(state).stations:
        raise RuleError("no_stations_here")
    city = reading.city_arg(map_of(state), args.get("city"))
    cards = reading.cards_arg(args.get("cards"))
    if cards is not None:
        return BuildStation(city=city, cards=cards)
    return station_in(state, seat, city, reading.colour_arg(args.get("color")))


def command_of(state: GameState, action: Action) -> tuple[str, dict[str, Any]]:
    """A command that means exactly `action`."""
    game_map = map_of(state)
    if isinstance(action, DrawCard):
        return "draw", {"card": action.card}
    if isinstance(action, DrawTickets):
        return "tickets", {}
    if isinstance(action, KeepTickets):
        return "keep", {"tickets": [game_map.tickets[t].name for t in action.tickets]}
    if isinstance(action, ClaimRoute):
        args: dict[str, Any] = {"route": game_map.track_name(action.track)}
        if action.cards:
            args["cards"] = format_cards(action.cards)
        return "claim", args
    if isinstance(action, BuildStation):
        return "station", ({"city": action.city, "cards": format_cards(action.cards)}
                           if action.cards else {"city": action.city})
    if isinstance(action, PayTunnel):
        return "pay", {"cards": format_cards(action.cards)} if action.cards else {}
    if isinstance(action, WithdrawTunnel):
        return "withdraw", {}
    return "pass", {}
