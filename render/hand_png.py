"""A player's private picture as PNG bytes, encoded with a palette chosen once per game
(as the board's is): choosing 256 colours for each picture cost four times as long as
mapping it to a palette already chosen."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from PIL import Image

from engine import GAMES
from engine.rules import RULESETS
from engine.views import PrivateView

from .hand import Labels, hand_image
from .png import png_bytes
from .simulated import game_turns

#: the seeded game whose hands the palette is chosen from (any game shows every kind of
#: card, ticket, seat colour and map colour a hand can show)
SAMPLE_SEED = 0


@cache
def hand_palette(game: str) -> Image.Image:
    """The palette ("P" image) the private pictures of `game` are encoded with: chosen
    from every seat's hand at the start, the middle and the end of a seeded game with
    the most players the game seats (every seat colour)."""
    rules = GAMES[game]
    turns = list(game_turns(game, SAMPLE_SEED, RULESETS[game].max_players))
    hands = [hand_image(rules.private_view(state, seat))
             for state in (turns[0], turns[len(turns) // 2], turns[-2])
             for seat in range(len(state.players))]
    width, height = hands[0].size
    sheet = Image.new("RGB", (width, height * len(hands)))
    for i, hand in enumerate(hands):
        sheet.paste(hand, (0, height * i))
    return sheet.reduce(2).quantize(256, method=Image.Quantize.FASTOCTREE,
                                    dither=Image.Dither.NONE)


def render_hand(view: PrivateView, labels: Labels = None,
                before: Mapping[int, int | None] | None = None) -> bytes:
    """A player's own cards, tickets and network as PNG bytes (send it to them only)."""
    return png_bytes(hand_image(view, labels, before), hand_palette(view.game))
