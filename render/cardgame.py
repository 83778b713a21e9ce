"""The Card Game's pictures: the public table and a player's private hand.

The table is made for the chat column's preview: one line per player with their score
always at the same place on the right, their played cards as one card per colour with a
count, plain words for what they hold; the face-up cards shown without empty slots; and
the same size on every turn of a game, the end included (the tally then takes the
face-up row's place and each player's line shows their final score)."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from engine.cardgame import PlayerPublic, PrivateView, PublicView, TicketResult, load_cardgame
from engine.cards import CARD_KINDS, LOCOMOTIVE

from .badges import seat_badge
from .card_faces import count_badge, paste_card, paste_held
from .fonts import font
from .hand import draw_check, private_header
from .labels import counted, word
from .palette import (
    BAD,
    GOOD,
    HIGHLIGHT,
    INK,
    PANEL,
    PANEL_MUTED,
    PANEL_ROW,
    PANEL_TEXT,
    WARN,
)
from .png import png_bytes
from .text import fit
from .ticket_cards import ticket_sprite

WIDTH = 1600
PAD = 24
TICKET_W, TICKET_H = 296, 150

#: the public table's width and parts
TABLE_W = 1200
HEAD_H = 118
MIDDLE_H = 196
ROW_H = 104
SIDING_X = 470
SCORE_W = 120
SIDE_W, SIDE_H = 78, 56
CURRENT_ROW = (70, 76, 92)

Labels = Mapping[str, str] | None


def score_of(view: PublicView, seat: int) -> int:
    """A player's points so far: the final total, or the scorings held until now."""
    if view.final is not None:
        return view.final.players[seat].total
    return sum(s.points[seat] for s in view.scorings)


class _Canvas:
    """A tall picture drawn top to bottom, cropped to what was drawn."""

    def __init__(self, height: int = 4000, width: int = WIDTH) -> None:
        self.img = Image.new("RGB", (width, height), PANEL)
        self.draw = ImageDraw.Draw(self.img)
        self.y = PAD
        self.width = width

    def heading(self, text: str, color: tuple[int, int, int] = PANEL_MUTED) -> None:
        self.draw.text((PAD, self.y), text.upper(), font=font(28, "bold"), fill=color,
                       anchor="lt")
        self.y += 42

    def done(self) -> Image.Image:
        return self.img.crop((0, 0, self.width, self.y + PAD))


def table_size(players: int) -> tuple[int, int]:
    """The table picture's size: fixed by the number of players."""
    return TABLE_W, PAD + HEAD_H + MIDDLE_H + players * (ROW_H + 10) + PAD - 10


def _head(draw: ImageDraw.ImageDraw, view: PublicView, labels: Labels) -> None:
    """The title and turn, then one line saying whose turn it is (amber in the last
    turns) or who won."""
    tf = font(30, "semibold")
    turn = word(labels, "turn", turn=view.turn + 1)
    if view.runs > 1 and view.final is None:
        turn = f"{word(labels, 'deck_pass', run=view.run, runs=view.runs)} · {turn}"
    draw.text((TABLE_W - PAD, PAD + 4), turn, font=tf, fill=PANEL_MUTED, anchor="rt")
    title = fit(word(labels, "cardgame_title"), font(36, "black"),
                TABLE_W - 3 * PAD - tf.getlength(turn))
    draw.text((PAD, PAD), title, font=font(36, "black"), fill=PANEL_TEXT, anchor="lt")
    y = PAD + 56
    box = [PAD, y, TABLE_W - PAD, y + 50]
    f = font(32, "black")
    if view.final is not None:
        winner = view.players[view.final.ranking[0]].name
        text, fill, ink = (f"{word(labels, 'game_over')} · "
                           f"{word(labels, 'winner', name=winner)}"), PANEL_ROW, HIGHLIGHT
    elif view.phase == "choosing_tickets":
        text, fill, ink = word(labels, "choosing_tickets"), PANEL_ROW, HIGHLIGHT
    else:
        text = "▶ " + word(labels, "to_play", name=view.players[view.current].name)
        fill, ink = PANEL_ROW, HIGHLIGHT
        if view.final_turns_left is not None:
            text += " · " + word(labels, "last_turns", turns=view.final_turns_left)
            fill, ink = WARN, INK
    draw.rounded_rectangle(box, radius=10, fill=fill)
    draw.text((PAD + 16, y + 25), fit(text, f, TABLE_W - 2 * PAD - 32), font=f, fill=ink,
              anchor="lm")


