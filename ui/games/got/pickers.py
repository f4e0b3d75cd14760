"""The Gods of Titan choosers of the odds panel: a figure picker (type to search) and the hazard and hexside
combo boxes of table 12.7."""

from __future__ import annotations

from collections.abc import Sequence

from ui.panels.widgets import ClickThrough, enum_combo
from ui.qt import QtCore, QtWidgets


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
        popup = completer.popup()
        assert popup is not None
        self._click_through = ClickThrough(popup)
        popup.installEventFilter(self._click_through)  # after the completer's own filter: asked first
        self._names = {self.itemText(i).casefold(): self.itemText(i) for i in range(self.count())}
        edit = self.lineEdit()
        assert edit is not None
        edit.editingFinished.connect(self._canonical)

    def _canonical(self) -> None:
        """A name typed in any case is shown as the catalog writes it (``gargoyle`` → ``Gargoyle``)."""
        name = self._names.get(self.text().casefold())
        if name is not None and name != self.currentText():
            self.setCurrentText(name)

    def text(self) -> str:
        return self.currentText().strip()


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


def hazard_combo(parent: QtWidgets.QWidget | None = None) -> QtWidgets.QComboBox:
    from referee.got.odds.terrain import Hazard

    names = hazard_names()
    return enum_combo({h.value: names.get(h.value, h.value) for h in Hazard}, parent)


def hexside_combo(parent: QtWidgets.QWidget | None = None) -> QtWidgets.QComboBox:
    from referee.got.odds.terrain import Hexside

    names = hexside_names()
    return enum_combo({h.value: names.get(h.value, h.value) for h in Hexside}, parent)
