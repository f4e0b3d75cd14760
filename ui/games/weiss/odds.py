"""The damage-odds calculator of Weiß Schwarz: exact chances from ``referee.weiss.odds``, with a chart.

The inputs start from the defender's counts in the game (deck, waiting room, clock, level and the
climaxes among them) and the damage now due or that the attackers on stage would deal; the scribe may
change any number.  The chart shows the distribution of the total damage that sticks and the chance
that the defender loses (level 4 or no cards left, § grundlegendes).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from referee.core.errors import InvalidInput, RefereeError
from referee.core.option import Option, payloads
from referee.weiss.cards import DECK_SIZE, LEVEL_UP_AT, LOSING_LEVEL
from referee.weiss.kinds import OptionKind
from referee.weiss.odds import AFTER_DAMAGE, AT_ONCE, DAMAGE_ODDS, IMMEDIATE, DamageOdds, Zones, damage_odds
from referee.weiss.payloads import AttackPayload, DamagePayload
from referee.weiss.phase_odds import PhaseOdds, phase_odds_of, planned_attacks
from referee.weiss.script import script_odds
from referee.weiss.view import FRONT, Phase, Scribe, WsState, damage_zones, scribe, slot_word, trigger_deck
from ui import i18n
from ui.panels.widgets import NumberList, RefusalLabel
from ui.qt import QtCharts, QtCore, QtGui, QtWidgets, Signal
from ui.service.sections import section_words

FIELDS = ("deck", "deck_climax", "waiting", "waiting_climax", "clock", "clock_climax", "level")


def damages_of(values: tuple[int, ...]) -> tuple[int, ...]:
    """The damages to reckon with; none is refused clearly."""
    if not values:
        raise InvalidInput("Mindestens ein Schaden.", "At least one damage.", sections=("6",))
    return values


def planned_damages(options: Sequence[Option]) -> tuple[int, ...]:
    """The damage due now, or else what each attacker on stage would deal (front attack where possible),
    as the referee's options give them."""
    due = payloads(options, DamagePayload)
    if due:
        return (due[0][1].amount,)
    return tuple(p.damage.get("front", p.damage.get("direct", 0)) for _, p in payloads(options, AttackPayload, allowed=True))


