"""The pages of the main window (start page, one page per game), each in a scroll area.

A :class:`QStackedWidget` is as large as its largest page, shown or not; here every page sits in a
frameless :class:`QScrollArea`, so the window keeps a small minimum size (it fits 1024×600) and a page
larger than the room left beside the docks scrolls instead of pushing the window off the screen.
``addWidget``, ``setCurrentWidget``, ``currentWidget`` and ``indexOf`` speak of the pages themselves.
"""

from __future__ import annotations

from ui.qt import QtCore, QtWidgets


class PageStack(QtWidgets.QStackedWidget):
    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self._scrolls: dict[QtWidgets.QWidget, QtWidgets.QScrollArea] = {}

    def addWidget(self, page: QtWidgets.QWidget) -> int:
        scroll = QtWidgets.QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setWidget(page)
        self._scrolls[page] = scroll
        return super().addWidget(scroll)

    def scroll_of(self, page: QtWidgets.QWidget) -> QtWidgets.QWidget:
        return self._scrolls.get(page, page)

    def setCurrentWidget(self, page: QtWidgets.QWidget) -> None:
        super().setCurrentWidget(self.scroll_of(page))

    def indexOf(self, page: QtWidgets.QWidget) -> int:
        return super().indexOf(self.scroll_of(page))

    def currentWidget(self) -> QtWidgets.QWidget | None:
        return self._page(super().currentWidget())

    def widget(self, index: int) -> QtWidgets.QWidget | None:
        return self._page(super().widget(index))

    def _page(self, shown: QtWidgets.QWidget | None) -> QtWidgets.QWidget | None:
        if isinstance(shown, QtWidgets.QScrollArea) and shown.widget() in self._scrolls:
            return shown.widget()
        return shown
