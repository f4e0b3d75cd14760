"""The one module through which the app imports Qt (PySide6).

Everything else in ``ui`` writes ``from ui.qt import QtCore, QtGui, QtWidgets``
(and ``QtCharts``, ``QtPdf``, ``QtPdfWidgets``, ``QtPrintSupport`` where needed),
so a change of binding or a missing module shows up in one place.
"""

from __future__ import annotations

from PySide6 import QtCharts, QtCore, QtGui, QtPdf, QtPdfWidgets, QtPrintSupport, QtTest, QtWidgets

Signal = QtCore.Signal
Slot = QtCore.Slot

__all__ = ["QtCharts", "QtCore", "QtGui", "QtPdf", "QtPdfWidgets", "QtPrintSupport", "QtTest", "QtWidgets", "Signal", "Slot"]
