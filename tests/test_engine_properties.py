"""Invariants over many seeded whole games of every board map (hypothesis)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import apply, legal_actions, private_view, public_view
from engine.bots import get_bot
from engine.game import map_of, rules_of, total_cards
from engine.rng import RandomStream
from engine.state import GameState
from engine.turns import seats_to_act
from engine.views import final_view

GAMES = st.sampled_from([("usa", 2), ("usa", 3), ("usa", 5), ("europe", 2), ("europe", 4),
                         ("nordic", 2), ("nordic", 3)])
BOTS = st.sampled_from(["random", "greedy"])
SETTINGS = settings(max_examples=12, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def play(game: str, players: int, seed: int, bot: str, check=None, limit: int = 4000):
    """Play a whole game; call `check(state)` after every action; return state and actions."""
    from engine import new_game

    state, _ = new_game(game, [f"P{i}" for i in range(players)], seed)
    chooser = get_bot(bot)
    done = []
    while state.phase != "finished" and len(done) < limit:
        seat = seats_to_act(state)[0]
        action = chooser.choose(private_view(state, seat), legal_actions(state, seat),
                                RandomStream(seed, len(done)))
        apply(state, seat, action)
        done.append((seat, action))
        if check:
            check(state)
    return state, done


def consistent(state: GameState) -> None:
    rules = rules_of(state)
    game_map = map_of(state)
    assert total_cards(state) == rules.deck_size
    owned = {}
    for seat, p in enumerate(state.players):
        used = sum(game_map.routes[t].length for t in p.tracks)
        assert p.trains + used == rules.trains
        assert p.route_points == sum(rules.route_points[game_map.routes[t].length]
                                     for t in p.tracks)
        assert p.stations_left + len(p.station_cities) == rules.stations
        assert all(n > 0 for n in p.hand.values())
        owned.update({t: seat for t in p.tracks})
    assert owned == state.owners
    stations = [c for p in state.players for c in p.station_cities]
    assert len(stations) == len(set(stations))


def with_secrets_changed(state: GameState) -> GameState:
    """The same table with every secret different: hands recoloured, deck reordered,
    tickets swapped for others."""
    other = state.model_copy(deep=True)
    colours = ["red", "blue", "green", "yellow", "black", "white", "orange", "purple"]
    for p in other.players:
        n = sum(p.hand.values())
        p.hand = {colours[len(p.name) % 8]: n} if n else {}
        p.tickets = [(t + 1) % len(map_of(state).tickets) for t in p.tickets]
        p.offered = [(t + 2) % len(map_of(state).tickets) for t in p.offered]
    other.deck = list(reversed(other.deck))
    other.ticket_deck = list(reversed(other.ticket_deck))
    other.seed = "another seed"
    return other


@SETTINGS
@given(game=GAMES, seed=st.integers(0, 10**6), bot=BOTS)
def test_cards_trains_and_scores_stay_consistent(game, seed, bot):
    state, _ = play(game[0], game[1], seed, bot, check=consistent)
    assert state.phase == "finished"


@SETTINGS
@given(game=GAMES, seed=st.integers(0, 10**6))
def test_public_view_shows_no_secret(game, seed):
    def check(state: GameState) -> None:
        if state.phase == "finished":
            return
        view = public_view(state)
        assert view == public_view(with_secrets_changed(state))
        text = view.model_dump_json()
        assert '"hand"' not in text and '"deck"' not in text and '"offered"' not in text
    play(game[0], game[1], seed, "random", check=check, limit=400)


@SETTINGS
@given(game=GAMES, seed=st.integers(0, 10**6))
def test_private_view_shows_only_the_own_secrets(game, seed):
    def check(state: GameState) -> None:
        for seat in range(len(state.players)):
            other = with_secrets_changed(state)
            other.players[seat] = state.players[seat]
            assert private_view(state, seat) == private_view(other, seat) or \
                state.phase == "finished"
    play(game[0], game[1], seed, "greedy", check=check, limit=200)


@SETTINGS
@given(game=GAMES, seed=st.integers(0, 10**6), cut=st.integers(1, 300))
def test_a_saved_game_continues_exactly_as_the_unsaved_one(game, seed, cut):
    from engine import new_game

    whole, actions = play(game[0], game[1], seed, "greedy")
    state, _ = new_game(game[0], [f"P{i}" for i in range(game[1])], seed)
    for i, (seat, action) in enumerate(actions):
        if i == cut % len(actions):
            state = GameState.model_validate_json(state.model_dump_json())
        apply(state, seat, action)
    assert state.model_dump_json() == whole.model_dump_json()


@SETTINGS
@given(game=GAMES, seed=st.integers(0, 10**6))
def test_the_same_seed_and_actions_give_the_same_game(game, seed):
    a, actions_a = play(game[0], game[1], seed, "random", limit=600)
    b, actions_b = play(game[0], game[1], seed, "random", limit=600)
    assert actions_a == actions_b
    assert a.model_dump_json() == b.model_dump_json()


def test_different_seeds_deal_different_games():
    from engine import new_game

    a, _ = new_game("usa", ["A", "B"], 1)
    b, _ = new_game("usa", ["A", "B"], 2)
    assert a.deck != b.deck


def test_final_reveal_lists_every_players_tickets():
    state, _ = play("usa", 3, 11, "greedy")
    final = final_view(state)
    assert final.tickets == [p.tickets for p in state.players]
    assert public_view(state).final == final


def offered(state: GameState, seat: int, action, legal: list) -> bool:
    """Whether `legal_actions` (and `payments` for a claim or station) offer `action`."""
    from engine import BuildStation, ClaimRoute, payments

    if isinstance(action, ClaimRoute | BuildStation):
        bare = type(action)(action.track) if isinstance(action, ClaimRoute) \
            else BuildStation(action.city)
        return bare in legal and (action.cards is None
                                  or action.cards in payments(state, seat, bare))
    return action in legal


CARD_WORDS = ["red", "blue", "green", "yellow", "black", "white", "orange", "purple",
              "locomotive"]


def random_action(data, state: GameState):
    """Any action at all, legal or not, drawn by hypothesis."""
    from engine import (
        BuildStation,
        ClaimRoute,
        DrawCard,
        DrawTickets,
        KeepTickets,
        Pass,
        PayTunnel,
        WithdrawTunnel,
    )

    game_map = map_of(state)
    cards = data.draw(st.dictionaries(st.sampled_from(CARD_WORDS), st.integers(1, 4),
                                      max_size=3))
    kind = data.draw(st.integers(0, 7))
    if kind == 0:
        return DrawCard(card=data.draw(st.sampled_from([*CARD_WORDS, "deck"])))
    if kind == 1:
        return ClaimRoute(track=data.draw(st.integers(0, len(game_map.routes) - 1)),
                          cards=cards or None)
    if kind == 2:
        return KeepTickets(tickets=tuple(data.draw(st.lists(
            st.integers(0, len(game_map.tickets) - 1), max_size=4))))
    if kind == 3:
        return BuildStation(city=data.draw(st.sampled_from(sorted(game_map.city_ids))),
                            cards=cards or None)
    if kind == 4:
        return PayTunnel(cards=cards or None)
    return [DrawTickets(), WithdrawTunnel(), Pass()][kind - 5]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=GAMES, seed=st.integers(0, 10**6), steps=st.integers(0, 120), data=st.data())
def test_refused_actions_change_nothing_and_legal_ones_apply(game, seed, steps, data):
    from engine import RuleError

    state, _ = play(game[0], game[1], seed, "greedy", limit=steps)
    if state.phase == "finished":
        return
    for _ in range(15):
        seat = data.draw(st.integers(0, game[1] - 1))
        action = random_action(data, state)
        before = state.model_dump_json()
        legal = legal_actions(state, seat)
        state_before = GameState.model_validate_json(before)
        try:
            apply(state, seat, action)
        except RuleError:
            assert state.model_dump_json() == before
            assert not offered(state, seat, action, legal)
            continue
        assert offered(state_before, seat, action, legal)
        return
