"""The quick-entry line above the table: type an entry ("R2 B12 4"), see what it means, Enter journals it.

The line reads an entry through the page's hooks (:meth:`ui.games.base.GamePage.read_line`, the
application layer's reader) and shows the referee's verdict as one types; Enter commits only an
entry the referee accepts. A line that names one of the page's entries ("Kampf", "Teleport") opens
that entry's dialog instead, so every game has the line.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from referee.core.errors import RefereeError
from ui import i18n
from ui.games.base import GamePage, LineReading
from ui.panels.widgets import RefusalLabel
from ui.qt import QtCore, QtGui, QtWidgets, Signal
from ui.service import OpenGame
from ui.service.sections import section_words


class _Line(QtWidgets.QLineEdit):
    """The line edit: Enter is taken here (the entry is made), so the completer never puts its highlighted
    word into the line just emptied (a QLineEdit leaves Enter to others, and its completer then completes)."""

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter):
            event.accept()


class QuickEntry(QtWidgets.QWidget):
    """A line edit with completion, and below it what the line means (or why it is refused), two lines high."""

    #: an entry was journaled from the line
    entered = Signal()
    #: the line names the page's entry ``key``: the main window opens its dialog
    action_requested = Signal(str)
    section_clicked = Signal(str)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.line = _Line(self)
        self.line.setClearButtonEnabled(True)
        self.line.installEventFilter(self)
        self.words = QtCore.QStringListModel(self)
        self.completer = QtWidgets.QCompleter(self.words, self)
        self.completer.setCaseSensitivity(QtCore.Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setCompletionMode(QtWidgets.QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.line.setCompleter(self.completer)
        # the answer stands below the line, across its width, always two lines high: a long one is shortened
        # (in full as its tooltip), so the table below never moves while the scribe types (1024×600, issue 25)
        self.meaning = QtWidgets.QLabel(self)
        self.meaning.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.refusal = RefusalLabel(self)
        self.refusal.section_clicked.connect(self.section_clicked)
        self.answer = QtWidgets.QWidget(self)
        below = QtWidgets.QHBoxLayout(self.answer)
        below.setContentsMargins(0, 0, 0, 0)
        for label in (self.meaning, self.refusal):
            label.setWordWrap(True)
            label.setSizePolicy(QtWidgets.QSizePolicy.Policy.Ignored, QtWidgets.QSizePolicy.Policy.Ignored)
            label.setAlignment(QtCore.Qt.AlignmentFlag.AlignLeft | QtCore.Qt.AlignmentFlag.AlignTop)
            below.addWidget(label, 1)
        self.answer.setFixedHeight(2 * self.fontMetrics().lineSpacing() + 4)
        self.caption = QtWidgets.QLabel(self)
        grid = QtWidgets.QGridLayout(self)
        grid.setContentsMargins(6, 4, 6, 2)
        grid.setVerticalSpacing(2)
        grid.addWidget(self.caption, 0, 0)
        grid.addWidget(self.line, 0, 1)
        grid.addWidget(self.answer, 1, 1)
        grid.setColumnStretch(1, 1)
        self.line.textEdited.connect(self._edited)
        self.line.returnPressed.connect(self.commit)
        self.page: GamePage | None = None
        self.session: OpenGame[object] | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.caption.setText(self.tr("Eintrag:"))
        self.line.setPlaceholderText(self.page.line_hint() if self.page is not None else "")

    def attach(self, page: GamePage | None, session: OpenGame[object] | None) -> None:
        """The game the line enters into (None: no game open)."""
        self.page, self.session = page, session
        self.refusal.game = session.game if session is not None else None
        self.line.clear()
        self.retranslate()
        self._show(None)

    # -- reading ----------------------------------------------------------------------------------
    def reading(self) -> LineReading | None:
        if self.page is None or self.session is None or not self.line.text().strip():
            return None
        return self.page.read_line(self.session, self.line.text(), lang=i18n.current())

    def _edited(self, text: str) -> None:
        if self.page is not None and self.session is not None:
            self.words.setStringList(self.page.complete_line(self.session, text))
        self._show(self.reading(), typing=True)

    def reread(self) -> None:
        """Judge what is typed again (the game changed under it)."""
        if self.line.text().strip():
            self._show(self.reading(), typing=True)

    def _show(self, r: LineReading | None, *, typing: bool = False) -> None:
        """What the line means: green when Enter would enter it; while typing an unfinished or refused line
        is only a grey hint — red is for the Enter that was refused."""
        self.meaning.setText("")
        self.meaning.setToolTip("")
        self.meaning.hide()
        self.refusal.clear_refusal()
        if r is None:
            return
        if r.ok:
            tail = self.tr("— Enter trägt ein")
            self._mean(f"✓ {r.label}", "#1a6b1a", f" {tail}")
        elif typing:  # the rule sections of a refusal are said while typing too
            where = section_words(self.refusal.game, r.sections, i18n.current()) if r.sections else ""
            self._mean(r.label, "#6b6b6b", f" ({where})" if where else "")
        else:
            self._refuse(r.label, r.sections)

    def _room(self, tail: str = "", share: float = 1.8) -> int:
        """How wide a text may be (as one line) to fit the answer's two lines, after ``tail``."""
        width = max(self.answer.width(), self.line.width(), 120)
        return max(40, int(width * share) - self.fontMetrics().horizontalAdvance(tail))

    def _short(self, text: str, tail: str = "", share: float = 1.8) -> str:
        return self.fontMetrics().elidedText(text, QtCore.Qt.TextElideMode.ElideRight, self._room(tail, share))

    def _fitted(self, label: QtWidgets.QLabel, show: Callable[[float], None]) -> None:
        """Show a text with ``show(share)``, shortened further while its wrapped lines need more than the
        answer's two (a long word wraps on a line of its own)."""
        share = 1.8
        show(share)
        width = max(label.width(), self.answer.width() - 8, 120)
        while share > 0.4 and label.heightForWidth(width) > self.answer.height():
            share -= 0.2
            show(share)

    def _mean(self, text: str, colour: str, tail: str = "") -> None:
        """The line's meaning in ``colour``, shortened to the answer's two lines; in full as the tooltip."""
        def show(share: float) -> None:
            shown = self._short(text, tail, share)
            self.meaning.setText(f"<span style='color:{colour}'>{html.escape(shown, quote=False)}</span>"
                                 + html.escape(tail, quote=False))
            self.meaning.setToolTip(text + tail if shown != text else "")

        self._fitted(self.meaning, show)
        self.meaning.show()

    def _refuse(self, message: str, sections: tuple[str, ...]) -> None:
        """A refusal with its § links, shortened to the answer's two lines; the whole of it as the tooltip."""
        links = " ".join(f"§ {s} " for s in sections)  # room for the links the label adds

        def show(share: float) -> None:
            self.refusal.show_refusal(self._short(message, links, share), sections)

        self._fitted(self.refusal, show)
        self.refusal.message = message  # the refusal itself, not its shortened form
        self.refusal.setToolTip(self.refusal.plain_text())

    # -- entering ---------------------------------------------------------------------------------
    def commit(self) -> None:
        """Enter: journal the line's entry if the referee accepts it, open a named entry's dialog, or explain."""
        popup = self.completer.popup()
        if popup is not None:  # Enter ends the choosing too
            popup.hide()
        r = self.reading()
        if r is None or self.session is None:
            return
        if r.action:
            self.line.clear()
            self._show(None)
            self.action_requested.emit(r.action)
            return
        if not r.ok or r.entry is None:
            self._show(r)
            return
        try:
            self.session.add(r.entry)
        except RefereeError as exc:
            self._refuse(exc.message(i18n.current()), exc.sections)
            return
        self.line.clear()
        self._show(None)
        for then in r.then:  # judged again as each is made: the first stays when a later one is refused
            try:
                self.session.add(then)
            except RefereeError as exc:
                lang = i18n.current()
                self._refuse(self.tr("Eingetragen: %1. Nicht eingetragen: %2 — %3").replace(
                    "%1", r.entry.label(lang)).replace("%2", then.label(lang)).replace("%3", exc.message(lang)),
                    exc.sections)
                break
        self.entered.emit()

    def focus(self) -> None:
        self.line.setFocus(QtCore.Qt.FocusReason.ShortcutFocusReason)
        self.line.selectAll()

    def eventFilter(self, watched: QtCore.QObject, event: QtCore.QEvent) -> bool:
        """Esc clears the line (the window's shortcuts, Ctrl+Z included, act on the game: ui.shortcut_filter)."""
        if watched is self.line and event.type() == QtCore.QEvent.Type.KeyPress:
            assert isinstance(event, QtGui.QKeyEvent)
            if event.key() == QtCore.Qt.Key.Key_Escape and self.line.text():
                self.line.clear()
                self._show(None)
                return True
        return super().eventFilter(watched, event)
