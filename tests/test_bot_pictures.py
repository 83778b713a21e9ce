"""Pictures in replies: the board for the channel, a hand only for its player, the final
tally at the end; drawn off the event loop, with the words of the reader's language."""

from __future__ import annotations

import threading

import render
import render.labels
from bot.i18n import format as i18n_format
from bot.pictures import Pictures, labels_for
from bot.replies import Actor, Channel
from bot.service import Table, TableService
from bot.store import Change, SqliteStore
from engine import GameState

HERE = Channel("guild", "pictures")
ANN, BOB = Actor("ann", "Ann"), Actor("bob", "Bob")


async def test_replies_carry_the_board_and_each_hand_to_its_player(tmp_path):
    store = SqliteStore(tmp_path / "pictures.sqlite3")
    await store.open()
    service = TableService(store, pictures=Pictures(), seeds=lambda: 4, bot_delay=0,
                           turn_limit=None)
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    replies = await service.start(HERE, ANN)
    channel = [r for r in replies if r.public]
    assert [i.name for i in channel[0].images] == ["board-1-0.png"]
    assert channel[0].images[0].data.startswith(b"\x89PNG")
    for r in replies:
        if not r.public:
            assert len(r.images) == 1 and r.images[0].name.startswith("hand-1-")
            assert r.images[0].data.startswith(b"\x89PNG")
    names = {r.to.id: r.images[0].name for r in replies if not r.public}
    assert names["ann"] != names["bob"]
    board = await service.board(HERE, Actor("eve", "Eve"))
    assert board[0].images[0].data == channel[0].images[0].data  # drawn once, reused

    for person in (ANN, BOB):
        await service.play(HERE, person, *await service.suggestion(HERE, person))
    record = await store.channel_game(HERE.guild, HERE.channel)
    state = GameState.model_validate_json(record.state)
    state.final_turns_left = 1
    await store.save(record.id, record.version, Change(
        status=record.status, table=record.table, state=state.model_dump_json(), due=None,
        seat=None, actor="test", action="{}"), now=0.0)
    table = Table.model_validate_json(record.table)
    me = Actor(table.seats[state.current].user, table.seats[state.current].name)
    await service.play(HERE, me, "draw", {"card": "deck"})
    replies = await service.play(HERE, me, "draw", {"card": "deck"})
    assert replies[-1].status == "finished"
    final = [i for r in replies if r.public for i in r.images]
    assert [i.name for i in final] == ["final-1.png"] and final[0].data.startswith(b"\x89PNG")
    await store.close()


async def test_no_pictures_when_switched_off(tmp_path):
    store = SqliteStore(tmp_path / "off.sqlite3")
    await store.open()
    service = TableService(store, pictures=Pictures(enabled=False), turn_limit=None)
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    assert all(not r.images for r in await service.start(HERE, ANN))
    off = Pictures(enabled=False)
    assert await off.draw(render.render_board, lambda: object(), "b.png") is None
    await store.close()


async def test_pictures_are_drawn_in_a_worker_thread_with_translated_labels(monkeypatch):
    seen = {}

    def fake_board(view, labels=None):
        seen["thread"] = threading.get_ident()
        seen["labels"] = labels
        return b"\x89PNG fake"

    monkeypatch.setattr(render, "render_board", fake_board)
    monkeypatch.setitem(i18n_format.CATALOGUES, "pl", {"picture.deck": "Talia"})
    assert labels_for("pl") == {"deck": "Talia", "language": "pl"}
    # English picture words in the catalogue are render's own English
    english = labels_for("en")
    assert english == {k: render.labels.ENGLISH[k] for k in english}
    picture = await Pictures().draw(render.render_board, lambda: object(), "board-9-9.png",
                                    "pl-PL")
    assert picture.data == b"\x89PNG fake" and picture.name == "board-9-9.png"
    assert seen["thread"] != threading.get_ident()
    assert seen["labels"] == {"deck": "Talia", "language": "pl"}


