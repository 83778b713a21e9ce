"""The `hard` computer player: determinized look-ahead over the engine.

On its turn it takes the moves `normal` would consider, adds blocks (claims on the
likeliest paths of an opponent's likely tickets) and, near the end of the game, the
claims worth most points now, the longest that reach its own network and drawing
tickets, and tries each in the same sampled worlds: the unseen cards dealt at random
and the opponents' tickets drawn from what their claims suggest (`inference`). In each
world every seat then plays on as `normal` to the end of the game, which is scored as
the rules score it (tickets, longest route and all; a world still running after
HORIZON turns is scored by `normal`'s own estimate). The move with the best average
final lead wins, but before the end it replaces `normal`'s own move only when its gain
in the same worlds is sure (a paired test: MARGIN points by PAIRED standard errors of
the world-by-world difference). A block is therefore chosen only when it gains more
than it costs; the blocks tried sit on the opponents' likely tickets that are still
open, the nearly finished first. Near the end the play-outs are short and tell moves
apart well, so a small margin lets the search overrule `normal`'s end play (which
claim, whether to end the game now) more readily, though a claim of `normal`'s still
gives way only to a surer gain (else it put off a claim turn after turn), and to no
draw once the seat has drawn WAITING turns running; on its last turn it only claims,
when it can. Which tickets to keep is searched the same way, among `normal`'s best few
subsets of the offer, in worlds dealt by `determinize` (at the start nothing tells the
other seats' tickets apart).

Anytime: it stops when the clock passes its think time, or after a fixed number of
worlds (the same seed then always gives the same move). A search the clock stops
before `search.LEAST_WORLDS` worlds plays `normal`'s move. A search by the clock
whose answer is settled early tries reserve moves in the time left (more blocks, more
of `normal`'s moves, the claims worth most points, drawing tickets) instead of
stopping.
The engine has no clock: the caller passes one in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import islice

from ..actions import Action, ClaimRoute, DrawCard, DrawTickets, KeepTickets
from ..board_game import rules_game
from ..clone import clone
from ..determinize import determinize
from ..game import map_of, rules_of
from ..matchstats import lead_of
from ..rng import RandomStream
from ..scoring import score_players
from ..state import GameState
from ..views import PrivateView, holdings, private_view
from .draw_streams import cut
from .inference import TicketBelief, sample_state, ticket_beliefs
from .normal import NormalBot, Turn
from .planning import deficit, map_and_rules, turns_left
from .search import LEAST_WORLDS, Budget, Searcher, best_move, play_out

#: moves of `normal`'s list tried, and blocks added
CANDIDATES = 3
BLOCKS = 2
#: moves held in reserve, tried once the first candidates are settled while the clock
#: leaves time (most searches settled well before the think time was up: 61-82% of
#: them stopped before 0.9 s of 1 s): so many more blocks, then so many more of
#: `normal`'s moves, so many claims worth most points now, and drawing tickets (normal's
#: list is often only two or three moves long and few blocks qualify: with only the
#: first two kinds the reserve was empty in 29 of 30 searches)
RESERVE_BLOCKS = 3
RESERVE_MOVES = 3
RESERVE_CLAIMS = 3
#: turns (of all seats together) played in each world before it is scored: a whole
#: game, since a few turns' look-ahead judged by the plan's estimate played worse than
#: `normal` itself (17 of 40 against greedy); Nordic, `hard` searching only the middle
#: of the game at 0.3 s against `normal`, 120 games from seed 700000, game by game
#: against the whole game: 24 turns +1.3 +- 2.5 points of final lead, 50 turns -1.9 +-
#: 2.0 (the middle search itself gained nothing there: lead -1.2 +- 2.9, 61 won)
HORIZON = 400
#: worlds tried when no clock is given
DEFAULT_WORLDS = 8
#: points a move must gain over `normal`'s own choice, on average over the same worlds,
#: to replace it before the end, and by how many standard errors of the world-by-world
#: difference (whole-game play-outs are noisy: a flat 20-point margin vetoed blocks
#: rated +16.0 +- 4.3 and +11.1 +- 2.9 that would have won those games). Nordic, the
#: middle of the game only, 0.3 s, the same 120 games: 1 standard error instead of 2
#: gained +0.2 +- 3.0 points of lead
MARGIN = 4.0
PAIRED = 2.0
#: a card in hand at the end of a play-out, in points
CARD_WORTH = 0.4
#: the end is near: the seat likely has this many turns left, or this many trains
ENDING_TURNS = 6.0
ENDING_TRAINS = 12
#: near the end: claims added to the candidates (so many worth most points, so many
#: longest that reach the own network), and the margin (USA 2p against normal,
#: searching only near the end, 80 paired games: final lead +7.0 points on average,
#: 13 results changed in hard's favour and none against)
ENDING_CLAIMS = 6
ENDING_MARGIN = 0.0
#: ... and, when `normal` would claim there, the standard errors of the world-by-world
#: difference the gain must pass: a flat margin let the best of up to 17 candidates
#: over a few worlds beat the claim by chance turn after turn, each draw's play-outs
#: having `normal` claim on the next turn (Nordic 710007: six draws in a row at 8
#: trains); after WAITING turns of drawing in a row, no draw replaces the claim at all.
#: `hard` searching only near the end at 0.3 s against `normal`, 150 games a run, game
#: by game against margin 2 and 1 error without the WAITING rule: Europe 3 players +1.3
#: +- 0.8 (seeds 700000) and +1.4 +- 0.9 (710000), USA +2.0 +- 1.0 (105 won v 93),
#: Nordic -0.7 +- 1.1 and -0.5 +- 0.7 (the same run of margin 2 twice: -0.8 +- 0.6);
#: margin 0 and 0.5 errors without the WAITING rule drew six turns running again. (The
#: test on every move near the end, not only against a claim, vetoed a block gaining
#: +3 +- 2 in 32 worlds: test_hard_blocks_the_last_gap_of_an_opponents_nearly_finished_ticket)
ENDING_PAIRED = 0.5
#: turns in a row drawing cards after which, near the end, `normal`'s claim is played
#: (the table sees each seat's count: `draws_in_a_row`)
WAITING = 2
#: ticket choices: the subsets of the offer tried (`normal`'s best first), and the
#: points another must gain over `normal`'s to replace it (scratch harness, `normal`
#: searching only its ticket choices against `normal`, USA 2p: at 8 worlds, 300 games,
#: 60.7% won, lead +9.1 +- 2.2 at margin 6, 58.3%, +6.8 +- 2.1 at margin 12; at 16
#: worlds, 200 games, 59.5%, +10.6 +- 2.6 at margin 6, 59.0%, +7.9 +- 2.7 at margin 0;
#: Nordic at 0.3 s, 240 games from seed 700000: the search gains +3.7 +- 2.1 points of
#: lead over `normal`'s choice; eight subsets, the clearly worse dropped after 6 worlds
#: so the close ones get more, -2.1 +- 2.3 game by game against four; twice the think
#: time, 0.6 s, +2.6 +- 1.7, 135 won where 0.3 s won 124, but the whole of `hard` at 1 s
#: with its ticket choices at 2 s won 130 of 200 ladder games from seed 920000, 65% [58,
#: 71], where the same think time for every move won 138: no gain to pay 2 s for)
KEEP_CANDIDATES = 4
KEEP_MARGIN = 6.0


@dataclass
class Choice:
    """The chosen move and why, for hints."""

    action: Action
    #: "plan" (normal's own move), "block", or "search" (another of normal's moves)
    reason: str
    #: for a block: the opponent seat and ticket it most likely spoils
    blocked: tuple[int, int] | None = None
    worlds: int = 0


class HardBot(Searcher):
    """Searches over sampled worlds; uses only its private view and the legal actions."""

    default_worlds = DEFAULT_WORLDS
    plain = NormalBot
    last: Choice | None = None

    def choose(self, view: PrivateView, legal: list[Action], rng: RandomStream) -> Action:
        return self.decide(view, legal, rng).action

    def decide(self, view: PrivateView, legal: list[Action], rng: RandomStream) -> Choice:
        """The move and the reason for it."""
        budget = self.budget()
        keeps = [a for a in legal if isinstance(a, KeepTickets)]
        if len(keeps) > 1:
            self.last = self._keep(view, keeps, budget, rng)
            return self.last
        game_map, rules = map_and_rules(view)
        plain = self.normal.choose(view, legal, rng)
        if not _searched(view):
            self.last = Choice(plain, "plan")
            return self.last
        turn = self.normal.read(view, game_map, rules)
        moves = self.normal.ranked(turn, legal)
        ranked = moves[:CANDIDATES]
        beliefs = ticket_beliefs(view, game_map)
        blocks = self._blocks(turn, legal, beliefs, BLOCKS + RESERVE_BLOCKS)
        candidates = ranked + [a for a, _ in blocks[:BLOCKS] if a not in ranked]
        tickets = [a for a in legal if isinstance(a, DrawTickets)]  # (one at most)
        ending = _ending(turn)
        if ending:
            candidates += [a for a in self._ending_moves(turn, legal, tickets)
                           if a not in candidates]
        reserve = [a for a, _ in blocks[BLOCKS:]] + moves[CANDIDATES:CANDIDATES + RESERVE_MOVES] \
            + list(islice(self.normal.point_claims(turn, legal), RESERVE_CLAIMS)) + tickets
        reserve = [a for a in dict.fromkeys(reserve) if a not in candidates]
        allowed = _allowed(turn, ending, plain, candidates)
        if allowed is not None:
            candidates = [a for a in candidates if allowed(a)]
            reserve = [a for a in reserve if allowed(a)]
        if len(candidates) == 1:
            self.last = Choice(candidates[0], "plan")
            return self.last
        salt = rng.below(1 << 30)
        found = best_move(candidates,
                          lambda world: cut(sampled_world(view, beliefs, salt, world)), clone,
                          lambda world, action: self._play_out(world, view.seat, action),
                          budget, ENDING_MARGIN if ending else MARGIN,
                          paired=_paired(ending, candidates[0]), reserve=reserve,
                          least=LEAST_WORLDS)
        if not found.worlds:
            self.last = Choice(plain, "plan")
            return self.last
        best = found.index
        action = found.action
        block = next((b for a, b in blocks if a == action), None)
        reason = "plan" if best == 0 else "block" if block and action not in ranked else "search"
        self.last = Choice(action, reason, block if reason == "block" else None, found.worlds)
        return self.last

    # --- tickets ------------------------------------------------------------------------

    def _keep(self, view: PrivateView, keeps: list[KeepTickets], budget: Budget,
              rng: RandomStream) -> Choice:
        """The tickets to keep: `normal`'s best few choices, each played out in the same
        worlds (everything unseen dealt at random, the other seats' offers too)."""
        game_map, rules = map_and_rules(view)
        candidates = self.normal.ranked_keeps(view, game_map, rules, keeps)[:KEEP_CANDIDATES]
        salt = rng.below(1 << 30)
        found = best_move(candidates,
                          lambda world: cut(determinize(view, view.seat,
                                                        f"{view.turn}:{world}:{salt}")),
                          clone, lambda world, action: self._play_out(world, view.seat, action),
                          budget, KEEP_MARGIN)
        return Choice(found.action, "plan" if found.index == 0 else "search",
                      worlds=found.worlds)

    # --- blocks -------------------------------------------------------------------------

    def _blocks(self, turn: Turn, legal: list[Action], beliefs: list[TicketBelief],
                limit: int) -> list[tuple[Action, tuple[int, int]]]:
        """Up to `limit` claims that sit on an opponent's likeliest open ticket paths,
        most likely first: a ticket their network already joins needs no block, so the
        weight goes to those still open, the nearly finished (few trains left) most."""
        claims = {a.track: a for a in legal if isinstance(a, ClaimRoute)}
        routes = turn.game_map.routes
        scored: dict[int, tuple[float, tuple[int, int]]] = {}
        for belief in beliefs:
            open_weights = {t: w for t, w in belief.weights.items() if belief.gaps.get(t)}
            total_weight = sum(open_weights.values()) or 1.0
            for ticket in sorted(open_weights, key=lambda t: -open_weights[t])[:6]:
                share = open_weights[ticket] / total_weight
                gap = belief.gaps[ticket]
                left = sum(routes[t].length for t in gap)
                for t in gap:
                    if t in claims and t not in turn.plan.tracks:
                        value = share * turn.game_map.tickets[ticket].points / max(1, left)
                        old = scored.get(t)
                        scored[t] = ((old[0] if old else 0.0) + value,
                                     old[1] if old else (belief.seat, ticket))
        _, missing_now = deficit(turn.rules, turn.game_map.routes, turn.plan.tracks,
                                 turn.view.hand)
        out = []
        for t in sorted(scored, key=lambda t: -scored[t][0]):
            options = [a for a in legal if isinstance(a, ClaimRoute) and a.track == t]
            action, missing = self.normal.pay(turn, t, options)
            # a block is paid from cards the own plan does not need
            if missing <= missing_now and len(out) < limit:
                out.append((action, scored[t][1]))
        return out

    def _ending_moves(self, turn: Turn, legal: list[Action],
                      tickets: list[Action]) -> list[Action]:
        """Near the end: the claims worth most points now, the longest ones that reach
        the own network (they may win the longest route), and drawing `tickets`, which
        `normal` no longer does there: a wide network often joins an offer's cities
        already, and the bonus for the most tickets completed (Nordic) goes to one seat.
        (Nordic, `hard` at 0.3 s against `normal`, seeds 940000, 195 games, game by game
        against no ticket draw near the end: +3.0 +- 1.7 points of final lead, 124 won
        where 112 were.)"""
        claims = list(self.normal.point_claims(turn, legal))
        routes = turn.game_map.routes
        network = {c for t in turn.me.tracks for c in routes[t].pair}
        reaching = sorted((a for a in claims if network & set(routes[a.track].pair)),
                          key=lambda a: -routes[a.track].length)
        return list(dict.fromkeys([*claims[:ENDING_CLAIMS], *reaching[:ENDING_CLAIMS],
                                   *tickets]))

    # --- play-outs ----------------------------------------------------------------------

    def _play_out(self, world: GameState, seat: int, action: Action) -> float:
        """Play `action` and then `normal` for every seat to the end (or HORIZON turns);
        the seat's lead then."""
        if not play_out(rules_game(world.game), world, seat, action, self.normal,
                        lambda turns, moves: turns >= HORIZON):
            return 0.0
        return lead(world, seat, self.normal)


def search_phase(view: PrivateView, legal: list[Action], normal: NormalBot) -> str:
    """Which search `hard` makes of this turn: "keep" (tickets to keep), "ending" (near
    the end: its own candidates and margin), "mid" (the rest of the game), or "none"
    (it takes `normal`'s move: a second card, a tunnel's payment, the setup)."""
    if sum(isinstance(a, KeepTickets) for a in legal) > 1:
        return "keep"
    if not _searched(view):
        return "none"
    return "ending" if _ending(normal.read(view, *map_and_rules(view))) else "mid"


def _searched(view: PrivateView) -> bool:
    """Whether the turn is searched at all (not a turn's second move or a tunnel)."""
    return view.phase == "playing" and not view.offered and view.pending_tunnel is None \
        and not view.drawn_this_turn


def _paired(ending: bool, plain: Action) -> float | None:
    """The standard errors by which another move must beat `normal`'s `plain` one: near
    the end only a claim of `normal`'s asks for them (a draw instead of it only
    postpones the claim), else always."""
    if not ending:
        return PAIRED
    return ENDING_PAIRED if isinstance(plain, ClaimRoute) else None


def _allowed(turn: Turn, ending: bool, plain: Action,
             candidates: list[Action]) -> Callable[[Action], bool] | None:
    """Which moves the search may still choose, when a rule narrows them: on the seat's
    last turn only claims (cards drawn then are never used), and near the end, once it
    has drawn WAITING turns running, no draw in place of `normal`'s claim."""
    if _last_turn(turn.view) and any(isinstance(a, ClaimRoute) for a in candidates):
        return lambda a: isinstance(a, ClaimRoute)
    if ending and isinstance(plain, ClaimRoute) and turn.me.draws_in_a_row >= WAITING:
        return lambda a: not isinstance(a, DrawCard)
    return None


def _last_turn(view: PrivateView) -> bool:
    """Whether this is the seat's last turn of the game."""
    return view.final_turns_left is not None and view.final_turns_left <= 1


def _ending(turn: Turn) -> bool:
    """Whether the game is near its end for the seat: its last round, few turns or
    few trains left."""
    return turn.view.final_turns_left is not None or turn.turns_left <= ENDING_TURNS \
        or turn.me.trains <= ENDING_TRAINS


def sampled_world(view: PrivateView, beliefs: list[TicketBelief], salt: int,
                  number: int) -> GameState:
    """World `number` of a search (with `salt`), as dealt: one deck, not yet in streams."""
    seed = f"{view.turn}:{number}:{salt}"
    return sample_state(view, beliefs, RandomStream(seed, 0), seed)


def lead(state: GameState, seat: int, normal: NormalBot) -> float:
    """The seat's estimated final score minus the best opponent's. (Scoring a world by
    25 tanh(lead / 25) instead, to count winning more than the margin, changed `hard`'s
    end play by -2.1 +- 1.2 points of lead: Nordic, 0.3 s, 120 games from seed 700000.)"""
    if state.phase == "finished":
        totals = [s.total for s in score_players(rules_of(state), map_of(state),
                                                 holdings(state), trails=False)]
    else:
        totals = [_estimate(state, s, normal) for s in range(len(state.players))]
    return lead_of(totals, seat)


def _estimate(state: GameState, seat: int, normal: NormalBot) -> float:
    """Route points, the expected value of the tickets as `normal` judges them, and
    the stations kept."""
    view = private_view(state, seat)
    game_map, rules = map_and_rules(view)
    turn = normal.read(view, game_map, rules)
    value = normal.plan_value(view, rules, game_map, turn.plan, turns_left(view, rules))
    player = state.players[seat]
    # cards in hand are worth a little: they become points later
    return player.route_points + value + player.stations_left * rules.station_points \
        + CARD_WORTH * sum(player.hand.values())

