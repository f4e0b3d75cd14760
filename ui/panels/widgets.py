"""Small shared widgets: a click through a completer's popup, combo boxes of named values, bar charts, the
refusal label, steppers for a list of numbers."""

from __future__ import annotations

import html
from collections.abc import Sequence
from fractions import Fraction

from referee.core.errors import RefereeError
from ui import i18n
from ui.qt import QtCharts, QtCore, QtGui, QtWidgets, Signal
from ui.service.sections import section_word, section_words


class ClickThrough(QtCore.QObject):
    """A click outside a completer's popup closes the popup *and* reaches the widget under the mouse.

    :class:`QCompleter` swallows that press (its event filter returns True), so after typing a figure's
    full name the first click on "Berechnen" only closed the list.  The press is passed on to the
    widget under the mouse, and so is the release that follows.
    """

    def __init__(self, popup: QtWidgets.QWidget) -> None:
        super().__init__(popup)
        self.popup = popup
        self.target: QtWidgets.QWidget | None = None

    def eventFilter(self, watched: QtCore.QObject, event: QtCore.QEvent) -> bool:
        kind = event.type()
        if kind == QtCore.QEvent.Type.MouseButtonRelease and self.target is not None:
            target: QtWidgets.QWidget = self.target
            self.target = None
            app = QtWidgets.QApplication.instance()
            if app is not None:
                app.removeEventFilter(self)
            assert isinstance(event, QtGui.QMouseEvent)
            try:
                self._send(target, event)
            except RuntimeError:  # the widget went away in between
                return False
            return True
        if kind != QtCore.QEvent.Type.MouseButtonPress or watched is not self.popup or not self.popup.isVisible():
            return False
        assert isinstance(event, QtGui.QMouseEvent)
        where = event.globalPosition().toPoint()
        if self.popup.rect().contains(self.popup.mapFromGlobal(where)):
            return False
        self.popup.hide()
        under = QtWidgets.QApplication.widgetAt(where)
        if under is not None and under.window() is not self.popup.window():
            target = under
            if target.focusPolicy() & QtCore.Qt.FocusPolicy.ClickFocus:
                target.setFocus(QtCore.Qt.FocusReason.MouseFocusReason)
            self._send(target, event)
            app = QtWidgets.QApplication.instance()
            if app is not None:
                self.target = target
                app.installEventFilter(self)  # the release goes wherever: it is passed on too
        return True

    @staticmethod
    def _send(target: QtWidgets.QWidget, event: QtGui.QMouseEvent) -> None:
        where = event.globalPosition()
        QtWidgets.QApplication.sendEvent(target, QtGui.QMouseEvent(
            event.type(), QtCore.QPointF(target.mapFromGlobal(where.toPoint())), where, event.button(),
            event.buttons(), event.modifiers()))


def enum_combo(values: dict[str, str], parent: QtWidgets.QWidget | None = None) -> QtWidgets.QComboBox:
    """A combo box showing the names and holding the values (``currentData()``)."""
    box = QtWidgets.QComboBox(parent)
    for value, name in values.items():
        box.addItem(name, value)
    return box


def relabel(box: QtWidgets.QComboBox, names: dict[str, str]) -> None:
    """Rename the items of an :func:`enum_combo` after a change of language."""
    for i in range(box.count()):
        box.setItemText(i, names.get(box.itemData(i), box.itemText(i)))


