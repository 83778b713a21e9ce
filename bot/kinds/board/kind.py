"""The board games (USA, Europe, Nordic Countries) as a game kind of the table service."""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from engine import (
    RULESETS,
    Action,
    BuildStation,
    ClaimRoute,
    DrawCard,
    DrawTickets,
    Event,
    GameMap,
    GameState,
    KeepTickets,
    Pass,
    PayTunnel,
    RandomStream,
    RuleError,
    WithdrawTunnel,
    apply,
    claim_in,
    describe,
    format_cards,
    legal_actions,
    map_of,
    new_game,
    private_view,
    public_view,
    rules_of,
    seats_to_act,
    station_in,
    tunnel_in,
)
from engine.bots import Bot, HardBot, Reason, explain, get_bot

from ...i18n import Phrase
from ...pictures import Pictures
from ...replies import Component, Picture
from ..base import HINT_THINK_MS, TABLE_THINK_MS, CommandSpec, Name, Param, move
from . import buttons, menus, reading, words
from .history import Move, Origin, needed_before, score_race
from .rules_text import rules_phrases


@cache
def _plain(strategy: str) -> Bot:
    return get_bot(strategy)


def computer(strategy: str, think_ms: float = TABLE_THINK_MS) -> Bot:
    """The engine's computer player `strategy`; KeyError for an unknown one. `hard`
    thinks for `think_ms` by the clock (a fresh one each move: it keeps its reasons)."""
    if strategy == "hard":
        return HardBot(think_ms=think_ms, clock=time.perf_counter)
    return _plain(strategy)


def reason_phrase(game_map: GameMap, reason: Reason) -> Phrase:
    """A hint's one-line reason in the reader's words."""
    params: dict[str, Any] = {}
    if reason.ticket is not None:
        params["ticket"] = words.ticket(game_map, reason.ticket)
    if reason.track is not None:
        params["route"] = words.route(game_map, reason.track)
    code = reason.code
    if code == "blocks" and reason.ticket is None:
        code = "blocks_route"
    elif code in ("collects", "station") and reason.ticket is None:
        code = f"{code}_cards" if code == "collects" else "move"
    return Phrase(f"hint.why.{code}", params)


