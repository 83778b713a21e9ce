"""Card Game scoring: the exact best set of tickets per On-the-Tracks pile, Big City
bonuses, tie-breakers, and the score calculator's input and output."""

from __future__ import annotations

import json
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cardgame import load_cardgame
from engine.cardgame.score_input import score_cardgame
from engine.cardgame.scoring import Holding, complete_tickets, tally, ticket_result
from engine.cardgame.ticket_search import assign_cards, best_tickets
from engine.cards import CARD_KINDS, COLORS, LOCOMOTIVE
from engine.errors import InputError

DATA = load_cardgame()
L = LOCOMOTIVE


def tid(name: str) -> int:
    return DATA.find_ticket(name)


def needs(names: list[str]) -> list[tuple[int, dict[str, int]]]:
    return [(DATA.tickets[tid(n)].points, DATA.tickets[tid(n)].needs) for n in names]


def brute_force(tickets: list[tuple[int, dict[str, int]]], pile: dict[str, int]) -> int:
    """The most points any subset of the tickets completes (every subset tried)."""
    best = 0
    for r in range(len(tickets) + 1):
        for subset in combinations(tickets, r):
            want: dict[str, int] = {}
            for _, need in subset:
                for c, n in need.items():
                    want[c] = want.get(c, 0) + n
            missing = sum(max(0, n - pile.get(c, 0)) for c, n in want.items())
            if missing <= pile.get(L, 0):
                best = max(best, sum(p for p, _ in subset))
    return best


# --- the best set of tickets ----------------------------------------------------------


def test_the_best_set_beats_the_greedy_choice() -> None:
    """Taking the biggest ticket first (LA-New York, 20) leaves a black and a red card
    that complete nothing: 20. The best set is Seattle-LA, New York-Miami and the blue
    Chicago-New York: 9 + 10 + 5 = 24."""
    names = ["los_angeles-new_york", "seattle-los_angeles", "new_york-miami",
             "chicago-new_york:blue"]
    pile = {"white": 2, "blue": 2, "black": 1, "red": 1}
    tickets = needs(names)
    greedy_points, left = 0, dict(pile)
    for points, need in sorted(tickets, key=lambda t: -t[0]):
        if all(left.get(c, 0) >= n for c, n in need.items()):
            greedy_points += points
            for c, n in need.items():
                left[c] -= n
    assert greedy_points == 20
    chosen = best_tickets(tickets, pile)
    assert [names[i] for i in chosen] == names[1:]
    done, unused = complete_tickets([tid(n) for n in names], pile, 1)
    assert sum(t.points for t in done) == 24 and unused == {"white": 1}
    assert {t.name: t.cards for t in done} == {
        "seattle-los_angeles": {"black": 1, "white": 1},
        "new_york-miami": {"blue": 1, "red": 1},
        "chicago-new_york:blue": {"blue": 1}}


def test_locomotives_are_wild_the_rulebook_example() -> None:
    """Los Angeles-Pittsburgh with a locomotive and 3 cards of the right colours."""
    done, unused = complete_tickets([tid("los_angeles-pittsburgh")],
                                    {"white": 1, "blue": 1, "purple": 1, L: 1, "red": 2}, 1)
    assert [(t.name, t.points, t.cards) for t in done] == [
        ("los_angeles-pittsburgh", 18, {"white": 1, "blue": 1, "purple": 1, L: 1})]
    assert unused == {"red": 2}


def test_each_card_serves_one_ticket() -> None:
    done, _ = complete_tickets([tid("chicago-new_york:blue"), tid("new_york-miami")],
                               {"blue": 1, "red": 1}, 1)
    assert [t.name for t in done] == ["new_york-miami"]
    done, _ = complete_tickets([tid("chicago-new_york:blue"), tid("new_york-miami")],
                               {"blue": 1, "red": 1, L: 1}, 1)
    assert sorted(t.name for t in done) == ["chicago-new_york:blue", "new_york-miami"]


