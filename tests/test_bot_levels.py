"""The computer players' levels (easy, normal, hard) in every game: they see only their
private view, the search repeats itself in fixed-worlds mode, and the simulator reports
each level's results."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import cardgame
from engine.actions import Action, ClaimRoute, DrawCard, DrawTickets, KeepTickets
from engine.bots import BOT_NAMES, get_bot
from engine.bots.hard import HardBot
from engine.bots.normal import NORMAL, NormalBot
from engine.bots.planning import deficit, map_and_rules
from engine.cardgame.bots import get_bot as get_card_bot
from engine.cards import COLORS, LOCOMOTIVE
from engine.game import apply, legal_actions, map_of, new_game
from engine.rng import RandomStream
from engine.rules import RULESETS
from engine.simulate import simulate
from engine.state import GameState
from engine.turns import seats_to_act
from engine.views import final_view, private_view

LEVELS = ("easy", "normal", "hard")


def played(game: str, players: int, turns: int, seed: str = "levels") -> GameState:
    """A game `turns` turns in, every seat played by `normal`."""
    state, _ = new_game(game, [f"p{i}" for i in range(players)], seed)
    bot = get_bot("normal")
    step = 0
    while state.turn < turns and state.phase != "finished":
        seat = seats_to_act(state)[0]
        action = bot.choose(private_view(state, seat), legal_actions(state, seat),
                            RandomStream("play", step))
        apply(state, seat, action)
        step += 1
    return state


def under_way(game: str, seed: str) -> GameState:
    """A two-player game just past the first ticket choice (each seat kept two)."""
    state, _ = new_game(game, ["a", "b"], seed)
    for seat in (0, 1):
        p = state.players[seat]
        apply(state, seat, KeepTickets(tickets=tuple(p.offered[:2])))
    return state


def give(state: GameState, seat: int, cards: dict[str, int]) -> None:
    """The seat's hand becomes `cards`: the old hand goes back to the deck, the new
    cards come out of it (no card created or lost)."""
    me = state.players[seat]
    state.deck.extend(c for c, n in me.hand.items() for _ in range(n))
    me.hand = dict(cards)
    for c, n in cards.items():
        for _ in range(n):
            state.deck.remove(c)


def show(state: GameState, cards: list[str]) -> None:
    """The face-up row becomes `cards`, swapped with the deck."""
    state.deck.extend(c for c in state.face_up if c is not None)
    state.face_up = list(cards)
    for c in cards:
        state.deck.remove(c)


def scrambled(state: GameState, seat: int, salt: str) -> GameState:
    """The same game with every secret `seat` must not see dealt anew: the other hands,
    the other players' tickets, the deck order and the ticket deck."""
    other = state.model_copy(deep=True)
    rng = RandomStream(salt, 0)
    unseen = list(other.deck)
    for i, p in enumerate(other.players):
        if i != seat:
            unseen += [c for c, n in p.hand.items() for _ in range(n)]
    rng.shuffle(unseen)
    for i, p in enumerate(other.players):
        if i != seat:
            size = sum(p.hand.values())
            p.hand = {}
            for c in unseen[:size]:
                p.hand[c] = p.hand.get(c, 0) + 1
            del unseen[:size]
    other.deck = unseen
    mine = set(other.players[seat].tickets)
    pool = [t for t in range(len(map_of(state).tickets)) if t not in mine]
    rng.shuffle(pool)
    for i, p in enumerate(other.players):
        if i != seat:
            p.tickets = pool[:len(p.tickets)]
            del pool[:len(p.tickets)]
    other.ticket_deck = pool[:len(other.ticket_deck)]
    return other


def level(name: str):  # noqa: ANN201 - a board bot
    return get_bot(name, worlds=2)


@pytest.mark.parametrize("name", LEVELS)
@pytest.mark.parametrize(("game", "players", "turns"),
                         [("usa", 2, 24), ("europe", 3, 30), ("nordic", 2, 40)])
