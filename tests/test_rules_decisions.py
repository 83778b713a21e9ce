"""Our rules decisions, each tested and stated in /ttr rules in every language: bonuses
go to nobody when the best is 0; face-up cards may still be taken when the deck and the
discards are empty; the Card Game's last card ends its taker's draw and nobody draws
after it."""

from __future__ import annotations

import pytest

from bot.i18n import say
from bot.kinds import FACES
from engine import DrawCard, apply, final_scores, legal_actions, new_game, rules_of

LANGS = ("en", "cs", "pl", "hu")


def rules_text(game: str, lang: str) -> str:
    kind = next(k for k in FACES.values() if game in k.games)
    return "\n".join(say(lang, p) for p in kind.rules_phrases(game))


def started(game: str, players: int = 2):
    state, _ = new_game(game, ["Ann", "Bob", "Cat"][:players], 5)
    for seat in range(players):
        apply(state, seat, legal_actions(state, seat)[0])
    return state


@pytest.mark.parametrize("game", ["usa", "europe", "nordic"])
def test_bonuses_go_to_nobody_when_the_best_is_zero(game):
    state = started(game, 3 if game == "nordic" else 2)
    scores = final_scores(state)
    assert all(s.longest_route == 0 and s.longest_bonus == 0 for s in scores)
    assert all(s.globetrotter_bonus == 0 for s in scores)
    # one route is enough to be the best
    state.owners[0] = 0
    state.players[0].tracks.append(0)
    bonus = rules_of(state).longest_path_bonus
    assert [s.longest_bonus for s in final_scores(state)][:2] == [bonus, 0]


@pytest.mark.parametrize("lang", LANGS)
def test_the_bonus_decision_is_stated_with_its_unit(lang):
    nobody = {"en": "nobody scores it", "cs": "nezíská ho nikdo",
              "pl": "nikt jej nie dostaje", "hu": "senki sem kapja meg"}[lang]
    points = {"en": "10 points", "cs": "10 bodů", "pl": "10 punktów", "hu": "10 pont"}[lang]
    for game in ("usa", "europe", "nordic"):
        text = rules_text(game, lang)
        assert nobody in text and points in text, (game, lang)


def test_face_up_cards_are_taken_when_deck_and_discards_are_empty():
    state = started("usa")
    seat = state.current
    state.discard, state.deck = [], []
    state.face_up = ["red", "blue", None, None, None]
    legal = legal_actions(state, seat)
    assert DrawCard(card="red") in legal and DrawCard(card="deck") not in legal
    held = dict(state.players[seat].hand)
    apply(state, seat, DrawCard(card="red"))
    assert state.face_up == [None, "blue", None, None, None]  # not refilled
    apply(state, seat, DrawCard(card="blue"))
    assert state.players[seat].hand == {**held, "red": held.get("red", 0) + 1,
                                        "blue": held.get("blue", 0) + 1}
    assert state.current != seat and state.face_up == [None] * 5
    other = state.current
    assert not [a for a in legal_actions(state, other) if isinstance(a, DrawCard)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_empty_deck_decision_is_stated(lang):
    said = {"en": "the face-up cards still lying there may be taken",
            "cs": "odhalené karty, které ještě leží na stole, se smějí brát",
            "pl": "odkryte karty, które jeszcze leżą, można brać",
            "hu": "a még kint lévő felfordított lapokat el lehet venni"}[lang]
    for game in ("usa", "europe", "nordic"):
        assert said in rules_text(game, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_card_games_last_card_rule_is_stated(lang):
    text = rules_text("cardgame", lang)
    said = {"en": ("their draw ends with it: no second card", "not even face-up ones"),
            "cs": ("druhou kartu už nebere", "ani odhalené"),
            "pl": ("nie bierze drugiej karty", "także odkrytych"),
            "hu": ("második lapot nem vesz", "felfordítottat sem")}[lang]
    assert all(s in text for s in said)
