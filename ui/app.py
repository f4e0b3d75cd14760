"""Start of the desktop app: a window listing the stored games.

The full scribe's table is built on this window (see ui/ in later modules);
here: open the store, show its games, start the Qt event loop.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from referee.core.errors import StorageError
from referee.registry import title
from rulesdb.journal import GameInfo, GameStore
from ui.qt import QtCore, QtWidgets


class GamesModel(QtCore.QAbstractTableModel):
    """Stored games as a table: id, game, title, entries, last change."""

    HEADERS = ("Nr.", "Spiel", "Titel", "Einträge", "Zuletzt")

    def __init__(self, games: Sequence[GameInfo] = (), parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self._games = list(games)

    def set_games(self, games: Sequence[GameInfo]) -> None:
        self.beginResetModel()
        self._games = list(games)
        self.endResetModel()

    def rowCount(self, parent: QtCore.QModelIndex | QtCore.QPersistentModelIndex = QtCore.QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._games)

    def columnCount(self, parent: QtCore.QModelIndex | QtCore.QPersistentModelIndex = QtCore.QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def data(self, index: QtCore.QModelIndex | QtCore.QPersistentModelIndex,
             role: int = QtCore.Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or role != QtCore.Qt.ItemDataRole.DisplayRole:
            return None
        g = self._games[index.row()]
        return (g.id, title(g.game) if g.game in _known() else g.game, g.title, g.events,
                g.updated_at[:16].replace("T", " "))[index.column()]

    def headerData(self, section: int, orientation: QtCore.Qt.Orientation,
                   role: int = QtCore.Qt.ItemDataRole.DisplayRole) -> object:
        if role == QtCore.Qt.ItemDataRole.DisplayRole and orientation == QtCore.Qt.Orientation.Horizontal:
            return self.HEADERS[section]
        return None


def _known() -> set[str]:
    from referee.registry import GAMES

    return set(GAMES)


class StartWindow(QtWidgets.QMainWindow):
    def __init__(self, store: GameStore) -> None:
        super().__init__()
        self.store = store
        self.setWindowTitle("Schriftführer")
        self.model = GamesModel(store.list_games(), self)
        view = QtWidgets.QTableView(self)
        view.setModel(self.model)
        view.horizontalHeader().setStretchLastSection(True)
        view.setSelectionBehavior(QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows)
        self.setCentralWidget(view)
        self.resize(1024, 680)


def run_app(argv: Sequence[str]) -> int:
    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication([sys.argv[0], *argv])
    try:
        store = GameStore()
    except StorageError as exc:
        QtWidgets.QMessageBox.critical(None, "Schriftführer", str(exc))
        return 2
    window = StartWindow(store)
    window.show()
    return int(app.exec())