def test_a_locomotive_goes_where_colour_cards_run_short() -> None:
    """Two tickets need blue; one blue card and one locomotive cover both, and the card
    assignment shows which ticket got the locomotive."""
    used = assign_cards([{"blue": 1}, {"blue": 1, "red": 1}], {"blue": 1, "red": 1, L: 1})
    assert used == [{"blue": 1}, {L: 1, "red": 1}]
    with pytest.raises(ValueError):
        assign_cards([{"blue": 2}], {"blue": 1})


def test_an_empty_pile_completes_nothing() -> None:
    assert best_tickets(needs(["seattle-miami", "chicago-new_york:yellow"]), {}) == []


def test_many_tickets_and_a_big_pile() -> None:
    """Every ticket of the game against a large pile: the answer is checked against the
    totals every feasible set must respect."""
    tickets = [(t.points, t.needs) for t in DATA.tickets]
    pile = {c: 5 for c in COLORS} | {L: 6}
    chosen = best_tickets(tickets, pile)
    want: dict[str, int] = {}
    for i in chosen:
        for c, n in tickets[i][1].items():
            want[c] = want.get(c, 0) + n
    assert sum(max(0, n - pile.get(c, 0)) for c, n in want.items()) <= pile[L]
    assert sum(want.values()) <= sum(pile.values())
    # the 46 cards of the pile, each worth at most 5.5 points on any ticket
    assert sum(tickets[i][0] for i in chosen) >= 200


cards_strategy = st.dictionaries(st.sampled_from(CARD_KINDS), st.integers(0, 6), max_size=9)


@settings(max_examples=120, deadline=None)
@given(tickets=st.lists(st.integers(0, len(DATA.tickets) - 1), min_size=0, max_size=11,
                        unique=True),
       pile=cards_strategy)
def test_the_search_is_exact(tickets: list[int], pile: dict[str, int]) -> None:
    pile = {c: n for c, n in pile.items() if n}
    given_tickets = [(DATA.tickets[t].points, DATA.tickets[t].needs) for t in tickets]
    chosen = best_tickets(given_tickets, pile)
    assert sum(given_tickets[i][0] for i in chosen) == brute_force(given_tickets, pile)
    used = assign_cards([given_tickets[i][1] for i in chosen], pile)
    spent: dict[str, int] = {}
    for cards in used:
        for c, n in cards.items():
            spent[c] = spent.get(c, 0) + n
    assert all(pile.get(c, 0) >= n for c, n in spent.items())


# --- Big Cities and the ranking -------------------------------------------------------


def holding(name: str, completed: list[str], failed: tuple[str, ...] = ()) -> Holding:
    return Holding(name=name, completed=[ticket_result(tid(t)) for t in completed],
                   failed=[tid(t) for t in failed])


def test_big_city_bonus_goes_to_everyone_tied_for_the_most() -> None:
    result = tally([holding("Ann", ["dallas-miami", "chicago-miami"]),
                    holding("Bob", ["new_york-miami", "miami-boston"]),
                    holding("Cid", ["los_angeles-miami"])], [])
    ann, bob, cid = result.players
    assert "miami" in ann.big_cities and "miami" in bob.big_cities
    assert "miami" not in cid.big_cities
    assert ann.big_cities == ["chicago", "dallas", "miami"]
    assert bob.big_cities == ["new_york", "miami"]
    assert cid.big_cities == ["los_angeles"]
    assert (ann.big_city_points, bob.big_city_points, cid.big_city_points) == (30, 23, 12)


def test_a_ticket_naming_two_big_cities_counts_for_both() -> None:
    result = tally([holding("Ann", ["los_angeles-new_york"]), holding("Bob", [])], [])
    assert result.players[0].big_cities == ["los_angeles", "new_york"]
    assert result.players[0].total == 20 + 12 + 15
    assert result.players[1].big_cities == [] and result.players[1].total == 0


