"""Has anyone committed to the store since we last looked? — asked every few milliseconds, answered in microseconds
(issue 34: the app and the players' page follow another process's entries at once).

SQLite: ``PRAGMA data_version`` on one connection held for this purpose; it changes whenever *another* connection
(of this process or another) committed. Other databases: the games' last change (one indexed row), which a
commit always touches. A store replaced under us (a restore) is not seen here: that is the session's file
identity check (:meth:`ui.service.session.OpenGame.stale`).
"""

from __future__ import annotations

import contextlib
from typing import Any

from sqlalchemy import func, select

from rulesdb.journal.models import GameRow
from rulesdb.journal.store import GameStore

_GAME = GameRow.__table__  # type: ignore[attr-defined]


class CommitWatch:
    """Tells whether the store saw a commit since the last :meth:`changed` (the first call says True)."""

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self._conn: Any = None  # Any: the driver's own connection (sqlite3), held for PRAGMA data_version
        self._last: object = None
        if store.is_sqlite:
            self._conn = store.engine.raw_connection()

    def _now(self) -> object:
        if self._conn is not None:
            cur = self._conn.cursor()
            try:
                cur.execute("PRAGMA data_version")
                return cur.fetchone()[0]
            finally:
                cur.close()
        with self.store.engine.connect() as conn:  # a server: the newest change of any game
            return conn.execute(select(func.max(_GAME.c.updated_at), func.count())).one()

    def changed(self) -> bool:
        """Did anyone commit since the last call? (A store out of reach counts as a change: the reader then says so.)"""
        try:
            now = self._now()
        except Exception:  # the driver's errors are many: whoever reads next reports it in words
            return True
        if now == self._last:
            return False
        self._last = now
        return True

    def close(self) -> None:
        if self._conn is not None:
            with contextlib.suppress(Exception):
                self._conn.close()
            self._conn = None
