"""Ticket to Ride: The Card Game as pure functions: set up, list legal actions, apply.

`apply` checks everything before it changes anything, so a RuleError leaves the state
exactly as it was. Randomness comes only from the state's own random source.

A turn has two phases. Phase 1 is automatic and runs as the turn begins: the top card
of each colour row of the player's Siding goes face down onto their On-the-Tracks pile
(nothing happens with an empty Siding, as on a player's first turn). Phase 2 is the
player's one action: draw train cards, play onto the Siding, or draw tickets.

Our decisions where the rulebook scan is unclear or silent:
- a run is 2 or more cards of one colour, at least one of them that colour; its
  locomotives lie on top of the row. A row's size counts its locomotives, for robbing
  too; a robbed row is discarded whole, locomotives included; phase 1 moves a row's top
  card, so locomotives move first;
- a player must take the second card of a draw when one can be taken; when none can
  (only face-up locomotives are left to take), the draw ends after one card;
- the deck runs out when its last face-down card is taken (drawn blind or turned up to
  refill the face-up row). Taking it ends that player's draw: no second card (the
  rulebook: the player "may decide to use this turn to take that card"). From then on no
  train card can be drawn, face-up ones included ("the other players then have only two
  choices in phase 2: drawing tickets or playing onto the Siding"); every player, the
  one who took the last card included, has one more turn with only those two choices
  (with 4 players the same happens before the middle scoring);
- a player with no legal action at all passes (as in the board games);
- setup: every player chooses their starting tickets at once; each one's unwanted
  tickets are shuffled back into the ticket deck as they choose;
- 4 players, first run-out: after the scoring, every train card except the hands
  (discards, face-up row, Sidings, On-the-Tracks piles) is shuffled into the new deck,
  4 cards are dealt to each player one at a time starting with the next player, 5 are
  turned face up, and that next player (left of the one who played last) takes the
  next turn. If the new deck is already empty then, the last turns begin at once.

The turn order, the runs through the deck and the scorings are in
`engine.cardgame.turns`.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from ..cards import CARD_KINDS, COLORS, LOCOMOTIVE, Cards, add, contains, count_cards, spend, total
from ..choices import keep_actions, keep_offered, offer_tickets
from ..deck import takeable_face_up
from ..errors import RuleError
from ..events import Events, event
from ..rng import next_stream
from ..unvalidated import build_model
from .actions import Action, DrawCard, DrawTickets, KeepTickets, Pass, PlaySiding
from .data import load_cardgame
from .rules import RULES
from .state import CardGameState, CardPlayer, LastMove
from .turns import begin_turn, end_turn, final_scores, take_top

__all__ = ["apply", "check_play", "face_up_choices", "final_scores", "legal_actions", "new_game",
           "siding_plays", "total_cards"]


# --- set-up ---------------------------------------------------------------------------


def new_game(players: list[str], seed: int | str, *, own_pile_visible: bool = False
             ) -> tuple[CardGameState, Events]:
    """A new Card Game for the named players, seat 0 first. Every player is offered
    their 6 starting tickets at once. `own_pile_visible` is the beginners' variant: each
    player may look at their own On-the-Tracks pile."""
    if not RULES.min_players <= len(players) <= RULES.max_players:
        raise RuleError("player_count", game="cardgame", min=RULES.min_players,
                        max=RULES.max_players, count=len(players))
    data = load_cardgame()
    state = CardGameState(seed=seed, own_pile_visible=own_pile_visible,
                          players=[CardPlayer(name=n) for n in players])
    deck = data.deck_cards()
    for p in state.players:
        for _ in range(RULES.starting_locomotives):
            deck.remove(LOCOMOTIVE)
            add(p.hand, {LOCOMOTIVE: 1})
    next_stream(state).shuffle(deck)
    state.deck = deck
    for _ in range(RULES.initial_hand):
        for p in state.players:
            add(p.hand, {state.deck.pop(): 1})
    state.face_up = [state.deck.pop() for _ in range(RULES.face_up)]
    tickets = list(range(len(data.tickets)))
    next_stream(state).shuffle(tickets)
    events: Events = []
    for seat, p in enumerate(state.players):
        p.offered = tickets[:RULES.initial_tickets]
        del tickets[:RULES.initial_tickets]
        p.keep_min = min(RULES.initial_keep_min, len(p.offered))
        events.append(event(kind="tickets_offered", player=seat, to=seat,
                            params={"tickets": list(p.offered), "keep_min": p.keep_min}))
    state.ticket_deck = tickets
    state.phase = "choosing_tickets"
    events.insert(0, event(kind="game_created", params={
        "players": len(players), "hand": RULES.initial_hand + RULES.starting_locomotives,
        "own_pile_visible": own_pile_visible}))
    return state, events


# --- what may be done -----------------------------------------------------------------


def face_up_choices(state: CardGameState) -> list[str]:
    """Colours that may be taken face up now (a face-up locomotive counts as both cards
    of a draw, so it may not be the second)."""
    return takeable_face_up(state.face_up, state.drawn_this_turn > 0,
                            RULES.face_up_locomotive_counts_two)


#: the draw actions, made once (actions are immutable)
_DRAWS = {c: DrawCard(card=c) for c in (*CARD_KINDS, "deck")}
_DRAW_TICKETS = DrawTickets()


def _draw_choices(state: CardGameState) -> list[Action]:
    """The draws possible now: none once the deck has run out (face-up cards stay)."""
    if not state.deck:
        return []
    return [*(_DRAWS[c] for c in face_up_choices(state)), _DRAWS["deck"]]


@cache
def _run(color: str, count: int, locos: int) -> PlaySiding:
    """A run the engine lists, made once (actions are immutable; without validation)."""
    return build_model(PlaySiding, cards={color: count, LOCOMOTIVE: locos} if locos
                       else {color: count})


@cache
def _mixed(colors: tuple[str, ...]) -> PlaySiding:
    """A play of single cards of different colours, made once."""
    return build_model(PlaySiding, cards=dict.fromkeys(colors, 1))


def _held_rows(state: CardGameState, seat: int) -> dict[str, tuple[int, int]]:
    """Colour -> (seat, row size) of every other player's Siding row."""
    rows = {}
    for other, p in enumerate(state.players):
        if other != seat:
            for color, row in p.siding.items():
                if len(row) >= rows.get(color, (other, 0))[1]:
                    rows[color] = (other, len(row))
    return rows