def test_a_level_moves_the_same_whatever_it_cannot_see(name: str, game: str, players: int,
                                                        turns: int) -> None:
    state = played(game, players, turns)
    seat = seats_to_act(state)[0]
    first = level(name).choose(private_view(state, seat), legal_actions(state, seat),
                               RandomStream("same", 1))
    for salt in ("a", "b"):
        other = scrambled(state, seat, salt)
        assert other.deck != state.deck
        assert [p.tickets for p in other.players] != [p.tickets for p in state.players]
        again = level(name).choose(private_view(other, seat), legal_actions(other, seat),
                                   RandomStream("same", 1))
        assert again == first
        if isinstance(again, ClaimRoute):
            assert again.cards == first.cards


def test_hard_in_fixed_worlds_mode_repeats_its_moves() -> None:
    def moves() -> list:
        state, _ = new_game("usa", ["a", "b"], "repeat")
        bots = [HardBot(worlds=2), get_bot("greedy")]
        out = []
        step = 0
        while state.turn < 16:
            seat = seats_to_act(state)[0]
            action = bots[seat].choose(private_view(state, seat), legal_actions(state, seat),
                                       RandomStream("r", step))
            out.append(action.text())
            apply(state, seat, action)
            step += 1
        return out

    assert moves() == moves()


def test_hard_searches_its_ticket_choices_and_keeps_two_that_share_a_city() -> None:
    """Offered Sault St. Marie - Oklahoma City, Seattle - Los Angeles and Los Angeles -
    Chicago, `normal` keeps the first and the last by its estimate; `hard` plays the
    choices out and keeps the two that meet in Los Angeles (in 8 worlds, with Sault St.
    Marie - Oklahoma City too: the two choices are within a point of each other)."""
    state, _ = new_game("usa", ["a", "b"], "keep1")
    game_map = map_of(state)
    view, legal = private_view(state, 0), legal_actions(state, 0)
    names = lambda action: {game_map.tickets[t].name for t in action.tickets}  # noqa: E731
    normal = get_bot("normal").choose(view, legal, RandomStream("k", 0))
    assert names(normal) == {"sault_st_marie-oklahoma_city", "los_angeles-chicago"}
    bot = HardBot(worlds=8)
    assert names(bot.choose(view, legal, RandomStream("k", 0))) \
        >= {"seattle-los_angeles", "los_angeles-chicago"}
    assert bot.last is not None and bot.last.reason == "search" and bot.last.worlds == 8


def test_hard_keeps_the_same_tickets_whatever_it_cannot_see() -> None:
    state, _ = new_game("usa", ["a", "b"], "keep1")
    first = HardBot(worlds=4).choose(private_view(state, 0), legal_actions(state, 0),
                                     RandomStream("k", 0))
    for salt in ("a", "b"):
        other = scrambled(state, 0, salt)
        # the other seat's offer is dealt anew too
        theirs = other.players[1]
        n = len(theirs.offered)
        theirs.offered, other.ticket_deck[:n] = other.ticket_deck[:n], theirs.offered
        assert other.players[1].offered != state.players[1].offered
        again = HardBot(worlds=4).choose(private_view(other, 0), legal_actions(other, 0),
                                         RandomStream("k", 0))
        assert again == first


def test_hard_searches_as_long_as_its_clock_allows() -> None:
    searched = []
    for turns in range(20, 40, 3):
        state = played("usa", 2, turns)
        seat = seats_to_act(state)[0]
        ticks = iter(range(100000))
        clock = lambda: next(ticks) * 0.001  # noqa: E731, B023 - a millisecond per reading
        bot = HardBot(think_ms=40, clock=clock)
        bot.choose(private_view(state, seat), legal_actions(state, seat), RandomStream("c", 0))
        assert bot.last is not None
        if bot.last.worlds:
            searched.append(bot.last.worlds)
            assert next(ticks) <= 40 + 2 * 8  # stops within one world of its budget
    assert searched and all(1 <= w < 40 for w in searched)


