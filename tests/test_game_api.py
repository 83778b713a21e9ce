"""The `Game` contract (engine.api), for every game in `engine.GAMES` and for a toy game
defined here: played to the end through the protocol alone, with clones, the text form,
the views' secrets, resampling, dumps and results checked along the way. The toy game is
registered only in these tests and also goes through the simulator and the replayer:
a new game needs no edit outside its own files."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from engine import GAMES, Game, RuleError
from engine.bots import BOT_NAMES
from engine.cardgame import CardGameState
from engine.events import Event, event
from engine.replay import make_export, replay
from engine.rng import RandomStream
from engine.simulate import simulate
from engine.state import GameState

# --- a toy game: race to 10 -----------------------------------------------------------

RACE_GOAL = 10


class RaceState(BaseModel):
    """Two or three players add 1 or 2 in turn to a shared count; who reaches 10 scores
    10 plus their secret bonus (dealt at the start, seen only by its owner)."""

    game: str = "race"
    seed: int | str
    names: list[str]
    bonus: list[int]
    count: int = 0
    current: int = 0
    turn: int = 0
    winner: int | None = None


@dataclass(frozen=True)
class Add:
    """Add 1 or 2 to the count."""

    n: int


class RaceBot:
    """Any level: `greedy` adds 2, the others pick at random."""

    def __init__(self, level: str) -> None:
        self.name = level

    def choose(self, view: dict, legal: list[Add], rng: RandomStream) -> Add:
        return legal[-1] if self.name == "greedy" else rng.choice(legal)


class Race:
    """The toy game, implementing `engine.api.Game` and nothing else."""

    name = "race"
    seat_range = (2, 3)

    def start(self, names: Sequence[str], seed: int | str,
              **options: Any) -> tuple[RaceState, list[Event]]:
        if not 2 <= len(names) <= 3:
            raise RuleError("player_count", game="race", min=2, max=3, count=len(names))
        rng = RandomStream(f"race:{seed}", 0)
        state = RaceState(seed=seed, names=list(names), bonus=[rng.below(5) for _ in names])
        return state, [event(kind="bonus_dealt", player=i, to=i, params={"bonus": b})
                       for i, b in enumerate(state.bonus)]

    def new(self, names: Sequence[str], seed: int | str, **options: Any) -> RaceState:
        return self.start(names, seed, **options)[0]

    def waiting(self, state: RaceState) -> list[int]:
        return [] if state.winner is not None else [state.current]

    def to_act(self, state: RaceState) -> int | None:
        return None if state.winner is not None else state.current

    def legal(self, state: RaceState, seat: int) -> list[Add]:
        if state.winner is not None or seat != state.current:
            return []
        return [Add(n) for n in (1, 2) if state.count + n <= RACE_GOAL]

    def apply(self, state: RaceState, seat: int, action: Any) -> list[Event]:
        if action not in self.legal(state, seat):
            raise RuleError("bad_command", text=str(action))
        state.count += action.n
        state.turn += 1
        if state.count == RACE_GOAL:
            state.winner = seat
            return [event(kind="game_over", player=seat)]
        state.current = (seat + 1) % len(state.names)
        return [event(kind="added", player=seat, params={"n": action.n})]

    def clone(self, state: RaceState) -> RaceState:
        return state.model_copy(deep=True)

    def public_view(self, state: RaceState) -> dict:
        return {"names": list(state.names), "count": state.count, "current": state.current,
                "winner": state.winner}

    def private_view(self, state: RaceState, seat: int) -> dict:
        return {**self.public_view(state), "seat": seat, "bonus": state.bonus[seat]}

    def bot_view(self, state: RaceState, seat: int) -> dict:
        return self.private_view(state, seat)

    def resample(self, state: RaceState, seat: int, rng: RandomStream) -> RaceState:
        bonus = [b if s == seat else rng.below(5) for s, b in enumerate(state.bonus)]
        return state.model_copy(update={"bonus": bonus}, deep=True)

    def describe(self, state: RaceState, action: Add) -> str:
        return f"add {action.n}"

    def parse(self, state: RaceState, seat: int, text: str) -> Add:
        words = text.split()
        if len(words) != 2 or words[0] != "add" or words[1] not in ("1", "2"):
            raise RuleError("bad_command", text=text)
        return Add(int(words[1]))

    def is_over(self, state: RaceState) -> bool:
        return state.winner is not None

    def result(self, state: RaceState) -> dict:
        totals = [RACE_GOAL + b if s == state.winner else 0 for s, b in enumerate(state.bonus)]
        players = [{"name": n, "total": t, "tickets_completed": 0, "tickets_failed": 0,
                    "longest_bonus": 0, "bonus": 0}
                   for n, t in zip(state.names, totals, strict=True)]
        return {"players": players,
                "ranking": sorted(range(len(totals)), key=lambda s: (-totals[s], s))}

    def dump(self, state: RaceState) -> str:
        return state.model_dump_json()

    def load(self, text: str) -> RaceState:
        return RaceState.model_validate_json(text)

    def rules_data(self) -> dict:
        return {"goal": RACE_GOAL, "steps": [1, 2]}

    def bot(self, level: str, think_ms: float = 1000.0,
            clock: Callable[[], float] | None = None, worlds: int | None = None) -> RaceBot:
        if level not in BOT_NAMES:
            raise KeyError(level)
        return RaceBot(level)

    def score_file(self, data: dict) -> dict:
        return {"players": data.get("players", [])}

    def tally(self, state: RaceState, action: Add) -> str | None:
        return "twos" if action.n == 2 else None

    def final_tally(self, state: RaceState) -> dict[str, int]:
        return {}

    def cards_held(self, state: RaceState) -> list[int]:
        return [0] * len(state.names)

    def conserved(self, state: RaceState) -> bool:
        return 0 <= state.count <= RACE_GOAL

    def progress(self, state: RaceState) -> tuple:
        return (state.count,)


RACE = Race()


@pytest.fixture
def with_race(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The toy game registered in `engine.GAMES` for one test."""
    monkeypatch.setitem(GAMES, RACE.name, RACE)
    yield


