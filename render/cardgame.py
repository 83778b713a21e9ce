"""The Card Game's public table, in the board picture's shape and size (the desktop box's
1.57:1) for every number of players and every turn, the end included: whose turn in
large type, the face-up cards, the piles and the last move, then one row per player with
their name and score in type that reads in the desktop and phone boxes, their played
cards as one card per colour with a count, and plain words for what they hold (at the end
the tally takes the face-up row's place and each row shows the final score)."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from engine.cardgame import PlayerPublic, PublicView, load_cardgame
from engine.cards import CARD_KINDS, LOCOMOTIVE

from .badges import seat_badge
from .board_frame import BOARD_SIZE
from .card_faces import count_badge, paste_card
from .fonts import font
from .labels import counted, word, word_for
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

PAD = 24
#: the public table's size and parts
TABLE_W, TABLE_H = BOARD_SIZE
HEAD_H = 150
MIDDLE_H = 250
ROW_MAX = 190
SIDING_X = 620
SCORE_W = 170
SIDE_W, SIDE_H = 104, 74
CURRENT_ROW = (70, 76, 92)
#: names and scores: capitals 10 and 14 px in the desktop box (6 and 8 on a phone)
NAME_SIZE, SCORE_SIZE, TURN_SIZE = 50, 64, 50

Labels = Mapping[str, str] | None


def score_of(view: PublicView, seat: int) -> int:
    """A player's points so far: the final total, or the scorings held until now."""
    if view.final is not None:
        return view.final.players[seat].total
    return sum(s.points[seat] for s in view.scorings)


def table_size(players: int) -> tuple[int, int]:
    """The table picture's size: the same for every number of players."""
    return TABLE_W, TABLE_H


