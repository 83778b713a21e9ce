"""The claim and station menus offer exactly the legal, affordable moves (checked against
`legal_actions`), each with the engine's own payment, every other payment one menu
further; choosing an option makes exactly that move."""

from __future__ import annotations

import copy
import random
import re

import pytest

import engine
from bot.i18n import say
from bot.kinds import FACES
from bot.kinds.board import menus
from bot.kinds.board.words import cards as cards_phrase
from bot.replies import Button, Menu
from engine import (
    BuildStation,
    ClaimRoute,
    RuleError,
    apply,
    legal_actions,
    map_of,
    new_game,
)
from engine.cards import format_cards
from engine.state import GameState

BOARD = FACES["board"]


def positions(game: str, seed: int, count: int) -> list[GameState]:
    """Positions at the start of a turn, reached by random play mostly drawing cards (so
    hands grow large and many routes are affordable)."""
    rng = random.Random(seed)
    state, _ = new_game(game, ["Ann", "Bob", "Cat"], seed)
    for seat in range(3):
        apply(state, seat, legal_actions(state, seat)[0])
    out = []
    while state.phase == "playing" and len(out) < count:
        seat = state.current
        acts = legal_actions(state, seat)
        if not state.drawn_this_turn and not state.pending_tunnel and not state.players[
                seat].offered:
            out.append(copy.deepcopy(state))
        draws = [a for a in acts if a.kind == "draw"]
        action = rng.choice(draws) if draws and rng.random() < 0.8 else rng.choice(acts)
        apply(state, seat, action)
        if state.players[seat].offered and seat == state.current:
            apply(state, seat, legal_actions(state, seat)[0])
    return out


def options(components, prefix: str) -> list:
    return [o for c in components if isinstance(c, Menu)
            and c.custom_id.rsplit(":", 1)[1].startswith(prefix + "-") for o in c.options]


def engine_payments(state: GameState, seat: int, track: int) -> list:
    """The claim's payments as the menus may list them (at most 125), the engine's choice
    first."""
    return engine.payments(state, seat, ClaimRoute(track=track), limit=125)


def same_route(name: str) -> str:
    """A track's name without the number telling two gray tracks apart."""
    return re.sub(r":\d+$", "", name)


def key(cards) -> tuple:
    return tuple(sorted((c, n) for c, n in cards.items() if n))


def test_a_page_holds_at_most_25_options_and_a_message_five_rows():
    state = positions("usa", 3, 1)[0]
    seat = state.current
    state.players[seat].hand = {c: 12 for c in ("red", "blue", "green", "black", "white",
                                                "yellow", "orange", "purple", "locomotive")}
    _, components = BOARD.pick(state, seat, "routes", [], 1, 0, "en")
    assert len(components) <= 5
    assert all(len(c.options) <= 25 for c in components if isinstance(c, Menu))
    values = [o.value for o in options(components, "claim")]
    assert len(values) == len(set(values)) > 25  # paged, each route once
    # too many routes with a choice of payment for the rows left: a button opens them
    assert isinstance(components[-1], Button) and components[-1].custom_id.endswith(":claimalt")
    _, alt = BOARD.pick(state, seat, "claimalt", [], 1, 0, "en")
    assert len(alt) <= 5 and len(options(alt, "claimalt")) > 25