# --- secrets: what each game hides, changed where nobody but its owner can see --------


def _swap_card(hand: dict[str, int], deck: list[str], keep: dict[str, int]) -> bool:
    """Swap one card of `hand` not in `keep` for a different one of `deck`."""
    for card, n in sorted(hand.items()):
        if n > keep.get(card, 0):
            for i, other in enumerate(deck):
                if other != card:
                    hand[card] -= 1
                    hand[other] = hand.get(other, 0) + 1
                    deck[i] = card
                    return True
    return False


def _swap_ticket(held: list[int], ticket_deck: list[int], keep: set[int]) -> bool:
    """Swap one held ticket for one of the ticket deck not in `keep`."""
    free = [i for i, t in enumerate(ticket_deck) if t not in keep]
    if not held or not free:
        return False
    i = free[0]
    held[0], ticket_deck[i] = ticket_deck[i], held[0]
    return True


def hide_from(game: Game, state: Any, viewer: int) -> tuple[Any, bool]:
    """A copy of `state` whose secrets unseen by `viewer` are changed: the deck's order,
    every other seat's hand, tickets and offered tickets (and for the Card Game every
    On-the-Tracks pile the viewer may not look at); whether anything changed."""
    hidden = game.clone(state)
    if isinstance(state, RaceState):
        for s in range(len(hidden.bonus)):
            if s != viewer:
                hidden.bonus[s] = (hidden.bonus[s] + 1) % 5
        return hidden, len(hidden.bonus) > 1
    assert isinstance(state, GameState | CardGameState)
    changed = False
    if len(set(hidden.deck)) > 1:
        hidden.deck.reverse()
        changed = hidden.deck != state.deck
    returned = {t for t, _ in hidden.players[viewer].returned}
    for s, p in enumerate(hidden.players):
        if isinstance(hidden, CardGameState) and (s != viewer or not hidden.own_pile_visible):
            changed |= _swap_card(p.tracks, hidden.deck, {})
        if s == viewer:
            continue
        changed |= _swap_card(p.hand, hidden.deck, p.known_cards)
        changed |= _swap_ticket(p.tickets, hidden.ticket_deck, returned)
        changed |= _swap_ticket(p.offered, hidden.ticket_deck, returned)
    return hidden, changed


