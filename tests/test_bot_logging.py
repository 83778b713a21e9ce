"""Logs at INFO say what happened to which game, never a hand, a ticket, a drawn card or
the token."""

from __future__ import annotations

import logging

from bot.i18n import say
from bot.kinds.board.words import ticket
from bot.replies import Actor, Channel
from bot.service import TableService
from bot.settings import Settings
from bot.store import SqliteStore
from engine.cards import CARD_KINDS
from engine.maps import load_map

HERE = Channel("guild", "logs")
ANN, BOB = Actor("ann", "Ann"), Actor("bob", "Bob")


async def test_info_logs_hold_no_secret(tmp_path, caplog):
    caplog.set_level(logging.DEBUG, logger="bot")
    store = SqliteStore(tmp_path / "logs.sqlite3")
    await store.open()
    service = TableService(store, seeds=lambda: 21, bot_delay=0, turn_limit=None)
    await service.new(HERE, ANN, "usa")
    await service.join(HERE, BOB)
    await service.addbot(HERE, ANN)
    await service.start(HERE, ANN)
    for _ in range(200):
        await service.run_due()
        for person in (ANN, BOB):
            found = await service.suggestion(HERE, person)
            if found:
                await service.play(HERE, person, *found)
    await store.close()

    game_map = load_map("usa")
    secrets = [*CARD_KINDS, "deck"]
    for t in range(len(game_map.tickets)):
        secrets += [game_map.tickets[t].name, say("en", ticket(game_map, t))]
    info = [r.getMessage() for r in caplog.records if r.levelno >= logging.INFO]
    debug = [r.getMessage() for r in caplog.records if r.levelno == logging.DEBUG]
    assert len(info) > 100 and any(": keep by seat" in m for m in info)
    for message in info:
        assert not any(s in message for s in secrets), message
    # the action texts, tickets kept included, are there only at DEBUG
    assert any("keep " in m for m in debug)


def test_the_token_stays_out_of_reprs_and_logs(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "secret-token-123")
    settings = Settings(_env_file=None)
    assert settings.discord_token.get_secret_value() == "secret-token-123"
    assert "secret-token-123" not in repr(settings) and "secret-token-123" not in str(settings)
    assert "secret-token-123" not in settings.model_dump_json()


def test_settings_read_dotenv_with_defaults(tmp_path, monkeypatch):
    for name in ("DISCORD_TOKEN", "DB_PATH", "DEV_GUILD_ID", "BOT_DELAY", "TURN_LIMIT"):
        monkeypatch.delenv(name, raising=False)
    env = tmp_path / ".env"
    env.write_text("DISCORD_TOKEN=\nDB_PATH=/data/ttr.sqlite3\nDEV_GUILD_ID=123\n"
                   "BOT_DELAY=0.5\n")
    settings = Settings(_env_file=env)
    assert settings.discord_token is None  # empty counts as unset
    assert str(settings.db_path) == "/data/ttr.sqlite3" and settings.dev_guild_id == 123
    assert settings.bot_delay == 0.5 and settings.turn_limit == 1800
    monkeypatch.setenv("DB_PATH", "/elsewhere.sqlite3")
    assert str(Settings(_env_file=env).db_path) == "/elsewhere.sqlite3"  # environment wins


def test_a_librarys_outage_retries_are_one_line(capsys):
    import logging

    from bot import logs
    root = logging.getLogger()
    kept = (list(root.handlers), root.level)
    logs.configure("WARNING")
    try:
        try:
            raise ConnectionRefusedError(111, "Connect call failed ('127.0.0.1', 5432)")
        except ConnectionRefusedError:
            logging.getLogger("asyncpg.pool").warning("Failed to restore the pool connection "
                                                      "floor; retrying", exc_info=True)
        err = capsys.readouterr().err
    finally:  # the other tests' logging as it was
        root.handlers[:] = kept[0]
        root.setLevel(kept[1])
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.rstrip().endswith("retrying (ConnectionRefusedError: [Errno 111] Connect call "
                                 "failed ('127.0.0.1', 5432))")
