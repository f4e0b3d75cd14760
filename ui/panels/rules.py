"""The rules panel: search as you type, results beside a reader, cross-references, back/forward,
glossary and interpretations (all answers come from ``rulesdb.rules.RulesBook``).

The book is opened on first use; a test passes its own book.
"""

from __future__ import annotations

import html
import importlib
from collections.abc import Callable
from typing import Any

from referee.registry import game_ids, title
from ui import i18n
from ui.models.rules import HitsModel
from ui.qt import QtCore, QtWidgets


def open_book() -> Any:
    from rulesdb.rules import RulesBook

    return RulesBook.open()


class RulesPanel(QtWidgets.QWidget):
    """Results | reader; ``show_section(game, section)`` is what every § link in the app calls."""

    def __init__(self, book: Any = None, *, opener: Callable[[], Any] = open_book,
                 parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self._book, self._opener = book, opener
        self._back: list[tuple[str, str]] = []
        self._forward: list[tuple[str, str]] = []
        self.current: tuple[str, str] | None = None
        self.hits = HitsModel(self)
        self._timer = QtCore.QTimer(self, singleShot=True, interval=120)
        self._timer.timeout.connect(self.search_now)

        self.query = QtWidgets.QLineEdit(self)
        self.query.setClearButtonEnabled(True)
        self.query.textChanged.connect(lambda _t: self._timer.start())
        self.game = QtWidgets.QComboBox(self)
        self.game.addItem("", None)
        for g in game_ids():
            self.game.addItem(title(g, i18n.current()), g)
        self.game.setCurrentIndex(self.game.findData("got"))
        self.game.currentIndexChanged.connect(lambda _i: self.search_now())
        self.results = QtWidgets.QListView(self)
        self.results.setModel(self.hits)
        self.results.activated.connect(self._open_hit)
        self.results.clicked.connect(self._open_hit)

        self.reader = QtWidgets.QTextBrowser(self)
        self.reader.setOpenLinks(False)
        self.reader.anchorClicked.connect(self._link)
        self.back_button, self.forward_button = QtWidgets.QToolButton(self), QtWidgets.QToolButton(self)
        for button, arrow in ((self.back_button, "◀"), (self.forward_button, "▶")):
            button.setText(arrow)
            button.setAutoRaise(True)
        self.back_button.clicked.connect(self.back)
        self.forward_button.clicked.connect(self.forward)

        self.glossary_query = QtWidgets.QLineEdit(self)
        self.glossary_query.textChanged.connect(self._glossary)
        self.glossary_view = QtWidgets.QTextBrowser(self)
        self.glossary_view.setOpenLinks(False)
        self.glossary_view.anchorClicked.connect(self._link)
        self.interpretations_view = QtWidgets.QTextBrowser(self)
        self.interpretations_view.setOpenLinks(False)
        self.interpretations_view.anchorClicked.connect(self._link)

        search = QtWidgets.QWidget(self)
        sl = QtWidgets.QVBoxLayout(search)
        sl.setContentsMargins(0, 0, 0, 0)
        row = QtWidgets.QHBoxLayout()
        row.addWidget(self.query, 1)
        row.addWidget(self.game)
        sl.addLayout(row)
        sl.addWidget(self.results)
        reader = QtWidgets.QWidget(self)
        rl = QtWidgets.QVBoxLayout(reader)
        rl.setContentsMargins(0, 0, 0, 0)
        nav = QtWidgets.QHBoxLayout()
        nav.addWidget(self.back_button)
        nav.addWidget(self.forward_button)
        nav.addStretch(1)
        rl.addLayout(nav)
        rl.addWidget(self.reader)
        split = QtWidgets.QSplitter(QtCore.Qt.Orientation.Horizontal, self)
        split.addWidget(search)
        split.addWidget(reader)
        split.setStretchFactor(1, 2)
        gloss = QtWidgets.QWidget(self)
        gl = QtWidgets.QVBoxLayout(gloss)
        gl.addWidget(self.glossary_query)
        gl.addWidget(self.glossary_view)
        self.tabs = QtWidgets.QTabWidget(self)
        self.tabs.addTab(split, "")
        self.tabs.addTab(gloss, "")
        self.tabs.addTab(self.interpretations_view, "")
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.tabs)
        self.retranslate()
        self._nav_buttons()

    # -- texts -----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.query.setPlaceholderText(self.tr("Regeln durchsuchen …"))
        self.glossary_query.setPlaceholderText(self.tr("Begriff (deutsch oder englisch) …"))
        self.back_button.setToolTip(self.tr("Zurück"))
        self.forward_button.setToolTip(self.tr("Vor"))
        self.tabs.setTabText(0, self.tr("Suche"))
        self.tabs.setTabText(1, self.tr("Glossar"))
        self.tabs.setTabText(2, self.tr("Auslegungen"))
        self.game.setItemText(0, self.tr("alle Spiele"))
        self._interpretations()

    def changeEvent(self, event: QtCore.QEvent) -> None:
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
            if self.current is not None:
                self._render(*self.current)
        super().changeEvent(event)

    # -- the book ----------------------------------------------------------------------------
    def book(self) -> Any:
        if self._book is None:
            try:
                self._book = self._opener()
            except Exception as exc:  # the reference is optional for the rest of the app
                self.reader.setPlainText(self.tr("Das Regelwerk ist nicht verfügbar: %1").replace("%1", str(exc)))
                return None
        return self._book

    def set_game(self, game: str) -> None:
        """Filter the search to ``game`` (the open game); the user may still choose all games."""
        index = self.game.findData(game)
        if index >= 0 and index != self.game.currentIndex():
            self.game.setCurrentIndex(index)

    def search_now(self) -> None:
        text = self.query.text().strip()
        book = self.book()
        if book is None or not text:
            self.hits.set_hits([])
            return
        self.hits.set_hits(book.search(text, game=self.game.currentData(), lang=i18n.current(), limit=30))

    def _open_hit(self, index: QtCore.QModelIndex) -> None:
        game, section = index.data(QtCore.Qt.ItemDataRole.UserRole)
        self.show_section(game, section)

    def show_section(self, game: str, section: str) -> bool:
        """Open ``game`` § ``section`` in the reader (history: back/forward); False if unknown."""
        if self.current == (game, section):
            return True
        if not self._render(game, section):
            return False
        if self.current is not None:
            self._back.append(self.current)
        self._forward.clear()
        self.current = (game, section)
        self._nav_buttons()
        return True

    def back(self) -> None:
        if self._back and self.current is not None:
            self._forward.append(self.current)
            self.current = self._back.pop()
            self._render(*self.current)
        self._nav_buttons()

    def forward(self) -> None:
        if self._forward and self.current is not None:
            self._back.append(self.current)
            self.current = self._forward.pop()
            self._render(*self.current)
        self._nav_buttons()

    def _nav_buttons(self) -> None:
        self.back_button.setEnabled(bool(self._back))
        self.forward_button.setEnabled(bool(self._forward))

    def _link(self, url: QtCore.QUrl) -> None:
        if url.scheme() == "section":
            game, _, section = url.path().partition("/")
            self.tabs.setCurrentIndex(0)
            self.show_section(game or "got", section)

    def _render(self, game: str, section: str) -> bool:
        book = self.book()
        entry = None if book is None else book.section(game, section)
        if entry is None:
            missing = self.tr("Abschnitt nicht gefunden:")
            self.reader.setHtml(f"<p>{html.escape(missing)} {html.escape(game)} "
                                f"§ {html.escape(section)}</p>")
            return False
        en = i18n.current() == "en"
        e = html.escape
        refs_t, back_t, interp_t, default_t = (self.tr("Verweise"), self.tr("Verwiesen von"), self.tr("Auslegung"),
                                               self.tr("Vorgabe"))
        parts = [f"<h3>§ {e(entry.section)} {e(entry.title_en if en else entry.title_de)}</h3>",
                 f"<p>{e(entry.digest_en if en else entry.digest_de)}</p>"]
        if entry.refs:
            parts.append(f"<p><b>{e(refs_t)}:</b> " + " ".join(_link(game, r) for r in entry.refs) + "</p>")
        if entry.referenced_by:
            parts.append(f"<p><b>{e(back_t)}:</b> "
                         + " ".join(_link(game, r) for r in entry.referenced_by) + "</p>")
        for note in entry.interpretations:
            iid, tde, ten, dde, den, default = (
                (note.id, note.title_de, note.title_en, note.digest_de, note.digest_en, note.default)
                if hasattr(note, "id") else tuple(note))
            parts.append(f"<p><b>{e(interp_t)} {e(iid)}</b>: {e(ten if en else tde)} — "
                         f"{e(den if en else dde)} ({e(default_t)}: {e(default)})</p>")
        if entry.source_text:
            parts.append(f"<hr><p style='color:#555'>{e(entry.source_text)}</p>")
        self.reader.setHtml("".join(parts))
        return True

    def _glossary(self, text: str) -> None:
        book = self.book() if text.strip() else None
        if book is None:
            self.glossary_view.clear()
            return
        en = i18n.current() == "en"
        rows = []
        for g in book.glossary(text.strip()):
            refs = " ".join(_link(g.game, s) for s in g.sections)
            rows.append(f"<p><b>{html.escape(g.de)}</b> — <i>{html.escape(g.en)}</i> ({html.escape(g.game)}) {refs}"
                        f"<br>{html.escape(g.note_en if en else g.note_de)}</p>")
        self.glossary_view.setHtml("".join(rows) or html.escape(self.tr("Kein Eintrag.")))

    def _interpretations(self) -> None:
        en = i18n.current() == "en"
        default_t = self.tr("Vorgabe")
        rows = []
        for game in game_ids():
            try:
                found = importlib.import_module(f"referee.{game}.interpretations").INTERPRETATIONS
            except (ImportError, AttributeError):
                continue
            for i in found:
                refs = " ".join(_link(game, s) for s in i.sections)
                rows.append(f"<p><b>{html.escape(i.title_en if en else i.title_de)}</b> <code>{html.escape(i.id)}</code>"
                            f" {refs}<br>{html.escape(i.digest_en if en else i.digest_de)}<br>"
                            f"<i>{html.escape(default_t)}: {html.escape(i.default)}</i></p>")
        self.interpretations_view.setHtml("".join(rows))


def _link(game: str, section: str) -> str:
    return f"<a href='section:{html.escape(game)}/{html.escape(section)}'>§ {html.escape(section)}</a>"
