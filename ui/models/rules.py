"""Search hits of the rules reference as a list model: "§ 20.4 Title" (with the game's name when the
search spans every game), the snippet as tooltip, (game, section) as user data."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from referee.registry import game_ids, title
from ui import i18n
from ui.models.base import Index, Role
from ui.qt import QtCore

if TYPE_CHECKING:
    from ui.service.rules import SearchHit


class HitsModel(QtCore.QAbstractListModel):
    """``SearchHit`` objects of :meth:`rulesdb.rules.RulesBook.search` (any object with game/section/title/snippet)."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self.hits: list[SearchHit] = []
        self.show_game = False

    def set_show_game(self, show: bool) -> None:
        """Name each hit's game (when the search spans every game)."""
        if show != self.show_game:
            self.show_game = show
            if self.hits:
                self.dataChanged.emit(self.index(0), self.index(len(self.hits) - 1))

    def set_hits(self, hits: Sequence[SearchHit]) -> None:
        self.beginResetModel()
        self.hits = list(hits)
        self.endResetModel()

    def rowCount(self, parent: Index = QtCore.QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.hits)

    def data(self, index: Index, role: int = Role.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self.hits):
            return None
        h = self.hits[index.row()]
        if role == Role.DisplayRole:
            text = f"§ {h.section} {h.title}"
            if self.show_game:
                text = f"{title(h.game, i18n.current()) if h.game in game_ids() else h.game}: {text}"
            return text
        if role == Role.ToolTipRole:
            return h.snippet
        if role == Role.UserRole:
            return (h.game, h.section)
        return None
