"""A dialog opens where the scribe can use it: inside the screen, the focus in its first field.

:func:`fit_to_screen` keeps a window within the available area of the screen it opens on (1024×600, or a
screen at scale 2): it shrinks it to that area — the dialog's content scrolls, its buttons stay — and moves
it inside. :func:`focus_first_input` puts the focus in the first field that takes typing or a choice, so
that Enter enters what the scribe typed (never a button first).
"""

from __future__ import annotations

from ui.qt import QtCore, QtWidgets

#: room kept free at the screen's edges for the window manager's frame
MARGIN = 16
_INPUTS = (QtWidgets.QLineEdit, QtWidgets.QAbstractSpinBox, QtWidgets.QComboBox, QtWidgets.QAbstractItemView,
           QtWidgets.QTextEdit, QtWidgets.QPlainTextEdit, QtWidgets.QCheckBox, QtWidgets.QRadioButton)


def fit_to_screen(window: QtWidgets.QWidget) -> None:
    """Shrink ``window`` to the available area of its screen (less the frame) and move it inside."""
    screen = window.screen() or QtWidgets.QApplication.primaryScreen()
    if screen is None:
        return
    room = screen.availableGeometry()
    frame = window.frameGeometry().size() - window.geometry().size()
    if frame.isEmpty() and window.windowState() == QtCore.Qt.WindowState.WindowNoState:
        # not framed yet (the window manager frames a window after it is shown): reserve a title bar and borders
        style = window.style()
        border = style.pixelMetric(QtWidgets.QStyle.PixelMetric.PM_MdiSubWindowFrameWidth)
        frame = QtCore.QSize(2 * border, style.pixelMetric(QtWidgets.QStyle.PixelMetric.PM_TitleBarHeight) + 2 * border)
    width = min(window.width(), room.width() - frame.width() - MARGIN)
    height = min(window.height(), room.height() - frame.height() - MARGIN)
    if (width, height) != (window.width(), window.height()):
        window.setMinimumSize(min(window.minimumWidth(), width), min(window.minimumHeight(), height))
        window.resize(width, height)
    geo = window.frameGeometry()
    x = min(max(geo.x(), room.x()), room.right() - geo.width() + 1)
    y = min(max(geo.y(), room.y()), room.bottom() - geo.height() + 1)
    if (x, y) != (geo.x(), geo.y()):
        window.move(max(x, room.x()), max(y, room.y()))


class KeepOnScreen(QtCore.QObject):
    """Every dialog, as it opens, is fitted to its screen (:func:`fit_to_screen`) — the games' dialogs, the
    shared ones and message boxes alike. One per application (:func:`keep_dialogs_on_screen`)."""

    def eventFilter(self, watched: QtCore.QObject, event: QtCore.QEvent) -> bool:
        if event.type() == QtCore.QEvent.Type.Show and isinstance(watched, QtWidgets.QDialog) and watched.isWindow():
            fit_to_screen(watched)
        return False


def keep_dialogs_on_screen(app: QtCore.QCoreApplication) -> None:
    """Install :class:`KeepOnScreen` on ``app`` (once)."""
    if app.findChild(KeepOnScreen) is None:
        app.installEventFilter(KeepOnScreen(app))


def is_input(widget: QtWidgets.QWidget | None) -> bool:
    """Does ``widget`` take typing or a choice (not a push button)?"""
    return isinstance(widget, _INPUTS)


def focus_first_input(dialog: QtWidgets.QWidget, form: QtWidgets.QFormLayout | None = None) -> None:
    """Unless the focus already is in a field of ``dialog``: the first field of ``form`` that takes it, else
    the first input of the dialog (in the order its widgets were made)."""
    now = QtWidgets.QApplication.focusWidget()
    if now is not None and dialog.isAncestorOf(now) and is_input(now):
        return
    candidates: list[QtWidgets.QWidget] = []
    if form is not None:
        for row in range(form.rowCount()):
            for role in (QtWidgets.QFormLayout.ItemRole.FieldRole, QtWidgets.QFormLayout.ItemRole.SpanningRole):
                item = form.itemAt(row, role)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    candidates += [widget, *widget.findChildren(QtWidgets.QWidget)]
    candidates += dialog.findChildren(QtWidgets.QWidget)
    for widget in candidates:
        target = widget.focusProxy() or widget
        if (is_input(target) and dialog.isAncestorOf(target) and target.isVisibleTo(dialog) and target.isEnabled()
                and target.focusPolicy() & QtCore.Qt.FocusPolicy.TabFocus):
            target.setFocus(QtCore.Qt.FocusReason.TabFocusReason)
            return

