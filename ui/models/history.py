"""The session as a list: readable labels with what each entry changed, a header row "Runde N" whenever the
round changes, a line under an entry for each note made on it, undone entries (to redo) greyed at the end; a filter
over it (text, e.g. a player's name).

Every row is one line, so the view lays the rows out at one height (``setUniformItemSizes``): showing the last row of
a 20,000-entry game asks the model for one row's size, not every row's (issue 38)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from referee.registry import game_ids, spec
from ui import i18n
from ui.models.base import Index, Role
from ui.qt import QtCore, QtGui
from ui.service.sections import section_words
from ui.service.session import HistoryItem

SEQ_ROLE = Role.UserRole + 1  # the entry's position (1-based); None on a round header
ROUND_ROLE = Role.UserRole + 2  # the round of a header row or of an entry
FILTER_ROLE = Role.UserRole + 3  # what the filter looks in: an entry's line and its notes (a note row: its entry's)


@dataclasses.dataclass(frozen=True)
class NoteLine:
    """The line under an entry showing one note made on it (the note is also an entry of its own)."""

    entry: HistoryItem
    text: str


class HistoryModel(QtCore.QAbstractListModel):
    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        #: the game whose sections the tooltips name (a named section by its title)
        self.game: str | None = None
        self._items: list[HistoryItem] = []
        self._rows: list[HistoryItem | NoteLine | int] = []  # an entry, a note's line, or the round of a header row
        #: the row of each entry's first row (its round's header where one goes before it)
        self._starts: list[int] = []

    def set_items(self, items: Sequence[HistoryItem]) -> None:
        """Show ``items``: only the rows after the first that differs change (an entry made adds its row, an undo
        changes the last), so a long game's list, its filter and its view keep the rows they have; the rows of the
        entries before the first that differs are not made again (an entry costs one entry, issue 38)."""
        kept = self._items
        first = next((n for n, (a, b) in enumerate(zip(kept, items, strict=False)) if a is not b and a != b),
                     min(len(kept), len(items)))
        start = self._starts[first] if first < len(self._starts) else len(self._rows)
        last = next((kept[n].round for n in range(first - 1, -1, -1) if kept[n].round is not None), None)
        rows: list[HistoryItem | NoteLine | int] = self._rows[:start]
        starts = self._starts[:first]
        for item in items[first:]:
            starts.append(len(rows))
            if item.round is not None:
                if last is not None and item.round != last:
                    rows.append(item.round)
                last = item.round
            rows.append(item)
            if item.notes:
                rows += [NoteLine(item, note) for note in item.notes]
        old = self._rows
        same = start + next((n for n, (a, b) in enumerate(zip(old[start:], rows[start:], strict=False)) if a != b),
                            min(len(old), len(rows)) - start)
        self._starts = starts
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
        if index.isValid() and index.row() < len(self._rows) and isinstance(self._rows[index.row()], int):
            return QtCore.Qt.ItemFlag.ItemIsEnabled  # a round header: not selectable
        return super().flags(index)

    def data(self, index: Index, role: int = Role.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        if isinstance(row, NoteLine):  # stands for its entry (a click shows that table, a note is made on it)
            if role == Role.DisplayRole:
                return f"    ✎ {row.text}"
            if role == FILTER_ROLE:
                return self._filtered(row.entry)
            if role == Role.ForegroundRole and not row.entry.active:
                return QtGui.QBrush(QtGui.QColor("gray"))
            if role in (Role.ToolTipRole, Role.UserRole, SEQ_ROLE, ROUND_ROLE):
                return self._entry_data(row.entry, role)
            return None
        if not isinstance(row, HistoryItem):
            if role in (Role.DisplayRole, FILTER_ROLE):
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
        return self._entry_data(row, role)

    @staticmethod
    def _line(row: HistoryItem) -> str:
        if not row.active:
            return f"↷ {row.label}"
        mark = ("✖ " if row.judged.internal else "⚠ ") if row.judged else ""  # an internal error / judged differently
        return f"{mark}{row.seq}. {row.label}" + (f" — {row.result}" if row.result else "")

    def _filtered(self, row: HistoryItem) -> str:
        """An entry's line and its notes: the filter finds an entry by a note made on it, and shows its notes."""
        return "\n".join((self._line(row), *row.notes))

    def _entry_data(self, row: HistoryItem, role: int) -> object:
        if role == Role.DisplayRole:
            return self._line(row)
        if role == FILTER_ROLE:
            return self._filtered(row)
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
        self.setFilterRole(FILTER_ROLE)

    def _matches(self, row: int) -> bool:
        return super().filterAcceptsRow(row, QtCore.QModelIndex())

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        if model is None or source_parent.isValid():
            return False
        if not self.filterRegularExpression().pattern():
            return True  # no filter: every row (a long game's rows are taken without asking each)
        if model.index(source_row, 0).data(SEQ_ROLE) is not None:
            return self._matches(source_row)
        row = source_row + 1  # a header: shown if a line of its round is
        while row < model.rowCount() and model.index(row, 0).data(SEQ_ROLE) is not None:
            if self._matches(row):
                return True
            row += 1
        return False