def reveal_to(game: Game, state: Any, viewer: int) -> tuple[Any, bool]:
    """A copy of `state` with the viewer's own hand (or bonus) changed; whether it could
    be."""
    shown = game.clone(state)
    if isinstance(state, RaceState):
        shown.bonus[viewer] = (shown.bonus[viewer] + 1) % 5
        return shown, True
    own = shown.players[viewer]
    return shown, _swap_card(own.hand, shown.deck, own.known_cards)


# --- the contract -------------------------------------------------------------------


def check_round_trip(game: Game, state: Any, seat: int, legal: list[Any]) -> None:
    for action in legal:
        text = game.describe(state, action)
        assert game.parse(state, seat, text) == action, text


def check_clone(game: Game, state: Any, seat: int, action: Any) -> None:
    before = game.dump(state)
    copy = game.clone(state)
    assert copy == state and copy is not state
    game.apply(copy, seat, action)
    assert game.dump(state) == before
    assert game.dump(copy) != before


def check_secrets(game: Game, state: Any) -> int:
    """Views unchanged by what their viewer cannot see; how many views were seen to
    change with their own seat's secrets (so that the check can fail)."""
    seen = 0
    public = game.public_view(state)
    for viewer in range(game.seat_range[1]):
        try:
            own = game.private_view(state, viewer)
        except IndexError:
            break
        hidden, changed = hide_from(game, state, viewer)
        if changed:
            assert game.public_view(hidden) == public
            assert game.private_view(hidden, viewer) == own
        shown, changed = reveal_to(game, state, viewer)
        if changed:
            assert game.private_view(shown, viewer) != own
            seen += 1
    return seen


def check_resample(game: Game, state: Any, seat: int, rng: RandomStream) -> None:
    before = game.dump(state)
    world = game.resample(state, seat, rng)
    assert game.dump(state) == before
    assert game.private_view(world, seat) == game.private_view(state, seat)
    assert game.public_view(world) == game.public_view(state)
    assert game.conserved(world)
    assert game.legal(world, seat) == game.legal(state, seat)


def play_on(game: Game, state: Any, bots: list[Any], tag: str, limit: int = 5000) -> int:
    """Play to the end through the protocol; the number of actions."""
    step = 0
    while (seat := game.to_act(state)) is not None:
        assert step < limit
        action = bots[seat].choose(game.bot_view(state, seat), game.legal(state, seat),
                                   RandomStream(tag, step))
        game.apply(state, seat, action)
        step += 1
    return step


def check_result(game: Game, state: Any, players: int) -> None:
    assert game.is_over(state) and game.to_act(state) is None and game.waiting(state) == []
    result = game.result(state)
    assert sorted(result["ranking"]) == list(range(players))
    assert len(result["players"]) == players
    for p in result["players"]:
        assert set(p) == {"name", "total", "tickets_completed", "tickets_failed",
                          "longest_bonus", "bonus"}
        assert isinstance(p["total"], int)
    totals = [result["players"][s]["total"] for s in result["ranking"]]
    assert totals == sorted(totals, reverse=True)
    json.dumps(result)


def contract(game: Game, seed: int, players: int, level: str, checked: int = 40) -> None:
    """One game through the whole contract; `checked` steps get the costly checks."""
    names = [f"P{i}" for i in range(players)]
    state, told = game.start(names, seed)
    assert game.new(names, seed) == state  # the seed decides the game
    # what the deal tells a seat is told to that seat alone
    assert all(isinstance(e, Event) and e.to in (None, e.player) for e in told)
    assert game.waiting(state) and game.to_act(state) == game.waiting(state)[0]
    bots = [game.bot(level) for _ in names]
    step = 0
    cut = seed % 25 + 5
    seen = 0
    while (seat := game.to_act(state)) is not None:
        assert step < 5000
        legal = game.legal(state, seat)
        assert legal
        action = bots[seat].choose(game.bot_view(state, seat), legal,
                                   RandomStream(f"api:{seed}", step))
        if step < checked or step % 10 == 0:
            check_round_trip(game, state, seat, [*legal, action])
            check_clone(game, state, seat, action)
            seen += check_secrets(game, state)
            check_resample(game, state, seat, RandomStream(f"world:{seed}", step))
        if step == cut:  # a dumped and loaded game plays on exactly as the original
            loaded = game.load(game.dump(state))
            assert loaded == state
            other = game.clone(state)
            play_on(game, other, bots, f"on:{seed}")
            play_on(game, loaded, bots, f"on:{seed}")
            assert game.dump(loaded) == game.dump(other)
        game.apply(state, seat, action)
        step += 1
    assert seen > 0
    check_result(game, state, players)


