"""The odds panel: strike, duel and battle calculators over ``referee.got.odds``.

Strikes and duels are exact and computed at once; battles are sampled in a
:class:`ui.workers.BattleWorker` thread with a progress bar and a cancel button.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from typing import Any

from referee.core.errors import RefereeError
from referee.got.odds import Hexside, Stand, duel_odds, parse_hazard, strike_odds
from referee.got.odds.specs import parse_stand
from ui import i18n
from ui.panels.widgets import (
    BarChart,
    FigurePicker,
    RefusalLabel,
    hazard_combo,
    hazard_names,
    hexside_combo,
    hexside_names,
    relabel,
)
from ui.qt import QtCore, QtGui, QtWidgets, Signal
from ui.workers import BattleWorker


def _pct(p: Fraction | float) -> str:
    return f"{100 * float(p):.1f} %"


class _Pair(QtWidgets.QWidget):
    """Attacker and defender figure with their hazards, the hexside between them and damage taken."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.attacker, self.defender = FigurePicker(parent=self), FigurePicker(parent=self)
        self.attacker.setCurrentText("Ogre")
        self.defender.setCurrentText("Lion")
        self.attacker_hazard, self.defender_hazard = hazard_combo(self), hazard_combo(self)
        self.hexside = hexside_combo(self)
        self.damage = QtWidgets.QSpinBox(self, maximum=99)
        self.form = QtWidgets.QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.labels = [QtWidgets.QLabel(self) for _ in range(6)]
        for label, w in zip(self.labels, (self.attacker, self.attacker_hazard, self.defender, self.defender_hazard,
                                          self.hexside, self.damage), strict=True):
            self.form.addRow(label, w)
        self.retranslate()

    def retranslate(self) -> None:
        for label, text in zip(self.labels, (self.tr("Angreifer"), self.tr("Hazard Angreifer"), self.tr("Verteidiger"),
                                             self.tr("Hazard Verteidiger"), self.tr("Hazard-Kante"),
                                             self.tr("Schaden Verteidiger")), strict=True):
            label.setText(text)
        relabel(self.attacker_hazard, hazard_names())
        relabel(self.defender_hazard, hazard_names())
        relabel(self.hexside, hexside_names())

    def stands(self) -> tuple[Stand, Stand, Hexside]:
        att = dataclasses.replace(parse_stand(self.attacker.text()), hazard=parse_hazard(self.attacker_hazard.currentData()))
        dfd = dataclasses.replace(parse_stand(self.defender.text()), hazard=parse_hazard(self.defender_hazard.currentData()),
                                  damage=self.damage.value())
        return att, dfd, Hexside(self.hexside.currentData())


class _PairTab(QtWidgets.QWidget):
    """Attacker and defender, a button, the referee's refusal or the result with its chart.

    Subclasses give the button text (``retranslate``), the calculation and how to show it;
    their ``tr()`` calls stay in their own class so the translations keep their context.
    """

    section_clicked = Signal(str)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.pair = _Pair(self)
        self.button = QtWidgets.QPushButton(self)
        self.result = QtWidgets.QLabel(self, wordWrap=True)
        self.refusal = RefusalLabel(self)
        self.refusal.section_clicked.connect(self.section_clicked)
        self.chart = BarChart(self)
        self.button.clicked.connect(self.compute)
        lay = QtWidgets.QVBoxLayout(self)
        for w in (self.pair, self.button, self.refusal, self.result, self.chart):
            lay.addWidget(w)
        self.retranslate()

    def retranslate(self) -> None:
        self.pair.retranslate()

    def calculate(self, att: Stand, dfd: Stand, side: Hexside) -> Any:
        raise TypeError(f"{type(self).__name__} must define calculate()")

    def show_odds(self, odds: Any) -> None:
        raise TypeError(f"{type(self).__name__} must define show_odds()")

    def compute(self) -> None:
        try:
            odds = self.calculate(*self.pair.stands())
        except RefereeError as exc:
            self.refusal.show_error(exc)
            return
        self.refusal.clear_refusal()
        self.odds = odds
        self.show_odds(odds)


