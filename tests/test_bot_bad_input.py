"""Bad input is refused with a clear message and changes nothing: numbers of any size and
script, names with Markdown, mentions and line breaks; and a lobby whose host leaves is
never stranded."""

from __future__ import annotations

import itertools

import pytest

from bot.i18n import languages, say
from bot.replies import Actor, Channel
from bot.service import Table, TableService
from bot.service.lobby import turn_limit
from bot.store import SqliteStore
from bot.table import load_game
from bot.table.display_names import clean_name, echoed, shown
from bot.table.refusal import Refusal
from bot.table.typed_numbers import whole_number

HERE = Channel("guild", "table")
ANN, BOB, CAT = Actor("ann", "Ann"), Actor("bob", "Bob"), Actor("cat", "Cat")
HUGE = "9" * 5000


@pytest.fixture
async def service(tmp_path):
    store = SqliteStore(tmp_path / "bad.sqlite3")
    await store.open()
    seeds = itertools.count(7)
    yield TableService(store, seeds=lambda: next(seeds), bot_delay=0, turn_limit=None)
    await store.close()


async def snapshot(service: TableService) -> tuple:
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    if record is None:
        return (None, await service.store.count_games())
    return (record.version, record.status, record.table, record.state,
            len(await service.store.actions(record.id)), await service.store.count_games())


async def refused(service: TableService, call, actor: Actor) -> str:
    before = await snapshot(service)
    replies = await call
    assert len(replies) == 1 and replies[0].ephemeral and replies[0].to == actor.user
    assert await snapshot(service) == before
    return replies[0].text


async def table(service: TableService) -> Table:
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    return Table.model_validate_json(record.table)


# --- numbers ---------------------------------------------------------------------------------


def test_only_short_ascii_digits_are_whole_numbers():
    assert whole_number("12") == 12 and whole_number(" 3 ") == 3
    for text in ("²", "٣", "①", "1²", "", "-1", "1.5", "9" * 10, HUGE, "１"):
        assert whole_number(text) is None, text


@pytest.mark.parametrize("value", ["9" * 400, "9" * 400 + "s", HUGE, "1e400", "inf", "nan",
                                   "²", "٣m", "5.5.5", float("inf"), float("nan"), 10 ** 400,
                                   -5, 7 * 86400 + 1, "1" * 9 + "d"])
def test_a_turn_limit_no_table_can_have_is_refused(value):
    with pytest.raises(Refusal) as e:
        turn_limit(value, None)
    assert e.value.code == "bad_turn_limit"


def test_turn_limits_in_range_still_read():
    assert turn_limit("5", None) == 300 and turn_limit("90s", None) == 90
    assert turn_limit("1.5h", None) == 5400 and turn_limit(600.0, None) == 600
    assert turn_limit("off", 60) is None and turn_limit(None, 60) == 60


async def test_a_400_digit_turn_limit_is_refused_in_every_language(service):
    for lang in languages():
        actor = Actor("ann", "Ann", locale=lang)
        text = await refused(service, service.new(HERE, actor, "usa", "9" * 400), actor)
        assert text == say(lang, "error.bad_turn_limit", value="9" * 39 + "…")


async def test_seat_numbers_in_other_scripts_or_of_any_size_are_refused(service):
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    for who in ("²", "٣", "①", HUGE, "0", "3", "-1"):
        text = await refused(service, service.seat(HERE, ANN, who, "computer"), ANN)
        assert text == say("en", "error.unknown_player", player=echoed(who))
    assert len(text) < 100
    replies = await service.seat(HERE, ANN, "2", "computer")
    assert not replies[0].ephemeral


@pytest.mark.parametrize("cards", [f"{HUGE} red", "² red", "٣ red", "1000 red",
                                   "99999999999 locomotive", "red " * 3000])
async def test_card_counts_of_any_size_are_refused(service, cards):
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.start(HERE, ANN)
    for who in (ANN, BOB):
        command, args = await service.suggestion(HERE, who)
        await service.play(HERE, who, command, args)
    record = await service.store.channel_game(HERE.guild, HERE.channel)
    state = load_game(record).state
    mover = (ANN, BOB)[[s.user for s in (await table(service)).seats].index("ann")
                       != state.current]
    text = await refused(service, service.play(HERE, mover, "claim",
                                               {"route": "seattle-portland", "cards": cards}),
                         mover)
    assert len(text) < 300 and "Exceeds" not in text and "literal" not in text


