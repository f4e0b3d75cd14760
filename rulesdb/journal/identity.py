"""Which store a session wrote to: the games file's identity and its generation.

A restore (:mod:`rulesdb.journal.restore`) writes a new *generation* into the ``meta`` table in the same
commit that brings the backup's games; a file put in place of the games file by another program has another
*file identity* (device and inode). A session remembers both from when it read its game
(:attr:`~rulesdb.journal.store.LoadedGame.identity`); a write whose store has changed under it is refused with
:class:`StoreReplaced` before anything is stored, and the session reads its game again.

>>> new_generation() != new_generation()
True
>>> file_identity(__import__("pathlib").Path("/nowhere/at/all")) is None
True
"""

from __future__ import annotations

import hashlib
import os
import uuid
from pathlib import Path

from sqlalchemy import Connection, text

from referee.core.errors import ConflictError, StorageError
from referee.core.files import shown

#: the ``meta`` row a restore rewrites
GENERATION = "generation"


class StoreReplaced(ConflictError):
    """The games were replaced (a backup restored, or another file put in place) since the session read its game:
    nothing was stored; the session reads its game again."""

    def __init__(self) -> None:
        super().__init__("Die Partien wurden inzwischen ersetzt (eine Sicherung wurde zurückgeholt); die Partie wurde "
                         "neu geladen, nichts wurde gespeichert. Bitte erneut eintragen.",
                         "The games were replaced meanwhile (a backup was restored); the game was read again, nothing "
                         "was stored. Please enter again.")


class GameGone(StorageError):
    """The game a session had open is not in the store any more (a backup from before it was restored)."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"Partie {game_id} gibt es in den gespeicherten Partien nicht mehr: Eine Sicherung von "
                         "vorher wurde zurückgeholt (oder die Partie gelöscht). Nichts wurde gespeichert; bitte eine "
                         "Partie auf der Startseite öffnen.",
                         f"Game {game_id} is no longer among the stored games: a backup from before was restored (or "
                         "the game deleted). Nothing was stored; please open a game on the start page.")


def missing(path: Path) -> StorageError:
    """The games file an open store reads is no longer where it was."""
    return StorageError(f"Die Partien-Datei {shown(path)} gibt es nicht mehr (verschoben oder gelöscht); nichts wurde "
                        "gespeichert.",
                        f"The games file {shown(path)} is gone (moved or deleted); nothing was stored.")


def new_generation() -> str:
    return uuid.uuid4().hex


def generation_mark(identity: str | None) -> str:
    """A short mark of a store's identity for a version a page shows (it changes when the games are replaced)."""
    return hashlib.sha256((identity or "").encode()).hexdigest()[:8]


def file_identity(path: Path) -> str | None:
    """The file at ``path`` as the system knows it (device and inode; None when there is none)."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return f"{info.st_dev}:{info.st_ino}"


def read_generation(conn: Connection) -> str:
    """The store's generation ("" for a store never restored into)."""
    found = conn.execute(text("SELECT value FROM meta WHERE key = :k"), {"k": GENERATION}).scalar_one_or_none()
    return str(found or "")


def write_generation(conn: Connection, generation: str) -> None:
    conn.execute(text("DELETE FROM meta WHERE key = :k"), {"k": GENERATION})
    conn.execute(text("INSERT INTO meta (key, value) VALUES (:k, :v)"), {"k": GENERATION, "v": generation})