def siding_plays(state: CardGameState, seat: int) -> list[Action]:
    """Every play onto the Siding `seat` may make with their hand now."""
    player = state.players[seat]
    hand = player.hand
    held = _held_rows(state, seat)
    locos = hand.get(LOCOMOTIVE, 0)
    plays: list[Action] = []
    free = [c for c in COLORS if hand.get(c, 0) and c not in player.siding]
    for c in free:
        need = max(RULES.min_run, held[c][1] + 1 if c in held else 0)
        for k in range(1, hand[c] + 1):
            for n in range(max(0, need - k), locos + 1):
                plays.append(_run(c, k, n))
    mixed = [c for c in free if c not in held]
    plays.extend(_mixed(trio) for trio in combinations(mixed, RULES.mixed_play))
    return plays


def legal_actions(state: CardGameState, seat: int) -> list[Action]:
    """Every action `seat` may take now."""
    if state.phase == "finished" or not 0 <= seat < len(state.players):
        return []
    player = state.players[seat]
    if player.offered:
        return list(keep_actions(KeepTickets, tuple(player.offered), player.keep_min))
    if state.phase != "playing" or seat != state.current:
        return []
    if state.drawn_this_turn:
        return _draw_choices(state)
    actions = _draw_choices(state)
    if state.ticket_deck:
        actions.append(_DRAW_TICKETS)
    actions.extend(siding_plays(state, seat))
    return actions or [Pass()]


# --- applying an action ---------------------------------------------------------------


def apply(state: CardGameState, seat: int, action: Action) -> Events:
    """Apply `seat`'s action to `state` in place and return what happened.

    Raises RuleError (and changes nothing) when the rules refuse the action.
    """
    if not 0 <= seat < len(state.players):
        raise RuleError("not_seated", seat=seat)
    if state.phase == "finished":
        raise RuleError("game_over")
    if isinstance(action, KeepTickets):
        return _keep_tickets(state, seat, action)
    if state.players[seat].offered:
        raise RuleError("must_choose_tickets")
    if state.phase != "playing":
        raise RuleError("waiting_for_tickets")
    if seat != state.current:
        raise RuleError("not_your_turn", current=state.current)
    if state.drawn_this_turn and not isinstance(action, DrawCard):
        raise RuleError("must_draw_second_card")
    if isinstance(action, DrawCard):
        return _draw_card(state, seat, action)
    if isinstance(action, PlaySiding):
        return _play_siding(state, seat, action)
    if isinstance(action, DrawTickets):
        return offer_tickets(state, seat, RULES.draw_tickets, RULES.draw_keep_min)
    if isinstance(action, Pass):
        return _pass(state, seat)
    raise RuleError("bad_command", text=str(action))


def _draw_card(state: CardGameState, seat: int, action: DrawCard) -> Events:
    events: Events = []
    player = state.players[seat]
    first = state.drawn_this_turn == 0
    if not state.deck:  # the deck has run out: no train card may be drawn
        raise RuleError("deck_empty")
    if action.card == "deck":
        card = take_top(state, seat, events)
        assert card is not None
        events.insert(0, event(kind="drew_blind", player=seat))
        events.insert(1, event(kind="drew_card", player=seat, to=seat, params={"card": card}))
        add(player.hand, {card: 1})
        ends = not first
    else:
        if action.card not in state.face_up:
            raise RuleError("card_not_face_up", card=action.card)
        if action.card not in face_up_choices(state):
            raise RuleError("locomotive_second_card")
        slot = state.face_up.index(action.card)
        add(player.hand, {action.card: 1})
        add(player.known_cards, {action.card: 1})
        replacement = take_top(state, seat, events)
        state.face_up[slot] = replacement
        events.insert(0, event(kind="drew_face_up", player=seat,
                               params={"card": action.card, "replaced_by": replacement}))
        counts_two = action.card == LOCOMOTIVE and RULES.face_up_locomotive_counts_two
        ends = not first or counts_two
    state.turn_draws.append(action.card)
    if not ends:  # taking the deck's last card ends the draw; so does nothing to take
        ends = not _draw_choices(state)
    if ends:
        drawn = state.turn_draws
        move = LastMove(player=seat, kind="draw", blind=drawn.count("deck"),
                        cards=count_cards(c for c in drawn if c != "deck"))
        end_turn(state, seat, move, events)
    return events


