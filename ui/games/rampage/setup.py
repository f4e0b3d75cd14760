"""The Castle Rampage part of the new-game dialog: two players, the start player, and card values the
table completes."""

from __future__ import annotations

from referee.rampage.events import CardValue
from referee.rampage.request import RampageRequest
from referee.rampage.view import RampageState, catalog
from ui.games.base import SetupForm
from ui.games.rampage.models import CatalogModel
from ui.qt import QtWidgets


class RampageSetupForm(SetupForm):
    """Two players and the start player ("spielvorbereitung")."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QtWidgets.QFormLayout(self)
        self.names = [QtWidgets.QLineEdit(n, self) for n in ("Anton", "Beatrix")]
        self.start = QtWidgets.QComboBox(self)
        for i, edit in enumerate(self.names):
            lay.addRow(self.tr("Spieler %1").replace("%1", str(i + 1)), edit)
            edit.textChanged.connect(self._names_changed)
        lay.addRow(self.tr("Startspieler"), self.start)
        self.catalog = CatalogModel(catalog(RampageState()), self)
        self.values = QtWidgets.QGroupBox(self.tr("Kartenwerte ergänzen (der Text nennt fast keine)"), self)
        self.values.setCheckable(True)
        self.values.setChecked(False)
        view = QtWidgets.QTableView(self.values)
        view.setModel(self.catalog)
        view.setMinimumHeight(160)
        view.verticalHeader().setVisible(False)
        view.setVisible(False)
        self.values.toggled.connect(view.setVisible)
        QtWidgets.QVBoxLayout(self.values).addWidget(view)
        lay.addRow(self.values)
        self._names_changed()

    def _names_changed(self) -> None:
        current = self.start.currentIndex()
        self.start.clear()
        for edit in self.names:
            self.start.addItem(edit.text().strip(), edit.text().strip())
        self.start.setCurrentIndex(max(0, current))
        self.changed.emit()

    def setup_request(self, settings: tuple[tuple[str, str], ...]) -> RampageRequest:
        cards = tuple(CardValue(name=n, attack=a, gate=g, castle=c) for n, a, g, c in self.catalog.completions())
        return RampageRequest(players=tuple(n.text() for n in self.names), start_player=self.start.currentData() or "",
                              settings=settings, cards=cards if self.values.isChecked() else ())


SETUP = RampageSetupForm