@pytest.mark.parametrize("game", ["usa", "europe", "nordic"])
def test_the_claim_menu_lists_exactly_the_routes_the_player_can_pay_for(game):
    checked = 0
    for state in positions(game, 11, 40)[::4]:
        seat = state.current
        game_map = map_of(state)
        legal = [a for a in legal_actions(state, seat) if isinstance(a, ClaimRoute)]
        phrases, components = BOARD.pick(state, seat, "routes", [], 7, 0, "en")
        listed = options(components, "claim")
        # one option per route (the two tracks of a gray double route are one choice)
        assert {o.value for o in listed} == {same_route(game_map.track_name(a.track))
                                             for a in legal}
        for o in listed:
            track = game_map.find_track(o.value, set(state.owners))
            best = engine_payments(state, seat, track)[0]
            assert say("en", "menu.cards", cards=cards_phrase(best)) in o.description
            # choosing it claims that route, paying the engine's choice
            command, args = BOARD.button_command("claim-1", [o.value])
            action = BOARD.action_for(state, seat, command, args)
            after = copy.deepcopy(state)
            apply(after, seat, action)
            assert after.owners.get(track) == seat or after.pending_tunnel is not None
        several = {same_route(game_map.track_name(a.track)) for a in legal
                   if len(engine_payments(state, seat, a.track)) > 1}
        alt = options(components, "claimalt")
        if not any(isinstance(c, Button) for c in components):
            assert {o.value for o in alt} == several
        for name in sorted(several)[:3]:
            _, pays = BOARD.pick(state, seat, "claimalt-1", [name], 7, 0, "en")
            track = game_map.find_track(name, set(state.owners))
            want = {key(p) for p in engine_payments(state, seat, track)}
            got = options(pays, "claimpay")
            assert {key(BOARD.action_for(state, seat, *BOARD.button_command(
                "claimpay-1", [o.value])).cards) for o in got} == want
            # the legal actions name these same payments (while they list payments)
            named = {key(a.cards) for a in legal if a.track == track and a.cards}
            assert not named or named <= want | {key(p) for a in legal for p in [a.cards or {}]}
        checked += 1
    assert checked >= 5


def test_the_station_menus_list_exactly_the_cities_and_payments():
    checked = 0
    for state in positions("europe", 5, 40)[::5]:
        seat = state.current
        legal = [a for a in legal_actions(state, seat) if isinstance(a, BuildStation)]
        if not state.players[seat].stations_left:
            with pytest.raises(RuleError):
                BOARD.pick(state, seat, "stations", [], 1, 0, "en")
            continue
        _, components = BOARD.pick(state, seat, "stations", [], 1, 0, "en")
        cities = {o.value for o in options(components, "station")}
        assert cities == {a.city for a in legal}
        pays = [o.value for c in components if isinstance(c, Menu)
                and c.custom_id.endswith(":stationpay") for o in c.options]
        listed = {key(p) for p in engine.payments(state, seat, BuildStation(
            city=next(iter(cities))))}
        assert len(pays) == (len(listed) if len(listed) > 1 else 0)
        if pays:
            assert {key(BOARD.action_for(state, seat, "station", {
                "city": next(iter(cities)), "cards": p}).cards) for p in pays} == listed
            _, at = BOARD.pick(state, seat, "stationpay", [pays[-1]], 1, 0, "en")
            chosen = options(at, "stationat")
            assert {o.value.split(menus.WITH)[0] for o in chosen} == cities
            command, args = BOARD.button_command("stationat-1", [chosen[0].value])
            action = BOARD.action_for(state, seat, command, args)
            assert format_cards(action.cards) == pays[-1]
            apply(copy.deepcopy(state), seat, action)
        checked += 1
    assert checked >= 3


def test_the_usa_has_no_station_menu_and_says_so():
    state = positions("usa", 2, 1)[0]
    with pytest.raises(RuleError) as e:
        BOARD.pick(state, state.current, "stations", [], 1, 0, "en")
    assert e.value.code == "no_stations_here"
    with pytest.raises(RuleError) as e:
        BOARD.action_for(state, state.current, "station", {"city": "denver"})
    assert say("cs", BOARD.error_phrase(state, e.value.code, e.value.params, [])) == (
        "V této hře se stanice nestaví.")


def test_only_the_player_to_move_gets_menus():
    state = positions("usa", 4, 1)[0]
    other = (state.current + 1) % 3
    with pytest.raises(RuleError) as e:
        BOARD.pick(state, other, "routes", [], 1, 0, "en")
    assert e.value.code == "not_your_turn"
