"""What the `hard` player believes about opponents' tickets: the tickets their tracks
lay the path of are the ones it expects them to hold."""

from __future__ import annotations

from engine.bots import get_bot
from engine.bots.inference import sample_state, ticket_beliefs, unseen_tickets
from engine.game import apply, legal_actions, map_of
from engine.network import track_costs, trains_needed
from engine.rng import RandomStream
from engine.state import GameState
from engine.turns import seats_to_act
from engine.views import seat_view
from tests.test_bot_levels import under_way


def lay(state: GameState, seat: int, tracks: list[int]) -> None:
    """The seat owns these tracks and has spent their trains (no cards or points move:
    only the map matters to what others believe)."""
    game_map = map_of(state)
    p = state.players[seat]
    for t in tracks:
        state.owners[t] = seat
        p.tracks.append(t)
        p.trains -= game_map.routes[t].length


def test_a_ticket_the_opponent_has_joined_is_its_likeliest() -> None:
    """The opponent's tracks join a short ticket's cities: that ticket outweighs every
    ticket they have not joined tenfold, long ones through the same tracks included."""
    state = under_way("usa", "beliefs")
    game_map = map_of(state)
    view = seat_view(state, 0)
    costs = track_costs(game_map, set(), set(range(len(game_map.routes))))
    pool = unseen_tickets(view, game_map)
    short = min(pool, key=lambda i: (trains_needed(game_map, costs, game_map.tickets[i].a,
                                                   game_map.tickets[i].b)[0], i))
    ticket = game_map.tickets[short]
    lay(state, 1, trains_needed(game_map, costs, ticket.a, ticket.b)[1])
    belief = ticket_beliefs(seat_view(state, 0), game_map)[0]
    assert belief.likeliest(1) == [short]
    others = [w for i, w in belief.weights.items() if belief.gaps.get(i)]
    assert belief.weights[short] >= 10 * max(others)


def test_sampled_worlds_deal_opponents_mostly_their_true_tickets() -> None:
    """Over seeded games (normal against greedy, USA), the worlds the search samples
    give the opponent its true tickets about half the time: at least 45% of the sampled
    tickets are true ones, where a uniform draw gets about 10% (and weighting progress
    in trains instead of in shares of the path got about 32%)."""
    bots = [get_bot("normal"), get_bot("greedy")]
    hits = dealt = 0
    for game in range(4):
        state = under_way("usa", f"infer:{game}")
        step = 0
        while state.phase != "finished":
            seat = seats_to_act(state)[0]
            if seat == 0 and state.turn % 6 == 0 and not state.drawn_this_turn \
                    and state.players[1].tracks and not state.players[0].offered:
                view = seat_view(state, 0)
                beliefs = ticket_beliefs(view, map_of(state))
                world = sample_state(view, beliefs, RandomStream(f"w{step}", 0), "w")
                true = set(state.players[1].tickets)
                hits += len(true & set(world.players[1].tickets))
                dealt += len(true)
            action = bots[seat].choose(seat_view(state, seat), legal_actions(state, seat),
                                       RandomStream(f"i{game}", step))
            apply(state, seat, action)
            step += 1
    assert dealt > 100
    assert hits / dealt >= 0.45
