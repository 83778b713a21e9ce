"""Per-seat draw streams in the searched worlds (`engine.bots.draw_streams`): every card
and ticket of the decks stays in the game, a seat draws the same cards whatever the
other seats drew before it, and whole games play out on them under the engine's rules."""

from __future__ import annotations

import pytest

from engine import GAMES
from engine.bots.draw_streams import TicketStreams, TrainStreams, cut, drawing
from engine.bots.search import play_out
from engine.cards import count_cards
from engine.rng import RandomStream


def test_cutting_a_deck_keeps_every_card_and_deals_every_nth_to_a_seat() -> None:
    deck = ["red", "blue", "green", "white", "black", "red", "locomotive"]
    streams = TrainStreams.from_deck(deck, 2)
    assert streams.streams == [["red", "green", "black", "locomotive"],
                               ["blue", "white", "red"]]
    assert len(streams) == 7 and count_cards(streams) == count_cards(deck)


def test_a_seat_draws_its_own_stream_then_the_next_seats_once_its_own_is_out() -> None:
    streams = TrainStreams.from_deck(["a1", "b1", "a2", "b2", "a3"], 2)  # top: the last card
    streams.drawer = 1
    assert [streams.pop(), streams.pop(), streams.pop()] == ["b2", "b1", "a3"]
    streams.drawer = 0
    assert [streams.pop(), streams.pop()] == ["a2", "a1"]
    assert not streams and len(streams) == 0
    with pytest.raises(IndexError):
        streams.pop()


def test_a_copy_of_a_deck_in_streams_shares_nothing() -> None:
    streams = TrainStreams.from_deck(["a", "b", "c", "d"], 2)
    copy = streams.copy()
    copy.drawer = 1
    copy.pop()
    assert len(streams) == 4 and len(copy) == 3 and streams.drawer == 0


def test_tickets_are_taken_off_the_drawers_stream_and_given_back_under_it() -> None:
    tickets = TicketStreams.from_deck([10, 20, 11, 21, 12], 2)  # top: the first ticket
    tickets.drawer = 1
    assert tickets[:3] == [20, 21, 10]  # its own two, then the next seat's top
    del tickets[:3]
    assert tickets.streams == [[11, 12], []]
    tickets.extend([20])
    assert tickets.streams == [[11, 12], [20]]
    tickets.drawer = 0
    assert tickets[:3] == [11, 12, 20]
    with pytest.raises(TypeError):
        tickets[1:3]


def past_setup(game: str, players: int, seed: str) -> object:
    """A new game past its setup (searches cut worlds of games under way), seat 0 to
    play."""
    rules = GAMES[game]
    state = rules.new([f"p{i}" for i in range(players)], seed)
    normal = rules.bot("normal")
    step = 0
    while state.phase != "playing":
        seat = rules.to_act(state)
        rules.apply(state, seat, normal.choose(rules.bot_view(state, seat),
                                               rules.legal(state, seat),
                                               RandomStream("s", step)))
        step += 1
    assert state.current == 0
    return state


@pytest.mark.parametrize("game", ["usa", "cardgame"])
def test_the_other_seat_draws_the_same_cards_whatever_the_first_seat_did(game: str) -> None:
    """In one world with streams, seat 0 either draws two cards blind or takes tickets;
    seat 1 then draws two blind cards: the same two either way (in one shared deck they
    would be two cards further down)."""
    rules = GAMES[game]
    world = cut(past_setup(game, 2, "streams"))
    seat1_hands = []
    for first in (["draw deck", "draw deck"], ["tickets"]):
        trial = rules.clone(world)
        for text in first:
            drawing(trial, 0)
            rules.apply(trial, 0, rules.parse(trial, 0, text))
        if trial.players[0].offered:
            keep = rules.legal(trial, 0)[0]
            drawing(trial, 0)
            rules.apply(trial, 0, keep)
        before = dict(trial.players[1].hand)
        for _ in range(2):
            drawing(trial, 1)
            rules.apply(trial, 1, rules.parse(trial, 1, "draw deck"))
        after = trial.players[1].hand
        seat1_hands.append({c: n - before.get(c, 0) for c, n in after.items()
                            if n - before.get(c, 0)})
    assert seat1_hands[0] == seat1_hands[1]
    assert sum(seat1_hands[0].values()) == 2


@pytest.mark.parametrize("game", ["usa", "europe", "nordic", "cardgame"])
def test_whole_games_play_out_on_streams_and_keep_every_card(game: str) -> None:
    rules = GAMES[game]
    normal = rules.bot("normal")
    for seed in range(3):
        state = past_setup(game, 3 if game == "europe" else 2, f"streams:{seed}")
        seat = rules.to_act(state)
        action = normal.choose(rules.bot_view(state, seat), rules.legal(state, seat),
                               RandomStream("s", seed))
        world = cut(state)
        assert play_out(rules, world, seat, action, normal, lambda turns, moves: False)
        assert rules.to_act(world) is None
        assert rules.conserved(world)
