"""The throws of the round being marked, for the dice's luck (issue 34): one line per throw — the side, its dice, the
strike number, the hits — with the values the referee offers (``BattleRoundPayload.strike_numbers``,
``dice_offered``; 13.2, 13.4). Optional: a round entered without throws says "keine Würfel erfasst" in the luck.
The sheet puts :meth:`ThrowsBox.strikes` into the round's entry and clears the box after it is entered.
"""

from __future__ import annotations

from referee.got.events import Side, Strike
from referee.got.payloads import BattleRoundPayload
from referee.got.rolled import DICE_SECTION, STRIKE_NUMBER_SECTION
from ui.qt import QtWidgets, Signal


class ThrowsBox(QtWidgets.QGroupBox):
    """Side, dice, strike number and hits of a throw and "Wurf hinzufügen" in one row; below it, once there are
    some, the throws so far in one line and "Letzten Wurf entfernen" (the sheet stays short)."""

    changed = Signal()

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("throws")
        self._throws: list[Strike] = []
        lay = QtWidgets.QVBoxLayout(self)
        row = QtWidgets.QHBoxLayout()
        self.side = QtWidgets.QComboBox(self)
        self.dice = QtWidgets.QComboBox(self)
        self.strike_number = QtWidgets.QComboBox(self)
        self.hits = QtWidgets.QSpinBox(self)
        self.add_button = QtWidgets.QPushButton(self)
        self.add_button.clicked.connect(self.add_throw)
        self.dice.currentIndexChanged.connect(self._hits_range)
        self.labels = [QtWidgets.QLabel(self) for _ in range(3)]
        for label, widget in zip(self.labels, (self.dice, self.strike_number, self.hits), strict=True):
            label.setBuddy(widget)
        row.addWidget(self.side)
        for label, widget in zip(self.labels, (self.dice, self.strike_number, self.hits), strict=True):
            row.addWidget(label)
            row.addWidget(widget)
        row.addWidget(self.add_button)
        row.addStretch(1)
        lay.addLayout(row)
        self.thrown = QtWidgets.QLabel(self, wordWrap=True)
        self.remove_button = QtWidgets.QPushButton(self)
        self.remove_button.clicked.connect(self.remove_last)
        below = QtWidgets.QHBoxLayout()
        below.addWidget(self.thrown, 1)
        below.addWidget(self.remove_button)
        lay.addLayout(below)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Würfe dieser Runde (wahlweise, für das Würfelglück; § %1, %2)")
                      .replace("%1", DICE_SECTION).replace("%2", STRIKE_NUMBER_SECTION))
        self.labels[0].setText(self.tr("Würfel"))
        self.labels[1].setText(self.tr("Mindestwurf"))
        self.labels[2].setText(self.tr("Treffer"))
        self.add_button.setText(self.tr("Wurf hinzufügen"))
        self.remove_button.setText(self.tr("Letzten Wurf entfernen"))
        self._show()

    def offer(self, payload: BattleRoundPayload | None, attacker: str, defender: str) -> None:
        """The values the referee offers for the next round (none: no round may be entered, the box is off)."""
        self.setEnabled(payload is not None)
        side = self.side.currentIndex()
        self.side.clear()
        self.side.addItem(self.tr("Angreifer %1").replace("%1", attacker), Side.ATTACKER)
        self.side.addItem(self.tr("Verteidiger %1").replace("%1", defender), Side.DEFENDER)
        self.side.setCurrentIndex(max(0, side))
        if payload is None:
            return
        for box, values, default in ((self.dice, payload.dice_offered, 6), (self.strike_number, payload.strike_numbers, 4)):
            kept = box.currentData()
            box.clear()
            for v in values:
                box.addItem(f"{v}+" if box is self.strike_number else str(v), v)
            at = box.findData(kept if kept is not None else default)
            box.setCurrentIndex(max(0, at))
        self._hits_range()

    def _hits_range(self) -> None:
        dice = self.dice.currentData()
        self.hits.setRange(0, int(dice) if dice is not None else 0)

    def add_throw(self) -> None:
        """Add the throw as chosen (each die hits at most once, 13.2: the hits run up to the dice)."""
        dice, number, side = self.dice.currentData(), self.strike_number.currentData(), self.side.currentData()
        if dice is None or number is None or side is None:
            return
        self._throws.append(Strike(Side(side), int(dice), int(number), self.hits.value()))  # Qt hands back the value
        self._show()
        self.changed.emit()

    def remove_last(self) -> None:
        if self._throws:
            self._throws.pop()
            self._show()
            self.changed.emit()

    def strikes(self) -> tuple[Strike, ...]:
        return tuple(self._throws)

    def clear(self) -> None:
        self._throws.clear()
        self._show()

    def lines(self) -> tuple[str, ...]:
        """The throws so far in words (``Angreifer: 6 Würfel auf 4+, 3 Treffer``)."""
        out = []
        for s in self._throws:
            who = self.tr("Angreifer") if s.side == Side.ATTACKER else self.tr("Verteidiger")
            out.append(self.tr("%1: %2 Würfel auf %3+, %4 Treffer").replace("%1", who).replace("%2", str(s.dice))
                       .replace("%3", str(s.strike_number)).replace("%4", str(s.hits)))
        return tuple(out)

    def _show(self) -> None:
        self.thrown.setText(" · ".join(self.lines()))
        self.thrown.setVisible(bool(self._throws))
        self.remove_button.setVisible(bool(self._throws))
