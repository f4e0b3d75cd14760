"""An army's figures to tick, one line per figure: for losses, splits and figures sent back to the pool.

Only figures the army has can be named, so a typo cannot become an entry (Space ticks the current line).
"""

from __future__ import annotations

from collections.abc import Sequence

from ui.qt import QtCore, QtWidgets, Signal

CHECKED, UNCHECKED = QtCore.Qt.CheckState.Checked, QtCore.Qt.CheckState.Unchecked


class FigureTicks(QtWidgets.QListWidget):
    """The figures of one army, each checkable; :meth:`ticked` is what the entry names."""

    changed = Signal()

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMaximumHeight(140)
        self.itemChanged.connect(lambda _item: self.changed.emit())

    def set_figures(self, names: Sequence[str]) -> None:
        """Show ``names`` (repeated names are separate figures); ticks on figures still there stay."""
        keep = list(self.ticked())
        if sorted(names) == sorted(self.item(i).text() for i in range(self.count())):
            return
        self.blockSignals(True)
        self.clear()
        for name in sorted(names):
            item = QtWidgets.QListWidgetItem(name, self)
            item.setFlags(item.flags() | QtCore.Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(UNCHECKED)
        self.blockSignals(False)
        self.tick(*keep)
        self.changed.emit()

    def ticked(self) -> tuple[str, ...]:
        return tuple(self.item(i).text() for i in range(self.count()) if self.item(i).checkState() == CHECKED)

    def tick(self, *names: str) -> None:
        """Tick one figure per name given (a name twice ticks two); names the army lacks are ignored."""
        wanted = list(names)
        for i in range(self.count()):
            item = self.item(i)
            if item.text() in wanted and item.checkState() != CHECKED:
                item.setCheckState(CHECKED)
                wanted.remove(item.text())

    def untick_all(self) -> None:
        for i in range(self.count()):
            self.item(i).setCheckState(UNCHECKED)