async def test_a_failing_picture_does_not_lose_the_reply(monkeypatch):
    def broken(view, labels=None):
        raise RuntimeError("no ink")

    monkeypatch.setattr(render, "render_board", broken)
    assert await Pictures().draw(render.render_board, lambda: object(), "board-1-1.png") is None


async def test_warming_up_draws_every_board_once_so_the_first_move_is_quick():
    from bot.pictures import Pictures
    from render import board_static

    board_static.static_board.cache_clear()
    await Pictures(enabled=False).warm_up()
    assert board_static.static_board.cache_info().currsize == 0
    await Pictures().warm_up()
    assert board_static.static_board.cache_info().currsize == 3  # USA, Europe, Nordic


async def test_rules_of_a_board_game_carry_its_legend(tmp_path):
    store = SqliteStore(tmp_path / "legend.sqlite3")
    await store.open()
    service = TableService(store, pictures=Pictures(), turn_limit=None)
    replies = await service.rules(HERE, ANN, "europe")
    images = [i for r in replies for i in r.images]
    assert [i.name for i in images] == ["legend-europe.png"]
    assert images[0].data.startswith(b"\x89PNG")
    assert all(r.ephemeral for r in replies)
    cardgame = await service.rules(HERE, ANN, "cardgame")
    assert not [i for r in cardgame for i in r.images]
    await store.close()


async def test_the_final_charts_the_logged_game_and_hands_compare_with_the_last_turn(
        tmp_path, monkeypatch):
    calls: dict[str, list[dict]] = {"hand": [], "final": []}

    def fake(kind):
        def draw(view, **kwargs):
            calls[kind].append({"view": view, **kwargs})
            return b"\x89PNG fake"
        return draw

    monkeypatch.setattr(render, "render_hand", fake("hand"))
    monkeypatch.setattr(render, "render_final", fake("final"))
    store = SqliteStore(tmp_path / "story.sqlite3")
    await store.open()
    service = TableService(store, pictures=Pictures(), seeds=lambda: 8, bot_delay=0,
                           turn_limit=None)
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    points: list[list[int]] = []
    while len(points) < 8:
        record = await store.channel_game(HERE.guild, HERE.channel)
        before = GameState.model_validate_json(record.state)
        for person in (ANN, BOB):
            move = await service.suggestion(HERE, person)
            if move is not None:
                await service.play(HERE, person, *move)
                break
        after = GameState.model_validate_json(
            (await store.channel_game(HERE.guild, HERE.channel)).state)
        if after.turn != before.turn:
            points.append([p.route_points for p in after.players])
    late = [c for c in calls["hand"] if c["view"].turn >= 4]
    assert late and all(isinstance(c.get("before"), dict) for c in late)
    # the tickets held at the previous turn, each still held (tickets are never given back)
    assert all(c["before"] and set(c["before"]) <= {t.ticket for t in c["view"].tickets}
               for c in late)
    record = await store.channel_game(HERE.guild, HERE.channel)
    state = GameState.model_validate_json(record.state)
    state.final_turns_left = 1  # end it now: the log still holds every move played
    await store.save(record.id, record.version, Change(
        status=record.status, table=record.table, state=state.model_dump_json(), due=None,
        seat=None, actor="test", action="{}"), now=0.0)
    table = Table.model_validate_json(record.table)
    me = Actor(table.seats[state.current].user, table.seats[state.current].name)
    await service.play(HERE, me, "draw", {"card": "deck"})
    replies = await service.play(HERE, me, "draw", {"card": "deck"})
    assert replies[-1].status == "finished"
    final = GameState.model_validate_json(
        (await store.channel_game(HERE.guild, HERE.channel)).state)
    race = calls["final"][-1]["race"]
    assert race[:8] == points
    assert race[-1] == [p.route_points for p in final.players]
    await store.close()
