# Ticket to Ride for Discord: `python -m bot` (the Discord bot when DISCORD_TOKEN is set).
#   docker build -t ttr-bot .
#   docker run --init --env-file .env -v ttr-data:/data ttr-bot
# Without DISCORD_TOKEN the container exits with code 2 (there is no terminal to play on).
# --init (compose: `init: true`) lets a `docker stop` in the bot's first second end it at
# once; without it Python, as process 1, ignores SIGTERM until its own handler is set.
# Where Docker Hub cannot be reached, deploy/local-base.sh builds an equivalent base from
# Debian's packages: docker build --build-arg BASE=ttr-base:bookworm -t ttr-bot .
ARG BASE=python:3.11-slim
FROM ${BASE}

ENV PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DB_PATH=/data/ttr.sqlite3 \
    BACKUP_DIR=/data/backups \
    HEARTBEAT_FILE=/tmp/ttr-heartbeat

WORKDIR /app

# the dependencies alone first, so a code change does not reinstall them; with the
# [postgres] extra, so one image runs on SQLite or on PostgreSQL (DATABASE_URL, compose.yaml)
COPY pyproject.toml ./
RUN python -c "import subprocess, sys, tomllib; \
project = tomllib.load(open('pyproject.toml', 'rb'))['project']; \
deps = project['dependencies'] + project['optional-dependencies']['postgres']; \
subprocess.check_call([sys.executable, '-m', 'pip', 'install', *deps])"

COPY README.md ./
COPY engine/ engine/
COPY render/ render/
COPY bot/ bot/
RUN pip install --no-deps . && rm -rf build *.egg-info

RUN useradd --create-home --uid 10001 ttr \
    && mkdir -p /data \
    && chown ttr:ttr /data
USER ttr
WORKDIR /home/ttr

VOLUME ["/data"]
# healthy while the running bot's event loop keeps touching its heartbeat file
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot", "health"]
# `docker stop` sends SIGTERM: the bot sends the replies under way (or keeps them in the
# database for its next start), stops its scheduler and gateway, and exits 0 well within
# the 10-second grace period
STOPSIGNAL SIGTERM
CMD ["python", "-m", "bot"]
