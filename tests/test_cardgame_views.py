"""Who sees what in the Card Game: public and private views, events, the end-of-game
result, and the text form of actions."""

from __future__ import annotations

import json

import pytest

from engine.cardgame import (
    CardGameState,
    DrawCard,
    DrawTickets,
    KeepTickets,
    Pass,
    PlaySiding,
    apply,
    describe,
    final_scores,
    legal_actions,
    load_cardgame,
    new_game,
    parse_action,
    private_view,
    public_view,
)
from engine.cardgame.bots import get_bot
from engine.cards import LOCOMOTIVE
from engine.errors import RuleError
from engine.rng import RandomStream
from engine.simulate import play_game

L = LOCOMOTIVE


def started(players: int = 2, seed: int = 1, **options: bool) -> CardGameState:
    state, _ = new_game(["Ann", "Bob", "Cid", "Dee"][:players], seed, **options)
    for seat in range(players):
        apply(state, seat, KeepTickets(tickets=tuple(state.players[seat].offered[:2])))
    return state


def with_piles(players: int = 3, **options: bool) -> CardGameState:
    """A game in which every player has On-the-Tracks cards and a Siding."""
    state = started(players, **options)
    for _ in range(4 * players):
        seat = state.current
        plays = [a for a in legal_actions(state, seat) if isinstance(a, PlaySiding)]
        action = max(plays, key=lambda a: sum(a.cards.values())) if plays else DrawCard(
            card="deck")
        apply(state, seat, action)
        while state.current == seat and state.drawn_this_turn:
            apply(state, seat, DrawCard(card="deck"))
    assert all(p.tracks for p in state.players)
    return state


def scrambled(state: CardGameState, seat: int | None = None) -> CardGameState:
    """The same table with every secret (of everyone but `seat`) changed."""
    other = state.model_copy(deep=True)
    spare = [t for t in range(46)]
    for i, p in enumerate(other.players):
        if i == seat:
            continue
        p.hand = {"purple": sum(p.hand.values())} if p.hand else {}
        p.tracks = {L: sum(p.tracks.values())} if p.tracks else {}
        p.tickets = list(reversed(spare))[:len(p.tickets)]
        p.offered = spare[:len(p.offered)]
        p.returned = [(t, -1) for t in spare[-2:]]
    other.deck = sorted(other.deck)
    other.ticket_deck = sorted(other.ticket_deck, reverse=True)
    other.seed, other.rng_step = "elsewhere", other.rng_step + 5
    return other


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_public_view_is_blind_to_every_secret(players: int) -> None:
    state = with_piles(players)
    assert public_view(scrambled(state)) == public_view(state)
    dumped = json.loads(public_view(state).model_dump_json())
    for p in dumped["players"]:
        assert set(p) == {"seat", "name", "cards", "tickets", "choosing_tickets", "siding",
                          "tracks", "completed", "offered_count", "known_cards"}
        assert isinstance(p["tracks"], int) and isinstance(p["tickets"], int)
    for key in ("hand", "deck", "ticket_deck", "seed", "rng_step", "offered", "own_tracks",
                "returned"):
        assert key not in dumped


@pytest.mark.parametrize("players", [2, 4])
def test_a_private_view_shows_only_its_own_secrets(players: int) -> None:
    state = with_piles(players)
    for seat in range(players):
        view = private_view(state, seat)
        assert view.hand == state.players[seat].hand
        assert [t.ticket for t in view.tickets] == state.players[seat].tickets
        assert view.own_tracks is None  # not even the owner sees the pile
        assert private_view(scrambled(state, seat), seat) == view


def test_the_beginners_variant_shows_the_owner_their_own_pile_only() -> None:
    state = with_piles(3, own_pile_visible=True)
    assert public_view(state).own_pile_visible
    for seat in range(3):
        view = private_view(state, seat)
        assert view.own_tracks == state.players[seat].tracks
        assert private_view(scrambled(state, seat), seat) == view
    assert public_view(scrambled(state)) == public_view(state)


def test_sidings_are_public() -> None:
    state = started(2)
    state.players[0].hand = {"green": 2, L: 1}
    apply(state, 0, PlaySiding(cards={"green": 2, L: 1}))
    view = public_view(state)
    assert view.players[0].siding == {"green": ["green", "green", L]}
    assert view.last_move is not None and view.last_move.cards == {"green": 2, L: 1}


