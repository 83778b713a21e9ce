"""Train cards as small pictures: the colour, its symbol, rainbow stripes for the
locomotive; cached per colour and size."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from PIL import Image, ImageDraw

from engine.cards import CARD_KINDS

from .fonts import font
from .palette import CARD, INK, RAINBOW, ink_on
from .sprites import Pen, Sprite, make_sprite
from .symbols import draw_locomotive, draw_symbol


def _paint_card(pen: Pen, color: str, w: float, h: float) -> None:
    radius = pen.w(min(w, h) * 0.14)
    box = pen.box(1, 1, w - 1, h - 1)
    pen.draw.rounded_rectangle(pen.box(2.5, 3.5, w + 0.5, h + 0.5), radius,
                               fill=(0, 0, 0, 90))
    if color == "locomotive":
        pen.draw.rounded_rectangle(box, radius, fill=(255, 255, 255))
        stripe = (h - 8) / len(RAINBOW)
        layer = Image.new("RGBA", pen.image.size, (0, 0, 0, 0))
        ld = ImageDraw.Draw(layer)
        for i, c in enumerate(RAINBOW):
            ld.rectangle(pen.box(4, 4 + i * stripe, w - 4, 4 + (i + 1) * stripe + 0.5), fill=c)
        mask = Image.new("L", layer.size, 0)
        ImageDraw.Draw(mask).rounded_rectangle(pen.box(4, 4, w - 4, h - 4), radius, fill=255)
        pen.image.paste(layer, (0, 0), mask)
        cx, cy = pen.p(w / 2, h / 2)
        r = min(w, h) * 0.3 * pen.k
        pen.draw.ellipse([cx - r * 1.25, cy - r * 1.25, cx + r * 1.25, cy + r * 1.25],
                         fill=(255, 255, 255))
        draw_locomotive(pen.draw, cx, cy + r * 0.1, r, INK)
    else:
        fill = CARD[color]
        pen.draw.rounded_rectangle(box, radius, fill=fill, outline=(255, 255, 255),
                                   width=pen.w(2.5))
        cx, cy = pen.p(w / 2, h / 2)
        r = min(w, h) * 0.26 * pen.k
        draw_symbol(pen.draw, color, cx, cy, r, ink_on(fill))
        draw_symbol(pen.draw, color, *pen.p(w * 0.17, h * 0.2), r * 0.38, ink_on(fill))
    pen.draw.rounded_rectangle(box, radius, outline=INK, width=pen.w(1.3))


@cache
def card_sprite(color: str, w: int, h: int) -> Sprite:
    """A train card of `color` (a card kind) w x h pixels, placed at (0, 0)."""
    return make_sprite((0, 0, w + 2, h + 2), lambda pen: _paint_card(pen, color, w, h))


def paste_card(target: Image.Image, color: str, x: int, y: int, w: int, h: int,
               count: int | None = None) -> None:
    """A card at (x, y); with `count`, a badge saying how many."""
    sprite = card_sprite(color, w, h)
    target.paste(sprite.image, (x + sprite.x, y + sprite.y), sprite.image)
    if count is not None:
        draw = ImageDraw.Draw(target)
        f = font(max(14, h // 3), "black")
        bx, by = x + w - 4, y + h - 4
        draw.text((bx, by), f"×{count}", font=f, anchor="rs", fill=(255, 255, 255),
                  stroke_width=3, stroke_fill=INK)


def count_badge(draw: ImageDraw.ImageDraw, x: float, y: float, w: float, h: float, count: int,
                size: int) -> None:
    """How many of a card, in large white digits on a dark pill over the card's lower
    right corner (the card's box is x, y, w, h)."""
    f = font(size, "black")
    text = str(count)
    bw = f.getlength(text) + size * 0.4
    bh = size * 1.15
    box = [x + w - bw + size * 0.15, y + h - bh + size * 0.25, x + w + size * 0.15,
           y + h + size * 0.25]
    draw.rounded_rectangle(box, radius=size * 0.28, fill=INK, outline=(255, 255, 255), width=2)
    draw.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), text, font=f,
              fill=(255, 255, 255), anchor="mm")


def paste_held(target: Image.Image, hand: Mapping[str, int], x: int, y: int, w: int, h: int,
               right: int, badge: int) -> bool:
    """The kinds of card the hand holds, in card order from (x, y), each w x h with how
    many in large digits (`badge` px), closer together if they would pass `right`.
    False, and nothing drawn, when the hand is empty."""
    held = [k for k in CARD_KINDS if hand.get(k, 0)]
    if not held:
        return False
    draw = ImageDraw.Draw(target)
    step = min(w + badge // 2, (right - x - w) // max(1, len(held) - 1) or w)
    for i, kind in enumerate(held):
        paste_card(target, kind, x + i * step, y, w, h)
        count_badge(draw, x + i * step, y, w, h, hand[kind], badge)
    return True