def test_normal_claims_a_planned_route_as_soon_as_it_is_paid_for() -> None:
    state = under_way("usa", "claim")
    game_map = map_of(state)
    ticket = game_map.find_ticket("denver-el_paso")
    me = state.players[0]
    me.tickets = [ticket]
    track = game_map.find_track("denver-santa_fe")
    colour = game_map.routes[track].color
    cards = {colour: 2} if colour != "gray" else {"red": 2}
    give(state, 0, cards)
    action = get_bot("normal").choose(private_view(state, 0), legal_actions(state, 0),
                                      RandomStream("x", 0))
    assert isinstance(action, ClaimRoute)  # rather than draw more cards
    path = game_map.tracks_between("denver", "santa_fe") + game_map.tracks_between(
        "santa_fe", "el_paso")
    assert action.track in path and action.cards == cards


def test_normal_spends_spare_trains_off_its_plan_only_on_a_route_of_six_or_more() -> None:
    """With trains to spare beyond its plan, `normal` claims a 6-train route off the
    plan (15 points) but not a 4-train one (7 points): the trains and cards a short
    route takes are worth more to its tickets. (Its paths are planned without the hand
    here, so that the routes named are off the plan whatever it holds.)"""
    state = under_way("usa", "long")
    game_map = map_of(state)
    me = state.players[0]
    me.tickets = [game_map.find_ticket("seattle-new_york")]  # green black blue red yellow
    four = game_map.find_track("denver-kansas_city:orange")
    six = game_map.find_track("duluth-toronto")
    bot = NormalBot(replace(NORMAL, plan_with_hand=False))
    give(state, 0, {"orange": 4})
    legal = legal_actions(state, 0)
    assert any(isinstance(a, ClaimRoute) and a.track == four for a in legal)
    action = bot.choose(private_view(state, 0), legal, RandomStream("x", 0))
    assert isinstance(action, DrawCard)
    give(state, 0, {"orange": 4, "purple": 6})
    action = bot.choose(private_view(state, 0), legal_actions(state, 0), RandomStream("x", 0))
    assert action == ClaimRoute(track=six, cards={"purple": 6})


def test_normal_draws_blind_rather_than_a_locomotive_that_takes_the_whole_draw() -> None:
    """Where a face-up locomotive is the whole draw, two blind cards help a plan that
    misses many cards more; `easy` still takes the locomotive."""
    state = under_way("usa", "loco")
    game_map = map_of(state)
    me = state.players[0]
    me.tickets = [game_map.find_ticket("denver-el_paso")]
    give(state, 0, {})
    view = private_view(state, 0)
    bot = get_bot("normal")
    turn = bot.read(view, *map_and_rules(view))
    short, missing = deficit(turn.rules, game_map.routes, turn.plan.tracks, {})
    assert missing >= 3 and not short.get(LOCOMOTIVE)
    spare = [c for c in COLORS if c not in short]
    assert len(spare) >= 4
    show(state, [LOCOMOTIVE, *spare[:4]])
    view = private_view(state, 0)
    legal = legal_actions(state, 0)
    assert DrawCard(card=LOCOMOTIVE) in legal
    assert bot.choose(view, legal, RandomStream("x", 0)) == DrawCard(card="deck")
    assert get_bot("easy").choose(view, legal, RandomStream("x", 0)) \
        == DrawCard(card=LOCOMOTIVE)


def test_normal_takes_a_locomotive_that_counts_one_card_as_its_second_draw() -> None:
    """Where a face-up locomotive is one card (Nordic), `normal` takes it as either
    draw when no face-up colour helps; `easy` draws blind."""
    state = under_way("nordic", "loco")
    game_map = map_of(state)
    me = state.players[state.current]
    seat = state.current
    me.tickets = [game_map.find_ticket("goteborg-andalsnes")]
    give(state, seat, {})
    view = private_view(state, seat)
    turn = get_bot("normal").read(view, *map_and_rules(view))
    short, missing = deficit(turn.rules, game_map.routes, turn.plan.tracks, {})
    spare = [c for c in COLORS if c not in short]
    assert missing >= 1 and len(spare) >= 4
    show(state, [LOCOMOTIVE, *spare[:4]])
    state.drawn_this_turn = 1
    view, legal = private_view(state, seat), legal_actions(state, seat)
    assert DrawCard(card=LOCOMOTIVE) in legal
    assert get_bot("normal").choose(view, legal, RandomStream("x", 0)) \
        == DrawCard(card=LOCOMOTIVE)
    assert get_bot("easy").choose(view, legal, RandomStream("x", 0)) == DrawCard(card="deck")


