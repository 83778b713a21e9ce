"""A game's board as a card: what its one live board message says in words.

The card holds what every player wants at a glance without opening the picture: whose
turn, each player's score, trains and cards held (the game's status lines), and the last
few moves, so a claim stays readable until later moves push it out. At the end the final
tally takes the table's place. Public information only: the same events and lines the
game's place is told anyway.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import Phrase, say
from ..kinds import game_name
from ..replies import Card
from .loaded import Game, seat_names


def board_card(game: Game, locale: str, news: Sequence[Phrase] = (), *,
               pictured: bool = False) -> Card:
    """The card of a game in play or finished, in `locale`; `news` is what the command
    said that is no move (a start, a timeout, someone leaving); `pictured`: the table
    draws the board picture."""
    face, state = game.face, game.state
    assert state is not None
    names = seat_names(game.table)
    heading = Phrase("card.heading", {"game": game_name(game.table.game), "number": game.id})
    table = (face.final_phrases(state, names) if game.status == "finished"
             else face.status_phrases(state, names))
    moves = face.event_phrases(state, game.table.recent, None, names)
    return Card(heading=say(locale, heading),
                table=tuple(say(locale, p) for p in table),
                moves=tuple(say(locale, p) for p in moves),
                moves_heading=say(locale, Phrase("card.moves")),
                news=tuple(say(locale, p) for p in news), pictured=pictured)
