"""The Titan – Die Arena part of the new-game dialog: two to five players in seat order (sections 1, 3)."""

from __future__ import annotations

from referee.arena.request import ArenaRequest
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

    def setup_request(self, settings: tuple[tuple[str, str], ...]) -> ArenaRequest:
        return ArenaRequest(players=tuple(n.text() for n in self.names), settings=settings)


SETUP = ArenaSetupForm