#: what a public event may say (events that could leak are listed key by key)
PUBLIC_PARAMS = {
    "drew_blind": set(), "drew_tickets": {"count"}, "kept_tickets": {"kept", "returned"},
    "dealt": {"count"}, "moved_to_tracks": {"count", "rows"},
}
PRIVATE_KINDS = {"drew_card", "tickets_offered", "your_tickets", "dealt_cards",
                 "moved_to_tracks_cards", "you_were_robbed"}


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 4)])
def test_public_events_never_carry_a_secret(seed: int, players: int) -> None:
    """Over whole games: a public event never names a blind card, a ticket, a dealt card
    or an On-the-Tracks card; those go privately to their owner only."""
    state, events = new_game(["A", "B", "C", "D"][:players], seed)
    bot = get_bot("random")
    step = 0
    while state.phase != "finished":
        seat = next(s for s in range(players) if state.players[s].offered) \
            if state.phase == "choosing_tickets" else state.current
        action = bot.choose(private_view(state, seat), legal_actions(state, seat),
                            RandomStream(seed, step))
        step += 1
        events += apply(state, seat, action)
    kinds = {e.kind for e in events}
    assert {"drew_blind", "drew_card", "moved_to_tracks", "game_over"} <= kinds
    for e in events:
        if e.kind in PRIVATE_KINDS:
            assert e.to is not None, e
            if e.kind != "you_were_robbed":
                assert e.to == e.player
        else:
            assert e.to is None, e
            if e.kind in PUBLIC_PARAMS:
                assert set(e.params) == PUBLIC_PARAMS[e.kind], e
                assert all(isinstance(v, int) for k, v in e.params.items() if k != "rows")


def test_the_end_reveals_the_result_with_the_cards_used() -> None:
    state: CardGameState = play_game("cardgame", [get_bot("greedy")] * 3, "reveal").state
    view = public_view(state)
    assert view.phase == "finished" and view.final is not None
    assert view.final == final_scores(state) == state.result
    data = load_cardgame()
    for seat, p in enumerate(view.final.players):
        for t in p.completed:
            need = data.tickets[t.ticket].needs
            assert sum(t.cards.values()) == sum(need.values())
            assert all(c == L or t.cards[c] <= need.get(c, 0) for c in t.cards)
        assert p.ticket_points == sum(t.points for t in p.completed) - sum(
            t.points for t in p.failed)
        assert p.total == p.ticket_points + p.big_city_points
        assert len(p.completed) + len(p.failed) == len(state.players[seat].completed) + len(
            state.players[seat].tickets)
    assert sorted(view.final.ranking) == [0, 1, 2]
    json.loads(view.model_dump_json())


def test_final_scores_before_the_end_leaves_the_state_alone() -> None:
    state = with_piles(3)
    before = state.model_dump_json()
    result = final_scores(state)
    assert state.model_dump_json() == before
    assert len(result.players) == 3
    assert len(result.scorings) == 1


def test_text_forms_round_trip() -> None:
    state = with_piles(3)
    data = load_cardgame()
    texts = {
        "draw red": DrawCard(card="red"),
        "draw deck": DrawCard(card="deck"),
        "draw loco": DrawCard(card=L),
        "play 2 green 1 locomotive": PlaySiding(cards={"green": 2, L: 1}),
        "play blue red yellow": PlaySiding(cards={"blue": 1, "red": 1, "yellow": 1}),
        "tickets": DrawTickets(),
        "pass": Pass(),
        "keep": KeepTickets(tickets=()),
        "keep none": KeepTickets(tickets=()),
        "keep seattle-miami chicago-new_york:blue": KeepTickets(tickets=(
            data.find_ticket("seattle-miami"), data.find_ticket("chicago-new_york:blue"))),
    }
    for text, action in texts.items():
        assert parse_action(text) == action
        assert parse_action(describe(action)) == action
    yellow = data.find_ticket("chicago-new_york:yellow")
    assert parse_action("keep new_york-chicago", offered=[yellow, 3]) == KeepTickets(
        tickets=(yellow,))
    for action in legal_actions(state, state.current):
        assert parse_action(describe(action)) == action


@pytest.mark.parametrize(("text", "code"), [
    ("", "bad_command"), ("fly", "bad_command"), ("draw pink", "unknown_card"),
    ("play 2 pink", "unknown_card"), ("play", "bad_command"),
    ("keep chicago-new_york", "unknown_ticket"), ("keep gotham-miami", "unknown_ticket"),
    ("tickets now", "bad_command"),
])
def test_bad_text_is_refused_with_a_code(text: str, code: str) -> None:
    with pytest.raises(RuleError) as err:
        parse_action(text)
    assert err.value.code == code
