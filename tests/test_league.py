"""The league: ratings after known results (against openskill's own numbers), statistics,
leaderboard order and pages, history, the log without secrets, replays, exports,
rematches, forget-me, and that nothing leaves its server."""

from __future__ import annotations

import io
import itertools
import json
import sqlite3

import pytest
from openskill.models import PlackettLuce
from PIL import Image

from bot.console import Console
from bot.console.printer import Printer
from bot.league.rating import Entrant, rate
from bot.league.stats import player_stats
from bot.replies import Actor, Channel, Reply, custom_id, parse_custom_id
from bot.service import Table, TableService
from bot.store import SqliteStore
from bot.store.league import LeagueGame, Rating, SeatRow
from bot.table import load_game
from engine.maps import load_map
from engine.replay import replay

HERE = Channel("guild", "table")
ELSEWHERE = Channel("other-guild", "table")
ANN, BOB, CAT = Actor("u-4242", "Zelda"), Actor("bob", "Bob"), Actor("cat", "Cat")
BOSS = Actor("boss", "Boss", manager=True)


@pytest.fixture
async def service(tmp_path):
    store = SqliteStore(tmp_path / "league.sqlite3")
    await store.open()
    seeds = itertools.count(100)
    service = TableService(store, seeds=lambda: next(seeds), bot_delay=0, turn_limit=None)
    service.league.league_min_games = 1
    yield service
    await store.close()


async def finish_game(service: TableService, place: Channel = HERE, game: str = "usa",
                      people: tuple[Actor, ...] = (ANN, BOB), computers: int = 1,
                      leaver: Actor | None = None) -> int:
    """A whole game: the people sit down, the computer plays for them to the end."""
    host = people[0]
    await service.new(place, host, game)
    for person in people[1:]:
        await service.join(place, person)
    for _ in range(computers):
        await service.addbot(place, host)
    await service.start(place, host)
    for person in people:
        if person == leaver:
            await service.leave(place, person)
        else:
            await service.seat(place, host, person.name, "computer")

    async def send(replies: list[Reply]) -> None:
        return None

    await service.drain(send, sleep=lambda s: _nothing())
    record = await service.store.channel_game(place.guild, place.channel)
    assert record.status == "finished"
    return record.id


async def _nothing() -> None:
    return None


def only(replies: list[Reply], actor: Actor) -> str:
    """The text of answers that only the asker sees."""
    assert replies and all(r.ephemeral and r.to == actor.user for r in replies), replies
    return "\n".join(r.text for r in replies)


# --- ratings ------------------------------------------------------------------------------


def test_ratings_match_openskill_for_the_same_matches() -> None:
    model = PlackettLuce()
    a, b, c = model.rating(), model.rating(), model.rating()
    [[a1], [b1], [c1]] = model.rate([[a], [b], [c]], ranks=[2, 1, 3])
    [[b2], [a2]] = model.rate([[b1], [a1]], ranks=[2, 1])
    ours = {r.player: r for r in rate([Entrant("a", 2), Entrant("b", 1), Entrant("c", 3)], {})}
    assert (ours["a"].mu, ours["a"].sigma) == pytest.approx((a1.mu, a1.sigma))
    assert (ours["c"].mu, ours["c"].sigma) == pytest.approx((c1.mu, c1.sigma))
    again = {r.player: r for r in rate([Entrant("b", 2), Entrant("a", 1)], ours)}
    assert (again["a"].mu, again["a"].sigma) == pytest.approx((a2.mu, a2.sigma))
    assert (again["b"].mu, again["b"].sigma) == pytest.approx((b2.mu, b2.sigma))
    assert again["a"].games == 2 and again["b"].games == 2


def test_a_person_who_left_early_is_rated_below_everyone_who_stayed() -> None:
    model = PlackettLuce()
    r = [model.rating() for _ in range(3)]
    expected = model.rate([[x] for x in r], ranks=[3, 1, 2])
    ours = {x.player: x for x in rate([Entrant("leaver", 1, left_early=True),
                                       Entrant("b", 2), Entrant("c", 3)], {})}
    assert ours["leaver"].mu == pytest.approx(expected[0][0].mu)
    assert ours["b"].mu == pytest.approx(expected[1][0].mu)
    assert ours["leaver"].mu < 25 < ours["b"].mu


