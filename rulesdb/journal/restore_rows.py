"""Restoring a backup into a club server's database: the games and entries of a checked backup file replace the
server's in one transaction.

The backup (an SQLite games file: ``db backup`` of a table's file) is checked and brought to this version's schema
as for a file (:mod:`rulesdb.journal.restore`); the server's games are kept first as an SQLite file in the user's
backups folder; then one transaction, holding the schema lock and both tables exclusively, empties them, writes the
backup's rows and a new generation (:mod:`rulesdb.journal.identity`). Every table at the club sees one commit; a
session that read its game before is refused its next write and reads it again. A failure anywhere leaves the
server as it was.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, create_engine, delete, select, text

from referee.core.errors import StorageError
from referee.core.files import shown
from rulesdb.journal.identity import new_generation, write_generation
from rulesdb.journal.models import EVENT as _EVENT
from rulesdb.journal.models import GAME as _GAME
from rulesdb.journal.models import SNAPSHOT as _SNAPSHOT
from rulesdb.journal.models import SUMMARY as _SUMMARY
from rulesdb.journal.restore import check_backup, copy_in, prepare
from rulesdb.journal.store import SCHEMA_LOCK, GameStore

#: rows written per statement
BATCH = 1000


def restore_rows(store: GameStore, source: Path, keep_in: Path) -> Path:
    """Replace the games of ``store`` (a server) by those of the backup ``source`` in one transaction; returns the
    SQLite copy of the games replaced, kept in the folder ``keep_in``."""
    work = Path(tempfile.mkdtemp(prefix="schriftfuehrer-restore-"))
    try:
        copy = copy_in(work / "backup.sqlite", source)
        check_backup(copy, shown_as=source)
        prepare(copy, source, None)
        kept = _keep_server(store, keep_in)
        engine = create_engine(f"sqlite:///{copy}")
        try:
            with engine.connect() as src, store.transaction() as dst:
                _lock(dst)
                copy_games(src, dst)
                write_generation(dst, new_generation())
        finally:
            engine.dispose()
        return kept
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _keep_server(store: GameStore, folder: Path) -> Path:
    """The server's games as they are, written into a new SQLite games file in ``folder``."""
    stamp = datetime.now(UTC).strftime("%Y-%m-%dT%H-%M-%S-%f")
    target = folder / f"club-{stamp}-replaced.sqlite"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError(f"{shown(folder)} kann nicht angelegt werden ({exc.strerror}); nichts wurde geändert.",
                           f"{shown(folder)} cannot be made ({exc.strerror}); nothing was changed.") from None
    kept = GameStore(f"sqlite:///{target}")
    try:
        with store.transaction() as src, kept.transaction() as dst:
            if src.dialect.name == "postgresql":  # one consistent picture of the server's games
                src.execute(text("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ"))
            copy_games(src, dst)
    except BaseException:
        kept.close()
        target.unlink(missing_ok=True)
        raise
    kept.close()
    return target


def _lock(conn: Connection) -> None:
    """On PostgreSQL: no table writes or creates the schema while the games are replaced."""
    if conn.dialect.name == "postgresql":
        conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": SCHEMA_LOCK})
        conn.execute(text("LOCK TABLE game, event, summary, snapshot IN EXCLUSIVE MODE"))


def copy_games(src: Connection, dst: Connection) -> None:
    """Every game and entry of ``src`` into ``dst``, whose own are removed first (the same ids), with their summaries
    (made again for the restored games when next listed) and snapshots (made again when next opened)."""
    dst.execute(delete(_SUMMARY))
    dst.execute(delete(_SNAPSHOT))
    dst.execute(delete(_EVENT))
    dst.execute(delete(_GAME))
    for table in (_GAME, _EVENT):
        for rows in _batches(src, table):
            dst.execute(table.insert(), rows)
    if dst.dialect.name == "postgresql":  # the next game and entry get ids after the restored ones
        for name in ("game", "event"):
            dst.execute(text(f"SELECT setval(pg_get_serial_sequence('{name}', 'id'), "
                             f"coalesce((SELECT max(id) FROM {name}), 0) + 1, false)"))


def _batches(conn: Connection, table: Any) -> Iterator[list[dict[str, Any]]]:  # Any: a table and its rows
    rows: list[dict[str, Any]] = []
    for row in conn.execute(select(table).order_by(table.c.id)):
        rows.append(dict(row._mapping))
        if len(rows) == BATCH:
            yield rows
            rows = []
    if rows:
        yield rows