class DamageChart(QtCharts.QChartView):
    """Bars of the total damage that sticks (in %) and, apart, the kill chance."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(220)
        self.setMinimumWidth(300)  # fits beside the docks at 1024×600 (the page puts it below the form there)
        self.categories: list[str] = []
        self.damage_values: list[float] = []
        self.kill = 0.0

    def show_odds(self, odds: DamageOdds) -> None:
        top = max(odds.damage_distribution)
        self.categories = [str(n) for n in range(top + 1)] + [self.tr("K.o.")]
        self.damage_values = [round(100 * float(odds.damage_distribution.get(n, 0)), 1) for n in range(top + 1)]
        self.kill = round(100 * float(odds.p_kill), 1)
        damage = QtCharts.QBarSet(self.tr("Schaden"))
        damage.append([*self.damage_values, 0.0])
        kill = QtCharts.QBarSet(self.tr("verliert"))
        kill.append([0.0] * (top + 1) + [self.kill])
        kill.setColor(QtGui.QColor("#a40000"))
        series = QtCharts.QStackedBarSeries()
        series.append(damage)
        series.append(kill)
        series.setLabelsVisible(True)
        series.setLabelsFormat("@value")
        chart = QtCharts.QChart()
        chart.setTitle(self.tr("Schaden in %, Verteidiger verliert"))
        chart.addSeries(series)
        axis_x = QtCharts.QBarCategoryAxis()
        axis_x.append(self.categories)
        axis_x.setTitleText(self.tr("Schaden in den Clock"))
        chart.addAxis(axis_x, QtCore.Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(axis_x)
        axis_y = QtCharts.QValueAxis()
        axis_y.setRange(0, 100)
        chart.addAxis(axis_y, QtCore.Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(axis_y)
        chart.legend().setAlignment(QtCore.Qt.AlignmentFlag.AlignBottom)
        old = self.chart()
        self.setChart(chart)
        if old is not None:
            old.deleteLater()


class OddsCalculator(QtWidgets.QGroupBox):
    """Inputs (prefilled from the game), the exact results and the chart."""

    section_clicked = Signal(str)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.state: WsState | None = None
        self.table: Scribe | None = None
        #: weiss.refresh_timing of the game shown (the default without one)
        self.timing = AT_ONCE
        self.odds: DamageOdds | None = None
        self.defender = QtWidgets.QComboBox(self)
        self.spins = {f: QtWidgets.QSpinBox(self) for f in FIELDS}
        for f, s in self.spins.items():
            # the referee's numbers: a deck, fewer than a level-up in clock (§ 3), below the losing level
            s.setRange(0, {"clock": LEVEL_UP_AT - 1, "level": LOSING_LEVEL - 1}.get(f, DECK_SIZE))
        # one stepper per damage in a row: at most one per front place (§ 6), none above a deck (§ grundlegendes)
        self.damages = NumberList(self, low=0, high=DECK_SIZE, limit=len(FRONT))
        self.damages.set_values((3,))
        self.mode = QtWidgets.QComboBox(self)
        self.mode.addItem(self.tr("sofort beim Refresh"), IMMEDIATE)
        self.mode.addItem(self.tr("nach dem Schaden"), AFTER_DAMAGE)
        self.result = QtWidgets.QLabel(self)
        self.result.setWordWrap(True)
        #: the whole attack phase from the game: every attack still to come with its trigger check
        self.phase = QtWidgets.QLabel(self)
        self.phase.setWordWrap(True)
        self.phase_odds: PhaseOdds | None = None
        #: steps with conditions (if cx, if trg, burn cx, mill, reveal … remove cx, reshuffle), exact
        self.script = QtWidgets.QPlainTextEdit(self)
        self.script.setMaximumHeight(90)
        self.script_result = QtWidgets.QLabel(self)
        self.script_result.setWordWrap(True)
        self.script_odds: PhaseOdds | None = None
        self.refusal = RefusalLabel(self)
        self.refusal.game = "weiss"
        self.refusal.section_clicked.connect(self.section_clicked)
        self.chart = DamageChart(self)
        self.labels: dict[str, QtWidgets.QLabel] = {}
        grid = QtWidgets.QGridLayout()
        grid.addWidget(self._label("defender"), 0, 0)
        grid.addWidget(self.defender, 0, 1, 1, 3)
        for n, (a, b) in enumerate((("deck", "deck_climax"), ("waiting", "waiting_climax"),
                                    ("clock", "clock_climax"))):
            grid.addWidget(self._label(a), n + 1, 0)
            grid.addWidget(self.spins[a], n + 1, 1)
            grid.addWidget(self._label(b), n + 1, 2)
            grid.addWidget(self.spins[b], n + 1, 3)
        grid.addWidget(self._label("level"), 4, 0)
        grid.addWidget(self.spins["level"], 4, 1)
        grid.addWidget(self._label("damages"), 5, 0)
        grid.addWidget(self.damages, 5, 1, 1, 3)
        grid.addWidget(self._label("mode"), 6, 0)
        grid.addWidget(self.mode, 6, 1, 1, 3)
        left = QtWidgets.QVBoxLayout()
        left.addLayout(grid)
        left.addWidget(self.result)
        left.addWidget(self.phase)
        left.addWidget(self._label("script"))
        left.addWidget(self.script)
        left.addWidget(self.script_result)
        left.addWidget(self.refusal)
        left.addStretch(1)
        #: the form beside the chart, or above it where the page is narrow (:meth:`WeissPage.reflow`)
        self.body = lay = QtWidgets.QBoxLayout(QtWidgets.QBoxLayout.Direction.LeftToRight)
        # the title wraps (a group box's own does not: it made the page wider than the room beside the docks)
        self.heading = QtWidgets.QLabel(self)
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        outer = QtWidgets.QVBoxLayout(self)
        outer.addWidget(self.heading)
        outer.addLayout(lay, 1)
        lay.addLayout(left, 2)
        lay.addWidget(self.chart, 3)
        self.retranslate()
        self.defender.currentIndexChanged.connect(self._defender_changed)
        for s in self.spins.values():
            s.valueChanged.connect(self.compute)
        self.damages.changed.connect(self.compute)
        self.mode.currentIndexChanged.connect(self.compute)
        self.script.textChanged.connect(self.compute_script)

    def _label(self, key: str) -> QtWidgets.QLabel:
        self.labels[key] = QtWidgets.QLabel(self)
        self.labels[key].setWordWrap(True)  # the form stays as narrow as the room beside the docks (1024×600)
        return self.labels[key]

    def retranslate(self) -> None:
        lang = i18n.current()
        self.heading.setText(f"{DAMAGE_ODDS.label(lang)} ({section_words('weiss', DAMAGE_ODDS.sections, lang)})")
        texts = {"defender": self.tr("Verteidiger"), "deck": self.tr("Deck"), "deck_climax": self.tr("davon Climax"),
                 "waiting": self.tr("Warteraum"), "waiting_climax": self.tr("davon Climax"),
                 OptionKind.CLOCK: self.tr("Clock"), "clock_climax": self.tr("davon Climax"), "level": self.tr("Level"),
                 "damages": self.tr("Schaden (nacheinander)"), "mode": self.tr("Refresh-Schaden"),
                 "script": self.tr("Schritte mit Bedingungen (eine Zeile je Schritt, unter einer Bedingung eingerückt)")}
        # the script's own words (as the public calculator's), listed where the scribe types them
        self.script.setToolTip(self.tr("attack 2 (side, direct) · burn 1 · burn cx · mill 2 · reveal 2 · "
                                       "reveal 2 remove cx · reshuffle · if cx · if not cx · if trg · else"))
        for key, text in texts.items():
            self.labels[key].setText(text)

    def prefill(self, state: WsState, options: Sequence[Option] = ()) -> None:
        """Take the defender's counts from the game and the planned damage from the referee's options."""
        self.state, table = state, scribe(state)
        self.table = table
        if not table.started:
            return
        self.defender.blockSignals(True)
        self.defender.clear()
        for side in table.sides:
            self.defender.addItem(side.name, side.name)
        self.defender.setCurrentIndex(1 - table.active)
        self.defender.blockSignals(False)
        self.mode.blockSignals(True)
        self.mode.setCurrentIndex(max(0, self.mode.findData(table.refresh_damage)))
        self.timing = table.refresh_timing
        self.mode.blockSignals(False)
        self.show_phase(state, table)
        damages = planned_damages(options) or (1,)
        self.damages.blockSignals(True)
        self.damages.set_values(damages)
        self.damages.blockSignals(False)
        self._defender_changed()

    def show_phase(self, state: WsState, table: Scribe) -> None:
        """The kill odds of every attack still to come this turn, each with its trigger check (exact)."""
        self.phase_odds = None
        # worth reckoning from the main phase on, when the stage for the attacks is being laid out
        plan = planned_attacks(state) if table.phase in (Phase.MAIN, Phase.CLIMAX, Phase.ATTACK) else ()
        if not plan:
            self.phase.setText("")
            return
        try:
            odds = phase_odds_of(state)
        except RefereeError:  # counts the calculator refuses (a game at its edge): no line rather than a wrong one
            self.phase.setText("")
            return
        self.phase_odds = odds
        attacks = ", ".join(self.tr("{place} mit Seele {soul}").format(place=slot_word(a.slot, i18n.current()),
                                                                        soul=a.soul) for a in plan)
        self.phase.setText("<b>" + self.tr(
            "Ganze Angriffsphase (Angriffe: {a}, je mit Trigger): Verteidiger verliert {p} (genau {f}), "
            "erwarteter Schaden {e}").format(
                a=attacks, p=i18n.percent(float(odds.p_kill), 1), f=odds.p_kill,
                e=i18n.number(float(odds.expected_damage), 2)) + "</b>")

    def _defender_changed(self) -> None:
        if self.state is None or self.table is None or not self.table.started:
            return
        counts = damage_zones(self.state, self.table.sides[max(0, self.defender.currentIndex())].name)
        for f, s in self.spins.items():
            s.blockSignals(True)
            s.setValue(getattr(counts, f))
            s.blockSignals(False)
        self.compute()

    def compute_script(self) -> None:
        """The script's exact odds: the defender's counts above, the other player's trigger cards."""
        text = self.script.toPlainText()
        self.script_odds = None
        if not text.strip() or self.state is None or self.table is None or not self.table.started:
            self.script_result.setText("")
            return
        attacker = self.table.sides[1 - max(0, self.defender.currentIndex())].name
        try:
            odds = script_odds(self.zones(), trigger_deck(self.state, attacker), text, refresh_damage=self.mode.currentData(),
                               refresh_timing=self.timing)
        except RefereeError as exc:
            self.refusal.show_error(exc)
            self.script_result.setText("")
            return
        self.refusal.clear_refusal()
        self.script_odds = odds
        spread = ", ".join(f"{d}: {i18n.percent(float(p), 1)}" for d, p in odds.damage_distribution.items())
        self.script_result.setText("<b>" + self.tr("Schritte: Schaden {s}; Verteidiger verliert {p} (genau {f})").format(
            s=spread, p=i18n.percent(float(odds.p_kill), 1), f=odds.p_kill) + "</b>")

    def zones(self) -> Zones:
        return Zones(**{f: s.value() for f, s in self.spins.items()})

    def compute(self) -> None:
        try:
            odds = damage_odds(self.zones(), damages_of(self.damages.values()), refresh_damage=self.mode.currentData(),
                               refresh_timing=self.timing)
        except RefereeError as exc:
            self.odds = None
            self.refusal.show_error(exc)
            self.result.setText("")
            return
        self.refusal.clear_refusal()
        self.odds = odds
        cancels = ", ".join(f"{d}: {i18n.percent(float(p), 1)}" for d, p in zip(odds.damages, odds.p_cancel, strict=True))
        lines = [
            self.tr("Climax hebt auf (je Schaden): {c}").format(c=cancels),
            self.tr("erwarteter Schaden: {e}").format(e=i18n.number(float(odds.expected_damage), 2)),
            self.tr("Levelaufstieg: {p}").format(p=i18n.percent(float(odds.p_level_up), 1)),
            self.tr("Refresh: {p}").format(p=i18n.percent(float(odds.p_refresh), 1)),
            "<b>" + self.tr("Verteidiger verliert: {p} (genau {f})").format(
                p=i18n.percent(float(odds.p_kill), 1), f=odds.p_kill) + "</b>",
        ]
        self.result.setText("<br>".join(lines))
        self.chart.show_odds(odds)

    def exact(self) -> dict[str, Any]:  # Any: the odds' JSON (probabilities as text), as the status line shows it
        """The exact answer shown (for tests and the status line)."""
        return {} if self.odds is None else self.odds.to_json()["exact"]  # type: ignore[return-value]

