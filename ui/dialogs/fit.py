"""A dialog opens where the scribe can use it: inside the screen, the focus in its first field.

:func:`fit_to_screen` keeps a window within the available area of the screen it opens on (1024×600, or a
screen at scale 2): it shrinks it to that area — the dialog's content scrolls, its buttons stay — and moves
it inside. :func:`focus_first_input` puts the focus in the first field that takes typing or a choice, so
that Enter enters what the scribe typed (never a button first). :class:`FieldsArea` holds an entry dialog's
fields: the dialog opens showing its whole form, and the fields scroll only when the screen is too small.
"""

from __future__ import annotations

import re

from ui.qt import QtCore, QtGui, QtWidgets

#: room kept free at the screen's edges for the window manager's frame
MARGIN = 16
_INPUTS = (QtWidgets.QLineEdit, QtWidgets.QAbstractSpinBox, QtWidgets.QComboBox, QtWidgets.QAbstractItemView,
           QtWidgets.QTextEdit, QtWidgets.QPlainTextEdit, QtWidgets.QCheckBox, QtWidgets.QRadioButton)


def _frame(window: QtWidgets.QWidget) -> QtCore.QSize:
    """The window manager's frame around ``window`` (estimated while it is not framed yet)."""
    frame = window.frameGeometry().size() - window.geometry().size()
    if frame.isEmpty() and window.windowState() == QtCore.Qt.WindowState.WindowNoState:
        # not framed yet (the window manager frames a window after it is shown): reserve a title bar and borders
        style = window.style()
        border = style.pixelMetric(QtWidgets.QStyle.PixelMetric.PM_MdiSubWindowFrameWidth)
        frame = QtCore.QSize(2 * border, style.pixelMetric(QtWidgets.QStyle.PixelMetric.PM_TitleBarHeight) + 2 * border)
    return frame


def room_for(window: QtWidgets.QWidget) -> QtCore.QSize | None:
    """The largest size ``window`` may have on its screen (the available area less its frame and a margin);
    None without a screen."""
    screen = window.screen() or QtWidgets.QApplication.primaryScreen()
    if screen is None:
        return None
    room, frame = screen.availableGeometry(), _frame(window)
    return QtCore.QSize(room.width() - frame.width() - MARGIN, room.height() - frame.height() - MARGIN)


def fit_to_screen(window: QtWidgets.QWidget) -> None:
    """Shrink ``window`` to the available area of its screen (less the frame) and move it inside."""
    screen = window.screen() or QtWidgets.QApplication.primaryScreen()
    most = room_for(window)
    if screen is None or most is None:
        return
    room = screen.availableGeometry()
    width = min(window.width(), most.width())
    height = min(window.height(), most.height())
    if (width, height) != (window.width(), window.height()):
        window.setMinimumSize(min(window.minimumWidth(), width), min(window.minimumHeight(), height))
        window.resize(width, height)
    geo = window.frameGeometry()
    x = min(max(geo.x(), room.x()), room.right() - geo.width() + 1)
    y = min(max(geo.y(), room.y()), room.bottom() - geo.height() + 1)
    if (x, y) != (geo.x(), geo.y()):
        window.move(max(x, room.x()), max(y, room.y()))


def screen_mark(screen: QtGui.QScreen, size: QtCore.QSize) -> str:
    """A window's saved size with the screen it was saved on: ``"1200x760 on 1280x800@1"`` (the window's frame
    size, the screen's available area in logical pixels, its scale)."""
    room = screen.availableGeometry()
    return f"{size.width()}x{size.height()} on {room.width()}x{room.height()}@{screen.devicePixelRatio():g}"


def fits_screen(mark: str, screen: QtGui.QScreen | None) -> bool:
    """May a window geometry saved with ``mark`` (:func:`screen_mark`) be reused on ``screen``: the same scale and
    the saved window inside the screen's available area? A geometry saved without a mark (before it was kept) is
    not: it may come from a larger screen or another scale.

    >>> fits_screen("", None), fits_screen("1200x760 on 1280x800@2", None)
    (False, False)
    """
    m = re.fullmatch(r"(\d+)x(\d+) on (\d+)x(\d+)@([\d.]+)", mark.strip())
    if m is None or screen is None:
        return False
    room = screen.availableGeometry()
    width, height, scale = int(m.group(1)), int(m.group(2)), float(m.group(5))
    return abs(scale - screen.devicePixelRatio()) < 0.01 and width <= room.width() and height <= room.height()


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


class FieldsArea(QtWidgets.QScrollArea):
    """A dialog's fields, scrolling only when the screen has no room for them (the buttons below stay in sight).

    It asks for its content's whole size as the content is now (with every row the dialog added), so the
    dialog opens showing its whole form; on a screen too low for it :func:`fit_to_screen` shrinks the dialog
    and the fields scroll — the width then keeps room for the vertical scroll bar.
    """

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.setSizeAdjustPolicy(QtWidgets.QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)

    def setWidget(self, widget: QtWidgets.QWidget) -> None:
        super().setWidget(widget)
        widget.installEventFilter(self)  # rows added or shown later: ask the dialog's layout anew

    def refresh(self) -> None:
        """Forget the sizes the content's layouts computed before all their rows were there (a nested layout
        keeps its size until the content is laid out again) and ask the window's layout anew."""
        content = self.widget()
        layout = content.layout() if content is not None else None
        if layout is not None:
            _invalidate(layout)
        self.updateGeometry()

    def eventFilter(self, watched: QtCore.QObject, event: QtCore.QEvent) -> bool:
        if watched is self.widget() and event.type() == QtCore.QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QtCore.QSize:
        content = self.widget()
        if content is None:
            return super().sizeHint()
        hint = content.sizeHint().expandedTo(content.minimumSizeHint())
        if content.hasHeightForWidth():  # wrapped texts: as tall as they are at that width
            hint.setHeight(max(hint.height(), content.heightForWidth(hint.width())))
        margins = self.contentsMargins()
        width = hint.width() + margins.left() + margins.right()
        height = hint.height() + margins.top() + margins.bottom()
        most = room_for(self.window())
        if most is not None and height + self._around() > most.height():  # it will scroll: room for the bar
            width += self.verticalScrollBar().sizeHint().width()
        return QtCore.QSize(width, height)

    def _around(self) -> int:
        """The height the window's layout puts around this area (the buttons, the margins)."""
        parent = self.parentWidget()
        layout = parent.layout() if parent is not None else None
        if not isinstance(layout, QtWidgets.QBoxLayout) or parent is not self.window():
            return 0
        margins = layout.contentsMargins()
        items = [layout.itemAt(i) for i in range(layout.count())]
        others = [i for i in items if i is not None and i.widget() is not self and not i.isEmpty()]
        return (margins.top() + margins.bottom() + sum(i.sizeHint().height() for i in others)
                + max(layout.spacing(), 0) * len(others))


def _invalidate(layout: QtWidgets.QLayout) -> None:
    for i in range(layout.count()):
        item = layout.itemAt(i)
        inner = item.layout() if item is not None else None
        if inner is not None:
            _invalidate(inner)
    layout.invalidate()
