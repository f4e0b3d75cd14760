"""Schema versions of the game journal and the steps between them.

The schema version lives in the ``meta`` table (all backends) and, for SQLite,
also in ``PRAGMA user_version``.  ``MIGRATIONS[n]`` turns version ``n`` into
``n + 1``; all pending steps run in one transaction, so a failed migration
leaves the database as it was.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import Connection, text

from referee.core.errors import StorageError
from rulesdb.journal.models import APPLICATION_ID, APPLICATION_NAME, SCHEMA_VERSION, SNAPSHOT, SUMMARY, metadata

Migration = Callable[[Connection], None]


def _add_archived(conn: Connection) -> None:
    """1 -> 2: games can be archived (hidden, recoverable)."""
    conn.execute(text("ALTER TABLE game ADD COLUMN archived BOOLEAN NOT NULL DEFAULT FALSE"))


def _add_summaries(conn: Connection) -> None:
    """2 -> 3: each game's summary for the start page, kept beside its journal (empty: made on the next listing)."""
    SUMMARY.create(conn)


def _add_snapshots(conn: Connection) -> None:
    """3 -> 4: what a replay derived of each game, kept beside its journal (empty: made on the next opening)."""
    SNAPSHOT.create(conn)


#: version n -> the step from n to n + 1.
MIGRATIONS: dict[int, Migration] = {1: _add_archived, 2: _add_summaries, 3: _add_snapshots}


def read_version(conn: Connection) -> int | None:
    """The schema version stored in ``meta``, or None for an empty database."""
    has_meta = conn.dialect.has_table(conn, "meta")
    if not has_meta:
        if conn.dialect.has_table(conn, "game") or conn.dialect.has_table(conn, "event"):
            raise StorageError(
                "Die Datenbank hat fremde Tabellen; sie bleibt unverändert.",
                "The database has tables of another program; it was left unchanged.",
            )
        return None
    rows: dict[str, str] = {str(k): str(v) for k, v in conn.execute(text("SELECT key, value FROM meta")).all()}
    if rows.get("application") != APPLICATION_NAME:
        raise StorageError(
            "Die Datenbank gehört zu einem anderen Programm; sie bleibt unverändert.",
            "The database belongs to another program; it was left unchanged.",
        )
    return int(rows.get("schema_version", "0"))


def _write_version(conn: Connection, version: int) -> None:
    conn.execute(text("DELETE FROM meta WHERE key = 'schema_version'"))
    conn.execute(
        text("INSERT INTO meta (key, value) VALUES ('schema_version', :v)"), {"v": str(version)}
    )
    if conn.dialect.name == "sqlite":
        conn.exec_driver_sql(f"PRAGMA user_version = {int(version)}")


def pending_migration(conn: Connection, *, target: int = SCHEMA_VERSION) -> bool:
    """Does an existing database need a migration (so that a backup is due first)?"""
    found = read_version(conn)
    return found is not None and found < target


def create_or_migrate(conn: Connection, *, target: int = SCHEMA_VERSION) -> int:
    """Create the schema in an empty database or bring an older one to ``target``.

    Returns the version found before (0 for a new database).
    """
    found = read_version(conn)
    if found is None:
        metadata.create_all(conn)
        conn.execute(
            text("INSERT INTO meta (key, value) VALUES ('application', :a)"), {"a": APPLICATION_NAME}
        )
        if conn.dialect.name == "sqlite":
            conn.exec_driver_sql(f"PRAGMA application_id = {APPLICATION_ID}")
        _write_version(conn, target)
        return 0
    if found > target:
        raise StorageError(
            f"Die Datenbank stammt von einer neueren Version (Schema {found} > {target}).",
            f"The database was written by a newer version (schema {found} > {target}).",
        )
    version = found
    while version < target:
        step = MIGRATIONS.get(version)
        if step is None:
            raise StorageError(
                f"Kein Weg von Schema {version} nach {target}.",
                f"No migration from schema {version} to {target}.",
            )
        step(conn)
        version += 1
    if version != found:
        _write_version(conn, version)
    return found