def check_play(state: CardGameState, seat: int, cards: Cards) -> list[tuple[int, str]]:
    """Raise RuleError unless `seat` may play `cards` onto their Siding now; return the
    rows it robs as (seat, colour)."""
    if any(c not in CARD_KINDS for c in cards):
        raise RuleError("unknown_card", card=next(c for c in cards if c not in CARD_KINDS))
    if any(n < 0 for n in cards.values()):
        raise RuleError("bad_siding_play")
    cards = {c: n for c, n in cards.items() if n}
    player = state.players[seat]
    colors = [c for c in cards if c != LOCOMOTIVE]
    locos = cards.get(LOCOMOTIVE, 0)
    if not colors:
        raise RuleError("run_needs_colour")
    if len(colors) == 1:
        if total(cards) < RULES.min_run:
            raise RuleError("run_too_short", min=RULES.min_run)
    elif locos:
        raise RuleError("locomotive_in_mixed_play")
    elif len(colors) != RULES.mixed_play or any(cards[c] != 1 for c in colors):
        raise RuleError("bad_mixed_play", cards=RULES.mixed_play)
    if not contains(player.hand, cards):
        raise RuleError("cards_not_in_hand")
    for c in colors:
        if c in player.siding:
            raise RuleError("colour_on_own_siding", colour=c)
    run = len(colors) == 1
    robbed = []
    for c in colors:
        played = cards[c] + (locos if run else 0)
        for other, p in enumerate(state.players):
            if other != seat and c in p.siding:
                if played <= len(p.siding[c]):
                    raise RuleError("colour_held", colour=c, holder=other,
                                    have=len(p.siding[c]), played=played)
                robbed.append((other, c))
    return robbed


def _play_siding(state: CardGameState, seat: int, action: PlaySiding) -> Events:
    robbed = check_play(state, seat, action.cards)
    cards = {c: n for c, n in action.cards.items() if n}
    player = state.players[seat]
    spend(player.hand, player.known_cards, cards)
    locos = cards.get(LOCOMOTIVE, 0)
    for c in COLORS:
        if c in cards:
            player.siding[c] = [c] * cards[c] + [LOCOMOTIVE] * locos
    events = [event(kind="played_siding", player=seat, params={"cards": dict(cards)})]
    for victim, c in robbed:
        row = state.players[victim].siding.pop(c)
        state.discard.extend(row)
        state.robberies += 1
        params = {"victim": victim, "colour": c, "count": len(row), "cards": list(row)}
        events.append(event(kind="robbed", player=seat, params=params))
        events.append(event(kind="you_were_robbed", player=seat, to=victim, params=params))
    end_turn(state, seat, LastMove(player=seat, kind="play", cards=dict(cards)), events)
    return events


def _keep_tickets(state: CardGameState, seat: int, action: KeepTickets) -> Events:
    player = state.players[seat]
    returned, events = keep_offered(player, seat, action.tickets)
    setup = state.phase == "choosing_tickets"
    if setup:
        player.returned.extend((t, -1) for t in returned)
    else:
        bottom = state.tickets_drawn + len(state.ticket_deck)
        player.returned.extend((t, bottom + i) for i, t in enumerate(returned))
    state.ticket_deck.extend(returned)
    if setup and returned:
        next_stream(state).shuffle(state.ticket_deck)
    if setup:
        if all(not p.offered for p in state.players):
            state.phase = "playing"
            events.append(event(kind="game_started", player=0))
            begin_turn(state, 0, events)
    else:
        end_turn(state, seat, LastMove(player=seat, kind="tickets"), events)
    return events


def _pass(state: CardGameState, seat: int) -> Events:
    if legal_actions(state, seat) != [Pass()]:
        raise RuleError("cannot_pass")
    events = [event(kind="passed", player=seat)]
    end_turn(state, seat, LastMove(player=seat, kind="pass"), events)
    return events


def total_cards(state: CardGameState) -> int:
    """Every train card in the game, wherever it is (conservation checks)."""
    return (len(state.deck) + len(state.discard)
            + sum(1 for c in state.face_up if c is not None)
            + sum(total(p.hand) + total(p.tracks) + sum(len(r) for r in p.siding.values())
                  for p in state.players))
