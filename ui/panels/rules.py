"""The rules panel: search as you type, results beside a reader, cross-references, back/forward,
glossary and interpretations (all answers come from the rules reference of :mod:`ui.service.rules`).

A section number ("20.4", "§ 20.4") opens that section at once.  The reader shows lists as bullets,
cited sections as links and interpretations by their titles (never an internal id); the panel follows
the open game (:meth:`RulesPanel.set_game`).  The glossary is browsable A–Z, one entry per term.
The book is opened on first use, or on a worker thread once the panel follows a game (SQLModel's import and the
book's check take about half a second: the window does not wait for them); a test passes its own book.
"""

from __future__ import annotations

import contextlib
import html
import re
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

from referee.core.errors import UnknownName
from referee.registry import game_ids, title
from referee.registry import interpretation as interpretation_of
from ui import i18n
from ui.models.rules import HitsModel
from ui.qt import QtCore, QtGui, QtWidgets, Signal
from ui.service.rules import INTERPRETATION_ID, interpretation_titles, nothing_found, open_book
from ui.service.sections import numbered, section_word

if TYPE_CHECKING:  # the book (SQLModel) is imported when the panel first opens it
    from ui.service.rules import GlossaryEntry, RulesBook

#: what the query field takes as a section number ("20.4", "§ 3", "§ anhang.narr")
SECTION_QUERY = re.compile(r"§?\s*(\d{1,2}(?:\.\d{1,2})?)|§\s*([a-z][a-z0-9.\-]*[a-z0-9])")
#: interpretation ids inside rule texts ("Auslegung got.half_points")
_BULLET = re.compile(r"^\s*[-•*]\s+")
#: the thread the book is opened on while the window goes on (one book a process: one thread)
_OPENER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="rules-book")


