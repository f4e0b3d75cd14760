"""Lands as things: a picker that offers only the game's lands, and the entry that names a new one (2.1)."""

from __future__ import annotations

from referee.got.events import LandNamed
from referee.got.lands import SETUP_LANDS_SECTIONS
from referee.got.state import GotState
from ui.dialogs.base import EntryDialog, combo
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame
from ui.service import lands as land_service
from ui.service.lands import LandChoice


class LandPicker(QtWidgets.QComboBox):
    """An editable list of the game's lands; typing filters it (any part of the name), but only a land
    typed or picked in full counts — no prefix turns "City" into a Citytower."""

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setEditable(True)
        self.setInsertPolicy(QtWidgets.QComboBox.InsertPolicy.NoInsert)
        self.setMaxVisibleItems(15)
        completer = QtWidgets.QCompleter(self.model(), self)
        self.setCompleter(completer)
        completer.setFilterMode(QtCore.Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(QtCore.Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QtWidgets.QCompleter.CompletionMode.PopupCompletion)
        self.reload()

    def reload(self, select: str = "") -> None:
        """Fill the list from the game (after a land was named), keeping or setting the text."""
        text = select or self.currentText()
        self.blockSignals(True)
        self.clear()
        for c in land_service.lands(self.session):
            self.addItem(c.text, c.entry)
        self.blockSignals(False)
        self.setCurrentIndex(-1)
        self.setEditText(text)

    def choice(self) -> LandChoice | None:
        """The land named in full, or None."""
        return land_service.find(self.session, self.currentText())

    def entry_text(self) -> str:
        """What the entry says: ``"Brush:B12"`` for a known land, else the typed text (the referee refuses it)."""
        c = self.choice()
        return c.entry if c is not None else self.currentText().strip()


class NameLandDialog(EntryDialog[GotState]):
    """The table names a land of its board: terrain and the label the board shows (2.1)."""

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None, *, name: str = "") -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Land benennen"))
        self.terrain = combo(land_service.nameable_terrains(), self)
        self.name = QtWidgets.QLineEdit(name, self)
        self.name.setPlaceholderText(self.tr("wie auf dem Spielplan, z. B. B12"))
        hint = QtWidgets.QLabel(self.tr("City, Dungeon und die Tower-Länder kennt die Partie seit dem Spielbeginn "
                                        "(§ %1).").replace("%1", ", ".join(SETUP_LANDS_SECTIONS)), self, wordWrap=True)
        self.form.addRow(self.tr("Gelände"), self.terrain)
        self.form.addRow(self.tr("Bezeichnung"), self.name)
        self.form.addRow(hint)
        self.setMinimumWidth(440)
        for changed in (self.terrain.currentIndexChanged, self.name.textChanged):  # a refusal is about what was typed
            changed.connect(self.refusal.clear_refusal)
        self.terrain.setFocus()

    def build_event(self) -> LandNamed:
        return land_service.name_land(terrain=self.terrain.currentData() or "", name=self.name.text())