class BoardKind:
    """USA, Europe and Nordic Countries."""

    name = "board"
    games: tuple[str, ...] = tuple(RULESETS)
    commands: tuple[CommandSpec, ...] = (
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
    private_buttons: frozenset[str] = frozenset({"routes", "stations"})

    # --- the game's life ---------------------------------------------------------------

    def seat_range(self, game: str) -> tuple[int, int]:
        rules = RULESETS[game]
        return rules.min_players, rules.max_players

    def options(self, game: str) -> frozenset[str]:
        return frozenset()

    def new_state(self, game: str, names: list[str], seed: int,
                  options: Mapping[str, Any]) -> tuple[GameState, list[Event]]:
        return new_game(game, names, seed)

    def load(self, text: str) -> GameState:
        return GameState.model_validate_json(text)

    def dump(self, state: GameState) -> str:
        return state.model_dump_json()

    def finished(self, state: GameState) -> bool:
        return state.phase == "finished"

    def waiting(self, state: GameState) -> list[int]:
        return seats_to_act(state)

    def clock_key(self, state: GameState) -> str:
        return f"{state.phase}:{state.turn}"

    def stamp(self, state: GameState, step: int, action: str) -> int:
        return buttons.stamp(state, step, action)

    def secret(self, state: GameState, seat: int) -> str:
        p = state.players[seat]
        return json.dumps([sorted(p.hand.items()), p.tickets, p.offered])

    # --- moves ------------------------------------------------------------------------

    def action_for(self, state: GameState, seat: int, command: str,
                   args: Mapping[str, Any]) -> Action:
        game_map = map_of(state)
        if command == "draw":
            return DrawCard(card=reading.draw_arg(args.get("card")))
        if command == "tickets":
            return DrawTickets()
        if command == "keep":
            return self._keep(game_map, args)
        if command == "claim":
            return self._claim(state, seat, game_map, args)
        if command == "station":
            return self._station(state, seat, game_map, args)
        if command == "pay":
            return self._pay(state, seat, args)
        if command == "withdraw":
            return WithdrawTunnel()
        if command == "pass":
            return Pass()
        raise RuleError("bad_command", text=command)

    def _keep(self, game_map: GameMap, args: Mapping[str, Any]) -> KeepTickets:
        names = reading.words(args.get("tickets"))
        if not names:
            raise RuleError("missing_argument", argument="tickets")
        kept = []
        for name in names:
            try:
                kept.append(game_map.find_ticket(name))
            except KeyError:
                raise RuleError("unknown_ticket", ticket=name) from None
        return KeepTickets(tickets=tuple(kept))

    def _claim(self, state: GameState, seat: int, game_map: GameMap,
               args: Mapping[str, Any]) -> ClaimRoute:
        track, want, cards = reading.route_arg(state, seat, args)
        if cards is not None:
            return ClaimRoute(track=track, cards=cards)
        return claim_in(state, seat, track, want)

    def _station(self, state: GameState, seat: int, game_map: GameMap,
                 args: Mapping[str, Any]) -> BuildStation:
        if not rules_of(state).stations:
            raise RuleError("no_stations_here")
        city = reading.city_arg(game_map, args.get("city"))
        cards = reading.cards_arg(args.get("cards"))
        if cards is not None:
            return BuildStation(city=city, cards=cards)
        return station_in(state, seat, city, reading.colour_arg(args.get("color")))

    def _pay(self, state: GameState, seat: int, args: Mapping[str, Any]) -> PayTunnel:
        cards = reading.cards_arg(args.get("cards"))
        if cards is not None:
            return PayTunnel(cards=cards)
        return tunnel_in(state, seat, reading.colour_arg(args.get("color")))

    def apply(self, state: GameState, seat: int, action: Action) -> list[Event]:
        return apply(state, seat, action)

    def computer_action(self, state: GameState, seat: int, strategy: str,
                        rng: RandomStream, think_ms: float = TABLE_THINK_MS) -> Action:
        return computer(strategy, think_ms).choose(private_view(state, seat),
                                         legal_actions(state, seat), rng)

    def hint(self, state: GameState, seat: int, rng: RandomStream) -> tuple[Action, Phrase]:
        view = private_view(state, seat)
        bot = HardBot(think_ms=HINT_THINK_MS, clock=time.perf_counter)
        choice = bot.decide(view, legal_actions(state, seat), rng)
        return choice.action, reason_phrase(map_of(state), explain(view, choice))

    def action_text(self, state: GameState, action: Action) -> str:
        return describe(action, map_of(state))

    def button_command(self, action: str, values: Sequence[str]
                       ) -> tuple[str, dict[str, Any]] | None:
        return buttons.button_command(action, tuple(values))

    def pick(self, state: GameState, seat: int, action: str, values: Sequence[str],
             game_id: int, stamp: int, locale: str
             ) -> tuple[list[Phrase], list[Component]] | None:
        return menus.pick(state, seat, action, values, game_id, stamp, locale)

    def command_of(self, state: GameState, action: Action) -> tuple[str, dict[str, Any]]:
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

    # --- words ------------------------------------------------------------------------

    def event_phrases(self, state: GameState, events: Sequence[Event], seat: int | None,
                      names: Sequence[Name]) -> list[Phrase]:
        return words.event_phrases(state, events, seat, names)

    def error_phrase(self, state: GameState, code: str, params: Mapping[str, Any],
                     names: Sequence[Name]) -> Phrase:
        return words.error_phrase(code, params, names, map_of(state))

    def waiting_phrase(self, state: GameState, names: Sequence[Name]) -> Phrase:
        return words.waiting_phrase(state, names)

    def status_phrases(self, state: GameState, names: Sequence[Name]) -> list[Phrase]:
        return words.status_phrases(state, names)

    def hand_phrases(self, state: GameState, seat: int) -> list[Phrase]:
        return words.hand_phrases(state, seat)

    def final_phrases(self, state: GameState, names: Sequence[Name]) -> list[Phrase]:
        return words.final_phrases(state, names)

    def rules_phrases(self, game: str) -> list[Phrase]:
        return rules_phrases(game)

    def game_name(self, game: str) -> Phrase:
        return Phrase(f"game.{game}")

    # --- components and suggestions ---------------------------------------------------

    def board_components(self, state: GameState, game_id: int, step: int,
                         locale: str) -> list[Component]:
        return buttons.board_components(state, game_id, step, locale)

    def hand_components(self, state: GameState, seat: int, game_id: int,
                        locale: str) -> list[Component]:
        return buttons.hand_components(state, seat, game_id, locale)

    def choices(self, state: GameState, seat: int | None, command: str, option: str,
                typed: str, filled: Mapping[str, Any], locale: str) -> list[tuple[str, str]]:
        return buttons.choices(state, seat, command, option, typed, filled, locale)

    # --- pictures ---------------------------------------------------------------------

    async def board_picture(self, pictures: Pictures, state: GameState, name: str,
                            locale: str) -> Picture | None:
        if not pictures.can_draw("board"):
            return None
        return await pictures.draw("board", public_view(state), name, locale)

    async def hand_picture(self, pictures: Pictures, state: GameState, seat: int, name: str,
                           locale: str, moves: Sequence[Move] = ()) -> Picture | None:
        """The seat's private picture; with the game's `moves`, a ticket an opponent
        blocked since the seat's previous turn is flagged."""
        if not pictures.can_draw("hand"):
            return None
        origin, log = Origin.of(state), list(moves)
        return await pictures.draw(
            "hand", private_view(state, seat), name, locale,
            extra=lambda: {"before": needed_before(origin, log, seat)} if log else {})

    async def final_picture(self, pictures: Pictures, state: GameState, name: str,
                            locale: str, moves: Sequence[Move] = ()) -> Picture | None:
        """The end of the game; with the game's `moves`, the score race across it."""
        if not pictures.can_draw("final"):
            return None
        origin, log = Origin.of(state), list(moves)
        return await pictures.draw(
            "final", public_view(state), name, locale,
            extra=lambda: {"race": score_race(origin, log)} if log else {})
