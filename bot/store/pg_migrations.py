"""The PostgreSQL schema: the same numbered migrations as `migrations.py` (same tables,
columns, indexes and rules), written in PostgreSQL's dialect.

Never edit a migration that has shipped: add the next one, with the same number in both
files.
"""

from __future__ import annotations

#: raises for any change to a row of the append-only action log
_APPEND_ONLY = """
CREATE FUNCTION actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'the action log is append-only'; END $$;
"""

PG_MIGRATIONS: list[tuple[int, str]] = [
    (1, f"""
CREATE TABLE games (
    id          BIGSERIAL PRIMARY KEY,
    guild       TEXT NOT NULL,
    channel     TEXT NOT NULL,
    kind        TEXT NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'aborted')),
    table_json  TEXT NOT NULL,
    state_json  TEXT,
    version     BIGINT NOT NULL,
    due_at      DOUBLE PRECISION,
    due_what    TEXT CHECK (due_what IN ('computer', 'reminder', 'timeout')),
    created_at  DOUBLE PRECISION NOT NULL,
    updated_at  DOUBLE PRECISION NOT NULL
);
-- one open game per channel, also when two processes race to create one
CREATE UNIQUE INDEX games_open_channel ON games (guild, channel)
    WHERE status IN ('lobby', 'playing');
CREATE INDEX games_channel ON games (guild, channel, id);
CREATE INDEX games_due ON games (due_at) WHERE due_at IS NOT NULL;

CREATE TABLE actions (
    id          BIGSERIAL PRIMARY KEY,
    game_id     BIGINT NOT NULL REFERENCES games (id),
    version     BIGINT NOT NULL,
    seat        INTEGER,
    actor       TEXT NOT NULL,
    action      TEXT NOT NULL,
    created_at  DOUBLE PRECISION NOT NULL,
    UNIQUE (game_id, version)
);
{_APPEND_ONLY}
CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
    FOR EACH ROW EXECUTE FUNCTION actions_append_only();
CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions
    FOR EACH ROW EXECUTE FUNCTION actions_append_only();

CREATE TABLE settings (
    scope  TEXT NOT NULL,
    key    TEXT NOT NULL,
    value  TEXT NOT NULL,
    PRIMARY KEY (scope, key)
);
"""),
    (2, """
-- people whose direct messages were found closed: not tried again until `until`, and
-- whether their game's channel was told so (once)
CREATE TABLE closed_dms (
    "user"  TEXT PRIMARY KEY,
    until   DOUBLE PRECISION NOT NULL,
    told    INTEGER NOT NULL DEFAULT 0
);
"""),
    (3, """
-- the league: each finished game's result per seat, ratings and their history
CREATE TABLE league_games (
    game_id      BIGINT PRIMARY KEY REFERENCES games (id),
    guild        TEXT NOT NULL,
    game         TEXT NOT NULL,
    finished_at  DOUBLE PRECISION NOT NULL,
    -- whether the game changed ratings (see bot/league/rating.py)
    rated        INTEGER NOT NULL
);
CREATE INDEX league_games_guild ON league_games (guild, finished_at);

CREATE TABLE league_seats (
    game_id            BIGINT NOT NULL REFERENCES league_games (game_id),
    seat               INTEGER NOT NULL,
    -- 'user:<id>', 'computer:<level>', or 'forgotten' after /ttr forget-me
    player             TEXT NOT NULL,
    name               TEXT NOT NULL,
    score              INTEGER NOT NULL,
    place              INTEGER NOT NULL,
    tickets_completed  INTEGER NOT NULL,
    tickets_failed     INTEGER NOT NULL,
    longest_bonus      INTEGER NOT NULL,
    left_early         INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX league_seats_player ON league_seats (player, game_id);

CREATE TABLE ratings (
    guild   TEXT NOT NULL,
    game    TEXT NOT NULL,
    player  TEXT NOT NULL,
    mu      DOUBLE PRECISION NOT NULL,
    sigma   DOUBLE PRECISION NOT NULL,
    games   INTEGER NOT NULL,
    PRIMARY KEY (guild, game, player)
);

CREATE TABLE rating_history (
    game_id  BIGINT NOT NULL REFERENCES league_games (game_id),
    player   TEXT NOT NULL,
    mu       DOUBLE PRECISION NOT NULL,
    sigma    DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, player)
);

-- /ttr forget-me replaces a person's id in the action log by a neutral word: the log
-- stays append-only in everything else
DROP TRIGGER actions_no_update ON actions;
CREATE TRIGGER actions_no_update BEFORE UPDATE OF game_id, version, seat, action, created_at
    ON actions FOR EACH ROW EXECUTE FUNCTION actions_append_only();
"""),
    (4, """
-- each game's current board message in its channel, shared by every bot process (it
-- was kept in settings as 'discord' / 'board:<game>' = '<channel>:<message>:<waiting>')
CREATE TABLE board_messages (
    game_id  BIGINT PRIMARY KEY,
    channel  BIGINT NOT NULL,
    message  BIGINT NOT NULL,
    -- the people it waits for: user ids, comma-separated
    waiting  TEXT NOT NULL DEFAULT '',
    -- the game step it shows: an older board never replaces a newer one
    step     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX board_messages_message ON board_messages (message);

INSERT INTO board_messages (game_id, channel, message, waiting)
SELECT game_id, split_part(value, ':', 1)::bigint, split_part(value, ':', 2)::bigint,
       split_part(value, ':', 3)
FROM (SELECT substr(key, 7)::bigint AS game_id, value FROM settings
      WHERE scope = 'discord' AND key ~ '^board:[0-9]{1,18}$'
      AND value ~ '^[0-9]{1,19}:[0-9]{1,19}:' OFFSET 0) AS saved
WHERE game_id IN (SELECT id FROM games);
DELETE FROM settings WHERE scope = 'discord' AND key LIKE 'board:%';
"""),
    (5, """
-- the bot process (its store's id) playing a game's due moves until `claim_until`, or,
-- with no `claim_until`, the last one that did: the others leave a claimed game alone
-- until the claim runs out (the process is gone), and the last player of a game of
-- another process's shards goes on playing it once it has taken it over
ALTER TABLE games ADD COLUMN claimed_by TEXT;
ALTER TABLE games ADD COLUMN claim_until DOUBLE PRECISION;
"""),
    (6, """
-- replies the bot had not delivered when it was stopped (SIGTERM): delivered at its next
-- start in order, each batch taken once; `guild` is the game's server ('' for none)
CREATE TABLE outbox (
    id          BIGSERIAL PRIMARY KEY,
    guild       TEXT NOT NULL,
    replies     TEXT NOT NULL,
    created_at  DOUBLE PRECISION NOT NULL
);
-- a server's open games, for its host notes when the bot is removed from it
CREATE INDEX games_guild_open ON games (guild) WHERE status IN ('lobby', 'playing');
"""),
    (7, """
-- each move rewrites its game's row; made cheap for the server:
-- - no index holds a column a move changes (the due time was one: due games are looked
--   for among the open ones, games_guild_open), so the new row version goes on the same
--   page with no new index entry (a HOT update) ...
-- - ... given room on the page: pages are filled to half, the rest for new versions
-- - the state and table (a few kB of JSON) are compressed with lz4, several times
--   cheaper than the default pglz, where the server has it (PostgreSQL 14 or later,
--   built with lz4); a compressed row also leaves more room on its page
DROP INDEX games_due;
ALTER TABLE games SET (fillfactor = 50);
DO $$
BEGIN
    IF current_setting('server_version_num')::int >= 140000 AND EXISTS (
            SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression'
            AND 'lz4' = ANY (enumvals)) THEN
        EXECUTE 'ALTER TABLE games ALTER COLUMN state_json SET COMPRESSION lz4, '
                'ALTER COLUMN table_json SET COMPRESSION lz4';
    END IF;
END $$;
"""),
    (8, """
-- each player's one private hand message of a game (a direct message the adapter edits
-- as their hand changes), shared by every bot process; `user` is the adapter's user id
CREATE TABLE hand_messages (
    game_id  BIGINT NOT NULL,
    "user"   TEXT NOT NULL,
    channel  BIGINT NOT NULL,
    message  BIGINT NOT NULL,
    PRIMARY KEY (game_id, "user")
);
"""),
    (9, """
-- the daily challenge: each person's one attempt a day at a server's game of the day
-- (`day` YYYY-MM-DD in UTC); `status` playing, finished or aborted, the scores once
-- finished; `daily_posts` the days whose results were posted (each once)
CREATE TABLE daily_attempts (
    guild           TEXT NOT NULL,
    day             TEXT NOT NULL,
    game            TEXT NOT NULL,
    player          TEXT NOT NULL,
    name            TEXT NOT NULL,
    game_id         BIGINT,
    status          TEXT NOT NULL DEFAULT 'playing',
    score           INTEGER,
    computer_score  INTEGER,
    PRIMARY KEY (guild, day, game, player)
);
CREATE INDEX daily_attempts_game ON daily_attempts (game_id);
CREATE TABLE daily_posts (
    guild  TEXT NOT NULL,
    day    TEXT NOT NULL,
    PRIMARY KEY (guild, day)
);
-- seasons of a server's game: at most one running (ended_at NULL) per server and game;
-- `ends_at` the end a manager set (NULL: ended by hand); once ended, the winner and the
-- final table (JSON) are kept
CREATE TABLE seasons (
    id          BIGSERIAL PRIMARY KEY,
    guild       TEXT NOT NULL,
    game        TEXT NOT NULL,
    number      INTEGER NOT NULL,
    channel     TEXT NOT NULL,
    started_at  DOUBLE PRECISION NOT NULL,
    ends_at     DOUBLE PRECISION,
    ended_at    DOUBLE PRECISION,
    role        TEXT,
    winner      TEXT,
    standings   TEXT
);
CREATE UNIQUE INDEX seasons_running ON seasons (guild, game) WHERE ended_at IS NULL;
-- spectators' predictions of a game's winner (one per person and game, changed until
-- the game's first third); `correct` 1 or 0 once the game is finished
CREATE TABLE predictions (
    game_id  BIGINT NOT NULL,
    guild    TEXT NOT NULL,
    player   TEXT NOT NULL,
    name     TEXT NOT NULL,
    seat     INTEGER NOT NULL,
    made_at  DOUBLE PRECISION NOT NULL,
    correct  INTEGER,
    PRIMARY KEY (game_id, player)
);
CREATE INDEX predictions_guild ON predictions (guild, correct);
"""),
    (10, """
-- tournaments (/ttr tournament): one open per channel; `round` is the round being played
-- (0 before the start), moved on by one atomic claim (UPDATE ... WHERE round = N);
-- `due_at` is when the scheduler looks at it next (a game of it finished, its round's
-- time ran out, or a claim left unfinished by a process that stopped)
CREATE TABLE tournaments (
    id          BIGSERIAL PRIMARY KEY,
    guild       TEXT NOT NULL,
    channel     TEXT NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'aborted')),
    round       INTEGER NOT NULL DEFAULT 0,
    data        TEXT NOT NULL,
    version     INTEGER NOT NULL,
    due_at      DOUBLE PRECISION,
    created_at  DOUBLE PRECISION NOT NULL,
    updated_at  DOUBLE PRECISION NOT NULL
);
CREATE UNIQUE INDEX tournaments_open_channel ON tournaments (guild, channel)
    WHERE status IN ('lobby', 'playing');
CREATE INDEX tournaments_due ON tournaments (due_at) WHERE due_at IS NOT NULL;
-- each table's game of a tournament round, made once
CREATE TABLE tournament_games (
    tournament_id  BIGINT NOT NULL REFERENCES tournaments (id),
    round          INTEGER NOT NULL,
    table_no       INTEGER NOT NULL,
    game_id        BIGINT NOT NULL UNIQUE REFERENCES games (id),
    PRIMARY KEY (tournament_id, round, table_no)
);
"""),
    (11, """
-- due games found through an index again: the open games' due times with everything the
-- scheduler's round reads of them, so a round reads a few index entries however many
-- games are open. A move changes its row's due time, so its new row version gets index
-- entries (no HOT update, migration 7): the price of a round that does not read every
-- open game's row
CREATE INDEX games_due_open ON games (due_at)
    INCLUDE (status, due_what, claim_until, claimed_by, guild)
    WHERE status IN ('lobby', 'playing') AND due_at IS NOT NULL;
"""),
]