def row_height(players: int) -> int:
    """The height of a player's row: the rows share the room under the face-up cards."""
    room = TABLE_H - 2 * PAD - HEAD_H - MIDDLE_H
    return min(ROW_MAX, room // max(1, players) - 12)


def _head(draw: ImageDraw.ImageDraw, view: PublicView, labels: Labels) -> None:
    """The title and turn, then one line saying whose turn it is (amber in the last
    turns) or who won."""
    tf = font(34, "semibold")
    turn = word(labels, "turn", turn=view.turn + 1)
    if view.runs > 1 and view.final is None:
        turn = f"{word(labels, 'deck_pass', run=view.run, runs=view.runs)} · {turn}"
    draw.text((TABLE_W - PAD, PAD + 4), turn, font=tf, fill=PANEL_MUTED, anchor="rt")
    title = fit(word(labels, "cardgame_title"), font(34, "bold"),
                TABLE_W - 3 * PAD - tf.getlength(turn))
    draw.text((PAD, PAD), title, font=font(34, "bold"), fill=PANEL_MUTED, anchor="lt")
    y = PAD + 50
    box = [PAD, y, TABLE_W - PAD, y + 80]
    f = font(TURN_SIZE, "bold")
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
            text += " · " + word_for(labels, "last_turns", view.final_turns_left,
                                     turns=view.final_turns_left)
            fill, ink = WARN, INK
    draw.rounded_rectangle(box, radius=10, fill=fill)
    size = TURN_SIZE
    while size > 40 and font(size, "bold").getlength(text) > TABLE_W - 2 * PAD - 32:
        size -= 2
    f = font(size, "bold")
    draw.text((PAD + 16, y + 40), fit(text, f, TABLE_W - 2 * PAD - 32), font=f, fill=ink,
              anchor="lm")


def _middle(img: Image.Image, view: PublicView, labels: Labels) -> None:
    """The face-up cards that are there, the piles, and the last move."""
    draw = ImageDraw.Draw(img)
    y = PAD + HEAD_H
    w, h, gap = 132, 92, 14
    x = PAD
    for card in view.face_up:
        if card is not None:
            paste_card(img, card, x, y, w, h)
            x += w + gap
    x = max(x + 24, PAD + 5 * (w + gap) + 24)
    nf, lf = font(52, "black"), font(30, "semibold")
    for name, size in ((word(labels, "deck"), view.deck_size),
                       (word(labels, "discard"), view.discard_size),
                       (word(labels, "ticket_deck"), view.ticket_deck_size)):
        draw.text((x, y), str(size), font=nf, fill=PANEL_TEXT, anchor="lt")
        draw.text((x, y + h), name, font=lf, fill=PANEL_MUTED, anchor="ld")
        x += max(nf.getlength(str(size)), lf.getlength(name)) + 36
    move = view.last_move
    if move is None:
        return
    my = y + h + 30
    key = {"play": "move_play", "draw": "move_draw_cards", "tickets": "move_tickets",
           "pass": "move_pass"}.get(move.kind, "move_draw")
    f = font(48, "bold")
    text = word(labels, key, name=view.players[move.player].name)
    draw.text((PAD, my + 40), text, font=f, fill=PANEL_TEXT, anchor="lm")
    x = PAD + f.getlength(text) + 18
    for kind in CARD_KINDS:
        n = move.cards.get(kind, 0)
        if n:
            paste_card(img, kind, int(x), my + 6, 98, 68)
            if n > 1:
                count_badge(draw, x, my + 6, 98, 68, n, 32)
            x += 116
    if move.blind:
        draw.text((x + 4, my + 40), word(labels, "blind", count=move.blind), font=f,
                  fill=PANEL_MUTED, anchor="lm")


def _results(draw: ImageDraw.ImageDraw, view: PublicView, labels: Labels) -> None:
    """At the end, in the face-up row's place: the Big City bonuses won."""
    assert view.final is not None
    data = load_cardgame()
    y = PAD + HEAD_H
    draw.text((PAD, y), word(labels, "big_cities"), font=font(40, "black"), fill=PANEL_TEXT,
              anchor="lt")
    y += 58
    f = font(36, "bold")
    for seat in view.final.ranking:
        r = view.final.players[seat]
        if not r.big_cities:
            continue
        seat_badge(draw, PAD, y, 46, seat)
        cities = ", ".join(data.city_name(c) for c in r.big_cities)
        draw.text((PAD + 56, y + 20), fit(f"+{r.big_city_points}  {cities}", f,
                  TABLE_W - 2 * PAD - 60), font=f, fill=HIGHLIGHT, anchor="lm")
        y += 48
        if y > PAD + HEAD_H + MIDDLE_H - 48:
            break


def played_before(view: PublicView, p: PlayerPublic) -> bool:
    """Whether the player may have played cards: some went to their On-the-Tracks pile,
    tickets were scored, or a robbery may have taken a row (an empty siding then is not
    "nothing played yet")."""
    return p.tracks > 0 or p.completed > 0 or bool(view.scorings) or view.robberies > 0


def _siding(img: Image.Image, view: PublicView, p: PlayerPublic, x: int, y: int, right: int,
            labels: Labels) -> None:
    """The player's played cards: one card per colour with how many lie in that row."""
    draw = ImageDraw.Draw(img)
    if not p.siding:
        key = "siding_empty" if played_before(view, p) else "empty_siding"
        draw.text((x, y + SIDE_H / 2), word(labels, key), font=font(32, "semibold"),
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
            paste_card(img, LOCOMOTIVE, x - 6, y + SIDE_H - 34, 48, 34)
        count_badge(draw, x, y, SIDE_W, SIDE_H, len(row), 40)
        x += step


def _player_row(img: Image.Image, view: PublicView, p: PlayerPublic, y: int, h: int,
                labels: Labels) -> None:
    draw = ImageDraw.Draw(img)
    current = p.seat == view.current and view.phase == "playing" and view.final is None
    draw.rounded_rectangle([PAD, y, TABLE_W - PAD, y + h], radius=12,
                           fill=CURRENT_ROW if current else PANEL_ROW)
    if current:
        draw.rounded_rectangle([PAD, y, PAD + 10, y + h], radius=4, fill=HIGHLIGHT)
    x = PAD + 18
    top = y + (h - 104) // 3
    seat_badge(draw, x, top + 4, 50, p.seat)
    nf = font(NAME_SIZE, "bold")
    draw.text((x + 84, top + 29), fit(p.name, nf, SIDING_X - x - 100), font=nf,
              fill=PANEL_TEXT, anchor="lm")
    lf = font(30, "semibold")
    ly = y + h - (h - 104) // 3 - 20
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
            draw.text((lx, ly), text, font=lf, fill=color, anchor="lm")
            lx += lf.getlength(text) + 12
    else:
        line = (f"{counted(labels, 'cards', p.cards)} · "
                f"{counted(labels, 'tickets', p.tickets)} · "
                f"{p.tracks} {word(labels, 'on_the_tracks')} · "
                f"{word(labels, 'completed_count', count=p.completed)}")
        draw.text((x, ly), fit(line, lf, TABLE_W - PAD - SCORE_W - 20 - x), font=lf,
                  fill=PANEL_MUTED, anchor="lm")
    right = TABLE_W - PAD - SCORE_W
    if view.final is None:
        _siding(img, view, p, SIDING_X, top, right - 10, labels)
    sf = font(SCORE_SIZE, "black")
    draw.rounded_rectangle([right, y + 12, TABLE_W - PAD - 12, y + h - 12], radius=10,
                           fill=PANEL)
    draw.text((right + (SCORE_W - 12) / 2, y + h / 2), str(score_of(view, p.seat)),
              font=sf, fill=PANEL_TEXT, anchor="mm")


def cardgame_table_image(view: PublicView, labels: Labels = None) -> Image.Image:
    """The Card Game table as everyone sees it."""
    img = Image.new("RGB", (TABLE_W, TABLE_H), PANEL)
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
    h = row_height(len(players))
    for p in players:
        _player_row(img, view, p, y, h, labels)
        y += h + 12
    return img


def render_cardgame_table(view: PublicView, labels: Labels = None) -> bytes:
    """The Card Game table (public) as PNG bytes."""
    return png_bytes(cardgame_table_image(view, labels))
