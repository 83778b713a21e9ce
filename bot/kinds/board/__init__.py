"""The board games' face (USA, Europe, Nordic Countries): one face for the three maps."""

from engine import RULESETS

from ..face import Face
from . import buttons, menus, moves, pictures, words
from .hints import hint
from .rules_text import rules_phrases

BOARD = Face(
    name="board", games=tuple(RULESETS), commands=moves.COMMANDS,
    private_buttons=menus.OPENERS, options=frozenset(),
    deal_options=lambda options: {},
    action_for=moves.action_for, command_of=moves.command_of,
    button_command=buttons.button_command, pick=menus.pick, hint=hint,
    stamp=buttons.stamp, secret=words.secret,
    event_phrases=words.event_phrases, error_phrase=words.error_phrase,
    waiting_phrase=words.waiting_phrase, status_phrases=words.status_phrases,
    final_phrases=words.final_phrases, hand_phrases=words.hand_phrases,
    rules_phrases=rules_phrases,
    board_components=buttons.board_components, hand_components=buttons.hand_components,
    choices=buttons.choices,
    board_picture=pictures.board_picture, hand_picture=pictures.hand_picture,
    final_picture=pictures.final_picture, rules_picture=pictures.legend_picture,
    openers={"claim": ("route", "routes"), "station": ("city", "stations")},
)

__all__ = ["BOARD"]
