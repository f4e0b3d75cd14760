"""Checks an SQLite file before we open it for writing.

A file that is not SQLite, an SQLite file of another program, a corrupt file
or one written by a newer version of Schriftführer is refused with a clear
:class:`~referee.core.errors.StorageError`, and the file is not modified:
the checks run on a read-only connection.
"""

from __future__ import annotations

import collections
import contextlib
import os
import shutil
import sqlite3
import stat
from pathlib import Path

from referee.core.errors import InvalidInput, StorageError
from referee.core.files import add_target_check, open_regular, refusal, shown
from rulesdb.journal.models import APPLICATION_ID, SCHEMA_VERSION

SQLITE_MAGIC = b"SQLite format 3\x00"
#: below this much free space a disk I/O error is taken for a full disk
LOW_SPACE = 1_000_000


def read_only_query(path: Path) -> dict[str, str]:
    """How SQLite opens ``path`` to read it and change nothing: read-only, and, while no log (``-wal``) lies
    beside it, immutable, so that no ``-shm`` or ``-wal`` is made beside it either."""
    if path.with_name(path.name + "-wal").exists():
        return {"mode": "ro"}
    return {"mode": "ro", "immutable": "1"}


def read_only_uri(path: Path) -> str:
    """:func:`read_only_query` as an SQLite URI (for ``sqlite3.connect(..., uri=True)``)."""
    return f"{path.resolve().as_uri()}?" + "&".join(f"{k}={v}" for k, v in read_only_query(path).items())


#: the games files this process has open through SQLite (resolved path: how many stores). On POSIX, closing
#: *any* handle of a file drops every lock the process holds on it — SQLite's too, and the next program would
#: then fold in and delete the write-ahead log under this one — so such a file is never opened raw again here.
_HELD: collections.Counter[Path] = collections.Counter()


def hold(path: Path) -> None:
    """A store of this process opened ``path`` through SQLite."""
    _HELD[path.resolve()] += 1


def release(path: Path) -> None:
    """A store of this process closed ``path``."""
    key = path.resolve()
    _HELD[key] -= 1
    if _HELD[key] <= 0:
        del _HELD[key]


def held(path: Path) -> bool:
    """Does a store of this process have ``path`` open?"""
    return _HELD[path.resolve()] > 0


def _not_a_games_file(target: Path) -> None:
    """An export or printout is never written over a games file (or a backup of one: an SQLite file of ours) nor its
    log: the file renamed into its place would take the games with it. A file this process has open is known by its
    name and ``stat`` (opening it raw would drop SQLite's locks); another one by its first bytes."""
    try:
        resolved = target.resolve()
    except (OSError, RuntimeError):
        return
    base = resolved
    for end in ("-wal", "-shm", "-journal"):
        if resolved.name.endswith(end):
            base = resolved.with_name(resolved.name[: -len(end)])
    for games in list(_HELD):
        same = False
        with contextlib.suppress(OSError):
            same = os.path.samefile(target, games)
        if base == games or same:
            raise _games_file(target)
    if _ours(base):
        raise _games_file(target)


def _ours(path: Path) -> bool:
    """Is ``path`` an SQLite file with our application id (read from its header; never a file held open here)?"""
    if held(path):
        return True
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return False
        with open_regular(path) as fh:
            head = fh.read(72)
    except (OSError, InvalidInput):
        return False
    return head.startswith(SQLITE_MAGIC) and int.from_bytes(head[68:72], "big") == APPLICATION_ID


def _games_file(target: Path) -> StorageError:
    return StorageError(f"{shown(target)} ist eine Partien-Datei (oder gehört zu einer); dorthin wird nichts anderes "
                        "geschrieben. Bitte einen anderen Dateinamen wählen; nichts wurde geändert.",
                        f"{shown(target)} is a games file (or part of one); nothing else is written there. Please "
                        "choose another file name; nothing was changed.")


add_target_check(_not_a_games_file)


