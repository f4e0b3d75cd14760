"""The Gods of Titan table: round / Mover / phase / pact, players, armies, pools and the points chart (per round).

Everything shown comes from the typed view (``referee.got.view.GotView``) and the session's states.
"""

from __future__ import annotations

import math

from referee.got.view import GotState, GotView, table_round
from ui import i18n
from ui.games.got.models import ArmiesModel, PlayersModel, PoolsModel
from ui.qt import QtCharts, QtCore, QtGui, QtWidgets
from ui.service import OpenGame
from ui.tables import table_view

COLOURS = {"Rot": "#c0392b", "Blau": "#2e6fd8", "Gelb": "#d4ac0d", "Grün": "#239b56", "Schwarz": "#333333"}
#: at most this many round labels under the chart (every k-th round when there are more)
MAX_ROUND_LABELS = 10


def points_by_round(session: OpenGame[GotState], lang: str) -> tuple[list[int], dict[str, list[float]]]:
    """The rounds from the first to the current, and each player's points at the end of every one of them:
    after the last entry made in that round as the history counts it (``OpenGame.history``: an entry belongs to
    the round of the table it was made on; the current round's value is the table so far). The rounds are the
    history's lines (kept in the game's snapshot), so only the tables at the rounds' ends are asked for — and
    those a snapshot keeps too: a game opened draws its chart without working out any other table (issue 38)."""
    last: dict[int, int] = {}
    for item in session.history(lang):
        if item.active and item.round is not None:
            last[item.round] = item.seq
    if not last:
        return [], {}
    rounds = list(range(min(last), max(last) + 1))
    series: dict[str, list[float]] = {}
    n = 0
    for r in rounds:
        n = last.get(r, n)  # a round without an entry of its own keeps the table of the round before
        for p in session.state_after(n).seat_order:
            series.setdefault(p.name, []).append(float(p.points))
    return rounds, series


