"""The Card Game's pictures: the public table (face-up cards, every player's Siding by
colour row, pile sizes, scores) and a player's private hand with their tickets drawn as
cards with their colour circles."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from engine.cardgame import PlayerPublic, PrivateView, PublicView, TicketResult, load_cardgame
from engine.cards import CARD_KINDS

from .card_faces import paste_card, paste_hand
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
from .panel import seat_badge
from .png import png_bytes
from .text import fit
from .ticket_cards import ticket_sprite

WIDTH = 1600
PAD = 24
INFO_W = 360
ROW_CARD_W, ROW_CARD_H, FAN = 96, 66, 24
TICKET_W, TICKET_H = 296, 120

Labels = Mapping[str, str] | None


def score_of(view: PublicView, seat: int) -> int:
    """A player's points so far: the final total, or the scorings held until now."""
    if view.final is not None:
        return view.final.players[seat].total
    return sum(s.points[seat] for s in view.scorings)


class _Canvas:
    """A tall picture drawn top to bottom, cropped to what was drawn."""

    def __init__(self, height: int = 4000) -> None:
        self.img = Image.new("RGB", (WIDTH, height), PANEL)
        self.draw = ImageDraw.Draw(self.img)
        self.y = PAD

    def heading(self, text: str, color: tuple[int, int, int] = PANEL_MUTED) -> None:
        self.draw.text((PAD, self.y), text.upper(), font=font(18, "bold"), fill=color,
                       anchor="lt")
        self.y += 32

    def done(self) -> Image.Image:
        return self.img.crop((0, 0, WIDTH, self.y + PAD))


def _header(c: _Canvas, view: PublicView, title: str, labels: Labels) -> None:
    turn = word(labels, "turn", turn=view.turn + 1)
    c.draw.text((WIDTH - PAD, c.y + 8), turn, font=font(22, "semibold"), fill=PANEL_MUTED,
                anchor="rt")
    c.draw.text((PAD, c.y), fit(title, font(34, "black"), 1100), font=font(34, "black"),
                fill=PANEL_TEXT, anchor="lt")
    if view.runs > 1:
        c.draw.text((WIDTH - PAD, c.y + 38), word(labels, "deck_pass", run=view.run,
                    runs=view.runs), font=font(19, "semibold"), fill=PANEL_MUTED, anchor="rt")
    c.y += 50


def _status(c: _Canvas, view: PublicView, labels: Labels) -> None:
    if view.final is not None:
        winner = view.players[view.final.ranking[0]].name
        text = f"{word(labels, 'game_over')} · {word(labels, 'winner', name=winner)}"
    elif view.phase == "choosing_tickets":
        text = word(labels, "choosing_tickets")
    else:
        text = "▶ " + word(labels, "to_play", name=view.players[view.current].name)
    c.draw.text((PAD, c.y), text, font=font(24, "bold"), fill=HIGHLIGHT, anchor="lt")
    c.y += 40
    if view.final_turns_left is not None and view.final is None:
        c.draw.rounded_rectangle([PAD, c.y, WIDTH - PAD, c.y + 50], radius=10, fill=WARN)
        text = word(labels, "last_turns", turns=view.final_turns_left)
        if view.last_round_by is not None:
            by = word(labels, "last_turns_by", name=view.players[view.last_round_by].name)
            text = f"{text} · {by}"
        c.draw.text((PAD + 16, c.y + 25), fit(text, font(23, "black"), WIDTH - 2 * PAD - 32),
                    font=font(23, "black"), fill=INK, anchor="lm")
        c.y += 64