def test_one_computer_level_in_two_seats_takes_their_mean() -> None:
    model = PlackettLuce()
    r = [model.rating() for _ in range(3)]
    [[p], [c1], [c2]] = model.rate([[x] for x in r], ranks=[2, 1, 3])
    ours = {x.player: x for x in rate([Entrant("user:p", 2), Entrant("computer:greedy", 1),
                                       Entrant("computer:greedy", 3)], {})}
    assert ours["computer:greedy"].mu == pytest.approx((c1.mu + c2.mu) / 2)
    assert ours["user:p"].mu == pytest.approx(p.mu)
    assert rate([Entrant("alone", 1)], {}) == []


async def test_a_finished_game_is_rated_once_with_openskills_numbers(service) -> None:
    game_id = await finish_game(service)
    record = await service.store.game(game_id)
    table = Table.model_validate_json(record.table)
    recorded = await service.store.league_game(game_id)
    assert recorded is not None and recorded.rated and recorded.game == "usa"
    places = {s.player: s.place for s in recorded.seats}
    keys = [f"user:{ANN.id}", "user:bob", f"computer:{table.seats[-1].computer}"]
    assert set(places) == set(keys)
    model = PlackettLuce()
    order = [s.player for s in recorded.seats]
    expected = model.rate([[model.rating()] for _ in order], ranks=[places[p] for p in order])
    stored = await service.store.ratings("guild", "usa", order)
    for player, [new] in zip(order, expected, strict=True):
        assert (stored[player].mu, stored[player].sigma) == pytest.approx((new.mu, new.sigma))
        assert stored[player].games == 1
    # recording again (a second process, a restart) changes nothing
    assert not await service.league_record(game_id)
    assert await service.store.ratings("guild", "usa", order) == stored


async def test_an_aborted_game_changes_no_rating_and_no_statistic(service) -> None:
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    await service.abort(HERE, ANN)
    await service.league_catch_up()
    assert await service.store.recent_games("guild") == ([], 0)
    assert "no finished games" in only(await service.stats(HERE, ANN), ANN)


# --- statistics -----------------------------------------------------------------------


def _game(game_id: int, game: str, *seats: tuple[str, int, int, int, int, int, bool]
          ) -> LeagueGame:
    return LeagueGame(game_id=game_id, guild="guild", game=game, finished_at=1e9 + game_id,
                      rated=True, seats=tuple(
                          SeatRow(seat=i, player=p, name=p.split(":")[1].title(), score=score,
                                  place=place, tickets_completed=done, tickets_failed=failed,
                                  longest_bonus=longest, left_early=left)
                          for i, (p, score, place, done, failed, longest, left)
                          in enumerate(seats)))


STORED = [
    _game(1, "usa", ("user:ann", 120, 1, 4, 1, 10, False), ("user:bob", 90, 2, 2, 2, 0, False)),
    _game(2, "usa", ("user:ann", 80, 2, 2, 0, 0, False), ("user:bob", 100, 1, 3, 0, 10, False)),
    _game(3, "europe", ("user:ann", 101, 1, 3, 3, 10, True), ("user:cat", 70, 2, 1, 0, 0, False)),
]


def test_statistics_from_a_stored_set_of_finished_games() -> None:
    s = player_stats(list(reversed(STORED)), "user:ann")
    assert (s.games, s.wins, s.best_score, s.longest_bonuses) == (3, 1, 120, 2)
    assert s.average_score == pytest.approx(301 / 3)
    assert (s.tickets_completed, s.tickets_failed) == (9, 4)
    assert s.tickets_rate == pytest.approx(9 / 13) and s.win_rate == pytest.approx(1 / 3)
    assert s.favourite == "usa"
    assert player_stats(STORED, "user:nobody").games == 0


