"""The Card Game's `hard` player searches worlds that agree with everything on the table
(the robbed rows in the discard pile and the cards an opponent took face up are never
dealt anywhere else), and tries a move of every kind, not only `normal`'s favourites."""

from __future__ import annotations

from engine import GAMES
from engine.cardgame import new_game, private_view
from engine.cardgame.bots.hard import CANDIDATES, HardBot, kind
from engine.cards import count_cards
from engine.rng import RandomStream
from tests.test_cardgame_rules import set_hand, started


def test_hard_never_deals_a_robbed_card_or_forgets_one_taken_face_up() -> None:
    state = started(seed=4)
    set_hand(state, 0, {"white": 2, "green": 2})
    set_hand(state, 1, {"locomotive": 2, "red": 3})
    state.players[1].known_cards = {"locomotive": 2}
    for _ in range(8):  # robbed purple rows lie in the discard pile
        holder = next(p.tracks for p in state.players if p.tracks.get("purple")) \
            if "purple" not in state.deck else None
        if holder is not None:  # take it from a pile, which gets a deck card instead
            holder["purple"] -= 1
            card = state.deck.pop()
            holder[card] = holder.get(card, 0) + 1
        else:
            state.deck.remove("purple")
        state.discard.append("purple")
    state.current = 0
    view = private_view(state, 0)
    assert view.discard == {"purple": 8} and "purple" not in view.hand
    on_table = view.face_up.count("purple") + sum(
        row.count("purple") for p in view.players for row in p.siding.values())
    for number in range(12):
        world = HardBot.world(view, 7, number)
        assert count_cards(world.discard) == {"purple": 8}
        unseen = list(world.deck).count("purple") + sum(
            p.hand.get("purple", 0) + p.tracks.get("purple", 0) for p in world.players)
        assert unseen == 10 - 8 - on_table
        assert world.players[1].hand.get("locomotive", 0) >= 2
        assert private_view(world, 0).hand == view.hand


def test_hard_tries_a_move_of_every_kind_beside_normals_choice() -> None:
    """Where `normal`'s three best moves are all draws, `hard` still tries playing now."""
    hard, rules = HardBot(worlds=1), GAMES["cardgame"]
    state, _ = new_game(["Ann", "Bob"], "700000:0")
    moves = 0
    while (seat := rules.to_act(state)) is not None:
        view, legal = rules.bot_view(state, seat), rules.legal(state, seat)
        ranked = hard.normal.ranked(view, legal) if view.phase == "playing" else []
        if ranked and not view.drawn_this_turn and len(legal) > 3 \
                and all(kind(a) in ("draw", "deck") for a in ranked[:3]) \
                and any(kind(a) == "play" for a in legal):
            break
        rules.apply(state, seat, hard.normal.choose(view, legal, RandomStream("t", moves)))
        moves += 1
    else:
        raise AssertionError("no turn where normal ranks three draws first")
    tried = hard.candidates(view, legal)
    kinds = [kind(a) for a in tried]
    # a blind card is not tried where `normal` ranks a face-up one above it
    face_up_first = next(kind(a) for a in ranked if kind(a) in ("draw", "deck")) == "draw"
    offered = {kind(a) for a in legal} - ({"deck"} if face_up_first else set())
    assert tried[0] == ranked[0] and len(set(kinds)) == len(kinds) == min(CANDIDATES,
                                                                         len(offered))
    assert "play" in kinds and ("deck" in kinds) == (not face_up_first)
    assert tried[kinds.index("play")] == next(a for a in ranked if kind(a) == "play")
