"""compose.yaml: the bot as two shard processes over one PostgreSQL with a named volume,
each service with its health check, the bots started once the database is healthy, and
every setting a bot process gets one the bot reads and accepts."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import yaml

from bot.settings import Settings

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def compose() -> dict:
    return yaml.safe_load((ROOT / "compose.yaml").read_text())


def bots(compose: dict) -> dict[str, dict]:
    return {name: s for name, s in compose["services"].items() if s.get("image") == "ttr-bot"}


def filled(value: str) -> str:
    """A value with its ${VARIABLE...} filled in as docker compose would from .env."""
    return re.sub(r"\$\{POSTGRES_PASSWORD:\?[^}]*\}", "s3cret", value)


def test_two_bot_processes_run_one_shard_each_of_two(compose):
    found = bots(compose)
    assert len(found) == 2
    shards = sorted(s["environment"]["SHARD_IDS"] for s in found.values())
    assert shards == ["0", "1"]
    assert {s["environment"]["SHARD_COUNT"] for s in found.values()} == {"2"}


def test_the_bots_start_once_postgres_is_healthy_and_report_their_own_health(compose):
    postgres = compose["services"]["postgres"]
    assert "pg_isready" in " ".join(postgres["healthcheck"]["test"])
    for bot in bots(compose).values():
        assert bot["depends_on"] == {"postgres": {"condition": "service_healthy"}}
        assert bot["healthcheck"]["test"] == ["CMD", "python", "-m", "bot", "health"]
        assert bot["build"]["context"] == "." and "restart" in bot


def test_the_database_lives_in_a_named_volume(compose):
    postgres = compose["services"]["postgres"]
    [mount] = postgres["volumes"]
    volume, _, path = mount.partition(":")
    assert path == "/var/lib/postgresql/data" and volume in compose["volumes"]


def test_each_bot_reaches_the_compose_database_with_settings_it_accepts(compose, monkeypatch):
    postgres = compose["services"]["postgres"]["environment"]
    for bot in bots(compose).values():
        env = {k: filled(str(v)) for k, v in bot["environment"].items()}
        url = urlsplit(env["DATABASE_URL"])
        assert (url.hostname, url.port, url.username, url.password, url.path) == (
            "postgres", 5432, postgres["POSTGRES_USER"], filled(postgres["POSTGRES_PASSWORD"]),
            "/" + postgres["POSTGRES_DB"])
        assert {k.lower() for k in env} <= set(Settings.model_fields)
        for key, value in env.items():
            monkeypatch.setenv(key, value)
        settings = Settings(_env_file=None)
        assert settings.database_url == env["DATABASE_URL"] and settings.backup_dir is None
        assert settings.shard_count == 2 and settings.shard_ids == [int(env["SHARD_IDS"])]


def test_the_image_can_talk_to_postgresql():
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "['optional-dependencies']['postgres']" in dockerfile


def test_each_bot_runs_under_an_init_that_passes_sigterm_on(compose):
    assert [s.get("init") for s in bots(compose).values()] == [True, True]
