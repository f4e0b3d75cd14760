"""Backups of the games file: SQLite's online backup API, rotated; :func:`restore` puts one back.

The app makes one at the start of each day it is used, the store one before every schema migration, a
restore one of the file it replaces; the last N of all of them are kept (N is the app's setting
``backup/keep``), and never the copy the games file was last restored from (:func:`restored_from`). A backup
is a complete SQLite file taken consistently while others may write (``sqlite3.Connection.backup``),
checked before it counts.

>>> import tempfile, sqlite3, pathlib
>>> d = pathlib.Path(tempfile.mkdtemp()); db = d / "games.sqlite"
>>> sqlite3.connect(db).execute("CREATE TABLE t (x)").connection.commit()
>>> made = backup_file(db, reason="daily", keep=2)
>>> made.parent.name, [(b.reason, b.what("en")) for b in backups(db)]
('backups', [('daily', 'daily')])
"""

from __future__ import annotations

import dataclasses
import shutil
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from referee.core.errors import StorageError
from referee.core.files import shown
from rulesdb.journal.guard import read_only_uri

#: how many backups are kept when the caller does not say
KEEP = 10
#: what each kind of copy is, German and English
REASONS = {"daily": ("täglich", "daily"), "manual": ("von Hand", "manual"),
           "migration": ("vor einer Umstellung", "before a migration"),
           "replaced": ("durch Zurückholen ersetzt", "replaced by a restore")}
#: the file in the backups folder naming the copy the games file was last restored from
MARK = "restored-from.txt"


@dataclasses.dataclass(frozen=True)
class Backup:
    path: Path
    taken: str
    reason: str
    size: int
    #: the games file was last restored from this copy (it is never rotated away)
    restored_from: bool = False

    def what(self, lang: str = "de") -> str:
        """What this copy is: "daily", "before a migration", "replaced by a restore" … (and "restored from")."""
        de, en = REASONS.get(self.reason, (self.reason, self.reason))
        word = en if lang == "en" else de
        if self.restored_from:
            word += ", last restored from" if lang == "en" else ", zuletzt zurückgeholt"
        return word


def folder_of(db: Path) -> Path:
    return db.parent / "backups"


def _target(db: Path, reason: str) -> Path:
    stamp = datetime.now(UTC).strftime("%Y-%m-%dT%H-%M-%S-%f")
    return folder_of(db) / f"{db.stem}-{stamp}-{reason}.sqlite"


def backup_file(db: Path, *, reason: str = "manual", keep: int = KEEP) -> Path:
    """Copy ``db`` consistently into ``backups/`` beside it; keep the newest ``keep``. Returns the copy."""
    made = copy_consistent(db, reason=reason)
    rotate(db, keep)
    return made


def copy_consistent(db: Path, *, reason: str) -> Path:
    """A consistent, checked copy of ``db`` in ``backups/`` (nothing is rotated away)."""
    if not db.exists():
        raise StorageError(f"{shown(db)} gibt es nicht; nichts zu sichern.", f"{shown(db)} does not exist; nothing to back up.")
    target = _target(db, reason)
    partial = target.with_suffix(".partial")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        src = sqlite3.connect(read_only_uri(db), uri=True)
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
        raise StorageError(f"Sicherung von {shown(db)} fehlgeschlagen ({_why(exc)}); die Partien sind unverändert.",
                           f"Backing up {shown(db)} failed ({_why(exc)}); the games are unchanged.") from None
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return target


def copy_as_is(db: Path, *, reason: str) -> Path:
    """A byte copy of ``db`` (and of its ``-wal``, beside the copy) for a file too damaged for
    :func:`copy_consistent`; opening the copy sees what opening ``db`` would."""
    target = _target(db, reason)
    partial = target.with_suffix(".partial")
    wal = db.with_name(db.name + "-wal")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(db, partial)
        if wal.exists() and wal.stat().st_size:
            shutil.copyfile(wal, target.with_name(target.name + "-wal"))
        partial.replace(target)
    except OSError as exc:
        partial.unlink(missing_ok=True)
        target.with_name(target.name + "-wal").unlink(missing_ok=True)
        raise StorageError(f"Sicherung von {shown(db)} fehlgeschlagen ({_why(exc)}); die Partien sind unverändert.",
                           f"Backing up {shown(db)} failed ({_why(exc)}); the games are unchanged.") from None
    return target


def _why(exc: BaseException) -> str:
    if isinstance(exc, StorageError):
        return exc.message_en
    lines = str(exc).strip().splitlines()
    return str(getattr(exc, "strerror", None) or (lines[0] if lines else type(exc).__name__))[:200]


def backups(db: Path) -> list[Backup]:
    """The backups of ``db``, the newest first."""
    folder = folder_of(db)
    if not folder.is_dir():
        return []
    marked = restored_from(db)
    out = []
    for p in folder.glob(f"{db.stem}-*.sqlite"):
        parts = p.stem[len(db.stem) + 1:].rsplit("-", 1)
        taken, reason = (parts[0], parts[1]) if len(parts) == 2 else (parts[0], "")
        try:
            size = p.stat().st_size
        except OSError:
            continue
        out.append(Backup(p, taken, reason, size, restored_from=p.name == marked))
    return sorted(out, key=lambda b: b.taken, reverse=True)


def restored_from(db: Path) -> str:
    """The name of the copy in ``backups/`` the games file was last restored from ("" when none)."""
    try:
        return (folder_of(db) / MARK).read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return ""


def mark_restored(db: Path, source: Path) -> None:
    """Note the copy ``db`` was restored from when it is one of its backups (else forget the note)."""
    mark = folder_of(db) / MARK
    inside = source.resolve().parent == folder_of(db).resolve()
    if inside:
        mark.parent.mkdir(parents=True, exist_ok=True)
        mark.write_text(source.name + "\n", encoding="utf-8")
    else:
        mark.unlink(missing_ok=True)


def backed_up_today(db: Path) -> bool:
    today = datetime.now(UTC).strftime("%Y-%m-%d")
    return any(b.taken.startswith(today) for b in backups(db))


def rotate(db: Path, keep: int) -> None:
    """Keep the newest ``keep`` copies of every kind, counting the one last restored from, which stays."""
    found = backups(db)
    kept = [b for b in found if b.restored_from]
    for b in found:
        if len(kept) >= max(1, keep):
            break
        if not b.restored_from:
            kept.append(b)
    for old in found:
        if old not in kept:
            old.path.unlink(missing_ok=True)
            old.path.with_name(old.path.name + "-wal").unlink(missing_ok=True)
    for stale in folder_of(db).glob("*.partial"):
        stale.unlink(missing_ok=True)


def check_file(db: Path) -> list[str]:
    """SQLite's integrity check of ``db``: an empty list when it is sound, else the problems found."""
    try:
        con = sqlite3.connect(read_only_uri(db), uri=True)
        try:
            rows = [str(r[0]) for r in con.execute("PRAGMA integrity_check").fetchall()]
        finally:
            con.close()
    except sqlite3.Error as exc:
        return [str(exc)]
    return [] if rows == ["ok"] else rows


def restore(db: Path, backup: Path, *, keep: int = KEEP) -> Path:
    """Put ``backup`` in place of ``db`` (see :mod:`rulesdb.journal.restore`); returns the copy of the file
    replaced (or ``db`` when there was none)."""
    from rulesdb.journal.restore import restore as put_back

    return put_back(db, backup, keep=keep)
