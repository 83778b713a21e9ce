"""Pictures of a game view as PNG bytes (Pillow). Pure functions of a view: a picture
shows only what the view it is given holds.

Every function takes `labels`, the translated UI words (see `render.labels`); English
when missing. City names are always drawn as printed.
"""

from .board_png import render_board
from .cardgame import render_cardgame_table
from .cardgame_hand import render_cardgame_hand
from .final import render_final
from .hand_png import render_hand
from .legend import render_legend
from .table import render_table

__all__ = ["render_board", "render_cardgame_hand", "render_cardgame_table", "render_final",
           "render_hand", "render_legend", "render_table"]
