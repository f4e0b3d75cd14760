"""The Titan – Die Arena part of the new-game dialog: two to five players in seat order (sections 1, 3)."""

from __future__ import annotations

from referee.arena.events import ArenaSetup
from referee.core.events import Event
from ui.games.base import SetupForm
from ui.qt import QtWidgets


class ArenaSetupForm(SetupForm):
    """Two to five players in seat order (clockwise, sections 1, 3)."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QtWidgets.QFormLayout(self)
        self.names: list[QtWidgets.QLineEdit] = []
        for i, default in enumerate(("Anna", "Ben", "Cleo", "", "")):
            edit = QtWidgets.QLineEdit(default, self)
            edit.setPlaceholderText(self.tr("leer: kein Spieler"))
            edit.textChanged.connect(self.changed)
            self.names.append(edit)
            lay.addRow(self.tr("Platz %1 (im Uhrzeigersinn)").replace("%1", str(i + 1)), edit)

    def setup_event(self, settings: tuple[tuple[str, str], ...]) -> Event:
        players = tuple(n.text().strip() for n in self.names if n.text().strip())
        return ArenaSetup(players=players, settings=settings)


SETUP = ArenaSetupForm
