"""Restoring a backup: the file is checked completely before anything is touched, then written into the games
file in one commit — never renamed over it, so that no program that has the games open goes on writing into a
file no other one opens.

1. The file named must be a regular file (no folder, pipe or device: :mod:`referee.core.files`) that fits
   on the disk; it is copied beside the games file, and only the copy is read from then on.
2. The copy must be a whole games file of this or an earlier version: SQLite, ours (application id), not
   newer, sound (integrity check), with its tables and its schema noted. Anything else — a foreign file,
   an empty one, the rules database, a truncated one — is refused, and the games file is byte for byte as
   it was.
3. The copy is brought to this version's schema and given a new *generation* (:mod:`rulesdb.journal.identity`),
   the games file is backed up ("replaced"), and the copy is written into it with SQLite's online backup API,
   under SQLite's own locking: every program that has the games open sees one ordinary commit (its next read
   shows the backup's games), and a session that read its game before is refused its next write (the
   generation changed) and reads the game again. Only a games file SQLite cannot open at all (a damaged header)
   is replaced by renaming the copy over it; a program still holding it notices the new file (its identity)
   before its next write. The copy restored from is noted (:func:`~rulesdb.journal.backup.mark_restored`) and
   the backups are rotated, every kind counted.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import tempfile
from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.exc import SQLAlchemyError

from referee.core.errors import RefereeError, StorageError
from referee.core.files import open_regular, shown
from rulesdb.journal import backup as files
from rulesdb.journal.guard import SQLITE_MAGIC, newer
from rulesdb.journal.identity import new_generation, write_generation
from rulesdb.journal.migrations import create_or_migrate
from rulesdb.journal.models import APPLICATION_ID, APPLICATION_NAME, SCHEMA_VERSION

#: the largest backup restored (a games file of many years is a few megabytes)
RESTORE_LIMIT = 2_000_000_000
#: room left on the disk beyond the copies a restore makes
MARGIN = 1_000_000
WHAT = ("Sicherungsdatei", "backup file")
#: how long a restore waits for another program's write to end (milliseconds: a write takes a few)
BUSY_MS = 60_000


def restore(db: Path, source: Path, *, keep: int = files.KEEP) -> Path:
    """Put the backup ``source`` in place of ``db``; returns the copy kept of the file replaced (``db`` when
    there was none). A refusal leaves ``db`` and everything beside it as they were."""
    if db.exists() and source.exists() and os.path.samefile(db, source):
        raise StorageError(f"{shown(source)} ist die Partien-Datei selbst; nichts wurde geändert.",
                           f"{shown(source)} is the games file itself; nothing was changed.")
    copy = copy_in(db, source)
    try:
        check_backup(copy, shown_as=source)
        prepare(copy, source, _page_size(db))
        kept = _keep_current(db)
        _put_in(copy, db)
    finally:
        for leftover in (copy, *_companions(copy)):
            leftover.unlink(missing_ok=True)
    files.mark_restored(db, source)
    files.rotate(db, keep)
    return kept or db


def copy_in(db: Path, source: Path) -> Path:
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


def _companions(db: Path) -> tuple[Path, ...]:
    return tuple(db.with_name(db.name + end) for end in ("-wal", "-shm", "-journal"))


def _page_size(db: Path) -> int | None:
    """The games file's page size (None when there is no readable one): the copy written into it must have it."""
    with contextlib.suppress(OSError, sqlite3.Error):
        if db.exists() and db.stat().st_size:
            con = sqlite3.connect(db, timeout=BUSY_MS / 1000)
            try:
                return int(con.execute("PRAGMA page_size").fetchone()[0])
            finally:
                con.close()
    return None


def prepare(copy: Path, source: Path, page_size: int | None) -> None:
    """The checked copy as the games file will be: this version's schema, a new generation, in one file (no log
    beside it) with the page size of the games file."""
    try:
        engine = create_engine(f"sqlite:///{copy}")
        try:
            with engine.begin() as conn:
                create_or_migrate(conn)
                write_generation(conn, new_generation())
        finally:
            engine.dispose()
        con = sqlite3.connect(copy)
        try:
            con.execute("PRAGMA journal_mode = DELETE")
            if page_size is not None and con.execute("PRAGMA page_size").fetchone()[0] != page_size:
                con.execute(f"PRAGMA page_size = {int(page_size)}")
                con.execute("VACUUM")
        finally:
            con.close()
    except (SQLAlchemyError, sqlite3.Error) as exc:
        raise _damaged(source, getattr(exc, "orig", None) or exc) from None


def _put_in(copy: Path, db: Path) -> None:
    """Write ``copy`` into the games file in one commit under SQLite's locking (waiting for a write under way);
    renamed into place only where there is no games file SQLite can open."""
    if not db.exists() or db.stat().st_size == 0:
        _rename_over(copy, db)
        return
    try:
        src = sqlite3.connect(copy)
        try:
            dst = sqlite3.connect(db, timeout=BUSY_MS / 1000)
            try:
                dst.execute("PRAGMA synchronous = FULL")
                src.backup(dst)
            finally:
                dst.close()
        finally:
            src.close()
    except sqlite3.DatabaseError as exc:
        text = str(exc).lower()
        if "not a database" not in text and "malformed" not in text and "corrupt" not in text:
            raise StorageError(f"Die Sicherung konnte nicht in {shown(db)} geschrieben werden ({_first(exc)}); die "
                               "Partien sind unverändert.",
                               f"The backup could not be written into {shown(db)} ({_first(exc)}); the games are "
                               "unchanged.") from None
        _rename_over(copy, db)


def _rename_over(copy: Path, db: Path) -> None:
    """The copy renamed into place (no games file, or one SQLite cannot open): the old file's log goes first, so
    that none is ever read into the restored file."""
    for extra in _companions(db):
        extra.unlink(missing_ok=True)
    with contextlib.suppress(OSError):
        shutil.copymode(db, copy)  # the file keeps who may read it
    os.replace(copy, db)
    _sync_folder(db.parent)


def _first(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return lines[0][:200] if lines else type(exc).__name__


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