async def _game_rows(service: TableService, ids: range | list[int], guild: str = "guild"
                     ) -> None:
    """Finished game rows for league records made by hand (the league's keys need them)."""
    await service.store.db.executemany(
        "INSERT INTO games (id, guild, channel, kind, status, table_json, version, created_at, "
        "updated_at) VALUES (?, ?, ?, 'board', 'finished', '{}', 1, 0, 0)",
        [(i, guild, f"c{i}") for i in ids])


async def test_stats_answer_in_words_with_a_rating_picture(service) -> None:
    await _game_rows(service, [g.game_id for g in STORED])
    for g in STORED:
        entrants = [Entrant(s.player, s.place, s.left_early) for s in g.seats]
        await service.store.record_game(g, lambda current, e=entrants: rate(e, current))
    ann = Actor("ann", "Ann")
    replies = await service.stats(HERE, ann)
    text = only(replies, ann)
    assert "Statistics of Ann on this server: all games" in text
    assert "3 games, 1 won (33%)" in text and "Average score 100.3, best 120" in text
    assert "Tickets completed: 69% (9 of 13)" in text and "Longest-path bonuses: 2" in text
    assert "Favourite game: Ticket to Ride (USA)" in text
    assert "Rating in Ticket to Ride (USA):" in text and "2 rated games" in text
    assert "Rating in Ticket to Ride: Europe:" in text
    [picture] = replies[-1].images
    assert Image.open(io.BytesIO(picture.data)).format == "PNG"
    bob = only(await service.stats(HERE, ann, "Bob", "usa"), ann)
    assert "Statistics of Bob on this server: Ticket to Ride (USA)" in bob
    assert "2 games, 1 won (50%)" in bob
    assert "“Nobody”" in only(await service.stats(HERE, ann, "Nobody"), ann)
    assert "mars" in only(await service.stats(HERE, ann, None, "mars"), ann)


# --- leaderboard ----------------------------------------------------------------------


async def _ratings(service: TableService, rows: list[Rating], guild: str = "guild") -> None:
    db = service.store.db
    await _game_rows(service, range(1, len(rows) + 1), guild)
    await db.executemany(
        "INSERT INTO ratings (guild, game, player, mu, sigma, games) VALUES (?, ?, ?, ?, ?, ?)",
        [(guild, "usa", r.player, r.mu, r.sigma, r.games) for r in rows])
    await db.executemany("INSERT INTO league_games VALUES (?, ?, 'usa', ?, 1)",
                         [(i + 1, guild, 1e9) for i in range(len(rows))])
    await db.executemany(
        "INSERT INTO league_seats VALUES (?, 0, ?, ?, 50, 1, 1, 0, 0, 0)",
        [(i + 1, r.player, r.player.split(":")[1]) for i, r in enumerate(rows)])


def _listed(text: str) -> list[str]:
    """The players of a leaderboard page, in order, with their places."""
    return [line.split(":")[0] for line in text.splitlines() if line[:1].isdigit()]


