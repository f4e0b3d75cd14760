"""Small shared widgets: figure picker (type to search), hazard/hexside choosers, bar charts, refusal label."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from referee.core.errors import RefereeError
from ui import i18n
from ui.qt import QtCharts, QtCore, QtGui, QtWidgets, Signal


def figure_names() -> list[str]:
    from referee.got.catalog import catalog

    return list(catalog().figures)


class FigurePicker(QtWidgets.QComboBox):
    """An editable combo box over the catalog's figures; typing filters (``Titan:7`` for a power)."""

    def __init__(self, names: Sequence[str] | None = None, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QtWidgets.QComboBox.InsertPolicy.NoInsert)
        self.addItems(list(names) if names is not None else figure_names())
        completer = QtWidgets.QCompleter(self.model(), self)
        completer.setFilterMode(QtCore.Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(QtCore.Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QtWidgets.QCompleter.CompletionMode.PopupCompletion)
        self.setCompleter(completer)

    def text(self) -> str:
        return self.currentText().strip()


def enum_combo(values: dict[str, str], parent: QtWidgets.QWidget | None = None) -> QtWidgets.QComboBox:
    """A combo box showing the names and holding the values (``currentData()``)."""
    box = QtWidgets.QComboBox(parent)
    for value, name in values.items():
        box.addItem(name, value)
    return box


def hazard_names() -> dict[str, str]:
    """The hazards of table 12.7 by value, named in the language in force."""
    return {
        "plain": QtCore.QCoreApplication.translate("Hazard", "Ebene"),
        "tree": QtCore.QCoreApplication.translate("Hazard", "Baum"),
        "sand": QtCore.QCoreApplication.translate("Hazard", "Sand"),
        "bog": QtCore.QCoreApplication.translate("Hazard", "Moor"),
        "bramble": QtCore.QCoreApplication.translate("Hazard", "Gestrüpp"),
        "fog": QtCore.QCoreApplication.translate("Hazard", "Nebel"),
        "hedge": QtCore.QCoreApplication.translate("Hazard", "Hecke"),
        "drift": QtCore.QCoreApplication.translate("Hazard", "Treibsand"),
        "volcano": QtCore.QCoreApplication.translate("Hazard", "Vulkan"),
        "beach": QtCore.QCoreApplication.translate("Hazard", "Strand"),
        "water": QtCore.QCoreApplication.translate("Hazard", "Wasser"),
        "darkness": QtCore.QCoreApplication.translate("Hazard", "Dunkelheit"),
        "cloud": QtCore.QCoreApplication.translate("Hazard", "Wolke"),
    }


def hexside_names() -> dict[str, str]:
    """The hexsides of 12.7 seen from the striker, by value."""
    return {
        "none": QtCore.QCoreApplication.translate("Hazard", "keine"),
        "slope-down": QtCore.QCoreApplication.translate("Hazard", "Hang hinunter"),
        "slope-up": QtCore.QCoreApplication.translate("Hazard", "Hang hinauf"),
        "wall-down": QtCore.QCoreApplication.translate("Hazard", "Mauer hinunter"),
        "wall-up": QtCore.QCoreApplication.translate("Hazard", "Mauer hinauf"),
        "dune-down": QtCore.QCoreApplication.translate("Hazard", "Düne hinunter"),
        "dune-up": QtCore.QCoreApplication.translate("Hazard", "Düne hinauf"),
        "cliff": QtCore.QCoreApplication.translate("Hazard", "Klippe"),
    }


def relabel(box: QtWidgets.QComboBox, names: dict[str, str]) -> None:
    """Rename the items of an :func:`enum_combo` after a change of language."""
    for i in range(box.count()):
        box.setItemText(i, names.get(box.itemData(i), box.itemText(i)))


def hazard_combo(parent: QtWidgets.QWidget | None = None) -> QtWidgets.QComboBox:
    from referee.got.odds import Hazard

    names = hazard_names()
    return enum_combo({h.value: names.get(h.value, h.value) for h in Hazard}, parent)


def hexside_combo(parent: QtWidgets.QWidget | None = None) -> QtWidgets.QComboBox:
    from referee.got.odds import Hexside

    names = hexside_names()
    return enum_combo({h.value: names.get(h.value, h.value) for h in Hexside}, parent)


class BarChart(QtCharts.QChartView):
    """A bar chart of one series of values in [0, 1] or any range."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(160)
        self.values: list[float] = []
        self.labels: list[str] = []
        self.set_values("", [], [])

    def set_values(self, title: str, labels: Sequence[str], values: Sequence[float | Fraction], *,
                   percent: bool = True) -> None:
        self.labels, self.values = list(labels), [float(v) for v in values]
        chart = QtCharts.QChart()
        chart.setTitle(title)
        chart.legend().hide()
        bars = QtCharts.QBarSet(title or "-")
        bars.append([round(100 * v, 1) if percent else v for v in self.values])
        series = QtCharts.QBarSeries()
        series.append(bars)
        series.setLabelsVisible(True)
        series.setLabelsPosition(QtCharts.QAbstractBarSeries.LabelsPosition.LabelsOutsideEnd)
        series.setLabelsFormat("@value")
        chart.addSeries(series)
        axis_x = QtCharts.QBarCategoryAxis()
        axis_x.append(self.labels)
        chart.addAxis(axis_x, QtCore.Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(axis_x)
        axis_y = QtCharts.QValueAxis()
        axis_y.setRange(0, 100 if percent else max([1.0, *self.values]))
        chart.addAxis(axis_y, QtCore.Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(axis_y)
        old = self.chart()
        self.setChart(chart)
        if old is not None:
            old.deleteLater()


class RefusalLabel(QtWidgets.QLabel):
    """Shows a refusal in place, with its sections as links; a click asks to open the section."""

    section_clicked = Signal(str)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.setStyleSheet("color: #a40000;")
        self.linkActivated.connect(lambda link: self.section_clicked.emit(link.removeprefix("section:")))
        self.sections: tuple[str, ...] = ()
        self.hide()

    def show_refusal(self, message: str, sections: Sequence[str]) -> None:
        import html

        self.sections = tuple(sections)
        links = " ".join(f"<a href='section:{html.escape(s)}'>§ {html.escape(s)}</a>" for s in sections)
        self.setText(f"{html.escape(message)} {links}".strip())
        self.show()

    def show_error(self, exc: RefereeError) -> None:
        self.show_refusal(exc.message(i18n.current()), exc.sections)

    def clear_refusal(self) -> None:
        self.sections = ()
        self.setText("")
        self.hide()
