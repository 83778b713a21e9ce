"""Properties of whole Card Games played at random: every card and ticket accounted for,
refusals change nothing, what is accepted was legal, the same seed and actions give the
same game, and a saved game continues exactly as the unsaved one."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cardgame import (
    Action,
    CardGameState,
    DrawCard,
    DrawTickets,
    KeepTickets,
    Pass,
    PlaySiding,
    apply,
    legal_actions,
    new_game,
    public_view,
    total_cards,
)
from engine.cards import CARD_KINDS, COLORS
from engine.errors import RuleError
from engine.rng import RandomStream
from engine.simulate import simulate

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def actor(state: CardGameState) -> int:
    if state.phase == "choosing_tickets":
        return next(s for s, p in enumerate(state.players) if p.offered)
    return state.current


def probe(rng: RandomStream, state: CardGameState) -> Action:
    """A random action, legal or not."""
    kind = rng.below(6)
    if kind == 0:
        return DrawCard(card=rng.choice([*CARD_KINDS, "deck"]))
    if kind == 1:
        return DrawTickets()
    if kind == 2:
        return Pass()
    if kind == 3:
        return KeepTickets(tickets=tuple(sorted({rng.below(46) for _ in range(rng.below(3))})))
    cards: dict[str, int] = {}
    for _ in range(1 + rng.below(5)):
        c = rng.choice(list(CARD_KINDS))
        cards[c] = cards.get(c, 0) + 1
    return PlaySiding(cards=cards)


def check_invariants(state: CardGameState) -> None:
    assert total_cards(state) == 96
    tickets = list(state.ticket_deck)
    for p in state.players:
        tickets += p.tickets + p.offered + [t.ticket for t in p.completed]
        assert all(n > 0 for n in p.hand.values()) and all(n > 0 for n in p.tracks.values())
        for color, row in p.siding.items():
            assert color in COLORS and row and row[0] == color
            assert all(c in (color, "locomotive") for c in row)
            assert row == sorted(row, key=lambda c: c != color)  # locomotives on top
    assert sorted(tickets) == list(range(46))
    holders = [c for p in state.players for c in p.siding]
    assert len(holders) == len(set(holders)), "two players hold one colour"
    view = public_view(state)
    assert sum(p.tracks for p in view.players) == sum(sum(p.tracks.values())
                                                      for p in state.players)


def play(state: CardGameState, rng: RandomStream, limit: int = 5000,
         probes: bool = False) -> list[tuple[int, Action]]:
    """Play random legal actions to the end; with `probes`, also try random actions and
    check what the rules do with them."""
    log = []
    for _ in range(limit):
        if state.phase == "finished":
            break
        seat = actor(state)
        legal = legal_actions(state, seat)
        assert legal
        if probes:
            action = probe(rng, state)
            before = state.model_dump_json()
            try:
                apply(state, seat, action)
            except RuleError:
                assert state.model_dump_json() == before
            else:
                assert action in legal, action
                log.append((seat, action))
                check_invariants(state)
                continue
        action = rng.choice(legal)
        apply(state, seat, action)
        log.append((seat, action))
        check_invariants(state)
    assert state.phase == "finished"
    return log


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), players=st.integers(2, 4), own=st.booleans())
def test_random_games_keep_every_card_and_ticket(seed: int, players: int, own: bool) -> None:
    state, _ = new_game(NAMES[:players], seed, own_pile_visible=own)
    check_invariants(state)
    play(state, RandomStream(f"test:{seed}", 0), probes=True)
    assert state.result is not None
    assert len(state.scorings) == (2 if players == 4 else 1)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 4), cut=st.integers(0, 300))
def test_same_seed_and_actions_give_the_same_game_and_saves_continue(
        seed: int, players: int, cut: int) -> None:
    first, _ = new_game(NAMES[:players], seed)
    log = play(first, RandomStream(f"moves:{seed}", 0))
    second, _ = new_game(NAMES[:players], seed)
    for i, (seat, action) in enumerate(log):
        if i == cut:
            second = CardGameState.model_validate_json(second.model_dump_json())
        apply(second, seat, action)
    assert second.model_dump_json() == first.model_dump_json()


def test_simulated_games_all_finish_and_conserve_cards() -> None:
    for players in (2, 3, 4):
        out = simulate("cardgame", players, 12, 1, "greedy,random")
        assert out["completed"] == 12 and out["errors"] == 0  # a game losing a card errs
        assert out["per_game"]["robberies"] >= 0