class BarChart(QtCharts.QChartView):
    """Horizontal bars of one series of values in [0, 1] (or any range), each labelled with its value in the
    locale's format (``Angreifer gewinnt: 71 %``); colours from the palette, so labels stay readable.
    Without values the chart is hidden, so an old answer never stays beside a new question."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        self.values: list[float] = []
        self.labels: list[str] = []
        self.categories: list[str] = []
        self.set_values("", [], [])

    def clear(self) -> None:
        self.set_values("", [], [])

    def set_values(self, title: str, labels: Sequence[str], values: Sequence[float | Fraction], *,
                   percent: bool = True) -> None:
        self.labels, self.values = list(labels), [float(v) for v in values]
        self.categories = [f"{label}: {i18n.percent(v) if percent else i18n.number(v, 2)}"
                           for label, v in zip(self.labels, self.values, strict=True)]
        palette = self.palette()
        text = QtGui.QBrush(palette.color(QtGui.QPalette.ColorRole.WindowText))
        chart = QtCharts.QChart()
        chart.setBackgroundBrush(QtGui.QBrush(palette.color(QtGui.QPalette.ColorRole.Base)))
        chart.setBackgroundRoundness(0)
        chart.setMargins(QtCore.QMargins(2, 2, 2, 2))
        chart.setTitleBrush(text)
        chart.setTitle(title)
        chart.legend().hide()
        bars = QtCharts.QBarSet(title or "-")
        bars.setColor(palette.color(QtGui.QPalette.ColorRole.Highlight))
        bars.setBorderColor(palette.color(QtGui.QPalette.ColorRole.Highlight))
        bars.append([100 * v if percent else v for v in reversed(self.values)])  # the first bar on top
        series = QtCharts.QHorizontalBarSeries()
        series.append(bars)
        series.setBarWidth(0.6)
        chart.addSeries(series)
        axis_y = QtCharts.QBarCategoryAxis()
        axis_y.append([html.escape(c) for c in reversed(self.categories)])  # labels are rich text ("< 0,1 %")
        axis_y.setLabelsBrush(text)
        axis_y.setGridLineVisible(False)
        axis_y.setTruncateLabels(False)  # whole captions: the bars get narrower instead
        chart.addAxis(axis_y, QtCore.Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(axis_y)
        axis_x = QtCharts.QValueAxis()
        axis_x.setRange(0, 100 if percent else max([1.0, *self.values]))
        axis_x.setTickCount(5)
        axis_x.setLabelFormat("%d")
        axis_x.setLabelsBrush(text)
        axis_x.setGridLineColor(palette.color(QtGui.QPalette.ColorRole.Mid))
        chart.addAxis(axis_x, QtCore.Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(axis_x)
        self.setMinimumHeight(70 + 24 * len(self.categories) + (20 if title else 0))
        old = self.chart()
        self.setChart(chart)
        if old is not None:
            old.deleteLater()
        self.setVisible(bool(self.values))


class RefusalLabel(QtWidgets.QLabel):
    """Shows a refusal in place, with its sections as links; a click asks to open the section.

    The label is rich text (its message HTML-escaped); :meth:`plain_text` is the refusal for a place that
    shows plain text (an exception, a log), where the escaped quote would read ``&#x27;``.
    """

    section_clicked = Signal(str)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.setStyleSheet("color: #a40000;")
        self.linkActivated.connect(lambda link: self.section_clicked.emit(link.removeprefix("section:")))
        self.message = ""
        self.sections: tuple[str, ...] = ()
        #: the game whose rules the sections are in: a named section shows its title (``§ Oger (2x)``)
        self.game: str | None = None
        self.hide()

    def show_refusal(self, message: str, sections: Sequence[str]) -> None:
        self.message, self.sections = message, tuple(sections)
        lang = i18n.current()
        where = f"{self.game}/" if self.game else ""  # the link says its game: "got/20.3"
        links = " ".join(f"<a href='section:{html.escape(where + s)}'>§ {html.escape(section_word(self.game, s, lang))}</a>"
                         for s in sections)
        self.setText(f"{html.escape(message, quote=False)} {links}".strip())
        self.setToolTip(self.plain_text())  # the whole refusal, where the label has less room than it needs
        self.show()

    def show_error(self, exc: RefereeError) -> None:
        self.show_refusal(exc.message(i18n.current()), exc.sections)

    def plain_text(self) -> str:
        """The refusal as a person reads it, without markup: ``Keine Zahl: 'x'. (§ 28.3)``."""
        return f"{self.message} ({section_words(self.game, self.sections, i18n.current())})" if self.sections \
            else self.message

    def clear_refusal(self) -> None:
        self.message, self.sections = "", ()
        self.setText("")
        self.setToolTip("")
        self.hide()


class NumberList(QtWidgets.QWidget):
    """Numbers entered a stepper each instead of typed as a list (``2, 1``): "hinzufügen" adds a stepper,
    "entfernen" takes the last away; at most ``limit`` numbers, each from ``low`` to ``high``."""

    changed = Signal()

    def __init__(self, parent: QtWidgets.QWidget | None = None, *, low: int, high: int, limit: int) -> None:
        super().__init__(parent)
        self.low, self.high, self.limit = low, high, limit
        self.spins: list[QtWidgets.QSpinBox] = []
        self.add = QtWidgets.QPushButton(self.tr("hinzufügen"), self)
        self.drop = QtWidgets.QPushButton(self.tr("entfernen"), self)
        self.add.clicked.connect(lambda: self.append().setFocus())
        self.drop.clicked.connect(self.pop)
        self.row = QtWidgets.QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.addWidget(self.add)
        self.row.addWidget(self.drop)
        self.row.addStretch(1)
        self._buttons()

    def append(self, value: int | None = None) -> QtWidgets.QSpinBox:
        spin = QtWidgets.QSpinBox(self)
        spin.setRange(self.low, self.high)
        spin.setValue(self.low if value is None else value)
        spin.valueChanged.connect(self.changed)
        self.row.insertWidget(len(self.spins), spin)
        self.spins.append(spin)
        self._buttons()
        self.changed.emit()
        return spin

    def pop(self) -> None:
        if self.spins:
            spin = self.spins.pop()
            spin.hide()
            spin.deleteLater()
            self._buttons()
            self.changed.emit()

    def values(self) -> tuple[int, ...]:
        return tuple(s.value() for s in self.spins)

    def set_values(self, values: Sequence[int]) -> None:
        """Exactly ``values``, one stepper each (quietly: one ``changed`` at the end)."""
        self.blockSignals(True)
        while self.spins:
            self.pop()
        for v in values[: self.limit]:
            self.append(v)
        self.blockSignals(False)
        self.changed.emit()

    def _buttons(self) -> None:
        self.add.setEnabled(len(self.spins) < self.limit)
        self.drop.setEnabled(bool(self.spins))