@pytest.mark.parametrize(("game", "draws"), [("usa", False), ("nordic", True)])
def test_normal_keeps_its_last_trains_for_the_longest_path_where_it_pays(
        game: str, draws: bool) -> None:
    """With every ticket done and 12 trains left, `normal` draws new tickets only where
    the longest path pays no bonus."""
    state = under_way(game, "last-trains")
    seat = state.current
    me = state.players[seat]
    me.tickets, me.trains = [], 12
    legal = legal_actions(state, seat)
    assert DrawTickets() in legal
    action = get_bot("normal").choose(private_view(state, seat), legal, RandomStream("x", 0))
    assert (action == DrawTickets()) is draws


def test_normal_outscores_greedy_and_holds_fewer_cards() -> None:
    result = simulate("usa", 2, 16, 5, "normal,greedy")
    assert result["errors"] == 0
    scores = result["score_mean_by_bot"]
    assert scores["normal"] > scores["greedy"] + 4, result
    assert result["cards_held_by_bot"]["normal"] < result["cards_held_by_bot"]["greedy"]
    assert result["wins_by_seat"][0] + result["wins_by_seat"][1] == 16


def test_easy_is_weaker_than_normal() -> None:
    result = simulate("usa", 2, 10, 2, "normal,easy")
    scores = result["score_mean_by_bot"]
    assert scores["normal"] > scores["easy"] + 10, result


@pytest.mark.parametrize("game", ["usa", "europe", "nordic", "cardgame"])
def test_the_simulator_reports_every_level_by_name(game: str) -> None:
    players = 3 if game == "europe" else 2
    bots = "easy,normal,hard" if players == 3 else "hard,easy"
    result = simulate(game, players, 2, 1, bots, worlds=1)
    assert result["errors"] == 0 and result["completed"] == 2
    names = set(bots.split(","))
    assert set(result["wins"]) == names and sum(result["wins"].values()) == 2
    assert sum(result["wins_by_seat"]) == 2 and len(result["wins_by_seat"]) == players
    assert set(result["move_ms"]) == names
    for times in result["move_ms"].values():
        assert 0 <= times["p50"] <= times["p95"] <= times["max"]
    assert result["bots"] == bots.split(",")[:players]


def test_every_board_level_is_known_to_the_simulator() -> None:
    assert set(BOT_NAMES) == {"easy", "normal", "hard", "greedy", "random"}


def card_scrambled(state: cardgame.CardGameState, seat: int, salt: str
                   ) -> cardgame.CardGameState:
    """The same Card Game with every secret `seat` must not see dealt anew: the other
    hand, every On-the-Tracks pile (its own too), the deck order and the other tickets."""
    other = state.model_copy(deep=True)
    rng = RandomStream(salt, 0)
    opp = other.players[1 - seat]
    pool = [c for c, n in opp.hand.items() for _ in range(n)] + other.deck
    for p in other.players:
        pool += [c for c, n in p.tracks.items() for _ in range(n)]
    rng.shuffle(pool)

    def deal(size: int) -> dict[str, int]:
        cards: dict[str, int] = {}
        for c in pool[:size]:
            cards[c] = cards.get(c, 0) + 1
        del pool[:size]
        return cards

    opp.hand = deal(sum(opp.hand.values()))
    for p in other.players:
        p.tracks = deal(sum(p.tracks.values()))
    other.deck = pool
    tickets = opp.tickets + other.ticket_deck
    rng.shuffle(tickets)
    opp.tickets, other.ticket_deck = tickets[:len(opp.tickets)], tickets[len(opp.tickets):]
    return other


