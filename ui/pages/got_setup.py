"""The Gods of Titan part of the new-game dialog: three Titan players and an optional Darklord (5.1, 5.2)."""

from __future__ import annotations

from referee.core.events import Event
from referee.got.events import GameSetup, PlayerSetup
from ui import i18n
from ui.dialogs.base import combo
from ui.pages.base import SetupForm
from ui.qt import QtWidgets

TITAN_COLOURS = ("Rot", "Grün", "Gelb", "Blau")
ELEMENTS = ("Asher", "Golem", "Zephyra")


class GotSetupForm(SetupForm):
    """Seats 1–3 are Titan players (name, colour, element); seat 4 is the Darklord, left empty without one."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.names: list[QtWidgets.QLineEdit] = []
        self.colours: list[QtWidgets.QComboBox] = []
        self.elements: list[QtWidgets.QComboBox] = []
        grid = QtWidgets.QGridLayout()
        for col, head in enumerate((self.tr("Platz"), self.tr("Name"), self.tr("Rolle"), self.tr("Farbe"),
                                    self.tr("Element"))):
            grid.addWidget(QtWidgets.QLabel(f"<b>{head}</b>"), 0, col)
        for i in range(4):
            name = QtWidgets.QLineEdit(("Anna", "Ben", "Cleo", "")[i], self)
            colour = combo(list(TITAN_COLOURS), self, TITAN_COLOURS[i]) if i < 3 else combo(["Schwarz"], self)
            element = combo(list(ELEMENTS), self, ELEMENTS[i % 3])
            self.names.append(name)
            self.colours.append(colour)
            self.elements.append(element)
            grid.addWidget(QtWidgets.QLabel(str(i + 1)), i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(QtWidgets.QLabel(self.tr("Titan-Spieler") if i < 3 else self.tr("Darklord")), i + 1, 2)
            grid.addWidget(colour, i + 1, 3)
            if i < 3:
                grid.addWidget(element, i + 1, 4)
            else:
                element.hide()  # the Darklord has no element (5.2)
            name.textChanged.connect(self.changed)
        self.names[3].setPlaceholderText(self.tr("leer: ohne Darklord"))
        self.names[3].textChanged.connect(self._darklord_changed)
        box = QtWidgets.QGroupBox(self.tr("Spieler"), self)
        box.setLayout(grid)
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(box)
        self._darklord_changed()

    def _darklord_changed(self) -> None:
        with_darklord = bool(self.names[3].text().strip())
        for e in self.elements[:3]:
            e.setEnabled(with_darklord)

    def setup_event(self, settings: tuple[tuple[str, str], ...]) -> Event:
        darklord = bool(self.names[3].text().strip())
        players = [PlayerSetup(self.names[i].text().strip(), "titan", self.colours[i].currentText(), i + 1,
                               element=self.elements[i].currentText() if darklord else None) for i in range(3)]
        if darklord:
            players.append(PlayerSetup(self.names[3].text().strip(), "darklord", "Schwarz", 4))
        return GameSetup(players=tuple(players), settings=settings, lang=i18n.current())