class StrikeTab(_PairTab):
    def retranslate(self) -> None:
        super().retranslate()
        self.button.setText(self.tr("Attacke berechnen"))

    def calculate(self, att: Stand, dfd: Stand, side: Hexside) -> Any:
        return strike_odds(att, dfd, side)

    def show_odds(self, o: Any) -> None:
        mods = "; ".join(f"{m.en if i18n.current() == 'en' else m.de} (§ {m.section})" for m in o.modifiers)
        self.result.setText(
            self.tr("Mindestwurf %1, %2 Würfel, Treffer je Würfel %3, Vernichtung %4, erwartete Treffer %5")
            .replace("%1", str(o.strike_number)).replace("%2", str(o.dice)).replace("%3", _pct(o.p_hit))
            .replace("%4", _pct(o.p_kill)).replace("%5", f"{float(o.expected_hits):.2f}") + (f"\n{mods}" if mods else ""))
        self.chart.set_values(self.tr("Treffer"), [str(k) for k in range(len(o.distribution))], o.distribution)


class DuelTab(_PairTab):
    def retranslate(self) -> None:
        super().retranslate()
        self.button.setText(self.tr("Duell berechnen"))

    def calculate(self, att: Stand, dfd: Stand, side: Hexside) -> Any:
        return duel_odds(att, dfd, side)

    def show_odds(self, o: Any) -> None:
        self.result.setText(self.tr("Erwartete Kampfrunden: %1").replace("%1", f"{float(o.expected_rounds):.2f}"))
        self.chart.set_values(self.tr("Ausgang"), [self.tr("Angreifer"), self.tr("Verteidiger"), self.tr("beide"),
                                                   self.tr("Zeit")],
                              [o.attacker_wins, o.defender_wins, o.mutual, o.timeout])


