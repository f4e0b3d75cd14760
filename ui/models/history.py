"""The session as a list: readable labels; undone entries (to redo) greyed at the end."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ui.models.base import Index, Role
from ui.qt import QtCore, QtGui
from ui.service.session import HistoryItem


class HistoryModel(QtCore.QAbstractListModel):
    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self._items: list[HistoryItem] = []

    def set_items(self, items: Sequence[HistoryItem]) -> None:
        self.beginResetModel()
        self._items = list(items)
        self.endResetModel()

    def rowCount(self, parent: Index = QtCore.QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._items)

    def data(self, index: Index, role: int = Role.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._items):
            return None
        item = self._items[index.row()]
        label, active = item.label, item.active
        if role == Role.DisplayRole:
            return f"{index.row() + 1}. {label}" if active else f"↷ {label}"
        if role == Role.ForegroundRole and not active:
            return QtGui.QBrush(QtGui.QColor("gray"))
        if role == Role.UserRole:
            return active
        return None
