"""Every /ttr command, declared once: the table's own, the league's and each game family's
moves, with their options, who may use them, where they answer and the service call each
makes. The console, the slash commands and the table's buttons all read this table.

Descriptions are catalogue messages `cmd.<name>` and `cmd.<name>.<param>`.
"""

from __future__ import annotations

from typing import Any

from babel import Locale

from engine.bots import LEVELS

from .i18n import Command, Option, Phrase, languages
from .i18n.card_words import card_words
from .kinds import FACES, CommandSpec, Param, all_games
from .kinds.base import Choice
from .kinds.board.words import cards as cards_phrase


def games() -> list[Choice]:
    """Every game a table can be opened for."""
    return [(g, Phrase(f"game.{g}")) for g in all_games()]


def levels() -> list[Choice]:
    """The computer players' levels."""
    return [(b, Phrase(f"level.{b}")) for b in LEVELS]


def seat_holders() -> list[Choice]:
    """Who may hold a seat: a computer player or its person."""
    return [(w, Phrase(f"choice.seat.{w}")) for w in ("computer", "person")]


def language_names() -> list[Choice]:
    """Each language by its own name ("English", "Polski", ...)."""
    return [(code, Locale.parse(code).get_display_name(code) or code) for code in languages()]


def on_off() -> list[Choice]:
    """A server setting turned on or off."""
    return [(w, Phrase(f"choice.{w}")) for w in ("on", "off")]


def notify_modes() -> list[Choice]:
    """When a person is told that their turn came."""
    return [(w, Phrase(f"choice.notify.{w}")) for w in ("every", "away", "dm", "never")]


def away_modes() -> list[Choice]:
    """What a table does while one of its people is away (/ttr away)."""
    return [(w, Phrase(f"choice.away.{w}")) for w in ("play", "hold")]


def tournament_formats() -> list[Choice]:
    """How a tournament seats its rounds: Swiss or round robin."""
    return [(f, Phrase(f"tournament.format.{f}")) for f in ("swiss", "robin")]


MAP = Param("map", choices=games)
PAGE = Param("page", type="number")
GAME = Param("game", type="number")

#: the daily challenge (bot.league.daily); in the league's group, /ttr holding its 25
DAILY_COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec("daily", (MAP,), group="league", private=True,
                run=lambda s, w, a, x: s.daily.play(w, a, x.get("map"))),
    CommandSpec("daily-results", (MAP, Param("day")), group="league",
                private=True,
                run=lambda s, w, a, x: s.daily.results(w, a, x.get("map"), x.get("day"))),
    CommandSpec("daily-month", (MAP, Param("month")), group="league",
                private=True,
                run=lambda s, w, a, x: s.daily.month(w, a, x.get("map"), x.get("month"))),
    CommandSpec("daily-channel", (Param("channel"),), who="manager", group="settings",
                run=lambda s, w, a, x: s.daily.set_channel(w, a, x.get("channel"))),
)
#: away mode and the daily digest (bot.service.away), a person's own settings
AWAY_COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec("away", (Param("duration", required=True),), group="settings", private=True,
                run=lambda s, w, a, x: s.away_mode.away(w, a, x.get("duration"))),
    CommandSpec("back", group="settings", private=True,
                run=lambda s, w, a, x: s.away_mode.back(w, a)),
    CommandSpec("digest", (Param("digest", required=True, choices=on_off),), group="settings",
                private=True, run=lambda s, w, a, x: s.away_mode.set_digest(w, a, x.get("digest"))),
)
#: spectators' predictions (bot.league.predictions), in the league's group
PREDICTION_COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec("predict", (Param("player"),), group="league", private=True,
                run=lambda s, w, a, x: s.predictions.predict(w, a, x.get("player"))),
    CommandSpec("predictions", (PAGE,), group="league", private=True,
                run=lambda s, w, a, x: s.predictions.table(w, a, x.get("page"))),
)
#: seasons (bot.league.seasons), in the league's group too
SEASON_COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec("season-start", (MAP, Param("days", type="number"), Param("role", type="role")),
                who="manager", group="league",
                run=lambda s, w, a, x: s.seasons.start(w, a, x.get("map"), x.get("days"),
                                                       x.get("role"))),
    CommandSpec("season-end", (MAP,), who="manager", group="league",
                run=lambda s, w, a, x: s.seasons.end(w, a, x.get("map"))),
    CommandSpec("season-history", (MAP, Param("season", type="number")), group="league",
                private=True,
                run=lambda s, w, a, x: s.seasons.history(w, a, x.get("map"), x.get("season"))),
)

