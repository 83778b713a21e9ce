"""Ticket to Ride: The Card Game's face."""

from ..face import Face
from . import buttons, moves, pictures, words
from .hints import hint
from .rules_text import rules_phrases

CARDGAME = Face(
    name="cardgame", games=("cardgame",), commands=moves.COMMANDS,
    private_buttons=frozenset(),  # every Card Game component is a move
    options=frozenset({"private_pile"}),
    deal_options=lambda options: {"own_pile_visible": bool(options.get("private_pile"))},
    action_for=moves.action_for, command_of=moves.command_of,
    button_command=buttons.button_command, pick=lambda *_: None, hint=hint,
    stamp=buttons.stamp, secret=words.secret,
    event_phrases=words.event_phrases, error_phrase=words.error_phrase,
    waiting_phrase=words.waiting_phrase, status_phrases=words.status_phrases,
    final_phrases=words.final_phrases, hand_phrases=words.hand_phrases,
    rules_phrases=rules_phrases,
    board_components=buttons.board_components, hand_components=buttons.hand_components,
    choices=buttons.choices,
    board_picture=pictures.table_picture, hand_picture=pictures.hand_picture,
    final_picture=pictures.table_picture, rules_picture=pictures.rules_picture,
)

__all__ = ["CARDGAME"]
