"""The window's shortcuts win over the text fields inside it.

A focused line edit claims the keys it knows (``ShortcutOverride``): Ctrl+Z undoes its typing, Ctrl+E moves
its cursor to the end on X11. At the table the scribe means the game's Ctrl+Z and the end of the turn, wherever
the cursor is — so for every key declared in :mod:`ui.shortcuts` this filter turns the claim of a field in a
main window down, and the window's action runs (a field in a dialog keeps its keys). Other keys (letters,
Ctrl+A, Ctrl+C …) stay with the field.
"""

from __future__ import annotations

from ui import shortcuts
from ui.qt import QtCore, QtGui, QtWidgets


def declared() -> frozenset[str]:
    """Every key sequence of :mod:`ui.shortcuts`, in Qt's portable text (``Ctrl+Shift+Z``)."""
    keys = [*shortcuts.WINDOW.values(), *shortcuts.ENTRY.values(), *(k for ks in shortcuts.ALSO.values() for k in ks)]
    return frozenset(QtGui.QKeySequence(k).toString() for k in keys if k)


class ShortcutsFirst(QtCore.QObject):
    """Text fields in a main window give the window's shortcuts way. One per application (:func:`install`)."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self.keys = declared()

    def eventFilter(self, watched: QtCore.QObject, event: QtCore.QEvent) -> bool:
        if (event.type() == QtCore.QEvent.Type.ShortcutOverride and isinstance(event, QtGui.QKeyEvent)
                and isinstance(watched, QtWidgets.QWidget) and isinstance(watched.window(), QtWidgets.QMainWindow)
                and QtGui.QKeySequence(event.keyCombination()).toString() in self.keys):
            event.ignore()  # not the field's key: the window's shortcut map takes it
            return True
        return False


def install(app: QtCore.QCoreApplication) -> None:
    """Install :class:`ShortcutsFirst` on ``app`` (once)."""
    if app.findChild(ShortcutsFirst) is None:
        app.installEventFilter(ShortcutsFirst(app))
