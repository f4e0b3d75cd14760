"""The quick-entry line above the table: type an entry ("R2 B12 4"), see what it means, Enter journals it.

The line reads an entry through the page's hooks (:meth:`ui.games.base.GamePage.read_line`, the
application layer's reader) and shows the referee's verdict as one types — judged off the UI thread
(:mod:`ui.line_judge`), so typing never waits for it; Enter commits only an entry the referee accepts.
A line that names one of the page's entries ("Kampf", "Teleport") opens that entry's dialog instead, so
every game has the line.

The completion list opens below the answer, never over it, and one rule holds for the keys (issue 35):
what is highlighted in the list is what Enter enters (and the answer shows its verdict while it is
highlighted); Tab completes the line to the highlighted or else the first completion.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from referee.core.errors import RefereeError
from ui import i18n
from ui.games.base import GamePage, LineReading
from ui.line_judge import Answer, LineJudge
from ui.panels.widgets import RefusalLabel
from ui.qt import QtCore, QtGui, QtWidgets, Signal
from ui.service import OpenGame
from ui.service.sections import section_words


class _Line(QtWidgets.QLineEdit):
    """The line edit: Enter is taken here (the entry is made: :meth:`QuickEntry.commit` reads the highlighted
    completion), and Tab completes while there is something to complete (else it moves on, as ever)."""

    tabbed = Signal()

    def __init__(self, parent: QtWidgets.QWidget) -> None:
        super().__init__(parent)
        self.completions = 0

    def event(self, event: QtCore.QEvent) -> bool:
        if (event.type() == QtCore.QEvent.Type.KeyPress and isinstance(event, QtGui.QKeyEvent)
                and event.key() == QtCore.Qt.Key.Key_Tab and self.completions):
            event.accept()
            self.tabbed.emit()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter):
            event.accept()  # the completer must not complete into the line just emptied


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
        # the completer serves the line but is not the line's own: the line never writes a highlighted word
        # into itself, and the list is placed below the answer (:meth:`_offer`)
        self.completer.setWidget(self.line)
        self.completer.highlighted.connect(self._highlighted)  # the default overloads carry the text
        self.completer.activated.connect(self._chosen)
        self.highlighted: str | None = None
        self.line.tabbed.connect(self.complete)
        self.judge = LineJudge(self)
        self.judge.answered.connect(self._answered)
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
        self.judge.drop()
        self.line.clear()
        self._offer(())
        self.retranslate()
        self._show(None)

    # -- reading ----------------------------------------------------------------------------------
    def reading(self) -> LineReading | None:
        if self.page is None or self.session is None or not self.line.text().strip():
            return None
        return self.page.read_line(self.session, self.line.text(), lang=i18n.current())

    def _edited(self, text: str) -> None:
        """Typed: the verdict and the completions come from the worker (:mod:`ui.line_judge`)."""
        self.highlighted = None
        if self.page is not None and self.session is not None:
            self.judge.ask(self.page, self.session, text, i18n.current())

    def settle(self) -> None:
        """Judge what is typed now, on this thread, and show it (an answer still coming is dropped)."""
        if self.page is not None and self.session is not None:
            self._answered(self.judge.now(self.page, self.session, self.line.text(), i18n.current()))

    def _answered(self, a: Answer) -> None:
        if a.text != self.line.text():
            return
        self._offer(a.words)
        self._show(a.reading, typing=True)

    def _offer(self, words: tuple[str, ...]) -> None:
        """The completions, listed below the answer (never over it); none: no list."""
        self.highlighted = None
        self.words.setStringList(list(words))
        self.line.completions = len(words)
        popup = self._popup()
        if (not words or words == (self.line.text(),) or not self.line.isVisible()
                or QtWidgets.QApplication.activeModalWidget() is not None):  # not over a dialog
            popup.hide()
            return
        bottom = self.answer.geometry().bottom() + 3 - self.line.geometry().top()
        self.completer.complete(QtCore.QRect(0, 0, self.line.width(), max(bottom, self.line.height())))
        popup.setCurrentIndex(QtCore.QModelIndex())  # nothing looks highlighted that Enter would not enter

    def _popup(self) -> QtWidgets.QAbstractItemView:
        popup = self.completer.popup()
        assert popup is not None  # a completer always has its list
        return popup

    def _highlighted(self, text: str) -> None:
        """A completion highlighted (by the arrow keys): the answer shows what Enter would enter now."""
        self.highlighted = text
        if self.page is not None and self.session is not None:
            self._show(self.page.read_line(self.session, text, lang=i18n.current()), typing=True)

    def _chosen(self, text: str) -> None:
        """A completion clicked: it becomes the line."""
        self._take(text)

    def complete(self) -> None:
        """Tab: the line becomes the highlighted completion, or the first; its verdict and completions follow."""
        words = self.words.stringList()
        if self.highlighted is not None or words:
            self._take(self.highlighted if self.highlighted is not None else words[0])

    def _take(self, text: str) -> None:
        self._popup().hide()
        self.line.setText(text)
        self.line.setFocus()
        self._edited(text)

    def reread(self) -> None:
        """Judge what is typed again (the game changed under it)."""
        if self.line.text().strip():
            self._edited(self.line.text())

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
        """``text`` shortened to ``share`` of the row; a refusal's way forward ("Jetzt möglich: …") keeps half of
        the room, so how to go on is never the part cut off."""
        metrics, mode = self.fontMetrics(), QtCore.Qt.TextElideMode.ElideRight
        for head in (" Jetzt möglich: ", " Possible now: "):
            reason, found, way = text.partition(head)
            if found and metrics.horizontalAdvance(text) > self._room(tail, share):
                half = self._room(tail, share / 2)
                return f"{metrics.elidedText(reason, mode, half)} {metrics.elidedText(head.strip() + ' ' + way, mode, half)}"
        return metrics.elidedText(text, mode, self._room(tail, share))

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
        """Enter: journal the line's entry if the referee accepts it, open a named entry's dialog, or explain —
        the highlighted completion's entry when one is highlighted (what is highlighted is what is entered)."""
        popup = self._popup()
        if popup.isVisible() and self.highlighted is not None:
            self.line.setText(self.highlighted)
        popup.hide()  # Enter ends the choosing too
        self.highlighted = None
        self.judge.drop()  # what is judged now is what is entered: an answer still coming is stale
        r = self.reading()
        if r is None or self.session is None:
            return
        if r.action:
            self._clear()
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
        self._clear()
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

    def _clear(self) -> None:
        """An empty line: no answer, no list, nothing still being judged."""
        self.judge.drop()
        self.line.clear()
        self._offer(())
        self._show(None)

    def focus(self) -> None:
        self.line.setFocus(QtCore.Qt.FocusReason.ShortcutFocusReason)
        self.line.selectAll()

    def eventFilter(self, watched: QtCore.QObject, event: QtCore.QEvent) -> bool:
        """Esc clears the line (the window's shortcuts, Ctrl+Z included, act on the game: ui.shortcut_filter)."""
        if watched is self.line and event.type() == QtCore.QEvent.Type.KeyPress:
            assert isinstance(event, QtGui.QKeyEvent)
            if event.key() == QtCore.Qt.Key.Key_Escape and self.line.text():
                self._clear()
                return True
        return super().eventFilter(watched, event)