class PointsChart(QtCharts.QChartView):
    """Each player's points at the end of every round (x: "Runde N")."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(180)
        self.rounds: list[int] = []
        #: player -> points at the end of each round of :attr:`rounds`
        self.series: dict[str, list[float]] = {}
        self.round_labels: list[str] = []
        #: what the chart shows now (an entry that changes no points and no round draws nothing anew)
        self._drawn: object = None

    def set_series(self, rounds: list[int], series: dict[str, list[float]], colours: dict[str, str], title: str,
                   round_word: str) -> None:
        """Draw ``series`` over ``rounds``, the x axis labelled ``round_word N``."""
        drawn = (rounds, series, colours, title, round_word)
        if drawn == self._drawn:
            return
        self._drawn = drawn
        self.rounds, self.series = rounds, series
        chart = QtCharts.QChart()
        chart.setTitle(title)
        axis_x, axis_y = self._round_axis(rounds, round_word), QtCharts.QValueAxis()
        axis_y.setRange(0, max([10.0, *(max(v) for v in series.values() if v)]) * 1.1)
        axis_y.applyNiceNumbers()
        axis_y.setLabelFormat("%g")
        chart.addAxis(axis_x, QtCore.Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(axis_y, QtCore.Qt.AlignmentFlag.AlignLeft)
        for name, values in series.items():
            line = QtCharts.QLineSeries()
            line.setName(name)
            line.setPointsVisible(True)
            # one call with all points: QLineSeries.append(x, y) drops a reference to None on every call in
            # PySide6 6.12, and a long game's refreshes would end in "deallocating None"
            line.append([QtCore.QPointF(float(r), v) for r, v in zip(rounds, values, strict=True)])
            chart.addSeries(line)
            line.attachAxis(axis_x)
            line.attachAxis(axis_y)
            if name in colours:
                pen = QtGui.QPen(QtGui.QColor(COLOURS.get(colours[name], "#777777")))
                pen.setWidth(2)
                line.setPen(pen)
        old = self.chart()
        self.setChart(chart)
        if old is not None:
            old.deleteLater()

    def _round_axis(self, rounds: list[int], word: str) -> QtCharts.QCategoryAxis:
        """Labels "Runde N" on the rounds (every k-th one when there are many)."""
        axis = QtCharts.QCategoryAxis()
        axis.setLabelsPosition(QtCharts.QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
        axis.setTruncateLabels(False)
        first, last = (rounds[0], rounds[-1]) if rounds else (1, 1)
        axis.setRange(first - 0.5, last + 0.5)
        axis.setStartValue(first - 0.5)
        step = max(1, math.ceil(len(rounds) / MAX_ROUND_LABELS))
        self.round_labels = [f"{word} {r}" for r in rounds[::step]]
        for label, r in zip(self.round_labels, rounds[::step], strict=True):
            axis.append(label, float(r))
        return axis


class GotTable(QtWidgets.QWidget):
    """The table as it stands; :meth:`refresh` after every change of the session."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.players, self.armies, self.pools = PlayersModel(self), ArmiesModel(self), PoolsModel(self)
        self.indicator = QtWidgets.QLabel(self)
        font = self.indicator.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.indicator.setFont(font)
        # it wraps: a long line made the page wider than the room beside the docks, its text and the tables'
        # cut mid-letter at the rules dock's splitter (issue 35)
        self.indicator.setWordWrap(True)
        self.players_view = table_view(self, self.players)
        self.players_view.verticalHeader().setVisible(True)
        self.players_view.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.NoSelection)
        self.players_view.horizontalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.Stretch)
        self.players_view.horizontalHeader().setStretchLastSection(False)
        self.players_view.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.armies_view = table_view(self, self.armies)
        self.armies_view.setSortingEnabled(False)
        self.pools_view = table_view(self, self.pools)
        self.chart = PointsChart(self)
        self.tabs = QtWidgets.QTabWidget(self)
        self.tabs.addTab(self.armies_view, "")
        self.tabs.addTab(self.pools_view, "")
        self.tabs.addTab(self.chart, "")
        split = QtWidgets.QSplitter(QtCore.Qt.Orientation.Vertical, self)
        split.addWidget(self.players_view)
        split.addWidget(self.tabs)
        split.setStretchFactor(1, 3)
        row_height = self.players_view.verticalHeader().defaultSectionSize()
        split.setSizes([(PlayersModel.ROWS + 1) * row_height + 24, 420])
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.indicator)
        lay.addWidget(split, 1)
        self.summary: GotView | None = None
        self._journal: OpenGame[GotState] | None = None
        self.retranslate()

    def retranslate(self) -> None:
        for i, text in enumerate((self.tr("Armeen"), self.tr("Pools"), self.tr("Punkteverlauf"))):
            self.tabs.setTabText(i, text)
        self.players.retranslate()
        self.armies.retranslate()
        if self._journal is not None:
            self.refresh(self._journal)

    def refresh(self, session: OpenGame[GotState]) -> None:
        self._journal = session
        if table_round(session.state) is None:
            return
        s = self.summary = session.view(GotView, i18n.current())
        assert s is not None  # the game has begun
        h = s.header
        pact = self.tr("Nichtangriffspakt gilt") if s.pact else self.tr("kein Pakt mehr")
        text = self.tr("Runde %1 · am Zug: %2 · Phase: %3 · %4").replace("%1", str(h.round)).replace(
            "%2", s.mover).replace("%3", h.phase or "").replace("%4", pact)
        if h.winners:
            text += " · " + self.tr("Sieger: %1").replace("%1", ", ".join(h.winners))
        self.indicator.setText(text)
        self.players.set_summary(s)
        self.armies.set_summary(s)
        self.pools.set_summary(s)
        self.armies_view.resizeColumnsToContents()
        colours = {p.name: p.colour for p in s.players}
        rounds, series = points_by_round(session, i18n.current())
        # "Runde" as the start page's games list translates it
        self.chart.set_series(rounds, series, colours, self.tr("Kampfpunkte"), session.spec.round_word(i18n.current()))

    def selected_marker(self) -> str | None:
        rows = self.armies_view.selectionModel().selectedRows()
        return self.armies.marker(rows[0].row()) if rows else None