async def test_leaderboard_orders_by_mu_minus_three_sigma_in_pages(service) -> None:
    service.league.league_min_games = 3
    rows = [Rating(f"user:p{i:02}", mu=20 + i, sigma=8 - 0.25 * i, games=3) for i in range(24)]
    rows += [Rating("user:new", mu=40, sigma=1, games=2),  # too few games
             Rating("computer:greedy", mu=31, sigma=2, games=9)]
    await _ratings(service, rows)
    ranked = sorted((r for r in rows if r.games >= 3), key=lambda r: -r.conservative)
    names = [r.player.split(":")[1] if r.player.startswith("user:") else "Computer (greedy)"
             for r in ranked]
    assert names[:8] == ["p23", "p22", "p21", "p20", "p19", "p18", "p17", "Computer (greedy)"]
    first = await service.leaderboard(HERE, ANN, "usa")
    text = only(first, ANN)
    assert "Leaderboard: Ticket to Ride (USA) (page 1 of 3)" in text
    assert _listed(text) == [f"{i}. {n}" for i, n in enumerate(names[:10], start=1)]
    assert "8. Computer (greedy): 25.0 (skill 31.0 ± 2.0, 9 games)" in text
    assert "1. p23: 36.2 (skill 43.0 ± 2.2, 3 games)" in text
    assert "new" not in "\n".join(_listed(text)) and "minimum rated games: 3" in text
    assert "Not ranked yet: new (1 more rated game)." in text
    labels = {b.label: b.custom_id for b in first[-1].components}
    assert set(labels) == {"Next ▶", "Hide computers"}
    second = only(await service.press(ANN, labels["Next ▶"], place=HERE), ANN)
    assert "(page 2 of 3)" in second
    assert _listed(second) == [f"{i}. {n}" for i, n in enumerate(names[10:20], start=11)]
    hidden = only(await service.press(ANN, labels["Hide computers"], place=HERE), ANN)
    people = [n for n in names if not n.startswith("Computer")]
    assert _listed(hidden) == [f"{i}. {n}" for i, n in enumerate(people[:10], start=1)]
    last = only(await service.leaderboard(HERE, ANN, "usa", 99), ANN)
    assert "(page 3 of 3)" in last
    assert _listed(last) == [f"{i}. {n}" for i, n in enumerate(names[20:], start=21)]
    # another server sees none of it
    assert "No player here" in only(await service.leaderboard(ELSEWHERE, ANN, "usa"), ANN)


# --- through whole games --------------------------------------------------------------


async def test_history_replay_and_export_of_a_finished_game(service) -> None:
    game_id = await finish_game(service, people=(ANN, BOB, CAT), computers=2)
    history = only(await service.history(HERE, BOB), BOB)
    recorded = await service.store.league_game(game_id)
    winner = min(recorded.seats, key=lambda s: s.place)
    assert f"#{game_id} · " in history and "Ticket to Ride (USA)" in history
    assert f"winner: {winner.name}" in history and f"/ttr league replay {game_id}" in history
    for s in recorded.seats:
        assert f"{s.name} {s.score}" in history
    exported = await service.export(HERE, BOB, str(game_id))
    [file] = exported[-1].images
    assert file.name == f"ttr-game-{game_id}.json"
    data = json.loads(file.data)
    state, result = replay(data)
    assert [p["total"] for p in result["players"]] == [s.score for s in recorded.seats]
    assert "u-4242" not in file.data.decode()  # names, never user ids
    record = await service.store.game(game_id)
    assert state.model_dump_json() == record.state
    replayed = await service.replay(HERE, BOB, game_id)
    [animation] = replayed[-1].images
    img = Image.open(io.BytesIO(animation.data))
    assert img.format == "WEBP" and img.n_frames > 10 and len(animation.data) < 10_000_000
    total = 0
    for i in range(img.n_frames):
        img.seek(i)
        img.load()
        total += img.info["duration"]
    assert 5_000 <= total <= 20_000
    # the asker may post it to the channel, for everyone
    [post] = replayed[-1].components
    assert replayed[-1].ephemeral and post.label == "Post to the channel"
    posted = await service.press(BOB, post.custom_id, place=HERE)
    assert [r.to for r in posted] == [HERE] and not posted[0].ephemeral
    assert posted[0].text == f"Bob shares the replay of game #{game_id}:"
    assert posted[0].images[0].data == animation.data


async def test_another_server_sees_nothing_of_a_game(service) -> None:
    game_id = await finish_game(service)
    for call in (service.replay(ELSEWHERE, ANN, game_id),
                 service.export(ELSEWHERE, ANN, game_id)):
        assert f"no game #{game_id} on this server" in only(await call, ANN)
    assert "No finished games" in only(await service.history(ELSEWHERE, ANN), ANN)
    assert "no finished games" in only(await service.stats(ELSEWHERE, ANN), ANN)


async def test_a_person_who_left_is_rated_last_and_never_wins(service) -> None:
    game_id = await finish_game(service, leaver=ANN)
    recorded = await service.store.league_game(game_id)
    [ann] = [s for s in recorded.seats if s.player == f"user:{ANN.id}"]
    assert ann.left_early
    ratings = await service.store.ratings("guild", "usa", [s.player for s in recorded.seats])
    assert ratings[f"user:{ANN.id}"].mu == min(r.mu for r in ratings.values())


