"""Lobby rules as small pure functions: names, computer players, options, seat order, and
what a lobby says and shows (its summary, its buttons, the game menu, the rematch button)."""

from __future__ import annotations

import re
from typing import Any, Literal

from engine import RandomStream

from ..i18n import Duration, ListOf, Phrase, has_message, say
from ..kinds import all_games, game_name
from ..replies import Button, Component, Menu, MenuOption, custom_id
from ..store import GameRecord
from ..table.display_names import clean_name, shown
from ..table.loaded import Game, seat_names
from ..table.model import Seat, Table
from ..table.refusal import Refusal
from ..table.typed_numbers import bounded_seconds, number_text, whole_number

#: the action of the menu that asks which game a new table plays (`/ttr new` alone)
NEW_TABLE = "new"

#: names of computer players, in the order they take seats
COMPUTER_NAMES = ("Ada", "Alan", "Grace", "Edsger", "Barbara", "Donald", "Frances", "John")

#: a turn limit as typed: a number of at most 9 digits (and 6 decimals), then a unit
_DURATION = re.compile(r"^\s*([0-9]{1,9}(?:\.[0-9]{1,6})?)\s*([smhd]?)\s*$", re.IGNORECASE)
_UNIT_SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "": 60}
_NO = {"", "0", "off", "none", "no", "never"}
_YES_WORDS = {"1", "yes", "true", "on", "y"}
_NO_WORDS = {"0", "no", "false", "off", "n"}
#: the shortest and longest turn limits a table may have
MIN_TURN_LIMIT, MAX_TURN_LIMIT = 30, 7 * 86400


def unique_name(table: Table, wanted: str) -> str:
    """`wanted`, or `wanted (2)`, ... so that no two seats share a name."""
    base = clean_name(wanted)
    taken = {s.name.casefold() for s in table.seats}
    name, n = base, 2
    while name.casefold() in taken:
        name, n = f"{base} ({n})", n + 1
    return name


def computer_name(table: Table) -> str:
    """The next computer player's name, one no seat has yet."""
    taken = {s.name for s in table.seats}
    for name in COMPUTER_NAMES:
        if name not in taken:
            return name
    return unique_name(table, COMPUTER_NAMES[0])


def turn_limit(value: Any, default: int | None) -> int | None:
    """Seconds from `300`, `"5m"`, `"90s"`, `"1h"` (a bare number is minutes when it is
    text); None for no limit ("off", 0)."""
    if value is None:
        return default
    if isinstance(value, int | float) and not isinstance(value, bool):
        seconds = bounded_seconds(value, 0, MAX_TURN_LIMIT)
        if seconds is None:
            raise Refusal("bad_turn_limit", value=number_text(value))
    else:
        text = str(value).strip().lower()
        if text in _NO:
            return None
        m = _DURATION.match(text)
        if not m:
            raise Refusal("bad_turn_limit", value=str(value))
        seconds = int(float(m[1]) * _UNIT_SECONDS[m[2].lower()])  # at most ~8.6e13
    if seconds == 0:
        return None
    if not MIN_TURN_LIMIT <= seconds <= MAX_TURN_LIMIT:
        raise Refusal("bad_turn_limit", value=str(value))
    return seconds


def yes_no(value: Any, name: str) -> bool:
    """A yes-or-no option as given or typed; Refusal naming option `name` otherwise."""
    if isinstance(value, bool) or value is None:
        return bool(value)
    text = str(value).strip().lower()
    if text in _YES_WORDS:
        return True
    if text in _NO_WORDS:
        return False
    raise Refusal("bad_option", option=name, value=str(value))


def away_mode(value: Any) -> Literal["play", "hold"]:
    """What the table does while a person is away: `play` (the default) or `hold`;
    Refusal naming the option otherwise."""
    text = str(value if value is not None else "").strip().lower()
    if text in ("", "play"):
        return "play"
    if text == "hold":
        return "hold"
    raise Refusal("bad_option", option="away", value=str(value))


def shuffled_seats(table: Table) -> list[Seat]:
    """The seats in the order the game's seed gives them (who plays first is drawn)."""
    seats = list(table.seats)
    RandomStream(f"{table.seed}:seats", 0).shuffle(seats)
    return seats


def find_seat(table: Table, who: str) -> int:
    """A seat by its number (1 = first), its name or its person's id."""
    text = who.strip().lstrip("@")
    number = whole_number(text)
    if number is not None and 1 <= number <= len(table.seats):
        return number - 1
    for i, s in enumerate(table.seats):
        if s.user == text or s.name.casefold() == text.casefold():
            return i
    raise Refusal("unknown_player", player=who)


def level_named(locale: str, level: str) -> str:
    """A computer player's level in the reader's words, with the word to type when it
    differs ("snadný (easy)")."""
    name = say(locale, f"level.{level}") if has_message(f"level.{level}") else level
    return level if name == level else f"{name} ({level})"


def phrases(game: Game) -> list[Phrase]:
    """What the lobby says: its game, host, seats, options and how to start it."""
    lo, hi = game.rules.seat_range
    out = [Phrase("lobby.summary", {
        "game": game_name(game.table.game), "host": shown(game.table.host_name),
        "count": len(game.table.seats), "max": hi,
        "seats": ListOf(seat_names(game.table)) if game.table.seats
        else Phrase("lobby.nobody")})]
    if game.table.options.turn_limit:
        out.append(Phrase("lobby.turn_limit",
                          {"limit": Duration(game.table.options.turn_limit)}))
    if game.table.options.private_pile:
        out.append(Phrase("lobby.private_pile"))
    if game.table.options.away == "hold":
        out.append(Phrase("lobby.away_hold"))
    out.append(Phrase("lobby.how_to_start", {"min": lo}))
    return out


def components(game: Game, locale: str) -> list[Component]:
    """The lobby's buttons: join, leave, add a computer player, start."""
    def button(action: str, style: str = "secondary") -> Button:
        return Button(custom_id(game.id, game.table.step, action),
                      say(locale, f"button.{action}"), f"/ttr {action}",
                      style=style)  # type: ignore[arg-type]
    return [button("join", "primary"), button("leave"), button("addbot"),
            button("start", "success")]


def games_menu(locale: str) -> Menu:
    """A menu of every game; choosing one opens its table here (`/ttr new GAME`)."""
    return Menu(custom_id=custom_id(0, 0, NEW_TABLE), placeholder=say(locale, "menu.new"),
                options=tuple(MenuOption(value=g, label=say(locale, f"game.{g}"))
                              for g in all_games()), command="/ttr new")


def rematch_button(record: GameRecord, locale: str) -> Button:
    """A finished game's Rematch button (`/ttr rematch`)."""
    return Button(custom_id(record.id, 0, "rematch"), say(locale, "button.rematch"),
                  "/ttr rematch", style="primary")
