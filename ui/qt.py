"""The one module through which the app imports Qt (PySide6).

Everything else in ``ui`` writes ``from ui.qt import QtCore, QtGui, QtWidgets``,
so a change of binding or a missing module shows up in one place.
"""

from __future__ import annotations

from PySide6 import QtCore, QtGui, QtWidgets

__all__ = ["QtCore", "QtGui", "QtWidgets"]