@pytest.mark.parametrize("name", LEVELS)
def test_card_game_levels_move_the_same_whatever_they_cannot_see(name: str) -> None:
    from tests.test_cardgame_rules import started
    state = started(2, seed=4)
    bot = get_card_bot(name, worlds=2)
    for step in range(12):
        seat = state.current
        legal = cardgame.legal_actions(state, seat)
        action = bot.choose(cardgame.private_view(state, seat), legal, RandomStream("t", step))
        assert action in legal
        other = card_scrambled(state, seat, f"s{step}")
        again = get_card_bot(name, worlds=2).choose(
            cardgame.private_view(other, seat), cardgame.legal_actions(other, seat),
            RandomStream("t", step))
        assert again == action
        cardgame.apply(state, seat, action)
        if state.phase == "finished":
            break


def test_the_simulator_can_count_think_time_in_cpu_time() -> None:
    import time

    from engine.simulate import think_clock
    assert think_clock(False) is time.perf_counter
    cpu = think_clock(True)
    before, wall = cpu(), time.perf_counter()
    time.sleep(0.05)  # waiting for a core is not thinking
    assert time.perf_counter() - wall >= 0.05 and cpu() - before < 0.02
    result = simulate("usa", 2, 1, 1, "hard,greedy", think_ms=5, cpu=True)
    assert result["errors"] == 0 and result["move_ms"]["hard"]["moves"] > 0


def test_hard_plays_its_last_turn_for_the_longest_route_bonus() -> None:
    """On its last turn `normal` claims the route worth most points (Helena - Seattle,
    15) and leaves the 10-point longest-route bonus to the opponent; `hard`
    sees in its play-outs that a shorter claim at the end of its own route wins the
    bonus, a gain too small to overrule `normal` in mid-game, enough at the end."""
    state = under_way("usa", "longest")
    game_map = map_of(state)
    paths = {0: ["los_angeles-las_vegas", "las_vegas-salt_lake_city",
                 "salt_lake_city-denver"],  # 8 trains
             1: ["duluth-helena", "helena-winnipeg"]}  # 10 trains
    for seat, names in paths.items():
        p = state.players[seat]
        p.tickets = []
        for name in names:
            t = game_map.find_track(name)
            p.tracks.append(t)
            state.owners[t] = seat
            length = game_map.routes[t].length
            p.trains -= length
            p.route_points += RULESETS["usa"].route_points[length]
    far = game_map.find_track("helena-seattle")
    give(state, 0, {game_map.routes[far].color: 6, "green": 3})
    state.current, state.final_turns_left, state.last_round_by = 0, 1, 1
    view, legal = private_view(state, 0), legal_actions(state, 0)

    def final_lead(action: Action) -> tuple[int, int]:
        end = state.model_copy(deep=True)
        apply(end, 0, action)
        assert end.phase == "finished"
        mine, theirs = final_view(end).scores
        return mine.total - theirs.total, mine.longest_bonus

    plain = get_bot("normal").choose(view, legal, RandomStream("x", 0))
    assert isinstance(plain, ClaimRoute) and plain.track == far
    assert final_lead(plain) == (-7, 0)
    chosen = HardBot(worlds=4).choose(view, legal, RandomStream("x", 0))
    lead, bonus = final_lead(chosen)
    assert bonus == 10 and lead > -7


def test_the_card_games_easy_beats_random_and_loses_to_normal() -> None:
    """The Card Game's `easy` used to keep one ticket and never draw more, and lost
    every game to a random player."""
    against_random = simulate("cardgame", 2, 40, 3, "easy,random")
    assert against_random["wins"]["easy"] > 24, against_random
    against_normal = simulate("cardgame", 2, 40, 3, "normal,easy")
    assert against_normal["wins"]["normal"] > 24, against_normal
