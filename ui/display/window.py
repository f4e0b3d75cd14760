"""The players' display window (issue 26): read-only, large type, following the scribe's open game live,
in the app's language (it changes with it).

It shows :func:`ui.service.display.display_of` — only what the rules make public — as the web page does
(:mod:`ui.service.display_page`), laid out to fit the window without scrolling (:mod:`ui.display.fit`: the largest
type that fits, in columns, else pages that turn by themselves). It follows the open game through
``OpenGame.watch`` (the app's one commit path): the public view is shown at once after an entry, the odds of a
battle in progress follow a moment later. It is a top-level window of its own (no parent), so a dialog of the main
window — the battle sheet — never blocks it. It opens on a second screen when there is one (the screen chosen is
remembered at once, by serial number, geometry and name: :mod:`ui.display.screens`); F11 switches full screen, Esc
leaves it; D shows the dice's luck round by round.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from ui import i18n
from ui.display.fit import Fitted, fit, style, window_html
from ui.display.screens import ScreenFacts, remembered, screen_key
from ui.qt import QtCore, QtGui, QtWidgets
from ui.service.display import Display, Layout, display_of, layout_of, luck_detail, odds_later
from ui.service.displays import Panel
from ui.service.displays._html import lines_html, w
from ui.service.session import OpenGame
from ui.settings import Settings

#: how long a page stays before the next turns (milliseconds), where the display needs pages
TURN_MS = 8000


#: the setting that remembers the display's screen
SCREEN_KEY = "display/screen"
#: the window's edge around the page (pixels)
MARGIN = 8


class DisplayWindow(QtWidgets.QWidget):
    """The players' display of the game ``current()`` returns (the main window's open game, or None)."""

    def __init__(self, current: Callable[[], OpenGame[object] | None], settings: Settings | None = None,
                 scribe: QtWidgets.QWidget | None = None, *, odds_ms: float = 300,
                 link: Callable[[], str | None] = lambda: None) -> None:
        super().__init__(None, QtCore.Qt.WindowType.Window)  # no parent: no dialog of the scribe's window blocks it
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.setObjectName("players-display")
        self.current, self.settings, self.odds_ms, self.scribe = current, settings, odds_ms, scribe
        self.browser = QtWidgets.QTextBrowser(self)
        self.browser.setReadOnly(True)
        self.browser.setOpenLinks(False)
        self.browser.document().setDocumentMargin(0)
        for bars in (self.browser.setVerticalScrollBarPolicy, self.browser.setHorizontalScrollBarPolicy):
            bars(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.browser.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.shown: Display | None = None
        self.fitted: Fitted | None = None
        self._fitted_for = (0, 0)
        self._grow_due = False
        self._refit_due = False
        self.browser.viewport().installEventFilter(self)
        #: the page shown, where the display needs pages
        self.page = 0
        self._pages = QtCore.QTimer(self)
        self._pages.setInterval(TURN_MS)
        self._pages.timeout.connect(self.next_page)
        self.setStyleSheet("QWidget#players-display { background: #111; }")
        self.browser.setStyleSheet("QTextBrowser { background: #111; color: #eee; border: none; }")
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
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
        from ui.display.serving import LEAST_QR_SCALE, qr_pixmap

        self.link = url
        if url is None:
            self.qr.hide()
            return
        self.qr.setPixmap(qr_pixmap(url, scale=LEAST_QR_SCALE))
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
        self.shown = display_of(game, lang=i18n.current(), odds=False)  # in the app's language, as the scribe's
        self._show(self.shown)
        if odds_later(game) and not self._odds_due:
            self._odds_due = True
            QtCore.QTimer.singleShot(0, self, self._with_odds)  # not after the window is gone

    def _with_odds(self) -> None:
        self._odds_due = False
        game = self._watched
        if game is None:
            return
        d = display_of(game, lang=i18n.current(), odds_ms=self.odds_ms)
        if d.odds is not None:
            self.shown = d
            self._show(d)

    def layout_shown(self, d: Display) -> Layout:
        """What is laid out: the display's layout, and on request (D) the dice's luck in detail as a panel."""
        found = layout_of(d)
        if self.detail and self._watched is not None:
            lines = luck_detail(self._watched, d.lang)
            if lines:
                extra = Panel(w("luck", d.lang), lines_html(lines))
                found = dataclasses.replace(found, panels=dataclasses.replace(
                    found.panels, panels=(*found.panels.panels, extra)))
        return found

    def _show(self, d: Display) -> None:
        """Lay the display out to fit: at the type that fit the last time where it still does (one layout, so an
        entry shows at once; whether a larger type fits now is looked at just after), else the fit found anew."""
        layout = self.layout_shown(d)
        size = self.browser.viewport().size()
        width, height = max(1, size.width()), max(1, size.height())
        last = self.fitted
        if last is not None and self._fitted_for == (width, height) and last.pages == 1:
            self._render(d, layout, last, width)
            if not self.overflows():
                self._grow_due = True
                QtCore.QTimer.singleShot(0, self, self._grow)
                return
        self.fitted = fit(layout, d.lang, width, height, hint=last.scale if last is not None else None)
        self._fitted_for = (width, height)
        self._render(d, layout, self.fitted, width)

    def _render(self, d: Display, layout: Layout, fitted: Fitted, width: int) -> None:
        pages = fitted.pages
        self.page = self.page if self.page < pages else 0
        if pages > 1:
            if not self._pages.isActive():
                self._pages.start()
        else:
            self._pages.stop()
        pager = w("page", d.lang).format(i=self.page + 1, n=pages) if pages > 1 else ""
        self.browser.document().setDefaultStyleSheet(style(fitted.scale))
        self.browser.setHtml(window_html(layout, d.lang, scale=fitted.scale, columns=fitted.columns,
                                         panels=fitted.page(layout.panels.panels, self.page), width=width,
                                         pager=pager))
        self.setWindowTitle(f"{d.title} – Spieleranzeige" if d.lang == "de" else f"{d.title} – Players' display")

    def _grow(self) -> None:
        """After an entry: would a larger type fit now (the display shows less than before)?"""
        if not self._grow_due or self.shown is None or self.fitted is None:
            return
        self._grow_due = False
        size = self.browser.viewport().size()
        found = fit(self.layout_shown(self.shown), self.shown.lang, size.width(), size.height(), hint=self.fitted.scale)
        if found.scale > self.fitted.scale:
            self.fitted = found
            self._render(self.shown, self.layout_shown(self.shown), found, size.width())

    def next_page(self) -> None:
        """Turn to the next page (where the display needs pages)."""
        if self.fitted is None or self.shown is None or self.fitted.pages < 2:
            return
        self.page = (self.page + 1) % self.fitted.pages
        self._show(self.shown)

    def eventFilter(self, watched: QtCore.QObject, event: QtCore.QEvent) -> bool:
        """The page's inner size changed (the window was resized, went full screen, was first shown): lay it out
        anew, once the sizes have settled."""
        if event.type() == QtCore.QEvent.Type.Resize and not self._refit_due:
            self._refit_due = True
            QtCore.QTimer.singleShot(0, self, self._refit)
        return False

    def _refit(self) -> None:
        self._refit_due = False
        if self.shown is not None:
            self._show(self.shown)

    def changeEvent(self, event: QtCore.QEvent) -> None:
        """The app's language changed (Ansicht → English): the display follows it."""
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.LanguageChange and self._watched is not None:
            self.refresh()

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_qr()

    def text(self) -> str:
        """What the window shows, as plain text (for tests and screen readers)."""
        return self.browser.toPlainText()

    def settled(self) -> bool:
        """Is what is shown laid out for good (for tests)? No refit, larger type or odds still to come, and the fit
        made for the page's size now."""
        size = self.browser.viewport().size()
        return (not (self._refit_due or self._grow_due or self._odds_due) and self.fitted is not None
                and self._fitted_for == (max(1, size.width()), max(1, size.height())))

    def overflows(self) -> bool:
        """Would anything shown lie outside the window (for tests)? The page's height against the inner height."""
        size = self.browser.document().size()
        return size.height() > self.browser.viewport().height() or size.width() > self.browser.viewport().width()

    # -- screens ---------------------------------------------------------------------------------
    def place(self) -> None:
        """On the remembered screen, else on another screen than the scribe's, else beside the scribe; the screen
        chosen is remembered at once."""
        screens = QtGui.QGuiApplication.screens()
        wanted = remembered(self.settings.text(SCREEN_KEY)) if self.settings is not None else None
        scribe = self.scribe.screen() if self.scribe is not None else QtGui.QGuiApplication.primaryScreen()
        screen = wanted or next((s for s in screens if s is not scribe), None)
        if screen is not None:
            self.setScreen(screen)
            self.move(screen.availableGeometry().topLeft())
            self._remember(screen)
            if screen is not scribe:
                self.showFullScreen()
                return
        room = (screen or self.screen()).availableGeometry().size()
        self.resize(self.size().boundedTo(room))  # on the scribe's screen: never taller or wider than it
        self.show()
        self._remember(self.screen())

    def _remember(self, screen: QtGui.QScreen | None) -> None:
        if self.settings is not None and screen is not None:
            self.settings.set(SCREEN_KEY, screen_key(ScreenFacts.of(screen)))

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
        if self.isVisible():
            self._remember(self.screen())