def _table_middle(c: _Canvas, view: PublicView, labels: Labels) -> None:
    c.heading(word(labels, "face_up"))
    w, h, gap = 120, 84, 12
    for i, card in enumerate(view.face_up):
        x = PAD + i * (w + gap)
        if card is None:
            c.draw.rounded_rectangle([x, c.y, x + w, c.y + h], radius=10, outline=PANEL_MUTED,
                                     width=2)
        else:
            paste_card(c.img, card, x, c.y, w, h)
    x = PAD + 5 * (w + gap) + 30
    for name, size in ((word(labels, "deck"), view.deck_size),
                       (word(labels, "discard"), view.discard_size),
                       (word(labels, "ticket_deck"), view.ticket_deck_size)):
        c.draw.text((x, c.y + 10), str(size), font=font(40, "black"), fill=PANEL_TEXT,
                    anchor="lt")
        c.draw.text((x, c.y + 58), name, font=font(19, "semibold"), fill=PANEL_MUTED,
                    anchor="lt")
        x += 170
    c.y += h + 20
    move = view.last_move
    if move is None:
        return
    name = view.players[move.player].name
    key = {"play": "move_play", "draw": "move_draw_cards", "tickets": "move_tickets",
           "pass": "move_pass"}.get(move.kind, "move_draw")
    c.heading(word(labels, "last_move"))
    f = font(22, "semibold")
    text = word(labels, key, name=name)
    c.draw.text((PAD, c.y + 17), text, font=f, fill=PANEL_TEXT, anchor="lm")
    x = PAD + f.getlength(text) + 14
    for kind in CARD_KINDS:
        for _ in range(move.cards.get(kind, 0)):
            paste_card(c.img, kind, int(x), c.y, 48, 34)
            x += 54
    if move.blind:
        c.draw.text((x + 4, c.y + 17), word(labels, "blind", count=move.blind), font=f,
                    fill=PANEL_MUTED, anchor="lm")
    c.y += 52


def _siding_height(player: PlayerPublic) -> int:
    longest = max((len(row) for row in player.siding.values()), default=0)
    return ROW_CARD_H + max(0, longest - 1) * FAN


def _player_info(c: _Canvas, view: PublicView, p: PlayerPublic, top: int,
                 labels: Labels) -> None:
    x = PAD + 16
    seat_badge(c.draw, x, top + 14, 46, p.seat)
    sf = font(38, "black")
    score = str(score_of(view, p.seat))
    right = PAD + INFO_W
    c.draw.text((right, top + 8), score, font=sf, fill=PANEL_TEXT, anchor="rt")
    room = right - sf.getlength(score) - 12 - (x + 60)
    c.draw.text((x + 60, top + 14), fit(p.name, font(25, "bold"), room), font=font(25, "bold"),
                fill=PANEL_TEXT, anchor="lt")
    lf = font(18, "semibold")
    lines = [f"{counted(labels, 'cards', p.cards)} · {counted(labels, 'tickets', p.tickets)}",
             f"{p.tracks} {word(labels, 'on_the_tracks')} · "
             + word(labels, "completed_count", count=p.completed)]
    for i, line in enumerate(lines):
        c.draw.text((x, top + 74 + i * 26), fit(line, lf, INFO_W - 16), font=lf,
                    fill=PANEL_MUTED, anchor="lt")


