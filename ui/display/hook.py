"""The one place the main window reaches the players' display: ``install(window)`` adds "Ansicht → Spieleranzeige"
(F11: open it, then full screen) and "Ansicht → Spieleranzeige im Netz …" to the window's view menu."""

from __future__ import annotations

from typing import Any

from ui import i18n
from ui.qt import QtGui


class DisplayHook:
    """The display window and the web page of one main window."""

    def __init__(self, window: Any) -> None:
        self.window = window
        self.display: Any = None
        self.server: Any = None
        menu = window.menus["view"]
        self.show_act = QtGui.QAction(window)
        self.show_act.setShortcut(QtGui.QKeySequence("F11"))
        self.show_act.triggered.connect(lambda _checked=False: self.show_display())
        self.serve_act = QtGui.QAction(window)
        self.serve_act.triggered.connect(lambda _checked=False: self.serve())
        first = menu.actions()[0] if menu.actions() else None
        menu.insertAction(first, self.show_act)
        menu.insertAction(first, self.serve_act)
        menu.insertSeparator(first)
        menu.aboutToShow.connect(self.retranslate)
        self.retranslate()

    def retranslate(self) -> None:
        de = i18n.current() != "en"
        self.show_act.setText("Spieleranzeige" if de else "Players' display")
        self.serve_act.setText("Spieleranzeige im Netz …" if de else "Players' display on the network …")
        self.serve_act.setEnabled(self.window.session is not None)

    def show_display(self) -> Any:
        """Open the players' display (on a second screen when there is one); when it is open, switch full screen."""
        from ui.display.window import DisplayWindow

        if self.display is not None and self.display.isVisible():
            self.display.toggle_full_screen()
            return self.display
        if self.display is None:
            self.display = DisplayWindow(lambda: self.window.session, self.window.settings, self.window)
        self.display.refresh()
        self.display.place()
        return self.display

    def serve(self) -> Any:
        """The dialog that serves the open game's display as a web page (with its link and QR code)."""
        from ui.display.serving import ServeDialog

        session = self.window.session
        if session is None:
            return None
        running = self.server if self.server is not None and self.server.game_id == session.id else None
        dialog = ServeDialog(self.window.service.url, session.id, running, self.window)
        dialog.finished.connect(lambda _r: setattr(self, "server", dialog.server))
        self.window.dialog = dialog
        dialog.open()
        return dialog


def install(window: Any) -> DisplayHook:
    hook = DisplayHook(window)
    window.display_hook = hook
    return hook