TOURNAMENT_COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec("tournament-create", (MAP, Param("format", choices=tournament_formats),
                                      Param("rounds", type="number"),
                                      Param("size", type="number"), Param("turn_limit"),
                                      Param("level", choices=levels),
                                      Param("round_limit")),
                group="league",
                run=lambda s, w, a, x: s.tournaments.create(
                    w, a, x.get("map"), x.get("format"), x.get("rounds"), x.get("size"),
                    x.get("turn_limit"), x.get("level"), x.get("round_limit"))),
    CommandSpec("tournament-join", group="league",
                run=lambda s, w, a, x: s.tournaments.join(w, a)),
    CommandSpec("tournament-start", group="league",
                run=lambda s, w, a, x: s.tournaments.start(w, a)),
    CommandSpec("tournament-status", group="league", private=True,
                run=lambda s, w, a, x: s.tournaments.status(w, a)),
    CommandSpec("tournament-abort", group="league",
                run=lambda s, w, a, x: s.tournaments.abort(w, a)),
)

TABLE_COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec("new", (MAP, Param("turn_limit"), Param("private_pile", type="yes_no"),
                        Param("away", choices=away_modes)),
                run=lambda s, w, a, x: s.new(w, a, x.get("map", ""), x.get("turn_limit"),
                                             x.get("private_pile"), x.get("away"))),
    CommandSpec("join", button=True, run=lambda s, w, a, x: s.join(w, a)),
    CommandSpec("leave", who="player", button=True, run=lambda s, w, a, x: s.leave(w, a)),
    CommandSpec("addbot", (Param("level", choices=levels),), who="host", button=True,
                run=lambda s, w, a, x: s.addbot(w, a, x.get("level"))),
    CommandSpec("start", who="host", button=True, run=lambda s, w, a, x: s.start(w, a)),
    CommandSpec("hand", who="player", private=True, button=True,
                run=lambda s, w, a, x: s.hand(w, a)),
    CommandSpec("board", private=True, run=lambda s, w, a, x: s.board(w, a)),
    CommandSpec("status", private=True, run=lambda s, w, a, x: s.status(w, a)),
    CommandSpec("rules", (MAP,), private=True, run=lambda s, w, a, x: s.rules(w, a, x.get("map"))),
    CommandSpec("seat", (Param("player", required=True),
                         Param("to", required=True, choices=seat_holders)), who="host",
                run=lambda s, w, a, x: s.seat(w, a, x.get("player", ""), x.get("to", ""))),
    CommandSpec("abort", who="host", button=True, run=lambda s, w, a, x: s.abort(w, a)),
    CommandSpec("hint", who="player", private=True, run=lambda s, w, a, x: s.hint(w, a)),
    CommandSpec("games", (PAGE,), private=True,
                run=lambda s, w, a, x: s.games(w, a, x.get("page"))),
    CommandSpec("help", (Param("command"),), private=True,
                run=lambda s, w, a, x: s.help(a, x.get("command"))),
    CommandSpec("stats", (Param("user", type="user"), MAP), group="league", private=True,
                run=lambda s, w, a, x: s.stats(w, a, x.get("user"), x.get("map"))),
    CommandSpec("leaderboard", (MAP, PAGE, Param("all_time", type="yes_no")), group="league",
                private=True,
                run=lambda s, w, a, x: s.leaderboard(w, a, x.get("map"), x.get("page"),
                                                     all_time=x.get("all_time"))),
    CommandSpec("history", (PAGE,), group="league", private=True,
                run=lambda s, w, a, x: s.history(w, a, x.get("page"))),
    CommandSpec("log", (PAGE,), group="league", private=True,
                run=lambda s, w, a, x: s.log(w, a, x.get("page"))),
    CommandSpec("replay", (GAME,), group="league", private=True,
                run=lambda s, w, a, x: s.replay(w, a, x.get("game"))),
    CommandSpec("export", (GAME,), group="league", private=True,
                run=lambda s, w, a, x: s.export(w, a, x.get("game"))),
    CommandSpec("forget-me", group="league", private=True,
                run=lambda s, w, a, x: s.forget_me(w, a)),
    CommandSpec("language", (Param("language", required=True, choices=language_names),),
                who="manager", group="settings",
                run=lambda s, w, a, x: s.set_language(w, a, x.get("language", ""))),
    CommandSpec("threads", (Param("threads", required=True, choices=on_off),),
                who="manager", group="settings",
                run=lambda s, w, a, x: s.set_threads(w, a, x.get("threads", ""))),
    CommandSpec("notify", (Param("notify", required=True, choices=notify_modes),
                           Param("minutes", type="number")),
                group="settings", private=True,
                run=lambda s, w, a, x: s.set_notify(w, a, x.get("notify", ""),
                                                    x.get("minutes"))),
    CommandSpec("limits", (Param("per_person", type="number"),
                           Param("per_server", type="number")),
                who="manager", group="settings",
                run=lambda s, w, a, x: s.set_limits(w, a, x.get("per_person"),
                                                    x.get("per_server"))),
    CommandSpec("rematch", who="host", typed=False, button=True,
                run=lambda s, w, a, x: s.rematch(w, a)),
    *DAILY_COMMANDS,
    *SEASON_COMMANDS,
    *AWAY_COMMANDS,
    *PREDICTION_COMMANDS,
    *TOURNAMENT_COMMANDS,
)


