"""Backups of the games file: SQLite's online backup API, rotated, and a restore.

The app makes one at the start of each day it is used, the store one before every schema migration;
the last N are kept (N is the app's setting ``backup/keep``).  A backup is a complete SQLite file
taken consistently while others may write (``sqlite3.Connection.backup``), checked before it counts.

>>> import tempfile, sqlite3, pathlib
>>> d = pathlib.Path(tempfile.mkdtemp()); db = d / "games.sqlite"
>>> sqlite3.connect(db).execute("CREATE TABLE t (x)").connection.commit()
>>> made = backup_file(db, reason="daily", keep=2)
>>> made.parent.name, [b.reason for b in backups(db)]
('backups', ['daily'])
"""

from __future__ import annotations

import dataclasses
import shutil
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from referee.core.errors import StorageError

#: how many backups are kept when the caller does not say
KEEP = 10


@dataclasses.dataclass(frozen=True)
class Backup:
    path: Path
    taken: str
    reason: str
    size: int


def folder_of(db: Path) -> Path:
    return db.parent / "backups"


def backup_file(db: Path, *, reason: str = "manual", keep: int = KEEP) -> Path:
    """Copy ``db`` consistently into ``backups/`` beside it; keep the newest ``keep``. Returns the copy."""
    if not db.exists():
        raise StorageError(f"{db} gibt es nicht; nichts zu sichern.", f"{db} does not exist; nothing to back up.")
    stamp = datetime.now(UTC).strftime("%Y-%m-%dT%H-%M-%S-%f")
    target = folder_of(db) / f"{db.stem}-{stamp}-{reason}.sqlite"
    partial = target.with_suffix(".partial")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        src = sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True)
        try:
            dst = sqlite3.connect(partial)
            try:
                src.backup(dst)
                if dst.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
                    raise StorageError("Die Sicherung ist nicht in Ordnung.", "The backup is not sound.")
            finally:
                dst.close()
        finally:
            src.close()
        partial.replace(target)
    except (OSError, sqlite3.Error) as exc:
        partial.unlink(missing_ok=True)
        raise StorageError(f"Sicherung von {db} fehlgeschlagen: {exc}; die Partien sind unverändert.",
                           f"Backing up {db} failed: {exc}; the games are unchanged.") from None
    _rotate(db, keep)
    return target


def backups(db: Path) -> list[Backup]:
    """The backups of ``db``, the newest first."""
    folder = folder_of(db)
    if not folder.is_dir():
        return []
    out = []
    for p in folder.glob(f"{db.stem}-*.sqlite"):
        parts = p.stem[len(db.stem) + 1:].rsplit("-", 1)
        taken, reason = (parts[0], parts[1]) if len(parts) == 2 else (parts[0], "")
        out.append(Backup(p, taken, reason, p.stat().st_size))
    return sorted(out, key=lambda b: b.taken, reverse=True)


def backed_up_today(db: Path) -> bool:
    today = datetime.now(UTC).strftime("%Y-%m-%d")
    return any(b.taken.startswith(today) for b in backups(db))


def _rotate(db: Path, keep: int) -> None:
    for old in backups(db)[max(1, keep):]:
        old.path.unlink(missing_ok=True)
    for stale in folder_of(db).glob("*.partial"):
        stale.unlink(missing_ok=True)


def check_file(db: Path) -> list[str]:
    """SQLite's integrity check of ``db``: an empty list when it is sound, else the problems found."""
    try:
        con = sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True)
        try:
            rows = [str(r[0]) for r in con.execute("PRAGMA integrity_check").fetchall()]
        finally:
            con.close()
    except sqlite3.Error as exc:
        return [str(exc)]
    return [] if rows == ["ok"] else rows


def restore(db: Path, backup: Path) -> Path:
    """Put ``backup`` in place of ``db``; the file replaced is itself kept as a backup ("replaced")."""
    if check_file(backup):
        raise StorageError(f"{backup} ist selbst beschädigt; nichts wurde geändert.",
                           f"{backup} is itself damaged; nothing was changed.")
    kept = None
    if db.exists():
        folder_of(db).mkdir(parents=True, exist_ok=True)
        stamp = datetime.now(UTC).strftime("%Y-%m-%dT%H-%M-%S-%f")
        kept = folder_of(db) / f"{db.stem}-{stamp}-replaced.sqlite"
        shutil.copy2(db, kept)
    for extra in (db.with_name(db.name + "-wal"), db.with_name(db.name + "-shm")):
        extra.unlink(missing_ok=True)
    tmp = db.with_suffix(".restoring")
    shutil.copy2(backup, tmp)
    tmp.replace(db)
    return kept or db