def _siding(c: _Canvas, p: PlayerPublic, top: int, labels: Labels) -> None:
    x = PAD + INFO_W + 40
    if not p.siding:
        c.draw.text((x, top + 20 + ROW_CARD_H // 2), word(labels, "empty_siding"),
                    font=font(20, "semibold"), fill=PANEL_MUTED, anchor="lm")
        return
    order = {k: i for i, k in enumerate(CARD_KINDS)}
    for color in sorted(p.siding, key=lambda k: order.get(k, 99)):
        row = p.siding[color]
        for i, card in enumerate(row):
            last = i == len(row) - 1
            paste_card(c.img, card, x, top + 16 + i * FAN, ROW_CARD_W, ROW_CARD_H,
                       count=len(row) if last else None)
        x += ROW_CARD_W + 16


def _players(c: _Canvas, view: PublicView, labels: Labels) -> None:
    info_h = 74 + 2 * 26 + 6
    for p in view.players:
        h = max(info_h, _siding_height(p) + 32)
        current = p.seat == view.current and view.phase == "playing" and view.final is None
        c.draw.rounded_rectangle([PAD, c.y, WIDTH - PAD, c.y + h], radius=12,
                                 fill=(70, 76, 92) if current else PANEL_ROW)
        if current:
            c.draw.rounded_rectangle([PAD, c.y, PAD + 7, c.y + h], radius=3, fill=HIGHLIGHT)
        _player_info(c, view, p, c.y, labels)
        _siding(c, p, c.y, labels)
        c.y += h + 12


def _results(c: _Canvas, view: PublicView, labels: Labels) -> None:
    """The final ranking: tickets won and lost, Big City bonuses, totals."""
    if view.final is None:
        return
    c.heading(word(labels, "final_scores"))
    data = load_cardgame()
    cols = (PAD + 60, PAD + 330, PAD + 560, PAD + 760)
    head = ("player", "tickets_won", "tickets_lost", "big_cities")
    for x, key in zip(cols, head, strict=True):
        c.draw.text((x, c.y), word(labels, key), font=font(17, "semibold"), fill=PANEL_MUTED,
                    anchor="lt")
    c.draw.text((WIDTH - PAD - 16, c.y), word(labels, "total"), font=font(17, "semibold"),
                fill=PANEL_MUTED, anchor="rt")
    c.y += 28
    for place, seat in enumerate(view.final.ranking, start=1):
        r = view.final.players[seat]
        c.draw.rounded_rectangle([PAD, c.y, WIDTH - PAD, c.y + 50], radius=10,
                                 fill=(70, 76, 92) if place == 1 else PANEL_ROW)
        mid = c.y + 25
        c.draw.text((PAD + 14, mid), f"{place}.", font=font(22, "black"), fill=PANEL_MUTED,
                    anchor="lm")
        seat_badge(c.draw, cols[0], c.y + 7, 36, seat)
        name = fit(view.players[seat].name, font(23, "bold"), cols[1] - cols[0] - 60)
        c.draw.text((cols[0] + 48, mid), name, font=font(23, "bold"), fill=PANEL_TEXT,
                    anchor="lm")
        won = sum(t.points for t in r.completed)
        lost = sum(t.points for t in r.failed)
        vf = font(22, "bold")
        c.draw.text((cols[1], mid), f"+{won} ({len(r.completed)})", font=vf, fill=GOOD,
                    anchor="lm")
        c.draw.text((cols[2], mid), f"−{lost} ({len(r.failed)})", font=vf,
                    fill=BAD if lost else PANEL_TEXT, anchor="lm")
        cities = ", ".join(data.city_name(city) for city in r.big_cities)
        bonus = f"+{r.big_city_points}" + (f"  {cities}" if cities else "")
        c.draw.text((cols[3], mid), fit(bonus, font(20, "semibold"), WIDTH - PAD - 120 - cols[3]),
                    font=font(20, "semibold"), fill=HIGHLIGHT if cities else PANEL_TEXT,
                    anchor="lm")
        c.draw.text((WIDTH - PAD - 16, mid), str(r.total), font=font(30, "black"),
                    fill=PANEL_TEXT, anchor="rm")
        c.y += 58
    c.y += 12


def cardgame_table_image(view: PublicView, labels: Labels = None) -> Image.Image:
    """The Card Game table as everyone sees it."""
    c = _Canvas()
    _header(c, view, word(labels, "cardgame_title"), labels)
    _status(c, view, labels)
    _results(c, view, labels)
    _table_middle(c, view, labels)
    _players(c, view, labels)
    return c.done()


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
        f = font(21, "bold")
        w = f.getlength(text) + 28
        c.draw.rounded_rectangle([x, c.y, x + w, c.y + 36], radius=18, fill=PANEL_ROW)
        c.draw.text((x + 14, c.y + 18), text, font=f, fill=(236, 128, 110), anchor="lm")
        x += int(w) + 12
    c.y += 48


def _completed(view: PublicView, seat: int) -> list[TicketResult]:
    return [t for s in view.scorings for t in s.completed[seat]]


def cardgame_hand_image(view: PrivateView, labels: Labels = None) -> Image.Image:
    """One player's cards and tickets (send it to that player only)."""
    c = _Canvas()
    private_header(c.draw, c.y, view.seat, view.players[view.seat].name,
                   word(labels, "cardgame_title"), word(labels, "turn", turn=view.turn + 1))
    c.y += 70
    c.heading(word(labels, "your_cards"))
    paste_hand(c.img, view.hand, PAD, c.y, 150, 104, 12, PANEL)
    c.y += 104 + 24
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
        paste_hand(c.img, view.own_tracks, PAD, c.y, 96, 66, 10, PANEL)
        c.y += 66 + 20
    _big_cities(c, labels)
    return c.done()


def render_cardgame_hand(view: PrivateView, labels: Labels = None) -> bytes:
    """A Card Game player's hand and tickets as PNG bytes (send it to them only)."""
    return png_bytes(cardgame_hand_image(view, labels))