def test_nobody_wins_a_city_without_a_ticket_naming_it() -> None:
    result = tally([holding("Ann", ["chicago-dallas"], failed=("seattle-miami",)),
                    holding("Bob", [])], [])
    assert result.players[0].big_cities == ["chicago", "dallas"]
    assert result.players[0].ticket_points == 6 - 22
    assert all("seattle" not in p.big_cities and "miami" not in p.big_cities
               for p in result.players)


def test_equal_totals_rank_more_completed_tickets_first() -> None:
    """Ann: 9 + Seattle 8 + Los Angeles 12 = 29 from one ticket.
    Bob: 5 + 6 - 9 + Chicago 12 + New York 15 = 29 from two tickets."""
    result = tally([holding("Ann", ["seattle-los_angeles"]),
                    holding("Bob", ["chicago-new_york:yellow", "new_york-sault_st_marie"],
                            failed=("dallas-miami",))], [])
    ann, bob = result.players
    assert (ann.total, bob.total) == (29, 29)
    assert ann.big_cities == ["seattle", "los_angeles"]
    assert bob.big_cities == ["chicago", "new_york"]
    assert result.ranking == [1, 0]


def test_equal_totals_and_tickets_rank_more_big_city_cards_first() -> None:
    """Bob (seat 0): 10 + Seattle 8 = 18, one ticket, one Big City card.
    Ann (seat 1): 20 - 19 - 10 + Los Angeles 12 + New York 15 = 18, one ticket, two."""
    result = tally([holding("Bob", ["seattle-denver"]),
                    holding("Ann", ["los_angeles-new_york"],
                            failed=("los_angeles-miami", "new_york-miami"))], [])
    bob, ann = result.players
    assert (bob.total, ann.total) == (18, 18)
    assert len(bob.completed) == len(ann.completed) == 1
    assert result.ranking == [1, 0]


def test_players_tied_on_everything_keep_their_seat_order() -> None:
    result = tally([holding("Ann", []), holding("Bob", []), holding("Cid", [])], [])
    assert [p.total for p in result.players] == [0, 0, 0]
    assert result.ranking == [0, 1, 2]


# --- the score calculator -------------------------------------------------------------


def test_score_input_example_of_the_issue() -> None:
    out = score_cardgame({"map": "cardgame", "players": [{
        "name": "Ann", "tracks": ["red", "red", "locomotive"],
        "tickets": ["los_angeles-pittsburgh"], "completed": []}]})
    assert out == {
        "players": [{"name": "Ann", "tickets_completed": [],
                     "tickets_failed": ["los_angeles-pittsburgh"], "cards_used": {},
                     "ticket_points": -18, "big_cities": [], "big_city_points": 0,
                     "total": -18}],
        "ranking": ["Ann"]}
    json.dumps(out)


def test_score_input_scores_piles_earlier_tickets_and_big_cities() -> None:
    out = score_cardgame({"map": "cardgame", "players": [
        {"name": "Ann", "tracks": ["white", "blue", "blue", "red", "purple"],
         "tickets": ["pittsburgh-los_angeles", "chicago-new_york:blue"],
         "completed": ["new_york-chicago:yellow"]},
        {"name": "Bob", "tracks": {"white": 1, "black": 1}, "tickets": ["vancouver-los_angeles"],
         "completed": ["chicago-dallas"]},
    ]})
    ann, bob = out["players"]
    assert ann["tickets_completed"] == ["chicago-new_york:yellow", "los_angeles-pittsburgh"]
    assert ann["tickets_failed"] == ["chicago-new_york:blue"]
    assert ann["cards_used"] == {"los_angeles-pittsburgh": {
        "white": 1, "blue": 2, "purple": 1}}
    assert ann["ticket_points"] == 5 + 18 - 5
    assert ann["big_cities"] == ["los_angeles", "chicago", "new_york"]
    assert bob["tickets_completed"] == ["chicago-dallas", "los_angeles-vancouver"]
    assert bob["big_cities"] == ["los_angeles", "chicago", "dallas"]
    assert ann["big_city_points"] == 12 + 12 + 15 and bob["big_city_points"] == 12 + 12 + 10
    assert ann["total"] == 18 + 39 and bob["total"] == 16 + 34
    assert out["ranking"] == ["Ann", "Bob"]


