"""`determinize`: a whole game dealt from one player's knowledge, consistent with all of
it and with nothing hidden from that player."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine import DrawCard, DrawTickets, KeepTickets, apply, legal_actions, private_view
from engine.bots import get_bot
from engine.cards import LOCOMOTIVE, contains, total
from engine.determinize import determinize
from engine.game import new_game, total_cards
from engine.maps import load_map
from engine.rng import RandomStream
from engine.rules import RULESETS
from engine.state import GameState
from engine.turns import seats_to_act
from tests.positions import play_out, set_face_up, started

GAMES = [("usa", 2), ("usa", 5), ("europe", 4), ("nordic", 3)]


def positions(game: str, players: int, seed: int, every: int = 9) -> Iterator[GameState]:
    """Positions of a random game, every `every` actions, to its end."""
    state, _ = new_game(game, [f"P{i}" for i in range(players)], seed)
    bot = get_bot("random")
    step = 0
    while state.phase != "finished":
        if step % every == 0:
            yield state
        seat = seats_to_act(state)[0]
        apply(state, seat, bot.choose(private_view(state, seat), legal_actions(state, seat),
                                      RandomStream(seed, step)))
        step += 1


@pytest.mark.parametrize("game,players", GAMES)
def test_the_dealt_world_looks_the_same_to_the_player_and_holds_every_card(game, players):
    rules = RULESETS[game]
    for state in positions(game, players, 3):
        for seat in range(players):
            world = determinize(state, seat, f"w{state.turn}")
            assert private_view(world, seat) == private_view(state, seat)
            assert total_cards(world) == rules.deck_size
            for p, real in zip(world.players, state.players, strict=True):
                assert total(p.hand) == total(real.hand)
                assert contains(p.hand, p.known_cards)
                assert len(p.tickets) == len(real.tickets)
                assert len(p.offered) == len(real.offered)
                if rules.initial_long_tickets:
                    assert sum(load_map(game).tickets[t].long for t in p.tickets + p.offered) \
                        <= rules.initial_long_tickets
            every = [t for p in world.players for t in p.tickets + p.offered] + world.ticket_deck
            assert len(every) == len(set(every))


@pytest.mark.parametrize("game,players", GAMES)
def test_the_dealt_world_depends_only_on_what_the_player_knows(game, players):
    for state in positions(game, players, 8, every=23):
        for seat in range(players):
            other = determinize(state, seat, "another world")  # same knowledge, other secrets
            assert determinize(other, seat, 1) == determinize(state, seat, 1)


def test_different_seeds_deal_different_worlds_and_the_same_seed_the_same():
    state = started("usa", players=3)
    assert determinize(state, 0, 1) == determinize(state, 0, 1)
    assert determinize(state, 0, 1).deck != determinize(state, 0, 2).deck
    assert determinize(state, 0, 1).players[1].hand != determinize(state, 0, 2).players[1].hand \
        or determinize(state, 0, 1).players[2].hand != determinize(state, 0, 2).players[2].hand


@pytest.mark.parametrize("game,players", GAMES)
def test_a_dealt_world_plays_to_the_end(game, players):
    for state in positions(game, players, 5, every=41):
        world = determinize(state, state.current, "play")
        play_out(world, get_bot("greedy"), legal_actions, apply, private_view)
        assert world.phase == "finished"


def test_a_card_taken_face_up_stays_in_that_hand_in_every_world():
    state = started("usa", players=2)
    set_face_up(state, ["red", "blue", "green", "black", "white"])
    apply(state, 0, DrawCard(card="red"))
    apply(state, 0, DrawCard(card="deck"))
    assert state.players[0].known_cards == {"red": 1}
    for seed in range(30):
        assert determinize(state, 1, seed).players[0].hand.get("red", 0) >= 1


def test_tickets_given_back_lie_under_the_deck_where_the_player_put_them():
    state = started("usa", players=2)
    apply(state, 0, DrawTickets())
    offered = list(state.players[0].offered)
    apply(state, 0, KeepTickets(tickets=(offered[0],)))
    assert state.ticket_deck[-2:] == offered[1:]
    for seed in range(10):
        world = determinize(state, 0, seed)
        assert world.ticket_deck[-2:] == offered[1:]
        # the other player knows only that two tickets went back
        other = determinize(state, 1, seed)
        assert len(other.ticket_deck) == len(state.ticket_deck)


def test_tickets_that_left_the_game_are_dealt_to_no_one():
    state, _ = new_game("nordic", ["A", "B"], 4)
    offered = list(state.players[0].offered)
    apply(state, 0, KeepTickets(tickets=tuple(offered[:2])))
    gone = set(offered[2:])
    for seed in range(20):
        world = determinize(state, 0, seed)
        dealt = {t for p in world.players for t in p.tickets + p.offered} | set(world.ticket_deck)
        assert not dealt & gone


def test_a_pending_tunnel_is_kept_with_its_cards():
    for state in positions("europe", 3, 11, every=1):
        if state.pending_tunnel is not None:
            world = determinize(state, (state.current + 1) % 3, 0)
            assert world.pending_tunnel == state.pending_tunnel
            assert world.tunnel_cards == state.tunnel_cards
            return
    pytest.fail("no tunnel was left pending in the sample game")


def test_a_locomotive_taken_face_up_is_known_too():
    state = started("usa", players=2)
    set_face_up(state, [LOCOMOTIVE, "blue", "green", "black", "white"])
    apply(state, 0, DrawCard(card=LOCOMOTIVE))
    assert determinize(state, 1, 0).players[0].hand.get(LOCOMOTIVE, 0) >= 1