class RulesPanel(QtWidgets.QWidget):
    """Results | reader; ``show_section(game, section)`` is what every § link in the app calls."""

    _opened = Signal()  # from the worker: the book is open (queued to the UI thread)

    def __init__(self, book: RulesBook | None = None, *, opener: Callable[[], RulesBook] = open_book,
                 parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self._book, self._opener = book, opener
        #: the book being opened on the worker (:meth:`_open_aside`); :meth:`book` takes it, waiting if need be
        self._opening: Future[RulesBook] | None = None
        self._opened.connect(self._follow, QtCore.Qt.ConnectionType.QueuedConnection)
        self._back: list[tuple[str, str]] = []
        self._forward: list[tuple[str, str]] = []
        self._titles: dict[str, tuple[str, str]] | None = None
        self._split_moved = False
        #: the open game changed and the reader has not turned to it yet (:meth:`set_game`)
        self._follow_due = False
        self.current: tuple[str, str] | None = None
        self.open_game: str | None = None
        self.hits = HitsModel(self)
        self._timer = QtCore.QTimer(self, singleShot=True, interval=120)
        self._timer.timeout.connect(self.search_now)

        self.query = QtWidgets.QLineEdit(self)
        self.query.setClearButtonEnabled(True)
        self.query.textChanged.connect(lambda _t: self._timer.start())
        self.query.returnPressed.connect(self.open_top_hit)
        self.query.installEventFilter(self)
        self.game = QtWidgets.QComboBox(self)
        self.game.addItem("", None)
        for g in game_ids():
            self.game.addItem(title(g, i18n.current()), g)
        self.game.setCurrentIndex(self.game.findData(game_ids()[0]))  # the first game of the list
        self.game.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.game.setMinimumContentsLength(14)  # "Castle Rampage", "Titan – Die Arena" in full
        self.game.currentIndexChanged.connect(lambda _i: self._game_changed())
        self.results = QtWidgets.QListView(self)
        self.results.setModel(self.hits)
        self.results.setWordWrap(True)
        self.results.setUniformItemSizes(False)
        self.results.setMinimumWidth(self.results.fontMetrics().averageCharWidth() * 12)
        self.notice = QtWidgets.QLabel(self)  # "nothing found" with words close to the query, as links
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.notice.linkActivated.connect(self._suggestion)
        self.notice.hide()
        self.results.activated.connect(self._open_hit)
        self.results.clicked.connect(self._open_hit)

        self.reader = QtWidgets.QTextBrowser(self)
        self.reader.setOpenLinks(False)
        self.reader.anchorClicked.connect(self._link)
        self.reader.setMinimumWidth(140)
        self.back_button, self.forward_button = QtWidgets.QToolButton(self), QtWidgets.QToolButton(self)
        for button, arrow in ((self.back_button, "◀"), (self.forward_button, "▶")):
            button.setText(arrow)
            button.setAutoRaise(True)
        self.back_button.clicked.connect(self.back)
        self.forward_button.clicked.connect(self.forward)

        self.glossary_query = QtWidgets.QLineEdit(self)
        self.glossary_query.setClearButtonEnabled(True)
        self.glossary_query.textChanged.connect(self._glossary)
        self.glossary_view = QtWidgets.QTextBrowser(self)
        self.glossary_view.setOpenLinks(False)
        self.glossary_view.anchorClicked.connect(self._link)
        self.interpretations_view = QtWidgets.QTextBrowser(self)
        self.interpretations_view.setOpenLinks(False)
        self.interpretations_view.anchorClicked.connect(self._link)
        for view in (self.reader, self.glossary_view):
            view.document().setIndentWidth(18)  # bullets close to the text in a narrow dock
        for box in (self.results, self.reader, self.glossary_view, self.interpretations_view):
            # two lines at least (not Qt's 70 pixels): on a low screen (1024×600 at scale 2) the dock fits the window
            box.setMinimumHeight(2 * box.fontMetrics().lineSpacing() + 2 * box.frameWidth() + 4)

        search = QtWidgets.QWidget(self)
        sl = QtWidgets.QVBoxLayout(search)
        sl.setContentsMargins(0, 0, 0, 0)
        sl.addWidget(self.notice)
        sl.addWidget(self.results, 1)
        reader = QtWidgets.QWidget(self)
        rl = QtWidgets.QVBoxLayout(reader)
        rl.setContentsMargins(0, 0, 0, 0)
        nav = QtWidgets.QHBoxLayout()
        nav.addWidget(self.back_button)
        nav.addWidget(self.forward_button)
        nav.addStretch(1)
        rl.addLayout(nav)
        rl.addWidget(self.reader)
        self.split = QtWidgets.QSplitter(QtCore.Qt.Orientation.Horizontal, self)
        self.split.addWidget(search)
        self.split.addWidget(reader)
        self.split.setChildrenCollapsible(False)
        self.split.setStretchFactor(0, 1)
        self.split.setStretchFactor(1, 2)
        self.split.splitterMoved.connect(lambda *_a: setattr(self, "_split_moved", True))
        page = QtWidgets.QWidget(self)
        pl = QtWidgets.QVBoxLayout(page)
        pl.setContentsMargins(0, 0, 0, 0)
        row = QtWidgets.QHBoxLayout()
        row.addWidget(self.query, 1)
        row.addWidget(self.game)
        pl.addLayout(row)
        pl.addWidget(self.split, 1)
        gloss = QtWidgets.QWidget(self)
        gl = QtWidgets.QVBoxLayout(gloss)
        gl.addWidget(self.glossary_query)
        gl.addWidget(self.glossary_view)
        self.tabs = QtWidgets.QTabWidget(self)
        self.tabs.addTab(page, "")
        self.tabs.addTab(gloss, "")
        self.tabs.addTab(self.interpretations_view, "")
        self.tabs.currentChanged.connect(self._tab_shown)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.tabs)
        self.retranslate()
        self._nav_buttons()

    # -- texts -----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.query.setPlaceholderText(self.tr("Suchen oder Abschnitt, z. B. 20.4 …"))
        self.glossary_query.setPlaceholderText(self.tr("Begriff (deutsch oder englisch) …"))
        self.back_button.setToolTip(self.tr("Zurück"))
        self.forward_button.setToolTip(self.tr("Vor"))
        self.tabs.setTabText(0, self.tr("Suche"))
        self.tabs.setTabText(1, self.tr("Glossar"))
        self.tabs.setTabText(2, self.tr("Auslegungen"))
        self.game.setItemText(0, self.tr("alle Spiele"))
        for i in range(1, self.game.count()):
            self.game.setItemText(i, title(self.game.itemData(i), i18n.current()))
        self.hits.set_show_game(self.game.currentData() is None)
        if not self.notice.isHidden():  # "nothing found" in the new language
            self.search_now()
        self.interpretations_view.clear()  # built when its tab is shown (some 200 texts: not at the window's start)
        if self.tabs.currentIndex() == 1:
            self._glossary(self.glossary_query.text())
        elif self.tabs.currentIndex() == 2:
            self._interpretations()

    def changeEvent(self, event: QtCore.QEvent) -> None:
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
            if self.current is not None:
                self._render(*self.current)
        super().changeEvent(event)

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        super().resizeEvent(event)
        self._balance()

    def showEvent(self, event: QtGui.QShowEvent) -> None:
        super().showEvent(event)
        self._balance()
        if self._follow_due:
            QtCore.QTimer.singleShot(0, self, self._follow)

    def results_width(self) -> int:
        """The width that shows about 22 characters of a hit's title beside the scroll bar."""
        fm = self.results.fontMetrics()
        bar = self.results.style().pixelMetric(QtWidgets.QStyle.PixelMetric.PM_ScrollBarExtent)
        return fm.averageCharWidth() * 22 + bar + 2 * self.results.frameWidth() + 8

    def _balance(self) -> None:
        """Results a third, but room for a title's first words, the reader at least half
        (until the user moves the handle)."""
        width = self.split.width() - self.split.handleWidth()
        if not self._split_moved and width > 0:
            first = min(max(width // 3, self.results_width()), width // 2)
            self.split.setSizes([first, width - first])

    # -- the book ----------------------------------------------------------------------------
    def book(self) -> RulesBook | None:
        """The book, opened now if it is not yet (the worker's, when it is opening it: waited for)."""
        if self._book is None:
            opening, self._opening = self._opening, None
            try:
                self._book = opening.result() if opening is not None else self._opener()
            except Exception as exc:  # the reference is optional for the rest of the app
                self.reader.setPlainText(self.tr("Das Regelwerk ist nicht verfügbar: %1").replace("%1", str(exc)))
                return None
        return self._book

    def _open_aside(self) -> None:
        """Open the book on the worker thread; the reader follows the game when it is open (:meth:`_follow`)."""
        if self._book is None and self._opening is None:
            self._opening = _OPENER.submit(self._opener)
            self._opening.add_done_callback(lambda _done: self._tell_opened())

    def _tell_opened(self) -> None:
        with contextlib.suppress(RuntimeError):  # the panel was closed meanwhile
            self._opened.emit()

    def titles(self) -> dict[str, tuple[str, str]]:
        if self._titles is None:
            self._titles = interpretation_titles()
        return self._titles

    def set_game(self, game: str) -> None:
        """Follow the open game: its rules are searched, and the reader shows one of its sections
        (the first, unless a section of that game is already shown); the user may still choose all games."""
        self.open_game = game
        index = self.game.findData(game)
        if index >= 0 and index != self.game.currentIndex():
            self.game.setCurrentIndex(index)
        # the reader turns to the game once the window shows it, or when the panel is first shown; the book
        # (SQLModel's) is opened on the worker meanwhile: a game opens at once, and the window goes on
        self._follow_due = True
        if self.isVisible():
            QtCore.QTimer.singleShot(0, self, self._follow)

    def _follow(self) -> None:
        """The reader shows a section of the open game, unless one of its sections is shown already (the book not
        open yet: it is opened on the worker, and the reader follows then)."""
        game = self.open_game
        if not self._follow_due or game is None:
            return
        if self.current is not None and self.current[0] == game:
            self._follow_due = False
        elif self._book is None and (self._opening is None or not self._opening.done()):
            self._open_aside()
        else:
            self._follow_due = False
            book = self.book()
            sections = book.sections(game) if book is not None else []
            if sections:
                self.show_section(game, sections[0].section)

    def _game_changed(self) -> None:
        self.hits.set_show_game(self.game.currentData() is None)
        self.search_now()
        if self.tabs.currentIndex() == 1:
            self._glossary(self.glossary_query.text())

    def search_now(self) -> None:
        text = self.query.text().strip()
        book = self.book() if text else None
        if book is None:
            self.hits.set_hits([])
            self.notice.hide()
            return
        game = self.game.currentData()
        hits = book.search(text, game=game, lang=i18n.current(), limit=30)
        self.hits.set_hits(hits)
        opened = self._go_to_number(text, game)
        if hits or opened:
            self.notice.hide()
            return
        lang = i18n.current()
        close = book.suggest(text, game=game, lang=lang)
        message = html.escape(nothing_found([], lang) if not close else nothing_found(["\0"], lang))
        links = ", ".join(f"<a href='{html.escape(w, quote=True)}'>{html.escape(w)}</a>" for w in close)
        self.notice.setText(message.replace("\0", links))
        self.notice.show()

    def open_top_hit(self) -> None:
        """Enter in the search: search now and open the best hit (a section number opens itself)."""
        self._timer.stop()
        self.search_now()
        if self.hits.rowCount() and not SECTION_QUERY.fullmatch(self.query.text().strip()):
            top = self.hits.index(0, 0)
            self.results.setCurrentIndex(top)
            self._open_hit(top)

    def eventFilter(self, watched: QtCore.QObject, event: QtCore.QEvent) -> bool:
        """Down in the search goes to the hits, the best one current (Enter there opens it)."""
        if watched is self.query and event.type() == QtCore.QEvent.Type.KeyPress:
            assert isinstance(event, QtGui.QKeyEvent)
            if event.key() == QtCore.Qt.Key.Key_Down and self.hits.rowCount():
                self.results.setFocus()
                self.results.setCurrentIndex(self.hits.index(0, 0))
                return True
        return super().eventFilter(watched, event)

    def _suggestion(self, word: str) -> None:
        """A word offered after "nothing found" was clicked: search it."""
        self.query.setText(word)
        self.search_now()

    def _go_to_number(self, text: str, game: str | None) -> bool:
        """A query that is a section number opens that section (of the chosen game, else the open game's,
        else the first game that has it)."""
        match = SECTION_QUERY.fullmatch(text)
        if match is None:
            return False
        number = match.group(1) or match.group(2)
        book = self.book()
        if book is None:
            return False
        candidates = [game] if game else [g for g in (self.open_game, *game_ids()) if g]
        for g in dict.fromkeys(candidates):
            if book.section(g, number) is not None:
                return self.show_section(g, number)
        return False

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
        if url.scheme() in ("section", "rule"):
            game, _, section = url.path().partition("/")
            self.tabs.setCurrentIndex(0)
            self.show_section(game or self.open_game or game_ids()[0], section)
        elif url.scheme() == "interp":
            self.tabs.setCurrentIndex(2)
            self.interpretations_view.scrollToAnchor(url.path())
        elif url.hasFragment():
            self.glossary_view.scrollToAnchor(url.fragment())

    # -- rendering ---------------------------------------------------------------------------------
    def rich(self, text: str, game: str) -> str:
        """Rule text as HTML: "- " lines as a bulleted list, cited sections as links, interpretation ids
        as their titles (linked to the interpretations tab)."""
        book = self.book()
        en = i18n.current() == "en"
        titles = self.titles()

        def inline(line: str) -> str:
            linked = book.linkify(line, game, "en" if en else "de") if book is not None else html.escape(line)

            def named(m: re.Match[str]) -> str:
                found = titles.get(m.group(1))
                if found is None:
                    return m.group(0)
                return f"„<a href='interp:{m.group(1)}'>{html.escape(found[1] if en else found[0])}</a>“"

            return INTERPRETATION_ID.sub(named, linked)

        out: list[str] = []
        items: list[str] = []
        for line in text.splitlines():
            if _BULLET.match(line):
                items.append(f"<li>{inline(_BULLET.sub('', line))}</li>")
                continue
            if items:
                out.append("<ul>" + "".join(items) + "</ul>")
                items = []
            if line.strip():
                out.append(f"<p>{inline(line)}</p>")
        if items:
            out.append("<ul>" + "".join(items) + "</ul>")
        return "".join(out)

    def _render(self, game: str, section: str) -> bool:
        book = self.book()
        entry = None if book is None else book.section(game, section)
        if entry is None:
            missing = self.tr("Abschnitt nicht gefunden:")
            name = title(game, i18n.current()) if game in game_ids() else game
            self.reader.setHtml(f"<p>{html.escape(missing)} {html.escape(name)} § {html.escape(section)}</p>")
            return False
        en = i18n.current() == "en"
        e = html.escape
        refs_t, back_t, interp_t, default_t, text_t = (self.tr("Verweise"), self.tr("Verwiesen von"),
                                                       self.tr("Auslegung"), self.tr("Vorgabe"),
                                                       self.tr("Wortlaut des eigenen Regelwerks"))
        parts = [f"<p style='color:#666'>{e(title(game, i18n.current()))}</p>",
                 f"<h3>{e(heading(entry.section, entry.title_en if en else entry.title_de))}</h3>",
                 self.rich(entry.digest_en if en else entry.digest_de, game)]
        if entry.refs:
            parts.append(f"<p><b>{e(refs_t)}:</b> " + " · ".join(_link(game, r) for r in entry.refs) + "</p>")
        if entry.referenced_by:
            parts.append(f"<p><b>{e(back_t)}:</b> "
                         + " · ".join(_link(game, r) for r in entry.referenced_by) + "</p>")
        for note in entry.interpretations:
            default = _choice_label(note.id, note.default)
            parts.append(f"<p><b>{e(interp_t)} „<a href='interp:{e(note.id)}'>{e(note.title_en if en else note.title_de)}"
                         f"</a>“</b>: {self.rich(note.digest_en if en else note.digest_de, game).removeprefix('<p>')}"
                         + (f"<p><i>{e(default_t)}: {e(default)}</i></p>" if default else ""))
        if entry.source_text:
            parts.append(f"<hr><p><b>{e(text_t)}:</b></p><div style='color:#555'>{self.rich(entry.source_text, game)}</div>")
        self.reader.setHtml("".join(parts))
        return True

    def _tab_shown(self, index: int) -> None:
        if index == 1 and not self.glossary_view.toPlainText():
            self._glossary(self.glossary_query.text())
        if index == 2 and not self.interpretations_view.toPlainText():
            self._interpretations()

    def glossary_entries(self, text: str) -> list[GlossaryEntry]:
        """The glossary entries for ``text`` (all when empty) of the chosen game, one per term and game:
        entries with the same German and English term are merged (sections and notes)."""
        book = self.book()
        if book is None:
            return []
        game = self.game.currentData()
        found = book.glossary(text.strip(), game=game) if text.strip() else book.terms(game)
        return _merged(found)

    def _glossary(self, text: str) -> None:
        entries = self.glossary_entries(text)
        if not entries:
            self.glossary_view.setHtml(html.escape(self.tr("Kein Eintrag.")) if text.strip() else "")
            return
        en = i18n.current() == "en"
        entries = sorted(entries, key=lambda g: (_initial(g.en if en else g.de), (g.en if en else g.de).casefold()))
        letters = sorted({_initial(g.en if en else g.de) for g in entries})
        bar = " ".join(f"<a href='#{c}'>{c}</a>" for c in letters)
        rows = [f"<p><b>{bar}</b></p>"] if len(entries) > 5 else []
        shown = ""
        for g in entries:
            first, other = (g.en, g.de) if en else (g.de, g.en)
            letter = _initial(first)
            if letter != shown and len(entries) > 5:
                rows.append(f"<h3><a name='{letter}'></a>{letter}</h3>")
                shown = letter
            refs = " ".join(_link(g.game, s) for s in g.sections)
            game_name = title(g.game, i18n.current()) if g.game in game_ids() else g.game
            rows.append(f"<p><b>{html.escape(first)}</b> — <i>{html.escape(other)}</i> ({html.escape(game_name)}) "
                        f"{refs}<br>{self.rich(g.note_en if en else g.note_de, g.game).removeprefix('<p>')}")
        self.glossary_view.setHtml("".join(rows))

    def _interpretations(self) -> None:
        from referee.interpretations import all_interpretations

        en = i18n.current() == "en"
        default_t = self.tr("Vorgabe")
        rows = []
        current = ""
        for i in all_interpretations():
            if i.game != current:
                current = i.game
                rows.append(f"<h3>{html.escape(title(i.game, i18n.current()))}</h3>")
            refs = " ".join(_link(i.game, s) for s in i.sections)
            default = _choice_label(i.id, i.default)
            rows.append(f"<p><a name='{html.escape(i.id)}'></a><b>{html.escape(i.title_en if en else i.title_de)}</b>"
                        f" {refs}<br>{html.escape(i.digest_en if en else i.digest_de)}"
                        + (f"<br><i>{html.escape(default_t)}: {html.escape(default)}</i>" if default else "") + "</p>")
        self.interpretations_view.setHtml("".join(rows))


def _choice_label(interpretation: str, value: str) -> str:
    """The default of an interpretation in words (its choice's label), or "" when it has no named choices (one
    look-up by id: the panel asks for each of some 200 interpretations while the window is built)."""
    try:
        found = interpretation_of(interpretation)
    except UnknownName:
        return ""
    en = i18n.current() == "en"
    return next(((c.label_en if en else c.label_de) for c in found.choices if c.value == value), "")


def _initial(term: str) -> str:
    """The A–Z letter a term is filed under (umlauts under their vowel, digits under "#")."""
    first = term.strip()[:1].upper()
    first = {"Ä": "A", "Ö": "O", "Ü": "U"}.get(first, first)
    return first if "A" <= first <= "Z" else "#"


def _merged(entries: Iterable[GlossaryEntry]) -> list[GlossaryEntry]:
    """One glossary entry per (game, German term, English term): sections joined, notes kept once."""
    import dataclasses

    merged: dict[tuple[str, str, str], GlossaryEntry] = {}
    for g in entries:
        key = (g.game, g.de.casefold(), g.en.casefold())
        if key not in merged:
            merged[key] = g
            continue
        old = merged[key]
        merged[key] = dataclasses.replace(
            old, sections=tuple(dict.fromkeys((*old.sections, *g.sections))),
            note_de=old.note_de if g.note_de in old.note_de else f"{old.note_de} {g.note_de}",
            note_en=old.note_en if g.note_en in old.note_en else f"{old.note_en} {g.note_en}")
    return list(merged.values())


def _link(game: str, section: str) -> str:
    word = section_word(game, section, i18n.current())
    return f"<a href='section:{html.escape(game)}/{html.escape(section)}'>§ {html.escape(word)}</a>"


def heading(section: str, title: str) -> str:
    """``§ 20.3 Title`` where the book numbers its sections, the title alone where it names them."""
    return f"§ {section} {title}" if numbered(section) else title
