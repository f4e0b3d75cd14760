"""The two armies of the battle sheet and its round counter (11.7).

:class:`ArmyPanel` shows one side's figures (:class:`ui.games.got.battle_models.FightersModel`): a click on a
figure, or Space / X on the current one, marks it beaten in the round being entered; a spin box on
each standing figure keeps the hits on it (13.5).  :class:`RoundCounter` is the counter at the foot
of the battlefield: seven rounds, the reinforcement round marked (17.1).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from referee.got.fight import HITS_SECTION, REINFORCE_SECTION
from referee.got.fight_view import FighterView
from ui.games.got.battle_models import HITS, FightersModel
from ui.qt import QtCore, QtGui, QtWidgets, Signal

MARK_KEYS = (QtCore.Qt.Key.Key_Space, QtCore.Qt.Key.Key_X)


class ArmyTable(QtWidgets.QTableView):
    """A table whose rows toggle on a click or on Space / X."""

    toggled = Signal(int)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.clicked.connect(lambda index: self.toggled.emit(index.row()))

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        if event.key() in MARK_KEYS and event.modifiers() == QtCore.Qt.KeyboardModifier.NoModifier \
                and self.currentIndex().isValid():
            self.toggled.emit(self.currentIndex().row())
            return
        super().keyPressEvent(event)


class ArmyPanel(QtWidgets.QGroupBox):
    """One army on the sheet with the marks and hits of the round being entered."""

    changed = Signal()

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = FightersModel(self)
        self.table = ArmyTable(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows)
        # no selection colour over the marks: the current figure (keyboard) shows by its focus frame
        self.table.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 14)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setWordWrap(False)
        self.table.toggled.connect(self.toggle)
        self.spins: dict[int, QtWidgets.QSpinBox] = {}
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(self.table)

    def set_fighters(self, fighters: Sequence[FighterView], may_fall: Iterable[str], abilities: Iterable[str],
                     hits: Sequence[tuple[str, int]] | None = None) -> None:
        """Show the side afresh (after every entry): marks cleared, hits as recorded."""
        self.model.set_fighters(fighters, may_fall, abilities, hits)
        self.spins = {}
        for row in self.model.standing_rows():
            power = self.model.fighters[row].power
            spin = QtWidgets.QSpinBox(self.table)
            had = self.model.hits.get(row, 0)
            spin.setRange(had, max(power - 1, had))  # at ``power`` hits it is beaten (13.2); never healed (13.5)
            spin.setValue(had)
            spin.setToolTip(self.tr("Treffer auf %1").replace("%1", self.model.fighters[row].label)
                            + f" ({HITS_SECTION})")
            spin.setAccessibleName(self.tr("Treffer auf %1").replace("%1", self.model.fighters[row].label))
            spin.valueChanged.connect(lambda v, r=row: self._hits(r, v))
            self.table.setIndexWidget(self.model.index(row, HITS), spin)
            self.spins[row] = spin
        self.table.resizeColumnsToContents()
        self.table.setColumnWidth(HITS, max(self.table.columnWidth(HITS), 64))
        standing = self.model.standing_rows()
        if standing:  # the keyboard starts on a standing figure, nothing selected (the marks show what falls)
            self.table.selectionModel().setCurrentIndex(self.model.index(standing[0], 0),
                                                        QtCore.QItemSelectionModel.SelectionFlag.NoUpdate)

    def toggle(self, row: int) -> None:
        """Mark or unmark the figure in ``row`` as beaten in this round."""
        if self.model.toggle(row):
            if row in self.spins:
                self.spins[row].setEnabled(row not in self.model.marked)
            self.changed.emit()

    def marks(self) -> tuple[set[int], dict[int, int]]:
        """The marks of the round being entered: the rows marked beaten, the hits on the standing figures."""
        return set(self.model.marked), dict(self.model.hits)

    def restore(self, marks: tuple[set[int], dict[int, int]]) -> None:
        """Mark again what :meth:`marks` gave (the same figures shown afresh, after a language change)."""
        marked, hits = marks
        for row, h in hits.items():
            if row in self.spins and self.spins[row].minimum() <= h <= self.spins[row].maximum():
                self.spins[row].setValue(h)
        for row in sorted(marked - self.model.marked):
            self.toggle(row)

    def _hits(self, row: int, value: int) -> None:
        self.model.set_hits(row, value)
        self.changed.emit()

    def spin(self, name: str) -> QtWidgets.QSpinBox:
        """The hits counter of the standing figure ``name`` (or label, ``"Troll 2"``)."""
        return self.spins[self.model.row_of(name)]


class RoundCounter(QtWidgets.QWidget):
    """Rounds 1–7: the ones fought greyed, the one being entered framed, the reinforcement round marked."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QtWidgets.QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(3)
        self.caption = QtWidgets.QLabel(self)
        self.row.addWidget(self.caption)
        self.cells: list[QtWidgets.QLabel] = []
        self.done = 0

    def set_round(self, done: int, last: int, reinforcement: int, decided: bool, next_round: int | None = None) -> None:
        """``done`` rounds entered out of ``last``; the next one (``next_round``: as the marker stands after a
        Timewarp, 15.6) is framed unless the battle is decided."""
        self.done = done
        nxt = done + 1 if next_round is None else next_round
        while len(self.cells) < last:
            cell = QtWidgets.QLabel(self)
            cell.setAlignment(QtCore.Qt.AlignmentFlag.AlignCenter)
            cell.setMinimumSize(28, 24)
            self.row.addWidget(cell)
            self.cells.append(cell)
        for n, cell in enumerate(self.cells, start=1):
            cell.setText(f"{n}*" if n == reinforcement else str(n))
            style = "border: 1px solid #999; border-radius: 3px;"
            if n <= done and n != nxt:
                style += "background: #d0d0d0; color: #555;"
            elif n == nxt and not decided:
                style = "border: 2px solid #2e6fd8; border-radius: 3px; font-weight: bold; background: #e8f0ff;"
            cell.setStyleSheet(style)
            cell.setToolTip(self.tr("Runde %1").replace("%1", str(n)) +
                            (" · " + self.tr("Nachrekrutierung") + f" ({REINFORCE_SECTION})" if n == reinforcement else ""))
        if decided:
            self.caption.setText(self.tr("Runden: %1 von %2 · entschieden").replace("%1", str(done)).replace("%2", str(last)))
        else:
            self.caption.setText(self.tr("Runde %1 von %2:").replace("%1", str(nxt)).replace("%2", str(last)))
