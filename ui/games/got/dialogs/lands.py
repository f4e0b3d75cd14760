"""Lands as things: a picker that offers only the game's lands, and the entry that names a new one (2.1)."""

from __future__ import annotations

from referee.got.events import LandNamed
from referee.got.lands import SETUP_LANDS
from referee.got.view import GotState, open_board
from ui import i18n
from ui.dialogs.base import EntryDialog, combo
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame
from ui.service.got import lands as land_service
from ui.service.got.lands import LandChoice


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


class LandField(QtWidgets.QWidget):
    """A land of a move or teleport: one of the game's lands, or a new one named in the entry itself — a label
    the game does not know shows the terrain to name it with, and the dialog enters the naming first (2.1; a
    board file stays optional, issue 35)."""

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.picker = LandPicker(session, self)
        self.terrain = combo(land_service.nameable_terrains(), self)
        self.terrain.insertItem(0, self.tr("— Gelände des neuen Landes —"), None)
        self.terrain.setCurrentIndex(0)
        row = QtWidgets.QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.picker, 2)
        row.addWidget(self.terrain, 1)
        self.picker.editTextChanged.connect(self._typed)
        self.setFocusProxy(self.picker)
        self._typed()

    def _typed(self) -> None:
        self.terrain.setVisible(self.is_new())

    def empty(self) -> bool:
        return not self.picker.currentText().strip()

    def is_new(self) -> bool:
        """A label typed that the game does not know (nor a land picked)."""
        return not self.empty() and self.picker.choice() is None and not open_board(self.picker.session.state)

    def naming(self) -> LandNamed | None:
        """The entry that names the new land (None: a known land, or no terrain chosen yet)."""
        terrain = self.terrain.currentData()
        if not self.is_new() or not terrain:
            return None
        return land_service.name_land(terrain=terrain, name=self.picker.currentText())

    def incomplete(self) -> bool:
        """Nothing typed yet, or a new land without its terrain: no refusal yet, OK off."""
        return self.empty() or (self.is_new() and not self.terrain.currentData())

    def entry_text(self) -> str:
        """What the entry says: ``"Brush:B12"`` for a known land or a new one with its terrain."""
        named = self.naming()
        return f"{named.terrain}:{named.name}" if named is not None else self.picker.entry_text()

    def reload(self, select: str = "") -> None:
        self.picker.reload(select)
        self._typed()

    def choice(self) -> LandChoice | None:
        return self.picker.choice()

    def setEditText(self, text: str) -> None:
        self.picker.setEditText(text)

    def currentText(self) -> str:
        return self.picker.currentText()


class NameLandDialog(EntryDialog[GotState]):
    """The table names a land of its board: terrain and the label the board shows (2.1)."""

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None, *, name: str = "") -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Land benennen"))
        self.terrain = combo(land_service.nameable_terrains(), self)
        self.name = QtWidgets.QLineEdit(name, self)
        self.name.setPlaceholderText(self.tr("wie auf dem Spielplan, z. B. B12"))
        hint = QtWidgets.QLabel(SETUP_LANDS.cited(i18n.current(), mark="§ ") + ".", self, wordWrap=True)
        self.form.addRow(self.tr("Gelände"), self.terrain)
        self.form.addRow(self.tr("Bezeichnung"), self.name)
        self.form.addRow(hint)
        self.setMinimumWidth(440)
        for changed in (self.terrain.currentIndexChanged, self.name.textChanged):  # a refusal is about what was typed
            changed.connect(self.refusal.clear_refusal)
        self.terrain.setFocus()

    def build_event(self) -> LandNamed:
        return land_service.name_land(terrain=self.terrain.currentData() or "", name=self.name.text())
