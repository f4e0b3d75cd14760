"""Models of the Castle Rampage page: both sides, the known cards of the stacks, an attack's reveals.

Filled from the typed ``referee.rampage.view.RampageView``, :func:`referee.rampage.knowledge.knowledge` and the
attack dialog's walk through the reveals ("angriffe").

>>> m = SidesModel(); m.rowCount(), m.columnCount()
(5, 0)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from referee.rampage.knowledge import Stacks
from referee.rampage.view import CatalogCard, RampageView
from ui.models.base import RowsModel
from ui.qt import QtCore

#: a model index, as Qt hands it to the overrides
Index = QtCore.QModelIndex | QtCore.QPersistentModelIndex


class SidesModel(RowsModel):
    """One column per player, rows: hand, gate, castle (counts), display (∞ cards), status."""

    ROWS = 5

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)
        self.retranslate()
        self.set_rows([()] * self.ROWS)

    def retranslate(self) -> None:
        self.set_vertical([self.tr("Handkarten"), self.tr("Tor"), self.tr("Burg"), self.tr("Auslage"),
                           self.tr("Status")])

    def set_summary(self, view: RampageView) -> None:
        players = view.players
        self.beginResetModel()
        self._headers = [p.name for p in players]
        self.endResetModel()
        status = []
        for p in players:
            parts = []
            if view.header.to_move == p.name:
                parts.append(self.tr("am Zug"))
            if p.name in view.header.winners:
                parts.append(self.tr("Sieger"))
            if p.castle == 0:
                parts.append(self.tr("Burg zerstört"))
            status.append(", ".join(parts))
        rows: list[tuple[object, ...]] = [
            tuple(p.hand for p in players), tuple(p.gate for p in players),
            tuple(p.castle for p in players), tuple(", ".join(p.display) or "—" for p in players),
            tuple(status)]
        self.set_rows(rows)


class StacksModel(RowsModel):
    """The face-down stacks card by card, top first: ``?`` for a card nobody could know, else the card,
    its value and who knows it (see :mod:`referee.rampage.knowledge`)."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)

    def set_stacks(self, names: Sequence[str], stacks: Stacks) -> None:
        self.beginResetModel()
        self._headers = [h.replace("%1", n) for n in names for h in (self.tr("Tor %1"), self.tr("Burg %1"))]
        self.endResetModel()
        columns = [col for side in stacks for col in side]
        both, hint = self.tr("beide"), self.tr("Spion oder Saboteur")
        depth = max((len(c) for c in columns), default=0)
        rows = []
        for i in range(depth):
            rows.append(tuple("" if i >= len(c) else ("?" if c[i] is None else c[i].text(names, both, hint))  # type: ignore[union-attr]
                              for c in columns))
        self.set_rows(rows)
        self.set_vertical([self.tr("oben") if i == 0 else str(i + 1) for i in range(depth)])


class RevealsModel(RowsModel):
    """The cards an attack turned up, in order: stack, position, attack before, value, card, fell or held."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)
        self.set_headers([self.tr("Stapel"), self.tr("Karte Nr."), self.tr("Angriff"), self.tr("Wert"),
                          self.tr("Karte"), self.tr("Ergebnis")])

    def set_reveals(self, rows: Sequence[tuple[str, int, int, int, str, str]]) -> None:
        self.set_rows(rows)


class CatalogModel(QtCore.QAbstractTableModel):
    """The card catalog for the set-up: name, count, attack, gate and castle value, editable where the
    text gives no value ("rampage.card_values"); :meth:`completions` are the table's entries.

    >>> m = CatalogModel([CatalogCard("Koch", 3, None, None, None, False, False, "anhang")])
    >>> m.setData(m.index(0, 3), 2), m.completions()
    (True, [('Koch', None, 2, None)])
    """

    FIELDS = ("name", "count", "attack", "gate", "castle")

    def __init__(self, cards: Sequence[CatalogCard] = (), parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self._cards = list(cards)
        self._given = list(cards)

    def rowCount(self, parent: Index = QtCore.QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._cards)

    def columnCount(self, parent: Index = QtCore.QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.FIELDS)

    def headerData(self, section: int, orientation: QtCore.Qt.Orientation, role: int = 0) -> object:
        if role != QtCore.Qt.ItemDataRole.DisplayRole or orientation != QtCore.Qt.Orientation.Horizontal:
            return None
        names = (self.tr("Karte"), self.tr("Anzahl"), self.tr("Angriff"), self.tr("Tor"), self.tr("Burg"))
        return names[section] if 0 <= section < len(names) else None

    def data(self, index: Index, role: int = 0) -> object:
        if not index.isValid() or index.row() >= len(self._cards) or index.column() >= len(self.FIELDS):
            return None
        value = getattr(self._cards[index.row()], self.FIELDS[index.column()])
        if role in (QtCore.Qt.ItemDataRole.DisplayRole, QtCore.Qt.ItemDataRole.EditRole):
            return "" if value is None else value
        if role == QtCore.Qt.ItemDataRole.ToolTipRole and index.column() > 0:
            return self.tr("leer: unbekannt, wird beim Aufdecken eingegeben")
        return None

    def flags(self, index: Index) -> QtCore.Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and index.column() > 1 and getattr(self._given[index.row()], self.FIELDS[index.column()]) is None:
            return base | QtCore.Qt.ItemFlag.ItemIsEditable
        return base

    def setData(self, index: Index, value: object, role: int = QtCore.Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or not self.flags(index) & QtCore.Qt.ItemFlag.ItemIsEditable:
            return False
        text = str(value).strip()
        if text and not text.isdigit():
            return False
        row, field, number = index.row(), self.FIELDS[index.column()], int(text) if text else None
        card = self._cards[row]
        self._cards[row] = (dataclasses.replace(card, attack=number) if field == "attack"
                            else dataclasses.replace(card, gate=number) if field == "gate"
                            else dataclasses.replace(card, castle=number))
        self.dataChanged.emit(index, index)
        return True

    def completions(self) -> list[tuple[str, int | None, int | None, int | None]]:
        """(name, attack, gate, castle) of every card whose values the table filled in."""
        out = []
        for card, given in zip(self._cards, self._given, strict=True):
            if card != given:
                out.append((card.name, card.attack, card.gate, card.castle))
        return out
