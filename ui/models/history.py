"""The session as a list: readable labels with what each entry changed, a header row "Runde N" whenever the
round changes, undone entries (to redo) greyed at the end; a filter over it (text, e.g. a player's name)."""

from __future__ import annotations

from collections.abc import Sequence

from referee.registry import game_ids, spec
from ui import i18n
from ui.models.base import Index, Role
from ui.qt import QtCore, QtGui
from ui.service.sections import section_words
from ui.service.session import HistoryItem

SEQ_ROLE = Role.UserRole + 1  # the entry's position (1-based); None on a round header
ROUND_ROLE = Role.UserRole + 2  # the round of a header row or of an entry


class HistoryModel(QtCore.QAbstractListModel):
    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        #: the game whose sections the tooltips name (a named section by its title)
        self.game: str | None = None
        self._items: list[HistoryItem] = []
        self._rows: list[HistoryItem | int] = []  # an entry, or the round of a header row

    def set_items(self, items: Sequence[HistoryItem]) -> None:
        """Show ``items``: only the rows after the first that differs change (an entry made adds its row, an undo
        changes the last), so a long game's list, its filter and its view keep the rows they have."""
        rows: list[HistoryItem | int] = []
        last: int | None = None
        for item in items:
            if item.round is not None:
                if last is not None and item.round != last:
                    rows.append(item.round)
                last = item.round
            rows.append(item)
        old = self._rows
        same = next((n for n, (a, b) in enumerate(zip(old, rows, strict=False)) if a != b), min(len(old), len(rows)))
        self._items = list(items)
        if len(old) == len(rows):
            self._rows = rows
            if same < len(rows):
                self.dataChanged.emit(self.index(same), self.index(len(rows) - 1))
            return
        if same < len(old):
            self.beginRemoveRows(QtCore.QModelIndex(), same, len(old) - 1)
            self._rows = old[:same]
            self.endRemoveRows()
        if same < len(rows):
            self.beginInsertRows(QtCore.QModelIndex(), same, len(rows) - 1)
            self._rows = rows
            self.endInsertRows()

    def round_word(self) -> str:
        """What the open game calls the number of a header row: "Runde", or "Zug" (Castle Rampage, Weiß Schwarz)."""
        if self.game is not None and self.game in game_ids():
            return spec(self.game).round_word(i18n.current())
        return self.tr("Runde")

    def sections(self, sections: Sequence[str]) -> str:
        return section_words(self.game, sections, i18n.current())

    # -- by entry (the rows include the round headers) ------------------------------------------
    def entry_count(self) -> int:
        return len(self._items)

    def row_of(self, seq: int) -> int:
        """The row of entry ``seq`` (1-based); -1 if there is none."""
        return next((r for r, x in enumerate(self._rows) if isinstance(x, HistoryItem) and x.seq == seq), -1)

    def entry_text(self, seq: int) -> str:
        """The line of entry ``seq`` as shown."""
        return str(self.data(self.index(self.row_of(seq)))) if self.row_of(seq) >= 0 else ""

    # -- the model -----------------------------------------------------------------------------
    def rowCount(self, parent: Index = QtCore.QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def flags(self, index: Index) -> QtCore.Qt.ItemFlag:
        if index.isValid() and index.row() < len(self._rows) and not isinstance(self._rows[index.row()], HistoryItem):
            return QtCore.Qt.ItemFlag.ItemIsEnabled  # a round header: not selectable
        return super().flags(index)

    def data(self, index: Index, role: int = Role.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        if not isinstance(row, HistoryItem):
            if role == Role.DisplayRole:
                return self.round_word() + f" {row}"
            if role == Role.FontRole:
                font = QtGui.QFont()
                font.setBold(True)
                return font
            if role == Role.BackgroundRole:
                return QtGui.QBrush(QtGui.QColor(128, 128, 128, 40))
            if role == ROUND_ROLE:
                return row
            return None
        if role == Role.DisplayRole:
            if not row.active:
                return f"↷ {row.label}"
            mark = ("✖ " if row.judged.internal else "⚠ ") if row.judged else ""  # an internal error / judged differently
            notes = "".join(f"\n    ✎ {note}" for note in row.notes)  # the notes made on it, beside it
            return f"{mark}{row.seq}. {row.label}" + (f" — {row.result}" if row.result else "") + notes
        if role == Role.ForegroundRole and not row.active:
            return QtGui.QBrush(QtGui.QColor("gray"))
        if role == Role.ForegroundRole and row.judged:
            return QtGui.QBrush(QtGui.QColor("#9a4a00"))
        if role == Role.ToolTipRole and row.judged:
            head = (self.tr("Interner Fehler") if row.judged.internal else self.tr("Nach heutigen Regeln anders beurteilt")) + (
                "" if row.judged.applied else " — " + self.tr("nicht angewendet"))
            where = f" ({self.sections(row.judged.sections)})" if row.judged.sections else ""
            return f"{head}: {row.judged.message(i18n.current())}{where}"
        if role == Role.ToolTipRole and row.notes:  # the line and its notes in full (the dock is narrow)
            return f"{row.seq}. {row.label}" + "".join(f"\n✎ {note}" for note in row.notes)
        if role == Role.UserRole:
            return row.active
        if role == SEQ_ROLE:
            return row.seq
        if role == ROUND_ROLE:
            return row.round
        return None


class HistoryFilter(QtCore.QSortFilterProxyModel):
    """The lines that contain the filter text (any case); a round header stays while one of its lines does."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self.setFilterCaseSensitivity(QtCore.Qt.CaseSensitivity.CaseInsensitive)

    def _matches(self, row: int) -> bool:
        return super().filterAcceptsRow(row, QtCore.QModelIndex())

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        if model is None or source_parent.isValid():
            return False
        if model.index(source_row, 0).data(SEQ_ROLE) is not None or not self.filterRegularExpression().pattern():
            return self._matches(source_row)
        row = source_row + 1  # a header: shown if a line of its round is
        while row < model.rowCount() and model.index(row, 0).data(SEQ_ROLE) is not None:
            if self._matches(row):
                return True
            row += 1
        return False