def _middle(img: Image.Image, view: PublicView, labels: Labels) -> None:
    """The face-up cards that are there, the piles, and the last move."""
    draw = ImageDraw.Draw(img)
    y = PAD + HEAD_H
    w, h, gap = 104, 72, 12
    x = PAD
    for card in view.face_up:
        if card is not None:
            paste_card(img, card, x, y, w, h)
            x += w + gap
    x = max(x + 24, PAD + 5 * (w + gap) + 24)
    nf, lf = font(42, "black"), font(26, "semibold")
    for name, size in ((word(labels, "deck"), view.deck_size),
                       (word(labels, "discard"), view.discard_size),
                       (word(labels, "ticket_deck"), view.ticket_deck_size)):
        draw.text((x, y), str(size), font=nf, fill=PANEL_TEXT, anchor="lt")
        draw.text((x, y + h), name, font=lf, fill=PANEL_MUTED, anchor="ld")
        x += max(nf.getlength(str(size)), lf.getlength(name)) + 36
    move = view.last_move
    if move is None:
        return
    my = y + h + 24
    key = {"play": "move_play", "draw": "move_draw_cards", "tickets": "move_tickets",
           "pass": "move_pass"}.get(move.kind, "move_draw")
    f = font(30, "bold")
    text = word(labels, key, name=view.players[move.player].name)
    draw.text((PAD, my + 26), text, font=f, fill=PANEL_TEXT, anchor="lm")
    x = PAD + f.getlength(text) + 14
    for kind in CARD_KINDS:
        n = move.cards.get(kind, 0)
        if n:
            paste_card(img, kind, int(x), my, 74, 52)
            if n > 1:
                count_badge(draw, x, my, 74, 52, n, 26)
            x += 90
    if move.blind:
        draw.text((x + 4, my + 26), word(labels, "blind", count=move.blind), font=f,
                  fill=PANEL_MUTED, anchor="lm")


def _results(draw: ImageDraw.ImageDraw, view: PublicView, labels: Labels) -> None:
    """At the end, in the face-up row's place: the Big City bonuses won."""
    assert view.final is not None
    data = load_cardgame()
    y = PAD + HEAD_H
    draw.text((PAD, y), word(labels, "big_cities"), font=font(30, "black"), fill=PANEL_TEXT,
              anchor="lt")
    y += 46
    f = font(28, "bold")
    for seat in view.final.ranking:
        r = view.final.players[seat]
        if not r.big_cities:
            continue
        seat_badge(draw, PAD, y, 34, seat)
        cities = ", ".join(data.city_name(c) for c in r.big_cities)
        draw.text((PAD + 46, y + 17), fit(f"+{r.big_city_points}  {cities}", f,
                  TABLE_W - 2 * PAD - 50), font=f, fill=HIGHLIGHT, anchor="lm")
        y += 42
        if y > PAD + HEAD_H + MIDDLE_H - 42:
            break


