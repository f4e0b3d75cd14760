"""The Qt binding keeps Python's reference counts: PySide6 6.12.0 dropped one reference to None on every
slot or model call, and on Python 3.11 the app aborted ("none_dealloc") after some thousand calls."""

from __future__ import annotations

import sys
from typing import Any

from ui.qt import QtGui, QtWidgets


def test_calls_into_qt_do_not_use_up_none(qtbot: Any) -> None:
    model = QtGui.QStandardItemModel(3, 3)
    combo = QtWidgets.QComboBox()
    qtbot.addWidget(combo)
    combo.addItems(["a", "b", "c"])
    before = sys.getrefcount(None)
    for i in range(3000):
        model.data(model.index(1, 1))
        combo.setCurrentIndex(i % 3)
    assert sys.getrefcount(None) >= before - 100