async def test_the_log_tells_what_the_table_saw_and_no_secret(service) -> None:
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    table = Table.model_validate_json(record.table)
    state = load_game(record).state
    offered = state.players[table.seat_of(ANN.id)].offered
    game_map = load_map("usa")
    kept = [game_map.tickets[t] for t in offered[:2]]
    await service.play(HERE, ANN, "keep", {"tickets": [t.name for t in kept]})
    text = only(await service.log(HERE, BOB), BOB)
    assert "Moves of game" in text and "1. Zelda kept 2 tickets and returned 1." in text
    for t in kept:
        for city in (t.a, t.b):
            assert game_map.city_ids[city].name not in text
    assert "Nothing" not in text


async def test_rematch_opens_a_lobby_with_the_same_seats_for_the_host_only(service) -> None:
    game_id = await finish_game(service)
    final = await service.store.game(game_id)
    old = Table.model_validate_json(final.table)
    replies = await service.board(HERE, ANN)
    rematch = custom_id(game_id, 0, "rematch")
    refused = only(await service.press(BOB, rematch, place=HERE), BOB)
    assert "Only the host" in refused
    opened = await service.press(ANN, rematch, place=HERE)
    assert any("rematch of game" in r.text for r in opened)
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    assert record.status == "lobby" and record.id != game_id
    new = Table.model_validate_json(record.table)
    def seats(table: Table) -> list[str]:
        return sorted(repr((s.user, s.name, s.computer if s.user is None else None))
                      for s in table.seats)
    assert seats(new) == seats(old)
    assert all(s.computer is None and not s.left for s in new.seats if s.user)
    assert new.game == old.game and new.options == old.options and new.seed != old.seed
    assert replies  # the finished board still answers
    again = only(await service.press(ANN, rematch, place=HERE), ANN)
    assert "not finished" in again or "already a game" in again


async def test_the_final_message_has_the_rematch_button(service) -> None:
    sent: list[Reply] = []
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    await service.seat(HERE, ANN, ANN.name, "computer")
    await service.seat(HERE, ANN, BOB.name, "computer")

    async def send(replies: list[Reply]) -> None:
        sent.extend(replies)

    await service.drain(send, sleep=lambda s: _nothing())
    [final] = [r for r in sent if r.public and "Final scores" in r.text]
    assert [parse_custom_id(b.custom_id)[2] for b in final.components] == ["rematch"]


# --- forget-me ------------------------------------------------------------------------


