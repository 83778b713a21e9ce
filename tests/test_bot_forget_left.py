"""The league's last holes: a player who left early is never named winner (history and
stats agree), and /ttr forget-me works while a game the person left goes on, and leaves
their id in no waiting board or kept reply."""

from __future__ import annotations

import json

import pytest

from bot.league.commands import _history_line
from bot.league.stats import player_stats, winner
from bot.replies import Actor, Channel
from bot.service import TableService
from bot.store import BoardMessage, KeptReplies, SqliteStore
from bot.store.league import LeagueGame, SeatRow

HERE = Channel("guild", "forget")
ANN, BOB, CYD = Actor("ann", "Ann"), Actor("bob", "Bob"), Actor("cyd", "Cyd")


def seat(n: int, who: str, score: int, place: int, left: bool = False) -> SeatRow:
    return SeatRow(seat=n, player=f"user:{who}", name=who.title(), score=score, place=place,
                   tickets_completed=0, tickets_failed=0, longest_bonus=0, left_early=left)


def test_history_and_stats_agree_on_a_winner_who_left_early():
    game = LeagueGame(game_id=1, guild="g", game="usa", finished_at=0.0, rated=True,
                      seats=(seat(0, "ann", 120, 1, left=True), seat(1, "bob", 90, 2),
                             seat(2, "cyd", 80, 3)))
    assert winner(game).player == "user:bob"
    assert _history_line(game).params["winner"] == "Bob"
    assert player_stats([game], "user:ann").wins == 0
    assert player_stats([game], "user:bob").wins == 1
    everybody_left = LeagueGame(1, "g", "usa", 0.0, True, (seat(0, "ann", 1, 1, left=True),))
    assert winner(everybody_left) is None and _history_line(everybody_left).params["winner"] == "?"


@pytest.fixture
async def service(tmp_path):
    store = SqliteStore(tmp_path / "forget.sqlite3")
    await store.open()
    yield TableService(store, bot_delay=60, seeds=lambda: 4, turn_limit=None)
    await store.close()


async def test_forget_me_while_a_game_the_person_left_goes_on(service):
    store = service.store
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.join(HERE, CYD)
    await service.start(HERE, ANN)
    game = await store.channel_game(HERE.guild, HERE.channel)
    await store.replace_board_message(game.id, None, BoardMessage(
        channel=1, message=2, waiting=frozenset({"bob", "cyd"}), step=1))
    batch = {"place": None, "replies": [
        {"to": {"user": {"id": "bob", "name": "Bob"}}, "text": "your hand", "mentions": []},
        {"to": {"channel": {"guild": "guild", "channel": "forget"}}, "text": "turn",
         "mentions": ["bob", "ann"]}]}
    await store.keep_replies(KeptReplies("guild", json.dumps(batch)), 0.0)
    refused = await service.forget_me(HERE, BOB)
    assert refused[0].text.startswith("Leave or end your open games first")  # still seated
    await service.leave(HERE, BOB)
    before = await store.game(game.id)
    done = await service.forget_me(HERE, BOB, confirmed=True)  # its button pressed
    assert "deleted" in done[0].text
    after = await store.game(game.id)
    assert after.status == "playing" and after.version == before.version + 1
    assert "bob" not in after.table and "Bob" not in after.table and "Bob" not in after.state
    versions = [a.version for a in await store.actions(game.id)]
    assert versions == list(range(1, after.version + 1))  # the log stays whole
    assert (await store.board_message(game.id)).waiting == frozenset({"cyd"})
    [kept] = await store.take_kept_replies()
    left = json.loads(kept.replies)["replies"]
    assert [r["text"] for r in left] == ["turn"] and left[0]["mentions"] == ["ann"]
    assert await store.games_of_user("bob") == []
    # the game goes on without them
    for who in (ANN, CYD):
        found = await service.suggestion(HERE, who)
        if found:
            assert not (await service.play(HERE, who, *found))[0].ephemeral
