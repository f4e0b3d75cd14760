"""Checks an SQLite file before we open it for writing.

A file that is not SQLite, an SQLite file of another program, a corrupt file
or one written by a newer version of Schriftführer is refused with a clear
:class:`~referee.core.errors.StorageError`, and the file is not modified:
the checks run on a read-only connection.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from referee.core.errors import StorageError
from rulesdb.journal.models import APPLICATION_ID, SCHEMA_VERSION

SQLITE_MAGIC = b"SQLite format 3\x00"


def check_sqlite_file(path: Path) -> bool:
    """Return True when ``path`` is a new (missing or empty) file, False when it is ours.

    Raises :class:`StorageError` for anything else.
    """
    if not path.exists() or path.stat().st_size == 0:
        return True
    if path.is_dir():
        raise StorageError(f"{path} ist ein Ordner.", f"{path} is a directory.")
    with path.open("rb") as fh:
        head = fh.read(len(SQLITE_MAGIC))
    if head != SQLITE_MAGIC:
        raise StorageError(
            f"{path} ist keine Schriftführer-Datenbank (keine SQLite-Datei); sie bleibt unverändert.",
            f"{path} is not a Schriftführer database (not an SQLite file); it was left unchanged.",
        )
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise classify(path, exc) from None
    try:
        app_id = con.execute("PRAGMA application_id").fetchone()[0]
        version = con.execute("PRAGMA user_version").fetchone()[0]
        tables = con.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if app_id != APPLICATION_ID:
            if app_id == 0 and tables == 0:
                return True
            raise StorageError(
                f"{path} gehört zu einem anderen Programm; sie bleibt unverändert.",
                f"{path} belongs to another program; it was left unchanged.",
            )
        check = con.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise _corrupt(path, check)
    except sqlite3.DatabaseError as exc:
        raise classify(path, exc) from None
    finally:
        con.close()
    if version > SCHEMA_VERSION:
        raise StorageError(
            f"{path} stammt von einer neueren Version (Schema {version} > {SCHEMA_VERSION}).",
            f"{path} was written by a newer version (schema {version} > {SCHEMA_VERSION}).",
        )
    return False


def classify(path: Path, exc: BaseException) -> StorageError:
    """An honest message for a database file that cannot be used: read-only, full, unreachable or corrupt."""
    text = str(exc).lower()
    if "full" in text:
        return full(path)
    if "readonly" in text or "read-only" in text or not _writable(path):
        return StorageError(
            f"{path} ist schreibgeschützt (Datei oder Ordner); die Partien sind unversehrt. Bitte Schreibrechte geben "
            "oder eine andere Datei wählen (--db).",
            f"{path} is read-only (the file or its folder); the games are intact. Please allow writing or choose "
            "another file (--db).")
    if "unable to open" in text or "locked" in text:
        return StorageError(f"{path} ist gerade nicht erreichbar ({exc}); nichts wurde geändert.",
                            f"{path} cannot be reached right now ({exc}); nothing was changed.")
    return _corrupt(path, exc)


def full(path: Path | str) -> StorageError:
    return StorageError(f"Kein Platz mehr auf dem Datenträger von {path}; nichts wurde gespeichert. Bitte Platz schaffen.",
                        f"The disk holding {path} is full; nothing was stored. Please free some space.")


def _writable(path: Path) -> bool:
    import os

    return os.access(path.parent, os.W_OK) and (not path.exists() or os.access(path, os.W_OK))


def _corrupt(path: Path, detail: object) -> StorageError:
    return StorageError(
        f"{path} ist beschädigt ({detail}); sie bleibt unverändert. Eine Sicherung lässt sich mit "
        "»schriftfuehrer db restore« oder im Programm unter »Datenbank prüfen« zurückholen.",
        f"{path} is corrupt ({detail}); it was left unchanged. A backup can be restored with "
        "'schriftfuehrer db restore' or in the app under 'Check database'.",
    )