async def test_a_forged_press_id_is_refused(service):
    await service.new(HERE, ANN, "usa")
    for forged in ("ttr:١:0:join", f"ttr:{HUGE}:0:join", "ttr:1:²:join", "ttr:1:0:" + "x" * 99,
                   "ttr:1:0:hand\n", "", "ttr::0:join"):
        text = await refused(service, service.press(BOB, forged, place=HERE), BOB)
        assert text == say("en", "error.unknown_button")
    await service.press(BOB, "ttr:1:0:join", place=HERE)
    assert [s.user for s in (await table(service)).seats] == ["ann", "bob"]


# --- names -----------------------------------------------------------------------------------


def test_names_are_one_short_line_and_markdown_safe():
    assert clean_name("Ann\nBob\r\n\u2028Cat\tDan") == "Ann Bob Cat Dan"
    assert clean_name("\u202eevil\u200b") == "evil"
    assert clean_name("  \n ") == "?"
    assert len(clean_name("x" * 500)) == 32
    assert shown("**bold** _it_ `code` ||spoiler|| ~~no~~") == (
        r"\*\*bold\*\* \_it\_ \`code\` \|\|spoiler\|\| \~\~no\~\~")
    assert shown("# Big") == r"\# Big" and shown("> quote") == r"\> quote"
    assert shown("[click](https://evil)") == r"\[click\]\(https://evil\)"
    assert "@everyone" not in shown("@everyone") and "<@123>" not in shown("<@123>")


NASTY = Actor("nasty", "**Boss**\n# @everyone <@42> [x](http://e.vil)" + "y" * 80)


async def test_a_nasty_name_is_escaped_in_every_channel_message(service):
    sent = []
    sent += await service.new(HERE, NASTY, "usa")
    sent += await service.join(HERE, BOB)
    sent += await service.join(HERE, Actor("twin", NASTY.name))
    sent += await service.addbot(HERE, NASTY)
    sent += await service.start(HERE, NASTY)
    sent += await service.seat(HERE, NASTY, "twin", "computer")
    sent += await service.abort(HERE, NASTY)
    texts = [r.text for r in sent if r.public]
    assert len(texts) >= 6
    for text in texts:
        assert "**Boss**" not in text and "@everyone" not in text and "<@42>" not in text
        assert "[x](" not in text and "\n# " not in text
    assert texts[0].startswith(r"\*\*Boss\*\* # @")
    names = [s.name for s in (await table(service)).seats if s.user]
    assert all("\n" not in n and len(n) <= 36 for n in names)


async def test_a_nasty_name_is_escaped_when_quoted_back(service):
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    text = await refused(service, service.addbot(HERE, BOB), BOB)
    assert "Ann" in text
    text = await refused(service, service.new(HERE, ANN, "**usa**\n@everyone"), ANN)
    assert "**usa**" not in text and "@everyone" not in text and "\n" not in text.split(":")[0]


# --- the host leaves the lobby ---------------------------------------------------------------


async def test_a_leaving_host_hands_the_lobby_to_the_next_person(service):
    await service.new(HERE, ANN, "usa")
    await service.addbot(HERE, ANN)
    await service.join(HERE, BOB)
    await service.join(HERE, CAT)
    replies = await service.leave(HERE, ANN)
    assert replies[0].text.startswith("Ann left the table.\nBob is the host now.")
    t = await table(service)
    assert (t.host, t.host_name) == ("bob", "Bob")
    assert "Only the host (Bob)" in await refused(service, service.start(HERE, ANN), ANN)
    assert "Only the host (Bob)" in await refused(service, service.addbot(HERE, CAT), CAT)
    assert (await service.start(HERE, BOB))[0].status == "playing"


async def test_the_last_person_leaving_an_empty_lobby_closes_it(service):
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.leave(HERE, ANN)
    replies = await service.leave(HERE, BOB)
    assert replies[0].text == "Bob left the table.\nNobody is left at the table, so it is closed."
    assert replies[0].status == "aborted"
    assert (await service.new(HERE, CAT, "europe"))[0].status == "lobby"


async def test_a_host_who_leaves_computer_players_keeps_the_table(service):
    await service.new(HERE, ANN, "usa")
    await service.addbot(HERE, ANN)
    await service.addbot(HERE, ANN)
    replies = await service.leave(HERE, ANN)
    assert replies[0].text.startswith("Ann left the table.\n")
    assert (await table(service)).host == "ann"
    assert (await service.start(HERE, ANN))[0].status == "playing"