class ArmyPicker(QtWidgets.QWidget):
    """A figure picker with an add button and the list of picked figures (Entf removes)."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.picker = FigurePicker(parent=self)
        self.picker.setCurrentIndex(-1)
        self.add = QtWidgets.QToolButton(self)
        self.add.setText("+")
        self.list = QtWidgets.QListWidget(self)
        self.list.setMaximumHeight(110)
        self.add.clicked.connect(self.add_current)
        edit = self.picker.lineEdit()
        assert edit is not None
        edit.returnPressed.connect(self.add_current)
        QtGui.QShortcut(QtGui.QKeySequence(QtCore.Qt.Key.Key_Delete), self.list, self.remove_current)
        row = QtWidgets.QHBoxLayout()
        row.addWidget(self.picker, 1)
        row.addWidget(self.add)
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(row)
        lay.addWidget(self.list)

    def add_current(self) -> None:
        if self.picker.text():
            self.list.addItem(self.picker.text())

    def remove_current(self) -> None:
        self.list.takeItem(self.list.currentRow())

    def set_figures(self, names: list[str]) -> None:
        self.list.clear()
        self.list.addItems(names)

    def figures(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]


class BattleTab(QtWidgets.QWidget):
    """Two armies, a hazard for all, samples; Run samples in a thread, Cancel stops it."""

    section_clicked = Signal(str)
    finished = Signal()

    def __init__(self, samples: int = 20_000, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.attackers, self.defenders = ArmyPicker(self), ArmyPicker(self)
        self.hazard = hazard_combo(self)
        self.samples = QtWidgets.QSpinBox(self, minimum=100, maximum=2_000_000, singleStep=10_000, value=samples)
        self.run_button, self.cancel_button = QtWidgets.QPushButton(self), QtWidgets.QPushButton(self)
        self.cancel_button.setEnabled(False)
        self.progress = QtWidgets.QProgressBar(self)
        self.result = QtWidgets.QLabel(self, wordWrap=True)
        self.refusal = RefusalLabel(self)
        self.refusal.section_clicked.connect(self.section_clicked)
        self.chart = BarChart(self)
        self.worker: BattleWorker | None = None
        self.odds: object = None
        self.run_button.clicked.connect(self.run)
        self.cancel_button.clicked.connect(self.cancel)
        self.form = QtWidgets.QFormLayout()
        self.labels = [QtWidgets.QLabel(self) for _ in range(4)]
        for label, w in zip(self.labels, (self.attackers, self.defenders, self.hazard, self.samples), strict=True):
            self.form.addRow(label, w)
        buttons = QtWidgets.QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        lay = QtWidgets.QVBoxLayout(self)
        lay.addLayout(self.form)
        lay.addLayout(buttons)
        for w in (self.progress, self.refusal, self.result, self.chart):
            lay.addWidget(w)
        self.retranslate()

    def retranslate(self) -> None:
        for label, text in zip(self.labels, (self.tr("Angreifer"), self.tr("Verteidiger"), self.tr("Hazard"),
                                             self.tr("Stichproben")), strict=True):
            label.setText(text)
        relabel(self.hazard, hazard_names())
        self.run_button.setText(self.tr("Schlacht simulieren"))
        self.cancel_button.setText(self.tr("Abbrechen"))

    def run(self, *, seed: int | None = None) -> None:
        hz = parse_hazard(self.hazard.currentData())
        try:
            att = [parse_stand(s, hazard=hz) for s in self.attackers.figures()]
            dfd = [parse_stand(s, hazard=hz) for s in self.defenders.figures()]
            if not att or not dfd:
                self.refusal.show_refusal(self.tr("Beide Armeen brauchen Figuren."), ("4.1",))
                return
        except RefereeError as exc:
            self.refusal.show_error(exc)
            return
        self.refusal.clear_refusal()
        self.progress.setValue(0)
        self.worker = BattleWorker(att, dfd, samples=self.samples.value(), seed=seed, parent=self)
        self.worker.progress.connect(self.progress.setValue)
        self.worker.done.connect(self._done)
        self.worker.failed.connect(lambda msg: self.refusal.show_refusal(msg, ()))
        self.worker.finished.connect(self._stopped)
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.worker.start()

    def cancel(self) -> None:
        if self.worker is not None:
            self.worker.cancel()

    def _stopped(self) -> None:
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        if self.worker is not None and self.worker.is_cancelled:
            self.result.setText(self.tr("Abgebrochen."))
        self.finished.emit()

    def _done(self, o: object) -> None:
        from referee.got.odds import BattleOdds

        assert isinstance(o, BattleOdds)
        self.odds = o
        self.result.setText(self.tr("%1 Stichproben; erwartete Punkte Angreifer %2, Verteidiger %3")
                            .replace("%1", str(o.samples)).replace("%2", f"{o.expected_points_attacker:.1f}")
                            .replace("%3", f"{o.expected_points_defender:.1f}"))
        self.chart.set_values(self.tr("Ausgang"), [self.tr("Angreifer"), self.tr("Verteidiger"), self.tr("beide"),
                                                   self.tr("Zeit")],
                              [o.attacker_wins, o.defender_wins, o.mutual, o.timeout])


class OddsPanel(QtWidgets.QTabWidget):
    section_clicked = Signal(str)

    def __init__(self, samples: int = 20_000, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.strike, self.duel, self.battle = StrikeTab(self), DuelTab(self), BattleTab(samples, self)
        for tab in (self.strike, self.duel, self.battle):
            scroll = QtWidgets.QScrollArea(self)
            scroll.setWidget(tab)
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
            self.addTab(scroll, "")
            tab.section_clicked.connect(self.section_clicked)
        self.retranslate()

    def retranslate(self) -> None:
        for i, text in enumerate((self.tr("Attacke"), self.tr("Duell"), self.tr("Schlacht"))):
            self.setTabText(i, text)
        for tab in (self.strike, self.duel, self.battle):
            tab.retranslate()

    def changeEvent(self, event: QtCore.QEvent) -> None:
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