def command_specs() -> dict[str, CommandSpec]:
    """Every /ttr command by name: the table's, then each face's moves (a move name shared
    by two faces, like `draw`, is one command)."""
    specs = {c.name: c for c in TABLE_COMMANDS if c.typed}
    for face in FACES.values():
        for spec in face.commands:
            specs.setdefault(spec.name, spec)
    return specs


def slash_specs() -> list[CommandSpec]:
    """The /ttr commands in the order of the slash command tree: the table's, then the
    moves (a move one face adds stands before the next move of that face already
    listed), then the subcommand groups' commands."""
    moves: list[CommandSpec] = []
    for face in FACES.values():
        for n, spec in enumerate(face.commands):
            if spec.name in {m.name for m in moves}:
                continue
            later = [i for i, m in enumerate(moves)
                     if m.name in {c.name for c in face.commands[n + 1:]}]
            moves.insert(later[0] if later else len(moves), spec)
    table = [c for c in TABLE_COMMANDS if c.typed]
    return ([c for c in table if c.group is None] + moves
            + [c for c in table if c.group is not None])


def table_buttons() -> dict[str, CommandSpec]:
    """The commands a table button (`ttr:<game>:<stamp>:<name>`) runs on its game."""
    return {c.name: c for c in TABLE_COMMANDS if c.button}


def answers_privately(action: str) -> bool:
    """Whether a click on a game's button or menu `action` is answered to the clicker
    alone: a table button whose command is private, or a face's private button."""
    button = table_buttons().get(action)
    if button is not None:
        return button.private
    if action.startswith("predict"):  # a spectator's prediction (bot.league.predictions)
        return True
    return any(action in face.private_buttons for face in FACES.values())


def command_line(command: str, args: dict[str, Any]) -> str:
    """The line `/ttr COMMAND ARGS` that means `command` with `args` (exact cards after
    `with`), as the console reads it."""
    spec = command_specs()[command]
    words = ["/ttr", command]
    gap = False  # after a missing argument the others are named: `color:red`
    for param in spec.params:
        value = args.get(param.name)
        if param.name == "cards" or value is None:
            gap = gap or param.name != "cards"
            continue
        if isinstance(value, list | tuple):
            words += [str(v) for v in value]
        else:
            words.append(f"{param.name}:{value}" if gap else str(value))
    if args.get("cards"):
        words += ["with", str(args["cards"])]
    return " ".join(words)


def _word(value: Any) -> Any:
    """A command's value in the reader's words where it is a card, cards, the deck or
    "none"; names of routes, cities and tickets stay as they are."""
    text = " ".join(str(v) for v in value) if isinstance(value, list | tuple) else str(value)
    if text in ("deck", "none"):
        return Phrase(f"word.{text}")
    try:
        cards = card_words(text.split())
    except ValueError:
        return text
    if len(cards) == 1 and text in cards:  # one colour named, no count
        return Phrase(f"colour.{text}")
    return Phrase("menu.cards", {"cards": cards_phrase(cards)}) if cards else text


def command_words(command: str, args: dict[str, Any]) -> Command:
    """`command` with `args` as the reader types it: the command and option names in
    their language, cards in their words (`/ttr zabrat denver-omaha karty:2 červené
    karty`)."""
    spec = command_specs()[command]
    words: list[Any] = []
    gap = False  # after a missing argument the others are named
    for param in spec.params:
        value = args.get(param.name)
        if value is None or value == "" or value == []:
            gap = True
            continue
        if param.name == "cards":
            words.append(Option("cards", _word(value)))
        elif param.name == "tickets" and isinstance(value, list | tuple) and value != ["none"]:
            words += [str(v) for v in value]
        else:
            words.append(Option(param.name, _word(value)) if gap else _word(value))
    return Command(command, tuple(words))
