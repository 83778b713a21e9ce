"""Every command the bot suggests is accepted when typed as shown, in every language: a
hint's command (a claim with its cards, a station, a keep, a draw, a tunnel's payment) is
read back as the same move at the console line and as a slash command's options."""

from __future__ import annotations

from typing import Any

import pytest
from positions import started

from bot.commands import command_specs, command_words
from bot.console.lines import parse_line
from bot.i18n import Command, Option, Phrase, languages, say
from bot.i18n.card_words import card_words
from bot.i18n.names import option_name
from bot.kinds import face_of
from bot.kinds.board.reading import cards_arg
from engine import GAMES, RandomStream, apply, legal_actions
from engine.bots import get_bot
from engine.turns import seats_to_act

SAMPLE = 40  # actions of each kind tried per position


def positions(game: str, players: int, steps: tuple[int, ...]) -> list[Any]:
    """States of one greedy game after these numbers of actions."""
    state = started(game, players, seed=11)
    bot = get_bot("greedy")
    out = []
    for step in range(max(steps) + 1):
        if step in steps:
            out.append(GAMES[game].clone(state))
        if state.phase == "finished":
            break
        seat = seats_to_act(state)[0]
        apply(state, seat, bot.choose(GAMES[game].private_view(state, seat),
                                      legal_actions(state, seat), RandomStream(11, step)))
    return out


def sample(actions: list[Any]) -> list[Any]:
    by_kind: dict[str, list[Any]] = {}
    for a in actions:
        by_kind.setdefault(type(a).__name__, []).append(a)
    return [a for group in by_kind.values() for a in group[::max(1, len(group) // SAMPLE)]]


def typed(lang: str, command: Command) -> str:
    """The command as the reader sees it in the hint (from `/ttr` on)."""
    text = say(lang, Phrase("hint.command", {"command": command}))
    return text[text.index("/ttr"):]


def slash_options(lang: str, command: Command) -> dict[str, Any]:
    """The options a person fills in Discord for the command shown: each word in order
    to the next free option, a named one to its option."""
    spec = command_specs()[command.name]
    out: dict[str, Any] = {}
    for word in command.words:
        if isinstance(word, Option):
            assert isinstance(word.value, Phrase | str)
            shown = say(lang, Phrase("hint.command", {"command": Command("x", (word,))}))
            name = option_name(lang, word.name) or word.name
            out[word.name] = shown.split(f"{name}:", 1)[1]
            continue
        free = next(p for p in spec.params if p.name not in out)
        value = say(lang, word) if isinstance(word, Phrase) else str(word)
        if free.name == "tickets":
            out[free.name] = f"{out.get('tickets', '')} {value}".strip()
        else:
            out[free.name] = value
    return out


@pytest.mark.parametrize("lang", languages())
@pytest.mark.parametrize("game,players,steps", [
    ("usa", 2, (0, 30, 80)), ("europe", 3, (0, 40, 110)), ("nordic", 2, (0, 50))])
def test_each_suggested_move_reads_back_as_the_same_move(lang, game, players, steps):
    face = face_of(game)
    for state in positions(game, players, steps):
        seat = seats_to_act(state)[0]
        for action in sample(legal_actions(state, seat)):
            command = command_words(*face.command_of(state, action))
            line = parse_line(f"ann {typed(lang, command)}")
            assert face.action_for(state, seat, line.command, line.args) == action, (
                typed(lang, command), line.args)
            options = slash_options(lang, command)
            assert face.action_for(state, seat, command.name, options) == action, (
                typed(lang, command), options)


@pytest.mark.parametrize("text,cards", [
    ("1 green card and 2 locomotives", {"green": 1, "locomotive": 2}),
    ("1 zelená karta a 2 lokomotivy", {"green": 1, "locomotive": 2}),
    ("1 zielona karta i 2 lokomotywy", {"green": 1, "locomotive": 2}),
    ("1 zöld kártya és 2 mozdony", {"green": 1, "locomotive": 2}),
    ("2 red, 1 locomotive", {"red": 2, "locomotive": 1}),
    ("2 red,1 locomotive", {"red": 2, "locomotive": 1}),
    ("red, red and loco", {"red": 2, "locomotive": 1}),
])
def test_the_card_reader_takes_and_and_commas(text, cards):
    assert cards_arg(text) == cards
    assert card_words(text.replace(",", " ").split()) == cards


@pytest.mark.parametrize("text", ["and", "and 2", "and red", "2 and red"])
def test_a_joining_word_alone_or_with_a_count_is_still_refused(text):
    with pytest.raises(Exception):  # noqa: B017 - any refusal, never a wrong payment
        if cards_arg(text) is None:
            raise ValueError(text)


@pytest.mark.parametrize("lang", languages())
def test_each_suggested_card_game_move_reads_back_as_the_same_move(lang):
    game = GAMES["cardgame"]
    face = face_of("cardgame")
    state = game.new(["A", "B"], 3)
    bot = game.bot("greedy")
    for step in range(60):
        seat = game.to_act(state)
        if seat is None:
            break
        legal = game.legal(state, seat)
        for action in legal[::max(1, len(legal) // 15)]:
            command = command_words(*face.command_of(state, action))
            line = parse_line(f"ann {typed(lang, command)}")
            assert face.action_for(state, seat, line.command, line.args) == action, (
                typed(lang, command), line.args)
        game.apply(state, seat, bot.choose(game.bot_view(state, seat), legal,
                                           RandomStream(1, step)))