def check_sqlite_file(path: Path) -> bool:
    """Return True when ``path`` is a new (missing or empty) file, False when it is ours.

    Raises :class:`StorageError` for anything else: a folder, a pipe or device, a path below a file, another
    program's file, a corrupt one or one of a newer version. Nothing is written.
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return True
    except OSError as exc:
        raise not_usable(path, exc) from None
    if stat.S_ISDIR(info.st_mode):
        raise StorageError(f"{shown(path)} ist ein Ordner, keine Datenbank-Datei.",
                           f"{shown(path)} is a folder, not a database file.")
    if not stat.S_ISREG(info.st_mode):
        raise not_a_database(path)
    if info.st_size == 0:
        return True
    if held(path):  # checked when this process opened it; a plain open and close now would drop SQLite's locks
        return False
    try:
        with open_regular(path) as fh:
            head = fh.read(len(SQLITE_MAGIC))
    except (InvalidInput, OSError) as exc:
        raise not_usable(path, exc) from None
    if head != SQLITE_MAGIC:
        raise StorageError(
            f"{shown(path)} ist keine Schriftführer-Datenbank (keine SQLite-Datei); sie bleibt unverändert.",
            f"{shown(path)} is not a Schriftführer database (not an SQLite file); it was left unchanged.",
        )
    try:
        con = sqlite3.connect(read_only_uri(path), uri=True)
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
                f"{shown(path)} gehört zu einem anderen Programm; sie bleibt unverändert.",
                f"{shown(path)} belongs to another program; it was left unchanged.",
            )
        check = con.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise _corrupt(path, check)
    except sqlite3.DatabaseError as exc:
        raise classify(path, exc) from None
    finally:
        con.close()
    if version > SCHEMA_VERSION:
        raise newer(path, version)
    return False


def newer(path: Path, version: int, *, tail: tuple[str, str] = ("Sie bleibt unverändert.", "It was left unchanged.")
          ) -> StorageError:
    return StorageError(
        f"{shown(path)} stammt von einer neueren Version (Schema {version} > {SCHEMA_VERSION}); bitte das Programm "
        f"aktualisieren. {tail[0]}",
        f"{shown(path)} was written by a newer version (schema {version} > {SCHEMA_VERSION}); please update the "
        f"program. {tail[1]}",
    )


def not_a_database(path: Path) -> StorageError:
    return StorageError(f"{shown(path)} ist keine Datenbank-Datei (eine Pipe, ein Gerät oder ein Socket); bitte eine "
                        "gewöhnliche Datei wählen (--db).",
                        f"{shown(path)} is not a database file (a pipe, a device or a socket); please choose a "
                        "regular file (--db).")


def not_usable(path: Path, exc: BaseException) -> StorageError:
    """A database path that cannot be opened at all: below a file, too long, not permitted."""
    if isinstance(exc, OSError):
        why = refusal(exc, path, ("Datenbank-Datei", "database file"))
        return StorageError(why.message_de, why.message_en)
    if isinstance(exc, InvalidInput):
        return StorageError(exc.message_de, exc.message_en)
    return StorageError(f"{shown(path)} kann nicht geöffnet werden ({_first_line(exc)}); nichts wurde geändert.",
                        f"{shown(path)} cannot be opened ({_first_line(exc)}); nothing was changed.")


def classify(path: Path, exc: BaseException) -> StorageError:
    """An honest message for a database file that cannot be used: full, read-only, not a database, out of
    reach, failing on the disk — and "corrupt" only when SQLite finds it malformed."""
    text = str(exc).lower()
    if "full" in text or (_io_error(exc, text) and _low_space(path)):
        return full(path)
    if "readonly" in text or "read-only" in text or not _writable(path):
        return StorageError(
            f"{shown(path)} ist schreibgeschützt (Datei oder Ordner); die Partien sind unversehrt. Bitte Schreibrechte "
            "geben oder eine andere Datei wählen (--db).",
            f"{shown(path)} is read-only (the file or its folder); the games are intact. Please allow writing or "
            "choose another file (--db).")
    if isinstance(exc, OSError) or "unable to open" in text:
        return not_usable(path, exc)
    if "locked" in text or "busy" in text:
        return StorageError(f"{shown(path)} ist gerade nicht erreichbar (von einem anderen Programm gesperrt); nichts "
                            "wurde geändert.",
                            f"{shown(path)} cannot be reached right now (locked by another program); nothing was changed.")
    if _io_error(exc, text):
        return StorageError(f"{shown(path)} kann nicht gelesen oder geschrieben werden (Ein-/Ausgabefehler des "
                            "Datenträgers); nichts wurde geändert.",
                            f"{shown(path)} cannot be read or written (a disk input/output error); nothing was changed.")
    if "malformed" in text or "not a database" in text or "corrupt" in text or "integrity" in text:
        return _corrupt(path, exc)
    return StorageError(f"{shown(path)} ist nicht nutzbar ({_first_line(exc)}); nichts wurde geändert.",
                        f"{shown(path)} cannot be used ({_first_line(exc)}); nothing was changed.")


def _io_error(exc: BaseException, text: str) -> bool:
    return "i/o error" in text or str(getattr(exc, "sqlite_errorname", "")).startswith("SQLITE_IOERR")


def _low_space(path: Path) -> bool:
    try:
        return shutil.disk_usage(path.parent).free < LOW_SPACE
    except OSError:
        return False


def _first_line(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return lines[0][:200] if lines else type(exc).__name__


def full(path: Path | str) -> StorageError:
    return StorageError(f"Kein Platz mehr auf dem Datenträger von {shown(path)}; nichts wurde gespeichert. Bitte Platz "
                        "schaffen.",
                        f"The disk holding {shown(path)} is full; nothing was stored. Please free some space.")


def _writable(path: Path) -> bool:
    return os.access(path.parent, os.W_OK) and (not path.exists() or os.access(path, os.W_OK))


def _corrupt(path: Path, detail: object) -> StorageError:
    what = _first_line(detail) if isinstance(detail, BaseException) else str(detail)[:200]
    return StorageError(
        f"{shown(path)} ist beschädigt ({what}); sie bleibt unverändert. Eine Sicherung lässt sich mit "
        "»schriftfuehrer db restore« oder im Programm unter »Datenbank prüfen« zurückholen.",
        f"{shown(path)} is corrupt ({what}); it was left unchanged. A backup can be restored with "
        "'schriftfuehrer db restore' or in the app under 'Check database'.",
    )
