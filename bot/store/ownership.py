"""Whether a database is the bot's own, decided before anything is written to it: an
empty database (the bot creates its tables), or one with the bot's `schema_migrations`
(a `version` and an `applied_at` column). Anything else is another application's, and
the bot refuses it untouched (DatabaseNotOurs)."""

from __future__ import annotations

from collections.abc import Iterable

from .base import DatabaseNotOurs

#: the columns of the bot's own migrations table
MIGRATION_COLUMNS = frozenset({"version", "applied_at"})
#: tables listed in the refusal at most
SHOWN_TABLES = 5


def check_ours(where: str, tables: Iterable[str], migration_columns: Iterable[str]) -> None:
    """DatabaseNotOurs unless the database at `where` (its `tables`, and the columns of
    its `schema_migrations` if it has one) is empty or the bot's."""
    found = sorted(set(tables))
    if not found:
        return
    if "schema_migrations" in found and set(migration_columns) >= MIGRATION_COLUMNS:
        return
    listed = ", ".join(found[:SHOWN_TABLES]) + (", ..." if len(found) > SHOWN_TABLES else "")
    raise DatabaseNotOurs(where, listed)