@pytest.mark.parametrize(("data", "words"), [
    ([], "JSON object"),
    ({"map": "usa", "players": []}, "cardgame"),
    ({"map": "cardgame", "players": []}, "non-empty list"),
    ({"map": "cardgame", "players": [{"name": "A"}] * 5}, "2-4 players"),
    ({"map": "cardgame", "players": ["Ann"]}, "must be an object"),
    ({"map": "cardgame", "players": [{"name": ""}]}, "needs a \"name\""),
    ({"map": "cardgame", "players": [{"name": "A", "routes": []}]}, "unknown field 'routes'"),
    ({"map": "cardgame", "players": [{"name": "A"}, {"name": "A"}]}, "two players"),
    ({"map": "cardgame", "players": [{"name": "A", "tracks": ["pink"]}]},
     "unknown card colour 'pink'"),
    ({"map": "cardgame", "players": [{"name": "A", "tracks": "red"}]}, "list of card colours"),
    ({"map": "cardgame", "players": [{"name": "A", "tracks": {"red": -1}}]}, "whole number"),
    ({"map": "cardgame", "players": [{"name": "A", "tracks": ["red"] * 11}]}, "only 10"),
    ({"map": "cardgame", "players": [{"name": "A", "tracks": [L] * 9},
                                     {"name": "B", "tracks": [L] * 8}]}, "only 16"),
    ({"map": "cardgame", "players": [{"name": "A", "tickets": ["seattle-boston"]}]},
     "no ticket seattle-boston"),
    ({"map": "cardgame", "players": [{"name": "A", "tickets": ["seattle-gotham"]}]},
     "unknown city 'gotham'"),
    ({"map": "cardgame", "players": [{"name": "A", "tickets": ["chicago-new_york"]}]},
     "chicago-new_york:yellow or chicago-new_york:blue"),
    ({"map": "cardgame", "players": [{"name": "A", "tickets": ["chicago-new_york:red"]}]},
     "red circle"),
    ({"map": "cardgame", "players": [{"name": "A", "tickets": ["seattle-miami",
                                                                "miami-seattle"]}]},
     "listed twice"),
    ({"map": "cardgame", "players": [{"name": "A", "tickets": ["seattle-miami"],
                                      "completed": ["seattle-miami"]}]}, "listed twice"),
    ({"map": "cardgame", "players": [{"name": "A", "tickets": ["seattle-miami"]},
                                     {"name": "B", "completed": ["seattle-miami"]}]},
     "for A and B"),
    ({"map": "cardgame", "players": [{"name": "A", "tickets": "seattle-miami"}]},
     "list of ticket names"),
    ({"map": "cardgame", "players": [{"name": "A", "tickets": [3]}]}, "as strings"),
])
def test_score_input_refuses_bad_input_with_one_sentence(data: object, words: str) -> None:
    with pytest.raises(InputError) as err:
        score_cardgame(data)  # type: ignore[arg-type]
    message = str(err.value)
    assert words in message
    assert "\n" not in message


def test_ticket_names_either_order_and_colour_suffix() -> None:
    assert DATA.ticket_name(tid("new_york-chicago:blue")) == "chicago-new_york:blue"
    assert DATA.ticket_name(tid("chicago-new_york:yellow")) == "chicago-new_york:yellow"
    assert tid("Los Angeles-Pittsburgh") == tid("pittsburgh-los_angeles")
    assert tid("seattle-miami:red") == tid("seattle-miami")
    names = [DATA.ticket_name(i) for i in range(len(DATA.tickets))]
    assert len(set(names)) == 46
    assert all(tid(n) == i for i, n in enumerate(names))
