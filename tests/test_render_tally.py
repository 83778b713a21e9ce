"""The private picture, the final tally and the Card Game table as players see them in a
chat column: what each shows, the score race and blocked tickets told from the action
log, every text still at least 9 px tall once the picture is fitted inside the desktop
client's 550x350 box (the final tally's score cards: once opened by a click, about 75% x
65% of a 1280x720 window; its ranking meets the box, tests/test_render_legibility.py),
and the same size on every post of a game."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

import pytest
from PIL import ImageDraw

import render.card_faces
import render.final
import render.hand
import render.labels
from bot.kinds.board import history
from bot.kinds.board.history import Origin, needed_before, score_race
from engine import (
    GAMES,
    apply,
    describe,
    legal_actions,
    map_of,
    new_game,
    private_view,
    public_view,
)
from engine import cardgame as cg
from engine.maps import BOARD_MAPS, load_map
from engine.rng import RandomStream
from engine.rules import RULESETS
from engine.turns import seats_to_act
from engine.views import TicketStatus
from render.cardgame import cardgame_table_image, table_size
from render.final import final_image, longest_winners
from render.hand import blocked, hand_image, hand_size
from render.minimap import LABEL_SIZE
from render.simulated import game_turns, stages

PREVIEW = 550
DESKTOP = (550, 350)
OPENED = (0.75 * 1280, 0.65 * 720)


@cache
def _turns(game: str) -> list:
    return list(game_turns(game, 3))


@cache
def _card_turns() -> list:
    return list(game_turns("cardgame", 3))


@contextmanager
def _texts() -> Iterator[list[tuple[tuple[int, int], int, str]]]:
    """Every text drawn meanwhile: (size of the picture it was drawn on, font size, text)."""
    seen: list[tuple[tuple[int, int], int, str]] = []
    original = ImageDraw.ImageDraw.text

    def text(self, xy, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        f = kwargs.get("font") or (args[1] if len(args) > 1 else None)
        seen.append((self.im.size, getattr(f, "size", 0), str(text)))
        return original(self, xy, text, *args, **kwargs)

    ImageDraw.ImageDraw.text = text  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        ImageDraw.ImageDraw.text = original  # type: ignore[method-assign]


def _pictures() -> Iterator[tuple[str, object]]:
    """Every picture of this file's kinds, drawn from a seeded game of each."""
    for game in BOARD_MAPS:
        states = _turns(game)
        middle = states[len(states) // 2]
        yield f"{game} hand", lambda s=middle: hand_image(private_view(s, s.current))
        yield f"{game} final", lambda s=states[-1], g=game: final_image(
            public_view(s), race=[[p.route_points for p in t.players] for t in _turns(g)[1:]])
    cards = stages(iter(_card_turns()))
    for stage, state in cards.items():
        yield f"cardgame table {stage}", lambda s=state: cardgame_table_image(cg.public_view(s))


@pytest.mark.parametrize("name,draw", list(_pictures()), ids=lambda v: v if isinstance(v, str)
                         else "")
def test_every_text_is_at_least_9_px_in_the_box_it_is_shown_in(name, draw):
    with _texts() as seen:
        img = draw()
    box = OPENED if "final" in name else DESKTOP
    scale = min(box[0] / img.width, box[1] / img.height)
    mine = [(size, text) for canvas, size, text in seen if canvas == img.size]
    assert mine, name
    small = [(round(size * scale, 1), text) for size, text in mine if size * scale < 9]
    assert small == [], name


def test_the_small_maps_city_names_are_9_px_at_the_preview():
    assert LABEL_SIZE * PREVIEW / hand_size("usa")[0] >= 9


@pytest.mark.parametrize("game", BOARD_MAPS)
def test_the_hand_picture_keeps_its_size_through_a_game(game):
    sizes = {hand_image(private_view(s, seat)).size for s in _turns(game)[::7]
             for seat in range(len(s.players))}
    assert sizes == {hand_size(game)}


def test_the_card_game_table_keeps_its_size_through_a_game():
    states = _card_turns()
    sizes = {cardgame_table_image(cg.public_view(s)).size for s in states[::9] + states[-1:]}
    assert sizes == {table_size(len(states[0].players))} == {table_size(2)}


def test_the_hand_shows_only_the_cards_held(monkeypatch):
    state = _turns("usa")[20]
    view = private_view(state, state.current)
    drawn: list[str] = []
    monkeypatch.setattr(render.card_faces, "paste_card",
                        lambda img, kind, *a, **k: drawn.append(kind))
    hand_image(view)
    assert drawn and sorted(drawn) == sorted(k for k, n in view.hand.items() if n)


def _status(needed: int | None, done: bool = False) -> TicketStatus:
    return TicketStatus(ticket=0, name="a-b", points=5, completed=done, trains_needed=needed)


def test_a_ticket_is_blocked_when_its_path_got_longer_or_closed():
    assert blocked(_status(6), {0: 4})
    assert blocked(_status(None), {0: 4})
    assert not blocked(_status(4), {0: 4})
    assert not blocked(_status(3), {0: 4})  # the player built: shorter is not blocked
    assert not blocked(_status(None, done=True), {0: 4})
    assert not blocked(_status(6), {1: 4})  # a ticket drawn since: nothing to compare
    assert not blocked(_status(6), None)


class _Watched(dict):
    def __init__(self) -> None:
        super().__init__(render.labels.ENGLISH)
        self.used: set[str] = set()

    def __getitem__(self, key: str) -> str:
        self.used.add(key)
        return super().__getitem__(key)


def test_the_blocked_flag_is_drawn_only_for_a_longer_path(monkeypatch):
    state = next(s for s in _turns("usa")[10:] if any(
        t.trains_needed for t in private_view(s, s.current).tickets))
    view = private_view(state, state.current)
    ticket = next(t for t in view.tickets if t.trains_needed)
    for before, flagged in (({ticket.ticket: ticket.trains_needed}, False),
                            ({ticket.ticket: ticket.trains_needed - 1}, True)):
        watched = _Watched()
        monkeypatch.setattr(render.labels, "ENGLISH", watched)
        hand_image(view, before=before)
        assert ("blocked" in watched.used) is flagged


def _logged_game(game: str, seed: int) -> tuple:
    """A seeded game between computer players: its final state, its log of (seat, text)
    moves, and after each turn the seat that played it, the points and the seat's ticket
    needs."""
    state, _ = new_game(game, ["Ann", "Bob", "Cid"], seed)
    bot, moves, ends, step = GAMES[game].bot("greedy"), [], [], 0
    while state.phase != "finished":
        seat = seats_to_act(state)[0]
        action = bot.choose(private_view(state, seat), legal_actions(state, seat),
                            RandomStream("log", step))
        step += 1
        moves.append((seat, describe(action, map_of(state))))
        turn = state.turn
        apply(state, seat, action)
        if state.turn != turn or state.phase == "finished":
            ends.append((seat, [p.route_points for p in state.players],
                         {t.ticket: t.trains_needed for t in private_view(state, seat).tickets}))
    return state, moves, ends


def test_the_score_race_is_the_points_after_every_turn_from_the_log():
    state, moves, ends = _logged_game("europe", 4)
    race = score_race(Origin.of(state), moves)
    assert race == [points for _, points, _ in ends]
    assert race[-1] == [p.route_points for p in state.players]


def test_ticket_needs_before_are_those_at_the_end_of_the_seats_previous_turn():
    state, moves, ends = _logged_game("usa", 6)
    cut = len(moves) * 2 // 3
    while moves[cut - 1][0] == moves[cut][0]:
        cut += 1  # stop between two seats' turns
    origin = Origin.of(state)
    turns_done = len(score_race(origin, moves[:cut]))
    for seat in range(3):
        assert needed_before(origin, moves[:cut], seat) == _expected_needs(ends, turns_done,
                                                                           seat)


def _expected_needs(ends: list, turns_done: int, seat: int) -> dict | None:
    own = [i for i, (who, _, _) in enumerate(ends[:turns_done]) if who == seat]
    if own and own[-1] == turns_done - 1:  # the seat's turn just ended: the one before
        own = own[:-1]
    return ends[own[-1]][2] if own else None


def test_each_picture_of_a_growing_log_carries_the_kept_replay_on_and_tells_the_same(
        monkeypatch):
    state, moves, ends = _logged_game("europe", 2)
    origin = Origin.of(state)
    applied = []
    real = history.Replay.carry_on

    def counting(replay, log):
        applied.append(len(log) - len(replay.moves))
        real(replay, log)

    monkeypatch.setattr(history.Replay, "carry_on", counting)
    for cut in range(1, len(moves) + 1):  # a picture after each move, seats in turn
        race = score_race(origin, moves[:cut])
        assert race == [points for _, points, _ in ends[:len(race)]]
        seat = cut % 3
        assert needed_before(origin, moves[:cut], seat) == _expected_needs(ends, len(race),
                                                                           seat)
    assert sum(applied) == len(moves)  # each move replayed once
    # an older picture drawn late: its own log, replayed again, tells what it did then
    race = score_race(origin, moves[:10])
    assert race == [points for _, points, _ in ends[:len(race)]]


def test_the_final_traces_only_the_longest_path_winners(monkeypatch):
    real = render.final._trace
    for game in ("usa", "europe", "nordic"):
        end = public_view(_turns(game)[-1])
        assert end.final is not None
        traced: list[int] = []
        monkeypatch.setattr(render.final, "_trace",
                            lambda m, w, h, tracks, seat, seen=traced: seen.append(seat)
                            or real(m, w, h, tracks, seat))
        final_image(end)
        best = max(s.longest_route for s in end.final.scores)
        bonus = RULESETS[game].longest_path_bonus
        assert traced == longest_winners(end) == (
            [i for i, s in enumerate(end.final.scores) if s.longest_route == best] if bonus
            else [])  # Nordic has no longest-path bonus: nothing is traced


def test_the_final_lists_every_ticket_and_station_and_no_zero_line():
    end = public_view(_turns("europe")[-1])
    assert end.final is not None
    game_map = load_map(end.map_id)
    with _texts() as seen:
        img = final_image(end)
    texts = [text for canvas, _, text in seen if canvas == img.size]
    # a ticket's cities whole, on one line or wrapped onto two
    lines = set(texts) | {a + b for a, b in zip(texts, texts[1:], strict=False)}
    for tickets in end.final.tickets:
        for t in tickets:
            ticket = game_map.tickets[t]
            title = (f"{game_map.city_ids[ticket.a].name}–"
                     f"{game_map.city_ids[ticket.b].name}")
            assert title in lines, title
    borrowed = [(c, t) for s in end.final.scores for c, t in s.borrowed.items()]
    assert borrowed, "the seeded Europe game builds stations"
    for city, track in borrowed:
        name = game_map.city_ids[city].name
        assert any(text.startswith(name) and ("←" in text) == (track is not None)
                   for text in texts), name
    assert "0" not in texts and "+0" not in texts
