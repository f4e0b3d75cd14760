"""Choosing cards by name for a Weiß Schwarz entry: from a zone's cards, in the order revealed.

The pool is what the zone holds (the deck, the hand, the waiting room), so only cards that
are there can be named; each pick takes one copy.

>>> from collections import Counter
>>> Counter(("a", "b", "a"))["a"]
2
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ui.qt import QtWidgets, Signal


class CardPicker(QtWidgets.QWidget):
    """A combo of the cards still available (with counts), an add button and the ordered picks."""

    changed = Signal()

    def __init__(self, parent: QtWidgets.QWidget | None = None, *, limit: int | None = None) -> None:
        super().__init__(parent)
        self.pool: Counter[str] = Counter()
        self.limit = limit
        self.picked: list[str] = []
        self.box = QtWidgets.QComboBox(self)
        self.add = QtWidgets.QPushButton(self.tr("+"), self)
        self.add.setToolTip(self.tr("Karte hinzufügen"))
        self.undo = QtWidgets.QPushButton(self.tr("−"), self)
        self.undo.setToolTip(self.tr("letzte Karte entfernen"))
        self.shown = QtWidgets.QLabel(self)
        self.shown.setWordWrap(True)
        self.add.clicked.connect(lambda: self.pick(self.box.currentData()) if self.box.currentData() else None)
        self.undo.clicked.connect(self.drop)
        row = QtWidgets.QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.box, 2)
        row.addWidget(self.add)
        row.addWidget(self.undo)
        row.addWidget(self.shown, 3)
        self.setFocusProxy(self.box)  # focusing the picker focuses its list of cards
        self._show()

    def set_pool(self, cards: Iterable[str]) -> None:
        self.pool = Counter(cards)
        self.picked = []
        self._show()

    def available(self) -> Counter[str]:
        return self.pool - Counter(self.picked)

    def pick(self, card: str) -> bool:
        """Take one copy of ``card``; False when none is left or the limit is reached."""
        if self.available()[card] <= 0 or (self.limit is not None and len(self.picked) >= self.limit):
            return False
        self.picked.append(card)
        self._show()
        return True

    def drop(self) -> None:
        if self.picked:
            self.picked.pop()
            self._show()

    def cards(self) -> tuple[str, ...]:
        return tuple(self.picked)

    def _show(self) -> None:
        current = self.box.currentData()
        self.box.clear()
        for card, n in sorted(self.available().items()):
            if n > 0:
                self.box.addItem(f"{card} ({n})", card)
        if current is not None and self.box.findData(current) >= 0:
            self.box.setCurrentIndex(self.box.findData(current))
        full = self.limit is not None and len(self.picked) >= self.limit
        self.add.setEnabled(self.box.count() > 0 and not full)
        self.undo.setEnabled(bool(self.picked))
        self.shown.setText(", ".join(self.picked) or "–")
        self.changed.emit()
