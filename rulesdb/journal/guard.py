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
        raise _corrupt(path, exc) from None
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
        raise _corrupt(path, exc) from None
    finally:
        con.close()
    if version > SCHEMA_VERSION:
        raise StorageError(
            f"{path} stammt von einer neueren Version (Schema {version} > {SCHEMA_VERSION}).",
            f"{path} was written by a newer version (schema {version} > {SCHEMA_VERSION}).",
        )
    return False


def _corrupt(path: Path, detail: object) -> StorageError:
    return StorageError(
        f"{path} ist beschädigt ({detail}); sie bleibt unverändert. Bitte eine Sicherung verwenden.",
        f"{path} is corrupt ({detail}); it was left unchanged. Please use a backup.",
    )
