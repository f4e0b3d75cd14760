"""The Burgenkrieg part of the new-game dialog: 2 players or 2 teams of 2 (lord and commander per side,
§ multiplayer)."""

from __future__ import annotations

from referee.burgenkrieg.request import SIDES as SIDE_NAMES
from referee.burgenkrieg.request import BurgenkriegRequest, side_sizes
from ui.games.base import SetupForm
from ui.qt import QtWidgets

#: the number of sides (A, B)
SIDES = len(SIDE_NAMES)


class BurgenkriegSetup(SetupForm):
    """2 players (one lord per side) or 2 teams of 2 (lord and commander per side, § multiplayer): the sizes the
    rules data gives (``referee.burgenkrieg.request.side_sizes``)."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.mode = QtWidgets.QComboBox(self)
        for size in side_sizes():  # players per side; the item's data: the players in all
            self.mode.addItem(self.tr("%1 Spieler").replace("%1", str(SIDES)) if size == 1 else
                              self.tr("%1 Teams zu je %2").replace("%1", str(SIDES)).replace("%2", str(size)),
                              SIDES * size)
        defaults = ("Anna", "Ben", "Cleo", "Dora")
        self.names = [QtWidgets.QLineEdit(defaults[i], self) for i in range(len(defaults))]
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
        shown: int = self.mode.currentData()  # lords first, then commanders
        for i in range(SIDES, len(self.names)):
            self.names[i].setVisible(i < shown)
            self.labels[i].setVisible(i < shown)
        self.changed.emit()

    def setup_request(self, settings: tuple[tuple[str, str], ...]) -> BurgenkriegRequest:
        per_side = int(self.mode.currentData()) // SIDES
        sides = tuple(tuple(self.names[side + SIDES * i].text() for i in range(per_side)) for side in range(SIDES))
        return BurgenkriegRequest(sides=sides, settings=settings)


SETUP = BurgenkriegSetup
