"""What the table service answers: replies as data, for any adapter to deliver.

A reply goes to a channel (everyone sees it) or to one user: `ephemeral` answers the
user's own command or click where only they see it; otherwise it is a direct message.
Components are the buttons and menus a Discord adapter attaches; their custom ids carry
the game, a stamp that makes old clicks stale, and the action, never hidden data.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

#: Discord's limit for a message's text is 2000 characters; leave room for a mention
TEXT_LIMIT = 1900


@dataclass(frozen=True)
class Channel:
    """A place where a game is played: a channel or thread of a server."""

    guild: str
    channel: str


@dataclass(frozen=True)
class User:
    """A person, by the adapter's stable id, with the name shown to others."""

    id: str
    name: str


@dataclass(frozen=True)
class Actor:
    """Who sent a command: their id and name, their language, and whether they may manage
    the server (Discord's Manage Server permission)."""

    id: str
    name: str
    locale: str = "en"
    manager: bool = False

    def __post_init__(self) -> None:
        """The name cleaned where it enters the bot (one line, no control or format
        characters, capped): everything after stores and shows this one."""
        from .table.display_names import clean_name  # (bot.table imports this module)
        object.__setattr__(self, "name", clean_name(self.name))

    @property
    def user(self) -> User:
        return User(self.id, self.name)


@dataclass(frozen=True)
class Picture:
    """A PNG image with the file name it is sent under."""

    name: str
    data: bytes = field(repr=False)


@dataclass(frozen=True)
class Button:
    """A button; `command` is the same action as a console/slash command line."""

    custom_id: str
    label: str
    command: str
    style: Literal["primary", "secondary", "success", "danger"] = "secondary"
    #: the card colour it draws, if any (an adapter may show that card's emoji)
    card: str | None = None


@dataclass(frozen=True)
class MenuOption:
    value: str
    label: str
    description: str | None = None
    default: bool = False


@dataclass(frozen=True)
class Menu:
    """A select menu; `command` followed by the chosen values is the same action."""

    custom_id: str
    placeholder: str
    options: tuple[MenuOption, ...]
    command: str
    min_values: int = 1
    max_values: int = 1


Component = Button | Menu


@dataclass(frozen=True)
class Card:
    """A game's board laid out as a card, in the reply's language: a heading, the table
    now (whose turn, every player's score, trains and cards held), and the last moves in
    words, oldest first. An adapter that can (Discord's Components V2) shows it with the
    reply's picture and components; others show the reply's text."""

    heading: str
    table: tuple[str, ...]
    moves: tuple[str, ...] = ()
    #: the words above the moves ("Last moves")
    moves_heading: str = ""
    #: what the reply's command itself said that is no move (a start, a timeout)
    news: tuple[str, ...] = ()
    #: whether the table draws the board picture (a card edited without a new one shows
    #: the one its message keeps)
    pictured: bool = False


@dataclass(frozen=True)
class Reply:
    """One message: who it is for, its text in their language, pictures and components.

    `board` marks the message that shows a game's current board in its channel: a newer
    one supersedes the older, so an adapter may edit the older message instead of
    posting again. `status` is the status of the channel's game after the command
    (lobby, playing, finished, aborted; None when there is no game). `hand` marks a
    player's own hand sent to them directly (not an answer to their command): a newer one
    supersedes the older, so an adapter may edit the older message instead of sending again.
    A board reply may carry its `card`: the same table laid out for adapters that can.
    """

    to: Channel | User
    text: str
    locale: str
    ephemeral: bool = False
    images: tuple[Picture, ...] = ()
    components: tuple[Component, ...] = ()
    #: users this message calls (their turn, a reminder): an adapter may ping them
    mentions: tuple[str, ...] = ()
    game_id: int | None = None
    status: str | None = None
    board: bool = False
    hand: bool = False
    #: the board as a card (a board reply in a game's place)
    card: Card | None = None
    #: a hand in the middle of its player's own turn that offers no choice and replaces
    #: none: an adapter may show it only where the player acts, and leave their hand
    #: message as it is until the turn's end brings the next hand
    interim: bool = False

    @property
    def public(self) -> bool:
        return isinstance(self.to, Channel)


def split_text(text: str, limit: int = TEXT_LIMIT) -> list[str]:
    """Cut a long text into pieces of at most `limit` characters, at paragraph or line
    ends where possible."""
    pieces: list[str] = []
    rest = text
    while len(rest) > limit:
        cut = rest.rfind("\n\n", 0, limit)
        if cut <= 0:
            cut = rest.rfind("\n", 0, limit)
        if cut <= 0:
            cut = rest.rfind(" ", 0, limit)
        if cut <= 0:
            cut = limit
        pieces.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip("\n ")
    if rest or not pieces:
        pieces.append(rest)
    return pieces


@dataclass(frozen=True)
class IdFormat:
    """A kind of component id, declared once: `<prefix>:<field>:<field>...`, each field
    with the pattern of its text. Ids are built, parsed and matched (a Discord adapter's
    template) from it."""

    prefix: str
    fields: tuple[tuple[str, str], ...]

    @cached_property
    def pattern(self) -> re.Pattern[str]:
        """The ids of this kind, each field a named group (use `fullmatch`)."""
        return re.compile(":".join([re.escape(self.prefix),
                                    *(f"(?P<{name}>{text})" for name, text in self.fields)]))

    def build(self, *values: object) -> str:
        """The id with these field values, in order."""
        return ":".join([self.prefix, *(str(v) for v in values)])

    def parse(self, text: str) -> dict[str, str] | None:
        """Each field's text in an id, None when `text` is no id of this kind."""
        m = self.pattern.fullmatch(text)  # no trailing line break either
        return m.groupdict() if m else None


#: a game's component: `ttr:<game>:<stamp>:<action>` (ASCII digits only)
TABLE_ID = IdFormat("ttr", (("game", "[0-9]{1,18}"), ("stamp", "[0-9]{1,9}"),
                            ("action", "[a-z0-9_-]{1,40}")))
#: a leaderboard page: `ttrlb:<game>:<page>:<c (computers shown) or p (people only)>`
LEADERBOARD_ID = IdFormat("ttrlb", (("game", "[a-z]{1,12}"), ("page", "[0-9]{1,4}"),
                                    ("who", "[cp]")))


def custom_id(game_id: int, stamp: int, action: str) -> str:
    """A component's id: `ttr:<game>:<stamp>:<action>` (public data only)."""
    return TABLE_ID.build(game_id, stamp, action)


def parse_custom_id(text: str) -> tuple[int, int, str] | None:
    """(game id, stamp, action) of a component id, None if it is not one of ours."""
    found = TABLE_ID.parse(text)
    return (int(found["game"]), int(found["stamp"]), found["action"]) if found else None
