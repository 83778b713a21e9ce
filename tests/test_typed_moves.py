"""Typed moves that forgive: routes and cities by their printed names in any case and
without diacritics, card words in every language, the payment optional, and a "did you
mean" for names that are nearly right."""

from __future__ import annotations

import unicodedata

import pytest

from bot.i18n import Phrase, say
from bot.i18n.card_words import card_word, card_words
from bot.kinds import FACES
from engine import ClaimRoute, RuleError, new_game, parse_action
from engine.cards import CARD_KINDS
from engine.maps import load_map
from engine.naming import near_routes
from tests.test_bot_service import HERE, current, game_of, give, playing, refused, rig
from tests.test_bot_service import service as service  # the fixture

BOARD = FACES["board"]
MAPS = ("usa", "europe", "nordic")


def plain(text: str) -> str:
    """The text with its diacritics taken off, as someone without the keys types it."""
    return "".join(c for c in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(c)).replace("ø", "o").replace("Ø", "O")


def spellings(a: str, b: str) -> list[str]:
    return [f"{a} {b}", f"{a.lower()} - {b.lower()}", f"{plain(a).upper()}-{plain(b).upper()}",
            f"{plain(b).lower()} {plain(a).lower()}", f"{a}–{b}"]


@pytest.mark.parametrize("game", MAPS)
def test_every_route_is_claimable_by_its_printed_city_names(game):
    state, _ = new_game(game, ["Ann", "Bob", "Cat", "Dan"][:3 if game == "nordic" else 4], 1)
    game_map = load_map(game)
    for t, route in enumerate(game_map.routes):
        a, b = game_map.city_ids[route.a].name, game_map.city_ids[route.b].name
        pair = game_map.tracks_between(route.a, route.b)
        colour = [] if len(pair) == 1 else [route.color]
        # a double route's colour picks its track (either, when both are gray)
        meant = [p for p in pair if game_map.routes[p].color == route.color][0]
        for text in spellings(a, b):
            action = BOARD.action_for(state, 0, "claim", {"route": " ".join([text, *colour])})
            assert isinstance(action, ClaimRoute)
            assert action.track == meant, (text, t)
            # the engine's own text form reads the same names
            assert parse_action(f"claim {text} {' '.join(colour)}", game_map).track == meant


def test_a_route_split_over_the_consoles_words_still_reads_as_one():
    state, _ = new_game("usa", ["Ann", "Bob"], 1)
    game_map = load_map("usa")
    kc_oc = game_map.tracks_between("kansas_city", "oklahoma_city")
    # `/ttr claim Kansas City Oklahoma City with 2 red` on the console fills three options
    action = BOARD.action_for(state, 0, "claim", {
        "route": "Kansas", "color": "City", "cards": "Oklahoma City with 2 red"})
    assert action == ClaimRoute(track=kc_oc[0], cards={"red": 2})
    action = BOARD.action_for(state, 0, "claim", {"route": "kansas city - oklahoma city",
                                                  "cards": "2 červené"})
    assert action.cards == {"red": 2}


@pytest.mark.parametrize("lang", ["en", "cs", "pl", "hu"])
def test_card_words_of_every_language_are_read(lang):
    for c in CARD_KINDS:
        assert card_word(say(lang, Phrase(f"colour.{c}"))) == c
        for n in (1, 2, 3, 5):
            said = say(lang, Phrase(f"cards.{c}", {"count": n}))
            assert card_words(said.split()) == {c: n}, said


def test_the_issues_own_examples():
    for words, cards in (("2 červené", {"red": 2}), ("2 czerwone", {"red": 2}),
                         ("2 piros", {"red": 2}), ("1 zöld 2 mozdony", {"green": 1,
                                                                      "locomotive": 2}),
                         ("3 żółte", {"yellow": 3}), ("red red loco", {"red": 2,
                                                                        "locomotive": 1})):
        assert card_words(words.split()) == cards


def test_near_misses_are_suggested():
    game_map = load_map("usa")
    assert near_routes(game_map, "denvr-omaha")[0] == ("denver", "omaha")
    state, _ = new_game("usa", ["Ann", "Bob"], 1)
    with pytest.raises(RuleError) as e:
        BOARD.action_for(state, 0, "claim", {"route": "denvr-omaha"})
    assert e.value.code == "unknown_route"
    words = BOARD.error_phrase(state, e.value.code, e.value.params, ["Ann", "Bob"])
    assert say("en", words) == "There is no route “denvr-omaha”; did you mean Denver – Omaha?"
    with pytest.raises(RuleError) as e:
        BOARD.action_for(state, 0, "draw", {"card": "pink"})
    words = BOARD.error_phrase(state, e.value.code, e.value.params, ["Ann", "Bob"])
    assert say("en", words) == "There is no card “pink”; did you mean purple?"
    assert say("pl", words) == "Nie ma karty „pink”; czy chodziło o: fioletowa?"
    europe, _ = new_game("europe", ["Ann", "Bob"], 1)
    with pytest.raises(RuleError) as e:
        BOARD.action_for(europe, 0, "station", {"city": "Zurch"})
    words = BOARD.error_phrase(europe, e.value.code, e.value.params, ["Ann", "Bob"])
    assert say("en", words) == "There is no city “Zurch” on this map; did you mean Zürich?"


async def test_station_by_a_plain_name_and_the_payment_in_polish(service):  # noqa: F811
    await playing(service, "europe")
    me, _ = await current(service)
    table, _ = await game_of(service)
    seat = table.seat_of(me.id)
    await rig(service, give(seat, {"red": 1, "blue": 2}))
    assert "There is no card “niebo”" in await refused(
        service, service.play(HERE, me, "station", {"city": "Zurich", "cards": "1 niebo"}), me)
    replies = await service.play(HERE, me, "station", {"city": "zurich",
                                                       "cards": "1 niebieska"})
    assert f"{me.name} built a station in Zürich" in replies[0].text
    _, state = await game_of(service)
    assert state.players[seat].hand == {"red": 1, "blue": 1}


def test_every_tracks_own_name_is_read_back():
    for game in ("usa", "europe", "nordic"):
        state, _ = new_game(game, ["Ann", "Bob", "Cat"][:3 if game == "nordic" else 2], 1)
        game_map = load_map(game)
        for t in range(len(game_map.routes)):
            name = game_map.track_name(t)
            assert BOARD.action_for(state, 0, "claim", {"route": name}).track == t, name
            assert parse_action(f"claim {name}", game_map).track == t, name
