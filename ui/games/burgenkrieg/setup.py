"""The Burgenkrieg part of the new-game dialog: 2 players or 2 teams of 2 (lord and commander per side,
§ multiplayer)."""

from __future__ import annotations

from referee.burgenkrieg.request import BurgenkriegRequest
from ui.games.base import SetupForm
from ui.qt import QtWidgets


class BurgenkriegSetup(SetupForm):
    """2 players (one lord per side) or 2 teams of 2 (lord and commander per side, § multiplayer)."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.mode = QtWidgets.QComboBox(self)
        self.mode.addItem(self.tr("2 Spieler"), 2)
        self.mode.addItem(self.tr("2 Teams zu je 2"), 4)
        defaults = ("Anna", "Ben", "Cleo", "Dora")
        self.names = [QtWidgets.QLineEdit(defaults[i], self) for i in range(4)]
        self.labels = [QtWidgets.QLabel(t, self) for t in (
            self.tr("Burgherr Seite A"), self.tr("Burgherr Seite B"),
            self.tr("Kommandant Seite A"), self.tr("Kommandant Seite B"))]
        form = QtWidgets.QFormLayout(self)
        form.addRow(self.tr("Spielart"), self.mode)
        for label, name in zip(self.labels, self.names, strict=True):
            form.addRow(label, name)
            name.textChanged.connect(self.changed)
        self.mode.currentIndexChanged.connect(self._mode)
        self._mode()

    def _mode(self) -> None:
        team = self.mode.currentData() == 4
        for i in (2, 3):
            self.names[i].setVisible(team)
            self.labels[i].setVisible(team)
        self.changed.emit()

    def setup_request(self, settings: tuple[tuple[str, str], ...]) -> BurgenkriegRequest:
        per_side = 2 if self.mode.currentData() == 4 else 1
        sides = tuple(tuple(self.names[side + 2 * i].text() for i in range(per_side)) for side in (0, 1))
        return BurgenkriegRequest(sides=sides, settings=settings)


SETUP = BurgenkriegSetup
