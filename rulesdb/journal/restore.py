"""Restoring a backup: the file is checked completely before anything is touched, then put in place in one step.

1. The file named must be a regular file (no folder, pipe or device: :mod:`referee.core.files`) that fits
   on the disk; it is copied beside the games file, and only the copy is read from then on.
2. The copy must be a whole games file of this or an earlier version: SQLite, ours (application id), not
   newer, sound (integrity check), with its tables and its schema noted. Anything else — a foreign file,
   an empty one, the rules database, a truncated one — is refused, and the games file is byte for byte as
   it was.
3. The games file is backed up ("replaced"), its write-ahead log emptied, and the copy renamed over it:
   one atomic step. The copy restored from is noted (:func:`~rulesdb.journal.backup.mark_restored`) and
   the backups are rotated, every kind counted.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import tempfile
from pathlib import Path

from referee.core.errors import RefereeError, StorageError
from referee.core.files import open_regular, shown
from rulesdb.journal import backup as files
from rulesdb.journal.guard import SQLITE_MAGIC, newer
from rulesdb.journal.models import APPLICATION_ID, APPLICATION_NAME, SCHEMA_VERSION

#: the largest backup restored (a games file of many years is a few megabytes)
RESTORE_LIMIT = 2_000_000_000
#: room left on the disk beyond the copies a restore makes
MARGIN = 1_000_000
WHAT = ("Sicherungsdatei", "backup file")


def restore(db: Path, source: Path, *, keep: int = files.KEEP) -> Path:
    """Put the backup ``source`` in place of ``db``; returns the copy kept of the file replaced (``db`` when
    there was none). A refusal leaves ``db`` and everything beside it as they were."""
    if db.exists() and source.exists() and os.path.samefile(db, source):
        raise StorageError(f"{shown(source)} ist die Partien-Datei selbst; nichts wurde geändert.",
                           f"{shown(source)} is the games file itself; nothing was changed.")
    copy = _copy_in(db, source)
    try:
        check_backup(copy, shown_as=source)
        kept = _keep_current(db)
        _empty_log(db)
        os.replace(copy, db)
        _sync_folder(db.parent)
    finally:
        copy.unlink(missing_ok=True)
    files.mark_restored(db, source)
    files.rotate(db, keep)
    return kept or db


def _copy_in(db: Path, source: Path) -> Path:
    """``source`` copied beside ``db`` (refused unless a regular file that fits on the disk)."""
    with open_regular(source, what=WHAT, limit=RESTORE_LIMIT) as fh:
        size = os.fstat(fh.fileno()).st_size
        if size == 0:
            raise _not_backup(source, "sie ist leer", "it is empty")
        current = db.stat().st_size if db.exists() else 0
        try:
            free = shutil.disk_usage(db.parent).free
        except OSError:
            free = None
        if free is not None and free < size + current + MARGIN:
            raise StorageError(f"Nicht genug Platz auf dem Datenträger, um {shown(source)} zurückzuholen "
                               f"({(size + current) / 1e6:.1f} MB nötig); nichts wurde geändert.".replace(".", ",", 1),
                               f"Not enough space on the disk to restore {shown(source)} ({(size + current) / 1e6:.1f} MB "
                               "needed); nothing was changed.")
        fd, name = tempfile.mkstemp(dir=db.parent, prefix=f".{db.stem}-", suffix=".restoring")
        copy = Path(name)
        try:
            with os.fdopen(fd, "wb") as out:
                left = RESTORE_LIMIT + 1
                while left > 0 and (chunk := fh.read(min(1 << 20, left))):
                    out.write(chunk)
                    left -= len(chunk)
                out.flush()
                os.fsync(out.fileno())
        except OSError as exc:
            copy.unlink(missing_ok=True)
            raise StorageError(f"{shown(source)} konnte nicht kopiert werden ({exc.strerror or exc}); nichts wurde "
                               "geändert.",
                               f"{shown(source)} could not be copied ({exc.strerror or exc}); nothing was changed.") from None
        except BaseException:
            copy.unlink(missing_ok=True)
            raise
    return copy


def check_backup(path: Path, *, shown_as: Path | None = None) -> None:
    """Refuse ``path`` unless it is a whole games file of this or an earlier version (read only, nothing
    written; the message names ``shown_as``)."""
    named = shown_as or path
    with path.open("rb") as fh:
        head = fh.read(len(SQLITE_MAGIC))
    if head != SQLITE_MAGIC:
        raise _not_backup(named, "keine SQLite-Datei", "not an SQLite file")
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    except sqlite3.Error as exc:
        raise _damaged(named, exc) from None
    try:
        _check_open(con, named)
    except sqlite3.Error as exc:
        raise _damaged(named, exc) from None
    finally:
        con.close()


def _check_open(con: sqlite3.Connection, named: Path) -> None:
    app_id = con.execute("PRAGMA application_id").fetchone()[0]
    version = con.execute("PRAGMA user_version").fetchone()[0]
    if app_id != APPLICATION_ID:
        raise _not_backup(named, "sie gehört zu einem anderen Programm", "it belongs to another program")
    if version > SCHEMA_VERSION:
        raise newer(named, version, tail=("Nichts wurde geändert.", "Nothing was changed."))
    rows = con.execute("PRAGMA integrity_check").fetchall()
    if [r[0] for r in rows] != ["ok"]:
        raise _damaged(named, str(rows[0][0]))
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if version < 1 or not {"meta", "game", "event"} <= tables:
        raise _not_backup(named, "sie enthält keine Partien-Tabellen", "it holds no games tables")
    meta = {str(k): str(v) for k, v in con.execute("SELECT key, value FROM meta")}
    if meta.get("application") != APPLICATION_NAME or meta.get("schema_version") != str(version):
        raise _not_backup(named, "ihre Angaben zu Programm und Version fehlen oder widersprechen sich",
                          "its notes of program and version are missing or contradict each other")
    con.execute("SELECT count(*) FROM game").fetchone()
    con.execute("SELECT count(*) FROM event").fetchone()


def _keep_current(db: Path) -> Path | None:
    """The games file backed up before it is replaced: consistently, or as it is when too damaged for that."""
    if not db.exists() or db.stat().st_size == 0:
        return None
    try:
        return files.copy_consistent(db, reason="replaced")
    except StorageError as exc:
        if "full" in exc.message_en or "space" in exc.message_en:
            raise
        return files.copy_as_is(db, reason="replaced")


def _empty_log(db: Path) -> None:
    """Write the games file's log into it and remove the log, so that none is ever read into the restored file."""
    with contextlib.suppress(sqlite3.Error):
        if not db.exists():
            return
        con = sqlite3.connect(db)
        try:
            con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            con.close()
    for extra in (db.with_name(db.name + "-wal"), db.with_name(db.name + "-shm"), db.with_name(db.name + "-journal")):
        extra.unlink(missing_ok=True)


def _sync_folder(folder: Path) -> None:
    with contextlib.suppress(OSError, AttributeError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _not_backup(path: Path, de: str, en: str) -> RefereeError:
    return StorageError(f"{shown(path)} ist keine Sicherung der Partien ({de}); nichts wurde geändert.",
                        f"{shown(path)} is not a backup of the games ({en}); nothing was changed.")


def _damaged(path: Path, detail: object) -> RefereeError:
    lines = str(detail).strip().splitlines()
    what = lines[0][:200] if lines else "?"
    return StorageError(f"{shown(path)} ist beschädigt oder unvollständig ({what}); nichts wurde geändert.",
                        f"{shown(path)} is damaged or incomplete ({what}); nothing was changed.")
