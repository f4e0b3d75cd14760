"""The players' display window (issue 26): read-only, large type, following the scribe's open game live.

It shows :func:`ui.service.display.display_of` — only what the rules make public — as the web page does
(:mod:`ui.service.display_page`). It follows the open game through ``OpenGame.watch`` (the app's one commit path):
the public view is shown at once after an entry, the odds of a battle in progress follow a moment later. It opens
on a second screen when there is one (the screen is remembered by name, setting ``display/screen``); F11 switches
full screen, Esc leaves it; D shows the dice's luck round by round.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from ui.qt import QtCore, QtGui, QtWidgets
from ui.service.display import Display, display_of, luck_detail, odds_later
from ui.service.display_page import body_html, style
from ui.service.session import OpenGame
from ui.settings import Settings


class DisplayWindow(QtWidgets.QWidget):
    """The players' display of the game ``current()`` returns (the main window's open game, or None)."""

    def __init__(self, current: Callable[[], OpenGame[object] | None], settings: Settings | None = None,
                 parent: QtWidgets.QWidget | None = None, *, odds_ms: float = 300,
                 link: Callable[[], str | None] = lambda: None) -> None:
        super().__init__(parent, QtCore.Qt.WindowType.Window)
        self.setObjectName("players-display")
        self.current, self.settings, self.odds_ms = current, settings, odds_ms
        self.browser = QtWidgets.QTextBrowser(self)
        self.browser.setReadOnly(True)
        self.browser.setOpenLinks(False)
        self.shown: Display | None = None
        self._scale = 0.0
        self._rescale()
        self.browser.setStyleSheet("QTextBrowser { background: #111; color: #eee; border: none; }")
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.browser)
        self._watched: OpenGame[object] | None = None
        self._odds_due = False
        QtGui.QShortcut(QtGui.QKeySequence("F11"), self, self.toggle_full_screen)
        QtGui.QShortcut(QtGui.QKeySequence("Esc"), self, self.showNormal)
        #: the dice's luck round by round, on request (D)
        self.detail = False
        QtGui.QShortcut(QtGui.QKeySequence("D"), self, self.toggle_detail)
        # the game the scribe has open may change: look for it now and then (the entries come by watch)
        self._follow = QtCore.QTimer(self)
        self._follow.setInterval(250)
        self._follow.timeout.connect(self._check_game)
        self._follow.start()
        #: the QR code of the served page's link (issue 34: a phone scans it off the display), hidden when not served;
        #: ``link()`` says the link of the page served for the game shown, or None
        self._link_of = link
        self.link: str | None = None
        self.qr = QtWidgets.QLabel(self)
        self.qr.setStyleSheet("background: #fff; padding: 4px;")
        self.qr.hide()
        self.resize(1024, 700)
        self._check_game()

    def set_link(self, url: str | None) -> None:
        """Show the QR code of ``url`` (the page served to the table) in the corner; None: none."""
        from ui.display.serving import qr_pixmap

        self.link = url
        if url is None:
            self.qr.hide()
            return
        self.qr.setPixmap(qr_pixmap(url, scale=4))
        self.qr.adjustSize()
        self._place_qr()
        self.qr.show()
        self.qr.raise_()

    def _place_qr(self) -> None:
        if not hasattr(self, "qr"):  # a resize while the window is being made
            return
        self.qr.move(self.width() - self.qr.width() - 12, self.height() - self.qr.height() - 12)

    # -- following the game ----------------------------------------------------------------------
    def _check_game(self) -> None:
        game = self.current()
        if game is not self._watched:
            self._watched = game
            if game is not None:
                game.watch(self._watcher(game), first=True)  # the table first, then the scribe's window
            self.refresh()
        if self._link_of() != self.link:
            self.set_link(self._link_of())

    def _watcher(self, game: OpenGame[object]) -> Callable[[], None]:
        return lambda: self._changed(game)

    def _changed(self, game: OpenGame[object]) -> None:
        if game is self._watched and self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        """Show the game anew at once (without odds), then the odds of a battle in progress."""
        game = self._watched
        if game is None:
            self.shown = None
            self.browser.setHtml("<h1>Schriftführer</h1>")
            self.setWindowTitle("Spieleranzeige / Players' display")
            return
        self.shown = display_of(game, odds=False)
        self._show(self.shown)
        if odds_later(game) and not self._odds_due:
            self._odds_due = True
            QtCore.QTimer.singleShot(0, self._with_odds)

    def _with_odds(self) -> None:
        self._odds_due = False
        game = self._watched
        if game is None:
            return
        d = display_of(game, odds_ms=self.odds_ms)
        if d.odds is not None:
            self.shown = d
            self._show(d)

    def _show(self, d: Display) -> None:
        bar = self.browser.verticalScrollBar()
        at = bar.value()
        html = body_html(d)
        if self.detail and self._watched is not None:
            lines = luck_detail(self._watched, d.lang)
            html += "".join(f"<p>{escape(line)}</p>" for line in lines)
        self.browser.setHtml(html)
        bar.setValue(at)
        self.setWindowTitle(f"{d.title} – Spieleranzeige" if d.lang == "de" else f"{d.title} – Players' display")

    def _rescale(self) -> None:
        """Large type: the style grows with the window (1.0 for 1000 pixels wide), readable from three metres."""
        scale = max(0.8, round(self.width() / 1000, 1))
        if scale != self._scale:
            self._scale = scale
            self.browser.document().setDefaultStyleSheet(style(scale))
            if self.shown is not None:
                self._show(self.shown)

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        super().resizeEvent(event)
        self._rescale()
        self._place_qr()

    def text(self) -> str:
        """What the window shows, as plain text (for tests and screen readers)."""
        return self.browser.toPlainText()

    # -- screens ---------------------------------------------------------------------------------
    def place(self) -> None:
        """On the remembered screen, else on another screen than the scribe's, else beside the scribe."""
        screens = QtGui.QGuiApplication.screens()
        wanted = self.settings.text("display/screen") if self.settings is not None else ""
        parent = self.parentWidget()
        scribe = parent.screen() if parent is not None else QtGui.QGuiApplication.primaryScreen()
        screen = next((s for s in screens if s.name() == wanted), None) or \
            next((s for s in screens if s is not scribe), None)
        if screen is not None:
            self.setScreen(screen)
            self.move(screen.availableGeometry().topLeft())
            if screen is not scribe:
                self.showFullScreen()
                return
        self.show()

    def toggle_detail(self) -> None:
        """Show or hide the dice's luck round by round (damage dealt, expected, the chance of at least as much)."""
        self.detail = not self.detail
        if self.shown is not None:
            self._show(self.shown)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def moveEvent(self, event: QtGui.QMoveEvent) -> None:
        super().moveEvent(event)
        if self.settings is not None and self.isVisible() and self.screen() is not None:
            self.settings.set("display/screen", self.screen().name())
