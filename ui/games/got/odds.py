"""The odds panel: strike, duel and battle calculators over ``referee.got.odds``.

Strikes and duels are exact and computed at once; battles are simulated in a
:class:`ui.games.got.workers.BattleWorker` thread with a progress bar and a cancel button.  Every answer is a
sentence with percentages in the locale's format ("Der Angreifer gewinnt in 71 % der Fälle; …") beside
a chart; changing the question (or cancelling) clears the old answer.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from typing import TYPE_CHECKING, Generic, TypeVar

from referee.core.errors import RefereeError
from referee.got.odds.setup import Stand
from referee.got.odds.specs import parse_stand
from referee.got.odds.strike import StrikeOdds, strike_odds
from referee.got.odds.terrain import Hexside, parse_hazard
from referee.got.sections import TIME_LOSS_SECTION
from ui import i18n
from ui.games.got.pickers import FigurePicker, hazard_combo, hazard_names, hexside_combo, hexside_names
from ui.games.got.workers import BattleWorker
from ui.panels.widgets import BarChart, RefusalLabel, relabel
from ui.qt import QtCore, QtGui, QtWidgets, Signal

if TYPE_CHECKING:  # the duel and the battle need numpy: imported when first asked (the dock is built at the start)
    from referee.got.odds.duel import DuelOdds


def _pct(p: Fraction | float) -> str:
    return i18n.percent(float(p))


def _fill(text: str, *values: str) -> str:
    """``%1``, ``%2`` … of a translated sentence replaced (highest first, so ``%1`` never eats ``%10``)."""
    for n in range(len(values), 0, -1):
        text = text.replace(f"%{n}", values[n - 1])
    return text


class _Pair(QtWidgets.QWidget):
    """Attacker and defender figure with their hazards, the hexside between them and damage taken."""

    changed = Signal()

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
        for picker in (self.attacker, self.defender):
            picker.editTextChanged.connect(lambda _t: self.changed.emit())
        for box in (self.attacker_hazard, self.defender_hazard, self.hexside):
            box.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self.damage.valueChanged.connect(lambda _v: self.changed.emit())
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


OddsT = TypeVar("OddsT")


class _PairTab(QtWidgets.QWidget, Generic[OddsT]):
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
        self.refusal.game = "got"
        self.refusal.section_clicked.connect(self.section_clicked)
        self.chart = BarChart(self)
        self.odds: OddsT | None = None  # the tab's own odds (StrikeOdds, DuelOdds)
        self.button.clicked.connect(self.compute)
        self.pair.changed.connect(self.clear_result)
        lay = QtWidgets.QVBoxLayout(self)
        for w in (self.pair, self.button, self.refusal, self.result, self.chart):
            lay.addWidget(w)
        lay.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.pair.retranslate()
        if self.odds is not None:
            self.show_odds(self.odds)

    def clear_result(self) -> None:
        """A new question: the old answer and its chart go."""
        self.odds = None
        self.result.clear()
        self.chart.clear()

    def calculate(self, att: Stand, dfd: Stand, side: Hexside) -> OddsT:
        raise TypeError(f"{type(self).__name__} must define calculate()")

    def show_odds(self, odds: OddsT) -> None:
        raise TypeError(f"{type(self).__name__} must define show_odds()")

    def compute(self) -> None:
        try:
            odds = self.calculate(*self.pair.stands())
        except RefereeError as exc:
            self.clear_result()
            self.refusal.show_error(exc)
            return
        self.refusal.clear_refusal()
        self.odds = odds
        self.show_odds(odds)


class StrikeTab(_PairTab[StrikeOdds]):
    def retranslate(self) -> None:
        super().retranslate()
        self.button.setText(self.tr("Attacke berechnen"))

    def calculate(self, att: Stand, dfd: Stand, side: Hexside) -> StrikeOdds:
        return strike_odds(att, dfd, side)

    def show_odds(self, o: StrikeOdds) -> None:
        mods = "; ".join(f"{m.en if i18n.current() == 'en' else m.de} (§ {m.section})" for m in o.modifiers)
        self.result.setText(_fill(
            self.tr("Mindestwurf %1 mit %2 Würfeln: jeder Würfel trifft in %3 der Fälle, im Schnitt %4 Treffer. "
                    "Der Verteidiger fällt in %5 der Fälle."),
            str(o.strike_number), str(o.dice), _pct(o.p_hit), i18n.number(float(o.expected_hits), 2), _pct(o.p_kill))
            + (f"\n{mods}" if mods else ""))
        self.chart.set_values(self.tr("Wie viele Treffer?"),
                              [self.tr("%1 Treffer").replace("%1", str(k)) for k in range(len(o.distribution))],
                              o.distribution)


class DuelTab(_PairTab["DuelOdds"]):
    def retranslate(self) -> None:
        super().retranslate()
        self.button.setText(self.tr("Duell berechnen"))

    def calculate(self, att: Stand, dfd: Stand, side: Hexside) -> DuelOdds:
        from referee.got.odds.duel import duel_odds

        return duel_odds(att, dfd, side)

    def show_odds(self, o: DuelOdds) -> None:
        self.result.setText(_fill(
            self.tr("Der Angreifer gewinnt in %1 der Fälle; der Verteidiger in %2; beide fallen in %3; in %4 läuft "
                    "die Zeit ab (der Angreifer verliert, § %6). Im Schnitt dauert das Duell %5 Kampfrunden."),
            _pct(o.attacker_wins), _pct(o.defender_wins), _pct(o.mutual), _pct(o.timeout),
            i18n.number(float(o.expected_rounds), 1), TIME_LOSS_SECTION))
        self.chart.set_values(self.tr("Wer gewinnt das Duell?"), outcome_labels(),
                              [o.attacker_wins, o.defender_wins, o.mutual, o.timeout])


def outcome_labels() -> list[str]:
    """The four outcomes of a duel or battle, for a chart."""
    return [QtCore.QCoreApplication.translate("Odds", "Angreifer"),
            QtCore.QCoreApplication.translate("Odds", "Verteidiger"),
            QtCore.QCoreApplication.translate("Odds", "beide fallen"),
            QtCore.QCoreApplication.translate("Odds", "Zeit um")]


class ArmyPicker(QtWidgets.QWidget):
    """A figure picker with an add button and the list of picked figures (Entf removes)."""

    changed = Signal()

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.picker = FigurePicker(parent=self)
        self.picker.setCurrentIndex(-1)
        self.add = QtWidgets.QToolButton(self)
        self.add.setText("+")
        self.list = QtWidgets.QListWidget(self)
        self.list.setMaximumHeight(110)
        model = self.list.model()
        assert model is not None
        model.rowsInserted.connect(self._changed)
        model.rowsRemoved.connect(self._changed)
        model.modelReset.connect(self._changed)
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

    def _changed(self, *_args: object) -> None:
        self.changed.emit()

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
    """Two armies, a hazard for all, the number of simulated battles; Run simulates in a thread, Cancel stops it."""

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
        self.refusal.game = "got"
        self.refusal.section_clicked.connect(self.section_clicked)
        self.chart = BarChart(self)
        self.worker: BattleWorker | None = None
        self.odds: object = None
        self.run_button.clicked.connect(self.run)
        self.cancel_button.clicked.connect(self.cancel)
        for army in (self.attackers, self.defenders):
            army.changed.connect(self.clear_result)
        self.hazard.currentIndexChanged.connect(lambda _i: self.clear_result())
        self.samples.valueChanged.connect(lambda _v: self.clear_result())
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
        lay.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        for label, text in zip(self.labels, (self.tr("Angreifer"), self.tr("Verteidiger"), self.tr("Hazard"),
                                             self.tr("Simulationen")), strict=True):
            label.setText(text)
        self.samples.setToolTip(self.tr("So viele Schlachten werden ausgewürfelt; mehr macht die Prozente genauer."))
        relabel(self.hazard, hazard_names())
        self.run_button.setText(self.tr("Schlacht simulieren"))
        self.cancel_button.setText(self.tr("Abbrechen"))
        if self.odds is not None:
            self._done(self.odds)

    def clear_result(self) -> None:
        """A new question (or a cancelled one): the old answer and its chart go."""
        self.odds = None
        self.result.clear()
        self.chart.clear()

    def run(self, *, seed: int | None = None) -> None:
        from referee.got.odds.battle import check_armies

        hz = parse_hazard(self.hazard.currentData())
        try:
            att = [parse_stand(s, hazard=hz) for s in self.attackers.figures()]
            dfd = [parse_stand(s, hazard=hz) for s in self.defenders.figures()]
            check_armies(att, dfd)
        except RefereeError as exc:
            self.refusal.show_error(exc)
            return
        self.refusal.clear_refusal()
        self.clear_result()
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
            self.clear_result()
            self.progress.setValue(0)
            self.result.setText(self.tr("Abgebrochen."))
        self.finished.emit()

    def _done(self, o: object) -> None:
        from referee.got.odds.battle import BattleOdds

        assert isinstance(o, BattleOdds)
        if self.worker is not None and self.worker.is_cancelled:
            return  # cancelled after the last chunk: no answer
        self.odds = o
        self.result.setText(_fill(
            self.tr("Der Angreifer gewinnt in %1 der Fälle; der Verteidiger in %2; beide Armeen fallen in %3; in %4 "
                    "läuft die Zeit ab. Im Schnitt erhält der Angreifer %5 Punkte, der Verteidiger %6 "
                    "(aus %7 simulierten Schlachten)."),
            _pct(o.attacker_wins), _pct(o.defender_wins), _pct(o.mutual), _pct(o.timeout),
            i18n.number(o.expected_points_attacker, 1), i18n.number(o.expected_points_defender, 1),
            i18n.number(o.samples)))
        self.chart.set_values(self.tr("Wer gewinnt die Schlacht?"), outcome_labels(),
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

    def stop(self) -> None:
        """The window closes: the battle being sampled is cancelled and its thread ended — waited for until its running
        chunk is done (seconds for the largest battles on a loaded machine; a thread still running when the window is
        destroyed ends the program: "QThread: Destroyed while thread is still running")."""
        self.battle.cancel()
        if self.battle.worker is not None:
            self.battle.worker.wait()
