"""Card Game `determinize`: a whole game dealt from one player's knowledge, consistent
with all of it (cards taken face up, the discard pile, tickets given back, the scorings)
and with nothing hidden from that player."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.cardgame import (
    CardGameState,
    DrawCard,
    DrawTickets,
    KeepTickets,
    apply,
    determinize,
    legal_actions,
    load_cardgame,
    new_game,
    private_view,
    total_cards,
)
from engine.cardgame.bots import get_bot
from engine.cardgame.rules import RULES
from engine.cards import contains, count_cards, total
from engine.rng import RandomStream
from engine.turns import seats_to_act
from tests.positions import play_out
from tests.test_cardgame_views import scrambled, started


def positions(players: int, seed: int, every: int = 7, **options: bool
              ) -> Iterator[CardGameState]:
    """Positions of a game between greedy and random players, every `every` actions."""
    state, _ = new_game([f"P{i}" for i in range(players)], seed, **options)
    bots = [get_bot("greedy"), get_bot("random")]
    step = 0
    while state.phase != "finished":
        if step % every == 0:
            yield state
        seat = seats_to_act(state)[0]
        apply(state, seat, bots[(seat + seed) % 2].choose(
            private_view(state, seat), legal_actions(state, seat), RandomStream(seed, step)))
        step += 1


def set_face_up(state: CardGameState, cards: list[str]) -> None:
    """Turn these cards face up, swapping them with cards of the deck (none is lost)."""
    for slot, card in enumerate(cards):
        at = state.deck.index(card)
        state.deck[at], state.face_up[slot] = state.face_up[slot], card


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_dealt_game_looks_the_same_to_the_player_and_holds_every_card(players):
    for state in positions(players, 3):
        for seat in range(players):
            world = determinize(state, seat, f"w{state.turn}")
            assert private_view(world, seat) == private_view(state, seat)
            assert total_cards(world) == RULES.deck_size
            for p, real in zip(world.players, state.players, strict=True):
                assert total(p.hand) == total(real.hand)
                assert total(p.tracks) == total(real.tracks)
                assert contains(p.hand, p.known_cards)
                assert len(p.tickets) == len(real.tickets)
                assert len(p.offered) == len(real.offered)
            every = [t for p in world.players for t in p.tickets + p.offered]
            every += [r.ticket for p in world.players for r in p.completed] + world.ticket_deck
            assert sorted(every) == list(range(len(load_cardgame().tickets)))


@pytest.mark.parametrize("players", [2, 4])
def test_the_dealt_game_depends_only_on_what_the_player_knows(players):
    for state in positions(players, 8, every=19):
        for seat in range(players):
            other = scrambled(state, seat)  # same knowledge, every other secret changed
            assert private_view(other, seat) == private_view(state, seat)
            assert determinize(other, seat, 1) == determinize(state, seat, 1)
            assert determinize(private_view(state, seat), seat, 1) == determinize(state, seat, 1)


def test_different_seeds_deal_different_games_and_the_same_seed_the_same():
    state = started(3)
    assert determinize(state, 0, 1) == determinize(state, 0, 1)
    assert determinize(state, 0, 1).deck != determinize(state, 0, 2).deck


@pytest.mark.parametrize("players", [2, 4])
def test_a_dealt_game_plays_to_the_end(players):
    for state in positions(players, 5, every=37):
        world = determinize(state, seats_to_act(state)[0], "play")
        play_out(world, get_bot("greedy"), legal_actions, apply, private_view)
        assert world.phase == "finished"
        assert total_cards(world) == RULES.deck_size


def test_a_card_taken_face_up_stays_in_that_hand_until_played():
    state = started(2)
    set_face_up(state, ["red", "blue", "green", "black", "white"])
    apply(state, 0, DrawCard(card="red"))
    apply(state, 0, DrawCard(card="deck"))
    assert state.players[0].known_cards == {"red": 1}
    assert private_view(state, 1).players[0].known_cards == {"red": 1}
    for seed in range(30):
        assert determinize(state, 1, seed).players[0].hand.get("red", 0) >= 1


def test_cards_played_onto_the_siding_leave_the_known_cards_first():
    from engine.cardgame import PlaySiding

    state = started(2)
    state.players[0].hand = {"red": 2, "blue": 1}
    state.players[0].known_cards = {"red": 1, "blue": 1}
    apply(state, 0, PlaySiding(cards={"red": 2}))
    assert state.players[0].known_cards == {"blue": 1}


def test_tickets_given_back_lie_under_the_deck_where_the_player_put_them():
    state = started(2)
    apply(state, 0, DrawTickets())
    offered = list(state.players[0].offered)
    apply(state, 0, KeepTickets(tickets=(offered[0],)))
    assert state.ticket_deck[-3:] == offered[1:]
    assert state.tickets_drawn == 4
    for seed in range(10):
        assert determinize(state, 0, seed).ticket_deck[-3:] == offered[1:]
        # the other player knows only that three tickets went back
        other = determinize(state, 1, seed)
        assert len(other.ticket_deck) == len(state.ticket_deck)


def test_the_discard_pile_is_the_robbed_rows():
    for state in positions(3, 2, every=1):
        if state.discard:
            break
    else:
        pytest.fail("nobody was robbed in the sample game")
    assert private_view(state, 0).discard == count_cards(state.discard)
    for seed in range(10):
        assert sorted(determinize(state, 0, seed).discard) == sorted(state.discard)


def test_the_own_pile_is_kept_where_the_game_shows_it():
    for state in positions(3, 6, every=29, own_pile_visible=True):
        for seat in range(3):
            assert determinize(state, seat, 0).players[seat].tracks == \
                state.players[seat].tracks


def test_a_view_of_another_seat_is_refused():
    state = started(2)
    with pytest.raises(ValueError):
        determinize(private_view(state, 0), 1, 0)
