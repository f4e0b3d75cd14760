"""The start page: new game, recent games, every stored game (double-click or Enter opens)."""

from __future__ import annotations

from ui.models.games import GamesModel
from ui.qt import QtCore, QtWidgets, Signal
from ui.service import GameService


class StartPage(QtWidgets.QWidget):
    open_requested = Signal(int)
    new_requested = Signal()

    def __init__(self, service: GameService, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.games = GamesModel((), self)
        self.recent = GamesModel((), self)
        self.heading = QtWidgets.QLabel(self)
        self.heading.setStyleSheet("font-size: 18pt; font-weight: bold;")
        self.new_button = QtWidgets.QPushButton(self)
        self.open_button = QtWidgets.QPushButton(self)
        self.new_button.clicked.connect(self.new_requested)
        self.open_button.clicked.connect(self._open_selected)
        self.recent_label, self.all_label = QtWidgets.QLabel(self), QtWidgets.QLabel(self)
        self.recent_view, self.all_view = self._view(self.recent), self._view(self.games)
        self.recent_view.setMaximumHeight(170)
        row = QtWidgets.QHBoxLayout()
        row.addWidget(self.new_button)
        row.addWidget(self.open_button)
        row.addStretch(1)
        lay = QtWidgets.QVBoxLayout(self)
        lay.addWidget(self.heading)
        lay.addLayout(row)
        lay.addWidget(self.recent_label)
        lay.addWidget(self.recent_view)
        lay.addWidget(self.all_label)
        lay.addWidget(self.all_view, 1)
        self.retranslate()

    def _view(self, model: GamesModel) -> QtWidgets.QTableView:
        view = QtWidgets.QTableView(self)
        view.setModel(model)
        view.horizontalHeader().setStretchLastSection(True)
        view.verticalHeader().setVisible(False)
        view.setSelectionBehavior(QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.SingleSelection)
        view.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        view.activated.connect(lambda index: self.open_requested.emit(model.games[index.row()].id))
        return view

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Schriftführer"))
        self.new_button.setText(self.tr("Neue Partie …"))
        self.open_button.setText(self.tr("Öffnen"))
        self.recent_label.setText(self.tr("Zuletzt geöffnet"))
        self.all_label.setText(self.tr("Alle Partien"))
        self.games.retranslate()
        self.recent.retranslate()

    def reload(self, recent_ids: list[int]) -> None:
        games = self.service.games()
        self.games.set_games(games)
        by_id = {g.id: g for g in games}
        self.recent.set_games([by_id[i] for i in recent_ids if i in by_id])
        self.all_view.resizeColumnsToContents()

    def _open_selected(self) -> None:
        for view, model in ((self.all_view, self.games), (self.recent_view, self.recent)):
            rows = view.selectionModel().selectedRows()
            if rows:
                self.open_requested.emit(model.games[rows[0].row()].id)
                return

    def select(self, row: int) -> None:
        self.all_view.selectRow(row)
        self.all_view.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)
