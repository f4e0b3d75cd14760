"""Has anyone committed to the store since we last looked? — asked every few milliseconds, answered in microseconds
(issue 34: the app and the players' page follow another process's entries at once).

SQLite: ``PRAGMA data_version`` on one connection held for this purpose; it changes whenever *another* connection
(of this process or another) committed. PostgreSQL: ``LISTEN`` on a connection of its own; every write announces
itself (``NOTIFY``, :func:`rulesdb.journal.store._notify`). Any other database: the games' last change (one indexed
row), asked at most every :data:`SLOW_S` seconds. A store replaced under us (a restore) is not seen here: that is
the session's file identity check (:meth:`ui.service.session.OpenGame.stale`).
"""

from __future__ import annotations

import contextlib
import time
from typing import Any

from sqlalchemy import func, select

from rulesdb.journal.models import GAME as _GAME
from rulesdb.journal.store import CHANNEL, GameStore

#: how often a database that cannot announce commits is asked (seconds)
SLOW_S = 0.5


class CommitWatch:
    """Tells whether the store saw a commit since the last :meth:`changed` (the first call says True)."""

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self._conn: Any = None  # Any: the driver's own connection (sqlite3), held for PRAGMA data_version
        self._last: object = None
        self._listening: Any = None  # Any: psycopg's connection, listening
        self._asked = 0.0
        if store.is_sqlite:
            self._conn = store.engine.raw_connection()
        elif store.engine.dialect.name == "postgresql":
            with contextlib.suppress(Exception):  # no LISTEN (another driver): asked now and then instead
                self._listening = self._listen()

    def _listen(self) -> Any:  # Any: psycopg's connection
        raw = self.store.engine.raw_connection()
        conn: Any = raw.driver_connection  # Any: psycopg's connection (the driver is not typed here)
        raw.detach()  # ours alone (closed with the watch, never back in the pool)
        conn.autocommit = True
        conn.execute(f"LISTEN {CHANNEL}")
        return conn

    def _heard(self) -> bool:
        """Did a NOTIFY arrive since the last look? (Never waits.)"""
        heard = False
        for _ in self._listening.notifies(timeout=0.0):
            heard = True
        return heard

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
            if self._listening is not None:
                return self._heard() or (self._last is None and self._first())
            if self._conn is None and time.monotonic() < self._asked + SLOW_S:
                return False
            self._asked = time.monotonic()
            now = self._now()
        except Exception:  # the driver's errors are many: whoever reads next reports it in words
            return True
        if now == self._last:
            return False
        self._last = now
        return True

    def _first(self) -> bool:
        self._last = True
        return True

    def close(self) -> None:
        if self._listening is not None:
            with contextlib.suppress(Exception):
                self._listening.close()
            self._listening = None
        if self._conn is not None:
            with contextlib.suppress(Exception):
                self._conn.close()
            self._conn = None
