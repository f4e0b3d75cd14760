"""The one place the main window reaches the players' display: ``install(window)`` adds "Ansicht → Spieleranzeige"
(F11: open it, then full screen) and "Ansicht → Spieleranzeige im Netz …" to the window's view menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.errors import RefereeError
from ui import i18n
from ui.qt import QtCore, QtGui

if TYPE_CHECKING:  # the main window installs the hook (so it is imported only for its type)
    from ui.display.serving import ServeDialog
    from ui.display.window import DisplayWindow
    from ui.main_window import MainWindow
    from ui.service.serve import DisplayServer


class DisplayHook(QtCore.QObject):
    """The display window and the web page of one main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.display: DisplayWindow | None = None
        self.server: DisplayServer | None = None
        menu = window.menus["view"]
        self.show_act = QtGui.QAction(window)
        self.show_act.setShortcut(QtGui.QKeySequence("F11"))
        self.show_act.triggered.connect(lambda _checked=False: self.show_display())
        self.serve_act = QtGui.QAction(window)
        self.serve_act.triggered.connect(lambda _checked=False: self.serve())
        if menu.actions():  # before the menu's own entries
            first = menu.actions()[0]
            menu.insertAction(first, self.show_act)
            menu.insertAction(first, self.serve_act)
            menu.insertSeparator(first)
        else:
            menu.addAction(self.show_act)
            menu.addAction(self.serve_act)
            menu.addSeparator()
        menu.aboutToShow.connect(self.retranslate)
        self.retranslate()
        #: the game served when the app last ran is served again when it is opened (same address, same token: the
        #: phones' links stay good); looked for now and then, once per game opened
        self._tried: int | None = None
        self._again = QtCore.QTimer(window)
        self._again.setInterval(500)
        self._again.timeout.connect(self.serve_again)
        self._again.start()

    def serve_again(self) -> DisplayServer | None:
        """Serve the open game again where it was served when the scribe last left it serving (setting
        ``display/serve``); nothing when it was stopped, or when that address cannot be had now."""
        session = self.window.session
        if session is None or self.server is not None or session.id == self._tried:
            return None
        self._tried = session.id
        game, _, where = self.window.settings.text("display/serve").partition(" ")
        if game != str(session.id) or not where:
            return None
        from ui.service.serve import DisplayServer  # the web server (aiohttp) only when a game is served
        from ui.service.serve_address import parse_bind

        try:
            host, port = parse_bind(where)
            server = DisplayServer(self.window.service.url, session.id, host=host, port=port)
        except RefereeError:
            return None  # taken by another program meanwhile: the scribe serves it anew in the dialog
        server.start()
        self._serving(server)
        return server

    def retranslate(self) -> None:
        de = i18n.current() != "en"
        self.show_act.setText("Spieleranzeige" if de else "Players' display")
        self.serve_act.setText("Spieleranzeige im Netz …" if de else "Players' display on the network …")
        self.serve_act.setEnabled(self.window.session is not None)

    def show_display(self) -> DisplayWindow:
        """Open the players' display (on a second screen when there is one); when it is open, switch full screen."""
        from ui.display.window import DisplayWindow

        if self.display is not None and self.display.isVisible():
            self.display.toggle_full_screen()
            return self.display
        if self.display is None:
            self.display = DisplayWindow(lambda: self.window.session, self.window.settings, self.window,
                                         link=self.link)
            self.window.installEventFilter(self)
            self.window.destroyed.connect(self.display.deleteLater)
        self.display.refresh()
        self.display.place()
        return self.display

    def eventFilter(self, watched: QtCore.QObject, event: QtCore.QEvent) -> bool:
        """The display is a window of its own (no dialog of the main window blocks it): it closes with the main
        window."""
        if event.type() == QtCore.QEvent.Type.Close and self.display is not None:
            self.display.close()
        return False

    def serve(self) -> ServeDialog | None:
        """The dialog that serves the open game's display as a web page (with its link and QR code)."""
        from ui.display.serving import ServeDialog

        session = self.window.session
        if session is None:
            return None
        running = self.server if self.server is not None and self.server.game_id == session.id else None
        dialog = ServeDialog(self.window.service.url, session.id, running, self.window)
        dialog.serving.connect(lambda: self._serving(dialog.server))
        self.window.dialog = dialog
        dialog.open()
        return dialog


    def _serving(self, server: DisplayServer | None) -> None:
        """The page is served (or no longer): the display window shows its link's QR code too; the app remembers it
        (served again at the next start)."""
        self.server = server
        self.window.settings.set("display/serve", "" if server is None else f"{server.game_id} {server.bind_spec}")
        if self.display is not None:
            self.display.set_link(self.link())

    def link(self) -> str | None:
        """The served page's link for phones, where it is served for the open game and reachable."""
        session = self.window.session
        server = self.server
        if server is None or session is None or server.game_id != session.id or not server.reachable:
            return None
        return server.url


def install(window: MainWindow) -> DisplayHook:
    """Add the display's actions to ``window``'s view menu; the window keeps the hook (``window.display_hook``)."""
    return DisplayHook(window)