async def test_forget_me_leaves_nothing_of_the_person_in_the_database(service, tmp_path) -> None:
    await service.seasons.start(HERE, BOSS, "usa")
    game_id = await finish_game(service)
    await finish_game(service, Channel("guild", "second"), game="europe")
    assert await service.store.ratings("guild", "usa", [f"user:{ANN.id}"])
    # an open game refuses (the person must leave it first)
    await service.new(Channel("guild", "third"), ANN, "usa")
    assert "Leave or end your open games" in only(await service.forget_me(HERE, ANN), ANN)
    await service.abort(Channel("guild", "third"), ANN)
    await service.daily.play(HERE, ANN, "usa")  # a daily attempt, given up
    [daily] = await service.store.daily_rows("guild", "0000-00-00", "9999-99-99")
    await service.abort(daily.game_id, ANN)
    ended = await service.seasons.end(HERE, BOSS, "usa")  # a season ann played in, kept
    assert "Zelda" in ended[0].text
    # asked first: what it deletes, and a button that confirms; nothing is deleted yet
    asked = await service.forget_me(HERE, ANN)
    assert "This deletes your ratings, rating history and statistics on every server" in \
        only(asked, ANN) and "your 2 finished games" in only(asked, ANN)
    [button] = asked[-1].components
    assert button.label == "Forget me"
    assert await service.store.ratings("guild", "usa", [f"user:{ANN.id}"])
    done = only(await service.press(ANN, button.custom_id, place=HERE), ANN)
    assert "deleted" in done
    db = sqlite3.connect(tmp_path / "league.sqlite3")
    for (table,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'"):
        for row in db.execute(f"SELECT * FROM {table}"):
            text = json.dumps(row, default=str)
            assert ANN.id not in text and ANN.name not in text, (table, row)
    # the games are whole: they still replay, with a neutral name in the seat
    exported = json.loads((await service.export(HERE, BOB, game_id))[-1].images[0].data)
    assert any(s["name"].startswith("Player ") for s in exported["seats"])
    replay(exported)
    assert "no finished games" in only(await service.stats(HERE, ANN), ANN)
    stats = only(await service.stats(HERE, BOB), BOB)
    assert "2 games" in stats


def test_a_card_game_replay_is_animated_from_public_views() -> None:
    from bot.league.replays import replay_views
    from render.replay import render_replay
    from tests.played_games import played_export
    _, data = played_export("cardgame", 3, seed=5)
    views = replay_views(data)
    assert all(not hasattr(v, "hand") for v in views)  # public views only
    img = Image.open(io.BytesIO(render_replay(views)))
    assert img.format == "WEBP" and img.n_frames > 10


def test_leaderboard_buttons_become_league_items_on_discord() -> None:
    from bot.discord.components import item_of
    from bot.discord.league import LeagueItem
    from bot.league.commands import leaderboard_id
    from bot.replies import Button
    item = item_of(Button(leaderboard_id("usa", 2, False), "Next ▶", "/ttr leaderboard"))
    assert isinstance(item, LeagueItem) and item.custom_id == "ttrlb:usa:2:p"
    table = item_of(Button(custom_id(1, 0, "rematch"), "Rematch", "/ttr rematch"))
    assert not isinstance(table, LeagueItem)


async def test_a_game_number_of_any_size_or_script_is_refused_in_words(service) -> None:
    game_id = await finish_game(service)
    for typed in ("9223372036854775808", "9" * 5000, "²", "١", "#-1"):
        for call in (service.replay, service.export):
            assert "no game #" in only(await call(HERE, ANN, typed), ANN)
    # a page number of any size shows the last page there is
    assert f"#{game_id} · " in only(await service.history(HERE, ANN, "9" * 5000), ANN)


# --- a newcomer ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "cs"])
async def test_stats_of_a_newcomer_name_the_person_asked_about(service, lang) -> None:
    asker = Actor("u-77", "Newt", locale=lang)
    mine = only(await service.stats(HERE, asker), asker)
    assert mine.startswith("Newt") and "?" not in mine
    theirs = only(await service.stats(HERE, asker, "<@555>"), asker)
    assert theirs.startswith("<@555>") and "?" not in theirs


async def test_the_leaderboard_names_who_is_close_to_being_ranked(service) -> None:
    service.league.league_min_games = 3
    await _ratings(service, [Rating("user:ann", mu=30, sigma=5, games=1),
                             Rating("user:bob", mu=25, sigma=6, games=2)])
    text = only(await service.leaderboard(HERE, ANN, "usa"), ANN)
    assert "No player here has reached the minimum" in text
    assert "Not ranked yet: bob (1 more rated game) and ann (2 more rated games)." in text


async def test_forget_me_is_confirmed_at_the_console_by_the_press_it_prints(tmp_path) -> None:
    store = SqliteStore(tmp_path / "forget.sqlite3")
    await store.open()
    service = TableService(store, seeds=lambda: 9, bot_delay=0, turn_limit=None)
    out = io.StringIO()
    console = Console(service, Printer(tmp_path / "out", stream=out))
    await console.run_line("ann /ttr forget-me")
    shown = out.getvalue()
    assert "press the button to confirm" in shown and "deleted" not in shown
    press = shown.rsplit("(/ttr press ", 1)[1].split(")")[0]
    await console.run_line(f"ann /ttr press {press}")
    assert "Your ratings and statistics are deleted" in out.getvalue()
    await store.close()
