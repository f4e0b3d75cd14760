"""The open game follows another program's entries at once (issue 34): every few milliseconds the store is asked
whether anyone committed (:class:`rulesdb.journal.commits.CommitWatch`, microseconds on SQLite); then only the new
entries are taken onto the open game (:meth:`ui.service.session.OpenGame.catch_up`), which refreshes the window and
the players' display. Not while a dialog is open (its entry is judged again on OK) or an earlier table is shown: the
change is taken as soon as they close. The main window's slower look (``follow_store``) stays for a replaced store.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.errors import RefereeError
from ui.qt import QtCore, QtWidgets
from ui.service import GameService

if TYPE_CHECKING:  # the main window installs the follower (so it is imported only for its type)
    from ui.main_window import MainWindow
    from ui.service.games import CommitWatch

#: how often the store is asked (ms)
COMMITS_MS = 10


class CommitFollower(QtCore.QObject):
    """Takes other connections' commits into the main window's open game."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._watch: CommitWatch | None = None
        self._service: GameService | None = None
        #: a commit seen while the window could not take it (a dialog open): taken when it can
        self.due = False
        self.timer = QtCore.QTimer(self)
        self.timer.setInterval(COMMITS_MS)
        self.timer.timeout.connect(self.look)
        self.timer.start()
        window.destroyed.connect(lambda _obj=None: self.close())

    def _watcher(self) -> CommitWatch:
        service = self.window.service
        if self._watch is None or self._service is not service:  # the app opened another store (a restore)
            self.close()
            self._watch, self._service = service.commit_watch(), service
            self._watch.changed()
        return self._watch

    def look(self) -> None:
        session = self.window.session
        if session is None:
            return
        try:
            if self._watcher().changed():
                self.due = True
            if not self.due or self.window.viewing is not None or QtWidgets.QApplication.activeModalWidget() is not None:
                return
            self.due = False
            if session.catch_up():
                self.window.quick.reread()
        except RefereeError:
            self.due = True  # the store is out of reach for a moment: the next look tries again

    def close(self) -> None:
        if self._watch is not None:
            self._watch.close()
            self._watch, self._service = None, None