def _siding(img: Image.Image, p: PlayerPublic, x: int, y: int, right: int,
            labels: Labels) -> None:
    """The player's played cards: one card per colour with how many lie in that row."""
    draw = ImageDraw.Draw(img)
    if not p.siding:
        draw.text((x, y + SIDE_H / 2), word(labels, "empty_siding"), font=font(26, "semibold"),
                  fill=PANEL_MUTED, anchor="lm")
        return
    order = {k: i for i, k in enumerate(CARD_KINDS)}
    rows = sorted(p.siding, key=lambda k: order.get(k, 99))
    step = min(SIDE_W + 22, (right - x - SIDE_W) // max(1, len(rows) - 1) or SIDE_W)
    for color in rows:
        row = p.siding[color]
        locos = sum(1 for c in row if c == LOCOMOTIVE)
        paste_card(img, color, x, y, SIDE_W, SIDE_H)
        if locos and color != LOCOMOTIVE:
            paste_card(img, LOCOMOTIVE, x - 6, y + SIDE_H - 26, 36, 26)
        count_badge(draw, x, y, SIDE_W, SIDE_H, len(row), 34)
        x += step


def _player_row(img: Image.Image, view: PublicView, p: PlayerPublic, y: int,
                labels: Labels) -> None:
    draw = ImageDraw.Draw(img)
    current = p.seat == view.current and view.phase == "playing" and view.final is None
    draw.rounded_rectangle([PAD, y, TABLE_W - PAD, y + ROW_H], radius=12,
                           fill=CURRENT_ROW if current else PANEL_ROW)
    if current:
        draw.rounded_rectangle([PAD, y, PAD + 8, y + ROW_H], radius=4, fill=HIGHLIGHT)
    x = PAD + 16
    seat_badge(draw, x, y + 10, 42, p.seat)
    nf = font(34, "black")
    draw.text((x + 54, y + 31), fit(p.name, nf, SIDING_X - x - 70), font=nf, fill=PANEL_TEXT,
              anchor="lm")
    lf = font(25, "semibold")
    if view.final is not None:
        r = view.final.players[p.seat]
        won = sum(t.points for t in r.completed)
        lost = sum(t.points for t in r.failed)
        parts = [(word(labels, "ticket_points"), PANEL_MUTED),
                 (f"+{won} ({len(r.completed)})", GOOD)]
        if lost:
            parts.append((f"−{lost} ({len(r.failed)})", BAD))
        if r.big_city_points:
            parts += [("·", PANEL_MUTED), (word(labels, "big_city_points"), PANEL_MUTED),
                      (f"+{r.big_city_points}", HIGHLIGHT)]
        lx = x
        for text, color in parts:
            draw.text((lx, y + 78), text, font=lf, fill=color, anchor="lm")
            lx += lf.getlength(text) + 10
    else:
        line = (f"{counted(labels, 'cards', p.cards)} · "
                f"{counted(labels, 'tickets', p.tickets)} · "
                f"{p.tracks} {word(labels, 'on_the_tracks')} · "
                f"{word(labels, 'completed_count', count=p.completed)}")
        draw.text((x, y + 78), fit(line, lf, SIDING_X - x + 120), font=lf, fill=PANEL_MUTED,
                  anchor="lm")
    right = TABLE_W - PAD - SCORE_W
    if view.final is None:
        _siding(img, p, SIDING_X + 130, y + 12, right - 10, labels)
    sf = font(50, "black")
    draw.rounded_rectangle([right, y + 10, TABLE_W - PAD - 10, y + ROW_H - 10], radius=10,
                           fill=PANEL)
    draw.text((right + (SCORE_W - 10) / 2, y + ROW_H / 2), str(score_of(view, p.seat)),
              font=sf, fill=PANEL_TEXT, anchor="mm")


def cardgame_table_image(view: PublicView, labels: Labels = None) -> Image.Image:
    """The Card Game table as everyone sees it."""
    img = Image.new("RGB", table_size(len(view.players)), PANEL)
    draw = ImageDraw.Draw(img)
    _head(draw, view, labels)
    if view.final is None:
        _middle(img, view, labels)
    else:
        _results(draw, view, labels)
    y = PAD + HEAD_H + MIDDLE_H
    players = view.players
    if view.final is not None:
        players = [view.players[s] for s in view.final.ranking]
    for p in players:
        _player_row(img, view, p, y, labels)
        y += ROW_H + 10
    return img


def render_cardgame_table(view: PublicView, labels: Labels = None) -> bytes:
    """The Card Game table (public) as PNG bytes."""
    return png_bytes(cardgame_table_image(view, labels))


# --- the private hand ---------------------------------------------------------------------


def _ticket_grid(c: _Canvas, tickets: list[int], done: bool = False) -> None:
    per_row = (WIDTH - 2 * PAD + 18) // (TICKET_W + 18)
    for i, ticket in enumerate(tickets):
        x = PAD + (i % per_row) * (TICKET_W + 18)
        y = c.y + (i // per_row) * (TICKET_H + 16)
        sprite = ticket_sprite(ticket, TICKET_W, TICKET_H)
        c.img.paste(sprite.image, (x, y), sprite.image)
        if done:
            c.draw.ellipse([x + TICKET_W - 56, y + TICKET_H - 48, x + TICKET_W - 14,
                            y + TICKET_H - 6], fill=GOOD, outline=INK, width=2)
            draw_check(c.draw, x + TICKET_W - 46, y + TICKET_H - 38, 22, (255, 255, 255))
    rows = (len(tickets) + per_row - 1) // per_row
    c.y += rows * (TICKET_H + 16) + 8


def _big_cities(c: _Canvas, labels: Labels) -> None:
    data = load_cardgame()
    c.heading(word(labels, "big_cities"))
    x = PAD
    for b in data.big_cities:
        text = f"{data.city_name(b.city)} {b.points}"
        f = font(28, "bold")
        w = f.getlength(text) + 32
        c.draw.rounded_rectangle([x, c.y, x + w, c.y + 44], radius=22, fill=PANEL_ROW)
        c.draw.text((x + 16, c.y + 22), text, font=f, fill=(236, 128, 110), anchor="lm")
        x += int(w) + 12
    c.y += 56


def _completed(view: PublicView, seat: int) -> list[TicketResult]:
    return [t for s in view.scorings for t in s.completed[seat]]


def cardgame_hand_image(view: PrivateView, labels: Labels = None) -> Image.Image:
    """One player's cards and tickets (send it to that player only)."""
    c = _Canvas()
    private_header(c.draw, c.y, view.seat, view.players[view.seat].name,
                   word(labels, "cardgame_title"), word(labels, "turn", turn=view.turn + 1))
    c.y += 80
    c.heading(word(labels, "your_cards"))
    if not paste_held(c.img, view.hand, PAD, c.y, 150, 104, WIDTH - PAD, 52):
        c.draw.text((PAD, c.y + 52), word(labels, "no_cards"), font=font(34, "bold"),
                    fill=PANEL_MUTED, anchor="lm")
    c.y += 104 + 30
    if view.offered:
        c.heading(word(labels, "offered", keep=view.keep_min), WARN)
        _ticket_grid(c, [t.ticket for t in view.offered])
    c.heading(word(labels, "your_tickets"))
    if view.tickets:
        _ticket_grid(c, [t.ticket for t in view.tickets])
    else:
        c.draw.text((PAD, c.y), word(labels, "no_tickets"), font=font(20, "semibold"),
                    fill=PANEL_MUTED, anchor="lt")
        c.y += 36
    done = _completed(view, view.seat)
    if done:
        c.heading(word(labels, "completed_tickets"), GOOD)
        _ticket_grid(c, [t.ticket for t in done], done=True)
    if view.own_tracks is not None:
        c.heading(word(labels, "own_pile"))
        paste_held(c.img, view.own_tracks, PAD, c.y, 96, 66, WIDTH - PAD, 36)
        c.y += 66 + 26
    _big_cities(c, labels)
    return c.done()


def render_cardgame_hand(view: PrivateView, labels: Labels = None) -> bytes:
    """A Card Game player's hand and tickets as PNG bytes (send it to them only)."""
    return png_bytes(cardgame_hand_image(view, labels))

