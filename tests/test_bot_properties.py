"""Invariants over many seeded games driven through the service by people who send any
command at all: a refused command changes nothing, an applied one is logged once, cards
are never made or lost, and nobody is told another player's tickets."""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.i18n import say
from bot.kinds.board.words import ticket
from bot.replies import Actor, Channel, User
from bot.service import Table, TableService
from bot.store import SqliteStore
from engine import GameState
from engine.cards import CARD_KINDS
from engine.game import total_cards
from engine.maps import load_map
from engine.rules import RULESETS

HERE = Channel("guild", "fuzz")
PEOPLE = [Actor("ann", "Ann"), Actor("bob", "Bob"), Actor("cat", "Cat")]  # Cat never sits


def random_command(draw, game_map) -> tuple[str, dict]:
    city = draw(st.sampled_from([c.id for c in game_map.cities] + ["atlantis"]))
    route = draw(st.sampled_from([game_map.track_name(i) for i in range(len(game_map.routes))]
                                 + ["nowhere-else"]))
    colour = draw(st.sampled_from([*CARD_KINDS, "plaid", None]))
    tickets = draw(st.lists(st.sampled_from([t.name for t in game_map.tickets]), max_size=3))
    return draw(st.sampled_from([
        ("draw", {"card": draw(st.sampled_from([*CARD_KINDS, "deck", "joker"]))}),
        ("claim", {"route": route, "color": colour}),
        ("claim", {"route": route, "cards": f"{draw(st.integers(0, 6))} {colour or 'red'}"}),
        ("keep", {"tickets": tickets}),
        ("station", {"city": city, "color": colour}),
        ("tickets", {}), ("pay", {"color": colour}), ("withdraw", {}), ("pass", {}),
    ]))


async def play(game: str, seed: int, steps: list) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "fuzz.sqlite3")
        await store.open()
        service = TableService(store, seeds=lambda: seed, bot_delay=0, turn_limit=None)
        await service.new(HERE, PEOPLE[0], game)
        await service.join(HERE, PEOPLE[1])
        await service.addbot(HERE, PEOPLE[0])
        await service.start(HERE, PEOPLE[0])
        game_map = load_map(RULESETS[game].map_id)
        deck = RULESETS[game].deck_size
        for who, command, args, sensible in steps:
            await service.run_due()
            record = await store.channel_game(HERE.guild, HERE.channel)
            if record.status != "playing":
                break
            before = (record.version, record.state,
                      len(await store.actions(record.id)))
            person = PEOPLE[who]
            if sensible:  # mostly the moves a player would make, so games go somewhere
                found = await service.suggestion(HERE, person)
                command, args = found or (command, args)
            replies = await service.play(HERE, person, command, args)
            record = await store.channel_game(HERE.guild, HERE.channel)
            table = Table.model_validate_json(record.table)
            state = GameState.model_validate_json(record.state)
            logged = len(await store.actions(record.id))
            if replies[0].ephemeral:  # refused: nothing changed
                assert len(replies) == 1 and replies[0].to == person.user
                assert (record.version, record.state, logged) == before
            else:
                assert replies[0].public and logged == before[2] + 1
            assert total_cards(state) == deck
            if state.phase != "finished":
                for r in replies:
                    for seat, p in enumerate(state.players):
                        if isinstance(r.to, User) and r.to.id == table.seats[seat].user:
                            continue
                        for t in [*p.tickets, *p.offered]:
                            assert say("en", ticket(game_map, t)) not in r.text
        await store.close()


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_commands_keep_the_table_sound(data):
    game = data.draw(st.sampled_from(sorted(RULESETS)))
    seed = data.draw(st.integers(0, 10**6))
    game_map = load_map(RULESETS[game].map_id)
    steps = [(data.draw(st.integers(0, 2)), *random_command(data.draw, game_map),
              data.draw(st.booleans()))
             for _ in range(data.draw(st.integers(10, 60)))]
    asyncio.run(play(game, seed, steps))
