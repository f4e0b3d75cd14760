"""A read-only table model over rows of plain values (the other models fill it).

>>> m = RowsModel(("A", "B")); m.set_rows([(1, "x")]); m.rowCount(), m.columnCount()
(1, 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from referee.core.words import number_text
from ui import i18n
from ui.qt import QtCore, QtGui

Index = QtCore.QModelIndex | QtCore.QPersistentModelIndex
Role = QtCore.Qt.ItemDataRole


class RowsModel(QtCore.QAbstractTableModel):
    """Rows of values with headers; optional tooltips and a greyed flag per row."""

    def __init__(self, headers: Sequence[str] = (), parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self._headers = list(headers)
        self._rows: list[tuple[object, ...]] = []
        self._tips: list[str] = []
        self._grey: list[bool] = []
        self._vertical: list[str] = []

    def set_vertical(self, labels: Sequence[str]) -> None:
        """Row labels in the vertical header (default: row numbers)."""
        self._vertical = list(labels)
        if self._rows:
            self.headerDataChanged.emit(QtCore.Qt.Orientation.Vertical, 0, len(self._rows) - 1)

    def set_headers(self, headers: Sequence[str]) -> None:
        self._headers = list(headers)
        self.headerDataChanged.emit(QtCore.Qt.Orientation.Horizontal, 0, max(len(self._headers) - 1, 0))

    def set_rows(self, rows: Sequence[Sequence[object]], tips: Sequence[str] = (), grey: Sequence[bool] = ()) -> None:
        self.beginResetModel()
        self._rows = [tuple(r) for r in rows]
        self._tips = list(tips) + [""] * (len(self._rows) - len(tips))
        self._grey = list(grey) + [False] * (len(self._rows) - len(grey))
        self.endResetModel()

    def set_row(self, n: int, row: Sequence[object], tip: str = "", grey: bool = False) -> None:
        """Replace row ``n`` in place (its views keep their selection and scroll position)."""
        self._rows[n], self._tips[n], self._grey[n] = tuple(row), tip, grey
        self.dataChanged.emit(self.index(n, 0), self.index(n, max(len(self._headers) - 1, 0)))

    def row(self, n: int) -> tuple[object, ...]:
        return self._rows[n]

    def rowCount(self, parent: Index = QtCore.QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QtCore.QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def data(self, index: Index, role: int = Role.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self._rows) or index.column() >= len(self._headers):
            return None
        value = self._rows[index.row()][index.column()] if index.column() < len(self._rows[index.row()]) else ""
        if role == Role.DisplayRole:  # a number with a fraction in the language's format: "67,5" (issue 35)
            return "" if value is None else number_text(value, i18n.current()) if isinstance(
                value, float | Fraction) else str(value)
        if role == Role.ToolTipRole:
            return self._tips[index.row()] or None
        if role == Role.ForegroundRole and self._grey[index.row()]:
            return QtGui.QBrush(QtGui.QColor("gray"))
        if role == Role.TextAlignmentRole and isinstance(value, int | float):
            return int(QtCore.Qt.AlignmentFlag.AlignRight | QtCore.Qt.AlignmentFlag.AlignVCenter)
        if role == Role.UserRole:
            return value
        return None

    def headerData(self, section: int, orientation: QtCore.Qt.Orientation, role: int = Role.DisplayRole) -> object:
        if role != Role.DisplayRole:
            return None
        if orientation == QtCore.Qt.Orientation.Horizontal:
            return self._headers[section] if 0 <= section < len(self._headers) else None
        if 0 <= section < len(self._vertical):
            return self._vertical[section]
        return section + 1
