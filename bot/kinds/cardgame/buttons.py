"""Card Game buttons and menus, and suggestions for what a player is typing.

The board message's buttons show only what is on the table (face-up cards, the deck,
the ticket deck). A player's private hand message holds the menus that name their own
cards and tickets: the tickets to keep, and the cards to play onto the Siding. Every
component has a command that does the same.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine import CARD_KINDS, LOCOMOTIVE, Cards, fold, format_cards
from engine.cardgame import (
    RULES,
    CardGameState,
    Pass,
    PlaySiding,
    face_up_choices,
    legal_actions,
    load_cardgame,
    siding_plays,
)

from ...i18n import say
from ...replies import Button, Component, Menu, MenuOption, custom_id
from ..board.words import colour
from .words import needs, play_label, ticket

#: how many suggestions (and menu options) Discord shows
MAX_CHOICES = 25

#: components whose stamp is the turn rather than the step: a ticket choice made while
#: others choose theirs, and a play chosen in a hand message sent before the turn began
TURN_STAMPED = frozenset({"keep", "keep-none", "play"})

#: a menu value `colour:count` is one colour's share of a play
SEP = ":"


def stamp(state: CardGameState, step: int, action: str) -> int:
    return state.turn if action in TURN_STAMPED else step


def _may_act(state: CardGameState) -> bool:
    return state.phase == "playing" and not state.players[state.current].offered


def board_components(state: CardGameState, game_id: int, step: int,
                     locale: str) -> list[Component]:
    if state.phase == "finished":
        return []
    out: list[Component] = []

    def button(action: str, label: str, command: str, **kw: Any) -> Button:
        return Button(custom_id(game_id, stamp(state, step, action), action), label, command,
                      **kw)

    if _may_act(state):
        for c in face_up_choices(state):
            out.append(button(f"draw-{c}", say(locale, "button.draw_card", colour=colour(c)),
                              f"/ttr draw {c}", style="primary", card=c))
        if state.deck:
            out.append(button("draw-deck", say(locale, "button.draw_deck"), "/ttr draw deck",
                              style="primary"))
        if not state.drawn_this_turn and state.ticket_deck:
            out.append(button("tickets", say(locale, "cardgame.button.tickets"),
                              "/ttr tickets"))
        if legal_actions(state, state.current) == [Pass()]:
            out.append(button("pass", say(locale, "cardgame.button.pass"), "/ttr pass",
                              style="danger"))
    out.append(button("hand", say(locale, "button.hand"), "/ttr hand", style="success"))
    return out


def play_shares(plays: Sequence[PlaySiding]) -> list[tuple[str, int]]:
    """Every (colour, count) that is part of some legal play, in card-kind order, counts
    rising; at most MAX_CHOICES, keeping each colour's largest counts when cut."""
    shares = {(c, n) for play in plays for c, n in play.cards.items()}
    order = {c: i for i, c in enumerate(CARD_KINDS)}
    by_colour: dict[str, list[int]] = {}
    for c, n in sorted(shares, key=lambda s: (order[s[0]], -s[1])):
        by_colour.setdefault(c, []).append(n)
    kept: list[tuple[str, int]] = []
    while len(kept) < MAX_CHOICES and any(by_colour.values()):
        for c, counts in by_colour.items():
            if counts and len(kept) < MAX_CHOICES:
                kept.append((c, counts.pop(0)))
    return sorted(kept, key=lambda s: (order[s[0]], s[1]))


def _keep_menu(state: CardGameState, seat: int, game_id: int, locale: str) -> Menu:
    player = state.players[seat]
    data = load_cardgame()
    options = tuple(
        MenuOption(value=data.ticket_name(t), label=say(locale, ticket(t)),
                   description=say(locale, needs(t)))
        for t in player.offered)
    key = "menu.keep" if player.keep_min else "cardgame.menu.keep_any"
    return Menu(custom_id=custom_id(game_id, state.turn, "keep"),
                placeholder=say(locale, key, keep_min=player.keep_min),
                options=options, command="/ttr keep", min_values=player.keep_min,
                max_values=len(options))


