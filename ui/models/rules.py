"""Search hits of the rules reference as a list model (title, snippet, game and section)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ui.models.base import Index, Role
from ui.qt import QtCore


class HitsModel(QtCore.QAbstractListModel):
    """``SearchHit`` objects of :meth:`rulesdb.rules.RulesBook.search` (any object with game/section/title/snippet)."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self.hits: list[Any] = []

    def set_hits(self, hits: Sequence[Any]) -> None:
        self.beginResetModel()
        self.hits = list(hits)
        self.endResetModel()

    def rowCount(self, parent: Index = QtCore.QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.hits)

    def data(self, index: Index, role: int = Role.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.hits):
            return None
        h = self.hits[index.row()]
        if role == Role.DisplayRole:
            return f"{h.game} § {h.section}  {h.title}"
        if role == Role.ToolTipRole:
            return h.snippet
        if role == Role.UserRole:
            return (h.game, h.section)
        return None