PLAYERS = {"usa": (2, 4), "europe": (3, 5), "nordic": (2, 3), "cardgame": (2, 4)}


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_is_registered_as_a_game(name: str) -> None:
    game = GAMES[name]
    assert isinstance(game, Game) and game.name == name
    fewest, most = game.seat_range
    assert 2 <= fewest <= most
    with pytest.raises(RuleError):
        game.new(["solo"] * (most + 1), 1)
    json.dumps(game.rules_data())
    for level in BOT_NAMES:
        assert game.bot(level, worlds=1).name == level
    with pytest.raises(KeyError):
        game.bot("clever")


@pytest.mark.parametrize("name", list(GAMES))
@pytest.mark.parametrize("level", ["greedy", "random"])
@settings(max_examples=2, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10**6), big=st.booleans())
def test_the_contract_holds_over_whole_games(name: str, level: str, seed: int,
                                             big: bool) -> None:
    fewest, most = PLAYERS[name]
    contract(GAMES[name], seed, most if big else fewest, level)


def test_the_card_game_option_is_passed_on() -> None:
    game = GAMES["cardgame"]
    shown = game.new(["A", "B"], 3, own_pile_visible=True)
    assert shown.own_pile_visible and not game.new(["A", "B"], 3).own_pile_visible
    contract(game, 3, 2, "greedy", checked=20)


@given(seed=st.integers(0, 10**6), players=st.sampled_from([2, 3]))
@settings(max_examples=10, deadline=None)
def test_the_toy_game_keeps_the_contract(seed: int, players: int) -> None:
    contract(RACE, seed, players, "random", checked=100)


def test_the_toy_game_needs_no_edit_outside_its_own_code(with_race: None) -> None:
    out = simulate("race", 2, 12, 5, "greedy,random")
    assert out["map"] == "race" and out["completed"] == 12 and out["errors"] == 0
    assert sum(out["wins"].values()) == 12 and out["per_game"].get("twos", 0) > 0
    with pytest.raises(ValueError, match="2-3 players"):
        simulate("race", 4, 1, 1)
    state = RACE.new(["Ann", "Bob"], 9)
    log = []
    while (seat := RACE.to_act(state)) is not None:
        action = RACE.legal(state, seat)[state.turn % 2 - 1]
        log.append((seat, RACE.describe(state, action)))
        RACE.apply(state, seat, action)
    export = make_export("race", [{"name": "Ann"}, {"name": "Bob"}], 9, log)
    final, result = replay(export)
    assert result == RACE.result(state) and final == state


def test_a_colour_named_without_cards_is_paid_as_the_engine_chooses() -> None:
    from engine.actions import ClaimRoute
    from engine.game import map_of
    from engine.payment_choice import claim_in

    game = GAMES["usa"]
    state = game.new(["A", "B"], 4)
    while (seat := game.to_act(state)) is not None and state.phase != "playing":
        game.apply(state, seat, game.legal(state, seat)[0])
    seat = game.to_act(state)
    state.players[seat].hand = {"red": 3, "locomotive": 2}
    routes = map_of(state).routes
    claim = next(a for a in game.legal(state, seat)
                 if isinstance(a, ClaimRoute) and routes[a.track].length == 2)
    name = game.describe(state, claim)
    paid = game.parse(state, seat, f"{name} in locomotive")
    assert paid == claim_in(state, seat, claim.track, "locomotive")
    assert paid == ClaimRoute(track=claim.track, cards={"locomotive": 2})
    assert game.parse(state, seat, name) == claim  # the cards left to `apply`
    with pytest.raises(RuleError):
        game.parse(state, seat, f"{name} in deck")
    with pytest.raises(RuleError):
        game.parse(state, seat, "tickets in red")
    game.apply(state, seat, paid)
    assert state.players[seat].hand == {"red": 3}