def _play_menu(state: CardGameState, seat: int, game_id: int, locale: str) -> Menu | None:
    plays = [a for a in siding_plays(state, seat) if isinstance(a, PlaySiding)]
    shares = play_shares(plays)
    if not shares:
        return None
    options = tuple(MenuOption(value=f"{c}{SEP}{n}", label=say(locale, play_label({c: n})))
                    for c, n in shares)
    return Menu(custom_id=custom_id(game_id, state.turn, "play"),
                placeholder=say(locale, "cardgame.menu.play"), options=options,
                command="/ttr play", min_values=1,
                max_values=min(len(options), RULES.mixed_play))


def hand_components(state: CardGameState, seat: int, game_id: int,
                    locale: str) -> list[Component]:
    player = state.players[seat]
    if state.phase == "finished":
        return []
    if player.offered:
        menu: list[Component] = [_keep_menu(state, seat, game_id, locale)]
        if not player.keep_min:
            menu.append(Button(custom_id(game_id, state.turn, "keep-none"),
                               say(locale, "cardgame.keep_none"), "/ttr keep none"))
        return menu
    if (state.phase == "playing" and seat == state.current and not state.drawn_this_turn):
        menu = _play_menu(state, seat, game_id, locale)
        return [menu] if menu is not None else []
    return []


def button_command(action: str, values: Sequence[str]
                   ) -> tuple[str, dict[str, Any]] | None:
    if action.startswith("draw-"):
        card = action.removeprefix("draw-")
        if card in CARD_KINDS or card == "deck":
            return "draw", {"card": card}
        return None
    if action == "keep":
        return "keep", {"tickets": list(values) or ["none"]}
    if action == "keep-none":
        return "keep", {"tickets": ["none"]}
    if action == "play":
        return "play", {"cards": list(values)}
    if action in ("tickets", "pass"):
        return action, {}
    return None


# --- suggestions ----------------------------------------------------------------------


def _matches(typed: str, *texts: str) -> bool:
    want = fold(typed).replace(" ", "").replace("-", "").replace("_", "")
    return not want or any(
        want in fold(t).replace(" ", "").replace("-", "").replace("_", "") for t in texts)


def _rank(state: CardGameState, seat: int, play: Cards) -> tuple[int, int, int]:
    """Plays that rob someone first, then bigger plays, then fewer locomotives."""
    robs = any(c in p.siding for i, p in enumerate(state.players) if i != seat
               for c in play if c != LOCOMOTIVE)
    return (not robs, -sum(play.values()), play.get(LOCOMOTIVE, 0))


def _play_choices(state: CardGameState, seat: int, typed: str,
                  locale: str) -> list[tuple[str, str]]:
    if not _may_act(state) or seat != state.current or state.drawn_this_turn:
        return []
    plays = sorted((a.cards for a in siding_plays(state, seat) if isinstance(a, PlaySiding)),
                   key=lambda p: _rank(state, seat, p))
    out = []
    for play in plays:
        label, value = say(locale, play_label(play)), format_cards(play)
        if _matches(typed, label, value):
            out.append((label, value))
    return out[:MAX_CHOICES]


def choices(state: CardGameState, seat: int | None, command: str, option: str, typed: str,
            filled: Mapping[str, Any], locale: str) -> list[tuple[str, str]]:
    if command == "draw" and option == "card":
        out = [(say(locale, colour(c)), c) for c in face_up_choices(state)]
        if state.deck:
            out.append((say(locale, "button.draw_deck"), "deck"))
        return out
    if seat is None:
        return []
    if command == "keep" and option == "tickets":
        data = load_cardgame()
        player = state.players[seat]
        out = [(say(locale, ticket(t)), data.ticket_name(t)) for t in player.offered]
        if player.offered and not player.keep_min:
            out.append((say(locale, "cardgame.keep_none"), "none"))
        return [(label, value) for label, value in out if _matches(typed, label, value)]
    if command == "play" and option == "cards":
        return _play_choices(state, seat, typed, locale)
    return []
