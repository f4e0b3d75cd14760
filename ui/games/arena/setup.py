"""The Titan – Die Arena part of the new-game dialog: two to five players in seat order and the chip colour each
chose (sections 1, 3); the colours offered are the referee's (``referee.arena.request.colours_offered``)."""

from __future__ import annotations

from referee.arena.request import ArenaRequest, colours_offered, seats_offered
from ui.games.base import SetupForm
from ui.qt import QtWidgets


class ArenaSetupForm(SetupForm):
    """Two to five players in seat order (clockwise, sections 1, 3), each with a chip colour: a row for each seat
    the rules data offers (``referee.arena.request.seats_offered``), the first three named."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QtWidgets.QFormLayout(self)
        self.names: list[QtWidgets.QLineEdit] = []
        self.colours: list[QtWidgets.QComboBox] = []
        offered = colours_offered()
        defaults = ("Anna", "Ben", "Cleo")
        for i in range(max(seats_offered())):
            default = defaults[i] if i < len(defaults) else ""
            edit = QtWidgets.QLineEdit(default, self)
            edit.setPlaceholderText(self.tr("leer: kein Spieler"))
            edit.textChanged.connect(self.changed)
            colour = QtWidgets.QComboBox(self)
            colour.addItems(list(offered))
            colour.setCurrentIndex(i % len(offered))
            colour.setAccessibleName(self.tr("Chipfarbe Platz %1").replace("%1", str(i + 1)))
            colour.currentIndexChanged.connect(self.changed)
            row = QtWidgets.QHBoxLayout()
            row.addWidget(edit, 1)
            row.addWidget(colour)
            self.names.append(edit)
            self.colours.append(colour)
            lay.addRow(self.tr("Platz %1 (im Uhrzeigersinn), Chipfarbe").replace("%1", str(i + 1)), row)

    def setup_request(self, settings: tuple[tuple[str, str], ...]) -> ArenaRequest:
        return ArenaRequest(players=tuple(n.text() for n in self.names),
                            colours=tuple(c.currentText() for c in self.colours), settings=settings)


SETUP = ArenaSetupForm
