"""The Card Game's `hard` player searches worlds that agree with everything on the table:
the robbed rows in the discard pile and the cards an opponent took face up are never
dealt anywhere else."""

from __future__ import annotations

from engine.cardgame import private_view
from engine.cardgame.bots.hard import HardBot
from engine.cards import count_cards
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
        unseen = world.deck.count("purple") + sum(
            p.hand.get("purple", 0) + p.tracks.get("purple", 0) for p in world.players)
        assert unseen == 10 - 8 - on_table
        assert world.players[1].hand.get("locomotive", 0) >= 2
        assert private_view(world, 0).hand == view.hand
