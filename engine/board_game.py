"""The board games (USA, Europe, Nordic Countries) as `Game` objects: one class, one
instance per rule set, each method a thin call of the rules in `engine.game` and around.
`engine.games` gives each its computer players; `rules_game` is one without them, what
the searching bot plays its sampled worlds on."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .actions import (
    BuildStation,
    ClaimRoute,
    KeepTickets,
    PayTunnel,
    WithdrawTunnel,
    describe,
    parse_action,
)
from .api import BotMaker, TableGame
from .cards import parse_draw_word
from .clone import clone
from .determinize import determinize
from .errors import RuleError
from .events import Event
from .game import apply, legal_actions, map_of, new_game, total_cards
from .payment_choice import claim_in, station_in, tunnel_in
from .rng import RandomStream
from .rules import RULESETS, RuleSet
from .score_input import score_board
from .state import GameState
from .views import (
    PrivateView,
    PublicView,
    SeatView,
    final_view,
    private_view,
    public_view,
)


class BoardGame(TableGame):
    """One board game, parametrised by its rule set."""

    state_type = GameState

    def __init__(self, rules: RuleSet, bots: BotMaker | None = None) -> None:
        self.rules = rules
        self.bots = bots
        self.name = rules.game
        self.seat_range = (rules.min_players, rules.max_players)

    def start(self, names: Sequence[str], seed: int | str,
              **options: Any) -> tuple[GameState, list[Event]]:
        return new_game(self.name, list(names), seed)

    # the rules' own functions, called without a method in between (the simulator and
    # the searching bots call them for every move)
    legal = staticmethod(legal_actions)
    apply = staticmethod(apply)
    clone = staticmethod(clone)

    def public_view(self, state: GameState) -> PublicView:
        return public_view(state)

    def private_view(self, state: GameState, seat: int) -> PrivateView:
        return private_view(state, seat)

    bot_view = SeatView  # (`seat_view` without a call in between)

    def resample(self, state: GameState, seat: int, rng: RandomStream) -> GameState:
        return determinize(state, seat, rng.below(1 << 62))

    def describe(self, state: GameState, action: Any) -> str:
        return describe(action, map_of(state))

    def parse(self, state: GameState, seat: int, text: str) -> Any:
        """The action the text means; a claim, station or tunnel payment ending `in
        COLOUR` (`claim denver-omaha in red`) is paid as `engine.payment_choice` chooses."""
        words = text.split()
        if len(words) >= 2 and words[-2].lower() == "in":
            return self._paid_in(state, seat, " ".join(words[:-2]), words[-1])
        game_map = map_of(state)
        action = parse_action(text, game_map, frozenset(state.owners))
        if isinstance(action, KeepTickets):  # a ticket's name settles which offered one
            offered = state.players[seat].offered
            kept: list[int] = []
            for t in action.tickets:
                same = [o for o in offered if o not in kept
                        and game_map.tickets[o].name == game_map.tickets[t].name]
                kept.append(t if t in offered or not same else same[0])
            action = KeepTickets(tickets=tuple(kept))
        return action

    def _paid_in(self, state: GameState, seat: int, text: str, word: str) -> Any:
        try:
            colour = parse_draw_word(word)
        except ValueError:
            colour = "deck"
        if colour == "deck":
            raise RuleError("unknown_card", card=word)
        action = self.parse(state, seat, text)
        if isinstance(action, ClaimRoute) and action.cards is None:
            return claim_in(state, seat, action.track, colour)
        if isinstance(action, BuildStation) and action.cards is None:
            return station_in(state, seat, action.city, colour)
        if isinstance(action, PayTunnel) and action.cards is None:
            return tunnel_in(state, seat, colour)
        raise RuleError("bad_command", text=f"{text} in {word}")

    def result(self, state: GameState) -> dict:
        view = final_view(state)
        players = [{"name": s.name, "total": s.total,
                    "tickets_completed": len(s.tickets_completed),
                    "tickets_failed": len(s.tickets_failed),
                    "longest_bonus": s.longest_bonus,
                    "bonus": s.longest_bonus + s.globetrotter_bonus}
                   for s in view.scores]
        return {"players": players, "ranking": list(view.ranking)}

    def rules_data(self) -> dict:
        return self.rules.model_dump(mode="json")

    def score_file(self, data: dict) -> dict:
        return score_board(data)

    def tally(self, state: GameState, action: Any) -> str | None:
        kind = _TALLIED.get(type(action))
        if kind == "routes":
            route = map_of(state).routes[action.track]
            return "tunnel_attempts" if route.tunnel else "ferries" if route.is_ferry \
                else "routes"
        return kind

    def final_tally(self, state: GameState) -> dict[str, int]:
        return {}

    def cards_held(self, state: GameState) -> list[int]:
        return [sum(p.hand.values()) for p in state.players]

    def conserved(self, state: GameState) -> bool:
        return total_cards(state) == self.rules.deck_size

    def progress(self, state: GameState) -> tuple:
        return (len(state.owners), sum(len(p.station_cities) for p in state.players),
                state.phase)


#: what the simulator counts of each kind of action (a claim: routes, ferries or tunnel
#: attempts, by its track)
_TALLIED: dict[type, str] = {
    ClaimRoute: "routes", BuildStation: "stations", WithdrawTunnel: "tunnels_withdrawn"}


#: every board game's rules by name, without computer players
_RULES_ONLY = {name: BoardGame(rules) for name, rules in RULESETS.items()}


def rules_game(game: str) -> BoardGame:
    """The board game `game` without its computer players (the search's play-outs)."""
    return _RULES_ONLY[game]
